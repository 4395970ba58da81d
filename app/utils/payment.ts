// Money kept for a booking (issue 30, docs/decisions/042-money.md): the words the schema, the pages and the tests
// share, the payment state a booking's ledger makes, and amounts in the smallest unit of their currency.
// No imports: the schema (read by drizzle-kit without the app's path alias) and browser code read it. Amounts are
// formatted by utils/money.ts `formatMoney`. Staff's words are the back office's English (decision 036).

/** Rupees and euros have 100 of their smallest unit: the ledger's amounts are in cents. */
export const CENTS = 100;
/** The rupees of a whole-rupee amount (a booking's total, a price) in the ledger's unit. */
export const toCents = (rupees: number) => rupees * CENTS;

/** What a package asks before the day: nothing, a percentage of the total, or rupees per person. */
export const depositKinds = ["none", "percent", "per-person"] as const;
export type DepositKind = (typeof depositKinds)[number];
export const depositKindLabels: Record<DepositKind, string> = {
  none: "No deposit",
  percent: "Percentage of the total",
  "per-person": "Amount per person",
};

/** A ledger row: money in, or money given back. */
export const ledgerKinds = ["payment", "refund"] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

export const paymentMethods = ["cash", "card-terminal", "bank-transfer", "online", "agent"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  cash: "Cash",
  "card-terminal": "Card terminal",
  "bank-transfer": "Bank transfer",
  online: "Online",
  agent: "Agent",
};
/** What staff record by hand ("Online" is written by the providers only). */
export const manualMethods = paymentMethods.filter((m) => m !== "online");

/** Where a booking's money stands, worked out from its total, deposit, ledger and state (paymentStateOf). */
export const paymentStates = ["unpaid", "deposit-paid", "paid", "refund-due", "refunded"] as const;
export type PaymentState = (typeof paymentStates)[number];
export const paymentStateLabels: Record<PaymentState, string> = {
  unpaid: "Unpaid",
  "deposit-paid": "Deposit paid",
  paid: "Paid",
  "refund-due": "Refund due",
  refunded: "Refunded",
};

/** A guest's online payment: the deposit, or the rest of the total. */
export const checkoutPurposes = ["deposit", "balance"] as const;
export type CheckoutPurpose = (typeof checkoutPurposes)[number];
export const checkoutStatuses = ["open", "paid", "failed"] as const;
export const refundStatuses = ["pending", "done", "failed"] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/** What the ledger's state needs of a booking: its state, whole-rupee total (null: on request) and the money in cents. */
export type MoneyOfBooking = {
  state: "pending" | "confirmed" | "declined" | "cancelled";
  total: number | null;
  depositDue: number;
  paid: number;
  refunded: number;
};

/** What is still owed on a booking, in cents (0 when it is paid, cancelled or priced on request). */
export function balanceOf(b: MoneyOfBooking): number {
  if (b.total === null || (b.state !== "pending" && b.state !== "confirmed")) return 0;
  return Math.max(0, toCents(b.total) - b.paid);
}

/**
 * The one rule of a payment state: a booking that no longer runs (cancelled, declined) with money still held is
 * Refund due, and Refunded once it was all given back; one that runs is Paid when the ledger covers its total
 * (a free one too; Refund due when it holds more, after a change lowered the total), Deposit paid when it covers the deposit
 * (any payment when there is none), else Unpaid.
 */
export function paymentStateOf(b: MoneyOfBooking): PaymentState {
  const runs = b.state === "pending" || b.state === "confirmed";
  if (!runs) return b.paid > 0 ? "refund-due" : b.refunded > 0 ? "refunded" : "unpaid";
  const due = b.total === null ? null : toCents(b.total);
  if (due !== null && b.paid > due) return "refund-due";
  if (due !== null && b.paid >= due) return "paid";
  if (b.paid > 0 && b.paid >= b.depositDue) return "deposit-paid";
  if (b.paid <= 0 && b.refunded > 0 && due !== null) return "refunded";
  return "unpaid";
}

/**
 * The deposit a party owes at the package's setting, in cents, never more than the total: a percentage rounded up
 * to the whole rupee, or rupees per person who takes a seat (adults and children). None without a total.
 */
export function depositFor(
  pkg: { depositKind: DepositKind; depositValue: number },
  party: { adults: number; children: number },
  total: number | null,
): number {
  if (total === null || pkg.depositKind === "none" || pkg.depositValue <= 0) return 0;
  const rupees =
    pkg.depositKind === "percent"
      ? Math.ceil((total * Math.min(pkg.depositValue, 100)) / 100)
      : pkg.depositValue * (party.adults + party.children);
  return toCents(Math.min(rupees, total));
}

/** The deposit still to pay (0 once paid), in cents. */
export const depositOwed = (b: MoneyOfBooking) =>
  b.state === "pending" || b.state === "confirmed" ? Math.max(0, b.depositDue - b.paid) : 0;

/**
 * What `amount` rupee cents come to in euro cents at `rate` rupees per euro: rounded up to the cent, so that the
 * operator receives at least the rupees asked. The one conversion, for the "≈ €" beside a price and for a charge.
 */
export function eurFor(amount: number, rate: number): number {
  return Math.ceil(amount / rate - 1e-9);
}
