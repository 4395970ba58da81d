import { axeViolations } from "./axe";
import crypto from "node:crypto";
import { expect, test, type Page } from "./admin-support";
import { setPackageStatus } from "~/models/package.server";
import { listScheduleRules } from "~/models/schedule.server";
import type { RuleInput } from "~/models/schedule.server";
import { createTestPackage } from "./app-db";
import { fieldError } from "./support";
const STAFF = { id: null, email: "staff@example.mu" };

// The Schedule section of the package form: weekly departure rules added, changed and removed by staff, with
// and without JavaScript. Each test makes a package of its own (no seeded package's schedule changes), and
// takes it off the site at the end.
const made: string[] = [];
test.afterAll(() => {
  for (const id of made.splice(0)) setPackageStatus(id, "deleted", STAFF);
});

function ownPackage(tag: string, javaScriptEnabled: boolean, rules: RuleInput[] = []) {
  const id = createTestPackage(
    `${tag} ${javaScriptEnabled ? "js" : "no-js"} ${crypto.randomBytes(3).toString("hex")}`,
    { rules },
  );
  made.push(id);
  return id;
}

const rule = (page: Page, n: number) => page.getByRole("group", { name: `Departure rule ${n}`, exact: true });
const WEEKDAY = "Please choose at least one weekday";
const START_TIMES = "Please enter one or more start times as HH:MM, e.g. 08:30, 13:30";

