// A guest's rights over their data (Mauritius's Data Protection Act 2017, aligned with the GDPR): a copy of
// everything the site holds about them, and its erasure. The guest does both from their profile; an admin does
// both for a guest who asks by e-mail, each export and erasure a line in the updates log and a record in the
// audit log, in the same transaction (exportGuestDataForAdmin, eraseGuestDataForAdmin).
import { bookingCancelledEmail } from "~/emails/booking-cancelled";
import { ERASED_GUEST, guestCancellation, type Booking } from "~/models/booking.server";
import type { Actor } from "~/models/audit.server";
import {
  eraseGuestRecords,
  isOpenAhead,
  logGuestExport,
  readGuestRecords,
  type Erasure,
} from "~/models/guest-data.server";
import { eraseDeliveredTo } from "~/models/outbox.server";
import { inBookingLanguage } from "~/models/package.server";
import type { User } from "~/models/user.server";
import { getEnv } from "~/utils/env.server";
import { fileUrl } from "~/utils/file-url";
import { siteUrl } from "~/utils/site-url.server";
import { listUploads, removeFromUploads } from "~/utils/storage.server";
import { formatDeparture, todayIn } from "~/utils/time";
import { sendRecorded } from "./email.server";
import { startDueRefunds } from "./refunds.server";
import { refundsUnderWay } from "~/models/refund.server";

/** The export's shape: a new version whenever a field changes meaning or goes, so a reader can tell. */
export const GUEST_DATA_FORMAT = 1;

/** The storage folder of an account's own files (the profile picture). */
const userFolder = (userId: string) => `users/${userId}`;

async function filesOf(userId: string | null) {
  if (!userId) return [];
  // No folder: the account never stored a file.
  const items = await listUploads(userFolder(userId)).catch(() => []);
  return items
    .filter((i) => i.kind === "file")
    .map((i) => ({ name: i.name, url: siteUrl(fileUrl(i.fullPath)), bytes: i.size }));
}

function exportedBooking(b: Booking, TZ: string) {
  return {
    reference: b.reference,
    package: { id: b.packageId, title: b.packageTitle },
    date: b.date,
    startTime: b.startTime,
    departure: b.startTime ? formatDeparture(b.date, b.startTime, TZ) : null,
    party: { adults: b.adults, children: b.children, infants: b.infants },
    prices: { currency: "MUR", adult: b.priceAdult, child: b.priceChild, infant: b.priceInfant, total: b.total },
    status: b.status,
    state: b.state,
    pickup: b.pickupPlace ? { place: b.pickupPlace, zone: b.pickupZone, time: b.pickupTime } : null,
    guest: { name: b.name, surname: b.surname, email: b.email, phone: b.phone },
    message: b.message,
    language: b.language,
    requestedAt: b.time,
    inYourAccount: b.userId !== null,
  };
}

/**
 * Everything the site holds about an address, as a versioned JSON document: the account (never its password hash,
 * sign-in links or sessions), the bookings with their departure, party, amounts, status and messages, the
 * notifications, the contact messages sent with the address, what e-mails were sent to it, and the stored files.
 */
export async function guestDataExport(email: string, now = new Date()) {
  const { SITE_NAME, TZ } = getEnv();
  const records = readGuestRecords(email);
  const { user } = records;
  return {
    format: GUEST_DATA_FORMAT,
    exportedAt: now.toISOString(),
    site: { name: SITE_NAME, url: siteUrl("/") },
    email: records.email,
    account: user
      ? {
          email: user.email,
          name: user.name,
          phone: user.phone,
          role: user.role,
          emailVerifiedAt: user.emailVerifiedAt,
          createdAt: user.createdAt,
          picture: user.image ? siteUrl(fileUrl(user.image)) : null,
        }
      : null,
    bookings: records.bookings.map((b) => exportedBooking(b, TZ)),
    notifications: records.notifications.map((n) => ({
      title: n.title,
      message: n.message,
      link: n.link,
      seen: n.seen,
      createdAt: n.createdAt,
    })),
    contactMessages: records.contactMessages.map((m) => ({
      name: m.name,
      email: m.email,
      phone: m.phone,
      message: m.message,
      attachments: m.attachments.map((key) => ({ name: key.split("/").pop() ?? key, url: siteUrl(fileUrl(key)) })),
      sentAt: m.createdAt,
    })),
    emails: records.emails,
    files: await filesOf(user?.id ?? null),
  };
}

