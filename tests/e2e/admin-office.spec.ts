import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { DATA_DIR } from "../setup/e2e-env.js";
import { createAccount, emailsTo, logIn, openSiteDb, uniqueEmail } from "./support";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "office-"));
const file = (name: string, content: Buffer | string) => {
  const p = path.join(tmp, name);
  fs.writeFileSync(p, content);
  return p;
};
const pdf = file("policy.pdf", "%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const fakePdf = file("not-really.pdf", "<html>I am not a PDF</html>");
const fakePng = file("photo.png", "just text");

test.describe("the back office, part two", () => {
  test("Email: sends with the greeting, line breaks, signature and an attachment; refuses a bad attachment", async ({ page, javaScriptEnabled }) => {
    const to = uniqueEmail("office");
    await logIn(page, createAccount({ role: "admin" }), javaScriptEnabled);
    await page.goto("/admin/email");
    await page.getByLabel("Subject").fill("Your pick-up time");
    await page.getByLabel("Email").fill(to);
    await page.getByLabel("Name").fill("Kavi");
    await page.getByLabel("Message").fill("We pick you up at 8:15.\nSee you soon!");
    await page.getByLabel("Attachments (optional)").setInputFiles([fakePng]);
    await page.getByRole("button", { name: "Send email" }).click();
    await expect(page.getByText("only images (PNG, JPG, GIF, WebP) and PDF files can be attached")).toBeVisible();
    await expect(page.getByLabel("Message")).toHaveValue("We pick you up at 8:15.\nSee you soon!");

    const png = file("map.png", await sharp({ create: { width: 20, height: 10, channels: 3, background: "#0E7C86" } }).png().toBuffer());
    await page.getByLabel("Attachments (optional)").setInputFiles([png, pdf]);
    await page.getByRole("button", { name: "Send email" }).click();
    await expect(page.getByText("Email sent successfully!")).toBeVisible();
    const [mail] = await emailsTo(to);
    expect(mail.subject).toBe("Your pick-up time");
    expect(mail.text).toContain("Dear Kavi,\n\nWe pick you up at 8:15.\nSee you soon!\n\nWarm regards,\nThe Lagoon & Leaf Escapes team");
    expect((mail as unknown as { attachments: { filename: string }[] }).attachments.map((a) => a.filename).sort()).toEqual(["map.png", "policy.pdf"]);
  });

  test("Email: email, Subject and message are required", async ({ page, javaScriptEnabled }) => {
    await logIn(page, createAccount({ role: "admin" }), javaScriptEnabled);
    await page.goto("/admin/email");
    await page.getByRole("button", { name: "Send email" }).click();
    await expect(page.getByText("Please enter a Subject")).toBeVisible();
    await expect(page.getByText("Please enter your email address")).toBeVisible();
    await expect(page.getByText("Please write a message")).toBeVisible();
  });

  test("Set Role: 'User Not Found' and a new role", async ({ page, javaScriptEnabled }) => {
    const admin = createAccount({ role: "admin" });
    const client = createAccount();
    await logIn(page, admin, javaScriptEnabled);
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
    // The last-admin rule is tested on the model (user.server.test.ts): here the database is shared.
  });

  test("the add-admin view makes a user an admin, who then reaches the back office", async ({ page, browser, javaScriptEnabled }) => {
    const future = createAccount();
    await logIn(page, createAccount({ role: "admin" }), javaScriptEnabled);
    await page.goto(`/admin/addadmin?email=${encodeURIComponent(future.email)}`);
    await page.getByRole("button", { name: `Make ${future.email} an admin` }).click();
    await expect(page.getByText("Role Successfully set to admin")).toBeVisible();
    const other = await browser.newContext({ javaScriptEnabled });
    const p2 = await other.newPage();
    await logIn(p2, future, javaScriptEnabled);
    expect((await p2.goto("/admin/home"))?.status()).toBe(200);
    await other.close();
  });

  test("Notification Banners: add, edit, reorder and delete what the home page shows", async ({ page, javaScriptEnabled }) => {
    const title = `Road works ${Date.now()}`;
    await logIn(page, createAccount({ role: "admin" }), javaScriptEnabled);
    await page.goto("/admin/banners");
    const add = page.getByRole("region", { name: "Add a banner" });
    await add.getByRole("button", { name: "Add banner" }).click();
    await expect(add.getByText("Please enter a title")).toBeVisible();
    await add.getByLabel("Title").fill(title);
    await add.getByLabel("Message").fill("The coastal road at Grand Baie is closed on Sunday morning; pick-ups leave 20 minutes earlier.");
    await add.getByLabel("Link (optional)").fill("javascript:alert(1)");
    await add.getByRole("button", { name: "Add banner" }).click();
    await expect(add.getByText("Use a path on this site")).toBeVisible();
    await add.getByLabel("Link (optional)").fill("/contact");
    await add.getByLabel("Action label (optional)").fill("Ask us");
    await add.getByRole("button", { name: "Add banner" }).click();
    await expect(page.getByText("Banner added")).toBeVisible();

    await page.getByRole("button", { name: `Move up: ${title}` }).click();
    await expect(page.getByText("updated successfully!")).toBeVisible();
    const home = await (await page.request.get("/")).text();
    expect(home.indexOf(title)).toBeGreaterThan(0);
    expect(home.indexOf(title)).toBeLessThan(home.indexOf("Whale season is here") > 0 ? home.indexOf("Whale season is here") : Infinity);

    await page.getByRole("button", { name: `Delete: ${title}` }).click();
    await expect(page.getByText("Banner deleted")).toBeVisible();
    expect(await (await page.request.get("/")).text()).not.toContain(title);
  });

  test("Notification To All reaches every user's bell", async ({ page, browser, javaScriptEnabled }) => {
    const client = createAccount();
    const title = `Cyclone warning ${Date.now()}`;
    await logIn(page, createAccount({ role: "admin" }), javaScriptEnabled);
    await page.goto("/admin/notify");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Message").fill("All sea outings are cancelled tomorrow; we will call you to move your day.");
    await page.getByRole("button", { name: "Send to everyone" }).click();
    await expect(page.getByText(/^Notification sent to \d+ users$/)).toBeVisible();
    const ctx = await browser.newContext({ javaScriptEnabled });
    const p2 = await ctx.newPage();
    await logIn(p2, client, javaScriptEnabled);
    await p2.goto("/notifications");
    await expect(p2.getByText(title)).toBeVisible();
    await ctx.close();
  });

  test("Policies: both fields needed, PDF checked by content, and the privacy policy fills the footer", async ({ page, javaScriptEnabled }) => {
    await logIn(page, createAccount({ role: "admin" }), javaScriptEnabled);
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

  test("View Uploads: browse, open, delete after a confirmation; nothing outside the uploads folder", async ({ page, javaScriptEnabled }) => {
    const folder = path.join(DATA_DIR, "uploads", "scratch", `t${Date.now()}`);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, "note.pdf"), "%PDF-1.4\n%%EOF");
    const rel = path.relative(path.join(DATA_DIR, "uploads"), folder);
    await logIn(page, createAccount({ role: "admin" }), javaScriptEnabled);
    await page.goto("/admin/uploads");
    await expect(page.getByRole("main").getByRole("link", { name: "packages", exact: true })).toBeVisible();
    await page.goto(`/admin/uploads?path=${encodeURIComponent(rel)}`);
    await expect(page.getByRole("link", { name: "note.pdf", exact: true })).toHaveAttribute("href", /\/files\/scratch\//);
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
