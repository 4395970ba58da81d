// Form errors as message ids with their values (app/utils/error-message.ts): what the schemas give, the registry of
// ids (app/utils/error-keys.ts), their French in the one catalogue set (app/locales/fr.json), and their words in
// English and French by the one translator, on the server and in the browser.
import { parseWithZod } from "@conform-to/zod/v4";
import { afterEach, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import french from "~/locales/fr.json";
import { FORM_KEY_REUSED_MESSAGE } from "~/models/form-key.server";
import {
  adminEmailSchema,
  bookingAdminSchema,
  bookingColumnsSchema,
  deleteUploadSchema,
  resendEmailSchema,
  setRoleSchema,
} from "~/schemas/admin";
import { addTaskSchema, postUpdateSchema, taskBoardSchema } from "~/schemas/admin-board";
import { loginSchema, newPasswordSchema, resendSchema, verifyEmailSchema } from "~/schemas/auth";
import { bannerPageSchema, bannerSchema, dismissBannerSchema, noticeSchema } from "~/schemas/banner";
import { policyTitleFields, policyUploadSchema } from "~/schemas/policy";
import { bookingSchema } from "~/schemas/booking";
import { deskBookingSchema } from "~/schemas/booking-desk";
import { contactSchema } from "~/schemas/contact";
import { departureChangeSchema } from "~/schemas/departure-changes";
import { crewPageSchema } from "~/schemas/crew";
import { departureDaySchema } from "~/schemas/departure-day";
import { humanCheckField } from "~/schemas/fields";
import { deleteAccountSchema, guestEmailSchema } from "~/schemas/guest-data";
import { editPageSchema, packageAddSchema, packageEditSchema } from "~/schemas/package";
import { dismissNotificationSchema } from "~/schemas/notification";
import { pickupPageSchema, pickupPlaceSchema } from "~/schemas/pickup";
import { profileSchema } from "~/schemas/profile";
import { getEnv, reloadEnv } from "~/utils/env.server";
import { errorKeys, staffErrorKeys } from "~/utils/error-keys";
import { errorMessage, errorText, readError, withErrorText } from "~/utils/error-message";
import { CAPTCHA_MESSAGE } from "~/utils/human-check";
import { makeTranslator, type Translator } from "~/utils/i18n";
import { translator } from "~/utils/i18n.server";
import { loader as errorMessagesLoader } from "~/routes/resources.error-messages";
import { tooManyMessage } from "~/utils/rate-limit.server";
import { formatDate } from "~/utils/time";

const frenchOf = (id: string) => (french as Record<string, { translation?: string }>)[id]?.translation;
const en: Translator = translator("en");
const fr: Translator = translator("fr");
/** The browser's French: the errors' messages as a form's rules fetch them (app/utils/deferred-rules.ts). */
const fetched = (await (
  await errorMessagesLoader({
    request: new Request("http://localhost/resources/error-messages?lang=fr"),
    params: {},
    context: {},
  })
).json()) as {
  lang: "fr";
  messages: Parameters<typeof makeTranslator>[1];
};
const frBrowser: Translator = makeTranslator(fetched.lang, fetched.messages);

const window = { minDate: "2026-03-12", maxDate: "2028-03-10" };
const bigFile = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "big.png", { type: "image/png" });

