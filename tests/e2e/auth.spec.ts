import { expect, test, type Page } from "./fixtures";
import {
  createAccount,
  emailsTo,
  fieldError,
  insertBooking,
  linkIn,
  logIn,
  logInWithForm,
  openSiteDb,
  submitLikeAPerson,
  uniqueEmail,
  waitLikeAPerson,
} from "./support";

async function submitLogin(
  page: Page,
  js: boolean,
  intent: "Log in" | "Sign up" | "Forgot password",
  fields: { email: string; password?: string },
) {
  await page.goto("/Login");
  await page.getByLabel("Email").fill(fields.email);
  if (fields.password !== undefined) await page.getByLabel("Password").fill(fields.password);
  if (intent !== "Forgot password") await page.getByLabel(/I accept the terms and agreement/).check();
  await submitLikeAPerson(page, js, intent);
}

type Notice = { title: string; message: string; link?: string; action?: string };

/** Unseen notifications for an account, straight in the site's database; their ids. */
function notify(userId: string, notices: Notice[]) {
  const db = openSiteDb();
  const insert = db.prepare("insert into notifications (user_id, title, message, link, action) values (?, ?, ?, ?, ?)");
  const ids = notices.map(
    (n) => insert.run(userId, n.title, n.message, n.link ?? null, n.action ?? null).lastInsertRowid,
  );
  db.close();
  return ids;
}

/** A new client with these notifications, logged in on the page. */
async function clientWithNotices(page: Page, javaScriptEnabled: boolean, notices: Notice[]) {
  const account = await createAccount();
  notify(account.id, notices);
  await logIn(page, account, javaScriptEnabled);
  return account;
}

