import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { issueToken, peekToken, TOKEN_TTL_MS, verifyEmailWithToken } from "./auth-token.server";
import { createBooking, getBooking, joinEarlierBookings } from "./booking.server";
import { createUser, getUserById } from "./user.server";

const party = {
  name: "Ana",
  surname: "Lee",
  phone: "+23057123456",
  date: "2030-01-01",
  adults: 2,
  children: 0,
  infants: 0,
};
const opts = { packageId: "p", packageTitle: "Day out", humanChecked: true, formKey: null };

/** A booking made with this address, without an account unless `userId` is given. */
function bookWith(email: string, userId: string | null = null) {
  return createBooking({ ...party, email }, { ...opts, userId }).booking.reference;
}

let n = 0;
/** A new unverified client with a fresh address, and its verification token. */
async function signedUp(local = "guest") {
  const email = `${local}${++n}@example.mu`;
  const user = await createUser({ email, password: "long-enough-pw" });
  return { user, email, token: issueToken(user.id, "verify") };
}

describe("verifyEmailWithToken: earlier bookings join the account", () => {
  it("joins the address's bookings made without an account, whatever their case and spaces, and says how many", async () => {
    const { user, email, token } = await signedUp();
    const refs = [bookWith(email), bookWith(`  ${email.toUpperCase()} `), bookWith(email.replace("guest", "Guest"))];
    const result = verifyEmailWithToken(token, user.passwordHash);
    expect(result).toEqual({ ok: true, userId: user.id, joinedBookings: 3 });
    for (const ref of refs) expect(getBooking(ref)?.userId).toBe(user.id);
    expect(getUserById(user.id)?.emailVerifiedAt).not.toBeNull();
  });

  it("leaves another address's bookings alone, and those that belong to an account already", async () => {
    const { user, email, token } = await signedUp();
    const other = await createUser({ email: `other${++n}@example.mu`, password: "long-enough-pw", verified: true });
    const someoneElses = bookWith(`x${email}`);
    const owned = bookWith(email, other.id);
    const mine = bookWith(email);
    expect(verifyEmailWithToken(token, user.passwordHash)).toMatchObject({ ok: true, joinedBookings: 1 });
    expect(getBooking(mine)?.userId).toBe(user.id);
    expect(getBooking(someoneElses)?.userId).toBeNull();
    expect(getBooking(owned)?.userId).toBe(other.id);
  });

  it("says nothing joined when there was nothing", async () => {
    const { user, token } = await signedUp();
    expect(verifyEmailWithToken(token, user.passwordHash)).toMatchObject({ ok: true, joinedBookings: 0 });
  });

  it("joins nothing for an address that is not proven: a wrong, used or expired token", async () => {
    const { user, email, token } = await signedUp();
    const ref = bookWith(email);
    expect(verifyEmailWithToken("not-a-token", user.passwordHash)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyEmailWithToken(token, user.passwordHash, Date.now() + TOKEN_TTL_MS.verify + 1000)).toEqual({
      ok: false,
      reason: "expired",
    });
    expect(getBooking(ref)?.userId).toBeNull();
    // Once used, the link joins nothing more: a booking made later stays without an account.
    expect(verifyEmailWithToken(token, user.passwordHash)).toMatchObject({ ok: true, joinedBookings: 1 });
    const later = bookWith(email);
    expect(verifyEmailWithToken(token, user.passwordHash)).toEqual({ ok: false, reason: "used" });
    expect(getBooking(later)?.userId).toBeNull();
  });

  it("is one transaction: when the join fails, the address stays unproven and the link still works", async () => {
    const { user, email, token } = await signedUp();
    const ref = bookWith(email);
    const db = getDb();
    db.run(
      sql`CREATE TRIGGER refuse_join BEFORE UPDATE OF user_id ON bookings BEGIN SELECT RAISE(ABORT, 'join refused'); END`,
    );
    try {
      expect(() => verifyEmailWithToken(token, user.passwordHash)).toThrow("join refused");
    } finally {
      db.run(sql`DROP TRIGGER refuse_join`);
    }
    expect(getUserById(user.id)?.emailVerifiedAt).toBeNull();
    expect(peekToken(token, "verify")).toEqual({ ok: true, userId: user.id });
    expect(getBooking(ref)?.userId).toBeNull();
    expect(verifyEmailWithToken(token, user.passwordHash)).toMatchObject({ ok: true, joinedBookings: 1 });
  });

  it("does nothing unless the password proven is still the account's: the link stays unused, the address unproven", async () => {
    const { user, email, token } = await signedUp();
    const ref = bookWith(email);
    expect(verifyEmailWithToken(token, "scrypt$10$8$1$another$hash")).toEqual({ ok: false, reason: "password" });
    expect(getUserById(user.id)?.emailVerifiedAt).toBeNull();
    expect(getBooking(ref)?.userId).toBeNull();
    expect(peekToken(token, "verify")).toEqual({ ok: true, userId: user.id });
  });
});

describe("joinEarlierBookings", () => {
  it("matches the address trimmed and in any case, only bookings without an account", async () => {
    const user = await createUser({ email: `join${++n}@example.mu`, password: "long-enough-pw", verified: true });
    const ref = bookWith(` ${user.email.toUpperCase()}`);
    expect(getDb().transaction((tx) => joinEarlierBookings(tx, user.id, ` ${user.email} `))).toBe(1);
    expect(getBooking(ref)?.userId).toBe(user.id);
    expect(getDb().transaction((tx) => joinEarlierBookings(tx, user.id, user.email))).toBe(0);
  });
});