/** Every schema, each with posts it refuses, as a browser sends them; public ones are those guests and clients fill in. */
const schemas: {
  name: string;
  schema: z.ZodMiniType;
  posts: Record<string, string | File | string[]>[];
  staff?: true;
}[] = [
  {
    name: "booking",
    schema: bookingSchema(window),
    posts: [
      {},
      { date: "2026-03-11", adults: "0", infants: "11", name: "x".repeat(101) },
      { date: "2030-01-01", adults: "1", infants: "3", startTime: "8h", pickup: "x" },
    ],
  },
  {
    name: "contact",
    schema: contactSchema,
    posts: [
      {},
      { name: "x".repeat(101), email: "a@b", phone: "1", message: " " },
      { email: `${"a".repeat(250)}@b.mu` },
    ],
  },
  {
    name: "login",
    schema: loginSchema,
    posts: [
      {},
      { intent: "login" },
      { intent: "signup", email: "annabel@example.mu", password: "annabel-2026", terms: "on" },
      { intent: "signup", password: "x".repeat(129) },
    ],
  },
  {
    name: "new password",
    schema: newPasswordSchema,
    posts: [
      {},
      { password: "short", confirm: "x", token: "t" },
      { password: "password", confirm: "x", token: "t" },
      { password: "aaaaaaaaaa", confirm: "x", token: "t" },
      { password: "long enough 1", confirm: "other", token: "t" },
    ],
  },
  { name: "resend", schema: resendSchema, posts: [{}] },
  { name: "verify", schema: verifyEmailSchema, posts: [{}] },
  {
    name: "profile",
    schema: profileSchema,
    posts: [
      {},
      { name: "Ann", phone: "1", picture: bigFile },
      { name: "Ann", picture: new File(["%PDF-"], "a.pdf", { type: "application/pdf" }) },
    ],
  },
  { name: "delete account", schema: deleteAccountSchema, posts: [{}, { password: "x".repeat(129) }] },
  { name: "guest data", schema: guestEmailSchema, posts: [{}, { email: "a@b" }] },
  // The multi-action forms (one discriminated union on intent) and the forms a page fills in itself
  { name: "dismiss a banner", schema: dismissBannerSchema, posts: [{}, { intent: "dismiss-banner", bannerId: "0" }] },
  {
    name: "dismiss a notification",
    schema: dismissNotificationSchema,
    posts: [{}, { intent: "dismiss", id: "x", from: "mail" }],
  },
  { name: "human check", schema: humanCheckField, posts: [{}] },
  {
    name: "admin booking",
    schema: bookingAdminSchema,
    posts: [
      {},
      { intent: "save", status: "", comment: "x".repeat(2001) },
      { intent: "decline" },
      { intent: "cancel" },
      { intent: "record-payment", amount: "0", method: "cheque", note: "x".repeat(301) },
      { intent: "record-refund", amount: "12.5" },
    ],
    staff: true,
  },
  {
    name: "admin e-mail",
    schema: adminEmailSchema,
    posts: [{}, { intent: "email", name: "x".repeat(101) }],
    staff: true,
  },
  { name: "tasks", schema: addTaskSchema, posts: [{}, { intent: "add", priority: "urgent" }], staff: true },
  { name: "updates", schema: postUpdateSchema, posts: [{}], staff: true },
  {
    name: "banner",
    schema: noticeSchema,
    posts: [{}, { title: "T", message: "M", link: "//evil.test", action: "x".repeat(61) }],
    staff: true,
  },
  {
    name: "banner's French",
    schema: bannerSchema,
    posts: [
      {
        title: "T",
        message: "M",
        "translations.fr.title": "x".repeat(121),
        "translations.fr.message": "x".repeat(601),
        "translations.fr.action": "x".repeat(61),
      },
    ],
    staff: true,
  },
  {
    name: "policy upload",
    schema: policyUploadSchema,
    posts: [{}, { name: "1 bad" }, { name: "terms", "translations.fr.title": "x".repeat(121) }],
    staff: true,
  },
  {
    name: "policy title",
    schema: z.object(policyTitleFields),
    posts: [{ title: "x".repeat(121), "translations.fr.title": "x".repeat(121) }],
    staff: true,
  },
  {
    name: "departure day",
    schema: departureDaySchema,
    posts: [
      {},
      { intent: "message" },
      { intent: "cancel", packageId: "p", date: "2026-01-01" },
      { intent: "check-in", packageId: "p", date: "2026-01-01", checkIn: "late" },
      { intent: "crew", packageId: "p", date: "2026-01-01", guideId: "x" },
    ],
    staff: true,
  },
  {
    name: "guides and vehicles page",
    schema: crewPageSchema,
    posts: [
      {},
      { intent: "create-guide", name: " " },
      { intent: "save-vehicle", id: "-1", name: "x".repeat(121), kind: "car", seats: "-2" },
      { intent: "remove-guide" },
    ],
    staff: true,
  },
  {
    name: "new booking (the desk)",
    schema: deskBookingSchema,
    posts: [
      {},
      { intent: "pending" },
      { intent: "confirm", package: "p", departure: "2026-01-01", adults: "1", infants: "3", email: "a@b" },
      { intent: "pending", source: "agent", sourceName: " ", name: "x".repeat(101), phone: "1" },
    ],
    staff: true,
  },
  { name: "pickup place", schema: pickupPlaceSchema, posts: [{}, { zone: " ", name: "x".repeat(121) }], staff: true },
  {
    name: "pickup places page",
    schema: pickupPageSchema,
    posts: [{}, { intent: "rename" }, { intent: "save", id: "-1", zone: " " }, { intent: "delete" }],
    staff: true,
  },
  {
    name: "task board",
    schema: taskBoardSchema,
    posts: [{}, { intent: "update", id: "1.5", status: "done" }, { intent: "clear" }],
    staff: true,
  },
  {
    name: "banners page",
    schema: bannerPageSchema,
    posts: [{}, { intent: "up" }, { intent: "save", id: "x", title: " " }],
    staff: true,
  },
  {
    name: "departures",
    schema: departureChangeSchema,
    posts: [
      {},
      { intent: "extra", date: "someday", startTime: "25:00", seats: "-1" },
      { intent: "close", date: "x", startTime: "8h", month: "2026-13", note: "x".repeat(201) },
      { intent: "remove-extra", date: "2026-01-01", id: "0" },
      { intent: "seats", date: "2026-01-01", seats: "1.5" },
    ],
    staff: true,
  },
  { name: "role", schema: setRoleSchema, posts: [{}, { userId: "u", role: " " }], staff: true },
  {
    name: "booking columns",
    schema: bookingColumnsSchema,
    posts: [{ show: "x".repeat(41), back: "x".repeat(2001) }],
    staff: true,
  },
  { name: "resend an e-mail", schema: resendEmailSchema, posts: [{}, { intent: "resend", id: "x" }], staff: true },
  { name: "delete an upload", schema: deleteUploadSchema, posts: [{}, { target: "x".repeat(1001) }], staff: true },
  {
    name: "package",
    schema: packageEditSchema,
    posts: [
      {},
      {
        title: "x".repeat(121),
        durationMinutes: "5",
        priceAdult: "-1",
        priceChild: "x",
        priceInfant: "1.5",
        cutoffHours: "721",
        freeCancelHours: "-1",
      },
      { title: "T", depositKind: "percent", depositValue: "101" },
      { title: "T", depositKind: "per-person", depositValue: "" },
      { title: "T", depositKind: "percent", depositValue: "x" },
      {
        title: "T",
        meetingPoint: "x".repeat(301),
        "highlights[0]": "x".repeat(501),
        highlights: Array.from({ length: 31 }, () => "item"),
      },
      {
        title: "T",
        scheduleShown: "yes",
        "rules[0].weekdays": "8",
        "rules[0].startTimes": "noon",
        "rules[0].seats": "0",
        "rules[0].validFrom": "x",
      },
      {
        title: "T",
        "rules[0].weekdays": "1",
        "rules[0].startTimes": "1:00 2:00 3:00 4:00 5:00 6:00 7:00",
        "rules[0].seats": "1",
        "rules[0].validFrom": "2026-02-02",
        "rules[0].validTo": "2026-02-01",
      },
      { title: "T", "pickups[0].placeId": "1", "pickups[0].minutesBefore": "601", "existingImages[0].id": "x" },
      {
        title: "T",
        "translations.fr.title": "x".repeat(121),
        "translations.fr.shortDescription": "x".repeat(401),
        "translations.fr.longDescription": "x".repeat(10_001),
        "translations.fr.meetingPoint": "x".repeat(301),
      },
      { title: "T", images: "not a file" },
    ],
    staff: true,
  },
  {
    name: "new package",
    schema: packageAddSchema,
    posts: [{}, { title: " ", packageId: "../x", images: "x" }],
    staff: true,
  },
  {
    name: "package page",
    schema: editPageSchema,
    posts: [
      {},
      { intent: "publish", title: "T" },
      { intent: "save" },
      { intent: "remove-permanently" },
      { intent: "remove-permanently", confirm: "no" },
    ],
    staff: true,
  },
];

