import fs from "node:fs";
import { expect, siteRows, test, type Download, type Page } from "./admin-support";
import { insertBooking } from "./bookings-db";
import {
  createAccount,
  emailsTo,
  fieldError,
  logIn,
  mauritiusDate,
  openSiteDb,
  submitLikeAPerson,
  uniqueEmail,
} from "./support";

// A guest's rights over their data (Data Protection Act 2017): their copy of it, and its erasure, from their
// profile and, for a guest who asks by e-mail, from the back office. JavaScript on and off.

type Export = {
  format: number;
  email: string;
  account: { email: string; name: string } | null;
  bookings: {
    reference: string;
    status: string;
    guest: { email: string };
    message: string;
    party: { adults: number };
  }[];
  notifications: { title: string }[];
  contactMessages: { message: string }[];
  files: unknown[];
};

async function downloaded(download: Download): Promise<Export> {
  return JSON.parse(fs.readFileSync((await download.path())!, "utf8")) as Export;
}

function run(query: string, ...params: unknown[]) {
  const db = openSiteDb();
  db.prepare(query).run(...params);
  db.close();
}
const bookingRow = (reference: string) =>
  siteRows<{
    name: string;
    surname: string;
    email: string;
    phone: string;
    message: string;
    status: string;
    state: string;
    user_id: string | null;
  }>(
    "select name, surname, email, phone, message, status, state, user_id from bookings where reference = ?",
    reference,
  )[0];
const updates = (text: string) =>
  siteRows<{ content: string }>("select content from admin_updates where content like ?", `%${text}%`).map(
    (r) => r.content,
  );
const flash = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text });

/**
 * A client with a name, a booking ahead, a past one, one made without the account, a notification and a contact
 * message, signed in on the page at their profile (where their copy and their account's deletion start).
 */
async function clientWithData(page: Page, javaScriptEnabled: boolean) {
  const client = await createAccount({ name: "Amelia Ramdin" });
  const ahead = insertBooking(client.id, { email: client.email });
  const past = insertBooking(client.id, { email: client.email, date: mauritiusDate(-30), status: "Confirmed" });
  const asVisitor = insertBooking(null, { email: client.email, date: mauritiusDate(40) });
  run(
    "insert into notifications (user_id, title, message) values (?, 'Whale season', 'The whales are back')",
    client.id,
  );
  run(
    "insert into contact_messages (name, email, phone, message) values ('Amelia', ?, '+23057000001', 'Do you go to Le Morne?')",
    client.email,
  );
  await logIn(page, client, javaScriptEnabled);
  await page.goto("/userprofile?view=profile");
  return { client, ahead, past, asVisitor };
}

/** A guest known by their e-mail only (no account), with a booking ahead. */
function guestWithBooking(tag: string) {
  const guest = uniqueEmail(tag);
  return { guest, booking: insertBooking(null, { email: guest }) };
}

