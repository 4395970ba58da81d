import { expect, test } from "./fixtures";
import { createAccount, logIn, openSiteDb, uniqueEmail } from "./support";

// The mail provider refuses while people use the site, as a browser shows it with JavaScript and without: the
// fake Resend of the shared site refuses every address with `-fail-500@` in it. The booking's and the contact
// message's pages are booking.spec.ts's and contact.spec.ts's; an admin's e-mail is here. Every way the provider
// can be down (an error, no answer, an answer lost, not listening), the Outbox, the retries and the one e-mail each
// once it is back: tests/integration/mail-down.spec.ts, on a site of its own.

test("an admin's e-mail the provider refuses: the admin is told it is kept in the Outbox, and the form is not offered again", async ({
  page,
  javaScriptEnabled,
}) => {
  const client = uniqueEmail("client").replace("@", "-fail-500@");
  await logIn(page, await createAccount({ role: "admin" }), javaScriptEnabled);
  await page.goto("/admin/email");
  await page.getByLabel("Subject").fill("Your pick-up time");
  await page.getByLabel("Email").fill(client);
  await page.getByLabel("Name").fill("Kavi");
  await page.getByLabel("Message").fill("We pick you up at 8:15.");
  await page.getByRole("button", { name: "Send email" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "Server error: Internal Server Error" });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(
    "The e-mail is kept in the Outbox and will be sent automatically when the mail server answers again.",
  );
  await expect(page).toHaveURL(/\/admin\/email$/);
  await expect(page.getByLabel("Message")).toHaveValue("");
  const db = openSiteDb();
  expect(db.prepare("select status from outbox where recipient = ?").all(client)).toEqual([{ status: "failed" }]);
  db.close();
});