async function expectAxeClean(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** A package of the test's own, its form opened (by the signed-in admin); returns its id. */
async function editOwnPackage(page: Page, tag: string, javaScriptEnabled: boolean, rules: RuleInput[] = []) {
  const id = ownPackage(tag, javaScriptEnabled, rules);
  await page.goto(`/edit/${id}`);
  return id;
}

async function save(page: Page) {
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Package updated successfully!")).toBeVisible();
}

test.describe("the schedule on the package form", () => {
  test("an admin adds a weekly rule; it is there on reopening the form, and /book offers its departures with '12 seats left'", async ({
    adminPage: page,
    javaScriptEnabled,
  }) => {
    const id = await editOwnPackage(page, "Weekly hike", javaScriptEnabled);
    const schedule = page.getByRole("region", { name: "Schedule" });
    await expect(schedule).toContainText(
      "With no rule and no one-off departure, the package has no schedule and books as before",
    );
    await expect(schedule).toContainText("No departure rule yet.");
    await expect(
      schedule.getByRole("link", {
        name: "Departures by month: close a date, change its seats, add a one-off departure",
      }),
    ).toHaveAttribute("href", `/admin/departures/${id}`);

    await schedule.getByRole("button", { name: "Add a departure rule" }).click();
    const first = rule(page, 1);
    for (const day of ["Tuesday", "Thursday", "Saturday"]) await first.getByLabel(day).check();
    await first.getByLabel("Start times").fill("08:00");
    await first.getByLabel("Seats per departure").fill("12");
    await save(page);
    expect(listScheduleRules(id).map(({ id: _id, ...r }) => r)).toEqual([
      { weekdays: [2, 4, 6], startTimes: ["08:00"], seats: 12, validFrom: null, validTo: null },
    ]);

    await page.goto(`/edit/${id}`);
    for (const day of ["Tuesday", "Thursday", "Saturday"]) await expect(first.getByLabel(day)).toBeChecked();
    for (const day of ["Monday", "Wednesday", "Friday", "Sunday"])
      await expect(first.getByLabel(day)).not.toBeChecked();
    await expect(first.getByLabel("Start times")).toHaveValue("08:00");
    await expect(first.getByLabel("Seats per departure")).toHaveValue("12");
    await expect(rule(page, 2)).toHaveCount(0);
    if (javaScriptEnabled) {
      // The form with a rule, wide and at 360 px: axe finds nothing.
      await expectAxeClean(page);
      await page.setViewportSize({ width: 360, height: 800 });
      await expectAxeClean(page);
    }

    await page.goto(`/book/${id}`);
    const offered = page.getByRole("button", { name: /, 08:00: / });
    await expect(offered.first()).toBeVisible();
    const names = await offered.allTextContents();
    expect(names.length).toBeGreaterThan(1);
    for (const name of names) expect(name).toMatch(/^(Tue|Thu|Sat) .*, 08:00: 12 seats left$/);
  });

  test("a second rule is added and the first removed with the buttons, keeping what was typed; saving keeps the second only", async ({
    adminPage: page,
    javaScriptEnabled,
  }) => {
    const id = await editOwnPackage(page, "Two rules", javaScriptEnabled, [
      { weekdays: [1], startTimes: ["09:00"], seats: 8, validFrom: null, validTo: null },
    ]);
    await expect(rule(page, 1).getByLabel("Monday")).toBeChecked();
    await expect(rule(page, 1).getByLabel("Start times")).toHaveValue("09:00");

    await page.getByRole("button", { name: "Add a departure rule" }).click();
    const second = rule(page, 2);
    await second.getByLabel("Sunday").check();
    await second.getByLabel("Start times").fill("14:00, 10:30");
    await second.getByLabel("Seats per departure").fill("20");
    await second.getByLabel("Valid from").fill("2030-01-01");
    await second.getByLabel("Valid to").fill("2030-06-30");
    await page.getByLabel("Meeting point").fill("Le Morne car park");

    await page.getByRole("button", { name: "Remove departure rule 1" }).click();
    await expect(rule(page, 2)).toHaveCount(0);
    const left = rule(page, 1);
    await expect(left.getByLabel("Sunday")).toBeChecked();
    await expect(left.getByLabel("Monday")).not.toBeChecked();
    await expect(left.getByLabel("Start times")).toHaveValue("14:00, 10:30");
    await expect(left.getByLabel("Seats per departure")).toHaveValue("20");
    await expect(left.getByLabel("Valid to")).toHaveValue("2030-06-30");
    await expect(page.getByLabel("Meeting point")).toHaveValue("Le Morne car park");
    // Nothing is saved until the form is.
    expect(listScheduleRules(id)).toHaveLength(1);
    expect(listScheduleRules(id)[0]).toMatchObject({ weekdays: [1] });

    await save(page);
    expect(listScheduleRules(id).map(({ id: _id, ...r }) => r)).toEqual([
      { weekdays: [7], startTimes: ["10:30", "14:00"], seats: 20, validFrom: "2030-01-01", validTo: "2030-06-30" },
    ]);
    await page.goto(`/edit/${id}`);
    await expect(rule(page, 1).getByLabel("Start times")).toHaveValue("10:30, 14:00");

    // Removing the last rule and saving leaves the package without a schedule.
    await page.getByRole("button", { name: "Remove departure rule 1" }).click();
    await expect(page.getByText("No departure rule yet.")).toBeVisible();
    await save(page);
    expect(listScheduleRules(id)).toEqual([]);
  });

  test("a rule without a weekday and with a start time '25:00' is refused with the messages, keeping what was typed", async ({
    adminPage: page,
    javaScriptEnabled,
  }) => {
    const id = await editOwnPackage(page, "Refused rule", javaScriptEnabled);
    await page.getByRole("button", { name: "Add a departure rule" }).click();
    const first = rule(page, 1);
    await first.getByLabel("Start times").fill("25:00");
    await first.getByLabel("Seats per departure").fill("12");
    await first.getByLabel("Valid from").fill("2030-03-01");
    await page.getByRole("button", { name: "Save changes" }).click();

    await expect(fieldError(first, WEEKDAY)).toBeVisible();
    await expect(fieldError(first, START_TIMES)).toBeVisible();
    await expect(first.getByLabel("Start times")).toHaveValue("25:00");
    await expect(first.getByLabel("Start times")).toHaveAttribute("aria-invalid", "true");
    await expect(first.getByLabel("Seats per departure")).toHaveValue("12");
    await expect(first.getByLabel("Valid from")).toHaveValue("2030-03-01");
    expect(listScheduleRules(id)).toEqual([]);

    // The error summary links to each field: the weekdays' link to the first box.
    const summary = page.getByRole("group", { name: "There is a problem" });
    const weekdayLink = summary.getByRole("link", { name: WEEKDAY });
    await expect(weekdayLink).toHaveAttribute("href", "#package-form-rules%5B0%5D.weekdays");
    await expect(summary.getByRole("link", { name: START_TIMES })).toHaveAttribute(
      "href",
      "#package-form-rules%5B0%5D.startTimes",
    );
    await expect(page.locator('[id="package-form-rules[0].weekdays"]')).toHaveAccessibleName("Monday");
    await expect(page.locator('[id="package-form-rules[0].startTimes"]')).toHaveAccessibleName("Start times");
    if (javaScriptEnabled) {
      await weekdayLink.click();
      await expect(first.getByLabel("Monday")).toBeFocused();
      await expectAxeClean(page);
    } else {
      // Without JavaScript the browser follows the link (its fragment percent-encoded) to the box.
      await weekdayLink.click();
      await expect(page.locator(":target")).toHaveAccessibleName("Monday");
    }

    await first.getByLabel("Wednesday").check();
    await first.getByLabel("Start times").fill("13:30, 8:30");
    await save(page);
    expect(listScheduleRules(id).map(({ id: _id, ...r }) => r)).toEqual([
      { weekdays: [3], startTimes: ["08:30", "13:30"], seats: 12, validFrom: "2030-03-01", validTo: null },
    ]);
  });
});
