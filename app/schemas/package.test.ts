import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { $ZodType } from "zod/v4/core";
import { errorMessage } from "~/utils/error-message";
import { STALE_FORM_MESSAGE } from "./fields";
import {
  CONFIRM_REMOVAL,
  DATE_MESSAGE,
  DEPOSIT_PER_PERSON_MESSAGE,
  DEPOSIT_PERCENT_MESSAGE,
  factsOf,
  editPageSchema,
  MAX_RULES,
  packageAddSchema,
  packageEditSchema,
  packageFieldsSchema,
  parseStartTimes,
  rulesOf,
  SEATS_MESSAGE,
  START_TIMES_MESSAGE,
  TOO_MANY_START_TIMES,
  VALID_TO_MESSAGE,
  WEEKDAY_REQUIRED,
} from "./package";

/** The package form as a browser posts it: a title, the schedule section's marker, then the given fields. */
function post(fields: [string, string][], { shown = true } = {}) {
  const formData = new FormData();
  formData.append("title", "Hike");
  if (shown) formData.append("scheduleShown", "yes");
  for (const [name, value] of fields) formData.append(name, value);
  return parseWithZod(formData, { schema: packageFieldsSchema });
}

/** One rule's fields, as the form names them. */
const rule = (
  i: number,
  r: { weekdays?: string[]; startTimes?: string; seats?: string; validFrom?: string; validTo?: string },
): [string, string][] => [
  ...(r.weekdays ?? []).map((d): [string, string] => [`rules[${i}].weekdays`, d]),
  [`rules[${i}].startTimes`, r.startTimes ?? ""],
  [`rules[${i}].seats`, r.seats ?? ""],
  [`rules[${i}].validFrom`, r.validFrom ?? ""],
  [`rules[${i}].validTo`, r.validTo ?? ""],
];

const errorsOf = (submission: ReturnType<typeof post>) => (submission.status === "error" ? submission.error : null);

describe("start times", () => {
  it.each([
    ["08:30", ["08:30"]],
    ["13:30, 08:30", ["08:30", "13:30"]],
    ["08:30,08:30 13:30", ["08:30", "13:30"]],
    [" 8:05 ", ["08:05"]],
    ["00:00, 23:59", ["00:00", "23:59"]],
  ])("%j is %j", (text, times) => expect(parseStartTimes(text)).toEqual(times));

  it.each(["", " , ", "25:00", "08:60", "8h30", "08:30; 13:30", "0830", "08:30, noon"])(
    "%j is not a list of start times",
    (text) => expect(parseStartTimes(text)).toBeNull(),
  );
});

