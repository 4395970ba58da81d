import { describe, expect, it } from "vitest";
import { action } from "./book.$uid";
import { createPackage } from "~/models/package.server";
import { bookingWindow } from "~/models/booking.server";
import { loader as confirmation } from "./booking-confirmation.$ref";
import { reloadEnv } from "~/utils/env.server";
import { signServedAt } from "~/services/human-check.server";
import { packageWords } from "../../tests/unit/model-fixtures";

// The route's action called as Remix calls it, against a real temporary database.
createPackage(packageWords("Test day"), [], "test-day");

function post(fields: Record<string, string>, clientAddress: string) {
  const body = new URLSearchParams(fields);
  const request = new Request("http://localhost/book/test-day", { method: "POST", body });
  return action({ request, params: { uid: "test-day" }, context: { clientAddress } });
}

const form = () => ({
  name: "A",
  surname: "B",
  email: "a@b.mu",
  phone: "+23057123456",
  date: bookingWindow().minDate,
  adults: "1",
  terms: "on",
  servedAt: signServedAt("booking", Date.now() - 5000),
});

describe("booking action", () => {
  it("limits bookings per address with a clear message (RATE_LIMIT_MULTIPLIER=1)", async () => {
    process.env.RATE_LIMIT_MULTIPLIER = "1";
    reloadEnv();
    for (let i = 0; i < 10; i++) {
      const res = await post(form(), "203.0.113.9");
      expect(res.status, `booking ${i + 1}`).toBe(302);
    }
    const over = await post(form(), "203.0.113.9");
    expect(over.status).toBe(429);
    expect(JSON.stringify(await over.json())).toContain("Too many requests");
    // Another address is not affected.
    expect((await post(form(), "203.0.113.10")).status).toBe(302);
  });

  it("refuses a filled honeypot", async () => {
    const res = await post({ ...form(), website: "http://spam.example" }, "198.51.100.1");
    expect(res.status).toBe(400);
  });

  it("a guest's booking e-mail is never held back by a per-address quota: six bookings from six clients with one address, six e-mails sent", async () => {
    process.env.RATE_LIMIT_MULTIPLIER = "1";
    reloadEnv();
    const references: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await post({ ...form(), email: "booked-for@example.mu" }, `192.0.2.${i + 1}`);
      expect(res.status).toBe(302);
      references.push(/\/booking-confirmation\/(.+)$/.exec(res.headers.get("Location") ?? "")![1]);
    }
    const shown = async (ref: string) => {
      const res = await confirmation({
        params: { ref },
        request: new Request(`http://localhost/booking-confirmation/${ref}`),
        context: {},
      });
      return ((await res.json()) as { mailError: string | null }).mailError;
    };
    // (Each client is bounded by the booking limit above; a mailbox's quota that strangers fill would silence the guest.)
    for (const reference of references) expect(await shown(reference)).toBeNull();
  });
});
