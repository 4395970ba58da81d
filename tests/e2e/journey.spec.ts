import { expect, test } from "./fixtures";
import { fillBooking, send } from "./booking-form";
import { emailsTo, linkIn, submitLikeAPerson, uniqueEmail } from "./support";

// The whole life of a newcomer, as the accounts issue defines "done".
test("a newcomer signs up, confirms, logs in, books, finds the booking, cancels it and sees the status change", async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow();
  const email = uniqueEmail("journey");
  const password = "frangipani-at-dawn";

  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Sign in" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByLabel(/I accept the terms and agreement/).check();
  await submitLikeAPerson(page, javaScriptEnabled, "Sign up");
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();

  const [welcome] = await emailsTo(email);
  await page.goto(linkIn(welcome.text, "/verify-email?token="));
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Confirm my address" }).click();
  await expect(page.getByText("Your e-mail address is confirmed. You can log in now.")).toBeVisible();

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByLabel(/I accept the terms and agreement/).check();
  await submitLikeAPerson(page, javaScriptEnabled, "Log in");
  await expect(page).toHaveURL(/\/userprofile/);

  await page.goto("/");
  await page.locator("#packages details summary").first().click();
  await page
    .locator("#packages details")
    .first()
    .getByRole("link", { name: /^Book now/ })
    .click();
  await fillBooking(page, { email });
  await send(page, javaScriptEnabled);
  const reference = (await page.getByTestId("booking-reference").textContent())!.trim();

  await page.getByRole("banner").getByLabel("Account menu").click();
  await page.getByRole("link", { name: "Your Profile" }).click();
  await page.goto("/userprofile?view=bookings");
  await page
    .getByRole("link", { name: `View booking ${reference}` })
    .first()
    .click();
  await expect(page).toHaveURL(`/user/booking/${reference}`);
  await page.getByRole("button", { name: "Cancel", exact: true }).click();
  await page.getByRole("button", { name: "Yes, cancel this booking" }).click();
  await expect(page.getByText(`Your booking ${reference} has been cancelled.`)).toBeVisible();
  await page.goto("/userprofile?view=bookings");
  await expect(page.getByRole("main")).toContainText(reference);
  await expect(page.getByRole("main")).toContainText("Cancelled");
  const mails = await emailsTo(email, 3);
  expect(mails.map((m) => m.subject)).toEqual(
    expect.arrayContaining([`Booking Ref ${reference}`, "Booking Cancelled"]),
  );
});
