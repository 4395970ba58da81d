import crypto from "node:crypto";
import { expect, test, type Locator, type Page } from "./fixtures";
import {
  createAccount,
  expectValues,
  fillByLabel,
  insertBooking,
  logIn,
  openSiteDb,
  uniqueEmail,
  waitLikeAPerson,
} from "./support";

// A refused form, with JavaScript or without: an error summary at the top of the form ("There is a
// problem") lists the form's messages and links each field in error; the page opens at it (it has the
// focus, so it is on screen, even on a phone where the form is far down the page); what was typed stays.

const PACKAGE = "ile-aux-cerfs-catamaran";

/** The summary of the form, checked: on screen, focused, each link leading to its field, each field in error linked. */
async function expectSummary(page: Page, id: string, messages: string[]) {
  const summary = page.locator(`[id="${id}"]`);
  await expect(summary).toBeVisible();
  await expect(summary.getByRole("heading", { name: "There is a problem" })).toBeVisible();
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  for (const message of messages) await expect(summary.getByText(message, { exact: true })).toBeVisible();

  const links = await summary
    .getByRole("link")
    .evaluateAll((as) => as.map((a) => ({ href: a.getAttribute("href") ?? "", text: a.textContent ?? "" })));
  for (const link of links) {
    expect(link.href, link.text).toMatch(/^#./);
    const target = page.locator(`[id="${link.href.slice(1)}"]`);
    await expect(target, link.href).toHaveCount(1);
    // A field: marked invalid, and its own message is the link's text.
    if (await target.evaluate((el) => ["INPUT", "SELECT", "TEXTAREA"].includes(el.tagName))) {
      await expect(target, link.href).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator(`[id="${link.href.slice(1)}-error"]`), link.href).toHaveText(link.text);
    }
  }
  // Every field marked invalid in this form is in the summary.
  const invalid = await summary
    .locator("xpath=ancestor::form[1]")
    .locator('[aria-invalid="true"]')
    .evaluateAll((els) => els.map((el) => `#${el.id}`));
  expect(invalid.length).toBeGreaterThan(0);
  for (const href of invalid) expect(links.map((l) => l.href)).toContain(href);
  return summary;
}

/** The summary's link to a field takes the reader to it (with JavaScript, into it). */
async function followLink(page: Page, summary: Locator, message: string, field: Locator, javaScriptEnabled: boolean) {
  await summary.getByRole("link", { name: message }).click();
  await expect(field).toBeInViewport();
  if (javaScriptEnabled) await expect(field).toBeFocused();
}

