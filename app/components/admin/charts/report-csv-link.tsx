import type { Period } from "~/utils/report-period";
import { reportCsvHref, type ReportName } from "~/utils/reports";

/** A report's "Download CSV": the same figures as its tables, the period in the file's name. */
export function ReportCsvLink({ name, period }: { name: ReportName; period: Period }) {
  return (
    <a href={reportCsvHref(name, period)} download className="btn-secondary min-h-[36px] px-3 text-sm print:hidden">
      Download CSV
    </a>
  );
}
