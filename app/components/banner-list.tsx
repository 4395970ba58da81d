import { Form, useFetchers } from "@remix-run/react";
import type { ShownBanner } from "~/models/banner.server";
import { DismissButton, NoticeText } from "~/components/notice-text";
import { useT } from "~/utils/i18n";

/** Site banners; dismissing one is a form post (a cookie remembers it), hidden at once with JavaScript. */
export function BannerList({ banners }: { banners: ShownBanner[] }) {
  const fetchers = useFetchers();
  const i18n = useT();
  const pending = new Set(
    fetchers
      .filter((f) => f.formData?.get("intent") === "dismiss-banner")
      .map((f) => Number(f.formData?.get("bannerId"))),
  );
  const visible = banners.filter((b) => !pending.has(b.id));
  if (visible.length === 0) return null;
  return (
    <section aria-label={i18n.t("Notices")} className="space-y-3">
      {visible.map((b) => (
        <div key={b.id} className="flex items-start gap-3 rounded-xl border border-gold/60 bg-gold-light p-4">
          <NoticeText notice={b} look="banner" />
          <Form method="post" navigate={false} fetcherKey={`dismiss-banner-${b.id}`} preventScrollReset>
            <DismissButton
              title={b.title}
              className="carousel-btn h-8 w-8 border-gold/60"
              fields={{ intent: "dismiss-banner", bannerId: b.id }}
            />
          </Form>
        </div>
      ))}
    </section>
  );
}
