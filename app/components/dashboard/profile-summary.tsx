import { Link } from "@remix-run/react";
import { useT } from "~/utils/i18n";
import { Avatar } from "./avatar";

type Profile = { name: string; phone: string; email: string; image: string | null };

/** Home: who this account is, as the site knows it (as specified: image, name, phone, email). */
export function ProfileSummary({ profile, bookingCount }: { profile: Profile; bookingCount: number }) {
  const i18n = useT();
  const { href } = i18n;
  const notGiven = <span className="text-ink-faint">{i18n.t("Not given yet")}</span>;
  return (
    <div className="space-y-6">
      <div className="card flex flex-col items-center gap-5 p-6 text-center sm:flex-row sm:items-center sm:p-8 sm:text-left">
        <Avatar image={profile.image} name={profile.name} email={profile.email} />
        <div className="min-w-0 flex-1">
          <h2 className="break-words text-2xl font-semibold">{profile.name || i18n.t("Your name is not set yet")}</h2>
          <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)]">
            <dt className="text-sm font-semibold uppercase tracking-wide text-lagoon-dark sm:pt-0.5">
              {i18n.t("Phone")}
            </dt>
            <dd className="mb-2 sm:mb-0">{profile.phone || notGiven}</dd>
            <dt className="text-sm font-semibold uppercase tracking-wide text-lagoon-dark sm:pt-0.5">
              {i18n.t({ id: "Email (account)", message: "Email" })}
            </dt>
            <dd className="break-all">{profile.email}</dd>
          </dl>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Link
          to={href("/userprofile?view=bookings")}
          className="card group block p-5 hover:ring-2 hover:ring-lagoon/40"
        >
          <p className="text-sm font-semibold uppercase tracking-wide text-lagoon-dark">{i18n.t("Your bookings")}</p>
          <p className="mt-1 text-lg">
            {bookingCount === 0
              ? i18n.t("No bookings yet")
              : i18n.t("{count, plural, one {# booking} other {# bookings}}", { count: bookingCount })}
            <span aria-hidden="true" className="ml-2 text-lagoon transition-transform group-hover:translate-x-1">
              →
            </span>
          </p>
        </Link>
        <Link to={href("/userprofile?view=profile")} className="card group block p-5 hover:ring-2 hover:ring-lagoon/40">
          <p className="text-sm font-semibold uppercase tracking-wide text-lagoon-dark">{i18n.t("Your details")}</p>
          <p className="mt-1 text-lg">
            {profile.name && profile.phone
              ? i18n.t("Change name, phone or picture")
              : i18n.t("Add your name and phone")}
            <span aria-hidden="true" className="ml-2 text-lagoon">
              →
            </span>
          </p>
        </Link>
      </div>
    </div>
  );
}