/** A post as form data (arrays as repeated fields, as a browser sends a list). */
function formDataOf(post: Record<string, string | File | string[]>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(post))
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  return form;
}

/** The messages a schema gives for a post, through Conform as the page and the door parse it. */
function refusals(schema: z.ZodMiniType, post: Record<string, string | File | string[]>): string[] {
  const submission = parseWithZod(formDataOf(post), { schema });
  return Object.values(submission.status === "error" ? (submission.error ?? {}) : {}).flatMap(
    (messages) => messages ?? [],
  );
}

describe("the registry of message ids", () => {
  it("lists each id once, public or back office, never both", () => {
    const all = [...errorKeys, ...staffErrorKeys];
    expect(new Set(all).size).toBe(all.length);
  });

  it("has the French of every public id in the catalogues, and no back office id there (the back office stays English)", () => {
    expect(errorKeys.filter((id) => !frenchOf(id)?.trim())).toEqual([]);
    expect(staffErrorKeys.filter((id) => id in french)).toEqual([]);
  });

  it("lists the form door's own refusals", () => {
    for (const message of [CAPTCHA_MESSAGE, tooManyMessage, FORM_KEY_REUSED_MESSAGE])
      expect(errorKeys).toContain(message);
  });

  it.each(schemas)(
    "lists every message the $name schema gives (public ones among those with French), never a sentence of its own",
    ({ schema, posts, staff }) => {
      const ids = new Set(posts.flatMap((post) => refusals(schema, post)).map((message) => readError(message).id));
      expect(ids.size).toBeGreaterThan(0);
      const known: readonly string[] = staff ? [...errorKeys, ...staffErrorKeys] : errorKeys;
      expect([...ids].filter((id) => !known.includes(id))).toEqual([]);
    },
  );
});

