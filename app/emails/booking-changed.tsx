import type { Booking } from "~/models/booking.server";
import type { Translator } from "~/utils/i18n";
import { bookingTotalText } from "~/utils/money";
import { partyText } from "~/utils/people";
import { pickupText } from "~/utils/pickup";
import { formatStartTime } from "~/utils/time";
import { whenRow, whichBookingRows } from "./booking-facts";
import { bookingMessage, type BookingMessageProps } from "./booking-message";
import { DetailsTable, GuestMessage, tableLook } from "./components";
import { visitorName } from "./layout";

type ChangedProps = BookingMessageProps & {
  /** The booking as it was before the change (`booking` is as it is now). */
  before: Booking;
  /** The package's meeting point, in the booking's language, for a pickup that is none. */
  meetingPoint?: string;
};

/** What the guest reads of each thing a change may touch, in their language; compared before and after. */
function facts(b: Booking, timeZone: string, meetingPoint: string | undefined, i18n: Translator): [string, string][] {
  const none = i18n.t("(none)");
  return [
    [i18n.t("Departure"), whenRow(b, timeZone, i18n)[1]],
    [i18n.t("Party"), partyText(b, i18n)],
    [i18n.t("Pickup"), pickupText({ ...b, pickupTime: null }, i18n, meetingPoint)],
    [
      i18n.t("Pickup time"),
      b.pickupPlace && b.pickupTime ? formatStartTime(b.date, b.pickupTime, timeZone, i18n) : none,
    ],
    [i18n.t("Total"), bookingTotalText(b, i18n)],
    [i18n.t("Name"), `${visitorName(b.name)} ${visitorName(b.surname)}`],
    [i18n.t("Email"), b.email || none],
    [i18n.t("Phone"), b.phone || none],
  ];
}

/**
 * To the guest after staff changed their booking or they moved it themselves: what changed, before and now side by
 * side (the plain text reads "Label: before → now"), then the booking as it is; in the booking's language.
 */
export function BookingChanged({
  booking: b,
  before,
  meetingPoint,
  siteName,
  timeZone,
  manageLink,
  i18n,
}: ChangedProps) {
  const was = facts(before, timeZone, meetingPoint, i18n);
  const changed = facts(b, timeZone, meetingPoint, i18n).filter(([, value], i) => value !== was[i][1]);
  const intro = i18n.t("Your booking {reference} for {packageTitle} has changed. Here is what is different:", {
    reference: b.reference,
    packageTitle: b.packageTitle,
  });
  return (
    <GuestMessage siteName={siteName} intro={intro} manageLink={manageLink} i18n={i18n}>
      <table {...tableLook} data-text-format="changes">
        <thead>
          <tr>
            <th />
            <th align="left">{i18n.t("Before")}</th>
            <th align="left">{i18n.t("Now")}</th>
          </tr>
        </thead>
        <tbody>
          {changed.map(([label, now]) => (
            <tr key={label}>
              <th align="left" style={{ verticalAlign: "top" }}>
                {label}
              </th>
              <td style={{ verticalAlign: "top", textDecoration: "line-through" }}>
                {was.find(([l]) => l === label)![1]}
              </td>
              <td style={{ verticalAlign: "top", fontWeight: 600 }}>{now}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <DetailsTable title={i18n.t("Your booking:")} rows={[...whichBookingRows(b, i18n), whenRow(b, timeZone, i18n)]} />
    </GuestMessage>
  );
}

/** Subject "Your booking {reference} has changed". */
export const bookingChangedMail = bookingMessage(BookingChanged, ({ booking: b, i18n }) =>
  i18n.t("Your booking {reference} has changed", { reference: b.reference }),
);
