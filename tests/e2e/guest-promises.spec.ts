import { expect, test } from "./fixtures";
import { bookPackage } from "./book-package";
import { linkIn, mailWithSubject } from "./support";

// The promises after /book (issue 31) as a guest sees them, with JavaScript and without: the package's cancellation
// policy on its page, then, after a request sent through the form, the policy with the departure and the answer-time
// promise on the confirmation, in the 'Booking Ref' e-mail and on the manage link's page. Every wording, the French
// and the admin home's list: tests/integration/guest-promises.spec.ts.
const PACKAGE = "ile-aux-cerfs-catamaran";
const FREE_UNTIL =
  /Free cancellation until \w{3} \d{1,2} \w{3} \d{4}, \d\d:\d\d Mauritius time \(24 hours before the departure\)/;
const AFTER = "After that, the booking can no longer be cancelled online: please contact us to change or cancel it.";
const PROMISE = "We answer booking requests within 4 hours, 7:00 to 20:00 Mauritius time.";

test("the guest reads the cancellation policy before and after booking, and when the operator will answer", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto(`/info/${PACKAGE}`);
  const facts = page.getByRole("region", { name: "Facts" });
  await expect(facts.getByText("Free cancellation up to 24 hours before the departure")).toBeVisible();
  await expect(facts.getByText(AFTER)).toBeVisible();

  const { values, reference } = await bookPackage(page, javaScriptEnabled, PACKAGE);
  const policy = page.getByRole("region", { name: "Cancellation policy" });
  await expect(policy).toContainText(FREE_UNTIL);
  await expect(policy).toContainText(AFTER);
  await expect(policy).toContainText("While your request is Pending, you can cancel it at any time.");
  await expect(page.getByText(PROMISE)).toBeVisible();

  const mail = await mailWithSubject(values.email, `Booking Ref ${reference}`);
  expect(mail.text.replace(/\s+/g, " ")).toMatch(FREE_UNTIL);
  expect(mail.text).toContain(PROMISE);

  await page.goto(linkIn(mail.text, "/manage/"));
  const row = page.getByRole("row", { name: /^Cancellation policy/ });
  await expect(row).toContainText(FREE_UNTIL);
  await expect(row).toContainText(AFTER);
});