describe("a message as the forms carry it", () => {
  it("is its id alone without values, else JSON with the values; both read back", () => {
    expect(errorMessage("Invalid email address")).toBe("Invalid email address");
    const message = errorMessage("Please choose at most {max} infants: two per adult", { max: 4 });
    expect(message).toBe('{"id":"Please choose at most {max} infants: two per adult","values":{"max":4}}');
    expect(readError(message)).toEqual({
      id: "Please choose at most {max} infants: two per adult",
      values: { max: 4 },
    });
    expect(readError("Invalid email address")).toEqual({ id: "Invalid email address" });
    // An action's own words (or something that only looks like one of ours) stay as they are.
    expect(readError('{"id": broken')).toEqual({ id: '{"id": broken' });
  });

  it("gives Zod's own issues by their code and values (the error map), not Zod's English", () => {
    expect(refusals(noticeSchema, { title: "T", message: "M", action: "x".repeat(61) })).toEqual([
      errorMessage("Please keep this under {max} characters", { max: 60 }),
    ]);
    expect(refusals(packageEditSchema, { title: "T", highlights: Array.from({ length: 31 }, () => "item") })).toEqual([
      errorMessage("Up to {max} items", { max: 30 }),
    ]);
    expect(refusals(addTaskSchema, { intent: "add", content: "Call", priority: "urgent" })).toEqual([
      errorMessage("Invalid input"),
    ]);
  });

  describe("only for the forms", () => {
    const port = process.env.PORT;
    afterEach(() => {
      if (port === undefined) delete process.env.PORT;
      else process.env.PORT = port;
      reloadEnv();
    });
    it("the settings still say what is wrong in Zod's English, for the operator", () => {
      process.env.PORT = "0";
      reloadEnv();
      expect(() => getEnv()).toThrow(/PORT: Too small: expected number to be >=1/);
    });
  });
});

