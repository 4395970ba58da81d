import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { addDays } from "~/utils/time";
import {
  MAX_PERIOD_DAYS,
  monthsOf,
  PERIOD_ERRORS,
  percent,
  periodFileName,
  periodLabel,
  periodQuery,
  readPeriod,
  stepPeriod,
  utcBounds,
  weeksOf,
  weekStart,
  WEEK_START_SQL,
} from "./report-period";

const read = (query: string, today = "2026-11-27") => readPeriod(new URLSearchParams(query), today);

describe("a report's period", () => {
  it("is this month by default, a month asked for, or a range of days", () => {
    expect(read("")).toEqual({ period: { from: "2026-11-01", to: "2026-11-30", month: "2026-11" }, error: null });
    expect(read("month=2024-02").period).toEqual({ from: "2024-02-01", to: "2024-02-29", month: "2024-02" });
    expect(read("from=2026-11-15&to=2026-12-14").period).toEqual({ from: "2026-11-15", to: "2026-12-14", month: null });
    // A range that is exactly a month is that month.
    expect(read("from=2026-12-01&to=2026-12-31").period.month).toBe("2026-12");
    expect(read("month=2026-13")).toEqual(read(""));
  });

  it("refuses a range that cannot be one, and says why", () => {
    expect(read("from=2026-12-01&to=2026-11-01").error).toBe(PERIOD_ERRORS.order);
    expect(read("from=2026-12-01").error).toBe(PERIOD_ERRORS.notDate);
    expect(read("from=2026-02-30&to=2026-03-01").error).toBe(PERIOD_ERRORS.notDate);
    const from = "2024-01-01";
    expect(read(`from=${from}&to=${addDays(from, MAX_PERIOD_DAYS - 1)}`).error).toBeNull();
    expect(read(`from=${from}&to=${addDays(from, MAX_PERIOD_DAYS)}`).error).toBe(PERIOD_ERRORS.tooLong);
    // Refused: this month is shown.
    expect(read("from=2026-12-01&to=2026-11-01").period.month).toBe("2026-11");
  });

  it("steps by months, or by its own length", () => {
    const november = read("").period;
    expect(stepPeriod(november, -1)).toEqual({ from: "2026-10-01", to: "2026-10-31", month: "2026-10" });
    expect(stepPeriod(stepPeriod(november, 1), 1).month).toBe("2027-01");
    const range = read("from=2026-11-10&to=2026-11-16").period;
    expect(stepPeriod(range, 1)).toEqual({ from: "2026-11-17", to: "2026-11-23", month: null });
    expect(stepPeriod(range, -1)).toEqual({ from: "2026-11-03", to: "2026-11-09", month: null });
  });

  it("is written as a query, a label and a file name", () => {
    const november = read("").period;
    const range = read("from=2026-11-15&to=2026-12-14").period;
    expect(periodQuery(november)).toBe("month=2026-11");
    expect(periodQuery(range)).toBe("from=2026-11-15&to=2026-12-14");
    expect(periodLabel(november)).toBe("November 2026");
    expect(periodLabel(range)).toBe("15 Nov 2026 – 14 Dec 2026");
    expect(periodFileName("occupancy", november)).toBe("occupancy-2026-11-01_2026-11-30.csv");
  });

  it("splits into months and weeks clipped to it", () => {
    const range = read("from=2026-11-25&to=2026-12-02").period;
    expect(monthsOf(range)).toEqual([
      { key: "2026-11", from: "2026-11-25", to: "2026-11-30" },
      { key: "2026-12", from: "2026-12-01", to: "2026-12-02" },
    ]);
    expect(weeksOf(range)).toEqual([
      { key: "2026-11-23", from: "2026-11-25", to: "2026-11-29" },
      { key: "2026-11-30", from: "2026-11-30", to: "2026-12-02" },
    ]);
  });

  it("finds a week's Monday as SQLite's date functions do", () => {
    const db = new Database(":memory:");
    const sql = db.prepare(`SELECT ${WEEK_START_SQL.replace("%s", "?")} AS monday`);
    for (let i = 0; i < 14; i++) {
      const date = addDays("2026-11-23", i);
      expect(weekStart(date)).toBe((sql.get(date) as { monday: string }).monday);
    }
    expect(weekStart("2026-12-01")).toBe("2026-11-30");
    db.close();
  });

  it("gives the instants of Mauritius days (UTC+4)", () => {
    expect(utcBounds("2026-12-01", "2026-12-31", "Indian/Mauritius")).toEqual({
      lo: "2026-11-30T20:00:00.000Z",
      hi: "2026-12-31T20:00:00.000Z",
    });
  });

  it("writes shares as people read them", () => {
    expect(percent(31, 50)).toBe("62%");
    expect(percent(0, 0)).toBe("—");
  });
});
