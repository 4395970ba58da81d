import crypto from "node:crypto";
import { expect, test } from "@playwright/test";
import { startFakePayments } from "../fakes/payments.js";
import { CATAMARAN, insertCatamaran, openDb, queryDb, siteToCrash } from "../e2e/site-process";
import { mauritiusDate } from "../e2e/support";

// The crash test of paying online: the site is killed (SIGKILL: no shutdown code runs) after PayPal captured the
// guest's deposit and before the site heard back, so nothing of it is recorded. Started again on the same data
// folder, the site asks PayPal about its open checkouts (the reconciling at start) and records the payment: exactly
// once, with one receipt, however often it starts. A site of its own, with its own fake providers (which send no
// webhook here: only the reconciling can find the capture) and fake Resend.

const REFERENCE = "CRSH-PAY2-TEST";
const GUEST = "crash-payer@crash.test";

/** A confirmed booking of two adults at MUR 3,500 with a deposit of MUR 1,750, and a manage link's token for it. */
function insertBooking(dataDir: string): string {
  const db = openDb(dataDir);
  try {
    insertCatamaran(db);
    db.prepare(
      `insert into bookings (reference, name, surname, email, phone, package_id, package_title, date, start_time, adults,
         time, price_adult, total, status, state, deposit_due)
       values (?, 'Crash', 'Payer', ?, '+23057123456', ?, 'Île aux Cerfs Catamaran Day', ?, '09:30', 2, ?, 3500, 7000,
         'Confirmed', 'confirmed', 175000)`,
    ).run(REFERENCE, GUEST, CATAMARAN, mauritiusDate(10), new Date().toISOString());
    const token = crypto.randomBytes(32).toString("base64url");
    db.prepare("insert into booking_links (token_hash, booking_reference, expires_at) values (?, ?, ?)").run(
      crypto.createHash("sha256").update(token).digest("hex"),
      REFERENCE,
      new Date(Date.now() + 30 * 86_400_000).toISOString(),
    );
    return token;
  } finally {
    db.close();
  }
}

test("killed between PayPal's capture and its recording, the site records the payment exactly once when it starts again", async () => {
  test.setTimeout(120_000);
  const own = await siteToCrash("crash-payment");
  const { dataDir, resend } = own;
  const payments = await startFakePayments({ siteUrl: own.url });
  const { paypal } = payments;
  const env = {
    ...payments.env,
    // Long enough that the guest's capture is still waiting for PayPal when the site is killed.
    PAYMENT_TIMEOUT_MS: "60000",
  };
  const ledger = () =>
    queryDb<{ amount: number; charged_amount: number }>(
      dataDir,
      "select amount, charged_amount from payments where booking_reference = ?",
      REFERENCE,
    );
  const receipts = () => resend.emails.filter((m) => m.subject === `Payment received for booking ${REFERENCE}`);
  try {
    let site = await own.start(env);
    const token = insertBooking(dataDir);

    // 'Pay deposit' on the manage page: the site's 303 to PayPal's page, its checkout row written first.
    const pay = await fetch(`${site.url}/manage/${token}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "pay", purpose: "deposit", provider: "paypal" }),
    });
    expect(pay.status).toBe(303);
    const order = new URL(pay.headers.get("location")!).searchParams.get("token")!;
    const [checkout] = queryDb<{ id: string }>(dataDir, "select id from checkouts where provider_id = ?", order);

    // The guest approves; PayPal will capture when asked, and its answer will never come back.
    paypal.approve(order);
    paypal.setMode({ mode: "lose-answer", op: "capture", target: order });
    const back = fetch(`${site.url}/pay/${checkout.id}?token=${order}&PayerID=FAKEPAYER`).catch(() => null);
    await expect
      .poll(() => paypal.state().orders.find((o: { id: string }) => o.id === order)?.status)
      .toBe("COMPLETED");
    await site.stop("SIGKILL");
    await back;
    expect(ledger()).toEqual([]);
    expect(queryDb(dataDir, "select status from checkouts where id = ?", checkout.id)).toEqual([{ status: "open" }]);

    // PayPal answers again; the site starts on the same data folder and asks it about its open checkouts.
    paypal.setMode({ mode: "ok" });
    site = await own.start(env);
    await expect.poll(() => ledger()).toEqual([{ amount: 175000, charged_amount: 3500 }]);
    await expect.poll(() => receipts().length).toBe(1);
    expect(queryDb(dataDir, "select payment_state from bookings where reference = ?", REFERENCE)).toEqual([
      { payment_state: "deposit-paid" },
    ]);

    // Once more: a start finds nothing left to record.
    await site.stop();
    site = await own.start(env);
    const page = await (await fetch(`${site.url}/pay/${checkout.id}`)).text();
    expect(page).toContain("Payment received");
    expect(ledger()).toHaveLength(1);
    expect(receipts()).toHaveLength(1);
    const order2 = paypal.state().orders.find((o: { id: string }) => o.id === order)!;
    expect(order2.purchase_units[0].payments.captures).toHaveLength(1);
  } finally {
    await own.close(payments);
  }
});
