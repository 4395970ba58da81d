import { Form, Link } from "@remix-run/react";
import { StepHeading } from "~/components/step-heading";
import { useIsPending } from "~/utils/hooks";
import { useT, type Translator } from "~/utils/i18n";
import { peopleSummary } from "~/utils/people";

// A guest's cancellation, as the client area and the private manage page both offer it: a Cancel button that
// opens a confirmation step (a GET, a page of its own, so it works without JavaScript), then the POST.

/** `?cancel=1`: the step that asks before cancelling. */
export const CONFIRM_PARAM = "cancel";

/** Why nothing was cancelled: the booking's state, or the free-cancellation cut-off that passed (`until`, formatted). */
export function notCancellableText(status: string, until: string | null, i18n: Translator): string {
  if (until) {
    return i18n.t("This booking is {status}: it could be cancelled until {until}, so nothing was changed. Please contact us to change it.", {
      status: i18n.t(status),
      until,
    });
  }
  return i18n.t("This booking is {status}: only a Pending booking can be cancelled, so nothing was changed.", { status: i18n.t(status) });
}

/** The hint under Cancel: while Pending, or until the cut-off for a confirmed booking. */
export function cancelHintText(state: string, until: string | null, i18n: Translator): string {
  if (state !== "pending" && until) return i18n.t("This booking can be cancelled free of charge until {until}. You will be asked to confirm.", { until });
  return i18n.t("A booking can be cancelled while it is Pending. You will be asked to confirm.");
}

/** The Cancel button: it changes nothing, it opens the confirmation step. */
export function CancelButton({ hint }: { hint: string }) {
  const i18n = useT();
  return (
    <Form method="get" className="flex flex-col gap-2 sm:max-w-xs sm:items-end sm:text-right">
      <button type="submit" name={CONFIRM_PARAM} value="1" className="btn-accent" aria-describedby="cancel-hint">
        {i18n.t("Cancel")}
      </button>
      <p id="cancel-hint" className="text-sm text-ink-soft">
        {hint}
      </p>
    </Form>
  );
}

export type CancelledBooking = {
  reference: string;
  packageTitle: string;
  date: string;
  adults: number;
  children: number;
  infants: number;
  email: string;
};

/** "Cancel this booking?" with the booking's facts; "Yes" posts to `self`, "No" goes back to it. */
export function ConfirmCancel({ booking: b, self }: { booking: CancelledBooking; self: string }) {
  const cancelling = useIsPending({ intent: "cancel", state: "submitting" });
  const i18n = useT();

  return (
    <div className="card mx-auto max-w-xl p-6 sm:p-8">
      <StepHeading eyebrow={i18n.t("Your booking")}>{i18n.t("Cancel this booking?")}</StepHeading>
      <dl className="mt-5 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 rounded-xl bg-sand-light p-4 text-sm">
        <dt className="font-semibold text-ink-soft">{i18n.t("Package")}</dt>
        <dd>{b.packageTitle}</dd>
        <dt className="font-semibold text-ink-soft">{i18n.t("Date")}</dt>
        <dd>{b.date}</dd>
        <dt className="font-semibold text-ink-soft">{i18n.t("Guests")}</dt>
        <dd>{peopleSummary(b, i18n)}</dd>
        <dt className="font-semibold text-ink-soft">{i18n.t("Reference")}</dt>
        <dd className="font-mono">{b.reference}</dd>
      </dl>
      <p className="mt-5">
        {i18n.t("Your booking will be Cancelled and a confirmation sent to")} <span className="break-all">{b.email}</span>.{" "}
        <strong>{i18n.t("This cannot be undone.")}</strong>
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={self} className="btn-secondary">
          {i18n.t("No, keep my booking")}
        </Link>
        <Form method="post" action={self}>
          <button type="submit" name="intent" value="cancel" className="btn-accent w-full" disabled={cancelling}>
            {cancelling ? i18n.t("Cancelling…") : i18n.t("Yes, cancel this booking")}
          </button>
        </Form>
      </div>
    </div>
  );
}
