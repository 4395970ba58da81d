// 'Record payment' and 'Record refund' on an admin's booking page: whole rupees typed at the desk, recorded in the
// ledger (models/ledger.server.ts recordManual: the booking's money, the audit row and the log line in one
// transaction), and the words staff read after it: the flash, or the refusal with the limit it went over.
import type { Actor } from "~/models/audit.server";
import { recordManual } from "~/models/ledger.server";
import { errorMessage } from "~/utils/error-message";
import { translator } from "~/utils/i18n.server";
import { formatMoney } from "~/utils/money";
import { paymentStateLabels, toCents, type PaymentMethod } from "~/utils/payment";

export type DeskMoney = {
  intent: "record-payment" | "record-refund";
  /** Whole rupees, as typed. */
  amount: number;
  method: PaymentMethod;
  note?: string;
};

export type DeskMoneyResult =
  | { outcome: "recorded"; message: string }
  /** Above the balance (a payment) or what was paid (a refund): nothing written; `message` an error id with its amount. */
  | { outcome: "too-much"; message: string }
  | { outcome: "not-found" };

/** Staff's payment or refund of a booking: "Payment of MUR 3,500 recorded: Paid", or why it was refused. */
export function recordAtDesk(reference: string, value: DeskMoney, admin: Actor): DeskMoneyResult {
  const kind = value.intent === "record-payment" ? "payment" : "refund";
  const amount = toCents(value.amount);
  const result = recordManual(reference, { kind, method: value.method, amount, note: value.note ?? "" }, admin);
  if (result.outcome === "not-found") return result;
  // The back office is English.
  const en = translator("en");
  if (result.outcome === "too-much") {
    const limit = formatMoney(result.limit, "MUR", en);
    return {
      outcome: "too-much",
      message:
        kind === "payment"
          ? errorMessage("This is more than the balance of {amount}.", { amount: limit })
          : errorMessage("This is more than the {amount} paid.", { amount: limit }),
    };
  }
  const what = kind === "payment" ? "Payment" : "Refund";
  const state = paymentStateLabels[result.booking.paymentState];
  return { outcome: "recorded", message: `${what} of ${formatMoney(amount, "MUR", en)} recorded: ${state}` };
}
