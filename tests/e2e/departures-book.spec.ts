import { expect, test } from "./fixtures";
import { formatDate } from "~/utils/time";
import { retirePackage } from "./app-db";
import { fillBooking, send } from "./booking-form";
import {
  emailsTo,
  expectValues,
  fieldError,
  mauritiusDate,
  openSiteDb,
  ownDailyPackage,
  packageWithTwoDepartures,
  servedBookingForm,
  uniqueEmail,
} from "./support";

// The booking page of a package with departures and prices: the price table, the next departures (buttons that
// fill the departure in, keeping what was typed) and the seat check's refusal keeping what was typed. A package of
// its own per project, taken off the site at the end.
let PACKAGE = "";
let TITLE = "";

// beforeAll and afterAll change the package's schedule: one worker runs this file in order, so no worker's
// afterAll takes the departures away while another's tests still book them.
test.describe.configure({ mode: "default" });

test.describe("booking a departure", () => {
  let dates: { open: string; few: string };

  test.beforeAll(() => {
    const project = test.info().project.name;
    TITLE = `Tamarin Bay Dolphin Morning (${project})`;
    // Far enough ahead for any cut-off, a different pair of dates for each project; two of the second date's four seats taken.
    ({ packageId: PACKAGE, dates } = packageWithTwoDepartures(TITLE, 60 + project.length, "seats@example.mu"));
  });

  test.afterAll(() => retirePackage(PACKAGE));

  test("the price table and the infants' rule sit beside the form @html-only", async ({ page }) => {
    await page.goto(`/book/${PACKAGE}`);
    const prices = page.getByRole("table", { name: "Prices per person" });
    await expect(prices.getByRole("row", { name: "Adult (12 and over) MUR 3,500" })).toBeVisible();
    await expect(prices.getByRole("row", { name: "Child (3 to 11) MUR 1,750" })).toBeVisible();
    await expect(prices.getByRole("row", { name: "Infant (0 to 2) Free" })).toBeVisible();
    await expect(page.getByText("Infants sit on a lap and take no seat.")).toBeVisible();
  });

  test("a departure's button fills the date in; an e-mail's link (?date=) does too", async ({ page }) => {
    await page.goto(`/book/${PACKAGE}`);
    await expect(page.getByText(/, 08:30: Sold out|, 08:30: 2 seats left/).first()).toBeVisible();
    await page.locator(`button[name="departure"][value="${dates.few}T08:30"]`).click();
    await expect(page.getByLabel("Date")).toHaveValue(dates.few);
    await expect(page).toHaveURL(new RegExp(`/book/${PACKAGE}$`));
    await page.goto(`/book/${PACKAGE}?date=${dates.open}`);
    await expect(page.getByLabel("Date")).toHaveValue(dates.open);
  });

  test("more people than seats are refused with the message, keeping what was typed", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto(`/book/${PACKAGE}`);
    const typed = await fillBooking(page, { date: dates.few, adults: "2", children: "1" });
    await send(page, javaScriptEnabled);
    await expect(fieldError(page, `Only 2 seats left on ${formatDate(dates.few)}.`)).toBeVisible();
    await expectValues(page, [
      ["First name", typed.name],
      ["Email", typed.email],
      ["Date", dates.few],
      [/^Children/, "1"],
      ["Message (optional)", typed.message],
    ]);
  });

  test("a date without a departure is refused and the next departures are offered", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto(`/book/${PACKAGE}`);
    const none = mauritiusDate(60 + test.info().project.name.length + 1);
    await fillBooking(page, { date: none, adults: "1", children: "0" });
    await send(page, javaScriptEnabled);
    await expect(fieldError(page, `There is no departure on ${formatDate(none)}.`)).toBeVisible();
    const form = page.locator("#booking-form");
    await expect(form.getByRole("button", { name: /08:30: (\d+ seats? left)/ }).first()).toHaveAttribute(
      "value",
      /^\d{4}-\d{2}-\d{2}T08:30$/,
    );
  });

  test("the total shows under the form with JavaScript, on the confirmation and in the e-mail", async ({
    page,
    javaScriptEnabled,
  }) => {
    const total = "2 adults × MUR 3,500 + 1 child × MUR 1,750 = MUR 8,750";
    await page.goto(`/book/${PACKAGE}?date=${dates.open}`);
    const typed = await fillBooking(page, { date: dates.open, adults: "2", children: "1" });
    // A preview only with JavaScript; without it the server's total is on the confirmation.
    if (javaScriptEnabled) await expect(page.getByTestId("live-total")).toHaveText(total);
    else await expect(page.getByTestId("live-total")).toHaveCount(0);
    await send(page, javaScriptEnabled);
    await expect(page.getByText("Your booking request has been successfully sent")).toBeVisible();
    await expect(page.getByTestId("booking-total")).toHaveText(total);
    await expect(page.getByText(/, 08:30, Mauritius time \(UTC\+4\)$/)).toBeVisible();
    const [mail] = await emailsTo(typed.email);
    expect(mail.text).toContain(total);
    expect(mail.text).toContain("08:30, Mauritius time (UTC+4)");
  });

  test("the package page has a facts box with the prices and the next departures, and 'Book now' after the details @html-only", async ({
    page,
  }) => {
    await page.goto(`/info/${PACKAGE}`);
    const facts = page.getByRole("region", { name: "Facts" });
    await expect(facts.getByText("Adult (12 and over): MUR 3,500")).toBeVisible();
    await expect(facts.getByText("Child (3 to 11): MUR 1,750")).toBeVisible();
    await expect(facts.getByText(/, 08:30: \d+ seats? left$/).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Book now" }).last()).toHaveAttribute("href", `/book/${PACKAGE}`);
  });

  test("the home card's header says the price from, and the next departure with its seats, the card closed @html-only", async ({
    page,
  }) => {
    await page.goto("/");
    const card = page.locator("details").filter({ has: page.getByRole("heading", { name: TITLE }) });
    await expect(card).not.toHaveAttribute("open", "");
    const facts = card.locator("summary");
    await expect(facts.getByText("from MUR 3,500", { exact: true })).toBeVisible();
    await expect(facts.getByText(/^Next departure \(Mauritius time\): .+, 08:30, \d+ seats? left$/)).toBeVisible();
  });
});

