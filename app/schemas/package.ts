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

export const packageFieldsSchema = z.object({
  title: z.string({ error: TITLE_REQUIRED }).check(z.trim(), z.minLength(1, TITLE_REQUIRED), z.maxLength(120, "Please keep the title under 120 characters")),
  shortDescription: z._default(z.optional(z.string().check(z.trim(), z.maxLength(400, "Please keep the short description under 400 characters"))), ""),
  longDescription: z._default(z.optional(z.string().check(z.trim(), z.maxLength(10_000, "Please keep the description under 10000 characters"))), ""),
  highlights: listField,
  important: listField,
  recommended: listField,
  information: listField,
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
