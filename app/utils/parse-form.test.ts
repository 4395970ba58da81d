import { parseWithZod as conformParse } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { adminEmailSchema, bookingStatusSchema } from "~/schemas/admin";
import { addTaskSchema, postUpdateSchema, updateTaskSchema } from "~/schemas/admin-board";
import { loginSchema, newPasswordSchema, resendSchema } from "~/schemas/auth";
import { noticeSchema } from "~/schemas/banner";
import { bookingSchema } from "~/schemas/booking";
import { contactSchema } from "~/schemas/contact";
import { humanCheckField } from "~/schemas/fields";
import { packageEditSchema, packageFieldsSchema } from "~/schemas/package";
import { profileSchema } from "~/schemas/profile";
import { TOKEN_FIELD } from "~/utils/human-check";
import { parseWithZod } from "./parse-form";

// Our parseWithZod must answer exactly as @conform-to/zod's does (it is its code, built on zod/mini):
// same status, payload, errors, value and reply, for every form's schema.
type Entries = [string, string | File][];
const form = (entries: Entries) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
};
const answer = (submission: ReturnType<typeof parseWithZod>) => ({
  status: submission.status,
  payload: submission.payload,
  error: "error" in submission ? submission.error : undefined,
  value: submission.status === "success" ? submission.value : undefined,
  reply: submission.reply(),
});
const validate = (name: string) => ["__intent__", JSON.stringify({ type: "validate", payload: { name } })] as [string, string];

const window = { minDate: "2026-03-12", maxDate: "2028-03-10" };
const booking = bookingSchema(window);
const person: Entries = [
  ["name", "Priya"],
  ["surname", "Doolub"],
  ["email", "priya@example.mu"],
  ["phone", "+23057123456"],
];
const cases: [string, z.core.$ZodType, Entries[]][] = [
  [
    "booking",
    booking,
    [
      [],
      [...person, ["date", "2026-03-12"], ["adults", "2"], ["terms", "on"]],
      [...person, ["date", "2026-03-12"], ["adults", "2"], ["children", ""], ["infants", "3"], ["message", "  "], ["terms", "on"]],
      [["name", " "], ["surname", ""], ["email", "a@b"], ["phone", "+230 5712"], ["date", "2026-02-30"], ["adults", "1.5"], ["children", "x"], ["infants", "11"]],
      [...person, ["date", "2026-03-11"], ["adults", "0"], ["message", "x".repeat(2001)]],
      [...person, ["date", "2030-01-01"], ["adults", "10"], ["terms", "yes"]],
      [["email", "a@b"], validate("email")],
    ],
  ],
  [
    "booking in the browser",
    z.extend(booking, { [TOKEN_FIELD]: humanCheckField }),
    [[...person, ["date", "2026-03-12"], ["adults", "2"], ["terms", "on"]], [...person, [TOKEN_FIELD, "token"]]],
  ],
  [
    "contact",
    contactSchema,
    [
      [],
      [["name", "Marc"], ["email", "marc@example.mu"], ["phone", ""], ["message", "Hello"]],
      [["name", "Marc"], ["email", "marc@example"], ["phone", "+230 5712 3456"], ["message", " "]],
      [["name", "x".repeat(101)], ["email", " marc@example.mu "], ["phone", " +23057123456 "], ["message", "Hi"]],
    ],
  ],
  [
    "login",
    z.intersection(loginSchema, z.object({ [TOKEN_FIELD]: humanCheckField })),
    [
      [],
      [["intent", "login"], ["email", "a@b.co"], ["password", "secret"], ["terms", "on"], [TOKEN_FIELD, "t"]],
      [["intent", "signup"], ["email", "a@b.co"], ["password", "password"], [TOKEN_FIELD, ""]],
      [["intent", "forgot"], ["email", ""], ["password", ""]],
      [["intent", "nothing"]],
    ],
  ],
  ["login on the server", loginSchema, [[["intent", "signup"], ["email", "a@b.co"], ["password", "a much better passphrase"], ["terms", "on"], ["redirectTo", "/x"]]]],
  [
    "new password",
    newPasswordSchema,
    [[["password", "short"], ["confirm", ""], ["token", "t"]], [["password", "a much better passphrase"], ["confirm", "another one"], ["token", "t"]], []],
  ],
  ["resend", resendSchema, [[], [["email", "x@y.zz"]]]],
  [
    "profile",
    profileSchema,
    [
      [["name", "Priya"], ["phone", ""], ["picture", new File([], "")]],
      [["name", ""], ["phone", "123"], ["picture", new File(["GIF89a"], "a.txt", { type: "text/plain" })]],
      [["name", "Priya"], ["picture", new File(["x"], "p.png", { type: "image/png" })]],
    ],
  ],
  [
    "package",
    packageEditSchema,
    [
      [["title", ""]],
      [["title", "Day"], ["highlights[0]", "One"], ["highlights[1]", ""], ["highlights[2]", " Two "], ["existingImages[0].id", "3"], ["existingImages[0].position", ""], ["existingImages[0].remove", "on"]],
      [["title", "Day"], ["important", "Only one"], ["shortDescription", "x".repeat(401)], ["existingImages[0].id", "x"]],
    ],
  ],
  ["package fields", packageFieldsSchema, [[["title", " A "], ["longDescription", ""]]]],
  ["notice", noticeSchema, [[], [["title", "T"], ["message", "M"], ["link", "http://x"], ["action", ""]], [["title", "T"], ["message", "M"], ["link", "/contact"]]]],
  [
    "admin e-mail",
    adminEmailSchema,
    [[["intent", "email"], ["email", "a@b.co"], ["subject", "S"], ["message", "a\r\nb"]], [["intent", "email"]], [["intent", "other"]]],
  ],
  ["booking status", bookingStatusSchema, [[["intent", "save"], ["status", ""], ["comment", ""]], [["intent", "save"], ["status", "Paid"], ["comment", "ok"]]]],
  ["task", addTaskSchema, [[["intent", "add"], ["content", "Do"], ["priority", ""]], [["intent", "add"], ["content", ""], ["priority", "urgent"]]]],
  ["task update", updateTaskSchema, [[["intent", "update"], ["id", "4"], ["status", "working"]], [["intent", "update"], ["id", "-1"], ["priority", "none"]]]],
  ["update", postUpdateSchema, [[["content", ""]], [["content", "News"]]]],
];

describe("parseWithZod answers as @conform-to/zod's", () => {
  for (const [name, schema, inputs] of cases) {
    it.each(inputs.map((entries, i) => [i + 1, entries] as const))(`${name} #%d`, (_, entries) => {
      const ours = answer(parseWithZod(form(entries), { schema }));
      const theirs = answer(conformParse(form(entries), { schema }) as ReturnType<typeof parseWithZod>);
      expect(ours).toEqual(theirs);
    });
  }

  it("keeps the messages of the booking form", () => {
    const result = parseWithZod(form([["email", "a@b"], ["adults", "11"]]), { schema: booking });
    expect(result.status === "error" && result.error).toMatchObject({
      name: ["Please enter your first name"],
      email: ["Invalid email address"],
      adults: ["Please choose between 1 and 10 adults"],
      terms: ["Please accept the terms and agreement."],
    });
  });
});
