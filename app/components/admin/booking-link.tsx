import { Link } from "@remix-run/react";

/** A booking's reference as the link to its admin page. */
export function BookingLink({ reference, className = "link font-mono" }: { reference: string; className?: string }) {
  return (
    <Link to={`/update/booking/${reference}`} className={className}>
      {reference}
    </Link>
  );
}
