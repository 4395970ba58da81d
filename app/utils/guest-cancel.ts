import type { Translator } from "~/utils/i18n";

// A guest's own cancellation in words, for the page that offers it (components/booking-detail.tsx) and for the
// answer to its post (services/guest-booking.server.ts): the client area's and the private link's alike.

/** `?cancel=1`: the step that asks before cancelling. */
export const CONFIRM_PARAM = "cancel";

/** Why nothing was cancelled: the booking's state, or the free-cancellation cut-off that passed (`until`, formatted). */
export function notCancellableText(status: string, until: string | null, i18n: Translator): string {
  if (until) {
    return i18n.t(
      "This booking is {status}: it could be cancelled until {until}, so nothing was changed. Please contact us to change it.",
      {
        status: i18n.t(status),
        until,
      },
    );
  }
  return i18n.t("This booking is {status}: only a Pending booking can be cancelled, so nothing was changed.", {
    status: i18n.t(status),
  });
}

/** The hint under Cancel: while Pending, or until the cut-off for a confirmed booking. */
export function cancelHintText(state: string, until: string | null, i18n: Translator): string {
  if (state !== "pending" && until)
    return i18n.t("This booking can be cancelled free of charge until {until}. You will be asked to confirm.", {
      until,
    });
  return i18n.t("A booking can be cancelled while it is Pending. You will be asked to confirm.");
}
