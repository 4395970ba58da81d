import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { isRouteErrorResponse, Link, useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { BookingList } from "~/components/dashboard/booking-list";
import { ProfileForm, PROFILE_FORM_ACTION } from "~/components/dashboard/profile-form";
import { ProfileSummary } from "~/components/dashboard/profile-summary";
import { SideMenu } from "~/components/dashboard/side-menu";
import { YourData } from "~/components/dashboard/your-data";
import { DASHBOARD_VIEWS, parseDashboardView, type DashboardView } from "~/components/dashboard/views";
import { ErrorScreen, PAGE_ERRORS } from "~/components/error-screen";
import { LiveUpdates } from "~/components/live-updates";
import { countUserBookings, listUserBookings, USER_BOOKINGS_PAGE_SIZE } from "~/models/booking.server";
import { withPackageTitlesIn } from "~/models/package.server";
import { updateProfile } from "~/models/user.server";
import { PICTURE_MAX_BYTES, PICTURE_TOO_LARGE, profileSchema } from "~/schemas/profile";
import { submitForm } from "~/services/form.server";
import { requireUser } from "~/services/auth.server";
import { fileUrl } from "~/utils/file-url";

import { readPrefs, writePrefs, redirectWithFlash } from "~/services/session.server";
import { removeAllBut, StorageError, storeImage } from "~/utils/storage.server";
import { pageWithin } from "~/utils/paging";
import { langOf, requestMessages, requestTranslator } from "~/utils/i18n.server";
import { localePath, metaT, useT } from "~/utils/i18n";

const TITLES: Record<DashboardView, string> = {
  home: /*i18n*/ "Your profile",
  bookings: /*i18n*/ "Your bookings",
  profile: /*i18n*/ "Edit Profile",
};

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const i18n = metaT(matches);
  return [{ title: data ? i18n.t(TITLES[data.view]) : i18n.t("Your profile") }, { name: "robots", content: "noindex" }];
};

// Personal data: never kept by a cache.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const prefs = await readPrefs(request);
  // The page in the address wins and is remembered; without one, the remembered page is shown.
  const asked = parseDashboardView(url.searchParams.get("view"));
  const view = asked ?? parseDashboardView(prefs.dashboardPage) ?? "home";
  const headers = new Headers();
  if (asked && asked !== prefs.dashboardPage)
    headers.append("Set-Cookie", await writePrefs({ ...prefs, dashboardPage: asked }));

  const total = countUserBookings(user.id);
  let bookings = null;
  if (view === "bookings") {
    const pages = Math.max(1, Math.ceil(total / USER_BOOKINGS_PAGE_SIZE));
    const page = pageWithin(url.searchParams.get("page"), pages);
    // Each package's title in the page's language, as the booking's own page shows it.
    const items = withPackageTitlesIn(listUserBookings(user.id, page), langOf(request)).map((b) => ({
      reference: b.reference,
      packageTitle: b.packageTitle,
      date: b.date,
      adults: b.adults,
      children: b.children,
      infants: b.infants,
      status: b.status,
    }));
    bookings = { items, page, pages, total };
  }
  return json(
    {
      i18n: requestMessages(request, "account", "errors"),
      view,
      profile: {
        name: user.name,
        phone: user.phone,
        email: user.email,
        image: user.image ? fileUrl(user.image) : null,
      },
      total,
      bookings,
    },
    { headers },
  );
}

/** Edit Profile (the only form on this page). */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await submitForm({ request, context }, profileSchema, {
    uploads: {
      maxFileBytes: PICTURE_MAX_BYTES,
      maxFiles: 1,
      field: "picture",
      message: PICTURE_TOO_LARGE,
      status: 413,
    },
  });
  if (!form.ok) return form.response;
  const { submission } = form;
  const i18n = requestTranslator(request);

  const { name, phone, picture } = submission.value;
  let image: string | undefined;
  let imageFile: string | undefined;
  if (picture) {
    try {
      const stored = await storeImage(Buffer.from(await picture.arrayBuffer()), `users/${user.id}`, picture.name);
      // Variants grow in width: the first is the 480 px one (or the original, when smaller), plenty for an avatar.
      image = stored.variants[0].key;
      imageFile = image.split("/").pop()!;
    } catch (error) {
      if (!(error instanceof StorageError)) throw error;
      return form.refuse({ fieldErrors: { picture: [error.message] } });
    }
  }
  updateProfile(user.id, { name, phone: phone ?? "", image });
  // Only the picture shown is kept: the larger sizes and any earlier picture go once the row points at it.
  if (imageFile) await removeAllBut(`users/${user.id}`, imageFile);
  return redirectWithFlash(localePath(langOf(request), PROFILE_FORM_ACTION), {
    message: i18n.t("updated successfully!"),
  });
}

export default function UserProfile() {
  const { view, profile, total, bookings } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const i18n = useT();
  const headingId = "dashboard-heading";
  return (
    <div className="container-page py-8 lg:py-12">
      <LiveUpdates topics={["bookings"]} />
      <p className="text-sm font-semibold uppercase tracking-widest text-lagoon-dark">{i18n.t("Your account")}</p>
      <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-10">
        <SideMenu current={view} />
        <section aria-labelledby={headingId} className="min-w-0">
          <div className="mb-5 flex flex-wrap items-baseline justify-between gap-2">
            <h1 id={headingId} className="text-3xl font-semibold">
              {i18n.t(TITLES[view])}
            </h1>
            {view === "bookings" && total > 0 ? (
              <p className="text-ink-soft">
                {i18n.t("{count, plural, one {# booking} other {# bookings}}, newest first", { count: total })}
              </p>
            ) : null}
          </div>
          {view === "home" ? <ProfileSummary profile={profile} bookingCount={total} /> : null}
          {view === "bookings" && bookings ? <BookingList {...bookings} /> : null}
          {view === "profile" ? (
            <>
              <ProfileForm
                key={`${profile.name}|${profile.phone}|${profile.image}`}
                profile={profile}
                lastResult={lastResult}
              />
              <YourData />
            </>
          ) : null}
        </section>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  // The page's own messages do not come with an error: these texts are read from "common" (the root's).
  const i18n = useT();
  const { href } = i18n;
  const tooLarge = isRouteErrorResponse(error) && error.status === 413;
  return (
    <ErrorScreen
      title={tooLarge ? i18n.t(PAGE_ERRORS.fileTooLarge) : i18n.t(PAGE_ERRORS.failed)}
      text={isRouteErrorResponse(error) && error.status < 500 ? String(error.data) : i18n.t(PAGE_ERRORS.tryAgain)}
    >
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {DASHBOARD_VIEWS.map(({ view, label }) => (
          <Link
            key={view}
            to={href(`/userprofile?view=${view}`)}
            className={view === "profile" ? "btn-primary" : "btn-secondary"}
          >
            {i18n.t(label)}
          </Link>
        ))}
      </div>
    </ErrorScreen>
  );
}
