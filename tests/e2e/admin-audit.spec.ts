import { expect, test, type Page } from "./fixtures";
import { createTestPackage, retirePackage } from "./app-db";
import { createAccount, emailsTo, insertBooking, logIn, mauritiusDate, uniqueEmail } from "./support";

/** The audit page's filter form, filled in and sent (each field left as it is when not given). */
async function filter(page: Page, v: { action?: string; actor?: string; target?: string; from?: string; to?: string }) {
  const form = page.getByRole("search", { name: "Filter the audit log" });
  if (v.action !== undefined) await form.getByLabel("Action").selectOption(v.action);
  if (v.actor !== undefined) await form.getByLabel("Done by").selectOption(v.actor);
  if (v.target !== undefined) await form.getByLabel("Target").fill(v.target);
  if (v.from !== undefined) await form.getByLabel("From (date)").fill(v.from);
  if (v.to !== undefined) await form.getByLabel("To (date)").fill(v.to);
  // Sent when the address says what the fields said (with JavaScript the page is redrawn from it).
  const sent = await Promise.all(
    ["Action", "Done by", "Target", "From (date)", "To (date)"].map((label) => form.getByLabel(label).inputValue()),
  );
  await form.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL((url) =>
    ["action", "actor", "target", "from", "to"].every((name, i) => (url.searchParams.get(name) ?? "") === sent[i]),
  );
}

const entries = (page: Page) => page.getByRole("list", { name: /^Changes/ }).locator(":scope > li");

test.describe("the audit log", () => {
  test("an admin edits a package, changes a booking's status and sends an e-mail, then finds each in the audit log with the filters", async ({
    page,
    javaScriptEnabled,
  }) => {
    const run = `${javaScriptEnabled ? "js" : "no-js"}-${Date.now().toString(36)}`;
    const title = `Audit lagoon ${run}`;
    const id = createTestPackage(title, { prices: { priceAdult: 1200 } });
    const booking = insertBooking();
    const to = uniqueEmail("audited");
    const admin = await createAccount({ role: "admin" });
    await logIn(page, admin, javaScriptEnabled);

    // 1. The package: a new title.
    await page.goto(`/edit/${id}`);
    await page.getByLabel("Title").fill(`${title} renamed`);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Package updated successfully!")).toBeVisible();

    // 2. The booking: its status saved (a label) through the status form.
    await page.goto(`/update/booking/${booking.reference}`);
    await page.getByLabel("Status", { exact: true }).fill("Confirmed");
    await page.getByRole("button", { name: "Save status and comment" }).click();
    await expect(page.getByText("Comments and status saved")).toBeVisible();

    // 3. An e-mail from the Email page.
    await page.goto("/admin/email");
    await page.getByLabel("Subject").fill(`Audit subject ${run}`);
    await page.getByLabel("Email").fill(to);
    await page.getByLabel("Name").fill("Kavi");
    await page.getByLabel("Message").fill("A body the log must not keep.");
    await page.getByRole("button", { name: "Send email" }).click();
    await expect(page.getByText("Email sent successfully!")).toBeVisible();
    await emailsTo(to);

    // The log, from the admin menu.
    await page.goto("/admin/home");
    await page.getByRole("link", { name: "Audit log" }).filter({ visible: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
    await expect(page.getByText("Times are Mauritius time.")).toBeVisible();

    // By admin: exactly these three, newest first.
    await filter(page, { actor: admin.email });
    await expect(page).toHaveURL(new RegExp(`actor=${encodeURIComponent(admin.email)}`));
    await expect(entries(page)).toHaveCount(3);
    await expect(entries(page).nth(0)).toContainText(`E-mail sent: ${to}`);
    await expect(entries(page).nth(1)).toContainText(`Booking status changed: ${booking.reference}`);
    await expect(entries(page).nth(2)).toContainText(`Package edited: ${title} renamed`);
    // The filters stay in the form's fields.
    await expect(page.getByLabel("Done by")).toHaveValue(admin.email);

    // The package, by what was done and its title: the title before and after, a link to it.
    await filter(page, { action: "package.update", target: title });
    await expect(entries(page)).toHaveCount(1);
    const edited = entries(page).first();
    await expect(edited.getByRole("list", { name: "What changed" })).toContainText(
      `Title: ${title} → changed to ${title} renamed`,
    );
    await expect(edited.getByRole("link", { name: `${title} renamed` })).toHaveAttribute("href", `/edit/${id}`);
    await expect(edited).toContainText(admin.email);
    await expect(page.getByLabel("Action")).toHaveValue("package.update");
    await expect(page.getByLabel("Target")).toHaveValue(title);

    // The booking, by its reference, among all booking actions.
    await filter(page, { action: "booking", target: booking.reference });
    await expect(entries(page)).toHaveCount(1);
    await expect(entries(page).first()).toContainText("Status: Pending → changed to Confirmed");
    await expect(entries(page).first().getByRole("link", { name: booking.reference })).toHaveAttribute(
      "href",
      `/update/booking/${booking.reference}`,
    );

    // The e-mail, by its recipient: who and what, never the body.
    await filter(page, { action: "email.send", target: to });
    await expect(entries(page)).toHaveCount(1);
    await expect(entries(page).first()).toContainText(`Subject: Audit subject ${run}`);
    await expect(page.getByText("A body the log must not keep.")).toHaveCount(0);

    // By date (Mauritius days): today has it, tomorrow has nothing.
    const today = mauritiusDate(0);
    await filter(page, { from: today, to: today });
    await expect(entries(page)).toHaveCount(1);
    await filter(page, { from: mauritiusDate(1), to: "" });
    await expect(page.getByText("No changes match these filters.")).toBeVisible();
    await expect(page.getByLabel("From (date)")).toHaveValue(mauritiusDate(1));
    // An end before the start is said so.
    await filter(page, { from: today, to: mauritiusDate(-1) });
    await expect(page.getByText("The end date is before the start date.")).toBeVisible();

    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    await expect(page.getByLabel("Target")).toHaveValue("");
    retirePackage(id);
  });
});