describe("a message in words", () => {
  it("in English: the specification's text, its placeholders filled", () => {
    expect(errorText(en, errorMessage("Please choose at most {max} infants: two per adult", { max: 4 }))).toBe(
      "Please choose at most 4 infants: two per adult",
    );
    expect(errorText(en, errorMessage("Please keep this under {max} characters", { max: 100 }))).toBe(
      "Please keep this under 100 characters",
    );
    expect(errorText(en, errorMessage("Please choose between {min} and {max} adults", { min: 1, max: 10 }))).toBe(
      "Please choose between 1 and 10 adults",
    );
    expect(errorText(en, errorMessage("Invalid phone number"))).toBe("Invalid phone number");
  });

  it("in French: the catalogue's text with the same values, the same on the server and in the browser", () => {
    const message = errorMessage("Please choose at most {max} infants: two per adult", { max: 4 });
    expect(errorText(fr, message)).toBe("Veuillez choisir au plus 4 bébés\u00a0: deux par adulte");
    expect(errorText(frBrowser, message)).toBe(errorText(fr, message));
    const upload = errorMessage("“{file}” is {size}: files can be up to {max}.", {
      file: "plage.png",
      size: "12MB",
      max: "10MB",
    });
    expect(errorText(fr, upload)).toBe("« plage.png » fait 12MB\u00a0: les fichiers peuvent faire jusqu’à 10MB.");
    expect(
      errorText(fr, errorMessage("Too many requests from your connection. Please wait a little and try again.")),
    ).toBe("Trop de demandes depuis votre connexion. Veuillez patienter un peu et réessayer.");
  });

  it("says a date, given as an ISO day, in each language as the page writes dates", () => {
    const soon = errorMessage("Please choose {date} or later: we need 2 days to prepare your day", {
      date: "2026-03-12",
    });
    expect(errorText(en, soon)).toBe(
      `Please choose ${formatDate("2026-03-12")} or later: we need 2 days to prepare your day`,
    );
    expect(errorText(en, soon)).toContain("12 March 2026");
    expect(errorText(fr, soon)).toBe(
      `Veuillez choisir le ${formatDate("2026-03-12", fr)} ou une date ultérieure\u00a0: il nous faut 2 jours pour préparer votre journée`,
    );
    expect(errorText(fr, soon)).toContain("jeu. 12 mars 2026");
    expect(errorText(frBrowser, soon)).toBe(errorText(fr, soon));
    const until = errorText(fr, errorMessage("We take bookings up to {date}", { date: "2028-03-10" }));
    expect(until).toBe(`Nous prenons les réservations jusqu’au ${formatDate("2028-03-10", fr)}`);
  });

  it("leaves words that are no id as they are (an action's own, in French already)", () => {
    expect(errorText(fr, "Il ne reste que 2 places.")).toBe("Il ne reste que 2 places.");
    expect(errorText(en, "Only 2 seats left.")).toBe("Only 2 seats left.");
  });

  it("words a whole submission's errors in place, fields and form", () => {
    const submission = {
      status: "error",
      error: { "": [errorMessage("Not accepted")], name: [errorMessage("Please enter your name")], other: null },
    };
    expect(withErrorText(submission, fr)).toEqual({
      status: "error",
      error: { "": ["Non accepté"], name: ["Veuillez saisir votre nom"], other: null },
    });
  });
});
