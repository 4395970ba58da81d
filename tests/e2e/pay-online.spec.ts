import { expect, staffConfirmedBooking, test } from "./admin-support";
import { checkoutsOf, confirmedBooking, ledgerOf, moneyOf, ownPayPackages, receiptsTo } from "./pay-support";
import { fakePayPal, fakeStripe } from "./payments-support";
import { linkIn, mailWithSubject, mauritiusDate, uniqueEmail } from "./support";

// Paying online as a guest does, with JavaScript and without: staff confirm, the confirmation e-mail's 'Pay deposit'
// opens the manage page's Payment section, which shows PayPal's euros and the rate before paying; the guest pays on
// the fake PayPal's page and comes back to "Payment received"; the booking is Deposit paid, one receipt is sent, and
// what PayPal charged is what the page showed. Stripe charges rupees. The webhooks' and refusals' answers are
// tests/integration/pay.spec.ts.

const { deposit: pkg, noDeposit } = ownPayPackages("Paying online");

test("staff confirm, the guest pays the deposit through PayPal from the e-mail's button: Deposit paid, one receipt, the euros shown are the euros charged", async ({
  adminPage: staff,
  browser,
  javaScriptEnabled,
}) => {
  const b = await staffConfirmedBooking(staff, {
    email: uniqueEmail("pays-deposit"),
    packageId: pkg.id,
    packageTitle: "Paying online",
    date: mauritiusDate(15),
    startTime: "09:00",
    adults: 2,
  });

  const confirmation = await mailWithSubject(b.email, `Booking confirmed ${b.reference}`);
  expect(confirmation.text).toMatch(/Pay deposit: http:\/\/\S+\/manage\/[\w-]+#payment/);
  const guest = await (await browser.newContext({ javaScriptEnabled })).newPage();
  await guest.goto(linkIn(confirmation.text.split("Pay deposit:")[1], "/manage/"));

  const payment = guest.locator("#payment");
  await expect(payment.getByRole("heading", { name: "Payment" })).toBeVisible();
  await expect(payment.getByText("Deposit MUR 1,750 due")).toBeVisible();
  await expect(payment.getByRole("radio", { name: /PayPal/ })).toBeChecked();
  await expect(payment.getByRole("radio", { name: /Card \(Stripe\)/ })).not.toBeChecked();
  const shown = "MUR 1,750 is charged as €35.00 (MUR 50 = €1)";
  await expect(payment.getByText(shown)).toBeVisible();
  await payment.getByRole("button", { name: "Pay deposit" }).click();

  // PayPal's own page (the fake's), then back to the site.
  await expect(guest.getByText("EUR 35.00")).toBeVisible();
  await guest.getByRole("button", { name: "Pay now" }).click();
  await expect(guest.getByRole("heading", { name: "Payment received" })).toBeVisible();
  await expect(guest.getByTestId("payment-charge")).toHaveText(shown);
  await expect(guest.getByTestId("booking-reference")).toHaveText(b.reference);

  expect(moneyOf(b.reference)).toEqual({ payment_state: "deposit-paid", paid: 175000 });
  const [checkout] = checkoutsOf(b.reference);
  const order = (await fakePayPal.state()).orders.find((o) => o.id === checkout.provider_id)!;
  expect(order.status).toBe("COMPLETED");
  expect(order.purchase_units[0].amount).toEqual({ currency_code: "EUR", value: "35.00" });
  expect(ledgerOf(b.reference)).toEqual([
    { kind: "payment", method: "online", amount: 175000, charged_amount: 3500, charged_currency: "EUR" },
  ]);
  await expect.poll(async () => (await receiptsTo(b.email)).length).toBe(1);

  // The guest's page now asks for the rest; staff's list shows Deposit paid.
  await guest.goto(linkIn(confirmation.text.split("Pay deposit:")[1], "/manage/"));
  await expect(payment.getByText("Deposit paid")).toBeVisible();
  await expect(payment.getByText("Balance MUR 5,250")).toBeVisible();
  await expect(payment.getByRole("button", { name: "Pay balance" })).toBeVisible();
  await guest.context().close();
});

test("the deposit by card through Stripe, charged in rupees", async ({ page }) => {
  const b = confirmedBooking(pkg, 16, "pays-stripe");
  await page.goto(b.managePath);
  const payment = page.locator("#payment");
  await payment.getByRole("radio", { name: /Card \(Stripe\)/ }).check();
  await payment.getByRole("button", { name: "Pay deposit" }).click();
  await expect(page.getByTestId("amount")).toHaveText("MUR 1750.00");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();
  await expect(page.getByTestId("payment-charge")).toHaveCount(0);

  const [checkout] = checkoutsOf(b.reference);
  const session = (await fakeStripe.sessionOf(checkout.id))!;
  expect([session.amount_total, session.currency, session.payment_status]).toEqual([175000, "mur", "paid"]);
  expect(ledgerOf(b.reference)).toEqual([
    { kind: "payment", method: "online", amount: 175000, charged_amount: 175000, charged_currency: "MUR" },
  ]);
  await expect.poll(async () => (await receiptsTo(b.email)).length).toBe(1);
});

test("without a deposit the page offers the balance at once", async ({ page }) => {
  const b = confirmedBooking(noDeposit, 17, "no-deposit");
  await page.goto(b.managePath);
  const payment = page.locator("#payment");
  await expect(payment.getByText("Balance MUR 7,000")).toBeVisible();
  await expect(payment.getByRole("button", { name: "Pay deposit" })).toHaveCount(0);
  await expect(payment.getByRole("button", { name: "Pay balance" })).toBeVisible();
});
