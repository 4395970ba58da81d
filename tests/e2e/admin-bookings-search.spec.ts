import fs from "node:fs";
import { axeViolations } from "./axe";
import { csvRecords, expect, signedInPage, test, type Page } from "./admin-support";
import { createAccount, insertBooking, logIn, uniqueEmail } from "./support";

/** A word no other test's booking holds, so a search for it finds only ours. */
const uniqueWord = (tag: string) =>
  `${tag}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`.replace(/\d/g, "x");

const table = (page: Page) => page.getByRole("table", { name: "All Bookings" });
const refsOnPage = (page: Page) => table(page).locator("tbody tr td:first-child a").allTextContents();

async function search(page: Page, words: string) {
  await page.getByLabel("Search bookings").fill(words);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  // The address the form makes (spaces as +); waiting for it waits for the new page, with JavaScript too.
  const asked = new URLSearchParams({ q: words }).toString().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await expect(page).toHaveURL(new RegExp(`[?&]${asked}(&|$)`));
  await expect(page.getByLabel("Search bookings")).toHaveValue(words.trim());
}

/** Reads the CSV that the "Download CSV" link gives, as a browser downloads it. */
async function downloadCsv(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
  return fs.readFileSync((await download.path())!, "utf8");
}

test.describe("All Bookings: search and CSV", () => {
  test("the search finds a booking by its reference, name, e-mail and phone, and keeps the filter", async ({
    adminPage: page,
  }) => {
    const name = uniqueWord("Zaira");
    const surname = uniqueWord("Quillet");
    const phone = `+230 5${String(Date.now()).slice(-3)} ${String(Math.floor(Math.random() * 9000) + 1000)}`;
    const b = insertBooking({ name, surname, phone, email: uniqueEmail("searchme"), date: "2099-11-11" });
    await page.goto("/admin/bookings?filter=current&sort=asc");

    for (const words of [
      b.reference,
      b.reference.toLowerCase(),
      name.toUpperCase(),
      ` ${surname} `,
      `${name} ${surname}`,
      b.email as string,
      phone,
      phone.replace(/ /g, ""),
    ]) {
      await search(page, words);
      await expect(table(page).locator("tbody tr td:first-child a"), words).toHaveText([b.reference]);
      await expect(page).toHaveURL(/filter=current/);
      await expect(page).toHaveURL(/sort=asc/);
    }

    // The filter links keep the search; a filter without the booking shows none.
    await page.getByRole("link", { name: "Cancelled", exact: true }).click();
    await expect(page).toHaveURL(/filter=cancelled/);
    await expect(page.getByText(`No bookings found for “${phone.replace(/ /g, "")}”`)).toBeVisible();

    await search(page, uniqueWord("nobody"));
    await expect(page.getByText(/^No bookings found for “nobody/)).toBeVisible();
    await expect(table(page)).toHaveCount(0);
  });

  test("Download CSV gives every page of the filter and search, in the page's order and columns, with words as headings", async ({
    adminPage: page,
  }) => {
    const surname = uniqueWord("Csvfamily");
    // Twelve bookings: two pages of the table, one file. One name a spreadsheet would run as a formula, one with a comma,
    // one that becomes a formula where a spreadsheet splits on ";" (a French locale).
    const names = ["=HYPERLINK(1)", "Anne, Marie", "x;=1+1"];
    const made = Array.from({ length: 12 }, (_, i) =>
      insertBooking({ surname, name: names[i] ?? `Guest${i}`, date: `2098-03-${String(10 + i).padStart(2, "0")}` }),
    );
    insertBooking({ surname, date: "2098-04-01", status: "Cancelled" });
    await page.goto("/admin/bookings?filter=current&sort=asc");

    // The column chooser reads as words; the cookie keeps the specification's keys.
    await page.getByText("Columns").click();
    for (const word of [
      "Package ID",
      "Adults",
      "Children",
      "Infants",
      "Date",
      "Email",
      "Name",
      "Surname",
      "Message",
      "Requested",
    ]) {
      await expect(page.getByLabel(word, { exact: false }).first()).toBeVisible();
    }
    await page.getByLabel("name", { exact: true }).check();
    await page.getByLabel("surname", { exact: true }).check();
    await page.getByLabel("package ID", { exact: true }).check();
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(table(page).getByRole("columnheader", { name: "Surname" })).toBeVisible();
    await expect(page.getByLabel("package ID", { exact: true })).toHaveAttribute("value", "packageId");

    await search(page, surname);
    await expect(page.getByText("12 bookings · page 1 of 2")).toBeVisible();
    const onPages = await refsOnPage(page);
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page.getByText("12 bookings · page 2 of 2")).toBeVisible();
    onPages.push(...(await refsOnPage(page)));
    expect(onPages).toEqual(made.map((b) => b.reference)); // earliest first, the cancelled one left out

    // From page 2: the file still holds every page.
    const csv = await downloadCsv(page);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const [header, ...rows] = csvRecords(csv);
    const headings = await table(page).getByRole("columnheader").allTextContents();
    expect(header).toEqual(headings);
    expect(header).toEqual([
      "Reference",
      "Package",
      "packageId",
      "Name",
      "Surname",
      "Phone",
      "Source",
      "Status",
      "Payment",
      "Paid (MUR)",
      "Balance (MUR)",
      "Check-in",
    ]);
    expect(rows.map((r) => r[0])).toEqual(onPages);
    expect(rows[0]).toEqual([
      made[0].reference,
      "Pamplemousses Botanical Garden and Port Louis",
      "pamplemousses-port-louis",
      "'=HYPERLINK(1)",
      surname,
      "+23057123456", // a phone number as the driver dials it, no apostrophe
      "Website",
      "Pending",
      "Unpaid",
      "0",
      "6800", // two adults at MUR 3,400, nothing paid
      "",
    ]);
    expect(rows[1][3]).toBe("Anne, Marie");
    expect(csv).toContain('"Anne, Marie"');
    expect(csv).toContain(`"x;'=1+1"`);
  });

  test("the CSV is for admins only: 401 for a visitor, 403 for a client, the file for an admin @js-only", async ({
    page,
    browser,
    request,
  }) => {
    expect((await request.get("/admin/bookings.csv", { maxRedirects: 0 })).status()).toBe(401);
    await logIn(page, await createAccount(), true);
    expect((await page.request.get("/admin/bookings.csv", { maxRedirects: 0 })).status()).toBe(403);
    const adminPage = await signedInPage(browser, await createAccount({ role: "admin" }), true);
    const res = await adminPage.request.get("/admin/bookings.csv?filter=cancelled", { maxRedirects: 0 });
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers()["content-disposition"]).toMatch(/^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/);
    await adminPage.context().close();
  });

  test("axe finds no violations on All Bookings with a search and the column chooser open @js-only", async ({
    adminPage: page,
  }) => {
    await page.goto("/admin/bookings?q=nobody-at-all");
    await page.getByText("Columns").click();
    expect(await axeViolations(page)).toEqual([]);
  });
});
