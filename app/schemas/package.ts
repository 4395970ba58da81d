import * as z from "zod/mini";
import { errorMessage } from "~/utils/error-message";
import type { ScheduleRule } from "~/utils/schedule";
import { orderedZones } from "~/utils/pickup";
import { depositKinds, type DepositKind } from "~/utils/payment";
import { isStartTime } from "~/utils/time";
import type { PackageTexts, Translations } from "~/utils/translations";
import { configureZod } from "./error-map";
import { intent, STALE_FORM_MESSAGE } from "./fields";
import { translatedText, translationsField, translationValues } from "./translations";

configureZod();

// The package form (add and edit), shared by the browser and the server.
export const TITLE_REQUIRED = errorMessage("Title is required");

export const packageLists = [
  { name: "highlights", label: "Highlights", hint: "Shown as a numbered list on the package card and page." },
  { name: "important", label: "Important", hint: "What visitors must know before they book." },
  { name: "recommended", label: "Recommended", hint: "What to bring or wear." },
  { name: "information", label: "Additional information", hint: "Pick-up times, what is included, and so on." },
] as const;
export type PackageListName = (typeof packageLists)[number]["name"];

export const MAX_LIST_ITEMS = 30;
export const MAX_IMAGES = 12;

/** A list editor's items: blank items are kept while editing and dropped when the package is saved. */
const listField = z.pipe(
  z.optional(
    z
      .array(
        z.optional(
          z.string().check(z.trim(), z.maxLength(500, errorMessage("Please keep each item under 500 characters"))),
        ),
      )
      .check(z.maxLength(MAX_LIST_ITEMS)),
  ),
  z.transform((items: (string | undefined)[] | undefined) =>
    (items ?? []).filter((item): item is string => Boolean(item)),
  ),
);

/** A whole number in [min, max], optional: left empty, the fact is not set. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.optional(z.number({ error: message }).check(z.int(message), z.minimum(min, message), z.maximum(max, message)));
const price = (message: string) => wholeNumber(0, 10_000_000, message);

/** The package's facts: duration, meeting point, prices by age band (whole rupees) and the booking cut-off. */
export const packageFactsFields = {
  durationMinutes: wholeNumber(15, 1440, errorMessage("Please enter a duration between 15 and 1440 minutes")),
  meetingPoint: z.optional(
    z.string().check(z.trim(), z.maxLength(300, errorMessage("Please keep the meeting point under 300 characters"))),
  ),
  priceAdult: price(errorMessage("Please enter the adult price in whole rupees, 0 or more, or leave it empty")),
  priceChild: price(errorMessage("Please enter the child price in whole rupees, 0 or more, or leave it empty")),
  priceInfant: price(errorMessage("Please enter the infant price in whole rupees, 0 or more, or leave it empty")),
  cutoffHours: wholeNumber(0, 720, errorMessage("Please enter a cut-off between 0 and 720 hours")),
  freeCancelHours: wholeNumber(0, 720, errorMessage("Please enter the free cancellation between 0 and 720 hours")),
  // Left out (a post without the Deposit fieldset), the package's deposit stays as it is.
  depositKind: z.optional(z.enum(depositKinds, STALE_FORM_MESSAGE)),
  depositValue: wholeNumber(
    0,
    10_000_000,
    errorMessage("Please enter the deposit value as a whole number, or leave it empty"),
  ),
};

export const DEPOSIT_PERCENT_MESSAGE = errorMessage("Please enter the deposit as a percentage from 1 to 100");
export const DEPOSIT_PER_PERSON_MESSAGE = errorMessage(
  "Please enter the deposit per person in whole rupees, more than 0",
);
type DepositFields = { depositKind?: DepositKind; depositValue?: number };
/** A deposit kind with the value it needs: a percentage from 1 to 100, or rupees per person above 0 (on the value's field). */
const depositChecks = [
  z.refine<DepositFields>((v) => v.depositKind !== "percent" || (!!v.depositValue && v.depositValue <= 100), {
    message: DEPOSIT_PERCENT_MESSAGE,
    path: ["depositValue"],
  }),
  z.refine<DepositFields>((v) => v.depositKind !== "per-person" || !!v.depositValue, {
    message: DEPOSIT_PER_PERSON_MESSAGE,
    path: ["depositValue"],
  }),
];

