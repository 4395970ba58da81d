import * as z from "zod/mini";
import { errorMessage } from "~/utils/error-message";
import { MAX_PEOPLE } from "~/utils/party";
import { ANOTHER_ADDRESS } from "~/utils/pickup";
import { MIN_DAYS_AHEAD } from "~/utils/time";
import { emailField, formKeyField, phoneField, requiredText } from "./fields";

export const TERMS_MESSAGE = errorMessage("Please accept the terms and agreement.");
export const PICKUP_MESSAGE = errorMessage("Please choose a pickup place from the list, or the meeting point");
export const ADDRESS_MESSAGE = errorMessage("Please enter the address where we pick you up");
export { ANOTHER_ADDRESS };
export { MIN_DAYS_AHEAD };

/** Infants sit on a lap: at most this many for each adult. */
export const INFANTS_PER_ADULT = 2;
export const infantsPerAdultMessage = (adults: number) =>
  errorMessage("Please choose at most {max} infants: two per adult", { max: adults * INFANTS_PER_ADULT });

const noDate = errorMessage("Please choose a date");

const isRealDate = (value: string) => {
  const [y, m, d] = value.split("-").map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/** A party count: `none` when it is not a whole number, `range` outside [min, MAX_PEOPLE]. */
const count = (min: number, none: string, range: string) =>
  z.number({ error: none }).check(z.int(none), z.minimum(min, range), z.maximum(MAX_PEOPLE, range));

/**
 * The pickup, as every booking form asks it (the public form, staff's New booking and Change booking): a place's id,
 * sent only when the package has pickup places; empty: the meeting point; "address": the address typed below. The
 * server checks the package offers it.
 */
export const pickupFields = {
  pickup: z.optional(z.string().check(z.regex(/^([1-9]\d{0,8}|address)$/, PICKUP_MESSAGE))),
  pickupAddress: z.optional(
    z.string().check(z.trim(), z.maxLength(300, errorMessage("Please keep this under {max} characters", { max: 300 }))),
  ),
};

/** "Another address" needs the address. */
export const addressGiven = z.refine<{ pickup?: string; pickupAddress?: string }>(
  (b) => b.pickup !== ANOTHER_ADDRESS || Boolean(b.pickupAddress),
  {
    path: ["pickupAddress"],
    error: ADDRESS_MESSAGE,
    when: ({ issues }) => !issues.some((i) => i.path?.[0] === "pickup" || i.path?.[0] === "pickupAddress"),
  },
);

/** A party's three counts, as every booking form asks them (the public form, staff's change). */
export const partyFields = {
  adults: count(
    1,
    errorMessage("Please choose the number of adults"),
    errorMessage("Please choose between {min} and {max} adults", { min: 1, max: MAX_PEOPLE }),
  ),
  children: z._default(
    count(
      0,
      errorMessage("Please choose the number of children"),
      errorMessage("Please choose between {min} and {max} children", { min: 0, max: MAX_PEOPLE }),
    ),
    0,
  ),
  infants: z._default(
    count(
      0,
      errorMessage("Please choose the number of infants"),
      errorMessage("Please choose between {min} and {max} infants", { min: 0, max: MAX_PEOPLE }),
    ),
    0,
  ),
};

/** Infants sit on a lap: at most two per adult. */
export const infantsPerAdult = z.refine<{ adults: number; infants: number }>(
  (b) => b.infants <= b.adults * INFANTS_PER_ADULT,
  {
    path: ["infants"],
    error: (issue) => infantsPerAdultMessage((issue.input as { adults: number }).adults),
    // Checked once both counts are numbers in their range, even while another field is still wrong.
    when: ({ issues }) => !issues.some((i) => i.path?.[0] === "adults" || i.path?.[0] === "infants"),
  },
);

/**
 * The booking form. `minDate` is today plus 2 days in the operator's time zone,
 * computed on the server; `maxDate` keeps dates sensible.
 */
export function bookingSchema({ minDate, maxDate }: { minDate: string; maxDate: string }) {
  return z
    .object({
      name: requiredText("Please enter your first name", 100),
      surname: requiredText("Please enter your last name", 100),
      email: emailField,
      phone: phoneField,
      date: z.string({ error: noDate }).check(
        z.regex(/^\d{4}-\d{2}-\d{2}$/, noDate),
        z.refine(isRealDate, noDate),
        z.refine(
          (d) => d >= minDate,
          errorMessage("Please choose {date} or later: we need 2 days to prepare your day", { date: minDate }),
        ),
        z.refine((d) => d <= maxDate, errorMessage("We take bookings up to {date}", { date: maxDate })),
      ),
      // Sent only when the package has several starts a day; the server checks it against the departures.
      startTime: z.optional(
        z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, errorMessage("Please choose a start time"))),
      ),
      ...pickupFields,
      ...partyFields,
      message: z.optional(
        z.string().check(z.trim(), z.maxLength(2000, errorMessage("Please keep your message under 2000 characters"))),
      ),
      terms: z.literal("on", { error: TERMS_MESSAGE }),
      // 'Send me reminders on WhatsApp' (shown only when the operator has a messaging provider): off unless ticked.
      phoneReminders: z.optional(z.literal("on")),
      formKey: formKeyField,
    })
    .check(addressGiven, infantsPerAdult);
}

export type BookingInput = z.infer<ReturnType<typeof bookingSchema>>;
