import { describe, expect, it } from "vitest";
import { csvRupees, reportCsvHref, reportHref, reportMoney, reportTitle } from "./reports";

describe("the reports' words and addresses", () => {
  it("writes money as the back office reads it, a period with more refunded than paid too", () => {
    expect(reportMoney(350_000)).toBe("MUR 3,500");
    expect(reportMoney(-50_000)).toBe("−MUR 500");
    expect(csvRupees(350_050)).toBe("3500.50");
  });

  it("keeps the period in a report's address and in its CSV's", () => {
    const november = { from: "2026-11-01", to: "2026-11-30", month: "2026-11" };
    expect(reportHref("revenue", november)).toBe("/admin/reports/revenue?month=2026-11");
    expect(reportCsvHref("guests", { from: "2026-11-03", to: "2026-11-09", month: null })).toBe(
      "/admin/reports.csv?report=guests&from=2026-11-03&to=2026-11-09",
    );
    expect(reportTitle("channels")).toBe("Channels");
  });
});