/** The facts as the package model takes them from a form's value: a field left empty is not set (null). */
export function factsOf(
  value: {
    durationMinutes?: number;
    meetingPoint?: string;
    priceAdult?: number;
    priceChild?: number;
    priceInfant?: number;
    cutoffHours?: number;
    freeCancelHours?: number;
  } & DepositFields,
) {
  return {
    durationMinutes: value.durationMinutes ?? null,
    meetingPoint: value.meetingPoint ?? "",
    priceAdult: value.priceAdult ?? null,
    priceChild: value.priceChild ?? null,
    priceInfant: value.priceInfant ?? null,
    cutoffHours: value.cutoffHours ?? null,
    freeCancelHours: value.freeCancelHours ?? null,
    // A kind left out leaves the package's deposit alone (the model keeps no value with No deposit).
    ...(value.depositKind ? { depositKind: value.depositKind, depositValue: value.depositValue ?? 0 } : {}),
  };
}

export const MAX_RULES = 10;
export const MAX_START_TIMES = 6;
export const MAX_RULE_SEATS = 500;
export const WEEKDAY_REQUIRED = errorMessage("Please choose at least one weekday");
export const START_TIMES_MESSAGE = errorMessage("Please enter one or more start times as HH:MM, e.g. 08:30, 13:30");
export const TOO_MANY_START_TIMES = errorMessage("Please enter at most {max} start times", { max: MAX_START_TIMES });
export const SEATS_MESSAGE = errorMessage("Please enter the seats per departure, from 1 to {max}", {
  max: MAX_RULE_SEATS,
});
export const DATE_MESSAGE = errorMessage("Please enter a date as YYYY-MM-DD, or leave it empty");
export const VALID_TO_MESSAGE = errorMessage("Please choose a last date on or after the first");
/** ISO weekdays, 1 = Monday, as the rules keep them. */
export const weekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** A weekly rule as the schedule model takes it. */
export type RuleValue = Omit<ScheduleRule, "id">;

/**
 * "8:30, 13:30" (commas or spaces between) → ["08:30", "13:30"], sorted and without repeats; null when a
 * part is not a 24-hour time of day. An hour of one digit is taken as typed ("8:30" is 08:30).
 */
export function parseStartTimes(text: string): string[] | null {
  const times = text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((t) => (/^\d:\d\d$/.test(t) ? `0${t}` : t));
  if (times.length === 0 || !times.every(isStartTime)) return null;
  return [...new Set(times)].sort();
}

const ruleSeats = z
  .number({ error: SEATS_MESSAGE })
  .check(z.int(SEATS_MESSAGE), z.minimum(1, SEATS_MESSAGE), z.maximum(MAX_RULE_SEATS, SEATS_MESSAGE));
const ruleDate = z.optional(z.iso.date(DATE_MESSAGE));

/** One weekly rule of the package form: weekday boxes, start times as one text, seats, optional first and last dates. */
export const ruleSchema = z.pipe(
  z
    .object({
      weekdays: z
        .array(
          z
            .number({ error: WEEKDAY_REQUIRED })
            .check(z.int(WEEKDAY_REQUIRED), z.minimum(1, WEEKDAY_REQUIRED), z.maximum(7, WEEKDAY_REQUIRED)),
        )
        .check(z.minLength(1, WEEKDAY_REQUIRED)),
      startTimes: z.pipe(
        z.string({ error: START_TIMES_MESSAGE }).check(
          z.trim(),
          z.refine((text) => parseStartTimes(text) !== null, START_TIMES_MESSAGE),
          z.refine((text) => (parseStartTimes(text)?.length ?? 0) <= MAX_START_TIMES, TOO_MANY_START_TIMES),
        ),
        z.transform((text: string) => parseStartTimes(text) ?? []),
      ),
      seats: ruleSeats,
      validFrom: ruleDate,
      validTo: ruleDate,
    })
    .check(
      z.refine((r) => !r.validFrom || !r.validTo || r.validTo >= r.validFrom, {
        message: VALID_TO_MESSAGE,
        path: ["validTo"],
      }),
    ),
  z.transform((r): RuleValue => ({
    weekdays: [...new Set(r.weekdays)].sort((a, b) => a - b),
    startTimes: r.startTimes,
    seats: r.seats,
    validFrom: r.validFrom ?? null,
    validTo: r.validTo ?? null,
  })),
);

