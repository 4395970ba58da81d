import { afterEach, describe, expect, it } from "vitest";
import { getEnv, reloadEnv } from "~/utils/env.server";

const saved = { ...process.env };
afterEach(() => {
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
  reloadEnv();
});

function deployment(env: Record<string, string | undefined>) {
  process.env.NODE_ENV = "production";
  delete process.env.EMBEDDED_DEFAULTS;
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  reloadEnv();
}

describe("settings", () => {
  it("a deployment needs SITE_URL, as it needs SESSION_SECRET", () => {
    deployment({ SESSION_SECRET: "a-session-secret-of-at-least-32-chars", SITE_URL: undefined });
    expect(() => getEnv()).toThrow(/SITE_URL: required in production/);
    deployment({ SESSION_SECRET: "a-session-secret-of-at-least-32-chars", SITE_URL: "https://lagoon.example/some/page" });
    expect(getEnv().SITE_URL).toBe("https://lagoon.example");
  });

  it("SITE_URL must be an http(s) address", () => {
    for (const bad of ["lagoon.example", "ftp://lagoon.example", "javascript:alert(1)"]) {
      process.env.SITE_URL = bad;
      reloadEnv();
      expect(() => getEnv(), bad).toThrow(/SITE_URL/);
    }
  });

  it("locally SITE_URL defaults to where the server listens", () => {
    delete process.env.SITE_URL;
    process.env.PORT = "3456";
    reloadEnv();
    expect(getEnv().SITE_URL).toBe("http://localhost:3456");
  });

  it("refuses an empty or short SESSION_SECRET", () => {
    process.env.SESSION_SECRET = "short";
    reloadEnv();
    expect(() => getEnv()).toThrow(/SESSION_SECRET: must be at least 32 characters/);
    // Empty means unset: locally the generated one is used; a deployment refuses to start.
    deployment({ SESSION_SECRET: "   ", SITE_URL: "https://lagoon.example" });
    expect(() => getEnv()).toThrow(/SESSION_SECRET: required in production/);
  });

  it("REMINDER_HOURS is a whole number of hours from 1 to 168, 24 by default", () => {
    delete process.env.REMINDER_HOURS;
    reloadEnv();
    expect(getEnv().REMINDER_HOURS).toBe(24);
    process.env.REMINDER_HOURS = "48";
    reloadEnv();
    expect(getEnv().REMINDER_HOURS).toBe(48);
    for (const bad of ["0", "169", "1.5", "soon"]) {
      process.env.REMINDER_HOURS = bad;
      reloadEnv();
      expect(() => getEnv(), bad).toThrow(/REMINDER_HOURS/);
    }
  });

  it("TEST_CLOCK=on is refused by a deployment, taken by a local or test run", () => {
    deployment({ SESSION_SECRET: "a-session-secret-of-at-least-32-chars", SITE_URL: "https://lagoon.example", TEST_CLOCK: "on" });
    expect(() => getEnv()).toThrow(/TEST_CLOCK: for tests only/);
    process.env.EMBEDDED_DEFAULTS = "1";
    reloadEnv();
    expect(getEnv().TEST_CLOCK).toBe(true);
  });
});
