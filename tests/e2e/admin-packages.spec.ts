import { expect, siteRows, test, type Page } from "./admin-support";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { DATA_DIR } from "../setup/e2e-env.js";
import { fieldError, openSiteDb } from "./support";

const ADDED = "Package successfully added!";
const UPDATED = "Package updated successfully!";
const SEEDED = "blue-bay-glass-bottom-snorkel";

/** A real PNG made with sharp, in this test's own output folder. */
async function png(file: string, color: string, width = 1200) {
  await sharp({ create: { width, height: width / 2, channels: 3, background: color } })
    .png()
    .toFile(file);
  return file;
}

const uniqueTitle = (tag: string, js: boolean) =>
  `${tag} ${js ? "js" : "no-js"} ${crypto.randomBytes(3).toString("hex")}`;

const packagesTitled = (title: string) =>
  siteRows<{ id: string; status: string; highlights: string; important: string }>(
    "select * from packages where title = ?",
    title,
  );
const imagesOf = (id: string) =>
  siteRows<{ name: string; url: string; position: number }>(
    "select * from package_images where package_id = ? order by position, id",
    id,
  );
const packageFolder = (id: string) => path.join(DATA_DIR, "uploads", "packages", id);

/** A list editor's text box: "Highlights item 2". */
const item = (page: Page, list: string, n: number) =>
  page.getByRole("textbox", { name: `${list} item ${n}`, exact: true });

/** Adds a package through the form with the given images; returns its id. */
async function addPackage(page: Page, title: string, files: string[]) {
  await page.goto("/admin/add");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Short description").fill("A short line for the card.");
  await item(page, "Highlights", 1).fill("First highlight");
  await page.getByLabel("Choose images").setInputFiles(files);
  await page.getByRole("button", { name: "Add package" }).click();
  await expect(page.getByText(ADDED)).toBeVisible();
  const [row] = packagesTitled(title);
  expect(row).toBeTruthy();
  return row.id;
}

