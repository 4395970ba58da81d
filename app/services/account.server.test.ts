import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox, users } from "~/db/schema";
import { issueToken } from "~/models/auth-token.server";
import { createBooking, getBooking } from "~/models/booking.server";
import { createUser, getUserById } from "~/models/user.server";
import { confirmEmail, signUp, verificationOf } from "~/services/account.server";
import { getDb } from "~/db/db.server";
import { passwordHashing } from "~/utils/password.server";

const accounts = (email: string) => getDb().select({ n: count() }).from(users).where(eq(users.email, email)).get()!.n;

describe("sign-up", () => {
  it("costs one password hash whether or not the address has an account, so its time tells nothing", async () => {
    const taken = `taken-${Date.now()}@example.mu`;
    await createUser({ email: taken, password: "the-owners-password" });
    const fresh = `fresh-${Date.now()}@example.mu`;

    let before = passwordHashing().started;
    await signUp(taken, "an-attackers-guess");
    expect(passwordHashing().started - before, "taken address").toBe(1);
    expect(accounts(taken)).toBe(1);

    before = passwordHashing().started;
    await signUp(fresh, "a-new-passphrase");
    expect(passwordHashing().started - before, "new address").toBe(1);
    expect(accounts(fresh)).toBe(1);

    // Each address gets its e-mail (the one neutral page is the route's), the owner a note, not a second account.
    await expect
      .poll(
        () => getDb().select({ subject: outbox.subject }).from(outbox).where(eq(outbox.recipient, taken)).all().length,
      )
      .toBe(1);
    await expect
      .poll(
        () => getDb().select({ subject: outbox.subject }).from(outbox).where(eq(outbox.recipient, fresh)).all().length,
      )
      .toBe(1);
  });
});

describe("confirming an address (issue 27): the link and the account's password together", () => {
  it("a stranger's account on a guest's address: the link alone or with a wrong password joins nothing; the account's password joins them all", async () => {
    const email = `guest-${Date.now()}@example.mu`;
    const party = {
      name: "Ana",
      surname: "Lee",
      phone: "+23057123456",
      email,
      date: "2030-01-01",
      adults: 2,
      children: 0,
      infants: 0,
    };
    const refs = [1, 2].map(
      () =>
        createBooking(party, {
          packageId: "p",
          packageTitle: "Day out",
          humanChecked: true,
          formKey: null,
          userId: null,
        }).booking.reference,
    );
    const stranger = await createUser({ email, password: "the-strangers-password" });
    const token = issueToken(stranger.id, "verify");

    // What the page shows behind the link; looking changes nothing.
    expect(verificationOf(token)).toEqual({ ok: true, email, earlierBookings: 2 });
    expect(await confirmEmail(token, "a-guess", "192.0.2.10")).toEqual({ ok: false, reason: "password" });
    expect(verificationOf(token)).toEqual({ ok: true, email, earlierBookings: 2 });
    for (const ref of refs) expect(getBooking(ref)?.userId).toBeNull();
    expect(getUserById(stranger.id)?.emailVerifiedAt).toBeNull();

    expect(await confirmEmail(token, "the-strangers-password", "192.0.2.10")).toEqual({
      ok: true,
      userId: stranger.id,
      joinedBookings: 2,
    });
    for (const ref of refs) expect(getBooking(ref)?.userId).toBe(stranger.id);
    expect(getUserById(stranger.id)?.emailVerifiedAt).not.toBeNull();
    expect(verificationOf(token)).toEqual({ ok: false, reason: "used" });
  });

  it("a made-up link costs no password hash", async () => {
    const before = passwordHashing().started;
    expect(await confirmEmail("made-up", "any-password", "192.0.2.11")).toEqual({ ok: false, reason: "invalid" });
    expect(passwordHashing().started).toBe(before);
  });
});
