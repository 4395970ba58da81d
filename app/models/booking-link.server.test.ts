import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingLinks, bookings } from "~/db/schema";
import { getDb } from "~/db/db.server";
import { freeCancelUntil, guestMayCancel } from "~/utils/booking-state";
import { testBooking, testPackage } from "../../tests/fixtures/bookings";
import { bookingByLinkToken, issueBookingLink, linkExpiry } from "./booking-link.server";
import { cancelBookingByLink, getBooking, guestCancellation } from "./booking.server";

const sha256 = (s: string) => crypto.createHash("sha256").update(s).digest("hex");
// The fixture's booking is on 2030-01-15: its links work until midnight after it in Mauritius (UTC+4).
const END_OF_DAY = new Date("2030-01-15T20:00:00.000Z");
const before = new Date("2030-01-01T00:00:00.000Z");

describe("booking links", () => {
  it("issues a 32-byte base64url token and stores only its SHA-256", () => {
    const b = testBooking(null);
    const token = issueBookingLink(getDb(), b);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = getDb().select().from(bookingLinks).where(eq(bookingLinks.bookingReference, b.reference)).all();
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(bookingByLinkToken(token, before)?.reference).toBe(b.reference);
  });

  it("expires at the end of the departure's day in Mauritius", () => {
    const b = testBooking(null);
    expect(linkExpiry(b, "Indian/Mauritius").toISOString()).toBe(END_OF_DAY.toISOString());
    const token = issueBookingLink(getDb(), b);
    expect(bookingByLinkToken(token, new Date(END_OF_DAY.getTime() - 1000))?.reference).toBe(b.reference);
    expect(bookingByLinkToken(token, END_OF_DAY)).toBeNull();
  });

  it("answers null alike for a changed, unknown, empty or huge token, and opens only its own booking", () => {
    const [a, b] = [testBooking(null), testBooking(null)];
    const tokenA = issueBookingLink(getDb(), a);
    const tokenB = issueBookingLink(getDb(), b);
    const changed = tokenA.slice(0, -1) + (tokenA.endsWith("A") ? "B" : "A");
    for (const bad of [changed, crypto.randomBytes(32).toString("base64url"), "", "x".repeat(5000), sha256(tokenA)]) {
      expect(bookingByLinkToken(bad, before)).toBeNull();
    }
    expect(bookingByLinkToken(tokenA, before)?.reference).toBe(a.reference);
    expect(bookingByLinkToken(tokenB, before)?.reference).toBe(b.reference);
  });
});

