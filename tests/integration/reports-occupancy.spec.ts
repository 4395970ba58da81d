import { expect, test } from "@playwright/test";
import { createTestPackage, dailyRule, insertBookingRecord, retirePackage } from "../e2e/app-db";
import { createAccount, mauritiusDate, uniqueEmail } from "../e2e/support";
import { Visitor, type Page } from "./visitor";

// The occupancy report (issue 32) and the admin home's next 14 days, read from the site's answers: a package of this
// spec's own leaving daily at 09:00 with 20 seats, and on day D a confirmed booking of 2 adults and 1 child, a
// pending one of 1 adult and a cancelled one of 4 (which holds no seat): 4 of 20. What only a browser shows (the
// chart's layout, axe, JavaScript off and on) is in tests/e2e/reports.spec.ts.

test.describe.configure({ mode: "default" });

const TITLE = `Occupancy Reef ${Date.now()}`;
const D = mauritiusDate(3);
let PACKAGE = "";
test.beforeAll(() => {
  PACKAGE = createTestPackage(TITLE, { prices: { priceAdult: 2500 }, rules: [dailyRule(["09:00"], 20)] });
  const book = (adults: number, children: number, status: string) =>
    insertBookingRecord({
      email: uniqueEmail("occupancy"),
      name: "Seat",
      surname: "Holder",
      packageId: PACKAGE,
      packageTitle: TITLE,
      date: D,
      startTime: "09:00",
      adults,
      children,
      later: { status },
    });
  book(2, 1, "Confirmed");
  book(1, 0, "Pending");
  book(4, 0, "Cancelled");
});
test.afterAll(() => retirePackage(PACKAGE));

/** The cells of the row headed by `head` in the table captioned `caption`. */
function rowOf(page: Page, caption: string, head: string): string[] {
  const table = page.$("table").filter((_, t) => page.$(t).find("caption").text().trim() === caption);
  const row = table.find("tbody tr").filter((_, tr) => page.$(tr).find("th").text().trim() === head);
  return row
    .find("td")
    .toArray()
    .map((td) => page.$(td).text().trim());
}

test("an admin sees the period's occupancy of a package, as a chart named by its figure and as tables", async ({
  playwright,
}) => {
  await Visitor.visiting(playwright, await createAccount({ role: "admin" }), async (admin) => {
    const page = await admin.open(`/admin/reports/occupancy?from=${D}&to=${D}`);
    expect(page.status).toBe(200);
    expect(page.text("h2#occupancy-weeks-title")).toBe("Occupancy by week");
    const byWeek = rowOf(page, "Seats sold of seats offered, by package and week (week starting Monday)", TITLE);
    // One week (the period is one day), then the period.
    expect(byWeek).toEqual(["4 of 20 (20%)", "4 of 20 (20%)"]);
    expect(rowOf(page, "Seats sold and offered by package over the period", TITLE)).toEqual(["4", "20", "20%", "0"]);
    const svg = page.$("figure svg").first();
    expect(svg.attr("role")).toBe("img");
    expect(svg.attr("aria-labelledby")).toBe("occupancy-weeks-title occupancy-weeks-summary");
    expect(page.$("#occupancy-weeks-summary").text()).toMatch(/^\d+% of [\d,]+ seats sold; fullest week: week of /);
    expect(page.$('a:contains("Download CSV")').attr("href")).toBe(
      `/admin/reports.csv?report=occupancy&from=${D}&to=${D}`,
    );
  });
});

test("the occupancy CSV is named for its period and has the report's headings", async ({ playwright }) => {
  await Visitor.visiting(playwright, await createAccount({ role: "admin" }), async (admin) => {
    const answer = await admin.request.get(`/admin/reports.csv?report=occupancy&from=${D}&to=${D}`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-disposition"]).toBe(`attachment; filename="occupancy-${D}_${D}.csv"`);
    const lines = (await answer.text()).replace(/^\uFEFF/, "").split(/\r?\n/);
    expect(lines[0]).toBe("Package,Week starting,Seats sold,Seats offered,Occupancy,Seats sold without a departure");
    expect(lines.some((l) => l.startsWith(`${TITLE},All weeks,4,20,20%,0`))).toBe(true);
  });
});

test("the admin home shows the next 14 days of the package, each day a link to its departures", async ({
  playwright,
}) => {
  await Visitor.visiting(playwright, await createAccount({ role: "admin" }), async (admin) => {
    const home = await admin.open("/admin/home");
    const section = home.$('section[aria-labelledby="next-days-heading"]');
    expect(home.text("#next-days-heading")).toBe("Next 14 days");
    const bar = section.find(`a[href="/admin/departures?date=${D}"][aria-label*="${TITLE}"]`);
    expect(bar.attr("aria-label")).toMatch(new RegExp(`^\\w{3} \\d{1,2} \\w{3}, ${TITLE}: 4 of 20 seats taken$`));
    // The table's day headings lead there too.
    expect(section.find(`th a[href="/admin/departures?date=${D}"]`).length).toBe(1);
    expect(rowOf(home, "Seats taken of seats offered, next 14 days", TITLE)[3]).toBe("4/20");
  });
});

test("the reports' CSVs are for admins only, name a report that exists and a period that can be one", async ({
  playwright,
}) => {
  const visitor = await Visitor.start(playwright);
  const client = await Visitor.start(playwright, { signedInAs: await createAccount() });
  const admin = await Visitor.start(playwright, { signedInAs: await createAccount({ role: "admin" }) });
  const get = (who: Visitor, query: string) =>
    who.request.get(`/admin/reports.csv?${query}`, { maxRedirects: 0 }).then((r) => r.status());
  try {
    for (const report of ["occupancy", "revenue", "channels", "guests"]) {
      expect(await get(visitor, `report=${report}&month=2026-11`)).toBe(401);
      expect(await get(client, `report=${report}&month=2026-11`)).toBe(403);
      expect(await get(admin, `report=${report}&month=2026-11`)).toBe(200);
    }
    expect(await get(admin, "report=bookings&month=2026-11")).toBe(404);
    // The end before the start, and a range over two years: refused, not answered for another period.
    expect(await get(admin, "report=occupancy&from=2026-12-01&to=2026-11-01")).toBe(400);
    expect(await get(admin, "report=occupancy&from=2024-01-01&to=2026-01-02")).toBe(400);
  } finally {
    await Promise.all([visitor.close(), client.close(), admin.close()]);
  }
});
