import type { ComponentType } from "react";
import type { Booking } from "~/models/booking.server";
import type { Translator } from "~/utils/i18n";
import type { DepartureBooking } from "./booking-facts";
import { bookingI18n } from "./i18n.server";
import { renderEmail } from "./render.server";

/** What every message about a booking is given: the booking, the site's name, the operator's zone, its manage link. */
export type BookingMessageProps<B = Booking> = {
  booking: B;
  siteName: string;
  timeZone: string;
  manageLink?: string;
  /** The booking's language, which `bookingMessage` gives: every caller leaves it out. */
  i18n: Translator;
};

/** A booking message's props as its callers give them: all but the language. */
type Given<P extends { booking: unknown }> = Omit<P, "i18n"> & Pick<P, "booking">;

/**
 * A message about one booking, to its guest, in the language the booking was made in: its component and its subject,
 * once for the callers (`build`) and the previews (which render the bare `element` too, to check the render).
 */
export function bookingMessage<P extends { booking: DepartureBooking; i18n: Translator }>(
  Message: ComponentType<P>,
  subject: (props: P) => string,
) {
  // The one place the language is chosen; P is Given<P> with it, which TypeScript cannot see through Omit.
  const inItsLanguage = (props: Given<P>) => ({ ...props, i18n: bookingI18n(props.booking) }) as unknown as P;
  return {
    element: (props: Given<P>) => <Message {...inItsLanguage(props)} />,
    build(props: Given<P>) {
      const full = inItsLanguage(props);
      return {
        recipient: full.booking.email,
        subject: subject(full),
        ...renderEmail(<Message {...full} />),
        // Sent for what the guest did (their request, their cancellation) or the operator does (a decision, a
        // departure's news, the reminder), never because a stranger typed an address: no quota holds it back.
        limitPerRecipient: false,
      };
    },
  };
}
