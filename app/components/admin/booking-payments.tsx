import { getInputProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { GridFormAlert, GridSubmit, OptionsOf } from "~/components/admin/form-parts";
import { TitledForm } from "~/components/admin/titled-form";
import { Field, InputField, SelectField } from "~/components/ui/field";
import { MONEY_MAX, MONEY_NOTE_MAX, recordPaymentSchema, recordRefundSchema } from "~/schemas/admin";
import { useCheckedForm } from "~/utils/checked-form";
import { useIsPending } from "~/utils/hooks";
import { useT, type Translator } from "~/utils/i18n";
import { formatMoney, formatMur, PRICE_ON_REQUEST } from "~/utils/money";
import {
  balanceOf,
  CENTS,
  depositOwed,
  paymentMethodLabels,
  paymentMethods,
  paymentStateLabels,
  type MoneyOfBooking,
  type PaymentMethod,
  type PaymentState,
} from "~/utils/payment";
import { formatDateTime, zoneLabel } from "~/utils/time";

/** A booking's money as the page's loader gives it (amounts in cents, the total in whole rupees). */
type BookingMoney = MoneyOfBooking & { paymentState: PaymentState };

/** A ledger row as the page shows it. */
type LedgerLine = {
  id: number;
  kind: "payment" | "refund";
  method: PaymentMethod;
  amount: number;
  currency: string;
  chargedAmount: number | null;
  chargedCurrency: string | null;
  rate: string | null;
  note: string;
  recordedBy: string;
  createdAt: string;
};

type Props = {
  booking: BookingMoney;
  ledger: LedgerLine[];
  tz: string;
  /** The action's answer to this section's forms (a refusal), by form. */
  lastResult: { payment?: SubmissionResult<string[]>; refund?: SubmissionResult<string[]> };
};

const stateStyles: Record<PaymentState, string> = {
  unpaid: "bg-sand text-ink",
  "deposit-paid": "bg-gold-light text-ink",
  paid: "bg-palm-light text-palm",
  "refund-due": "bg-coral-light text-coral-dark",
  refunded: "bg-sand-light text-ink",
};

/** A booking's payment state as a small badge, beside its status. */
export function PaymentStateBadge({ state }: { state: PaymentState }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ${stateStyles[state]}`}>
      {paymentStateLabels[state]}
    </span>
  );
}

/** Whole rupees for a form's amount from cents, rounded down (a form takes whole rupees); empty for none. */
const rupeesToType = (cents: number) => (cents > 0 ? String(Math.floor(cents / CENTS)) : "");

/** "€70.00 at MUR 50 per euro": what a provider charged in another currency than the ledger's. */
function chargedText(row: LedgerLine, i18n: Translator) {
  if (row.chargedAmount === null || !row.chargedCurrency || row.chargedCurrency === row.currency) return "";
  const charged = formatMoney(row.chargedAmount, row.chargedCurrency, i18n);
  return row.rate ? `${charged} at MUR ${row.rate} per euro` : charged;
}

/**
 * The Payments section of an admin's booking page: what the booking owes and holds, its ledger, and 'Record payment'
 * / 'Record refund' (money taken or given back by hand). Plain forms: without JavaScript they post and come back
 * with a flash, or with the refusal at their top and the amount as typed.
 */
export function BookingPayments({ booking: b, ledger, tz, lastResult }: Props) {
  const i18n = useT();
  const mur = (cents: number) => formatMoney(cents, "MUR", i18n);
  const depositCovered = b.depositDue > 0 && b.paid >= b.depositDue;
  const facts: [string, string][] = [
    ["Amount due", b.total === null ? i18n.t(PRICE_ON_REQUEST) : formatMur(b.total, i18n)],
    [
      "Deposit due",
      b.depositDue === 0 ? "No deposit" : `${mur(b.depositDue)}${depositCovered ? " (Deposit paid)" : ""}`,
    ],
    ["Paid", mur(b.paid)],
    ...(b.refunded > 0 ? [["Refunded", mur(b.refunded)] as [string, string]] : []),
    ["Balance", mur(balanceOf(b))],
  ];
  const owed = depositOwed(b);
  return (
    <>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            {/* The space: a reader of the text alone (a copy, a test) gets "Paid MUR 3,500". */}
            <dt className="font-semibold">{term}</dt> <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 id="ledger-heading" className="mt-6 text-lg font-semibold">
        Ledger
      </h3>
      {ledger.length === 0 ? (
        <p className="mt-2 text-sm text-ink-soft">No payments yet.</p>
      ) : (
        <div
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a table wider than a phone scrolls: the keyboard must reach it
          tabIndex={0}
          role="group"
          aria-labelledby="ledger-heading"
          className="mt-2 overflow-x-auto rounded-xl border border-line"
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Payments and refunds of this booking</caption>
            <thead className="bg-sand text-xs uppercase tracking-wide text-ink-soft">
              <tr>
                <th className="px-3 py-2">When ({zoneLabel(tz)})</th>
                <th className="px-3 py-2">Kind</th>
                <th className="px-3 py-2">Method</th>
                <th className="px-3 py-2">Amount</th>
                <th className="px-3 py-2">Recorded by</th>
                <th className="px-3 py-2">Note</th>
              </tr>
            </thead>
            <tbody>
              {ledger.map((row) => (
                <tr key={row.id} className="border-t border-line align-top">
                  <td className="whitespace-nowrap px-3 py-2">{formatDateTime(row.createdAt, tz)}</td>
                  <td className="px-3 py-2">{row.kind === "payment" ? "Payment" : "Refund"}</td>
                  <td className="px-3 py-2">{paymentMethodLabels[row.method]}</td>
                  <td className="whitespace-nowrap px-3 py-2">
                    {formatMoney(row.amount, row.currency, i18n)}
                    {chargedText(row, i18n) ? (
                      <span className="block text-ink-soft">{chargedText(row, i18n)}</span>
                    ) : null}
                  </td>
                  <td className="break-all px-3 py-2">{row.recordedBy}</td>
                  <td className="whitespace-pre-line px-3 py-2">{row.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <MoneyForm
          intent="record-payment"
          amount={rupeesToType(owed > 0 ? owed : balanceOf(b))}
          hint={
            owed > 0
              ? "Whole rupees; the deposit still owed to start with. Up to the balance."
              : "Whole rupees; the balance to start with."
          }
          lastResult={lastResult.payment}
        />
        {b.paid > 0 ? (
          <MoneyForm
            intent="record-refund"
            amount={rupeesToType(b.paid)}
            hint={`Whole rupees, up to the ${mur(b.paid)} paid.`}
            lastResult={lastResult.refund}
          />
        ) : null}
      </div>
    </>
  );
}

const MONEY_FORMS = {
  "record-payment": { id: "payment-form", schema: recordPaymentSchema, title: "Record payment" },
  "record-refund": { id: "refund-form", schema: recordRefundSchema, title: "Record refund" },
} as const;

/** 'Record payment' or 'Record refund': the amount in whole rupees (prefilled), the method, an optional note. */
function MoneyForm({
  intent,
  amount,
  hint,
  lastResult,
}: {
  intent: keyof typeof MONEY_FORMS;
  amount: string;
  hint: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { id, schema, title } = MONEY_FORMS[intent];
  const [form, fields] = useCheckedForm(schema, {
    id,
    lastResult,
    shouldValidate: "onSubmit",
    defaultValue: { intent, amount, method: "cash", note: "" },
  });
  const busy = useIsPending({ intent, state: "submitting" });
  return (
    <TitledForm
      form={form}
      title={title}
      className="grid content-start gap-x-4 rounded-xl border border-line p-4 sm:grid-cols-2"
      titleClassName="mb-3 text-lg font-semibold sm:col-span-2"
    >
      <input type="hidden" name="intent" value={intent} />
      <GridFormAlert form={form} />
      <Field
        label="Amount (MUR)"
        hint={hint}
        errors={fields.amount.errors}
        className="sm:col-span-2"
        inputProps={{
          ...getInputProps(fields.amount, { type: "number" }),
          min: 1,
          max: MONEY_MAX,
          step: 1,
          inputMode: "numeric",
        }}
      />
      <SelectField
        label="Method"
        errors={fields.method.errors}
        selectProps={{ ...getSelectProps(fields.method), key: fields.method.key }}
      >
        <OptionsOf values={paymentMethods} labels={paymentMethodLabels} />
      </SelectField>
      <InputField
        label="Note (optional)"
        field={fields.note}
        inputProps={{ maxLength: MONEY_NOTE_MAX, key: fields.note.key }}
      />
      <GridSubmit label={title} busyLabel="Recording…" busy={busy} />
    </TitledForm>
  );
}
