// Test records written through the application's own code, never re-implemented: its password hash
// (hashPassword), its database opener and schema, the booking model's insert (createBooking) and the
// log-in action's session (createUserSession).
// Playwright resolves the app's `~/` imports through tsconfig.json's `paths`.
import path from "node:path";
import { eq } from "drizzle-orm";
import { bookings, packages, payments, users } from "~/db/schema";
import { stateForStatus } from "~/utils/booking-state";
import { createBooking, writeMoney, type Booking } from "~/models/booking.server";
import { getDb, openDatabase, type DB } from "~/db/db.server";
import { addExtraDeparture, type RuleInput } from "~/models/schedule.server";
import { createPackage, setPackageStatus } from "~/models/package.server";
import { toCents } from "~/utils/payment";
import { deleteMeta, getMeta, setMeta, TEST_CLOCK_KEY, TEST_CLOCK_SCANNED_KEY } from "~/models/meta.server";
import { hashPassword } from "~/utils/password.server";
import { createUserSession } from "~/services/auth.server";
import { getUserByEmail } from "~/models/user.server";
import { BACKUP_LOCAL_KEY, BACKUP_OFFSITE_KEY, type BackupKind } from "~/models/backup.server";
import type { BackupRecord } from "~/utils/backup";
import { DATA_DIR, SESSION_SECRET } from "../setup/e2e-env.js";
const STAFF = { id: null, email: "staff@example.mu" };

// The settings the app's functions read in this (the test) process: the shared site's data folder, for the
// models' one connection, the e2e servers' scrypt cost (SCRYPT_LOG_N=12), so a hash costs what theirs do, and
// the shared site's session secret, so a session cookie signed here is one it accepts.
process.env.DATA_DIR = DATA_DIR;
process.env.SCRYPT_LOG_N = "12";
process.env.SESSION_SECRET = SESSION_SECRET;

const open = new Map<string, DB>();

/** A site's database: the shared one is the models' own connection, another site's is opened as the app opens it. */
function siteDb(dataDir: string): DB {
  const dir = path.resolve(dataDir);
  if (dir === path.resolve(DATA_DIR)) return getDb();
  let db = open.get(dir);
  if (!db) {
    db = openDatabase(path.join(dir, "app.db"));
    open.set(dir, db);
  }
  return db;
}

export type AccountOptions = {
  email: string;
  password: string;
  role?: string;
  verified?: boolean;
  name?: string;
  dataDir?: string;
};

/** An account in a site's database, its password hashed by the app. */
export async function insertAccount({
  email,
  password,
  role = "user",
  verified = true,
  name = "",
  dataDir = DATA_DIR,
}: AccountOptions) {
  const passwordHash = await hashPassword(password);
  return siteDb(dataDir)
    .insert(users)
    .values({
      id: crypto.randomUUID(),
      email: email.toLowerCase(),
      passwordHash,
      role,
      emailVerifiedAt: verified ? new Date().toISOString() : null,
      name,
    })
    .returning()
    .get();
}

/**
 * A signed-in session on the shared site for the account with this address, made as the log-in action makes one
 * (its session row, its signed cookie): the cookie's name and value, or null when the shared site has no such account.
 */
export async function sessionCookie(email: string): Promise<{ name: string; value: string } | null> {
  const user = getUserByEmail(email);
  if (!user) return null;
  const [pair] = (await createUserSession(user.id)).split(";");
  const at = pair.indexOf("=");
  return { name: pair.slice(0, at), value: pair.slice(at + 1) };
}

export type BookingOptions = {
  userId?: string | null;
  name?: string;
  surname?: string;
  email: string;
  phone?: string;
  message?: string;
  packageId: string;
  packageTitle: string;
  date: string;
  /** The departure's start, when the date has several. */
  startTime?: string;
  adults?: number;
  children?: number;
  infants?: number;
  humanChecked?: boolean;
  /** What the booking model does not take (it makes a new, pending booking now; the pickup as told to the guest): set after the insert. */
  later?: Partial<
    Pick<
      Booking,
      | "reference"
      | "status"
      | "time"
      | "pickupPlace"
      | "pickupZone"
      | "pickupTime"
      | "pickupAddress"
      | "language"
      | "confirmedAt"
      | "depositDue"
      | "source"
      | "sourceName"
      | "checkIn"
      | "phoneReminders"
    >
  >;
};

/** A booking on the shared site, made by the booking model as the booking form makes it. */
export function insertBookingRecord(b: BookingOptions): Booking {
  const { booking } = createBooking(
    {
      name: b.name ?? "Test",
      surname: b.surname ?? "Guest",
      email: b.email,
      phone: b.phone ?? "+23057123456",
      message: b.message ?? "",
      date: b.date,
      startTime: b.startTime ?? null,
      adults: b.adults ?? 2,
      children: b.children ?? 0,
      infants: b.infants ?? 0,
    },
    {
      packageId: b.packageId,
      packageTitle: b.packageTitle,
      userId: b.userId ?? null,
      humanChecked: b.humanChecked ?? true,
      formKey: null,
    },
  );
  if (!b.later || !Object.keys(b.later).length) return booking;
  // A status word set here brings the state it names, as Confirm, Decline and Cancel write them (other text: a label).
  const state = b.later.status ? (stateForStatus(b.later.status) ?? booking.state) : booking.state;
  return getDb()
    .update(bookings)
    .set({ ...b.later, state })
    .where(eq(bookings.reference, booking.reference))
    .returning()
    .get()!;
}

