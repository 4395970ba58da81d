// Refunds of online payments (issue 30): a departure cancelled for the weather gives each booking's PayPal payment
// back once, through the fake PayPal the shared site is configured with, records it and e-mails each guest once; a
// refund PayPal refuses shows on the booking page and the admin home until staff retry it. Payments are made as a
// guest's would be: a checkout of the site's (its model), PayPal's order approved on the fake, then PayPal's webhook
// to the site, which captures and records it.
import { expect, siteRows, test, type Page } from "./admin-support";
import { createTestPackage, dailyRule, insertBookingRecord, retirePackage } from "./app-db";
import { emailsTo, linkIn, mauritiusDate, uniqueEmail } from "./support";
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { checkouts } from "~/db/schema";
import { getBooking } from "~/models/booking.server";
import { paypalProvider } from "~/services/payments/paypal.server";
import { eurFor } from "~/utils/payment";
import { formatDepartureDate } from "~/utils/time";
import { EUR_RATE, PAYPAL_URL, PAYPAL_WEBHOOK_ID } from "../setup/e2e-env.js";

let PACKAGE = "";
let TITLE = "";
test.beforeAll(() => {
  TITLE = `Refund Lagoon Cruise (${test.info().project.name})`;
  // MUR 3,500 an adult: a party of one pays €70.00 at the shared site's 50 rupees per euro.
  PACKAGE = createTestPackage(TITLE, { prices: { priceAdult: 3500 }, rules: [dailyRule(["09:00"], 12)] });
});
test.afterAll(() => retirePackage(PACKAGE));

const day = (javaScriptEnabled: boolean, offset: number) => mauritiusDate((javaScriptEnabled ? 30 : 45) + offset);

/** A confirmed booking of one adult (MUR 3,500) on the test's departure. */
const book = (date: string) =>
  insertBookingRecord({
    email: uniqueEmail("refund"),
    packageId: PACKAGE,
    packageTitle: TITLE,
    date,
    startTime: "09:00",
    adults: 1,
    later: { status: "Confirmed" },
  });

const paypal = () =>
  paypalProvider({
    clientId: "e2e-paypal-client",
    clientSecret: "e2e-paypal-secret",
    apiBase: PAYPAL_URL,
    webhookId: PAYPAL_WEBHOOK_ID,
    timeoutMs: 5_000,
  });

const fakePayPal = (hook: string, body: unknown) =>
  fetch(`${PAYPAL_URL}/_test/${hook}`, { method: "POST", body: JSON.stringify(body) }).then((r) => r.json());

type FakeRefund = { captureId: string; amount: { currency_code: string; value: string } };
const refundsAtPayPal = async (captureRef: string): Promise<FakeRefund[]> =>
  ((await (await fetch(`${PAYPAL_URL}/_test/state`)).json()) as { refunds: FakeRefund[] }).refunds.filter(
    (r) => r.captureId === captureRef,
  );

/**
 * The booking's total paid with PayPal as a guest pays it: the site's checkout, PayPal's order approved by the guest,
 * and PayPal's webhook to the site, which captures it and records it. Returns PayPal's capture.
 */
async function payWithPayPal(reference: string) {
  const amount = getBooking(reference)!.total! * 100;
  const charged = eurFor(amount, EUR_RATE);
  // The row the site's 'Pay balance' writes before it asks PayPal (written here: the checkout model reads the
  // catalogues, which this process cannot import).
  const checkout = getDb()
    .insert(checkouts)
    .values({
      id: crypto.randomBytes(16).toString("base64url"),
      bookingReference: reference,
      provider: "paypal",
      purpose: "balance",
      amount,
      chargedAmount: charged,
      chargedCurrency: "EUR",
      rate: String(EUR_RATE),
    })
    .returning()
    .get();
  const created = await paypal().createCheckout({
    checkoutId: checkout.id,
    description: `Payment for booking ${reference}`,
    amount: charged,
    currency: "EUR",
    returnUrl: "http://127.0.0.1/pay",
    cancelUrl: "http://127.0.0.1/pay?cancelled=1",
    locale: "en",
  });
  getDb().update(checkouts).set({ providerId: created.providerId }).where(eq(checkouts.id, checkout.id)).run();
  await fakePayPal("approve", { order: created.providerId });
  await fakePayPal("webhook", { order: created.providerId });
  await expect.poll(() => getBooking(reference)?.paymentState).toBe("paid");
  const [row] = siteRows<{ capture_ref: string }>("select capture_ref from checkouts where id = ?", checkout.id);
  return row.capture_ref;
}

const refundMails = async (email: string) =>
  (await emailsTo(email, 0)).filter((m) => m.subject.startsWith("Your refund for booking"));

/** The guest's booking page's Refund row. */
const guestRefundRow = (page: Page) =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Refund", exact: true }) });

/** The booking's page, read again until its Refunds section says `status` (the refund is sent after the answer). */
async function expectRefundStatus(page: Page, reference: string, status: RegExp | string) {
  await expect(async () => {
    await page.goto(`/update/booking/${reference}`);
    await expect(page.getByRole("region", { name: "Refunds" })).toContainText(status, { timeout: 1_000 });
  }).toPass();
}

