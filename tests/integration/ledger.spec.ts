import { expect, test } from "@playwright/test";
import { getPackage } from "~/models/package.server";
import { getBooking } from "~/models/booking.server";
import { csvRecords, siteRows } from "../e2e/admin-support";
import { createTestPackage, dailyRule, insertBookingRecord, retirePackage } from "../e2e/app-db";
import { createAccount, mauritiusDate, uniqueEmail } from "../e2e/support";
import { Visitor } from "./visitor";

// The ledger at the desk read from the site's answers (issue 30; tests/e2e/ledger.spec.ts records money in a browser):
// a package's deposit set in its form and priced into a new booking, shown on the booking's page; a payment recorded
// there in All Bookings' CSV (Payment, Paid, Balance); and 'Record payment' posted by anyone but staff refused.

test.describe.configure({ mode: "default" });

const TITLE = "Ledger Lagoon (http)";
const DATE = mauritiusDate(61);
/** The guests' surname, for All Bookings' search to find this spec's bookings alone. */
const SURNAME = `Ledgerhttp${Date.now()}`;
let PACKAGE = "";

test.beforeAll(() => {
  PACKAGE = createTestPackage(TITLE, { prices: { priceAdult: 3500 }, rules: [dailyRule(["09:30"], 20)] });
});
test.afterAll(() => retirePackage(PACKAGE));

/** Two adults on the package's departure: MUR 7,000. */
const booking = () =>
  insertBookingRecord({
    email: uniqueEmail("ledger"),
    surname: SURNAME,
    packageId: PACKAGE,
    packageTitle: TITLE,
    date: DATE,
    startTime: "09:30",
    adults: 2,
  });

const asAdmin = async <T>(playwright: Parameters<typeof Visitor.start>[0], act: (admin: Visitor) => Promise<T>) =>
  Visitor.visiting(playwright, await createAccount({ role: "admin" }), act);

test("the package's deposit is set in its form, refused over 100 %, priced into a new booking and shown on its page", async ({
  playwright,
}) => {
  await asAdmin(playwright, async (admin) => {
    const form = await admin.open(`/edit/${PACKAGE}`);
    expect(form.text("fieldset:has(legend:contains('Deposit'))")).toContain("Percentage of the total");
    const refused = await admin.submit(form, "Save changes", { depositKind: "percent", depositValue: "150" });
    expect(refused.status).toBe(400);
    expect(refused.text()).toContain("Please enter the deposit as a percentage from 1 to 100");
    expect(getPackage(PACKAGE)).toMatchObject({ depositKind: "none", depositValue: 0 });

    await admin.submit(form, "Save changes", { depositKind: "percent", depositValue: "30" });
    expect(getPackage(PACKAGE)).toMatchObject({ depositKind: "percent", depositValue: 30 });
    const again = await admin.open(`/edit/${PACKAGE}`);
    expect(again.$("select[name=depositKind] option[selected]").attr("value")).toBe("percent");
    expect(again.$("input[name=depositValue]").attr("value")).toBe("30");

    const b = booking();
    expect(b.depositDue).toBe(210_000);
    const page = await admin.open(`/update/booking/${b.reference}`);
    const payments = page.text("section[aria-labelledby=payments-heading]");
    expect(payments).toContain("Amount due MUR 7,000");
    expect(payments).toContain("Deposit due MUR 2,100");
    expect(payments).toContain("No payments yet.");
    // The deposit still owed is what 'Record payment' starts with.
    expect(page.$("#payment-form-amount").attr("value")).toBe("2100");

    const paid = await admin.submit(page, "Record payment", { amount: "2100", method: "bank-transfer" });
    expect(paid.text()).toContain("Payment of MUR 2,100 recorded: Deposit paid");
    expect(paid.text("section[aria-labelledby=payments-heading]")).toContain("Deposit due MUR 2,100 (Deposit paid)");
    // Then the balance, and a refund of up to what was paid.
    expect(paid.$("#payment-form-amount").attr("value")).toBe("4900");
    expect(paid.$("#refund-form-amount").attr("value")).toBe("2100");
  });
  // Back to none for the other tests' bookings.
  await asAdmin(playwright, async (admin) => {
    await admin.submit(await admin.open(`/edit/${PACKAGE}`), "Save changes", { depositKind: "none", depositValue: "" });
  });
  expect(getPackage(PACKAGE)).toMatchObject({ depositKind: "none", depositValue: 0 });
});

test("All Bookings' CSV has the Payment, Paid (MUR) and Balance (MUR) of each booking, and its filter finds them", async ({
  playwright,
}) => {
  const [part, none] = [booking(), booking()];
  await asAdmin(playwright, async (admin) => {
    const page = await admin.open(`/update/booking/${part.reference}`);
    await admin.submit(page, "Record payment", { amount: "3000", method: "cash", note: "Guide, on the day" });

    const csv = csvRecords(await (await admin.request.get(`/admin/bookings.csv?q=${SURNAME}`)).text());
    const [header, ...rows] = csv;
    const column = (name: string) => header.indexOf(name);
    const row = (reference: string) => rows.find((r) => r[0] === reference)!;
    for (const [reference, state, paid, balance] of [
      [part.reference, "Deposit paid", "3000", "4000"],
      [none.reference, "Unpaid", "0", "7000"],
    ])
      expect(
        [column("Payment"), column("Paid (MUR)"), column("Balance (MUR)")].map((i) => row(reference)[i]),
        reference,
      ).toEqual([state, paid, balance]);

    const list = await admin.open(`/admin/bookings?payment=deposit-paid&q=${SURNAME}`);
    expect(list.text("table")).toContain(part.reference);
    expect(list.text("table")).not.toContain(none.reference);
    expect(list.$("select[name=payment] option[selected]").text()).toBe("Deposit paid");
  });
});

test("'Record payment' posted by a visitor or a client is refused and writes nothing; staff's above the balance too", async ({
  playwright,
}) => {
  const b = booking();
  const form = { intent: "record-payment", amount: "7000", method: "cash" };
  await Visitor.visiting(playwright, undefined, async (visitor) => {
    const post = await visitor.request.post(`/update/booking/${b.reference}`, {
      form,
      headers: { Origin: new URL(visitor.baseURL).origin },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(401);
  });
  await Visitor.visiting(playwright, await createAccount(), async (client) => {
    const post = await client.request.post(`/update/booking/${b.reference}`, {
      form,
      headers: { Origin: new URL(client.baseURL).origin },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(403);
  });
  await asAdmin(playwright, async (admin) => {
    const page = await admin.open(`/update/booking/${b.reference}`);
    const refused = await admin.submit(page, "Record payment", { amount: "7001" });
    expect(refused.status).toBe(409);
    expect(refused.text("#payment-form-alert")).toContain("This is more than the balance of MUR 7,000.");
    expect(refused.$("#payment-form-alert a").attr("href")).toBe("#payment-form-amount");
    expect(refused.$("#payment-form-amount").attr("value")).toBe("7001");
  });
  expect(siteRows("SELECT id FROM payments WHERE booking_reference = ?", b.reference)).toEqual([]);
  expect(getBooking(b.reference)).toMatchObject({ paid: 0, paymentState: "unpaid" });
});
