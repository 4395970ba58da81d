import { afterEach, describe, expect, it } from "vitest";
import { action } from "./login";
import { createUser } from "~/models/user.server";
import { reloadEnv } from "~/utils/env.server";
import { HASHES_WAITING, passwordHashing } from "~/utils/password.server";

// The route's action called as Remix calls it, each post from the client address the server would give it.
function logIn(email: string, password: string, clientAddress: string) {
  const fields = {
    intent: "login",
    email,
    password,
    terms: "on",
    js: "1",
    "cf-turnstile-response": "development-human-check-passed",
    website: "",
  };
  const request = new Request("http://localhost/Login", { method: "POST", body: new URLSearchParams(fields) });
  return action({ request, params: {}, context: { clientAddress } });
}

/** Until as many hashes wait as the queue took before issue 27 (all of them strangers'). */
async function queueFull() {
  const until = Date.now() + 10_000;
  while (passwordHashing().waiting < HASHES_WAITING && Date.now() < until) await new Promise((r) => setTimeout(r, 1));
  expect(passwordHashing().waiting).toBeGreaterThanOrEqual(HASHES_WAITING);
}

afterEach(() => {
  process.env.SCRYPT_LOG_N = "10";
  reloadEnv();
});

describe("logging in while strangers' log-ins fail", () => {
  it("twelve wrong passwords at once from twelve addresses leave the admin's own log-in to succeed", async () => {
    // A cost at which a hash takes a while, so that the strangers' posts are all waiting when the admin's comes.
    process.env.SCRYPT_LOG_N = "14";
    reloadEnv();
    const admin = await createUser({
      email: `staff-${Date.now()}@example.mu`,
      password: "the-admins-own-password",
      role: "admin",
      verified: true,
    });
    // Half of them guess at the admin's own address, half at addresses without an account; some come over IPv6.
    const strangers = Array.from({ length: 12 }, (_, i) =>
      logIn(
        i % 2 ? admin.email : `nobody-${i}@example.mu`,
        `a-wrong-guess-${i}`,
        i % 3 ? `203.0.113.${i + 1}` : `2001:db8:${i}::1`,
      ),
    );
    await queueFull();
    const own = await logIn(admin.email, "the-admins-own-password", "198.51.100.7");
    expect(own.status).toBe(302);
    expect(own.headers.get("Set-Cookie")).toMatch(/__session=/);
    // The strangers were told "wrong" or "busy", never let in.
    for (const answer of await Promise.all(strangers)) expect([400, 503]).toContain(answer.status);
  }, 60_000);
});