describe("the package form's weekly rules", () => {
  it("parse into the model's rules: weekdays as ISO numbers, times sorted without repeats, empty dates null", () => {
    const submission = post([
      ...rule(0, { weekdays: ["6", "2", "4"], startTimes: "08:00", seats: "12" }),
      ...rule(1, {
        weekdays: ["7"],
        startTimes: "13:30, 08:30, 13:30",
        seats: "500",
        validFrom: "2026-12-01",
        validTo: "2026-12-01",
      }),
    ]);
    expect(errorsOf(submission)).toBeNull();
    if (submission.status !== "success") throw new Error("refused");
    expect(rulesOf(submission.value)).toEqual([
      { weekdays: [2, 4, 6], startTimes: ["08:00"], seats: 12, validFrom: null, validTo: null },
      { weekdays: [7], startTimes: ["08:30", "13:30"], seats: 500, validFrom: "2026-12-01", validTo: "2026-12-01" },
    ]);
  });

  it("no rule sent by the section removes the rules; a post without the section leaves them alone", () => {
    const shown = post([]);
    const other = post([], { shown: false });
    if (shown.status !== "success" || other.status !== "success") throw new Error("refused");
    expect(rulesOf(shown.value)).toEqual([]);
    expect(rulesOf(other.value)).toBeUndefined();
  });

  it("refuses a rule without a weekday or a start time, and a start time that is not HH:MM", () => {
    expect(errorsOf(post(rule(0, { startTimes: "08:00", seats: "12" })))).toEqual({
      "rules[0].weekdays": [WEEKDAY_REQUIRED],
    });
    expect(errorsOf(post(rule(0, { weekdays: ["1"], seats: "12" })))).toEqual({
      "rules[0].startTimes": [START_TIMES_MESSAGE],
    });
    expect(errorsOf(post(rule(0, { weekdays: ["1"], startTimes: "25:00", seats: "12" })))).toEqual({
      "rules[0].startTimes": [START_TIMES_MESSAGE],
    });
    expect(
      errorsOf(
        post(rule(0, { weekdays: ["1"], startTimes: "08:00, 9:00, 10:00, 11:00, 12:00, 13:00, 14:00", seats: "12" })),
      ),
    ).toEqual({
      "rules[0].startTimes": [TOO_MANY_START_TIMES],
    });
    expect(errorsOf(post(rule(0, { weekdays: ["8"], startTimes: "08:00", seats: "12" })))).toEqual({
      "rules[0].weekdays[0]": [WEEKDAY_REQUIRED],
    });
  });

  it.each(["", "0", "501", "2.5", "many"])("refuses %j seats per departure", (seats) => {
    expect(errorsOf(post(rule(0, { weekdays: ["1"], startTimes: "08:00", seats })))).toEqual({
      "rules[0].seats": [SEATS_MESSAGE],
    });
  });

  it("refuses a date that is not one, and a last date before the first", () => {
    expect(
      errorsOf(post(rule(0, { weekdays: ["1"], startTimes: "08:00", seats: "1", validFrom: "2026-02-30" }))),
    ).toEqual({
      "rules[0].validFrom": [DATE_MESSAGE],
    });
    expect(
      errorsOf(
        post(
          rule(0, { weekdays: ["1"], startTimes: "08:00", seats: "1", validFrom: "2026-12-02", validTo: "2026-12-01" }),
        ),
      ),
    ).toEqual({
      "rules[0].validTo": [VALID_TO_MESSAGE],
    });
  });

  it("gives its limits as values of the messages' ids", () => {
    expect(TOO_MANY_START_TIMES).toBe(errorMessage("Please enter at most {max} start times", { max: 6 }));
    expect(SEATS_MESSAGE).toBe(errorMessage("Please enter the seats per departure, from 1 to {max}", { max: 500 }));
    expect(
      errorsOf(
        post(
          Array.from({ length: MAX_RULES + 1 }, (_, i) =>
            rule(i, { weekdays: ["1"], startTimes: "08:00", seats: "1" }),
          ).flat(),
        ),
      ),
    ).toEqual({
      rules: [errorMessage("Up to {max} departure rules", { max: MAX_RULES })],
    });
  });

  it(`takes up to ${MAX_RULES} rules`, () => {
    const rules = (n: number) =>
      Array.from({ length: n }, (_, i) => rule(i, { weekdays: ["1"], startTimes: "08:00", seats: "1" })).flat();
    expect(errorsOf(post(rules(MAX_RULES)))).toBeNull();
    expect(Object.keys(errorsOf(post(rules(MAX_RULES + 1))) ?? {})).toEqual(["rules"]);
  });
});

