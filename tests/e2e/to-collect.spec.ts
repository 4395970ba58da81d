import { csvRecords, expect, recordMoney, test, type Page } from "./admin-support";
import { insertBookingRecord } from "./app-db";
import { mauritiusDate, ownDailyPackage, uniqueEmail } from "./support";

// "To collect" (issue 30): the balance the guide takes on the day, per passenger and per departure on the manifest
// (Departures), per pickup, zone and day on the run sheet, and in both CSVs. A package of this spec's own per project
// (daily at 09:00, MUR 3,500 an adult), its pickups in a zone of its own so the zone's sum is this spec's alone; each
// project its own date. JavaScript on and off.
const pkg = ownDailyPackage("To Collect Cruise", ["09:00"], 20, { priceAdult: 3500 });

test.describe.configure({ mode: "default" });

const title = () => `To Collect Cruise (${test.info().project.name})`;
const zone = () => `Collect Coast ${test.info().project.name}`;

/** A confirmed booking of the package picked up at `time` in the spec's zone (MUR 3,500 an adult). */
function book(date: string, adults: number, time: string) {
  return insertBookingRecord({
    email: uniqueEmail("collect"),
    packageId: pkg.id,
    packageTitle: title(),
    date,
    startTime: "09:00",
    adults,
    later: { status: "Confirmed", pickupPlace: "Collect Hotel", pickupZone: zone(), pickupTime: time },
  });
}

/** Money taken by hand, as staff record it: 'Record payment' on the booking's page, in cash. */
async function payInCash(page: Page, reference: string, rupees: number) {
  await page.goto(`/update/booking/${reference}`);
  await recordMoney(page, "Record payment", String(rupees));
  await expect(page.getByText(/^Payment of MUR [\d,]+ recorded: /)).toBeVisible();
}

const departure = (page: Page) => page.getByRole("region", { name: `${title()} — 09:00 (Mauritius time)` });
/** The "To collect" cell of a booking's row (the table's last column), on the manifest or the run sheet. */
const toCollect = (scope: ReturnType<Page["locator"]> | Page, reference: string) =>
  scope.getByRole("row").filter({ hasText: reference }).getByRole("cell").last();
/** The manifest's Status cell of a booking's row: the status, and under it the payment state. */
const statusCell = (scope: ReturnType<Page["locator"]>, reference: string) =>
  scope.getByRole("row").filter({ hasText: reference }).getByRole("cell").nth(-2);

test("a cash payment recorded by staff makes the booking Paid, the passenger's To collect MUR 0, and lowers the departure's, on the manifest, the run sheet and their CSVs", async ({
  adminPage: page,
  javaScriptEnabled,
}) => {
  const date = mauritiusDate(javaScriptEnabled ? 61 : 62);
  const couple = book(date, 2, "07:45");
  const single = book(date, 1, "08:10");

  await page.goto(`/admin/departures?date=${date}`);
  const section = departure(page);
  await expect(toCollect(section, couple.reference)).toHaveText("MUR 7,000");
  await expect(toCollect(section, single.reference)).toHaveText("MUR 3,500");
  await expect(section.getByText("To collect MUR 10,500", { exact: true })).toBeVisible();
  await expect(statusCell(section, couple.reference)).toHaveText(/^Confirmed\s*Unpaid$/);

  await payInCash(page, couple.reference, 7000);
  await page.goto(`/admin/departures?date=${date}`);
  await expect(toCollect(section, couple.reference)).toHaveText("MUR 0");
  await expect(statusCell(section, couple.reference)).toHaveText(/^Confirmed\s*Paid$/);
  await expect(section.getByText("To collect MUR 3,500", { exact: true })).toBeVisible();
  // The table's foot sums the column as the line above the table does.
  await expect(section.locator("tfoot td").last()).toHaveText("MUR 3,500");

  const manifestCsv = csvRecords(await (await page.request.get(`/admin/departures.csv?date=${date}`)).text());
  const column = manifestCsv[0].indexOf("To collect (MUR)");
  expect(column).toBe(manifestCsv[0].length - 1);
  const manifestCells = (reference: string) => manifestCsv.find((r) => r[1] === reference)?.slice(-2);
  expect(manifestCells(couple.reference)).toEqual(["Paid", "0"]);
  expect(manifestCells(single.reference)).toEqual(["Unpaid", "3500"]);

  await page.goto(`/admin/run-sheet?date=${date}`);
  const zoneTable = page.getByRole("region", { name: zone() });
  await expect(toCollect(zoneTable, couple.reference)).toHaveText("MUR 0");
  await expect(toCollect(zoneTable, single.reference)).toHaveText("MUR 3,500");
  await expect(zoneTable.getByRole("row", { name: `Total in ${zone()} MUR 3,500` })).toBeVisible();

  const runSheetCsv = csvRecords(await (await page.request.get(`/admin/run-sheet.csv?date=${date}`)).text());
  expect(runSheetCsv[0].at(-1)).toBe("To collect (MUR)");
  const runSheetCell = (reference: string) => runSheetCsv.find((r) => r[3] === reference)?.at(-1);
  expect(runSheetCell(couple.reference)).toBe("0");
  expect(runSheetCell(single.reference)).toBe("3500");
});
