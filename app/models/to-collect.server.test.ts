import { describe, expect, it } from "vitest";
import { getEnv } from "~/utils/env.server";
import { toCents } from "~/utils/payment";
import { groupRunSheet, runSheetCsvRows } from "~/utils/run-sheet";
import { manifestCsvRows } from "~/utils/manifest";
import { translator } from "~/utils/i18n.server";
import { addDays, todayIn } from "~/utils/time";
import { recordManual } from "./ledger.server";
import { manifestOn } from "./manifest.server";
import { runSheetOn } from "./run-sheet.server";
import { packageBookings } from "../../tests/fixtures/bookings";
import { statementsOf } from "../../tests/fixtures/statements";
import { STAFF } from "../../tests/unit/model-fixtures";

// "To collect" (issue 30): the balance the guide takes on the day, per passenger and per departure, zone and day, on
// the manifest, the run sheet and their CSVs, from the rows they already read.

const date = addDays(todayIn(getEnv().TZ), 15);
const en = translator("en");

describe("what the guide collects on the day", () => {
  const { packageId, row } = packageBookings("Collect boat", {
    date,
    pickupPlace: "LUX Grand Baie",
    pickupZone: "North",
    pickupTime: "08:00",
  });
  const unpaid = row({});
  // A deposit of MUR 1,400 paid: the rest is collected.
  const depositPaid = row({
    depositDue: toCents(1400),
    paid: toCents(1400),
    paymentState: "deposit-paid",
    pickupTime: "08:10",
  });
  const paidInCash = row({ pickupZone: "West", pickupPlace: "Sugar Beach", pickupTime: "08:20" });
  const cancelled = row({ state: "cancelled", status: "Cancelled", paid: toCents(2000), paymentState: "refund-due" });
  const onRequest = row({ total: null, pickupPlace: null, pickupZone: null, pickupTime: null });
  recordManual(paidInCash.reference, { kind: "payment", method: "cash", amount: toCents(7000), note: "" }, STAFF);

  const ours = () => manifestOn(date).find((d) => d.packageId === packageId)!;

  it("is each passenger's balance on the manifest: all of it unpaid, the rest after a deposit, nothing once paid", () => {
    const byRef = new Map(ours().passengers.map((p) => [p.reference, p]));
    expect(byRef.get(unpaid.reference)?.toCollect).toBe(toCents(7000));
    expect(byRef.get(depositPaid.reference)?.toCollect).toBe(toCents(5600));
    expect(byRef.get(paidInCash.reference)).toMatchObject({ toCollect: 0, paymentState: "paid" });
    // A price on request has no balance: the guide collects nothing the site knows of.
    expect(byRef.get(onRequest.reference)?.toCollect).toBe(0);
  });

  it("sums the departure's passengers only: a cancelled booking collects nothing, even with money held", () => {
    const d = ours();
    expect(d.notTravelling.map((p) => p.reference)).toEqual([cancelled.reference]);
    expect(d.notTravelling[0].toCollect).toBe(0);
    expect(d.toCollect).toBe(toCents(7000 + 5600));
  });

  it("puts it in the manifest's CSV in rupees, with the payment state", () => {
    const [header, ...rows] = manifestCsvRows([ours()], en, getEnv().TZ);
    expect(header.slice(-2)).toEqual(["Payment", "To collect (MUR)"]);
    const cells = new Map(rows.map((r) => [r[1], r.slice(-2)]));
    expect(cells.get(unpaid.reference)).toEqual(["Unpaid", 7000]);
    expect(cells.get(depositPaid.reference)).toEqual(["Deposit paid", 5600]);
    expect(cells.get(paidInCash.reference)).toEqual(["Paid", 0]);
  });

  it("is on the run sheet per pickup and per zone, and in its CSV", () => {
    const pickups = runSheetOn(date).filter((p) => p.packageTitle === "Collect boat");
    // The cancelled booking is no pickup; the one at the meeting point neither.
    expect(pickups.map((p) => [p.reference, p.toCollect])).toEqual([
      [unpaid.reference, toCents(7000)],
      [depositPaid.reference, toCents(5600)],
      [paidInCash.reference, 0],
    ]);
    expect(groupRunSheet(pickups).map((z) => [z.zone, z.toCollect])).toEqual([
      ["North", toCents(12600)],
      ["West", 0],
    ]);
    const [header, ...rows] = runSheetCsvRows(pickups, en);
    expect(header.at(-1)).toBe("To collect (MUR)");
    expect(rows.map((r) => r.at(-1))).toEqual([7000, 5600, 0]);
  });

  it("adds no statement: the manifest reads in six, the run sheet in one", () => {
    expect(statementsOf(() => manifestOn(date))).toBe(6);
    expect(statementsOf(() => runSheetOn(date))).toBe(1);
  });
});