test.describe("a refused form shows an error summary at its top and opens there", () => {
  test("booking, on a 360 px phone: the summary is on screen, focused, and links to each field @mobile", async ({
    page,
    javaScriptEnabled,
  }) => {
    const typed = [
      ["First name", "Priya"],
      ["Email", "priya@example"],
      ["Phone", "123"],
      ["Message (optional)", "Hotel pick-up in Flic en Flac, please."],
    ] as const;
    await page.goto(`/book/${PACKAGE}`);
    await fillByLabel(page, typed);
    await page.getByRole("button", { name: "Send booking request" }).click();

    const summary = await expectSummary(page, "booking-form-alert", [
      "Please enter your last name",
      "Invalid email address",
      "Invalid phone number",
      "Please accept the terms and agreement.",
    ]);
    if (javaScriptEnabled)
      await expect(summary.getByRole("link", { name: "Please complete the reCAPTCHA." })).toBeVisible();
    // What was typed stays.
    await expectValues(page, typed);
    await followLink(page, summary, "Invalid phone number", page.getByLabel("Phone"), javaScriptEnabled);
  });

  test.describe("without JavaScript, on a 360 px phone @mobile", () => {
    test.use({ javaScriptEnabled: false });
    test("booking: the answer opens at the summary, not at the package panel", async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== "mobile", "the phone's width is the mobile project's");
      await page.goto(`/book/${PACKAGE}`);
      await page.getByLabel("Email").fill("priya@example");
      await page.getByRole("button", { name: "Send booking request" }).click();
      const summary = await expectSummary(page, "booking-form-alert", [
        "Please enter your first name",
        "Invalid email address",
      ]);
      // In view: the form comes first on a phone, the package panel after it.
      await expect(summary).toBeInViewport();
      await followLink(page, summary, "Please enter your first name", page.getByLabel("First name"), false);
    });
  });

  test("contact", async ({ page, javaScriptEnabled }) => {
    await page.goto("/contact");
    await fillByLabel(page, [
      ["Email", "marc@example"],
      ["Message", "Is the hike suitable for a 9 year old?"],
    ]);
    await page.getByRole("button", { name: "Send Message" }).click();
    const summary = await expectSummary(page, "contact-form-alert", [
      "Please enter your name",
      "Invalid email address",
    ]);
    await expect(page.getByLabel("Message")).toHaveValue("Is the hike suitable for a 9 year old?");
    await followLink(page, summary, "Invalid email address", page.getByLabel("Email"), javaScriptEnabled);
  });

  test("log in, sign up and forgot password", async ({ page }) => {
    await page.goto("/Login");
    await page.getByLabel("Email").fill("someone@example");
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await expectSummary(page, "login-form-alert", ["Invalid email address", "Please accept the terms and agreement."]);

    await page.goto("/Login");
    await page.getByLabel("Email").fill(uniqueEmail("new"));
    await page.getByLabel("Password").fill("short");
    await page.getByLabel(/I accept the terms and agreement/).check();
    await page.getByRole("button", { name: "Sign up" }).click();
    await expectSummary(page, "login-form-alert", ["Use at least 8 characters"]);

    await page.goto("/Login");
    await page.getByRole("button", { name: "Forgot password" }).click();
    await expectSummary(page, "login-form-alert", ["Please enter your email address"]);
  });

  test("a wrong password: the form's own message, in the summary", async ({ page, javaScriptEnabled }) => {
    const account = await createAccount();
    await page.goto("/Login");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByLabel(/I accept the terms and agreement/).check();
    if (javaScriptEnabled) await page.getByLabel("Verify you are human (test widget)").check();
    else await waitLikeAPerson(page);
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    const summary = page.locator("#login-form-alert");
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("heading", { name: "There is a problem" })).toBeVisible();
    await expect(summary.getByRole("listitem")).toHaveText(["Wrong email or password. Please try again."]);
  });

  test("with motion allowed, the summary is on screen the moment it takes the focus @js-only", async ({ page }) => {
    // The tests run with reduced motion (playwright.config.ts). For a visitor who has not asked for it, the page once
    // glided from the foot of a long form to its summary, for seconds (smooth scrolling), with the focus gone ahead.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await logIn(page, await createAccount({ role: "admin" }), true);
    await page.goto("/admin/add");
    await page.getByRole("button", { name: "Add package" }).click();
    const summary = page.locator("#package-form-alert");
    await expect(summary).toBeFocused();
    // Read once, not waited for: where the summary is when the focus has reached it.
    expect(await summary.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
    expect(await summary.evaluate((el) => el.getBoundingClientRect().bottom)).toBeLessThanOrEqual(
      await page.evaluate(() => window.innerHeight),
    );
  });

  test("a new password and the new confirmation link", async ({ page }) => {
    const account = await createAccount();
    const token = crypto.randomBytes(32).toString("base64url");
    const db = openSiteDb();
    db.prepare("insert into auth_tokens (user_id, purpose, token_hash, expires_at) values (?, 'reset', ?, ?)").run(
      account.id,
      crypto.createHash("sha256").update(token).digest("hex"),
      new Date(Date.now() + 30 * 60_000).toISOString(),
    );
    db.close();
    await page.goto(`/reset-password?token=${token}`);
    await page.getByLabel("New password", { exact: true }).fill("qwerty");
    await page.getByLabel("New password again").fill("qwerty");
    await page.getByRole("button", { name: "Save my new password" }).click();
    await expectSummary(page, "reset-password-form-alert", ["Use at least 8 characters"]);

    await page.goto(`/signup-confirmation?email=${encodeURIComponent(account.email)}`);
    await page.getByLabel("Email").fill("not-an-address");
    await page.getByRole("button", { name: "Send the link again" }).click();
    await expectSummary(page, "resend-form-alert", ["Invalid email address"]);
  });

  test("Edit Profile", async ({ page, javaScriptEnabled }) => {
    await logIn(page, await createAccount({ name: "Anjali" }), javaScriptEnabled);
    await page.goto("/userprofile?view=profile");
    await page.getByLabel("Phone (optional)").fill("123");
    await page.getByRole("button", { name: "Save changes" }).click();
    const summary = await expectSummary(page, "profile-form-alert", ["Invalid phone number"]);
    await followLink(page, summary, "Invalid phone number", page.getByLabel("Phone (optional)"), javaScriptEnabled);
  });

  test("the admin forms", async ({ page, javaScriptEnabled }) => {
    test.setTimeout(120_000);
    const client = await createAccount();
    const booking = insertBooking();
    await logIn(page, await createAccount({ role: "admin" }), javaScriptEnabled);

    await page.goto("/admin/add");
    await page.getByLabel("Short description").fill("Kept");
    await page.getByRole("button", { name: "Add package" }).click();
    await expectSummary(page, "package-form-alert", ["Title is required"]);
    await expect(page.getByLabel("Short description")).toHaveValue("Kept");

    await page.goto(`/edit/${PACKAGE}`);
    await page.getByLabel("Title").fill("");
    await page.getByRole("button", { name: "Save changes" }).first().click();
    await expectSummary(page, "package-form-alert", ["Title is required"]);

    await page.goto("/admin/email");
    await page.getByLabel("Email").fill("guest@example");
    await page.getByRole("button", { name: "Send email" }).click();
    await expectSummary(page, "admin-email-alert", [
      "Please enter a Subject",
      "Invalid email address",
      "Please write a message",
    ]);

    await page.goto("/admin/banners");
    const add = page.getByRole("region", { name: "Add a banner" });
    await add.getByRole("button", { name: "Add banner" }).click();
    await expectSummary(page, "banner-new-alert", ["Please enter a title", "Please enter a message"]);

    await page.goto("/admin/notify");
    await page.getByLabel("Title").fill("Whales");
    await page.getByRole("button", { name: "Send to everyone" }).click();
    await expectSummary(page, "notify-form-alert", ["Please enter a message"]);
    await expect(page.getByLabel("Title")).toHaveValue("Whales");

    await page.goto("/admin/updates");
    await page.getByRole("button", { name: "Post update" }).click();
    await expectSummary(page, "post-update-alert", ["Please write the update"]);

    await page.goto("/admin/tasks");
    await page.getByRole("button", { name: "Add task" }).click();
    await expectSummary(page, "add-task-alert", ["Please describe the task"]);

    await page.goto(`/update/booking/${booking.reference}`);
    await page.getByLabel("Status", { exact: true }).fill("");
    await page.getByRole("button", { name: "Save status and comment" }).click();
    await expectSummary(page, "status-form-alert", ["Please enter a status"]);

    // Two forms without Conform: each answer's message in a summary, linked to its input.
    await page.goto(`/admin/role?email=${encodeURIComponent(client.email)}`);
    await page.getByLabel("Role").fill("   ");
    await page.getByRole("button", { name: "Set role" }).click();
    const role = page.locator("#role-form-alert");
    await expect(role).toBeFocused();
    await expect(role.getByRole("link", { name: "Please type a role." })).toHaveAttribute("href", "#role-value");

    await page.goto("/admin/policies");
    await page.getByLabel("Policy name").fill("privacyPolicy");
    await page.getByRole("button", { name: "Upload policy" }).click();
    const policy = page.locator("#policy-form-alert");
    await expect(policy).toBeFocused();
    await expect(policy.getByRole("heading", { name: "There is a problem" })).toBeVisible();
    await expect(policy.getByRole("link", { name: "Please provide both a policy name and a file." })).toHaveAttribute(
      "href",
      "#policy-file",
    );
    await expect(page.getByLabel("Policy name")).toHaveValue("privacyPolicy");
  });
});
