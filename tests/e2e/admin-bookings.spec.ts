import { expect, signedInPage, test } from "./admin-support";
import { createAccount, emailsTo, fieldError, insertBooking, mauritiusDate, uniqueEmail } from "./support";

test.describe("admin bookings", () => {
  test("the table: hidden columns by default, the choice remembered, and the mark for bookings without the human check", async ({
    adminPage: page,
  }) => {
    const b = insertBooking({ human_checked: 0, date: "2099-12-30" });
    await page.goto("/admin/bookings?filter=current&sort=desc");
    await expect(page.getByRole("heading", { name: "All Bookings" })).toBeVisible();
    const table = page.getByRole("table", { name: "All Bookings" });
    await expect(table.getByRole("columnheader", { name: "Email" })).toHaveCount(0);
    const row = table.getByRole("row").filter({ hasText: b.reference });
    await expect(row.getByText("Not human-checked")).toBeVisible();
    await expect(row.getByRole("link", { name: b.reference })).toHaveAttribute(
      "href",
      `/update/booking/${b.reference}`,
    );

    await page.getByText("Columns").click();
    await page.getByLabel("email", { exact: true }).check();
    await page.getByLabel("date", { exact: true }).check();
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(table.getByRole("columnheader", { name: "Email" })).toBeVisible();
    await expect(page).toHaveURL(/filter=current/);
    await page.reload();
    await expect(table.getByRole("columnheader", { name: "Email" })).toBeVisible();
    await expect(table.getByRole("columnheader", { name: "Date" })).toBeVisible();
    await expect(table.getByRole("columnheader", { name: "Surname" })).toHaveCount(0);
  });

  test("filters All, Current, Expired, Cancelled and the date sort, in the URL", async ({ adminPage: page }) => {
    // Dates no other test uses, so the extremes of each list are ours.
    const n = String(Math.floor(Math.random() * 9000) + 1000);
    const future = insertBooking({
      date: `2${n.slice(0, 3)}-12-31` > "2100" ? `2${n.slice(0, 3)}-12-31` : "2999-12-31",
    });
    const past = insertBooking({ date: `1${n.slice(1)}-01-01` < "1900" ? `1${n.slice(1)}-01-01` : "1000-01-01" });
    const today = insertBooking({ date: mauritiusDate(0) });
    const cancelled = insertBooking({ date: (future.date as string).replace("-12-31", "-06-30"), status: "Cancelled" });
    const table = page.getByRole("table", { name: "All Bookings" });
    const refs = () => table.locator("tbody tr td:first-child a").allTextContents();

    await page.goto("/admin/bookings?sort=desc");
    await page.getByRole("link", { name: "Current", exact: true }).click();
    await expect(page).toHaveURL(/filter=current/);
    await expect(table).toBeVisible();
    expect(await refs()).toContain(future.reference); // latest dates first
    expect(await refs()).not.toContain(cancelled.reference);

    await page.getByRole("link", { name: "Expired", exact: true }).click();
    await expect(page).toHaveURL(/filter=expired/);
    // Latest first: were today's booking counted as expired, it would be on top.
    await expect(table.locator("tbody tr").first()).not.toContainText(today.reference);
    await page.getByRole("link", { name: /^Date: latest first/ }).click();
    await expect(page).toHaveURL(/filter=expired.*sort=asc|sort=asc.*filter=expired/);
    await expect(table).toBeVisible();
    expect(await refs()).toContain(past.reference); // earliest dates first

    await page.getByRole("link", { name: "Cancelled", exact: true }).click();
    await expect(page).toHaveURL(/filter=cancelled/);
    expect(await refs()).not.toContain(future.reference);
    await page.goto("/admin/bookings?filter=cancelled&sort=desc");
    expect(await refs()).toContain(cancelled.reference);
  });

  test("an admin changes the status with a comment; the client is notified", async ({
    adminPage: page,
    browser,
    javaScriptEnabled,
  }) => {
    const client = await createAccount();
    const b = insertBooking({ user_id: client.id, email: client.email });
    // The client is on the site, with the page open.
    const clientPage = await signedInPage(browser, client, javaScriptEnabled);
    await clientPage.goto("/");
    await expect(clientPage.getByRole("banner").getByLabel("Notifications", { exact: true })).toBeVisible();
    if (javaScriptEnabled) await expect(clientPage.locator("html[data-live=connected]")).toHaveCount(1);

    await page.goto(`/update/booking/${b.reference}`);
    await expect(page.getByRole("heading", { name: `Booking ${b.reference}` })).toBeVisible();
    await page.getByLabel("Status", { exact: true }).fill("Confirmed");
    await page.getByLabel("New comment (optional)").fill("Pick-up at 8:15 from the hotel lobby.");
    await page.getByRole("button", { name: "Save status and comment" }).click();
    await expect(page.getByText("Comments and status saved")).toBeVisible();
    await expect(page.getByText("Pick-up at 8:15 from the hotel lobby.")).toBeVisible();
    await expect(page.getByRole("row", { name: /Status Confirmed/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go back to Bookings" })).toHaveAttribute("href", "/admin/bookings");

    // With JavaScript the bell updates by itself; without it, on the next page load.
    if (!javaScriptEnabled) await clientPage.reload();
    const bell = clientPage.getByRole("banner").getByLabel("Notifications, 1 unread");
    await expect(bell).toBeVisible({ timeout: 10_000 });
    await bell.click();
    await expect(clientPage.getByText("Your booking has been updated to Confirmed")).toBeVisible();
    await clientPage.context().close();
  });

  test("e-mail the client from the booking page", async ({ adminPage: page }) => {
    const b = insertBooking({ email: uniqueEmail("mailme"), name: "Anjali" });
    const failing = insertBooking({ email: uniqueEmail("x").replace("@", "-fail-500@") });
    await page.goto(`/update/booking/${b.reference}`);
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(b.email as string);
    await page.getByLabel("Message").fill("Your day is confirmed.\nBring a hat!");
    await page.getByRole("button", { name: "Send email" }).click();
    await expect(page.getByText("Email sent successfully!")).toBeVisible();
    const [mail] = await emailsTo(b.email as string);
    expect(mail.text.replace(/\r\n/g, "\n")).toContain(
      "Dear Anjali,\n\nYour day is confirmed.\nBring a hat!\n\nWarm regards,\nThe Lagoon & Leaf Escapes team",
    );
    expect(mail.html).toContain("Your day is confirmed.<br>Bring a hat!");

    await page.goto(`/update/booking/${failing.reference}`);
    await page.getByLabel("Message").fill("Hello");
    await page.getByRole("button", { name: "Send email" }).click();
    // The message is kept in the Outbox and retried by itself: the form is not offered again filled in,
    // so a second click cannot send the client a second copy.
    const alert = page.getByRole("alert").filter({ hasText: "Server error: Internal Server Error" });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText("kept in the Outbox and will be sent automatically");
    await expect(page).toHaveURL(new RegExp(`/update/booking/${failing.reference}$`));
    await expect(page.getByLabel("Message")).toHaveValue("");

    await page.getByLabel("Subject").fill("");
    await page.getByRole("button", { name: "Send email" }).click();
    await expect(fieldError(page, "Please enter a Subject")).toBeVisible();
  });

  test("/admin reopens the admin page chosen last; an unknown booking is a 404", async ({ adminPage: page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/home$/);
    await page
      .getByRole("navigation", { name: "Admin" })
      .first()
      .getByRole("link", { name: "View All Bookings" })
      .click();
    await expect(page).toHaveURL(/\/admin\/bookings$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/bookings$/);
    await page.goto("/admin/tasks");
    await expect(page.getByRole("heading", { level: 1, name: "Task Manager" })).toBeVisible();
    // Every menu entry has its page now; an unknown admin address is a 404.
    expect((await page.goto("/admin/no-such-page"))?.status()).toBe(404);
    expect((await page.goto("/update/booking/NOPE-NOPE-NOPE"))?.status()).toBe(404);
  });

  test("the side menu lists every entry and closes itself after a choice on a phone @mobile", async ({
    adminPage: page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/admin/home");
    await page.getByText("Admin menu").click();
    const menu = page.getByRole("navigation", { name: "Admin" }).first();
    for (const label of [
      "Home",
      "Updates",
      "Add Package",
      "View All Bookings",
      "Active Packages",
      "Archived Packages",
      "Deleted Packages",
      "Email",
      "Set Role",
      "Notification Banners",
      "Notification To All",
      "Policies",
      "View Uploads",
      "Task Manager",
    ]) {
      await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await menu.getByRole("link", { name: "View All Bookings" }).click();
    await expect(page.getByRole("heading", { name: "All Bookings" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Home", exact: true })).toBeHidden();
  });
});