test.describe("a client's data", () => {
  test("a client downloads everything the site holds about them from Edit Profile", async ({
    page,
    javaScriptEnabled,
  }) => {
    const { client, ahead, past, asVisitor } = await clientWithData(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { name: "Your data" })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download your data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^data-.+\.json$/);
    const data = await downloaded(download);
    expect(data).toMatchObject({
      format: 1,
      email: client.email,
      account: { email: client.email, name: "Amelia Ramdin" },
    });
    expect(data.bookings.map((b) => b.reference).sort()).toEqual(
      [ahead.reference, past.reference, asVisitor.reference].sort(),
    );
    expect(data.bookings.find((b) => b.reference === past.reference)).toMatchObject({
      status: "Confirmed",
      guest: { email: client.email },
      party: { adults: 2 },
    });
    expect(data.notifications.map((n) => n.title)).toContain("Whale season");
    expect(data.contactMessages).toEqual([expect.objectContaining({ message: "Do you go to Le Morne?" })]);
    expect(JSON.stringify(data)).not.toMatch(/password|scrypt|token/i);
  });

  test("a client deletes their account: bookings ahead cancelled and e-mailed, the past kept without them, signed out for good", async ({
    page,
    javaScriptEnabled,
  }) => {
    const { client, ahead, past, asVisitor } = await clientWithData(page, javaScriptEnabled);
    await page.getByRole("link", { name: "Delete your account" }).click();
    await expect(page.getByRole("heading", { name: "Delete your account" })).toBeVisible();
    await expect(page.getByText(ahead.reference)).toBeVisible();
    await expect(page.getByText(asVisitor.reference)).toBeVisible();

    // A wrong password deletes nothing.
    await page.getByLabel("Your password").fill("not-my-password");
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(fieldError(page, "This is not your password. Please try again.")).toBeVisible();
    expect(bookingRow(ahead.reference)).toMatchObject({ state: "pending", name: "Amelia" });

    await page.getByLabel("Your password").fill(client.password);
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      flash(
        page,
        `Your account has been deleted, with what we held about you. 2 upcoming bookings were cancelled: a confirmation of each is on its way to ${client.email}.`,
      ),
    ).toBeVisible();

    // Signed out, and no way back in.
    await page.goto("/userprofile");
    await expect(page).toHaveURL(/\/Login\?redirectTo=/);
    await page.getByLabel("Email").fill(client.email);
    await page.getByLabel("Password").fill(client.password);
    await page.getByLabel(/I accept the terms and agreement/).check();
    await submitLikeAPerson(page, javaScriptEnabled, "Log in");
    await expect(
      page.getByRole("alert").filter({ hasText: "Wrong email or password. Please try again." }),
    ).toBeVisible();
    expect(siteRows("select id from users where id = ?", client.id)).toEqual([]);
    expect(siteRows("select id from sessions where user_id = ?", client.id)).toEqual([]);

    // Each booking ahead was cancelled through the guest's own door: the e-mail, the log line.
    const sent = await emailsTo(client.email, 2);
    expect(sent.filter((e) => e.subject === "Booking Cancelled").length).toBe(2);
    for (const b of [ahead, asVisitor]) {
      expect(bookingRow(b.reference)).toMatchObject({
        state: "cancelled",
        status: "Cancelled",
        name: "Erased guest",
        email: "erased@erased.invalid",
        phone: "",
        message: "",
      });
      expect(updates(b.reference)).toEqual([
        expect.stringContaining(`was cancelled by the client ${client.email}, who deleted their account`),
      ]);
    }
    expect(bookingRow(past.reference)).toMatchObject({
      state: "confirmed",
      status: "Confirmed",
      name: "Erased guest",
      surname: "",
      user_id: null,
    });
    expect(updates(`Account ${client.email} deleted by its owner`)).toHaveLength(1);

    // The back office sees the booking cancelled and the guest gone.
    await logIn(page, await createAccount({ role: "admin" }), javaScriptEnabled);
    await page.goto(`/update/booking/${ahead.reference}`);
    const facts = page.getByRole("table");
    await expect(facts.getByRole("row", { name: /^Name/ })).toContainText("Erased guest");
    await expect(facts.getByRole("row", { name: /^Status/ })).toContainText("Cancelled");
    await page.goto(`/update/booking/${past.reference}`);
    await expect(facts.getByRole("row", { name: /^Status/ })).toContainText("Confirmed");
    await expect(facts.getByRole("row", { name: /^Phone/ })).not.toContainText("+230");
  });

  test("a confirmed booking ahead that the guest may no longer cancel keeps the account, saying why @html-only", async ({
    page,
    javaScriptEnabled,
  }) => {
    const client = await createAccount();
    const confirmed = insertBooking(client.id, { email: client.email, status: "Confirmed" });
    await logIn(page, client, javaScriptEnabled);
    await page.goto("/userprofile/delete");
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: "can no longer be cancelled online, so your account cannot be deleted yet" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: confirmed.reference })).toBeVisible();
    await expect(page.getByLabel("Your password")).toHaveCount(0);
    // A post made anyway changes nothing.
    const res = await page.request.post("/userprofile/delete", {
      form: { password: client.password },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(409);
    expect(bookingRow(confirmed.reference)).toMatchObject({ state: "confirmed", user_id: client.id });
  });

  test("the step in French @js-only", async ({ page }) => {
    const client = await createAccount();
    await logIn(page, client, true);
    await page.goto("/fr/userprofile?view=profile");
    await expect(page.getByRole("heading", { name: "Vos données" })).toBeVisible();
    await page.getByRole("link", { name: "Supprimer votre compte" }).click();
    await expect(page).toHaveURL(/\/fr\/userprofile\/delete$/);
    await expect(page.getByRole("heading", { name: "Supprimer votre compte" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Supprimer mon compte" })).toBeVisible();
  });
});

test.describe("a guest who asks by e-mail", () => {
  test("an admin looks the address up, downloads its data and erases it, each in the updates log", async ({
    page,
    admin,
  }) => {
    const { guest, booking: ahead } = guestWithBooking("asks");
    run(
      "insert into contact_messages (name, email, phone, message) values ('Kim', ?, '+23057000002', 'Please erase my data')",
      guest,
    );
    await page.goto("/admin/home");
    await page.getByRole("navigation", { name: "Admin" }).first().getByRole("link", { name: "Guest data" }).click();
    await expect(page.getByRole("heading", { name: "Guest data" })).toBeVisible();
    await page.getByLabel("Email").fill(guest);
    await page.getByRole("button", { name: "Look up" }).click();
    await expect(page.getByRole("heading", { name: `What the site holds for ${guest}` })).toBeVisible();
    await expect(page.getByText("1, of which 1 still ahead (an erasure cancels them)")).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download the data (JSON)" }).click(),
    ]);
    const data = await downloaded(download);
    expect(data).toMatchObject({ format: 1, email: guest, account: null });
    expect(data.bookings.map((b) => b.reference)).toEqual([ahead.reference]);
    expect(data.contactMessages).toEqual([expect.objectContaining({ message: "Please erase my data" })]);
    expect(updates(`Guest data of ${guest} exported by admin ${admin.email}`)).toHaveLength(1);

    await page.getByRole("button", { name: "Erase…" }).click();
    await expect(page.getByRole("heading", { name: `Erase everything held for ${guest}?` })).toBeVisible();
    await page.getByRole("button", { name: "Yes, erase" }).click();
    await expect(
      flash(
        page,
        `Erased what the site held for ${guest}: no account, 1 booking cancelled (the guest is told by e-mail), 1 booking anonymised, 1 contact message erased.`,
      ),
    ).toBeVisible();
    await expect(page.getByText("Nothing is held for this address.")).toBeVisible();
    expect((await emailsTo(guest, 1)).map((e) => e.subject)).toContain("Booking Cancelled");
    expect(bookingRow(ahead.reference)).toMatchObject({
      state: "cancelled",
      name: "Erased guest",
      email: "erased@erased.invalid",
    });
    expect(siteRows("select id from contact_messages where email = ?", guest)).toEqual([]);

    await page.goto("/admin/updates");
    await expect(
      page.getByText(`Guest data of ${guest} erased by admin ${admin.email} at the guest's request`),
    ).toBeVisible();
    await expect(page.getByText(`Guest data of ${guest} exported by admin ${admin.email}`)).toBeVisible();
  });

  test("an admin cannot erase their own account here, and a bad address is said so @html-only", async ({
    page,
    admin,
  }) => {
    await page.goto(`/admin/guest-data?email=${encodeURIComponent(admin.email)}`);
    await expect(page.getByText("This is your own account: delete it from your profile page.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Erase…" })).toHaveCount(0);
    await page.goto("/admin/guest-data?email=not-an-address");
    await expect(page.getByRole("alert").filter({ hasText: "Invalid email address" })).toBeVisible();
  });
});

