import { Form } from "@remix-run/react";
import { AdminSection } from "./admin-section";
import { BookingLink } from "./booking-link";
import { usePendingFormData } from "~/utils/hooks";

type RefundRow = { id: number; amount: string; reason: string; status: string; retry: boolean };

/** 'Retry refund': the refund sent again now, whatever its wait (the page's intent "retry-refund"). */
function RetryRefund({ id }: { id: number }) {
  const pending = usePendingFormData({ intent: "retry-refund" });
  const busy = pending?.get("refund") === String(id);
  return (
    <Form method="post" className="mt-2">
      <input type="hidden" name="intent" value="retry-refund" />
      <input type="hidden" name="refund" value={id} />
      <button type="submit" className="btn-secondary" disabled={busy}>
        {busy ? "Retrying…" : "Retry refund"}
      </button>
    </Form>
  );
}

/**
 * A booking's refunds on its admin page: each online payment given back through its provider (pending, failed with
 * the provider's words, or Refunded) and the money paid by hand still to give back. Nothing when there is neither.
 */
export function BookingRefunds({ refunds, handDue }: { refunds: RefundRow[]; handDue: string | null }) {
  if (!refunds.length && !handDue) return null;
  return (
    <AdminSection id="refunds-heading" title="Refunds">
      {handDue ? <p className="mt-3 rounded-lg bg-sand-light px-4 py-3 text-sm">{handDue}</p> : null}
      <ul className="mt-4 divide-y divide-line">
        {refunds.map((r) => (
          <li key={r.id} className="py-3">
            <p className="font-semibold">{r.amount}</p>
            <p className="text-sm text-ink-soft">{r.reason}</p>
            <p className="mt-1 break-words text-sm" data-refund-status>
              {r.status}
            </p>
            {r.retry ? <RetryRefund id={r.id} /> : null}
          </li>
        ))}
      </ul>
    </AdminSection>
  );
}

type NotDone = { id: number; reference: string; amount: string; status: string };

/** The admin home's "Refunds not done": refunds a provider refused or left unanswered, each with its booking. */
export function RefundsNotDone({ refunds }: { refunds: NotDone[] }) {
  if (!refunds.length) return null;
  return (
    <AdminSection id="refunds-not-done-heading" title="Refunds not done">
      <p className="mt-1 text-sm text-ink-soft">
        Online refunds the provider refused or did not answer: open the booking to retry one.
      </p>
      <ul className="mt-4 divide-y divide-line">
        {refunds.map((r) => (
          <li key={r.id} className="py-3">
            <BookingLink reference={r.reference} /> <span className="text-sm">{r.amount}</span>
            <p className="mt-1 break-words text-sm text-ink-soft">{r.status}</p>
          </li>
        ))}
      </ul>
    </AdminSection>
  );
}