/** One rule as the form's fields hold it (start times as one text), before parsing. */
export type RuleFields = z.input<typeof ruleSchema>;

/**
 * The schedule section's fields. `scheduleShown` is a hidden field of the section: a post without it (a form
 * of another page, a hand-made request) leaves the package's rules as they are, where an empty list of
 * rules, sent by the section, removes them.
 */
export const scheduleFields = {
  rules: z._default(
    z.optional(
      z
        .array(ruleSchema)
        .check(z.maxLength(MAX_RULES, errorMessage("Up to {max} departure rules", { max: MAX_RULES }))),
    ),
    [],
  ),
  scheduleShown: z.optional(z.literal("yes")),
};

/** The rules the package model is to save from a form's value: undefined (leave them) when the section was not sent. */
export function rulesOf(value: { rules: RuleValue[]; scheduleShown?: "yes" }): RuleValue[] | undefined {
  return value.scheduleShown ? value.rules : undefined;
}

export const MAX_PICKUP_MINUTES = 600;
export const PICKUP_MINUTES_MESSAGE = errorMessage(
  "Please enter the minutes before the start, from 0 to {max}, or leave it empty for no pickup there",
  {
    max: MAX_PICKUP_MINUTES,
  },
);

/** A section's rows, one object each (none sent: none). */
const sectionRows = <Shape extends z.core.$ZodLooseShape>(shape: Shape) =>
  z._default(z.optional(z.array(z.object(shape))), []);

export const MAX_SURCHARGE = 100_000;
export const SURCHARGE_MESSAGE = errorMessage(
  "Please enter the surcharge per person in whole rupees, from 0 to {max}, or leave it empty for none",
  { max: MAX_SURCHARGE },
);

/**
 * The Pickup section: one row per place (its id hidden, the minutes before the start typed; empty: no pickup
 * there). `pickupShown` marks the section as sent, as `scheduleShown` does the rules (see pickupsOf).
 */
export const pickupFields = {
  pickups: sectionRows({
    placeId: z.number().check(z.int(), z.positive()),
    minutesBefore: wholeNumber(0, MAX_PICKUP_MINUTES, PICKUP_MINUTES_MESSAGE),
  }),
  // A zone's surcharge per person (adults and children), one row per zone with places; empty or 0: none.
  zoneSurcharges: sectionRows({
    zone: z.string().check(z.minLength(1), z.maxLength(100)),
    amount: wholeNumber(0, MAX_SURCHARGE, SURCHARGE_MESSAGE),
  }),
  pickupShown: z.optional(z.literal("yes")),
};

/** One place's row of the Pickup section, as the form's fields hold it. */
export type PickupRowFields = NonNullable<z.input<typeof pickupFields.pickups>>[number];
/** One zone's surcharge row of the Pickup section, as the form's fields hold it. */
export type SurchargeRowFields = NonNullable<z.input<typeof pickupFields.zoneSurcharges>>[number];

/** The surcharge rows as the form starts them: one per zone that has places, in the zones' order, the stored amounts. */
export function surchargeValues(places: { zone: string }[], stored: Record<string, number>) {
  const zones = new Set(places.map((p) => p.zone));
  return orderedZones(zones)
    .filter((zone) => zones.has(zone))
    .map((zone) => ({ zone, amount: Object.hasOwn(stored, zone) ? String(stored[zone]) : "" }));
}

/** The zones' surcharges the package model is to save ({ "West": 500 }, none at 0); undefined when the section was not sent. */
export function surchargesOf(value: {
  zoneSurcharges: { zone: string; amount?: number }[];
  pickupShown?: "yes";
}): Record<string, number> | undefined {
  if (!value.pickupShown) return undefined;
  return Object.fromEntries(value.zoneSurcharges.flatMap((s) => (s.amount ? [[s.zone, s.amount]] : [])));
}

/** The pickups the package model is to save: the places with minutes; undefined (leave them) when the section was not sent. */
export function pickupsOf(value: {
  pickups: { placeId: number; minutesBefore?: number }[];
  pickupShown?: "yes";
}): { placeId: number; minutesBefore: number }[] | undefined {
  if (!value.pickupShown) return undefined;
  return value.pickups.flatMap((p) =>
    p.minutesBefore === undefined ? [] : [{ placeId: p.placeId, minutesBefore: p.minutesBefore }],
  );
}

