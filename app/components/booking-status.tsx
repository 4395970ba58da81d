import { CANCELLED_STATUS, PENDING_STATUS } from "~/utils/booking-state";
import { useT } from "~/utils/i18n";

// Pending and Cancelled are the specification's known values; admins may set any other text (shown as settled).
const tones: Record<string, string> = {
  [PENDING_STATUS]: "bg-gold-light text-ink ring-gold/60",
  [CANCELLED_STATUS]: "bg-coral-light text-coral-dark ring-coral/40",
};

export function BookingStatus({ status }: { status: string }) {
  // The site's own status words in the page's language; an admin's own text as written.
  const i18n = useT();
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset ${tones[status] ?? "bg-palm-light text-palm ring-palm/30"}`}
    >
      {i18n.t(status)}
    </span>
  );
}
