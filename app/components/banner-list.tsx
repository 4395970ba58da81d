import { Form, useFetchers } from "@remix-run/react";
import type { Banner } from "~/models/banner.server";
import { isSafeLink } from "~/utils/safe-link";

/** Site banners; dismissing one is a form post (a cookie remembers it), hidden at once with JavaScript. */
export function BannerList({ banners }: { banners: Banner[] }) {
  const fetchers = useFetchers();
  const pending = new Set(fetchers.filter((f) => f.formData?.get("intent") === "dismiss-banner").map((f) => Number(f.formData?.get("bannerId"))));
  const visible = banners.filter((b) => !pending.has(b.id));
  if (visible.length === 0) return null;
  return (
    <section aria-label="Notices" className="space-y-3">
      {visible.map((b) => (
        <div key={b.id} className="flex items-start gap-3 rounded-xl border border-gold/60 bg-gold-light p-4">
          <div className="flex-1">
            <p className="font-semibold text-ink">{b.title}</p>
            <p className="mt-0.5 text-sm text-ink-soft">{b.message}</p>
            {b.link && isSafeLink(b.link) ? (
              <a href={b.link} className="link mt-1 inline-block text-sm">
                {b.action || "Find out more"}
              </a>
            ) : null}
          </div>
          <Form method="post" navigate={false} fetcherKey={`dismiss-banner-${b.id}`} preventScrollReset>
            <input type="hidden" name="intent" value="dismiss-banner" />
            <input type="hidden" name="bannerId" value={b.id} />
            <button type="submit" className="carousel-btn h-8 w-8 border-gold/60" aria-label={`Dismiss: ${b.title}`}>
              <span aria-hidden="true">×</span>
            </button>
          </Form>
        </div>
      ))}
    </section>
  );
}
