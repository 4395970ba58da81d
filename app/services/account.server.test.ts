import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox, users } from "~/db/schema";
import { createUser } from "~/models/user.server";
import { signUp } from "~/services/account.server";
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
    await expect.poll(() => getDb().select({ subject: outbox.subject }).from(outbox).where(eq(outbox.recipient, taken)).all().length).toBe(1);
    await expect.poll(() => getDb().select({ subject: outbox.subject }).from(outbox).where(eq(outbox.recipient, fresh)).all().length).toBe(1);
  });
});