export type GuestDataExport = Awaited<ReturnType<typeof guestDataExport>>;

/** The export as a download: `lagoon-data-you@example.mu-2026-11-24.json`, never kept by a cache. */
export function exportResponse(data: GuestDataExport) {
  const { TZ } = getEnv();
  const name = `data-${data.email.replace(/[^\w.@-]+/g, "-")}-${todayIn(TZ)}.json`;
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** What an erasure would do, for the step that asks first: the counts, and the bookings it cancels or that stop it. */
export async function guestDataSummary(email: string, now = new Date()) {
  const records = readGuestRecords(email);
  const ahead = records.bookings.filter((b) => isOpenAhead(b, now));
  return {
    email: records.email,
    account: records.user
      ? { name: records.user.name, role: records.user.role, createdAt: records.user.createdAt }
      : null,
    bookings: records.bookings.length,
    ahead: ahead.map((b) => ({
      reference: b.reference,
      packageTitle: b.packageTitle,
      date: b.date,
      status: b.status,
      guestMayCancel: guestCancellation(b, now).allowed,
    })),
    notifications: records.notifications.length,
    contactMessages: records.contactMessages.length,
    emails: records.emails.length,
    files: (await filesOf(records.user?.id ?? null)).length,
  };
}

/** After the commit: the cancellation e-mails go, then their copies lose the guest too; the guest's files are removed. */
async function finish(erasure: Erasure, email: string): Promise<Erasure> {
  if (erasure.outcome !== "erased") return erasure;
  startDueRefunds();
  for (const id of erasure.emailIds) await sendRecorded(id);
  // Those that could not go yet stay as they are until they do (the outbox retries them).
  eraseDeliveredTo(email, ERASED_GUEST.email);
  const keys = [...(erasure.userId ? [userFolder(erasure.userId)] : []), ...erasure.files];
  for (const key of keys) {
    await removeFromUploads(key).catch((error: unknown) =>
      console.error(`[guest-data] could not remove ${key}:`, error),
    );
  }
  return erasure;
}

const cancellationEmail = (b: Booking) => ({
  ...bookingCancelledEmail(
    inBookingLanguage(b),
    getEnv().SITE_NAME,
    getEnv().TZ,
    undefined,
    refundsUnderWay(b.reference),
  ),
  related: `booking-cancelled:${b.reference}`,
});

/** A signed-in guest deletes their own account: their cancellation rule applies to the bookings still ahead. */
export async function eraseOwnAccount(user: Pick<User, "id" | "email">, now = new Date()): Promise<Erasure> {
  return finish(
    eraseGuestRecords({ email: user.email, userId: user.id, eraser: { by: "guest" }, cancellationEmail, now }),
    user.email,
  );
}

/** An admin downloads what the site holds about an address, for a guest who asked by e-mail: logged. */
export async function exportGuestDataForAdmin(email: string, admin: Actor, now = new Date()): Promise<GuestDataExport> {
  const data = await guestDataExport(email, now);
  logGuestExport(email, admin, now);
  return data;
}

/** An admin erases what the site holds about an address, for a guest who asked by e-mail: every booking ahead is cancelled. */
export async function eraseGuestDataForAdmin(email: string, admin: Actor, now = new Date()): Promise<Erasure> {
  return finish(eraseGuestRecords({ email, eraser: { by: "admin", actor: admin }, cancellationEmail, now }), email);
}