describe("the package pages' other fields", () => {
  const parse = <Schema extends $ZodType>(schema: Schema, fields: [string, string | File][]) => {
    const formData = new FormData();
    for (const [name, value] of fields) formData.append(name, value);
    return parseWithZod(formData, { schema });
  };
  const png = (name: string, bytes = 3) => new File([new Uint8Array(bytes)], name, { type: "image/png" });

  it("takes the images chosen in their order, an empty picker as none and an empty file as no image", () => {
    const sent = parse(packageAddSchema, [
      ["title", "Hike"],
      ["images", png("b.png")],
      ["images", png("empty.png", 0)],
      ["images", png("a.png")],
    ]);
    expect(sent.status === "success" && sent.value.images.map((file) => file.name)).toEqual(["b.png", "a.png"]);
    const none = parse(packageAddSchema, [
      ["title", "Hike"],
      ["images", new File([], "")],
    ]);
    expect(none.status === "success" && none.value.images).toEqual([]);
    const words = parse(packageAddSchema, [
      ["title", "Hike"],
      ["images", "not a file"],
    ]);
    expect(words.status).toBe("error");
  });

  it("takes the id a new package's page chose, and no id for anything else (the action makes one)", () => {
    const id = (packageId: string) => {
      const sent = parse(packageAddSchema, [
        ["title", "Hike"],
        ["packageId", packageId],
      ]);
      if (sent.status !== "success") throw new Error("refused");
      return sent.value.packageId;
    };
    expect(id("Ab3_-x9Zk2Lm")).toBe("Ab3_-x9Zk2Lm");
    for (const other of ["", "short", "../../etc/pa", "Ab3_-x9Zk2Lm0", "<script>ab1"])
      expect(id(other), other).toBeUndefined();
  });

  it("reads the edit page's buttons as the intent, and removing for good as a form of its own that asks for its box", () => {
    const save = parse(editPageSchema, [
      ["intent", "archive"],
      ["title", "Hike"],
    ]);
    expect(save.status === "success" && save.value.intent).toBe("archive");
    const remove = parse(editPageSchema, [
      ["intent", "remove-permanently"],
      ["confirm", "yes"],
    ]);
    expect(remove.status === "success" && remove.value).toEqual({ intent: "remove-permanently", confirm: "yes" });
    const unticked = parse(editPageSchema, [["intent", "remove-permanently"]]);
    expect(unticked.status === "error" && unticked.error).toEqual({ confirm: [CONFIRM_REMOVAL] });
    for (const intent of ["", "publish"]) {
      const stale = parse(editPageSchema, [
        ["intent", intent],
        ["title", "Hike"],
      ]);
      expect(stale.status === "error" && stale.error, intent).toEqual({ intent: [STALE_FORM_MESSAGE] });
    }
  });
});

describe("the package's deposit", () => {
  const deposit = (kind: string, value: string, schema: $ZodType = packageFieldsSchema) => {
    const formData = new FormData();
    formData.append("title", "Hike");
    formData.append("depositKind", kind);
    formData.append("depositValue", value);
    formData.append("intent", "save");
    return parseWithZod(formData, { schema });
  };
  const factsSent = (submission: ReturnType<typeof deposit>) =>
    submission.status === "success" ? factsOf(submission.value as Parameters<typeof factsOf>[0]) : submission.error;

  it("is saved as a kind with its value, No deposit without one", () => {
    expect(factsSent(deposit("percent", "30"))).toMatchObject({ depositKind: "percent", depositValue: 30 });
    expect(factsSent(deposit("per-person", "500"))).toMatchObject({ depositKind: "per-person", depositValue: 500 });
    expect(factsSent(deposit("none", ""))).toMatchObject({ depositKind: "none", depositValue: 0 });
  });

  it("a post without the fieldset leaves the package's deposit alone", () => {
    const sent = post([]);
    if (sent.status !== "success") throw new Error("refused");
    expect(factsOf(sent.value)).not.toHaveProperty("depositKind");
  });

  it.each([
    ["percent", "", DEPOSIT_PERCENT_MESSAGE],
    ["percent", "0", DEPOSIT_PERCENT_MESSAGE],
    ["percent", "101", DEPOSIT_PERCENT_MESSAGE],
    ["per-person", "", DEPOSIT_PER_PERSON_MESSAGE],
    ["per-person", "0", DEPOSIT_PER_PERSON_MESSAGE],
  ])("refuses %s with %j, on the value's field", (kind, value, message) => {
    expect(factsSent(deposit(kind, value))).toEqual({ depositValue: [message] });
  });

  it("refuses an unknown kind and a value that is no whole number, on the edit page's form too", () => {
    expect(factsSent(deposit("half", "30"))).toEqual({ depositKind: [STALE_FORM_MESSAGE] });
    expect(factsSent(deposit("percent", "12.5"))).toEqual({
      depositValue: [errorMessage("Please enter the deposit value as a whole number, or leave it empty")],
    });
    for (const schema of [packageEditSchema, editPageSchema]) {
      const edit = deposit("percent", "150", schema);
      expect(edit.status === "error" && edit.error).toEqual({ depositValue: [DEPOSIT_PERCENT_MESSAGE] });
    }
  });
});
