import { axeViolations } from "./axe";
import { expect, test, type Page } from "./admin-support";
import { insertBooking } from "./bookings-db";
import { createAccount, fieldError, logIn, openSiteDb } from "./support";

// axe needs JavaScript in the page, so these run in the JavaScript project only.
const pages = [
  "/",
  "/book/blue-bay-glass-bottom-snorkel",
  "/info/ile-aux-cerfs-catamaran",
  "/contact",
  "/contact/sent",
  "/aboutus",
  "/info/missing",
  // The same pages in French.
  "/fr",
  "/fr/book/blue-bay-glass-bottom-snorkel",
  "/fr/info/ile-aux-cerfs-catamaran",
  "/fr/contact",
  "/fr/aboutus",
  "/fr/Login",
];

for (const path of pages) {
  test(`axe finds no WCAG 2.2 AA violations on ${path} @js-only`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    if (path === "/") await page.locator("#packages details summary").first().click();
    await expectNoViolations(page);
  });
}

async function expectNoViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/**
 * Opens the page at a phone's width and checks it, then at a laptop's. The site's HTML and scripts do not depend on
 * the width (only its CSS does), so the laptop's check is the same page resized: one load instead of two.
 */
async function expectNoViolationsAtBothWidths(page: Page, path: string, prepare?: () => Promise<void>) {
  await page.setViewportSize({ width: 360, height: 900 });
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await prepare?.();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `at ${width} px`).toEqual([]);
  }
}

// The client's pages, as a logged-in client with bookings in every status sees them.
const clientPages = [
  "/userprofile?view=home",
  "/userprofile?view=bookings",
  "/userprofile?view=profile",
  "/user/booking/{pending}",
  "/user/booking/{pending}?cancel=1",
  "/user/booking/{cancelled}?cancel=1",
  "/notifications",
  "/notifications?show=dismissed",
  "/user/booking/{cancelled}",
  "/user/booking/NOPE-NOPE-NOPE",
  "/fr/userprofile?view=bookings",
  "/fr/user/booking/{pending}?cancel=1",
  // The Confirmed booking ahead keeps the account: the step says why, with no form.
  "/userprofile/delete",
  "/fr/userprofile/delete",
];
for (const template of clientPages) {
  test(`axe finds no WCAG 2.2 AA violations on ${template} at 360 and 1280 px, logged in @js-only`, async ({
    page,
  }) => {
    const client = await createAccount({ name: "Amelia Ramdin" });
    const pending = insertBooking(client.id, { time: "2026-01-02T08:00:00.000Z" });
    const cancelled = insertBooking(client.id, { status: "Cancelled", time: "2026-01-01T08:00:00.000Z" });
    insertBooking(client.id, { status: "Confirmed", time: "2026-01-03T08:00:00.000Z" });
    await logIn(page, client, true);
    await expectNoViolationsAtBothWidths(
      page,
      template.replace("{pending}", pending.reference).replace("{cancelled}", cancelled.reference),
    );
  });
}

test("Edit Profile errors are announced and tied to their fields @js-only", async ({ page }) => {
  await logIn(page, await createAccount(), true);
  await page.goto("/userprofile?view=profile");
  await page.getByLabel("Phone (optional)").fill("+230 5712");
  await page.getByRole("button", { name: "Save changes" }).click();
  for (const [label, message] of [
    ["Name", "Please enter your name"],
    ["Phone (optional)", "Invalid phone number"],
  ]) {
    const field = page.getByLabel(label);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    const describedBy = (await field.getAttribute("aria-describedby"))!.split(" ");
    await expect(page.locator(`[id="${describedBy[describedBy.length - 1]}"]`)).toHaveText(message);
  }
  await expectNoViolations(page);
});

test("the delete-account step, its form and a wrong password's message, has no violations @js-only", async ({
  page,
}) => {
  const client = await createAccount({ name: "Amelia Ramdin" });
  insertBooking(client.id);
  await logIn(page, client, true);
  await page.goto("/userprofile/delete");
  await expectNoViolations(page);
  await page.getByLabel("Your password").fill("not-my-password");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(fieldError(page, "This is not your password. Please try again.")).toBeVisible();
  await expectNoViolations(page);
});

test("contact form errors are announced and tied to their fields @js-only", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  const email = page.getByLabel("Email");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  const describedBy = await email.getAttribute("aria-describedby");
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText("Please enter your email address");
  await expectNoViolations(page);
});

