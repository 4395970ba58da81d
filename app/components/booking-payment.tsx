import type { SubmissionResult } from "@conform-to/react";
import { Form, useActionData } from "@remix-run/react";
import { ErrorSummary } from "~/components/ui/form-alert";
import { useT } from "~/utils/i18n";
import type { PaymentView } from "~/utils/pay";

/**
 * A guest's booking page's "Payment" section (id "payment", the e-mails' buttons link to it): where the money
 * stands, and 'Pay deposit' / 'Pay balance' with the provider to pay with (a choice only when there are two) and, for
 * PayPal, the euros charged and the rate before paying. A plain post that the server answers with a 303 to the
 * provider's page: the same with and without JavaScript. The words come from the server (services/checkout.server.ts).
 */
export function BookingPayment({ payment: p, self }: { payment: PaymentView; self: string }) {
  const i18n = useT();
  const choose = p.pay !== null && p.pay.providers.length > 1;
  return (
    <section id="payment" className="card mt-6 p-4 sm:p-6" aria-labelledby="payment-heading">
      <h2 id="payment-heading" className="text-xl font-semibold">
        {i18n.t("Payment")}
      </h2>
      <p className="mt-2" data-testid="payment-state">
        {p.state}
        {p.paid ? <> · {i18n.t("Paid: {amount}", { amount: p.paid })}</> : null}
      </p>
      {p.lines.length ? (
        <ul className="mt-1 font-semibold">
          {p.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {p.note ? <p className="mt-2 text-ink-soft">{p.note}</p> : null}
      {p.pay ? (
        // A whole page's navigation: the answer is the provider's page, on another site.
        <Form method="post" action={self} reloadDocument className="mt-4 flex flex-col gap-3">
          <input type="hidden" name="purpose" value={p.pay.purpose} />
          {choose ? (
            <fieldset className="flex flex-col gap-2">
              <legend className="text-sm font-semibold text-ink-soft">{i18n.t("Pay with")}</legend>
              {p.pay.providers.map((provider, i) => (
                <label key={provider.name} className="flex items-start gap-2">
                  <input
                    type="radio"
                    name="provider"
                    value={provider.name}
                    defaultChecked={i === 0}
                    className="mt-1.5"
                    aria-describedby={provider.charge ? `charge-${provider.name}` : undefined}
                  />
                  <span>
                    {provider.label}
                    {provider.charge ? (
                      <span id={`charge-${provider.name}`} className="block text-sm text-ink-soft">
                        {provider.charge}
                      </span>
                    ) : null}
                  </span>
                </label>
              ))}
            </fieldset>
          ) : (
            <>
              <input type="hidden" name="provider" value={p.pay.providers[0].name} />
              {p.pay.providers[0].charge ? <p className="text-sm text-ink-soft">{p.pay.providers[0].charge}</p> : null}
            </>
          )}
          <div>
            <button type="submit" name="intent" value="pay" className="btn-primary">
              {p.pay.label}
            </button>
          </div>
        </Form>
      ) : null}
    </section>
  );
}

/** A post the form's door refused (too many posts, nothing owed, the provider did not answer): its messages, in the page's language. */
export function PayRefused() {
  const result = useActionData<SubmissionResult<string[]>>();
  const problems = Object.values(result?.error ?? {})
    .flatMap((messages) => messages ?? [])
    .map((message) => ({ message }));
  return problems.length ? (
    <div className="mt-4">
      <ErrorSummary id="booking-alert" problems={problems} focusKey={result} />
    </div>
  ) : null;
}
