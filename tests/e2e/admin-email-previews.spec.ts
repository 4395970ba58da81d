import { axeViolations } from "./axe";
import { expect, test } from "./admin-support";

const SUBJECTS = [
  "Booking Ref K7QM-4XPT-9HRC",
  "New booking request K7QM-4XPT-9HRC",
  "Booking Cancelled",
  "Booking confirmed K7QM-4XPT-9HRC",
  "Booking declined K7QM-4XPT-9HRC",
  "Your booking has been updated to Waiting for the weather forecast",
  "Your booking K7QM-4XPT-9HRC has changed",
  "Reminder: Île aux Cerfs Catamaran Day tomorrow",
  "We sail tomorrow as planned",
  "Departure cancelled: Île aux Cerfs Catamaran Day on Sat 4 May 2030",
  "Your refund for booking K7QM-4XPT-9HRC",
  "Payment received for booking K7QM-4XPT-9HRC",
  "We received your message (ref. 128)",
  "New contact message from Kavi Ramsamy",
  "Confirm your e-mail address for Lagoon & Leaf Escapes",
  "Your Lagoon & Leaf Escapes account",
  "Choose a new password for Lagoon & Leaf Escapes",
  "Your pickup tomorrow",
];

test("an admin finds every e-mail with demo data from the Outbox: subject, HTML and plain text", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/outbox");
  await page.getByRole("link", { name: "E-mail previews" }).click();
  await expect(page).toHaveURL(/\/admin\/emails$/);
  await expect(page.getByRole("heading", { level: 1, name: "E-mail previews" })).toBeVisible();

  const emails = page.getByRole("list", { name: "E-mails" }).getByRole("listitem");
  await expect(emails).toHaveCount(SUBJECTS.length);
  for (const subject of SUBJECTS)
    await expect(page.getByRole("heading", { level: 2, name: subject, exact: true })).toBeVisible();

  // The HTML is drawn in its sandboxed frame, in the e-mail's own look.
  const request = page.frameLocator('iframe[title="Booking Ref K7QM-4XPT-9HRC (HTML)"]');
  await expect(request.locator("p", { hasText: "Your booking reference is" })).toBeVisible();
  await expect(request.locator("blockquote")).toContainText("We are staying at the Shandrani.");
  expect(await page.locator("iframe").first().getAttribute("sandbox")).toBe("");

  // The plain text, as the outbox keeps it.
  const first = emails.first();
  await first.getByText("Plain text").click();
  await expect(first.locator("pre")).toContainText("Adults: 2\nChildren: 1\nInfants: 0");
  await expect(first.locator("pre")).toContainText("> Name: Priya Doolub");
  const reset = emails.filter({ hasText: "Choose a new password for" });
  await reset.getByText("Plain text").click();
  await expect(reset.locator("pre")).toContainText("Choose a new password: http");
  await expect(reset.locator("pre")).toContainText("/reset-password?token=[hidden]");
});

test("the previews page passes axe, and so does every e-mail in it @js-only", async ({ adminPage: page, browser }) => {
  test.setTimeout(120_000); // axe over every message, one after the other
  await page.goto("/admin/emails");
  await page.waitForLoadState("networkidle");
  // The frames are sandboxed (no scripts), where axe cannot run: the page without them, then each e-mail's HTML
  // as a document of its own, as a mail client shows it.
  expect(await axeViolations(page, (axe) => axe.exclude("iframe"))).toEqual([]);
  const emails = await page
    .locator("iframe")
    .evaluateAll((frames) =>
      frames.map((f) => ({ title: f.getAttribute("title") ?? "", html: f.getAttribute("srcdoc") ?? "" })),
    );
  expect(emails.length).toBeGreaterThan(10);
  const reader = await (await browser.newContext()).newPage();
  const problems: string[] = [];
  for (const { title, html } of emails) {
    await reader.setContent(html);
    // A message's title is its subject, which the mail client shows: the HTML's own <title> is not read.
    for (const found of await axeViolations(reader, (axe) => axe.disableRules(["document-title"])))
      problems.push(`${title}: ${found}`);
  }
  expect(problems).toEqual([]);
});
