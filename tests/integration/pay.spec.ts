import { expect, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { bookings } from "~/db/schema";
import { checkoutsOf, confirmedBooking, ledgerOf, moneyOf, ownPayPackages, receiptsTo } from "../e2e/pay-support";
import { fakePayPal, fakeStripe } from "../e2e/payments-support";
import { createAccount } from "../e2e/support";
import { Visitor, type Page } from "./visitor";

// Paying online, the answers a browser without JavaScript gets and the providers' webhooks, against the shared
// site's fake PayPal (EUR at 50 rupees) and fake Stripe: the webhook's signature checked, the payment recorded once
// whatever comes first or comes again (a webhook before the guest is back, the same webhook twice, a late one), and a
// provider that does not answer leaving nothing charged and nothing recorded. The browser's side: pay-online.spec.ts.

const { deposit: pkg, noDeposit } = ownPayPackages("Paying online by HTTP");

type Playwright = Parameters<typeof Visitor.visiting>[0];
type OnManagePage = { visitor: Visitor; b: ReturnType<typeof confirmedBooking>; page: Page };

/** A new confirmed booking of `bookedPackage` and a visitor on its manage page: `act` gets them. */
function onManagePage(
  playwright: Playwright,
  bookedPackage: Parameters<typeof confirmedBooking>[0],
  act: (at: OnManagePage) => Promise<void>,
) {
  const b = confirmedBooking(bookedPackage);
  return Visitor.visiting(playwright, undefined, async (visitor) =>
    act({ visitor, b, page: await visitor.open(b.managePath) }),
  );
}

/** Presses `button` ('Pay deposit', 'Pay balance') on the manage page with `provider` chosen; the answer, not followed. */
const pressPay = (visitor: Visitor, page: Page, button: string, provider: "paypal" | "stripe") =>
  visitor.submit(page, button, { provider }, { maxRedirects: 0 });

/**
 * A new confirmed booking whose guest pressed 'Pay deposit' with PayPal: `act` gets the visitor, the booking, PayPal's
 * order and the site's checkout (whose return page is /pay/{id}).
 */
function payingWithPayPal(
  playwright: Playwright,
  act: (paying: Omit<OnManagePage, "page"> & { order: string; checkoutId: string }) => Promise<void>,
) {
  return onManagePage(playwright, pkg, async ({ visitor, b, page }) => {
    expect(page.text("#payment")).toContain("Deposit MUR 1,750 due");
    const answer = await pressPay(visitor, page, "Pay deposit", "paypal");
    expect(answer.status).toBe(303);
    const order = new URL(answer.headers.location).searchParams.get("token")!;
    const [checkout] = checkoutsOf(b.reference);
    await act({ visitor, b, order, checkoutId: checkout.id });
  });
}

/** Posts a raw webhook to the site, as a provider does (no Origin, no cookie). */
const postWebhook = (visitor: Visitor, provider: string, body: string, headers: Record<string, string> = {}) =>
  visitor.request.post(`/webhooks/${provider}`, {
    data: body,
    headers: { "Content-Type": "application/json", ...headers },
  });

test("PayPal's webhook before the guest is back records the deposit once; the return page then says so, and the same or a late webhook adds nothing", async ({
  playwright,
}) => {
  await payingWithPayPal(playwright, async ({ visitor, b, order, checkoutId }) => {
    expect((await fakePayPal.state()).orders.find((o) => o.id === order)?.purchase_units[0].amount).toEqual({
      currency_code: "EUR",
      value: "35.00",
    });

    // The guest approves on PayPal's page; PayPal's webhook reaches the site before the guest's browser does.
    await fakePayPal.approve(order);
    const first = await fakePayPal.webhook({ order });
    expect(first.status).toBe(200);
    expect(ledgerOf(b.reference)).toEqual([
      { kind: "payment", method: "online", amount: 175000, charged_amount: 3500, charged_currency: "EUR" },
    ]);
    expect(moneyOf(b.reference)).toEqual({ payment_state: "deposit-paid", paid: 175000 });

    // Back from PayPal: received, with both amounts and the rate; nothing more recorded.
    const back: Page = await visitor.open(`/pay/${checkoutId}?token=${order}&PayerID=FAKEPAYER`);
    expect(back.status).toBe(200);
    expect(back.text("h1")).toBe("Payment received");
    expect(back.text("[data-testid=payment-charge]")).toBe("MUR 1,750 is charged as €35.00 (MUR 50 = €1)");
    expect(back.text()).toContain(b.reference);

    // The same webhook again, and the capture's webhook that comes after: one row, one receipt.
    expect((await fakePayPal.webhook({ order, event: "CHECKOUT.ORDER.APPROVED" })).status).toBe(200);
    expect((await fakePayPal.webhook({ order })).status).toBe(200);
    expect(ledgerOf(b.reference)).toHaveLength(1);
    await expect.poll(async () => (await receiptsTo(b.email)).length).toBe(1);
    const [receipt] = await receiptsTo(b.email);
    expect(receipt.subject).toBe(`Payment received for booking ${b.reference}`);
    expect(receipt.text).toContain("Charged: €35.00 at MUR 50 = €1");
    expect(receipt.text).toContain("Payment: Deposit paid");
    expect(receipt.text).toContain("Left to pay: MUR 5,250");
    // The manage page now asks for the balance.
    const after = await visitor.open(b.managePath);
    expect(after.text("#payment")).toContain("Balance MUR 5,250");
    expect(after.$("#payment button").text()).toBe("Pay balance");
  });
});

test("a webhook whose signature does not hold, or that is not signed at all, is refused with a 400 and records nothing", async ({
  playwright,
}) => {
  await payingWithPayPal(playwright, async ({ visitor, b, order }) => {
    await fakePayPal.approve(order);
    const forged = await fakePayPal.webhook({ order, badSignature: true });
    expect(forged.status).toBe(400);
    // A body anyone could post, unsigned.
    const unsigned = await postWebhook(
      visitor,
      "paypal",
      JSON.stringify({ id: "WH-FORGED", event_type: "CHECKOUT.ORDER.APPROVED", resource: { id: order } }),
    );
    expect(unsigned.status()).toBe(400);
    expect(ledgerOf(b.reference)).toEqual([]);
    expect(checkoutsOf(b.reference).map((c) => c.status)).toEqual(["open"]);
    expect(await receiptsTo(b.email)).toEqual([]);
  });
});

test("Stripe: the guest pays the balance in rupees, the signed webhook comes twice, one row and one receipt", async ({
  playwright,
}) => {
  await onManagePage(playwright, noDeposit, async ({ visitor, b, page }) => {
    const answer = await pressPay(visitor, page, "Pay balance", "stripe");
    expect(answer.status).toBe(303);
    const [checkout] = checkoutsOf(b.reference);
    const session = checkout.provider_id!;
    // Paying on Stripe's page sends the webhook once; the test sends it again.
    await fakeStripe.pay(session);
    await expect.poll(() => ledgerOf(b.reference).length).toBe(1);
    expect((await fakeStripe.webhook({ session })).status).toBe(200);
    expect(ledgerOf(b.reference)).toEqual([
      { kind: "payment", method: "online", amount: 700000, charged_amount: 700000, charged_currency: "MUR" },
    ]);
    expect(moneyOf(b.reference)).toEqual({ payment_state: "paid", paid: 700000 });
    await expect.poll(async () => (await receiptsTo(b.email)).length).toBe(1);
    const back = await visitor.open(`/pay/${checkout.id}?session_id=${session}`);
    expect(back.text("h1")).toBe("Payment received");
    expect(back.$("[data-testid=payment-charge]").length).toBe(0);
    expect(ledgerOf(b.reference)).toHaveLength(1);
  });
});

test("PayPal does not answer when the order is created: the page says nothing was charged, and nothing is recorded", async ({
  playwright,
}) => {
  await onManagePage(playwright, pkg, async ({ visitor, b, page }) => {
    // PayPal's next order hangs, set just before the press (the site's key for it is not known before).
    await fakePayPal.setMode({ mode: "hang", op: "create", count: 1 });
    const answer = await pressPay(visitor, page, "Pay deposit", "paypal");
    expect(answer.status).toBe(409);
    expect(answer.text("#booking-alert")).toContain("PayPal did not answer. Nothing was charged: please try again.");
    expect(ledgerOf(b.reference)).toEqual([]);
    expect(checkoutsOf(b.reference).map((c) => [c.status, c.provider_id])).toEqual([["open", null]]);
  });
});

test("the guest gives up on PayPal's page: cancelled, nothing charged", async ({ playwright }) => {
  await payingWithPayPal(playwright, async ({ visitor, b, order, checkoutId }) => {
    const back = await visitor.open(`/pay/${checkoutId}?cancelled=1&token=${order}`);
    expect(back.text("h1")).toBe("Payment cancelled: nothing was charged");
    expect(ledgerOf(b.reference)).toEqual([]);
    expect(back.headers["cache-control"]).toBe("private, no-store");
  });
});

test("back before PayPal has the guest's approval: the page says it is being confirmed, and asks again when told", async ({
  playwright,
}) => {
  await payingWithPayPal(playwright, async ({ visitor, b, order, checkoutId }) => {
    const early = await visitor.open(`/pay/${checkoutId}?token=${order}`);
    expect(early.text("h1")).toBe("We are confirming your payment with PayPal");
    expect(ledgerOf(b.reference)).toEqual([]);
    await fakePayPal.approve(order);
    const again = await visitor.open(
      early
        .$("a")
        .filter((_, a) => early.$(a).text() === "Check again")
        .attr("href")!,
    );
    expect(again.text("h1")).toBe("Payment received");
    expect(ledgerOf(b.reference)).toHaveLength(1);
  });
});

test("the return page of a checkout that does not exist is a 404, and the webhooks take only a POST", async ({
  playwright,
}) => {
  await Visitor.visiting(playwright, undefined, async (visitor) => {
    expect((await visitor.open("/pay/not-a-checkout")).status).toBe(404);
    const get = await visitor.open("/webhooks/paypal");
    expect(get.status).toBeGreaterThanOrEqual(400);
    expect(get.status).toBeLessThan(500);
  });
});

test("'Pay deposit' is the booking's own: a visitor without its link, another client or a made-up link starts no payment", async ({
  playwright,
}) => {
  const owner = await createAccount();
  const b = confirmedBooking(pkg, 12, "owner");
  getDb().update(bookings).set({ userId: owner.id }).where(eq(bookings.reference, b.reference)).run();
  const pay = { intent: "pay", purpose: "deposit", provider: "paypal" };
  const nobody = await Visitor.start(playwright);
  const intruder = await Visitor.start(playwright, { signedInAs: await createAccount() });
  try {
    const asVisitor = await nobody.request.post(`/user/booking/${b.reference}`, { form: pay, maxRedirects: 0 });
    expect(asVisitor.status()).toBeGreaterThanOrEqual(300);
    expect(asVisitor.headers().location ?? "").not.toContain("paypal");
    const asOtherClient = await intruder.request.post(`/user/booking/${b.reference}`, { form: pay, maxRedirects: 0 });
    expect(asOtherClient.status()).toBe(404);
    const madeUpLink = await nobody.request.post("/manage/not-a-real-token", { form: pay, maxRedirects: 0 });
    expect(madeUpLink.status()).toBeGreaterThanOrEqual(400);
    expect(checkoutsOf(b.reference)).toEqual([]);
    expect(ledgerOf(b.reference)).toEqual([]);
  } finally {
    await nobody.close();
    await intruder.close();
  }
});