/**
 * Cash taken for a booking on the shared site, `rupees` whole rupees: its ledger row and the booking's money and
 * payment state (the booking model's writeMoney) in one transaction, as the ledger model writes them. (The ledger
 * model itself cannot load here: its log line's words come from the JSON catalogues, which Playwright's Node does not
 * import.)
 */
export function recordCashInDb(reference: string, rupees: number): Booking {
  return getDb().transaction((tx) => {
    tx.insert(payments)
      .values({
        bookingReference: reference,
        kind: "payment",
        method: "cash",
        amount: toCents(rupees),
        recordedBy: STAFF.email,
      })
      .run();
    return writeMoney(tx, reference)!;
  });
}

/** A one-off departure of a package (the staff's "Add a one-off departure"), on the shared site. */
export function addOneOffDeparture(packageId: string, date: string, startTime: string, seats: number) {
  return addExtraDeparture(packageId, date, startTime, seats, STAFF);
}

export type PackagePrices = { priceAdult: number | null; priceChild?: number | null; priceInfant?: number | null };

/** Gives a package prices and one-off departures (the schedule model's own writer), on the shared site. */
export function schedulePackage(
  packageId: string,
  { prices, departures }: { prices: PackagePrices; departures: { date: string; startTime: string; seats: number }[] },
) {
  getDb()
    .update(packages)
    .set({
      priceAdult: prices.priceAdult,
      priceChild: prices.priceChild ?? null,
      priceInfant: prices.priceInfant ?? null,
    })
    .where(eq(packages.id, packageId))
    .run();
  for (const d of departures) addExtraDeparture(packageId, d.date, d.startTime, d.seats, STAFF);
}

/** A weekly rule with departures every day of the week, at these times, all year. */
export function dailyRule(startTimes: string[], seats: number): RuleInput {
  return { weekdays: [1, 2, 3, 4, 5, 6, 7], startTimes, seats, validFrom: null, validTo: null };
}

/**
 * A package of a spec's own on the shared site, made by the package model (no images): its prices and weekly rules
 * as given, so the spec can give it departures without touching a package other specs book.
 */
export function createTestPackage(
  title: string,
  {
    prices,
    rules = [],
    cutoffHours = null,
  }: { prices?: PackagePrices; rules?: RuleInput[]; cutoffHours?: number | null } = {},
) {
  return createPackage(
    {
      title,
      shortDescription: `${title}, a package of the tests.`,
      longDescription: "",
      highlights: [],
      important: [],
      recommended: [],
      information: [],
      facts: {
        durationMinutes: 240,
        meetingPoint: "Grand Baie waterfront",
        priceAdult: prices?.priceAdult ?? null,
        priceChild: prices?.priceChild ?? null,
        priceInfant: prices?.priceInfant ?? null,
        cutoffHours,
      },
      rules,
    },
    [],
  );
}

/**
 * A spec's package and its strict twin (its confirmed bookings are always past their free cancellation: a year's
 * notice), both with these prices and departures: a guest's actions before and after the cut-off, side by side.
 */
export function packageAndStrictTwin(title: string, schedule: Parameters<typeof schedulePackage>[1]) {
  const [id, strict] = [createTestPackage(title), createTestPackage(`${title} strict`)];
  for (const packageId of [id, strict]) schedulePackage(packageId, schedule);
  getDb()
    .update(packages)
    .set({ freeCancelHours: 24 * 365 })
    .where(eq(packages.id, strict))
    .run();
  return { id, strict };
}

/** Takes a spec's package off the site at its end (deleted, as staff would), so other pages list only their own. */
export function retirePackage(id: string) {
  setPackageStatus(id, "deleted", STAFF);
}

/**
 * Sets the clock of a site's reminders (the server runs with TEST_CLOCK=on) to an ISO instant, or back to real
 * time with null. The server reads it at its next scan: wait for that with `reminderScanAt`, never by sleeping.
 */
export function setTestClock(iso: string | null, dataDir = DATA_DIR) {
  const db = siteDb(dataDir);
  if (iso === null) deleteMeta(TEST_CLOCK_KEY, db);
  else setMeta(TEST_CLOCK_KEY, iso, db);
}

/** The test clock's value the site's last finished reminder scan ran at (null before any). */
export function reminderScanAt(dataDir = DATA_DIR): string | null {
  const db = siteDb(dataDir);
  return getMeta(TEST_CLOCK_SCANNED_KEY, db);
}

/** The language a booking keeps for its e-mails ("en" or "fr"), as stored. */
export function bookingLanguage(reference: string): string | null {
  return (
    getDb().select({ language: bookings.language }).from(bookings).where(eq(bookings.reference, reference)).get()
      ?.language ?? null
  );
}

/** Sets a site's record of its last backup attempt (a success days ago, a failure), as the backup service keeps it in `meta`. */
export function setBackupRecord(kind: BackupKind, record: BackupRecord, dataDir = DATA_DIR) {
  setMeta(kind === "local" ? BACKUP_LOCAL_KEY : BACKUP_OFFSITE_KEY, JSON.stringify(record), siteDb(dataDir));
}