test.describe("refunds of online payments", () => {
  test("a departure cancelled for the weather refunds each PayPal payment once, and each guest is told once", async ({
    adminPage: page,
    javaScriptEnabled,
  }) => {
    const date = day(javaScriptEnabled, 0);
    const guests = [book(date), book(date)];
    const captures: string[] = [];
    for (const g of guests) captures.push(await payWithPayPal(g.reference));

    await page.goto(`/admin/departures?date=${date}`);
    const departure = page.getByRole("region", { name: `${TITLE} — 09:00 (Mauritius time)` });
    const form = departure.getByRole("form", { name: "Cancel this departure" });
    await form.getByLabel("Reason").fill("Strong winds: the coast guard closed the lagoon");
    await form.getByRole("button", { name: "Cancel this departure" }).click();
    await page.getByRole("button", { name: "Yes, cancel the departure" }).click();
    await expect(
      page.getByText(`${TITLE} on ${formatDepartureDate(date)} at 09:00 is cancelled: 2 bookings cancelled`),
    ).toBeVisible();

    for (const [i, g] of guests.entries()) {
      await expectRefundStatus(page, g.reference, "Refunded");
      await expect(page.getByRole("region", { name: "Refunds" })).toContainText("MUR 3,500 (€70.00 by PayPal)");
      expect(getBooking(g.reference)).toMatchObject({ paymentState: "refunded", paid: 0, refunded: 350_000 });
      // PayPal holds exactly one refund of the capture, of the whole charge.
      expect(await refundsAtPayPal(captures[i])).toMatchObject([{ amount: { currency_code: "EUR", value: "70.00" } }]);
      // The cancellation says it is on its way; the refund's own e-mail, once, says it is made.
      const cancelled = (await emailsTo(g.email, 3)).find((m) => m.subject.startsWith("Departure cancelled"));
      expect(cancelled?.text).toContain("Your online payment of €70.00 is being refunded to your PayPal account.");
      await expect.poll(async () => (await refundMails(g.email)).length).toBe(1);
      expect((await refundMails(g.email))[0].text).toContain(
        `We have refunded MUR 3,500 for your booking ${g.reference}`,
      );
      // The guest's own page (the e-mail's manage link) says it in their words.
      await page.goto(linkIn((await refundMails(g.email))[0].text, "/manage/"));
      await expect(guestRefundRow(page)).toContainText("Refunded: €70.00 to your PayPal account");
    }
    // One refund asked of PayPal per payment, each recorded once in the ledger.
    for (const g of guests) {
      expect(siteRows("select id from refunds where booking_reference = ?", g.reference)).toHaveLength(1);
      expect(
        siteRows("select id from payments where booking_reference = ? and kind = 'refund'", g.reference),
      ).toHaveLength(1);
    }
  });

  test("a refund PayPal refuses shows as failed to staff, on the booking and the home page, until Retry refund makes it", async ({
    adminPage: page,
    javaScriptEnabled,
  }) => {
    const date = day(javaScriptEnabled, 1);
    const guest = book(date);
    const capture = await payWithPayPal(guest.reference);
    // PayPal refuses the refunds of this capture only (other tests' payments are not disturbed).
    await fakePayPal("mode", { mode: "refuse-refund", target: capture });
    try {
      await page.goto(`/update/booking/${guest.reference}`);
      await page.getByLabel("Reason for cancelling").fill("The guest phoned: a family matter");
      await page.getByRole("button", { name: "Cancel booking" }).click();
      await expect(page.getByText("Booking cancelled and the guest told")).toBeVisible();

      await expectRefundStatus(page, guest.reference, /Refund failed: .+\(\d+ attempts?, next try .+ Mauritius time\)/);
      expect(await refundsAtPayPal(capture)).toEqual([]);
      expect(getBooking(guest.reference)?.paymentState).toBe("refund-due");
      // The guest reads that it is on its way (the staff's cancellation e-mail carries their page's link).
      const told = await emailsTo(guest.email, 2);
      const cancelled = told.find((m) => m.subject === "Your booking has been updated to Cancelled")!;
      expect(cancelled.text).toContain("Your online payment of €70.00 is being refunded to your PayPal account.");
      await page.goto(linkIn(cancelled.text, "/manage/"));
      await expect(guestRefundRow(page)).toContainText("Refund on its way: €70.00 to your PayPal account");

      await page.goto("/admin/home");
      const notDone = page.getByRole("region", { name: "Refunds not done" });
      await expect(notDone.getByRole("link", { name: guest.reference })).toBeVisible();
      await expect(notDone).toContainText("Refund failed:");

      await fakePayPal("mode", { mode: "ok", target: capture });
      await notDone.getByRole("link", { name: guest.reference }).click();
      await page.getByRole("button", { name: "Retry refund" }).click();
      await expect(page.getByText("Refund made and recorded; the guest was told")).toBeVisible();
      await expect(page.getByRole("region", { name: "Refunds" })).toContainText("Refunded");
      expect(await refundsAtPayPal(capture)).toHaveLength(1);
      expect(getBooking(guest.reference)?.paymentState).toBe("refunded");
      await page.goto("/admin/home");
      await expect(page.getByRole("region", { name: "Refunds not done" }).getByText(guest.reference)).toBeHidden();
    } finally {
      await fakePayPal("mode", { mode: "ok", target: capture });
    }
  });
});