describe("the cancellation rule", () => {
  const departure = new Date("2030-01-15T05:30:00.000Z"); // 09:30 in Mauritius
  it("lets a pending booking go always, a confirmed one until the free-cancellation cut-off, nothing else", () => {
    const at = (iso: string) => new Date(iso);
    expect(
      guestMayCancel({ state: "pending", departure: null, freeCancelHours: null }, at("2031-01-01T00:00:00Z")),
    ).toBe(true);
    const confirmed = { state: "confirmed" as const, departure, freeCancelHours: 24 };
    expect(freeCancelUntil(departure, 24)?.toISOString()).toBe("2030-01-14T05:30:00.000Z");
    expect(guestMayCancel(confirmed, at("2030-01-14T05:29:59Z"))).toBe(true);
    expect(guestMayCancel(confirmed, at("2030-01-14T05:30:00Z"))).toBe(false);
    expect(guestMayCancel({ ...confirmed, freeCancelHours: 0 }, at("2030-01-15T05:29:00Z"))).toBe(true);
    // A request without a departure time, or whose package is gone, has no cut-off: only Pending counts.
    expect(guestMayCancel({ ...confirmed, departure: null }, at("2020-01-01T00:00:00Z"))).toBe(false);
    expect(guestMayCancel({ ...confirmed, freeCancelHours: null }, at("2020-01-01T00:00:00Z"))).toBe(false);
    for (const state of ["declined", "cancelled"] as const)
      expect(guestMayCancel({ ...confirmed, state }, at("2020-01-01T00:00:00Z"))).toBe(false);
  });

  it("cancels through a link within the window (logged), and refuses after it, saying until when", () => {
    const packageId = testPackage("Link test boat", {
      durationMinutes: 240,
      meetingPoint: "Jetty",
      priceAdult: null,
      priceChild: null,
      priceInfant: null,
      cutoffHours: null,
      freeCancelHours: 48,
    });
    const confirmedAt0930 = () => {
      const b = testBooking(null);
      getDb()
        .update(bookings)
        .set({ packageId, startTime: "09:30", state: "confirmed", status: "Confirmed" })
        .where(eq(bookings.reference, b.reference))
        .run();
      return getBooking(b.reference)!;
    };
    const late = confirmedAt0930();
    const refused = cancelBookingByLink(late.reference, new Date("2030-01-13T05:30:00Z"));
    expect(refused).toMatchObject({ outcome: "not-pending", until: new Date("2030-01-13T05:30:00.000Z") });
    expect(getBooking(late.reference)?.state).toBe("confirmed");
    expect(guestCancellation(late, new Date("2030-01-13T05:29:00Z"))).toMatchObject({
      allowed: true,
      until: new Date("2030-01-13T05:30:00.000Z"),
    });

    const early = confirmedAt0930();
    expect(cancelBookingByLink(early.reference, new Date("2030-01-13T05:29:00Z")).outcome).toBe("cancelled");
    expect(getBooking(early.reference)).toMatchObject({ state: "cancelled", status: "Cancelled" });
    expect(cancelBookingByLink(early.reference, new Date("2030-01-13T05:29:00Z")).outcome).toBe("not-pending");
  });
});

describe("the manage link in a booking's e-mails", () => {
  it("is issued with the e-mail, its token sealed in the outbox (the row shows the placeholder), and opens the booking", async () => {
    const { recordBookingEmail } = await import("./guest-notice.server");
    const { getOutboxRow, TOKEN_PLACEHOLDER } = await import("./outbox.server");
    const { unseal } = await import("~/utils/seal.server");
    const b = testBooking(null);
    const id = recordBookingEmail(getDb(), b, (manageLink) => ({
      recipient: b.email,
      subject: "About your booking",
      plainTextMessage: `Manage your booking: ${manageLink}`,
      htmlMessage: `<a href="${manageLink}">Manage your booking</a>`,
    }));
    const row = getOutboxRow(id)!;
    expect(row.plainTextMessage).toMatch(new RegExp(`/manage/\\${TOKEN_PLACEHOLDER.slice(0, -1)}\\]$`));
    const token = unseal(row.sealedToken!)!;
    expect(row.plainTextMessage).not.toContain(token);
    expect(bookingByLinkToken(token, before)?.reference).toBe(b.reference);
    expect(row.related).toBe(`booking:${b.reference}`);
  });
});

describe("the calendar file", () => {
  it("starts at the pickup in UTC (08:00 in Mauritius is 04:00Z), lasts until the package's length after the departure, and says the pickup", async () => {
    const { departureEvent } = await import("~/utils/calendar.server");
    const ics = departureEvent(
      {
        reference: "K7QM-4XPT-9HRC",
        packageTitle: "Blue Bay",
        date: "2030-01-15",
        startTime: "09:30",
        pickupPlace: "LUX Grand Baie",
        pickupTime: "08:00",
        state: "confirmed",
      },
      { durationMinutes: null, meetingPoint: "Jetty" },
      { timeZone: "Indian/Mauritius", host: "example.mu" },
    );
    expect(ics).toContain("DTSTART:20300115T040000Z");
    expect(ics).toContain("DURATION:PT210M");
    expect(ics).toContain("LOCATION:LUX Grand Baie");
    // Long lines are folded (RFC 5545): read them unfolded.
    expect(ics.replace(/\r\n[ \t]/g, "")).toMatch(/Pickup: LUX Grand Baie at 08:00/);
    expect(ics).not.toContain("K7QM-4XPT-9HRC");
  });
});
