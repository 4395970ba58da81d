import { describe, expect, it } from "vitest";
import { lateAnswers } from "./late-answer.server";
import { packageBookings } from "../../tests/fixtures/bookings";

// Requests waiting longer than promised (issue 31): the pending bookings whose answer, by the answer-time promise
// counted in the operator's answering hours, was due before now.

const TZ = "Indian/Mauritius";
const promise = { withinHours: 4, from: "07:00", until: "20:00" };
// Mauritius is UTC+4 all year.
const at = (local: string) => new Date(`${local}:00+04:00`);

describe("requests waiting longer than promised", () => {
  const { row } = packageBookings("Answer boat", { date: "2030-01-20", state: "pending", status: "Pending" });
  // Sent at 18:30: due at 9:30 the next morning.
  const evening = row({ time: at("2030-01-10T18:30").toISOString() });
  const older = row({ time: at("2030-01-09T10:00").toISOString() });
  const fresh = row({ time: at("2030-01-11T08:00").toISOString() });
  const answered = row({ time: at("2030-01-09T10:00").toISOString(), state: "confirmed", status: "Confirmed" });
  const ours = new Set([evening, older, fresh, answered].map((b) => b.reference));
  const late = (now: Date) => lateAnswers(now, promise, TZ).filter((b) => ours.has(b.reference));

  it("lists the pending requests past their due time, the longest waiting first, with how long they waited", () => {
    const now = at("2030-01-11T09:45");
    expect(late(now).map((b) => b.reference)).toEqual([older.reference, evening.reference]);
    expect(late(now)[1]).toMatchObject({
      packageTitle: "Answer boat",
      date: "2030-01-20",
      dueAt: at("2030-01-11T09:30").toISOString(),
      // 18:30 to 9:45 the next day.
      waitedMinutes: 15 * 60 + 15,
    });
  });

  it("counts only the answering hours: a request sent the evening before is not late before 9:30", () => {
    expect(late(at("2030-01-11T09:29")).map((b) => b.reference)).toEqual([older.reference]);
    // The fresh one is due at 12:00.
    expect(late(at("2030-01-11T12:00")).map((b) => b.reference)).toContain(fresh.reference);
    expect(late(at("2030-01-11T11:59")).map((b) => b.reference)).not.toContain(fresh.reference);
  });
});
