import { expect, test, type Page } from "./fixtures";
import { fillBooking, send } from "./booking-form";
import {
  createAccount,
  emailsTo,
  fieldError,
  insertBooking,
  logIn,
  logInWithForm,
  openSiteDb,
  submitLikeAPerson,
  uniqueEmail,
} from "./support";

// Issue 17: a guest's bookings made without an account join it once they sign up and confirm the address;
// a signed-in client's booking form starts with their details.

// The seeded package without a schedule: any date books, no seats to run out of.
const PACKAGE = "pamplemousses-port-louis";

async function signUp(page: Page, js: boolean, email: string, password: string) {
  await page.goto("/Login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByLabel(/I accept the terms and agreement/).check();
  await submitLikeAPerson(page, js, "Sign up");
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
}

/** The path of the link in the verification e-mail this address received. */
async function verificationLink(email: string) {
  let link = "";
  await expect
    .poll(async () => {
      const mails = await emailsTo(email);
      const url = mails.map((m) => /https?:\/\/\S+\/verify-email\?token=\S+/.exec(m.text)?.[0]).find(Boolean);
      link = url ? new URL(url).pathname + new URL(url).search : "";
      return link;
    })
    .not.toBe("");
  return link;
}

/** The verification page: the account's password, then Confirm. */
async function confirmWith(page: Page, password: string) {
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Confirm my address" }).click();
}

/** How many of these bookings belong to an account, and whether the address's account is confirmed. */
function joinedAndVerified(email: string, references: string[]) {
  const db = openSiteDb();
  try {
    const { n } = db
      .prepare(
        `select count(*) as n from bookings where user_id is not null and reference in (${references.map(() => "?").join(", ")})`,
      )
      .get(...references) as {
      n: number;
    };
    const { verified } = db
      .prepare("select email_verified_at is not null as verified from users where email = ?")
      .get(email) as { verified: number };
    return { joined: n, verified: Boolean(verified) };
  } finally {
    db.close();
  }
}

test("a guest books without an account, signs up with that address and finds the booking in their account", async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow();
  const email = uniqueEmail("joiner");
  const password = "vanilla-by-the-lagoon";

  // A booking as a guest, through the form, told by e-mail.
  await page.goto(`/book/${PACKAGE}`);
  await fillBooking(page, { email });
  await send(page, javaScriptEnabled);
  const reference = (await page.getByTestId("booking-reference").textContent())!.trim();
  const [told] = await emailsTo(email);
  expect(told.subject).toBe(`Booking Ref ${reference}`);
  // Another one with the address typed in capitals, and one of another address.
  const shouted = insertBooking({ email: `  ${email.toUpperCase()}` }).reference;
  const someoneElses = insertBooking({ email: uniqueEmail("someone-else") }).reference;

  await signUp(page, javaScriptEnabled, email, password);
  // Nothing joins before the address is confirmed.
  const db = openSiteDb();
  try {
    expect(
      db
        .prepare("select count(*) as n from bookings where user_id is not null and reference in (?, ?)")
        .get(reference, shouted),
    ).toEqual({ n: 0 });
  } finally {
    db.close();
  }

  await page.goto(await verificationLink(email));
  await confirmWith(page, password);
  await expect(
    page.getByText(
      "Your e-mail address is confirmed. You can log in now. 2 earlier bookings made with this address are now in your account.",
    ),
  ).toBeVisible();

  await logInWithForm(page, { email, password }, javaScriptEnabled);
  await page.goto("/userprofile?view=bookings");
  const main = page.getByRole("main");
  await expect(main).toContainText("2 bookings, newest first");
  await expect(main.getByRole("link", { name: `View booking ${reference}` }).first()).toBeVisible();
  await expect(main.getByRole("link", { name: `View booking ${shouted}` }).first()).toBeVisible();
  await expect(main).not.toContainText(someoneElses);
  // The booking's own page opens for its new owner; another address's stays closed.
  await page.goto(`/user/booking/${reference}`);
  await expect(page.getByRole("main")).toContainText(reference);
  const refused = await page.goto(`/user/booking/${someoneElses}`);
  expect(refused?.status()).toBe(404);
});

