import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/db.server";
import { issueBookingLink } from "~/models/booking-link.server";
import { reloadEnv } from "~/utils/env.server";
import { startFakePayments } from "../../tests/fakes/payments.js";
import { bookingRow } from "../../tests/fixtures/bookings";
import { fakeServerForTests } from "../../tests/fixtures/fake-server";
import { action as confirmationAction, loader as confirmationLoader } from "./booking-confirmation.$ref";
import { action as manageAction } from "./manage.$token";

// 'Pay deposit' posted as Remix calls the pages' actions: the manage page's (in the page's language, on its private
// headers) and the booking confirmation's with "Pay deposit to book"; a 303 to the provider's page, or the refusal in
// the page's language.
vi.spyOn(console, "log").mockImplementation(() => {});
vi.spyOn(console, "error").mockImplementation(() => {});

const fakes = fakeServerForTests(() => startFakePayments({ siteUrl: "http://localhost" }));
const saved = { ...process.env };
beforeAll(() => {
  Object.assign(process.env, fakes().env, { PAY_DEPOSIT_TO_BOOK: "on" });
  reloadEnv();
});
afterAll(() => {
  process.env = saved;
  reloadEnv();
});

const booking = (state: "pending" | "confirmed", paid = 0) =>
  bookingRow({
    packageId: "p",
    packageTitle: "Catamaran day",
    date: "2030-05-04",
    state,
    total: 7000,
    depositDue: 175000,
    paid,
  });
const form = (fields: Record<string, string>) => ({ method: "POST", body: new URLSearchParams(fields) });
const context = { clientAddress: "203.0.113.30" };

describe("'Pay deposit'", () => {
  it("on the manage page: a 303 to PayPal's page for the deposit, on the page's private headers", async () => {
    const b = booking("confirmed");
    const token = issueBookingLink(getDb(), b);
    const request = new Request(`http://localhost/fr/manage/${token}`, form({ intent: "pay", purpose: "deposit" }));
    const res = await manageAction({ request, params: { token }, context });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toMatch(new RegExp(`^${fakes().paypal.url}/checkoutnow\\?token=`));
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const order = fakes()
      .paypal.state()
      .orders.find((o: { id: string }) => res.headers.get("Location")!.endsWith(o.id))!;
    expect(order.returnUrl).toMatch(/^http:\/\/localhost:\d+\/fr\/pay\/[\w-]{22}$/);
  });

  it("when nothing is owed: refused at the top of the page, in its language", async () => {
    const b = booking("confirmed", 700000);
    const token = issueBookingLink(getDb(), b);
    const request = new Request(`http://localhost/fr/manage/${token}`, form({ intent: "pay", purpose: "balance" }));
    const res = await manageAction({ request, params: { token }, context });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { error: Record<string, string[]> };
    expect(body.error[""]).toEqual(["Il n’y a rien à payer sur cette réservation pour le moment."]);
  });

  it("on the confirmation page with Pay deposit to book: offered to a pending request, and posted to Stripe", async () => {
    const b = booking("pending");
    const params = { ref: b.reference };
    const page = await confirmationLoader({
      request: new Request(`http://localhost/booking-confirmation/${b.reference}`),
      params,
      context,
    });
    const data = (await page.json()) as { payment: { pay: { label: string; providers: { name: string }[] } } };
    expect(data.payment.pay.label).toBe("Pay deposit");
    expect(data.payment.pay.providers.map((p) => p.name)).toEqual(["paypal", "stripe"]);
    const request = new Request(
      `http://localhost/booking-confirmation/${b.reference}`,
      form({ intent: "pay", purpose: "deposit", provider: "stripe" }),
    );
    const res = await confirmationAction({ request, params, context });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toMatch(new RegExp(`^${fakes().stripe.url}/pay/cs_`));
  });
});
