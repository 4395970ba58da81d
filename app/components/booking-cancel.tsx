import { Form, Link } from "@remix-run/react";
import { StepHeading } from "~/components/step-heading";
import { english } from "~/utils/english";
import { useIsPending } from "~/utils/hooks";
import { useT, type T } from "~/utils/i18n";
import { bandCount } from "~/utils/money";

// A guest's cancellation, as the client area and the private manage page both offer it: a Cancel button that
// opens a confirmation step (a GET, a page of its own, so it works without JavaScript), then the POST.

/** `?cancel=1`: the step that asks before cancelling. */
export const CONFIRM_PARAM = "cancel";

/** Why nothing was cancelled: the booking's state, or the free-cancellation cut-off that passed (`until`, formatted). */
export function notCancellableText(status: string, until: string | null, t: T = english): string {
  if (until) {
    return t("This booking is {status}: it could be cancelled until {until}, so nothing was changed. Please contact us to change it.", {
      status: t(status),
      until,
    });
  }
  return t("This booking is {status}: only a Pending booking can be cancelled, so nothing was changed.", { status: t(status) });
}

/** The hint under Cancel: while Pending, or until the cut-off for a confirmed booking. */
export function cancelHintText(state: string, until: string | null, t: T = english): string {
  if (state !== "pending" && until) return t("This booking can be cancelled free of charge until {until}. You will be asked to confirm.", { until });
  return t("A booking can be cancelled while it is Pending. You will be asked to confirm.");
}

/** The Cancel button: it changes nothing, it opens the confirmation step. */
export function CancelButton({ hint }: { hint: string }) {
  const { t } = useT();
  return (
    <Form method="get" className="flex flex-col gap-2 sm:max-w-xs sm:items-end sm:text-right">
      <button type="submit" name={CONFIRM_PARAM} value="1" className="btn-accent" aria-describedby="cancel-hint">
        {t("Cancel")}
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
  const { t } = useT();
  const guests = [
    bandCount("adult", b.adults, t),
    b.children ? bandCount("child", b.children, t) : null,
    b.infants ? bandCount("infant", b.infants, t) : null,
  ].filter(Boolean);

  return (
    <div className="card mx-auto max-w-xl p-6 sm:p-8">
      <StepHeading eyebrow={t("Your booking")}>{t("Cancel this booking?")}</StepHeading>
      <dl className="mt-5 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 rounded-xl bg-sand-light p-4 text-sm">
        <dt className="font-semibold text-ink-soft">{t("Package")}</dt>
        <dd>{b.packageTitle}</dd>
        <dt className="font-semibold text-ink-soft">{t("Date")}</dt>
        <dd>{b.date}</dd>
        <dt className="font-semibold text-ink-soft">{t("Guests")}</dt>
        <dd>{guests.join(", ")}</dd>
        <dt className="font-semibold text-ink-soft">{t("Reference")}</dt>
        <dd className="font-mono">{b.reference}</dd>
      </dl>
      <p className="mt-5">
        {t("Your booking will be Cancelled and a confirmation sent to")} <span className="break-all">{b.email}</span>.{" "}
        <strong>{t("This cannot be undone.")}</strong>
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={self} className="btn-secondary">
          {t("No, keep my booking")}
        </Link>
        <Form method="post" action={self}>
          <button type="submit" name="intent" value="cancel" className="btn-accent w-full" disabled={cancelling}>
            {cancelling ? t("Cancelling…") : t("Yes, cancel this booking")}
          </button>
        </Form>
      </div>
    </div>
  );
}
