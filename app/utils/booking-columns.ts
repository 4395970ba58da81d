import { sourceText, type BookingSource, type CheckInState } from "./booking-desk";
import { checkInText } from "./check-in";
import { balanceOf, paymentStateLabels, type MoneyOfBooking, type PaymentState } from "./payment";
import { formatDate, formatDateTime } from "./time";

/**
 * The columns an admin can hide, each with the column chooser's word (the cookie keeps the keys); these are hidden by
 * default, the choice kept under omitColumns. The words are lower case, shown capitalised by the page's CSS: a screen
 * reader and the specification's tests read the words as written.
 */
export const columnChoiceLabels = {
  packageId: "package ID",
  adults: "adults",
  children: "children",
  date: "date",
  email: "email",
  infants: "infants",
  message: "message",
  name: "name",
  surname: "surname",
  time: "requested",
};
export type HideableColumn = keyof typeof columnChoiceLabels;
/** The hideable keys in the chooser's order: the labels' keys, so the two lists cannot drift apart. */
export const hideableColumns = Object.keys(columnChoiceLabels) as HideableColumn[];

/** The fields of a booking that the table and the CSV show. */
export type BookingColumnRow = {
  reference: string;
  packageTitle: string;
  packageId: string;
  date: string;
  name: string;
  surname: string;
  email: string;
  phone: string;
  adults: number;
  children: number;
  infants: number;
  message: string | null;
  time: string;
  status: string;
  source: BookingSource;
  sourceName: string;
  sourceReference: string;
  checkIn: CheckInState | null;
  checkInAt: string | null;
  paymentState: PaymentState;
} & MoneyOfBooking;

/** Cents as the CSV's whole rupees (a number a spreadsheet sums). */
const rupees = (cents: number) => cents / 100;

type Column = {
  key: HideableColumn | null;
  /** A message: the CSV writes it through the translator. */ heading: string;
  text: (b: BookingColumnRow, tz: string) => string | number;
};

/** The table's columns in order, each with the hideable key it belongs to (`null`: always shown) and its text. */
export const bookingColumns: readonly Column[] = [
  { key: null, heading: /*i18n*/ "Reference", text: (b) => b.reference },
  { key: null, heading: /*i18n*/ "Package", text: (b) => b.packageTitle },
  { key: "packageId", heading: /*i18n*/ "packageId", text: (b) => b.packageId },
  { key: "date", heading: /*i18n*/ "Date", text: (b) => formatDate(b.date) },
  { key: "name", heading: /*i18n*/ "Name", text: (b) => b.name },
  { key: "surname", heading: /*i18n*/ "Surname", text: (b) => b.surname },
  { key: "email", heading: /*i18n*/ "Email", text: (b) => b.email },
  { key: null, heading: /*i18n*/ "Phone", text: (b) => b.phone },
  { key: null, heading: /*i18n*/ "Source", text: sourceText },
  { key: "adults", heading: /*i18n*/ "Adults", text: (b) => b.adults },
  { key: "children", heading: /*i18n*/ "Children", text: (b) => b.children },
  { key: "infants", heading: /*i18n*/ "Infants", text: (b) => b.infants },
  { key: "message", heading: /*i18n*/ "Message", text: (b) => b.message ?? "" },
  { key: "time", heading: /*i18n*/ "Requested", text: (b, tz) => formatDateTime(b.time, tz) },
  { key: null, heading: /*i18n*/ "Status", text: (b) => b.status },
  { key: null, heading: /*i18n*/ "Payment", text: (b) => paymentStateLabels[b.paymentState] },
  { key: null, heading: /*i18n*/ "Paid (MUR)", text: (b) => rupees(b.paid) },
  // Nothing for a price on request: no balance is known.
  { key: null, heading: /*i18n*/ "Balance (MUR)", text: (b) => (b.total === null ? "" : rupees(balanceOf(b))) },
  { key: null, heading: /*i18n*/ "Check-in", text: (b, tz) => checkInText(b, tz) },
];

/** The keys hidden for these preferences: the cookie's list, or every hideable column when there is none. */
export function omittedColumns(saved: readonly string[] | undefined): HideableColumn[] {
  const omit = new Set<string>(saved ?? hideableColumns);
  return hideableColumns.filter((c) => omit.has(c));
}

/** The columns shown when these keys are hidden, in the table's order. */
export function visibleColumns(omitted: readonly string[]): Column[] {
  return bookingColumns.filter((c) => c.key === null || !omitted.includes(c.key));
}
