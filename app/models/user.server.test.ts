import { and, eq, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "~/db/schema";
import { getDb } from "~/db/db.server";
import { countAdmins, createUser, setRole } from "./user.server";

describe("setRole", () => {
  it("sets any text as the role; only 'admin' counts as an admin", async () => {
    const admin = await createUser({ email: "boss@example.mu", password: "long-enough-pw", role: "admin" });
    const guide = await createUser({ email: "guide@example.mu", password: "long-enough-pw" });
    const result = setRole(guide.id, "Guide (west coast)", admin);
    expect(result.ok && result.user.role).toBe("Guide (west coast)");
    expect(countAdmins()).toBe(1);
  });

  it("refuses to let the last admin remove their own admin role", async () => {
    const only = await createUser({ email: "only@example.mu", password: "long-enough-pw", role: "admin" });
    const others = await createUser({ email: "x@example.mu", password: "long-enough-pw", role: "user" });
    // Every other admin becomes a user, leaving `only`.
    getDb()
      .update(users)
      .set({ role: "user" })
      .where(and(eq(users.role, "admin"), ne(users.id, only.id)))
      .run();
    expect(countAdmins()).toBe(1);
    const refused = setRole(only.id, "user", only);
    expect(refused).toEqual({ ok: false, message: expect.stringContaining("You are the last admin") });
    // Once someone else is an admin, stepping down works.
    expect(setRole(others.id, "admin", only).ok).toBe(true);
    expect(setRole(only.id, "user", only).ok).toBe(true);
    expect(countAdmins()).toBe(1);
  });

  it("says 'User Not Found' for an unknown id", () => {
    expect(setRole("nope", "admin", { id: null, email: "staff@example.mu" })).toEqual({
      ok: false,
      message: "User Not Found",
    });
  });
});
