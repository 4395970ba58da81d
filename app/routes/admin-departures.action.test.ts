import { describe, expect, it } from "vitest";
import { action } from "./_admin.admin.departures.$packageId";
import { listAudit } from "~/models/audit.server";
import { addExtraDeparture, listDepartureExceptions } from "~/models/schedule.server";
import { createSession } from "~/models/session.server";
import { createUser } from "~/models/user.server";
import { cookies } from "~/services/session.server";
import { getEnv } from "~/utils/env.server";
import { addDays, formatDate, todayIn } from "~/utils/time";
import { testPackage } from "../../tests/fixtures/bookings";
import { NO_FACTS, STAFF } from "../../tests/unit/model-fixtures";

// The month view's action called as Remix calls it, by a signed-in admin, against a real temporary database.
const daily = { weekdays: [1, 2, 3, 4, 5, 6, 7], startTimes: ["09:00"], seats: 12, validFrom: null, validTo: null };
const PACKAGE = testPackage("Past days", NO_FACTS, [daily]);

const today = todayIn(getEnv().TZ);
const yesterday = addDays(today, -1);

async function post(fields: Record<string, string>) {
  const admin = await createUser({
    email: `admin-${crypto.randomUUID()}@example.mu`,
    password: "an-admin-password",
    role: "admin",
  });
  const cookie = (await cookies().session.serialize(createSession(admin.id))).split(";")[0];
  const request = new Request(`http://localhost/admin/departures/${PACKAGE}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Cookie: cookie },
  });
  return (await action({
    request,
    params: { packageId: PACKAGE },
    context: { clientAddress: "192.0.2.20" },
  })) as Response;
}

describe("a change to a past day of the departures", () => {
  it("is refused with the reason, for every change a row offers, and nothing is written", async () => {
    const extra = addExtraDeparture(PACKAGE, yesterday, "15:00", 6, STAFF);
    const before = listDepartureExceptions(PACKAGE, yesterday, yesterday);
    const audited = listAudit({}).total;
    const posts: Record<string, string>[] = [
      { intent: "close", date: yesterday, note: "too late" },
      { intent: "close", date: yesterday, startTime: "09:00" },
      { intent: "reopen", date: yesterday },
      { intent: "seats", date: yesterday, startTime: "09:00", seats: "3" },
      { intent: "remove-extra", date: yesterday, startTime: "15:00", id: String(extra) },
      { intent: "extra", date: yesterday, startTime: "17:00", seats: "4" },
    ];
    for (const fields of posts) {
      const res = await post(fields);
      expect(res.status, fields.intent).toBe(400);
      expect(JSON.stringify(await res.json()), fields.intent).toContain(
        `${formatDate(yesterday)} is past: its departures can no longer be changed.`,
      );
    }
    expect(listDepartureExceptions(PACKAGE, yesterday, yesterday)).toEqual(before);
    expect(listAudit({}).total).toBe(audited);
  });

  it("today's departures can still be changed (they may not have left yet)", async () => {
    const res = await post({ intent: "seats", date: today, startTime: "09:00", seats: "10" });
    expect(res.status).toBe(302);
    expect(listDepartureExceptions(PACKAGE, today, today)).toMatchObject([{ kind: "seats", seats: 10 }]);
  });
});
