import { useT } from "~/utils/i18n";

/** "Add to calendar": the departure as an .ics file (a resource route, so a plain link, never a client navigation). */
export function AddToCalendar({ reference, className = "btn-secondary" }: { reference: string; className?: string }) {
  const i18n = useT();
  return (
    <a
      href={`/calendar/${encodeURIComponent(reference)}.ics`}
      download={`booking-${reference}.ics`}
      className={className}
    >
      {i18n.t("Add to calendar")}
    </a>
  );
}