test("every control is reachable with the keyboard and shows its focus @js-only", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Enter");
  // Tab through to the first package card and open it with the keyboard.
  const summary = page.locator("#packages details summary").first();
  for (let i = 0; i < 15 && !(await summary.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press("Tab");
  await expect(summary).toBeFocused();
  const outline = await summary.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe("none");
  await page.keyboard.press("Enter");
  await expect(page.locator("#packages details").first()).toHaveAttribute("open", "");
});

test.describe("back office package pages @js-only", () => {
  const deletedPackage = () => {
    const id = `a11y-deleted-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
    const db = openSiteDb();
    db.prepare("insert into packages (id, title, status, highlights) values (?, ?, 'deleted', ?)").run(
      id,
      "A deleted day out",
      JSON.stringify(["One"]),
    );
    db.close();
    return id;
  };

  for (const path of [
    "/admin/add",
    "/admin/packages",
    "/admin/packages/active",
    "/edit/ile-aux-cerfs-catamaran",
    "/edit/{deleted}",
    "/edit/{deleted}?step=remove",
  ]) {
    test(`axe finds no violations on ${path}`, async ({ adminPage: page }) => {
      await page.goto(path.replace("{deleted}", deletedPackage()));
      await page.waitForLoadState("networkidle");
      await expectNoViolations(page);
    });
  }

  test("axe finds no violations on the add page with its messages: a missing title, then a refused image", async ({
    adminPage: page,
  }) => {
    await page.goto("/admin/add");
    await page.getByRole("button", { name: "Add package" }).click();
    await expect(fieldError(page, "Title is required")).toBeVisible();
    await expectNoViolations(page);
    await page.getByLabel("Title").fill("Accessible day");
    await page
      .getByLabel("Choose images")
      .setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not an image") });
    await page.getByRole("button", { name: "Add package" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "was refused" })).toBeVisible();
    await expectNoViolations(page);
  });
});

// The back office's Home (its Backups section too), Task Manager, Updates, Outbox, Audit log, Guest data, Guides and
// vehicles and the run sheet, with content in them, as an admin sees them.
const adminPages = [
  "/admin/home",
  "/admin/tasks",
  "/admin/updates",
  "/admin/outbox",
  "/admin/outbox?status=failed",
  "/admin/pickups",
  "/admin/bookings/new?package=ile-aux-cerfs-catamaran",
  "/admin/crew",
  "/admin/run-sheet",
  "/admin/audit",
  "/admin/audit?action=package&from=2030-01-02&to=2030-01-01",
  // The address of the outbox's e-mail below: something held, then the step before the erasure.
  "/admin/guest-data?email=axe@example.mu",
  "/admin/guest-data?email=axe@example.mu&erase=1",
];
for (const path of adminPages) {
  test(`axe finds no WCAG 2.2 AA violations on ${path} at 360 and 1280 px, as an admin @js-only`, async ({
    adminPage: page,
  }) => {
    const db = openSiteDb();
    db.prepare(
      "insert into tasks (content, status, priority, added_by, undertaken_by) values (?, 'working', 'high', 'a@example.mu', 'b@example.mu')",
    ).run("Check the axe task");
    db.prepare("insert into admin_updates (time, content) values (?, ?)").run(
      new Date().toISOString(),
      "An update for axe",
    );
    db.prepare("insert into guides (name, phone) values ('Axe guide', '+2305712000')").run();
    db.prepare("insert into vehicles (name, kind, seats) values ('Axe boat', 'boat', 40)").run();
    db.prepare(
      "insert into audit_log (time, actor_email, action, target_kind, target_id, target_label, changes) values (?, 'axe@example.mu', 'package.update', 'package', 'ile-aux-cerfs-catamaran', 'Axe package', ?)",
    ).run(
      new Date().toISOString(),
      JSON.stringify({ title: ["Before", "Axe package"], highlights: [[], ["Snorkelling"]] }),
    );
    db.prepare(
      "insert into outbox (recipient, subject, plain_text_message, html_message, status, attempts, error) values (?, ?, ?, ?, 'failed', 1, ?)",
    ).run(
      "axe@example.mu",
      "A failed e-mail for axe",
      "Hello,\nplain text.",
      "<p>Hello</p>",
      "Server error: Internal Server Error",
    );
    db.close();
    await expectNoViolationsAtBothWidths(page, path, async () => {
      // The outbox's e-mail opened, where there is one.
      const message = page.locator("details summary", { hasText: "Read the message" }).first();
      if (await message.count()) await message.click();
    });
  });
}