test.describe("accounts", () => {
  test("a newcomer signs up, confirms the address from the e-mail and logs in", async ({ page, javaScriptEnabled }) => {
    const email = uniqueEmail("newcomer");
    await submitLogin(page, javaScriptEnabled, "Sign up", { email, password: "blue-lagoon-morning" });
    await expect(page).toHaveURL(/\/signup-confirmation/);
    await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/Login");
    await expect(page.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");

    const [mail] = await emailsTo(email);
    await page.goto(linkIn(mail.text, "/verify-email?token="));
    // Issue 27: the link asks for the account's password before it confirms anything.
    await page.getByLabel("Password").fill("blue-lagoon-morning");
    await page.getByRole("button", { name: "Confirm my address" }).click();
    await expect(page.getByText("Your e-mail address is confirmed. You can log in now.")).toBeVisible();
    const db = openSiteDb();
    expect(db.prepare("select role from users where email = ?").get(email)).toEqual({ role: "user" });
    db.close();

    await logInWithForm(page, { email, password: "blue-lagoon-morning" }, javaScriptEnabled);
    await expect(page).toHaveURL(/\/userprofile/);
    await expect(page.getByRole("banner").getByLabel("Account menu")).toBeVisible();

    // The same link does not work twice.
    await page.goto(linkIn(mail.text, "/verify-email?token="));
    await expect(page.getByText("This confirmation link was already used.")).toBeVisible();
  });

  test("an unverified account cannot log in and can ask for the link again", async ({ page, javaScriptEnabled }) => {
    const account = await createAccount({ verified: false });
    await submitLogin(page, javaScriptEnabled, "Log in", account);
    await expect(page).toHaveURL(/\/signup-confirmation\?.*unverified=1/);
    await expect(page.getByRole("heading", { name: "Please confirm your e-mail address" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(account.email);
    await page.getByRole("button", { name: "Send the link again" }).click();
    await expect(page.getByText("a new link is on its way")).toBeVisible();
    const [mail] = await emailsTo(account.email);
    expect(mail.subject).toContain("Confirm your e-mail address");
  });

  test("a wrong password says so without revealing the account, keeps the e-mail and clears the password", async ({
    page,
    javaScriptEnabled,
  }) => {
    const account = await createAccount();
    for (const email of [account.email, uniqueEmail("nobody")]) {
      await submitLogin(page, javaScriptEnabled, "Log in", { email, password: "not-the-password" });
      await expect(page.getByRole("alert")).toHaveText("Wrong email or password. Please try again.");
      await expect(page.getByLabel("Email")).toHaveValue(email);
      await expect(page.getByLabel("Password")).toHaveValue("");
    }
  });

  test("log in needs the terms, the human check and an e-mail", async ({ page, javaScriptEnabled }) => {
    await page.goto("/Login");
    if (!javaScriptEnabled) await waitLikeAPerson(page);
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await expect(fieldError(page, "Please enter your email address")).toBeVisible();
    await expect(fieldError(page, "Please accept the terms and agreement.")).toBeVisible();
    if (javaScriptEnabled) await expect(fieldError(page, "Please complete the reCAPTCHA.")).toBeVisible();
  });

  test("signing up with a common password is refused with a reason", async ({ page, javaScriptEnabled }) => {
    await submitLogin(page, javaScriptEnabled, "Sign up", { email: uniqueEmail("weak"), password: "password123" });
    await expect(fieldError(page, "This password is too common")).toBeVisible();
    await submitLogin(page, javaScriptEnabled, "Sign up", { email: uniqueEmail("short"), password: "abc" });
    await expect(fieldError(page, "Use at least 8 characters")).toBeVisible();
  });

  test("signing up with a taken address looks the same and tells the owner by e-mail", async ({
    page,
    javaScriptEnabled,
  }) => {
    const account = await createAccount();
    await submitLogin(page, javaScriptEnabled, "Sign up", { email: account.email, password: "another-long-password" });
    await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
    const [mail] = await emailsTo(account.email);
    expect(mail.text).toContain("You already have one.");
  });

  test("a password reset: the link works once, ends every other session, and an expired link is refused", async ({
    page,
    browser,
    javaScriptEnabled,
  }) => {
    test.slow(); // many steps, each with the 2-second human pace without JavaScript
    const account = await createAccount();
    // Another device is logged in.
    const other = await browser.newContext({ javaScriptEnabled });
    const otherPage = await other.newPage();
    await logIn(otherPage, account, javaScriptEnabled);

    await submitLogin(page, javaScriptEnabled, "Forgot password", { email: account.email });
    await expect(page).toHaveURL(/\/resetlink$/);
    await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
    const [mail] = await emailsTo(account.email);
    const link = linkIn(mail.text, "/reset-password?token=");

    await page.goto(link);
    await page.getByLabel("New password", { exact: true }).fill("qwerty");
    await page.getByLabel("New password again").fill("qwerty");
    await page.getByRole("button", { name: "Save my new password" }).click();
    await expect(fieldError(page, "Use at least 8 characters")).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill("turquoise-water-2026");
    await page.getByLabel("New password again").fill("turquoise-water-2026");
    await page.getByRole("button", { name: "Save my new password" }).click();
    await expect(page).toHaveURL(/\/userprofile/);
    await expect(page.getByText("Every other session of your account has been signed out.")).toBeVisible();

    // The other device's session is gone.
    await otherPage.goto("/notifications");
    await expect(otherPage).toHaveURL(/\/Login\?redirectTo=%2Fnotifications/);
    await other.close();

    // The link does not work a second time.
    await page.goto(link);
    await expect(page.getByText("This link was already used.")).toBeVisible();

    // An expired link (asked for while signed out).
    await page.context().clearCookies();
    await submitLogin(page, javaScriptEnabled, "Forgot password", { email: uniqueEmail("none") });
    await expect(page).toHaveURL(/\/resetlink$/);
    const fresh = await createAccount();
    await submitLogin(page, javaScriptEnabled, "Forgot password", { email: fresh.email });
    const [resetMail] = await emailsTo(fresh.email);
    const db = openSiteDb();
    db.prepare("update auth_tokens set expires_at = ? where user_id = (select id from users where email = ?)").run(
      "2000-01-01T00:00:00.000Z",
      fresh.email,
    );
    db.close();
    await page.goto(linkIn(resetMail.text, "/reset-password?token="));
    await expect(page.getByText("This link has expired or is not valid.")).toBeVisible();
  });

  test("sign out goes home, reloads, and the old session is worthless", async ({
    page,
    context,
    javaScriptEnabled,
  }) => {
    const account = await createAccount();
    await logIn(page, account, javaScriptEnabled);
    const cookie = (await context.cookies()).find((c) => c.name === "__session");
    expect(cookie).toBeTruthy();
    await page.goto("/userprofile");
    await page.getByLabel("Account menu").click();
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
    const replay = await page.request.get("/notifications", {
      headers: { Cookie: `__session=${cookie!.value}` },
      maxRedirects: 0,
    });
    expect(replay.status()).toBe(302);
  });

  // A new session id at every log in (and the previous session ended): headers.spec.ts, on a deployment.

  test("the user menu: Your Profile, Admin only for admins, and the bell", async ({ page, javaScriptEnabled }) => {
    const client = await createAccount();
    await logIn(page, client, javaScriptEnabled);
    await page.goto("/userprofile");
    await page.getByLabel("Account menu").click();
    await expect(page.getByRole("link", { name: "Your Profile" })).toHaveAttribute("href", "/UserProfile");
    await expect(page.getByRole("link", { name: "Admin" })).toHaveCount(0);
    await expect(page.getByRole("banner").getByLabel("Notifications", { exact: true })).toBeVisible();

    const admin = await createAccount({ role: "admin" });
    await page.context().clearCookies();
    await logIn(page, admin, javaScriptEnabled);
    await page.goto("/admin/home");
    await page.getByLabel("Account menu").click();
    await expect(page.getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/admin");
  });

  test("a signed-out admin who opens a booking's link logs in and lands on that booking; without one, in the back office", async ({
    page,
    javaScriptEnabled,
  }) => {
    const admin = await createAccount({ role: "admin" });
    const { reference } = insertBooking({ name: "Léa" });
    await page.goto(`/update/booking/${reference}`);
    await expect(page.getByRole("heading", { name: "You Must login First" })).toBeVisible();
    await page.getByRole("link", { name: "Log in", exact: true }).click();
    await expect(page).toHaveURL(`/Login?redirectTo=${encodeURIComponent(`/update/booking/${reference}`)}`);
    await page.getByLabel("Email").fill(admin.email);
    await page.getByLabel("Password").fill(admin.password);
    await page.getByLabel(/I accept the terms and agreement/).check();
    await submitLikeAPerson(page, javaScriptEnabled, "Log in");
    await expect(page).toHaveURL(`/update/booking/${reference}`);
    await expect(page.getByRole("main")).toContainText(reference);

    // Asked for nothing: an admin lands in the back office (a client on their profile: the newcomer's test above).
    await page.context().clearCookies();
    await logIn(page, admin, javaScriptEnabled);
    await page.goto("/Login");
    await expect(page).toHaveURL(/\/admin\/[a-z]/);
  });

  test("notifications: the unread count, and dismissing one marks it seen and hides it", async ({
    page,
    javaScriptEnabled,
  }) => {
    const account = await clientWithNotices(page, javaScriptEnabled, [
      {
        title: "Booking updated",
        message: "Your booking has been updated to Confirmed",
        link: "/userprofile?view=bookings",
        action: "See my bookings",
      },
      { title: "Welcome", message: "Thank you for joining us" },
    ]);
    await page.goto("/userprofile");
    const bell = page.getByRole("banner").getByLabel("Notifications, 2 unread");
    await expect(bell).toBeVisible();
    await bell.click();
    if (!javaScriptEnabled) await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByText("Your booking has been updated to Confirmed")).toBeVisible();
    const dismissed = page.waitForResponse(
      (r) => r.request().method() === "POST" && r.url().includes("/notifications"),
    );
    await page.getByRole("button", { name: "Dismiss: Welcome" }).click();
    await expect(page.getByRole("banner").getByLabel("Notifications, 1 unread")).toBeVisible();
    await dismissed; // hidden at once with JavaScript; saved when the answer arrives
    const check = openSiteDb();
    expect(
      check.prepare("select seen from notifications where user_id = ? and title = 'Welcome'").get(account.id),
    ).toEqual({ seen: 1 });
    check.close();
  });

  test("the notifications page lists unseen ones only: a dismissed one is hidden there too, and kept behind its own link", async ({
    page,
    javaScriptEnabled,
  }) => {
    await clientWithNotices(page, javaScriptEnabled, [
      { title: "Pick-up time", message: "We collect you at 8:15 from your hotel" },
      { title: "Weather", message: "Calm sea expected on your day" },
    ]);
    await page.goto("/notifications");
    const list = page.getByRole("main");
    await expect(list.getByText("We collect you at 8:15 from your hotel")).toBeVisible();
    await list.getByRole("button", { name: "Dismiss: Weather" }).click();
    await expect(page.getByRole("banner").getByLabel("Notifications, 1 unread")).toBeVisible();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(list.getByText("Calm sea expected on your day")).toHaveCount(0);
    await expect(list.getByText("We collect you at 8:15 from your hotel")).toBeVisible();

    await list.getByRole("button", { name: "Dismiss: Pick-up time" }).click();
    await expect(page.getByRole("banner").getByLabel("Notifications", { exact: true })).toBeVisible();
    await expect(list.getByText("You are all caught up.")).toBeVisible();
    await expect(list.getByText("We collect you at 8:15 from your hotel")).toHaveCount(0);

    await list.getByRole("link", { name: "Dismissed notifications" }).click();
    await expect(list.getByRole("heading", { level: 1, name: "Dismissed notifications" })).toBeVisible();
    await expect(list.getByText("Calm sea expected on your day")).toBeVisible();
    await expect(list.getByText("We collect you at 8:15 from your hotel")).toBeVisible();
    await expect(list.getByRole("button", { name: /^Dismiss/ })).toHaveCount(0);
    await list.getByRole("link", { name: "Back to notifications" }).click();
    await expect(page).toHaveURL(/\/notifications$/);
  });

  test("a client cannot dismiss another client's notification @html-only", async ({ page, javaScriptEnabled }) => {
    const owner = await createAccount();
    const [id] = notify(owner.id, [{ title: "Private", message: "Only mine" }]);
    await logIn(page, await createAccount(), javaScriptEnabled);
    await page.request.post("/notifications", { form: { intent: "dismiss", id: String(id) } });
    const check = openSiteDb();
    expect(check.prepare("select seen from notifications where id = ?").get(id)).toEqual({ seen: 0 });
    check.close();
  });
});
