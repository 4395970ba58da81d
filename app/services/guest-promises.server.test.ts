import { describe, expect, it } from "vitest";
import { lateAnswerView, LATE_ANSWERS_SHOWN } from "./guest-promises.server";
import { packageBookings } from "../../tests/fixtures/bookings";

// The admin home's "Waiting longer than promised" (issue 31): a page of the longest waiting, and how many in all, so
// a backlog never makes the page megabytes (found by the reports' bench, issue 32).

const at = (local: string) => new Date(`${local}:00+04:00`);

describe("the admin home's list of late requests", () => {
  it("lists the longest waiting, a page of them, and counts them all", () => {
    const { row } = packageBookings("Backlog boat", { date: "2030-02-20", state: "pending", status: "Pending" });
    const oldest = row({ time: at("2029-06-01T10:00").toISOString() });
    for (let i = 0; i < LATE_ANSWERS_SHOWN + 5; i++) row({ time: at("2029-07-01T10:00").toISOString() });
    const view = lateAnswerView(at("2030-01-11T09:45"));
    expect(view.list).toHaveLength(LATE_ANSWERS_SHOWN);
    expect(view.count).toBe(LATE_ANSWERS_SHOWN + 6);
    expect(view.list[0].reference).toBe(oldest.reference);
    expect(view.list[0].waited).toMatch(/^\d+ days/);
  });
});