/** The content in each other language, all optional: a field left empty shows the English on that language's pages. */
export const packageTranslationsField = translationsField((lang) => ({
  title: translatedText(lang, "title", 120),
  shortDescription: translatedText(lang, "short description", 400),
  longDescription: translatedText(lang, "description", 10_000),
  meetingPoint: translatedText(lang, "meeting point", 300),
  highlights: listField,
  important: listField,
  recommended: listField,
  information: listField,
}));

/** The translation fields as the form starts them: the stored texts, each list with at least one (empty) item to type in. */
export const packageTranslationValues = (stored: Translations<PackageTexts>) =>
  translationValues(
    stored,
    ["title", "shortDescription", "longDescription", "meetingPoint"],
    packageLists.map((list) => list.name),
  );

/**
 * The images chosen in the form's picker, in their order (the first is the cover). Their size and number are
 * checked while the post is read, their content when they are stored; an empty file is no image.
 */
const imagesField = z.pipe(
  z._default(z.optional(z.array(z.file())), []),
  z.transform((files: File[]) => files.filter((file) => file.size > 0)),
);

/**
 * What a refused package form says of its images: a browser never fills a file input again, so the images
 * chosen are not in the page that comes back (the form door's `uploads.lost`).
 */
export const IMAGES_LOST = {
  refused: errorMessage(
    "Nothing was saved. What you typed is kept below, but a browser cannot keep chosen images: please choose them again.",
  ),
  changed: errorMessage(
    "What you typed is kept below, but a browser cannot keep chosen images: please choose them again.",
  ),
};

export const packageFieldsSchema = z
  .object({
    title: z
      .string({ error: TITLE_REQUIRED })
      .check(
        z.trim(),
        z.minLength(1, TITLE_REQUIRED),
        z.maxLength(120, errorMessage("Please keep the title under 120 characters")),
      ),
    shortDescription: z._default(
      z.optional(
        z
          .string()
          .check(z.trim(), z.maxLength(400, errorMessage("Please keep the short description under 400 characters"))),
      ),
      "",
    ),
    longDescription: z._default(
      z.optional(
        z
          .string()
          .check(z.trim(), z.maxLength(10_000, errorMessage("Please keep the description under 10000 characters"))),
      ),
      "",
    ),
    highlights: listField,
    important: listField,
    recommended: listField,
    information: listField,
    ...packageFactsFields,
    translations: packageTranslationsField,
    ...scheduleFields,
    ...pickupFields,
    images: imagesField,
  })
  .check(...depositChecks);

/** The id a new package's page chose for it (see the add action); anything else is no id, and the package gets a new one. */
const PACKAGE_ID = /^[\w-]{12}$/;

/** The add form: the package's fields and the id its page chose. */
export const packageAddSchema = z.extend(packageFieldsSchema, {
  packageId: z.catch(z.optional(z.string().check(z.regex(PACKAGE_ID))), undefined),
});

/** The edit form adds the package's current images: a position each, and a box to remove it. */
export const packageEditSchema = z.extend(packageFieldsSchema, {
  existingImages: z._default(
    z.optional(
      z.array(
        z.object({
          id: z.coerce.number().check(z.int()),
          position: z.optional(z.coerce.number().check(z.int(), z.minimum(1))),
          remove: z.optional(z.boolean()),
        }),
      ),
    ),
    [],
  ),
});

/** The buttons of the edit form: each saves the fields; the status ones also change the status. */
export const editIntents = ["save", "archive", "activate", "delete"] as const;
export type EditIntent = (typeof editIntents)[number];

export const CONFIRM_REMOVAL = errorMessage("Tick the box to confirm that this package is to be removed for good.");

/** The edit page's two forms: the package's (one of its buttons), and removing a deleted package for good (a tick to confirm). */
export const editPageSchema = z.discriminatedUnion(
  "intent",
  [
    z.extend(packageEditSchema, { intent: z.enum(editIntents, STALE_FORM_MESSAGE) }),
    z.object({ intent: intent("remove-permanently"), confirm: z.literal("yes", CONFIRM_REMOVAL) }),
  ],
  { error: STALE_FORM_MESSAGE },
);