/** How many bookings were made with this address. */
function bookingsBy(email: string): number {
  const db = openSiteDb();
  const { n } = db.prepare("select count(*) as n from bookings where email = ?").get(email) as { n: number };
  db.close();
  return n;
}

test.describe("choosing one of the next departures", () => {
  const pkg = ownDailyPackage("Le Morne Kite Lesson", ["09:00", "13:30"], 20, { priceAdult: 2500, priceChild: 1200 });

  test("keeps all that was typed, sets its date and selects its start time, and books nothing until sent", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto(`/book/${pkg.id}`);
    const message = "A birthday: Priya turns 40! Is lunch vegetarian?";
    const typed = await fillBooking(page, { date: "", adults: "2", children: "1", infants: "1", message });
    await page.getByLabel(/I accept the terms and agreement/).check();
    // The second day's afternoon start (two starts a day: the first listed day's is not the only one).
    const choice = page.getByRole("button", { name: /, 13:30: 20 seats left$/ }).nth(1);
    const [date, time] = (await choice.getAttribute("value"))!.split("T");
    expect(time).toBe("13:30");
    // With JavaScript the page stays where it is: a mark on the window outlives the choice.
    await page.evaluate(() => Object.assign(window, { stayed: true }));
    await choice.click();

    await expect(page.getByLabel("Date")).toHaveValue(date);
    await expect(page.getByLabel("Start time")).toHaveValue("13:30");
    await expect(page.getByLabel("Date")).toBeFocused();
    await expectValues(page, [
      ["First name", typed.name],
      ["Last name", typed.surname],
      ["Email", typed.email],
      ["Phone", typed.phone],
      ["Adults", "2"],
      [/^Children/, "1"],
      [/^Infants/, "1"],
      ["Message (optional)", message],
    ]);
    await expect(page.getByLabel(/I accept the terms and agreement/)).toBeChecked();
    // Choosing is not sending: no message, nothing booked, the same address.
    await expect(page.locator(".field-error:not(:empty)")).toHaveCount(0);
    await expect(page.getByText("There is a problem")).toHaveCount(0);
    expect(bookingsBy(typed.email)).toBe(0);
    await expect(page).toHaveURL(new RegExp(`/book/${pkg.id}$`));
    expect(await page.evaluate(() => "stayed" in window)).toBe(javaScriptEnabled);

    // Sent, it books that departure.
    await send(page, javaScriptEnabled);
    await expect(page.getByText("Your booking request has been successfully sent")).toBeVisible();
    await expect(page.getByText(/, 13:30, Mauritius time \(UTC\+4\)$/)).toBeVisible();
    expect(bookingsBy(typed.email)).toBe(1);
  });

  test("/fr/book: the same in French, on the French page", async ({ page }) => {
    await page.goto(`/fr/book/${pkg.id}`);
    await page.getByLabel("Prénom").fill("Aurélie");
    await page.getByLabel("Message (facultatif)").fill("Un anniversaire\u00a0: des bougies\u00a0?");
    const choice = page.getByRole("button", { name: /09:00\s: 20 places restantes$/ }).first();
    const [date] = (await choice.getAttribute("value"))!.split("T");
    await choice.click();
    await expect(page.getByLabel("Date", { exact: true })).toHaveValue(date);
    await expect(page.getByLabel("Heure de départ")).toHaveValue("09:00");
    await expect(page.getByLabel("Prénom")).toHaveValue("Aurélie");
    await expect(page.getByLabel("Message (facultatif)")).toHaveValue("Un anniversaire\u00a0: des bougies\u00a0?");
    await expect(page.getByText("Il y a un problème")).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/fr/book/${pkg.id}$`));
  });

  test("posted without JavaScript, a choice answers the form as typed and uses up neither the form's key nor its served time @js-only", async ({
    request,
  }) => {
    const email = uniqueEmail("choose");
    const { html, form } = await servedBookingForm(request, `/book/${pkg.id}`, {
      name: "Kavi",
      surname: "Ramsamy",
      email,
      date: "",
    });
    const departure = /name="departure" value="([^"]+T13:30)"/.exec(html)![1];
    const date = departure.slice(0, 10);

    const chosen = await request.post(`/book/${pkg.id}`, { form: { ...form, departure }, maxRedirects: 0 });
    expect(chosen.status()).toBe(200);
    const page = await chosen.text();
    expect(page).toMatch(new RegExp(`<input[^>]* type="date"[^>]* value="${date}"`));
    expect(page).toContain('<option value="13:30" selected="">13:30</option>');
    expect(page).toContain('value="Kavi"');
    expect(page).not.toContain("There is a problem");
    // A value that names no departure changes nothing, and sends nothing either.
    expect(
      (await request.post(`/book/${pkg.id}`, { form: { ...form, departure: "soon" }, maxRedirects: 0 })).status(),
    ).toBe(200);
    expect(bookingsBy(email)).toBe(0);

    // The same served form then books: the choices used neither its one-time key nor its served-at time.
    const booked = await request.post(`/book/${pkg.id}`, {
      form: { ...form, date, startTime: "13:30" },
      maxRedirects: 0,
    });
    expect(booked.status()).toBe(302);
    expect(bookingsBy(email)).toBe(1);
  });
});
