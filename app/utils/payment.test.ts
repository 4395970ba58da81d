import { describe, expect, it } from "vitest";
import { translator } from "~/utils/i18n.server";
import { formatMoney } from "~/utils/money";
import { guestPaymentState } from "~/utils/pay";
import { balanceOf, depositFor, depositOwed, eurFor, paymentStateOf, type MoneyOfBooking } from "~/utils/payment";

const confirmed = (over: Partial<MoneyOfBooking> = {}): MoneyOfBooking => ({
  state: "confirmed",
  total: 7000,
  depositDue: 0,
  paid: 0,
  refunded: 0,
  ...over,
});

describe("a booking's payment state", () => {
  it("is Unpaid, Deposit paid, then Paid as the ledger covers the deposit and the total", () => {
    expect(paymentStateOf(confirmed({ depositDue: 140_000 }))).toBe("unpaid");
    expect(paymentStateOf(confirmed({ depositDue: 140_000, paid: 100_000 }))).toBe("unpaid");
    expect(paymentStateOf(confirmed({ depositDue: 140_000, paid: 140_000 }))).toBe("deposit-paid");
    expect(paymentStateOf(confirmed({ depositDue: 140_000, paid: 699_900 }))).toBe("deposit-paid");
    expect(paymentStateOf(confirmed({ depositDue: 140_000, paid: 700_000 }))).toBe("paid");
  });
  it("counts any payment as the deposit when the package asks none", () => {
    expect(paymentStateOf(confirmed({ paid: 100 }))).toBe("deposit-paid");
  });
  it("is Paid for a free booking, and Unpaid for a price on request until something is paid", () => {
    expect(paymentStateOf(confirmed({ total: 0 }))).toBe("paid");
    expect(paymentStateOf(confirmed({ total: null }))).toBe("unpaid");
    expect(paymentStateOf(confirmed({ total: null, paid: 50_000 }))).toBe("deposit-paid");
  });
  it("is Refund due when more is held than the total, or anything once the booking no longer runs", () => {
    expect(paymentStateOf(confirmed({ total: 3500, paid: 700_000 }))).toBe("refund-due");
    expect(paymentStateOf(confirmed({ state: "cancelled", paid: 140_000 }))).toBe("refund-due");
    expect(paymentStateOf(confirmed({ state: "declined", paid: 1 }))).toBe("refund-due");
  });
  it("is Refunded once all of it was given back, and Unpaid for a cancelled booking never paid", () => {
    expect(paymentStateOf(confirmed({ state: "cancelled", paid: 0, refunded: 140_000 }))).toBe("refunded");
    expect(paymentStateOf(confirmed({ state: "cancelled" }))).toBe("unpaid");
  });
});

describe("what is owed", () => {
  it("is the total less what was paid, nothing for a booking that does not run or has no price", () => {
    expect(balanceOf(confirmed({ paid: 200_000 }))).toBe(500_000);
    expect(balanceOf(confirmed({ paid: 900_000 }))).toBe(0);
    expect(balanceOf(confirmed({ state: "cancelled" }))).toBe(0);
    expect(balanceOf(confirmed({ total: null }))).toBe(0);
    expect(depositOwed(confirmed({ depositDue: 140_000, paid: 40_000 }))).toBe(100_000);
    expect(depositOwed(confirmed({ depositDue: 140_000, state: "declined" }))).toBe(0);
  });
  it("asks a package's deposit: a percentage rounded up to the rupee, or rupees per seated person, never above the total", () => {
    const party = { adults: 2, children: 1 };
    expect(depositFor({ depositKind: "none", depositValue: 30 }, party, 8750)).toBe(0);
    expect(depositFor({ depositKind: "percent", depositValue: 30 }, party, 8750)).toBe(262_500);
    expect(depositFor({ depositKind: "percent", depositValue: 33 }, party, 1001)).toBe(33_100);
    expect(depositFor({ depositKind: "per-person", depositValue: 500 }, party, 8750)).toBe(150_000);
    expect(depositFor({ depositKind: "per-person", depositValue: 5000 }, party, 8750)).toBe(875_000);
    expect(depositFor({ depositKind: "percent", depositValue: 30 }, party, null)).toBe(0);
  });
});

describe("euros at the operator's rate", () => {
  it("rounds up to the cent, so the operator receives at least the rupees asked", () => {
    expect(eurFor(350_000, 50)).toBe(7000);
    expect(eurFor(175_000, 51.25)).toBe(3415);
    expect(eurFor(100, 3)).toBe(34);
  });
  it("reads as people read each currency, in their language", () => {
    const en = translator("en");
    const fr = translator("fr");
    expect(formatMoney(350_000, "MUR", en)).toBe("MUR 3,500");
    expect(formatMoney(350_050, "MUR", en)).toBe("MUR 3,500.50");
    expect(formatMoney(7000, "EUR", en)).toBe("€70.00");
    expect(formatMoney(341_500, "EUR", fr)).toBe("3\u00a0415,00\u00a0€");
  });
});

describe("the guest's words for it", () => {
  it("say Part paid, not Not paid yet, once something below the deposit was paid", () => {
    const en = translator("en");
    expect(guestPaymentState({ paymentState: "unpaid", paid: 0 }, en)).toBe("Not paid yet");
    expect(guestPaymentState({ paymentState: "unpaid", paid: 100_000 }, en)).toBe("Part paid");
    expect(guestPaymentState({ paymentState: "paid", paid: 700_000 }, translator("fr"))).toBe("Entièrement payé");
  });
});
