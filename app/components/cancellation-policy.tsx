import type { CancellationPolicy as Policy } from "~/utils/guest-promises";
import { useT } from "~/utils/i18n";

/**
 * The package's cancellation policy in words (utils/guest-promises.ts, written by the loader): until when it is free,
 * what happens after, and a `note` of the page's own (while Pending, it can be cancelled at any time).
 */
export function CancellationPolicy({
  policy,
  note,
  className = "",
}: {
  policy: Policy;
  note?: string | null;
  className?: string;
}) {
  const i18n = useT();
  return (
    <section aria-labelledby="cancellation-policy" className={`text-sm ${className}`} data-testid="cancellation-policy">
      <h2 id="cancellation-policy" className="font-semibold">
        {i18n.t("Cancellation policy")}
      </h2>
      <p className="mt-1">
        {policy.free}. {policy.after}
      </p>
      {note ? <p className="mt-1">{note}</p> : null}
    </section>
  );
}
