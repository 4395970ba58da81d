// A booking's own state, beside the free-text status the specification keeps for admins: what the site
// decides by (which bookings a client may cancel, which count as cancelled, which hold seats) reads the state.
// The state changes only by the named actions below, written by the booking model (docs/decisions/034-bookings-writer.md);
// the status is a label and never changes it. No imports: the schema, browser code and the tests' helpers use it too.

export const bookingStates = ["pending", "confirmed", "declined", "cancelled"] as const;
export type BookingState = (typeof bookingStates)[number];

/** The status word of each state: the label a named action writes with the state. */
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
// existing rows this way (drizzle/0003_booking_state.sql); since then a status is a label, and its word only tells
// the admin who saves it that the booking keeps its state.
const stateOfWord = new Map<string, BookingState>([
  ...bookingStates.map((state) => [statusWords[state].toLowerCase(), state] as const),
  ["confirm", "confirmed"],
  ["decline", "declined"],
]);

/** The state a status text reads as (it sets none: a label), or null for an admin's own words. */
export function stateForStatus(status: string): BookingState | null {
  return stateOfWord.get(status.trim().toLowerCase()) ?? null;
}

/**
 * The named actions on a booking: the states each may start from and the state it leads to. A booking's state changes
 * by these only (booking.server.ts `applyAction`), a state that holds seats again only after the one seat check.
 * Later actions (a move to another departure, a check-in) are added here.
 */
export const bookingActions = {
  confirm: { from: ["pending", "declined"], to: "confirmed" },
  decline: { from: ["pending", "confirmed"], to: "declined" },
  // By the guest (only within guestMayCancel), by staff, or with the whole departure.
  cancel: { from: ["pending", "confirmed"], to: "cancelled" },
} as const satisfies Record<string, { from: readonly BookingState[]; to: BookingState }>;
export type BookingAction = keyof typeof bookingActions;

/** Whether an action may start from this state (the admin's page offers its button only then). */
export const mayApply = (action: BookingAction, state: BookingState) =>
  (bookingActions[action].from as readonly BookingState[]).includes(state);

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
export function guestMayCancel(
  b: { state: BookingState; departure: Date | null; freeCancelHours: number | null },
  now: Date,
): boolean {
  if (b.state === "pending") return true;
  if (b.state !== "confirmed") return false;
  const until = freeCancelUntil(b.departure, b.freeCancelHours);
  return until !== null && now.getTime() < until.getTime();
}