test.describe("adding a package", () => {
  test("an admin adds a package with two images and edited lists; visitors see it with WebP images", async ({
    adminPage: page,
    javaScriptEnabled,
    request,
  }, testInfo) => {
    const first = await png(testInfo.outputPath("lagoon-first.png"), "#0e7c86");
    const second = await png(testInfo.outputPath("beach-second.png"), "#f2b44b");
    await page.goto("/admin/add");
    await expect(page.getByRole("heading", { level: 1, name: "Add Package" })).toBeVisible();
    const picker = page.getByLabel("Choose images");
    await expect(picker).toHaveAttribute("type", "file");
    await expect(picker).toHaveAttribute("multiple", "");
    await expect(picker).toHaveAttribute("accept", "image/png,image/jpeg,image/gif,image/webp");
    await expect(page.getByText("PNG, JPG, GIF up to 10MB")).toBeVisible();

    const title = uniqueTitle("Lagoon Sunrise", javaScriptEnabled);
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Short description").fill("Sunrise on the lagoon, then breakfast on the sand.");
    await page.getByLabel("Long description").fill("We meet at 5:30.\n\nBack by noon.");

    // Highlights: one typed, one added, a blank one, and one added then moved up over the blank one.
    await item(page, "Highlights", 1).fill("Sunrise swim");
    await page.getByRole("button", { name: "Add item to Highlights" }).click();
    await item(page, "Highlights", 2).fill("Breakfast on the beach");
    await page.getByRole("button", { name: "Add item to Highlights" }).click();
    await expect(item(page, "Highlights", 3)).toHaveValue("");
    await page.getByRole("button", { name: "Add item to Highlights" }).click();
    await item(page, "Highlights", 4).fill("Glass-bottom boat");
    await page.getByRole("button", { name: "Move Highlights item 4 up" }).click();
    await expect(item(page, "Highlights", 3)).toHaveValue("Glass-bottom boat");
    await expect(item(page, "Highlights", 4)).toHaveValue("");
    // One more, removed again; what was typed elsewhere stays.
    await page.getByRole("button", { name: "Add item to Highlights" }).click();
    await item(page, "Highlights", 5).fill("Not this one");
    await page.getByRole("button", { name: "Remove Highlights item 5" }).click();
    await expect(item(page, "Highlights", 5)).toHaveCount(0);
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await expect(item(page, "Highlights", 1)).toHaveValue("Sunrise swim");
    await item(page, "Important", 1).fill("Bring a hat");

    await picker.setInputFiles([first, second]);
    await page.getByRole("button", { name: "Add package" }).click();

    await expect(page).toHaveURL(/\/admin\/packages\/active$/);
    await expect(page.getByText(ADDED)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Active Packages" })).toBeVisible();
    const [row] = packagesTitled(title);
    expect(row.status).toBe("active");
    expect(JSON.parse(row.highlights)).toEqual(["Sunrise swim", "Breakfast on the beach", "Glass-bottom boat"]);
    expect(JSON.parse(row.important)).toEqual(["Bring a hat"]);
    const images = imagesOf(row.id);
    expect(images.map((i) => i.name)).toEqual(["lagoon-first.png", "beach-second.png"]);
    for (const img of images) expect(img.url).toMatch(new RegExp(`^packages/${row.id}/.+\\.webp$`));
    expect(fs.readdirSync(packageFolder(row.id)).every((f) => f.endsWith(".webp"))).toBe(true);

    const listed = page.getByRole("listitem").filter({ hasText: title });
    await expect(listed.locator("img")).toHaveAttribute("src", /\.webp$/);
    await expect(listed.getByRole("link", { name: `Edit ${title}` })).toHaveAttribute("href", `/edit/${row.id}`);

    // Visitors: on the home page, and its page shows both images as WebP.
    await page.goto("/");
    await expect(page.locator("#packages").getByText(title)).toBeVisible();
    await page.goto(`/info/${row.id}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const gallery = page.getByRole("region", { name: "Gallery" }).getByRole("img");
    await expect(gallery).toHaveCount(2);
    for (const img of await gallery.all()) {
      const src = await img.getAttribute("src");
      expect(src).toMatch(/\.webp$/);
      const res = await request.get(src!);
      expect(res.headers()["content-type"]).toBe("image/webp");
    }
    await expect(page.getByRole("heading", { level: 2, name: "Highlights" }).locator("..").locator("li")).toHaveText([
      "Sunrise swim",
      "Breakfast on the beach",
      "Glass-bottom boat",
    ]);
  });

  test("without JavaScript, a list button after choosing images says the images must be chosen again", async ({
    adminPage: page,
    javaScriptEnabled,
  }, testInfo) => {
    test.skip(javaScriptEnabled, "with JavaScript the list changes in the page and the chosen images stay");
    const image = await png(testInfo.outputPath("kept.png"), "#0e7c86");
    await page.goto("/admin/add");
    await page.getByLabel("Title").fill("Round trip");
    await page.getByLabel("Choose images").setInputFiles(image);
    await page.getByRole("button", { name: "Add item to Highlights" }).click();
    await expect(page.locator("#package-form-alert")).toContainText(
      "a browser cannot keep chosen images: please choose them again",
    );
    await expect(page.getByLabel("Title")).toHaveValue("Round trip");
    await expect(item(page, "Highlights", 2)).toHaveValue("");
    expect(packagesTitled("Round trip")).toHaveLength(0);
  });

  test("'Title is required', and what was typed is kept", async ({ adminPage: page, javaScriptEnabled }) => {
    await page.goto("/admin/add");
    const marker = uniqueTitle("no title", javaScriptEnabled);
    await page.getByLabel("Short description").fill(marker);
    await item(page, "Highlights", 1).fill("Kept highlight");
    await page.getByRole("button", { name: "Add package" }).click();
    await expect(fieldError(page, "Title is required")).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Short description")).toHaveValue(marker);
    await expect(item(page, "Highlights", 1)).toHaveValue("Kept highlight");
    expect(siteRows("select id from packages where short_description = ?", marker)).toHaveLength(0);
  });

  test("a text file named .png is refused with a clear message and nothing is saved", async ({
    adminPage: page,
    javaScriptEnabled,
  }, testInfo) => {
    const good = await png(testInfo.outputPath("good.png"), "#24683f");
    const fake = testInfo.outputPath("notes.png");
    fs.writeFileSync(fake, "This is a text file, not a picture.\n");
    await page.goto("/admin/add");
    const packageId = await page.locator('input[name="packageId"]').inputValue();
    const title = uniqueTitle("Fake image", javaScriptEnabled);
    await page.getByLabel("Title").fill(title);
    await item(page, "Highlights", 1).fill("Still here");
    await page.getByLabel("Choose images").setInputFiles([good, fake]);
    await page.getByRole("button", { name: "Add package" }).click();

    const alert = page.locator("#package-form-alert");
    await expect(alert).toContainText(
      "“notes.png” was refused: This file is not an image we can read (PNG, JPG, GIF or WebP).",
    );
    await expect(alert).toContainText("Nothing was saved.");
    await expect(alert).toContainText("please choose them again");
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await expect(item(page, "Highlights", 1)).toHaveValue("Still here");
    await expect(page.getByLabel("Choose images")).toHaveValue("");
    expect(packagesTitled(title)).toHaveLength(0);
    expect(fs.existsSync(packageFolder(packageId))).toBe(false);
  });

  test("an image over 10MB is refused with a clear message, never a 500", async ({
    adminPage: page,
    javaScriptEnabled,
  }, testInfo) => {
    // Random pixels barely compress: about 12MB as an uncompressed PNG.
    const big = testInfo.outputPath("huge-photo.png");
    await sharp(crypto.randomBytes(2000 * 2000 * 3), { raw: { width: 2000, height: 2000, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toFile(big);
    expect(fs.statSync(big).size).toBeGreaterThan(10 * 1024 * 1024);
    await page.goto("/admin/add");
    const statuses: number[] = [];
    page.on("response", (res) => {
      if (res.request().method() === "POST") statuses.push(res.status());
    });
    const title = uniqueTitle("Too big", javaScriptEnabled);
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Choose images").setInputFiles(big);
    if (javaScriptEnabled) await expect(page.getByText("larger than 10MB")).toBeVisible();
    await page.getByRole("button", { name: "Add package" }).click();

    const alert = page.locator("#package-form-alert");
    await expect(alert).toContainText(/“huge-photo\.png” is 1\d(\.\d)?MB: files can be up to 10MB\./);
    await expect(alert).toContainText("Nothing was saved.");
    await expect(page.getByLabel("Title")).toHaveValue(title);
    expect(statuses).toContain(413);
    expect(statuses.every((s) => s < 500)).toBe(true);
    expect(packagesTitled(title)).toHaveLength(0);
  });
});

test.describe("editing a package", () => {
  test("edit fields and images, archive, activate, delete, restore, then remove permanently", async ({
    adminPage: page,
    javaScriptEnabled,
    request,
  }, testInfo) => {
    test.slow(); // the whole life of a package, a dozen page loads
    const [red, green, blue] = await Promise.all([
      png(testInfo.outputPath("red.png"), "#b8412a"),
      png(testInfo.outputPath("green.png"), "#24683f"),
      png(testInfo.outputPath("blue.png"), "#0b4f58"),
    ]);
    const title = uniqueTitle("Editable", javaScriptEnabled);
    const id = await addPackage(page, title, [red, green]);
    // A booking made now keeps this title, whatever happens to the package later.
    const reference = `TEST-${crypto.randomBytes(4).toString("hex").toUpperCase()}`;
    const db = openSiteDb();
    db.prepare(
      "insert into bookings (reference, name, surname, email, phone, package_id, package_title, date, adults, time) values (?, 'Priya', 'Doolub', 'priya@example.mu', '+23057123456', ?, ?, '2030-01-01', 2, ?)",
    ).run(reference, id, title, new Date().toISOString());
    db.close();

    // Everything is filled in; change the title, put the second image first, add a third.
    await page.goto(`/edit/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Edit package" })).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await expect(page.getByLabel("Short description")).toHaveValue("A short line for the card.");
    await expect(item(page, "Highlights", 1)).toHaveValue("First highlight");
    const renamed = `${title} renamed`;
    await page.getByLabel("Title").fill(renamed);
    await page.getByLabel("Position of image 2").selectOption("1");
    await page.getByLabel("Position of image 1").selectOption("2");
    await page.getByLabel("Add images").setInputFiles(blue);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText(UPDATED)).toBeVisible();
    await expect(page).not.toHaveURL(/\/edit\//);
    expect(packagesTitled(renamed)).toHaveLength(1);
    expect(imagesOf(id).map((i) => i.name)).toEqual(["green.png", "red.png", "blue.png"]);

    // Remove one image: its files go too.
    await page.goto(`/edit/${id}`);
    const removedUrl = imagesOf(id)[2].url;
    await page.getByLabel("Remove image 3").check();
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText(UPDATED)).toBeVisible();
    expect(imagesOf(id).map((i) => i.name)).toEqual(["green.png", "red.png"]);
    expect(fs.existsSync(path.join(DATA_DIR, "uploads", decodeURIComponent(removedUrl.replace("/files/", ""))))).toBe(
      false,
    );

    const visitorSees = async (visible: boolean) => {
      // One load of the home page for both of its checks.
      const home = await (await request.get("/", { headers: { Cookie: "" } })).text();
      expect(home).toContain(visible ? renamed : "Packages");
      if (!visible) expect(home).not.toContain(renamed);
      expect((await request.get(`/info/${id}`)).status()).toBe(visible ? 200 : 404);
    };
    const status = () => siteRows<{ status: string }>("select status from packages where id = ?", id)[0]?.status;
    const press = async (button: string) => {
      await page.goto(`/edit/${id}`);
      await page.getByRole("button", { name: button, exact: true }).click();
      await expect(page.getByText(UPDATED)).toBeVisible();
    };

    await visitorSees(true);
    await press("Archive");
    expect(status()).toBe("archived");
    await visitorSees(false);
    await page.goto("/admin/packages/archived");
    await expect(page.getByRole("link", { name: `Edit ${renamed}` })).toBeVisible();

    await press("Activate");
    expect(status()).toBe("active");
    await visitorSees(true);

    await press("Delete");
    expect(status()).toBe("deleted");
    await visitorSees(false);

    await press("Restore");
    expect(status()).toBe("active");
    await visitorSees(true);

    await press("Delete");
    expect(status()).toBe("deleted");

    // Removing for good needs a second step with a confirmation.
    await page.goto(`/edit/${id}`);
    await page.getByRole("link", { name: "Remove permanently…" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Remove “${renamed}” permanently?` })).toBeVisible();
    expect(status()).toBe("deleted");
    expect(fs.existsSync(packageFolder(id))).toBe(true);
    await page.getByLabel(/I understand that/).check();
    await page.getByRole("button", { name: "Remove permanently" }).click();
    await expect(page).toHaveURL(/\/admin\/packages\/deleted$/);
    await expect(page.getByText("Package removed permanently.")).toBeVisible();
    expect(status()).toBeUndefined();
    expect(imagesOf(id)).toHaveLength(0);
    expect(fs.existsSync(packageFolder(id))).toBe(false);
    expect((await page.goto(`/edit/${id}`))?.status()).toBe(404);
    await page.goto(`/update/booking/${reference}`);
    await expect(page.getByRole("cell", { name: `${title} (${id})` })).toBeVisible();
  });

  test("the lists: all three on /admin/packages, one per status, unknown status and package are 404", async ({
    adminPage: page,
  }) => {
    await page.goto("/admin/packages");
    for (const heading of ["Active Packages", "Archived Packages", "Deleted Packages"]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    for (const [status, heading] of [
      ["active", "Active Packages"],
      ["archived", "Archived Packages"],
      ["deleted", "Deleted Packages"],
    ]) {
      await page.goto(`/admin/packages/${status}`);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(heading));
    }
    await page.goto("/admin/packages/active");
    const seeded = page.getByRole("listitem").filter({
      has: page.getByRole("link", { name: "Edit Blue Bay Marine Park: Glass-Bottom Boat and Snorkelling" }),
    });
    await expect(seeded.locator("img")).toHaveAttribute(
      "src",
      /\/files\/packages\/blue-bay-glass-bottom-snorkel\/.+\.webp$/,
    );
    await expect(seeded.getByRole("link", { name: /^Edit / })).toHaveAttribute("href", `/edit/${SEEDED}`);
    expect((await page.goto("/admin/packages/unknown"))?.status()).toBe(404);
    expect((await page.goto("/edit/no-such-package"))?.status()).toBe(404);
  });
});
