import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, notificationsOf, signedInPage, test, type Page } from "./admin-support";
import sharp from "sharp";
import { DATA_DIR } from "../setup/e2e-env.js";
import { createAccount, emailsTo, fieldError, openSiteDb, uniqueEmail } from "./support";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "office-"));
const file = (name: string, content: Buffer | string) => {
  const p = path.join(tmp, name);
  fs.writeFileSync(p, content);
  return p;
};
const pdf = file("policy.pdf", "%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const fakePdf = file("not-really.pdf", "<html>I am not a PDF</html>");
const fakePng = file("photo.png", "just text");

/** The admin writes an e-mail to Kavi at `to` on the Email page, with these attachments, and presses Send. */
async function sendAdminEmail(page: Page, v: { to: string; subject: string; message: string; attachments: string[] }) {
  await page.goto("/admin/email");
  await page.getByLabel("Subject").fill(v.subject);
  await page.getByLabel("Email").fill(v.to);
  await page.getByLabel("Name").fill("Kavi");
  await page.getByLabel("Message").fill(v.message);
  await page.getByLabel("Attachments (optional)").setInputFiles(v.attachments);
  await page.getByRole("button", { name: "Send email" }).click();
}

/** The e-mail of the tests about a stored attachment: a voucher, policy.pdf attached. */
const voucherTo = (to: string) => ({
  to,
  subject: "Your voucher",
  message: "The voucher is attached.",
  attachments: [pdf],
});

/** Where the outbox keeps the attachments of the e-mail to `to`. */
function storedAttachmentPaths(to: string) {
  const db = openSiteDb();
  const row = db.prepare("select attachments from outbox where recipient = ?").get(to) as { attachments: string };
  db.close();
  return (JSON.parse(row.attachments) as { path: string }[]).map((a) => a.path);
}

test.describe("the back office, part two", () => {
  test("Email: sends with the greeting, line breaks, signature and an attachment; refuses a bad attachment", async ({
    adminPage: page,
  }) => {
    const to = uniqueEmail("office");
    await sendAdminEmail(page, {
      to,
      subject: "Your pick-up time",
      message: "We pick you up at 8:15.\nSee you soon!",
      attachments: [fakePng],
    });
    await expect(fieldError(page, "only images (PNG, JPG, GIF, WebP) and PDF files can be attached")).toBeVisible();
    await expect(page.getByLabel("Message")).toHaveValue("We pick you up at 8:15.\nSee you soon!");

    const png = file(
      "map.png",
      await sharp({ create: { width: 20, height: 10, channels: 3, background: "#0E7C86" } })
        .png()
        .toBuffer(),
    );
    await page.getByLabel("Attachments (optional)").setInputFiles([png, pdf]);
    await page.getByRole("button", { name: "Send email" }).click();
    await expect(page.getByText("Email sent successfully!")).toBeVisible();
    const [mail] = await emailsTo(to);
    expect(mail.subject).toBe("Your pick-up time");
    expect(mail.text).toContain(
      "Dear Kavi,\n\nWe pick you up at 8:15.\nSee you soon!\n\nWarm regards,\nThe Lagoon & Leaf Escapes team",
    );
    expect(
      (mail as unknown as { attachments: { filename: string }[] }).attachments.map((a) => a.filename).sort(),
    ).toEqual(["map.png", "policy.pdf"]);
  });

  test("Outbox: an e-mail whose attachment was deleted in View Uploads is failed with its reason; 'Send again' shows it, never a 500", async ({
    adminPage: page,
  }) => {
    const to = uniqueEmail("gone-attachment").replace("@", "-fail-500@"); // the fake provider refuses it: it stays in the outbox
    await sendAdminEmail(page, voucherTo(to));
    await expect(page.getByRole("alert").filter({ hasText: "Server error: Internal Server Error" })).toBeVisible({
      timeout: 15_000,
    });

    // The admin deletes the attachment's folder in View Uploads.
    const folder = path.posix.dirname(storedAttachmentPaths(to)[0]);
    await page.goto(`/admin/uploads?path=${encodeURIComponent(path.posix.dirname(folder))}`);
    await page.getByRole("link", { name: `Delete ${path.posix.basename(folder)}` }).click();
    await page.getByRole("button", { name: "Yes, delete" }).click();
    await expect.poll(() => fs.existsSync(path.join(DATA_DIR, "uploads", folder))).toBe(false);

    const reason =
      "The attachment policy.pdf is no longer in the uploads (deleted?): this e-mail cannot be sent as it is.";
    await page.goto("/admin/outbox?status=failed");
    const item = page.locator("li[data-email-id]").filter({ has: page.getByText(to, { exact: true }) });
    await item.getByRole("button", { name: "Send again" }).click();
    await expect(page.getByRole("alert").filter({ hasText: reason })).toBeVisible();
    await expect(item).toContainText(`Error: ${reason}`);
    await expect(item).not.toContainText("Next try");
  });

  test("a file attached to an admin's e-mail is served to admins only, never kept by a shared cache", async ({
    adminPage: page,
    browser,
    javaScriptEnabled,
  }) => {
    const to = uniqueEmail("attachment-privacy");
    await sendAdminEmail(page, voucherTo(to));
    await expect(page.getByText("Email sent successfully!")).toBeVisible();
    const stored = storedAttachmentPaths(to)[0];
    const [, id] = stored.split("/");
    const addresses = [
      `/files/${stored}`,
      `/files/email-attachments%2F${id}%2Fpolicy.pdf`,
      `/files//email-attachments/${id}/policy.pdf`,
      `/files/./email-attachments/${id}/policy.pdf`,
    ];

    const admin = await page.request.get(`/files/${stored}`);
    expect(admin.status()).toBe(200);
    expect(admin.headers()["content-type"]).toBe("application/pdf");
    expect(admin.headers()["cache-control"]).toBe("private, no-store");

    const visitor = await browser.newContext();
    const client = (await signedInPage(browser, await createAccount(), javaScriptEnabled)).context();
    try {
      for (const address of addresses) {
        const asVisitor = await visitor.request.get(address);
        expect(asVisitor.status(), address).toBe(401);
        expect(await asVisitor.text()).toBe("You Must login First");
        expect(asVisitor.headers()["cache-control"]).toBe("private, no-store");
        const asClient = await client.request.get(address);
        expect(asClient.status(), address).toBe(403);
        expect(await asClient.text()).toBe("Not Authorised. You must be an admin to access this page.");
      }
      // Package pictures and policies stay public.
      expect((await visitor.request.get("/files/policies/termsAndConditions.pdf")).status()).toBe(200);
    } finally {
      await visitor.close();
      await client.close();
    }
  });

  test("Email: email, Subject and message are required", async ({ adminPage: page }) => {
    await page.goto("/admin/email");
    await page.getByRole("button", { name: "Send email" }).click();
    await expect(fieldError(page, "Please enter a Subject")).toBeVisible();
    await expect(fieldError(page, "Please enter your email address")).toBeVisible();
    await expect(fieldError(page, "Please write a message")).toBeVisible();
  });

  test("Set Role: 'User Not Found' and a new role", async ({ adminPage: page }) => {
    const client = await createAccount();
    await page.goto("/admin/role");
    await page.getByLabel("Email").fill(uniqueEmail("ghost"));
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("User Not Found")).toBeVisible();

    await page.getByLabel("Email").fill(client.email);
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByLabel("Role").fill("guide");
    await page.getByRole("button", { name: "Set role" }).click();
    await expect(page.getByText("Role Successfully set to guide")).toBeVisible();
    const db = openSiteDb();
    expect(db.prepare("select role from users where id = ?").get(client.id)).toEqual({ role: "guide" });
    // A role other than admin does not open the back office.

    db.close();
    // The role stays free text, but the form and the answer say what gives access.
    await expect(page.getByLabel("Role")).toHaveAccessibleDescription(
      'Only "admin", in lower case, gives access to the back office.',
    );
    await page.getByLabel("Role").fill("Admin");
    await page.getByRole("button", { name: "Set role" }).click();
    await expect(page.getByRole("status")).toHaveText(
      'Role Successfully set to Admin. This role gives no admin access: only "admin" does.',
    );
    const check = openSiteDb();
    expect(check.prepare("select role from users where id = ?").get(client.id)).toEqual({ role: "Admin" });
    check.close();
    await page.getByLabel("Role").fill("admin");
    await page.getByRole("button", { name: "Set role" }).click();
    await expect(page.getByRole("status")).toHaveText("Role Successfully set to admin");
    // The last-admin rule is tested on the model (user.server.test.ts): here the database is shared.
  });

  test("the add-admin view makes a user an admin, who then reaches the back office", async ({
    adminPage: page,
    browser,
    javaScriptEnabled,
  }) => {
    const future = await createAccount();
    await page.goto(`/admin/addadmin?email=${encodeURIComponent(future.email)}`);
    await page.getByRole("button", { name: `Make ${future.email} an admin` }).click();
    await expect(page.getByText("Role Successfully set to admin")).toBeVisible();
    const p2 = await signedInPage(browser, future, javaScriptEnabled);
    expect((await p2.goto("/admin/home"))?.status()).toBe(200);
    await p2.context().close();
  });

  test("Notification Banners: add, edit, reorder and delete what the home page shows", async ({ adminPage: page }) => {
    const title = `Road works ${Date.now()}`;
    await page.goto("/admin/banners");
    const add = page.getByRole("region", { name: "Add a banner" });
    await add.getByRole("button", { name: "Add banner" }).click();
    await expect(fieldError(add, "Please enter a title")).toBeVisible();
    await add.getByLabel("Title").fill(title);
    await add
      .getByLabel("Message")
      .fill("The coastal road at Grand Baie is closed on Sunday morning; pick-ups leave 20 minutes earlier.");
    await add.getByLabel("Link (optional)").fill("javascript:alert(1)");
    await add.getByRole("button", { name: "Add banner" }).click();
    await expect(fieldError(add, "Use a path on this site")).toBeVisible();
    await add.getByLabel("Link (optional)").fill("/contact");
    await add.getByLabel("Action label (optional)").fill("Ask us");
    await add.getByRole("button", { name: "Add banner" }).click();
    await expect(page.getByText("Banner added")).toBeVisible();

    await page.getByRole("button", { name: `Move up: ${title}` }).click();
    await expect(page.getByText("updated successfully!")).toBeVisible();
    const home = await (await page.request.get("/")).text();
    expect(home.indexOf(title)).toBeGreaterThan(0);
    expect(home.indexOf(title)).toBeLessThan(
      home.indexOf("Whale season is here") > 0 ? home.indexOf("Whale season is here") : Infinity,
    );

    await page.getByRole("button", { name: `Delete: ${title}` }).click();
    await expect(page.getByText("Banner deleted")).toBeVisible();
    expect(await (await page.request.get("/")).text()).not.toContain(title);
  });

  test("banner and notification links refuse //host and /\\host (other sites to a browser), keeping what was typed", async ({
    adminPage: page,
    browser,
    javaScriptEnabled,
  }) => {
    const title = `Offsite ${Date.now()}`;
    for (const link of ["//evil.test", "/\\evil.test"]) {
      await page.goto("/admin/banners");
      const add = page.getByRole("region", { name: "Add a banner" });
      await add.getByLabel("Title").fill(title);
      await add.getByLabel("Message").fill("Special offer");
      await add.getByLabel("Link (optional)").fill(link);
      await add.getByRole("button", { name: "Add banner" }).click();
      await expect(fieldError(add, "Use a path on this site (/contact) or an https:// address")).toBeVisible();
      await expect(add.getByLabel("Title")).toHaveValue(title);

      await page.goto("/admin/notify");
      await page.getByLabel("Title").fill(title);
      await page.getByLabel("Message").fill("Special offer");
      await page.getByLabel("Link (optional)").fill(link);
      await page.getByRole("button", { name: "Send to everyone" }).click();
      await expect(fieldError(page, "Use a path on this site (/contact) or an https:// address")).toBeVisible();
      await expect(page.getByLabel("Message")).toHaveValue("Special offer");
    }
    const db = openSiteDb();
    expect(db.prepare("select count(*) as n from site_banners where title = ?").get(title)).toEqual({ n: 0 });
    expect(db.prepare("select count(*) as n from notifications where title = ?").get(title)).toEqual({ n: 0 });
    // One stored before this rule is shown without its link.
    const client = await createAccount();
    db.prepare(
      "insert into notifications (user_id, title, message, link, action) values (?, ?, 'Hello', '//evil.test', 'Open offer')",
    ).run(client.id, title);
    db.close();
    const bell = await notificationsOf(browser, client, javaScriptEnabled);
    await expect(bell.getByRole("main").getByText(title)).toBeVisible();
    await expect(bell.getByRole("link", { name: "Open offer" })).toHaveCount(0);
    await bell.context().close();
  });

  test("Notification To All reaches every user's bell", async ({ adminPage: page, browser, javaScriptEnabled }) => {
    const client = await createAccount();
    const title = `Cyclone warning ${Date.now()}`;
    await page.goto("/admin/notify");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Message").fill("All sea outings are cancelled tomorrow; we will call you to move your day.");
    await page.getByRole("button", { name: "Send to everyone" }).click();
    await expect(page.getByText(/^Notification sent to \d+ users$/)).toBeVisible();
    const bell = await notificationsOf(browser, client, javaScriptEnabled);
    await expect(bell.getByText(title)).toBeVisible();
    await bell.context().close();
  });

  test("Policies: both fields needed, PDF checked by content, and the privacy policy fills the footer", async ({
    adminPage: page,
  }) => {
    await page.goto("/admin/policies");
    await page.getByRole("button", { name: "Upload policy" }).click();
    await expect(page.getByText("Please provide both a policy name and a file.")).toBeVisible();
    await page.getByLabel("Policy name").fill("privacyPolicy");
    await page.getByLabel("PDF file").setInputFiles(fakePdf);
    await page.getByRole("button", { name: "Upload policy" }).click();
    await expect(page.getByText("The file must be a PDF.")).toBeVisible();
    await expect(page.getByLabel("Policy name")).toHaveValue("privacyPolicy");
    await page.getByLabel("PDF file").setInputFiles(pdf);
    await page.getByRole("button", { name: "Upload policy" }).click();
    await expect(page.getByText("Policy uploaded successfully!")).toBeVisible();
    await page.goto("/");
    const link = page.getByRole("contentinfo").getByRole("link", { name: "Privacy policy" });
    await expect(link).toHaveAttribute("href", /\/files\/policies\/privacyPolicy\.pdf/);
    const res = await page.request.get((await link.getAttribute("href"))!);
    expect(res.headers()["content-type"]).toBe("application/pdf");
  });

  test("View Uploads: browse, open, delete after a confirmation; nothing outside the uploads folder", async ({
    adminPage: page,
  }) => {
    const folder = path.join(DATA_DIR, "uploads", "scratch", `t${Date.now()}`);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, "note.pdf"), "%PDF-1.4\n%%EOF");
    const rel = path.relative(path.join(DATA_DIR, "uploads"), folder);
    await page.goto("/admin/uploads");
    await expect(page.getByRole("main").getByRole("link", { name: "packages", exact: true })).toBeVisible();
    // Each row's icon is drawn (an SVG), not an emoji that a font may lack and show as an empty box.
    const packagesRow = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: "packages", exact: true }) });
    await expect(packagesRow.locator("svg")).toHaveCount(1);
    await expect(packagesRow.locator("svg")).toBeVisible();
    expect(await packagesRow.textContent()).not.toMatch(/\p{Extended_Pictographic}/u);
    await page.goto(`/admin/uploads?path=${encodeURIComponent(rel)}`);
    await expect(page.getByRole("link", { name: "note.pdf", exact: true })).toHaveAttribute(
      "href",
      /\/files\/scratch\//,
    );
    const fileRow = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: "note.pdf", exact: true }) });
    await expect(fileRow.locator("svg")).toHaveCount(1);
    expect(await fileRow.textContent()).not.toMatch(/\p{Extended_Pictographic}/u);
    await page.getByRole("link", { name: "Delete note.pdf" }).click();
    await page.getByRole("button", { name: "Yes, delete" }).click();
    await expect(page.getByText("This folder is empty.")).toBeVisible();
    expect(fs.existsSync(path.join(folder, "note.pdf"))).toBe(false);

    for (const evil of ["..", "../..", "%2e%2e", "/etc", "..%2f..%2fetc", "packages/../../"]) {
      await page.goto(`/admin/uploads?path=${evil}`);
      await expect(page.getByText(/^An error occurred while fetching items: /)).toBeVisible();
    }
    const res = await page.request.post("/admin/uploads", { form: { target: "../app.db", path: "" } });
    expect(await res.text()).toContain("An error occurred while deleting item: ");
    expect(fs.existsSync(path.join(DATA_DIR, "app.db"))).toBe(true);
  });
});
