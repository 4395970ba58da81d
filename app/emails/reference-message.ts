import type { ComponentType } from "react";
import type { Translator } from "~/utils/i18n";
import type { DepartureBooking } from "./booking-facts";
import { bookingMessage } from "./booking-message";

/**
 * A message about one booking (`bookingMessage`) whose subject names the booking by its reference: "Booking confirmed
 * {reference}". The caller marks the subject's English text for the extractor where it writes it, as a table does.
 */
export function referenceMessage<P extends { booking: DepartureBooking; i18n: Translator }>(
  Message: ComponentType<P>,
  subject: string,
) {
  return bookingMessage(Message, ({ booking, i18n }: P) => i18n.t(subject, { reference: booking.reference }));
}
