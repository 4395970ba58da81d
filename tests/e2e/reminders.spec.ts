import { expect, test } from "./fixtures";
import { RESEND_URL } from "../setup/e2e-env.js";
import { createTestPackage, insertBookingRecord, reminderScanAt, schedulePackage, setTestClock } from "./app-db";
import { ownPackages } from "./own-packages";
import { createAccount, emailsTo, logIn, mauritiusDate, uniqueEmail, type SentEmail } from "./support";

// The reminder the day before: the test moves the clock of the site's reminders (TEST_CLOCK=on on the e2e server)
// to 20 hours before a departure, never sleeps, and reads what the fake Resend received. The clock is the whole
// server's: the departure is 45 days ahead, where no other spec books, and the clock goes back to real time after.

// beforeAll and afterAll change a package's schedule and the shared clock: one worker runs this file in order.
test.describe.configure({ mode: "default" });

const DATE = mauritiusDate(45);
let PACKAGE = "";
let TITLE = "";
let START = "";

/** The instant `hours` before the departure (Mauritius is UTC+4 all year). */
const before = (hours: number) =>
  new Date(new Date(`${DATE}T${START}:00+04:00`).getTime() - hours * 3_600_000).toISOString();

/** Moves the reminders' clock, then waits until the site has finished a scan at that time. */
async function moveClockTo(iso: string) {
  setTestClock(iso);
  await expect.poll(() => reminderScanAt(), { timeout: 10_000 }).toBe(iso);
}

async function remindersTo(address: string): Promise<SentEmail[]> {
  const res = await fetch(`${RESEND_URL}/_test/emails?to=${encodeURIComponent(address)}`);
  return ((await res.json()) as SentEmail[]).filter((e) => e.subject.startsWith("Reminder:"));
}

test.describe("reminders the day before", () => {
  ownPackages((project) => {
    TITLE = `Blue Bay Glass-Bottom Boat (${project})`;
    // Each project its own departure time, so each clock it sets is new to the site.
    START = project.includes("no-js") ? "10:30" : "10:00";
    PACKAGE = createTestPackage(TITLE);
    schedulePackage(PACKAGE, {
      prices: { priceAdult: 2500, priceChild: 1200 },
      departures: [{ date: DATE, startTime: START, seats: 20 }],
    });
    return [PACKAGE];
  });
  test.afterAll(() => setTestClock(null));

  test("a booking due tomorrow gets one reminder, e-mail and bell; a cancelled one none", async ({
    page,
    javaScriptEnabled,
  }) => {
    const client = await createAccount();
    const due = insertBookingRecord({
      userId: client.id,
      email: client.email,
      packageId: PACKAGE,
      packageTitle: TITLE,
      date: DATE,
      adults: 2,
      children: 1,
      later: { pickupPlace: "LUX* Grand Gaube", pickupZone: "North", pickupTime: "09:15" },
    });
    const cancelledEmail = uniqueEmail("reminder-cancelled");
    insertBookingRecord({
      email: cancelledEmail,
      packageId: PACKAGE,
      packageTitle: TITLE,
      date: DATE,
      later: { status: "Cancelled" },
    });

    await moveClockTo(before(20));
    const [mail] = await emailsTo(client.email, 1);
    expect(mail.subject).toBe(`Reminder: ${TITLE} tomorrow`);
    const text = mail.text.replace(/\r\n/g, "\n");
    expect(text).toContain(`Booking reference: ${due.reference}`);
    expect(text).toContain(`, ${START}, Mauritius time (UTC+4)`);
    expect(text).toContain("Pickup: LUX* Grand Gaube at 09:15, Mauritius time");
    expect(text).toContain("Party: 2 adults, 1 child");
    expect(text).toContain("MUR 6,200");
    expect(text).toMatch(new RegExp(`See your booking: http://[^/]+/user/booking/${due.reference}`));

    // Two more rounds of the worker, the clock moving on: still exactly one.
    await moveClockTo(before(19));
    await moveClockTo(before(18));
    expect(await remindersTo(client.email)).toHaveLength(1);
    expect(await remindersTo(cancelledEmail)).toEqual([]);

    // The client's bell.
    await logIn(page, client, javaScriptEnabled);
    await page.goto("/");
    const bell = page.getByRole("banner").getByLabel("Notifications, 1 unread");
    await expect(bell).toBeVisible();
    await bell.click();
    await expect(page.getByText(`Reminder: your booking ${due.reference} is tomorrow`)).toBeVisible();
  });
});