test.describe("who may @js-only", () => {
  test("the client's download and deletion: a visitor is sent to log in; a client and an admin get their own", async ({
    page,
    request,
  }) => {
    for (const path of ["/userprofile/data.json", "/userprofile/delete", "/fr/userprofile/delete"]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(302);
      expect(res.headers().location, path).toMatch(/^\/(Login|fr\/login)\?redirectTo=/);
    }
    const post = await request.post("/userprofile/delete", { form: { password: "x" }, maxRedirects: 0 });
    expect(post.status()).toBe(302);

    for (const role of ["user", "admin"]) {
      const account = await createAccount({ role });
      await logIn(page, account, true);
      const res = await page.request.get("/userprofile/data.json");
      expect(res.status()).toBe(200);
      expect(res.headers()["content-disposition"]).toMatch(/^attachment; filename="data-.+\.json"$/);
      expect(res.headers()["cache-control"]).toBe("no-store");
      expect(((await res.json()) as Export).email).toBe(account.email);
      expect((await page.request.get("/userprofile/delete")).status()).toBe(200);
      // Another site's form cannot delete the account.
      const forged = await page.request.post("/userprofile/delete", {
        form: { password: account.password },
        headers: { Origin: "https://evil.example" },
        maxRedirects: 0,
      });
      expect(forged.status()).toBe(403);
      expect(siteRows("select id from users where id = ?", account.id)).toHaveLength(1);
      await page.context().clearCookies();
    }
  });

  test("the back office's guest data: 401 for a visitor, 403 for a client, an admin gets through", async ({
    page,
    request,
  }) => {
    const { guest, booking: b } = guestWithBooking("guarded");
    const tries = (r: typeof request) => [
      r.get(`/admin/guest-data?email=${encodeURIComponent(guest)}`, { maxRedirects: 0 }),
      r.post("/admin/guest-data.json", { form: { email: guest }, maxRedirects: 0 }),
      r.post("/admin/guest-data", { form: { intent: "erase", email: guest }, maxRedirects: 0 }),
    ];
    for (const res of await Promise.all(tries(request))) expect(res.status(), res.url()).toBe(401);
    await logIn(page, await createAccount(), true);
    for (const res of await Promise.all(tries(page.request))) expect(res.status(), res.url()).toBe(403);
    expect(bookingRow(b.reference)).toMatchObject({ state: "pending", email: guest });
    expect(updates(guest)).toEqual([]);

    await page.context().clearCookies();
    await logIn(page, await createAccount({ role: "admin" }), true);
    const file = await page.request.post("/admin/guest-data.json", { form: { email: guest } });
    expect(file.status()).toBe(200);
    expect(file.headers()["content-disposition"]).toMatch(/^attachment; filename="data-.+\.json"$/);
    expect(((await file.json()) as Export).bookings.map((x) => x.reference)).toEqual([b.reference]);
    const bad = await page.request.post("/admin/guest-data.json", { form: { email: "not-an-address" } });
    expect(bad.status()).toBe(400);
  });
});
