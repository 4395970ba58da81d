import * as z from "zod/mini";
import { loadEnglishMessages } from "./english";

loadEnglishMessages();

// The package form (add and edit), shared by the browser and the server.
export const TITLE_REQUIRED = "Title is required";

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
      .array(z.optional(z.string().check(z.trim(), z.maxLength(500, "Please keep each item under 500 characters"))))
      .check(z.maxLength(MAX_LIST_ITEMS, `Up to ${MAX_LIST_ITEMS} items`)),
  ),
  z.transform((items: (string | undefined)[] | undefined) => (items ?? []).filter((item): item is string => Boolean(item))),
);

/** A whole number in [min, max], optional: left empty, the fact is not set. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.optional(z.number({ error: message }).check(z.int(message), z.minimum(min, message), z.maximum(max, message)));
const price = (band: string) => wholeNumber(0, 10_000_000, `Please enter the ${band} price in whole rupees, 0 or more, or leave it empty`);

/** The package's facts: duration, meeting point, prices by age band (whole rupees) and the booking cut-off. */
export const packageFactsFields = {
  durationMinutes: wholeNumber(15, 1440, "Please enter a duration between 15 and 1440 minutes"),
  meetingPoint: z.optional(z.string().check(z.trim(), z.maxLength(300, "Please keep the meeting point under 300 characters"))),
  priceAdult: price("adult"),
  priceChild: price("child"),
  priceInfant: price("infant"),
  cutoffHours: wholeNumber(0, 720, "Please enter a cut-off between 0 and 720 hours"),
};

/** The facts as the package model takes them from a form's value: a field left empty is not set (null). */
export function factsOf(value: {
  durationMinutes?: number;
  meetingPoint?: string;
  priceAdult?: number;
  priceChild?: number;
  priceInfant?: number;
  cutoffHours?: number;
}) {
  return {
    durationMinutes: value.durationMinutes ?? null,
    meetingPoint: value.meetingPoint ?? "",
    priceAdult: value.priceAdult ?? null,
    priceChild: value.priceChild ?? null,
    priceInfant: value.priceInfant ?? null,
    cutoffHours: value.cutoffHours ?? null,
  };
}

export const packageFieldsSchema = z.object({
  title: z.string({ error: TITLE_REQUIRED }).check(z.trim(), z.minLength(1, TITLE_REQUIRED), z.maxLength(120, "Please keep the title under 120 characters")),
  shortDescription: z._default(z.optional(z.string().check(z.trim(), z.maxLength(400, "Please keep the short description under 400 characters"))), ""),
  longDescription: z._default(z.optional(z.string().check(z.trim(), z.maxLength(10_000, "Please keep the description under 10000 characters"))), ""),
  highlights: listField,
  important: listField,
  recommended: listField,
  information: listField,
  ...packageFactsFields,
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