test("a stranger who signs up with a guest's address: the link alone, or with a wrong password, joins nothing; only the account's password does", async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow();
  const email = uniqueEmail("guest-address");
  const references = [insertBooking({ email }).reference, insertBooking({ email: email.toUpperCase() }).reference];
  await signUp(page, javaScriptEnabled, email, "the-strangers-own-password");

  // The guest (or their mail scanner) opens the link: a page that asks for the password; nothing joined, nothing confirmed.
  await page.goto(await verificationLink(email));
  expect(joinedAndVerified(email, references)).toEqual({ joined: 0, verified: false });
  await expect(page.getByRole("heading", { name: "Confirm your e-mail" })).toBeVisible();
  await expect(
    page.getByText("Once you confirm, 2 earlier bookings made with this address will be added to your account."),
  ).toBeVisible();

  // A wrong password: refused at the top of the form and beside the field; still nothing.
  await confirmWith(page, "a-guess-at-the-password");
  await expect(
    page.getByRole("alert").filter({ hasText: "This is not your password. Please try again." }),
  ).toBeVisible();
  await expect(fieldError(page, "This is not your password. Please try again.")).toBeVisible();
  expect(joinedAndVerified(email, references)).toEqual({ joined: 0, verified: false });

  // The account's own password proves both: confirmed, and the two bookings join, said so.
  await confirmWith(page, "the-strangers-own-password");
  await expect(
    page.getByText(
      "Your e-mail address is confirmed. You can log in now. 2 earlier bookings made with this address are now in your account.",
    ),
  ).toBeVisible();
  expect(joinedAndVerified(email, references)).toEqual({ joined: 2, verified: true });
});

test("a signed-in client's booking form starts with their details, which stay editable", async ({
  page,
  javaScriptEnabled,
}) => {
  const account = await createAccount({ name: "Priya Devi Ramsamy" });
  const db = openSiteDb();
  try {
    db.prepare("update users set phone = ? where id = ?").run("+23057001122", account.id);
  } finally {
    db.close();
  }
  await logIn(page, account, javaScriptEnabled);
  await page.goto(`/book/${PACKAGE}`);
  await expect(page.getByLabel("First name")).toHaveValue("Priya");
  await expect(page.getByLabel("Last name")).toHaveValue("Devi Ramsamy");
  await expect(page.getByLabel("Email")).toHaveValue(account.email);
  await expect(page.getByLabel("Phone")).toHaveValue("+23057001122");

  // A refused post (terms not accepted) comes back with what was typed, not the profile's.
  await fillBooking(page, { name: "Anjali", surname: "Ramsamy", email: account.email, phone: "+23057009999" });
  await send(page, javaScriptEnabled, { terms: false });
  await expect(fieldError(page, "Please accept the terms and agreement.")).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Anjali");
  await expect(page.getByLabel("Last name")).toHaveValue("Ramsamy");
  await expect(page.getByLabel("Phone")).toHaveValue("+23057009999");

  await send(page, javaScriptEnabled);
  const reference = (await page.getByTestId("booking-reference").textContent())!.trim();
  const check = openSiteDb();
  try {
    expect(
      check.prepare("select name, surname, phone, user_id as userId from bookings where reference = ?").get(reference),
    ).toEqual({
      name: "Anjali",
      surname: "Ramsamy",
      phone: "+23057009999",
      userId: account.id,
    });
  } finally {
    check.close();
  }
});

test("a visitor's booking form starts empty @html-only", async ({ page }) => {
  await page.goto(`/book/${PACKAGE}`);
  for (const label of ["First name", "Last name", "Email", "Phone"])
    await expect(page.getByLabel(label)).toHaveValue("");
});
