import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { action } from "./reset-password";
import { users } from "~/db/schema";
import { issueToken } from "~/models/auth-token.server";
import { createUser } from "~/models/user.server";
import { getDb } from "~/db/db.server";
import { reloadEnv } from "~/utils/env.server";
import { passwordHashing, verifyPassword } from "~/utils/password.server";

// The route's action called as Remix calls it, against a real temporary database.
function post(fields: Record<string, string>, clientAddress: string) {
  const request = new Request("http://localhost/reset-password", { method: "POST", body: new URLSearchParams(fields) });
  return action({ request, params: {}, context: { clientAddress } });
}
const newPassword = { password: "a-brand-new-password", confirm: "a-brand-new-password" };

describe("choosing a new password", () => {
  it("refuses a made-up link before any password is hashed", async () => {
    const before = passwordHashing().started;
    for (const token of ["made-up", "x".repeat(43), ""]) {
      const res = await post({ ...newPassword, token }, "192.0.2.1");
      expect(res.status, token).toBeGreaterThanOrEqual(400);
    }
    const res = await post({ ...newPassword, token: "x".repeat(43) }, "192.0.2.1");
    expect(res.status).toBe(410);
    expect(JSON.stringify(await res.json())).toContain("This link has expired or is not valid.");
    expect(passwordHashing().started).toBe(before);
  });

  it("with a real link: one hash, the password saved and the link used up", async () => {
    const user = await createUser({ email: `reset-${Date.now()}@example.mu`, password: "the-old-password" });
    const token = issueToken(user.id, "reset");
    const before = passwordHashing().started;
    const res = await post({ ...newPassword, token }, "192.0.2.2");
    expect(res.status).toBe(302);
    expect(passwordHashing().started).toBe(before + 1);
    const saved = getDb().select().from(users).where(eq(users.id, user.id)).get()!;
    expect(await verifyPassword("a-brand-new-password", saved.passwordHash)).toBe(true);
    expect(saved.emailVerifiedAt).not.toBeNull();
    const again = await post({ ...newPassword, token }, "192.0.2.2");
    expect(again.status).toBe(410);
    expect(JSON.stringify(await again.json())).toContain("This link was already used.");
  });

  it("is rate-limited per address (RATE_LIMIT_MULTIPLIER=1): 10 an hour, then 429", async () => {
    process.env.RATE_LIMIT_MULTIPLIER = "1";
    reloadEnv();
    try {
      for (let i = 0; i < 10; i++)
        expect((await post({ ...newPassword, token: `made-up-${i}` }, "192.0.2.3")).status, `try ${i + 1}`).toBe(410);
      const over = await post({ ...newPassword, token: "made-up" }, "192.0.2.3");
      expect(over.status).toBe(429);
      expect(JSON.stringify(await over.json())).toContain("Too many requests");
      expect((await post({ ...newPassword, token: "made-up" }, "192.0.2.4")).status).toBe(410);
    } finally {
      delete process.env.RATE_LIMIT_MULTIPLIER;
      reloadEnv();
    }
  });
});
