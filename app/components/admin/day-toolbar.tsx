import { Form } from "@remix-run/react";
import { StepLinks } from "~/components/admin/pager";
import { useHydrated } from "~/utils/hooks";

/** "Print" with JavaScript; without it, where the browser's own Print is. */
function PrintButton() {
  const hydrated = useHydrated();
  return hydrated ? (
    <button type="button" onClick={() => window.print()} className="btn-secondary min-h-[36px] px-3 text-sm">
      Print
    </button>
  ) : (
    <p className="text-sm text-ink-soft">Use your browser&apos;s Print to print this list.</p>
  );
}

/**
 * The top of a day's list (the Departures manifest, the run sheet): a Date to show, the previous and next days, the
 * day's CSV and Print; none of it printed.
 */
export function DayToolbar({
  date,
  previous,
  next,
  csvHref,
}: {
  date: string;
  previous: string;
  next: string;
  csvHref: string;
}) {
  return (
    <div className="print-hide flex flex-wrap items-end gap-3">
      <Form method="get" className="flex items-end gap-2">
        <div>
          <label htmlFor="manifest-date" className="field-label">
            Date
          </label>
          <input
            id="manifest-date"
            type="date"
            name="date"
            defaultValue={date}
            key={date}
            required
            className="field-input"
          />
        </div>
        <button type="submit" className="btn-secondary min-h-[44px] px-4">
          Show
        </button>
      </Form>
      <StepLinks label="Days" param="date" unit="day" previous={previous} next={next} />
      <div className="ml-auto flex flex-wrap items-center gap-3">
        <a href={csvHref} download className="btn-secondary min-h-[36px] px-3 text-sm">
          Download CSV
        </a>
        <PrintButton />
      </div>
    </div>
  );
}
