// A booking's own state, beside the free-text status the specification keeps for admins: what the site
// decides by (which bookings a client may cancel, which count as cancelled, which hold seats) reads the state.
// No imports: the schema, browser code and the tests' helpers use it too.

export const bookingStates = ["pending", "confirmed", "declined", "cancelled"] as const;
export type BookingState = (typeof bookingStates)[number];

/** The status word of each state: what the site writes itself, and what an admin's status is read as (messages). */
export const statusWords: Record<BookingState, string> = {
  pending: /*i18n*/ "Pending",
  confirmed: /*i18n*/ "Confirmed",
  declined: /*i18n*/ "Declined",
  cancelled: /*i18n*/ "Cancelled",
};
/** A new request's status, and a client's cancellation's. */
export const PENDING_STATUS = statusWords.pending;
export const CANCELLED_STATUS = statusWords.cancelled;

// Read in any case; "Confirm" and "Decline" are older admins' words. The migration that added the state read
// existing rows the same way (drizzle/0003_booking_state.sql).
const stateOfWord = new Map<string, BookingState>([
  ...bookingStates.map((state) => [statusWords[state].toLowerCase(), state] as const),
  ["confirm", "confirmed"],
  ["decline", "declined"],
]);

/** The state a status text sets, or null for an admin's own words (the booking keeps its state). */
export function stateForStatus(status: string): BookingState | null {
  return stateOfWord.get(status.trim().toLowerCase()) ?? null;
}

/** Whether the guest's day is still on (waiting for the operator, or confirmed): only then is "Add to calendar" offered. */
export const dayIsOn = (state: BookingState) => state === "pending" || state === "confirmed";

/** A client may cancel their own booking only while it waits for the operator. */
export const clientMayCancel = (state: BookingState) => state === "pending";

/**
 * Until when a guest may still cancel a confirmed booking: `freeCancelHours` before its departure. Null when there
 * is no such moment: a request without a departure time (its start is not known), or a package that is gone.
 */
export function freeCancelUntil(departure: Date | null, freeCancelHours: number | null): Date | null {
  if (!departure || freeCancelHours === null) return null;
  return new Date(departure.getTime() - freeCancelHours * 60 * 60 * 1000);
}

/**
 * The one rule for a guest's own cancellation (client area and private link alike): a booking may be cancelled
 * while it is pending, or once confirmed until the package's free-cancellation cut-off (`freeCancelUntil`).
 */
export function guestMayCancel(b: { state: BookingState; departure: Date | null; freeCancelHours: number | null }, now: Date): boolean {
  if (b.state === "pending") return true;
  if (b.state !== "confirmed") return false;
  const until = freeCancelUntil(b.departure, b.freeCancelHours);
  return until !== null && now.getTime() < until.getTime();
}
