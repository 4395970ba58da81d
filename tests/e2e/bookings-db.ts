import { expect, type Page } from "@playwright/test";
import crypto from "node:crypto";
import { stateForStatus } from "~/utils/booking-state";
import { insertBookingRecord } from "./app-db";
import { mauritiusDate, openSiteDb } from "./support";

// Bookings written straight into the site's database, for tests about what a client sees of them
// (the booking form itself is tested in booking.spec.ts and once more in dashboard.spec.ts).

const ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
export const REFERENCE = /^[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/;

export function randomReference() {
  const chars = Array.from(crypto.randomBytes(12), (b) => ALPHABET[b % ALPHABET.length]);
  return [chars.slice(0, 4), chars.slice(4, 8), chars.slice(8)].map((c) => c.join("")).join("-");
}

type Over = Partial<{
  reference: string;
  status: string;
  time: string;
  date: string;
  packageTitle: string;
  email: string;
}>;

/** A booking of this client's, made by the booking model; its reference, status and time as the test needs them. */
export function insertBooking(userId: string | null, over: Over = {}) {
  const { reference, status, time, ...fields } = over;
  const b = insertBookingRecord({
    userId,
    name: "Amelia",
    surname: "Ramdin",
    email: fields.email ?? "amelia@example.mu",
    // The seeded package with no schedule (booked on any date, as a request): no seat count to run out of.
    packageId: "pamplemousses-port-louis",
    packageTitle: fields.packageTitle ?? "Pamplemousses Botanical Garden and Port Louis",
    date: fields.date ?? mauritiusDate(20),
    adults: 2,
    children: 1,
    later: { ...(reference ? { reference } : {}), ...(status ? { status } : {}), ...(time ? { time } : {}) },
  });
  return {
    reference: b.reference,
    status: b.status,
    time: b.time,
    date: b.date,
    packageTitle: b.packageTitle,
    email: b.email,
  };
}

export function bookingStatus(reference: string): string | undefined {
  const db = openSiteDb();
  const row = db.prepare("select status from bookings where reference = ?").get(reference) as
    { status: string } | undefined;
  db.close();
  return row?.status;
}

export function setBookingStatus(reference: string, status: string) {
  const db = openSiteDb();
  // The state a word names, as Confirm, Decline and Cancel write it with its word; other text is a label (an admin's save).
  const state = stateForStatus(status);
  if (state) db.prepare("update bookings set status = ?, state = ? where reference = ?").run(status, state, reference);
  else db.prepare("update bookings set status = ? where reference = ?").run(status, reference);
  db.close();
}

export function adminUpdatesAbout(reference: string): { time: string; content: string }[] {
  const db = openSiteDb();
  const rows = db.prepare("select time, content from admin_updates where content like ?").all(`%${reference}%`) as {
    time: string;
    content: string;
  }[];
  db.close();
  return rows;
}

/** The value cell beside a row header of the booking detail table. */
export function detailCell(page: Page, label: string) {
  return page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: label, exact: true }) })
    .getByRole("cell");
}

/** The row of a booking in the wide bookings table. */
export function bookingRow(page: Page, reference: string) {
  return page.getByRole("row").filter({ hasText: reference });
}

export async function expectNoSideways(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
