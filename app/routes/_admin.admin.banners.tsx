import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { NoticeFields } from "~/components/admin/notice-fields";
import { FormAlert, ResultSummary } from "~/components/ui/form-alert";
import { createBanner, deleteBanner, getBanners, moveBanner, updateBanner, type Banner } from "~/models/banner.server";
import { bannerPageSchema, bannerSchema } from "~/schemas/banner";
import { TranslationGroups } from "~/components/admin/translation-fields";
import { adminPageLoader, requireAdmin } from "~/services/admin.server";
import { redirectWithFlash } from "~/services/session.server";
import { answerFor, submitForm } from "~/services/form.server";
import { AdminSection } from "~/components/admin/admin-section";
import { EditDetails, ItemSubmit } from "~/components/admin/item-list";
import { useCheckedForm } from "~/utils/checked-form";
import { itemFormId, itemFormOf } from "~/utils/item-forms";

export const meta: MetaFunction = () => [{ title: "Notification Banners | Back office" }];

export const loader = ({ request }: LoaderFunctionArgs) => adminPageLoader(request, () => ({ banners: getBanners() }));

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await submitForm({ request, context }, bannerPageSchema, { answer: answerFor(itemFormOf("banner")) });
  if (!form.ok) return form.response;
  const done = async (message: string) => redirectWithFlash("/admin/banners", { message });
  const v = form.value;
  if (v.intent === "create" || v.intent === "save") {
    // The banner's own fields: what the form sent but its intent and id.
    const { intent: _intent, id, ...notice } = { id: 0, ...v };
    const input = { ...notice, link: notice.link ?? null, action: notice.action ?? null };
    if (v.intent === "create") {
      createBanner(input, { actor: admin });
      return done("Banner added");
    }
    if (!updateBanner(id, input, admin)) throw new Response("Banner not found", { status: 404 });
    return done("updated successfully!");
  }
  if (v.intent === "delete") {
    deleteBanner(v.id, admin);
    return done("Banner deleted");
  }
  moveBanner(v.id, v.intent, admin);
  return done("updated successfully!");
}

/** A banner's words in the translation groups. */
const TRANSLATED_TEXTS = [
  { name: "title", label: "Title", kind: "line" },
  { name: "message", label: "Message", kind: "box", rows: 3 },
  { name: "action", label: "Action label", kind: "line" },
] as const;

function BannerForm({
  banner,
  lastResult,
}: {
  banner?: Omit<Banner, "position" | "createdAt">;
  lastResult?: ReturnType<typeof useActionData<typeof action>>;
}) {
  const formId = itemFormId("banner", banner?.id);
  const [form, fields] = useCheckedForm(bannerSchema, {
    id: formId,
    lastResult: lastResult?.form === formId ? lastResult.result : undefined,
    defaultValue: banner
      ? {
          title: banner.title,
          message: banner.message,
          link: banner.link ?? "",
          action: banner.action ?? "",
          translations: banner.translations,
        }
      : undefined,
  });
  return (
    <Form method="post" {...getFormProps(form)}>
      {banner ? <input type="hidden" name="id" value={banner.id} /> : null}
      <FormAlert form={form} />
      <NoticeFields fields={fields} />
      <TranslationGroups form={form} field={fields.translations} texts={TRANSLATED_TEXTS} />
      <ItemSubmit editing={Boolean(banner)} save="Save changes" add="Add banner" />
    </Form>
  );
}

export default function AdminBanners() {
  const { banners } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Notification Banners</h1>
      <p className="text-sm text-ink-soft">
        Shown above the packages on the home page, in this order. Visitors can dismiss them.
      </p>
      <ResultSummary id="banners-alert" result={actionData?.form === "page" ? actionData.result : undefined} />
      {banners.length === 0 ? <p className="rounded-xl bg-white p-5 text-ink-soft">No banners at the moment.</p> : null}
      <ol className="space-y-4">
        {banners.map((b, i) => (
          <li key={b.id} className="card p-5">
            <EditDetails
              summary={
                <>
                  <strong>{b.title}</strong> <span className="text-sm text-ink-soft">· {b.message}</span>
                </>
              }
              toggle="Edit"
              bodyClassName="mt-4"
            >
              <BannerForm banner={b} lastResult={actionData} />
            </EditDetails>
            <Form method="post" className="mt-3 flex flex-wrap gap-2">
              <input type="hidden" name="id" value={b.id} />
              {(
                [
                  ["up", "Move up", i === 0, "btn-secondary min-h-[36px] px-3 text-sm"],
                  ["down", "Move down", i === banners.length - 1, "btn-secondary min-h-[36px] px-3 text-sm"],
                  ["delete", "Delete", undefined, "btn min-h-[36px] px-3 text-sm text-coral-dark hover:bg-coral-light"],
                ] as const
              ).map(([intent, words, disabled, className]) => (
                <button
                  key={intent}
                  type="submit"
                  name="intent"
                  value={intent}
                  disabled={disabled}
                  className={className}
                  aria-label={`${words}: ${b.title}`}
                >
                  {words}
                </button>
              ))}
            </Form>
          </li>
        ))}
      </ol>
      <AdminSection id="new-banner" title="Add a banner" headingClassName="mb-4 text-xl font-semibold">
        <BannerForm lastResult={actionData} />
      </AdminSection>
    </div>
  );
}
