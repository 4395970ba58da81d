/** "Add to calendar": the departure as an .ics file (a resource route, so a plain link, never a client navigation). */
export function AddToCalendar({ reference, className = "btn-secondary" }: { reference: string; className?: string }) {
  return (
    <a href={`/calendar/${encodeURIComponent(reference)}.ics`} download={`booking-${reference}.ics`} className={className}>
      Add to calendar
    </a>
  );
}
