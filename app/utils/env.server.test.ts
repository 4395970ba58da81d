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
  delete process.env.SCRYPT_LOG_N; // the tests' own cost (vitest-setup.ts), which a deployment refuses
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  reloadEnv();
}

/** A whole-number setting: its default when unset, the values it takes, and a message naming it for the others. */
function wholeNumber(
  name: "REMINDER_HOURS" | "BACKUP_INTERVAL_MINUTES",
  { byDefault, good, bad }: { byDefault: number; good: number[]; bad: string[] },
) {
  delete process.env[name];
  reloadEnv();
  expect(getEnv()[name]).toBe(byDefault);
  for (const value of good) {
    process.env[name] = String(value);
    reloadEnv();
    expect(getEnv()[name]).toBe(value);
  }
  for (const value of bad) {
    process.env[name] = value;
    reloadEnv();
    expect(() => getEnv(), value).toThrow(new RegExp(name));
  }
}

describe("settings", () => {
  it("a deployment needs SITE_URL, as it needs SESSION_SECRET", () => {
    deployment({ SESSION_SECRET: "a-session-secret-of-at-least-32-chars", SITE_URL: undefined });
    expect(() => getEnv()).toThrow(/SITE_URL: required in production/);
    deployment({
      SESSION_SECRET: "a-session-secret-of-at-least-32-chars",
      SITE_URL: "https://lagoon.example/some/page",
    });
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
    wholeNumber("REMINDER_HOURS", { byDefault: 24, good: [48], bad: ["0", "169", "1.5", "soon"] });
  });

  it.each(["TEST_CLOCK", "PSEUDO_LOCALE"] as const)(
    "%s=on is refused by a deployment, taken by a local or test run",
    (name) => {
      deployment({
        SESSION_SECRET: "a-session-secret-of-at-least-32-chars",
        SITE_URL: "https://lagoon.example",
        [name]: "on",
      });
      expect(() => getEnv()).toThrow(new RegExp(`${name}: for tests only`));
      process.env.EMBEDDED_DEFAULTS = "1";
      reloadEnv();
      expect(getEnv()[name]).toBe(true);
    },
  );

  it("SCRYPT_LOG_N, for tests only, is 17 by default, a whole number from 10 to 17, and anything lower is refused by a deployment", () => {
    delete process.env.SCRYPT_LOG_N;
    reloadEnv();
    expect(getEnv().SCRYPT_LOG_N).toBe(17);
    for (const bad of ["1", "9", "18", "12.5", "fast"]) {
      process.env.SCRYPT_LOG_N = bad;
      reloadEnv();
      expect(() => getEnv(), bad).toThrow(/SCRYPT_LOG_N/);
    }
    deployment({
      SESSION_SECRET: "a-session-secret-of-at-least-32-chars",
      SITE_URL: "https://lagoon.example",
      SCRYPT_LOG_N: "12",
    });
    expect(() => getEnv()).toThrow(/SCRYPT_LOG_N: for tests only/);
    process.env.SCRYPT_LOG_N = "17";
    reloadEnv();
    expect(getEnv().SCRYPT_LOG_N).toBe(17);
    process.env.SCRYPT_LOG_N = "12";
    process.env.EMBEDDED_DEFAULTS = "1";
    reloadEnv();
    expect(getEnv().SCRYPT_LOG_N).toBe(12);
  });

  it("SQLITE_SYNCHRONOUS is full by default; normal, for the bench, is refused by a deployment", () => {
    delete process.env.SQLITE_SYNCHRONOUS;
    reloadEnv();
    expect(getEnv().SQLITE_SYNCHRONOUS).toBe("full");
    process.env.SQLITE_SYNCHRONOUS = "off";
    reloadEnv();
    expect(() => getEnv()).toThrow(/SQLITE_SYNCHRONOUS/);
    deployment({
      SESSION_SECRET: "a-session-secret-of-at-least-32-chars",
      SITE_URL: "https://lagoon.example",
      SQLITE_SYNCHRONOUS: "normal",
    });
    expect(() => getEnv()).toThrow(/SQLITE_SYNCHRONOUS: for the bench only/);
    process.env.EMBEDDED_DEFAULTS = "1";
    reloadEnv();
    expect(getEnv().SQLITE_SYNCHRONOUS).toBe("normal");
  });

  it("PAGE_CACHE is on by default and takes off; PAGE_CACHE_MB is 32 by default", () => {
    delete process.env.PAGE_CACHE;
    delete process.env.PAGE_CACHE_MB;
    reloadEnv();
    expect(getEnv().PAGE_CACHE).toBe(true);
    expect(getEnv().PAGE_CACHE_MB).toBe(32);
    process.env.PAGE_CACHE = "off";
    process.env.PAGE_CACHE_MB = "64";
    reloadEnv();
    expect(getEnv().PAGE_CACHE).toBe(false);
    expect(getEnv().PAGE_CACHE_MB).toBe(64);
    process.env.PAGE_CACHE = "maybe";
    reloadEnv();
    expect(() => getEnv()).toThrow(/PAGE_CACHE/);
  });

  it("BACKUP_INTERVAL_MINUTES is 60 by default, 0 turns the schedule off, and refuses what is not a whole number of minutes", () => {
    wholeNumber("BACKUP_INTERVAL_MINUTES", { byDefault: 60, good: [0, 1440], bad: ["-1", "1.5", "hourly", "20000"] });
  });

  it("off-machine backups take the bucket and both keys together, or none of them", () => {
    const s3 = {
      BACKUP_S3_BUCKET: "lagoon-backups",
      BACKUP_S3_ACCESS_KEY_ID: "AKIA",
      BACKUP_S3_SECRET_ACCESS_KEY: "secret",
    };
    Object.assign(process.env, s3, { BACKUP_S3_ENDPOINT: "https://s3.example.com", BACKUP_S3_PREFIX: "/lagoon/" });
    reloadEnv();
    expect(getEnv()).toMatchObject({ ...s3, BACKUP_S3_REGION: "us-east-1", BACKUP_S3_PREFIX: "lagoon" });
    delete process.env.BACKUP_S3_SECRET_ACCESS_KEY;
    reloadEnv();
    expect(() => getEnv()).toThrow(
      "BACKUP_S3_SECRET_ACCESS_KEY: required with BACKUP_S3_BUCKET, BACKUP_S3_ACCESS_KEY_ID, BACKUP_S3_ENDPOINT, BACKUP_S3_PREFIX",
    );
    for (const key of Object.keys(s3)) delete process.env[key];
    process.env.BACKUP_S3_ENDPOINT = "s3.example.com";
    reloadEnv();
    expect(() => getEnv()).toThrow(/BACKUP_S3_ENDPOINT: must be the storage's address/);
  });

  it("WHATSAPP_NUMBER keeps the digits for wa.me links, off takes them away, and anything else is refused", () => {
    reloadEnv();
    expect(getEnv().WHATSAPP_NUMBER).toBe("23057123456");
    process.env.WHATSAPP_NUMBER = "+230 (5) 987-6543";
    reloadEnv();
    expect(getEnv().WHATSAPP_NUMBER).toBe("23059876543");
    process.env.WHATSAPP_NUMBER = "off";
    reloadEnv();
    expect(getEnv().WHATSAPP_NUMBER).toBeUndefined();
    process.env.WHATSAPP_NUMBER = "call us";
    reloadEnv();
    expect(() => getEnv()).toThrow(/WHATSAPP_NUMBER: must be a phone number/);
  });

  it("Twilio takes its account and token together, and a sender", () => {
    Object.assign(process.env, { TWILIO_ACCOUNT_SID: "AC123", TWILIO_AUTH_TOKEN: "token" });
    reloadEnv();
    expect(() => getEnv()).toThrow(/TWILIO_FROM or TWILIO_WHATSAPP_FROM: required with TWILIO_ACCOUNT_SID/);
    process.env.TWILIO_WHATSAPP_FROM = "+23052000000";
    reloadEnv();
    expect(getEnv()).toMatchObject({ TWILIO_API_BASE: "https://api.twilio.com", TWILIO_WHATSAPP_FROM: "+23052000000" });
    delete process.env.TWILIO_AUTH_TOKEN;
    reloadEnv();
    expect(() => getEnv()).toThrow("TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN must be set together");
  });

  it("the answer-time promise is 4 hours, 07:00 to 20:00 by default, and refuses hours that end before they start", () => {
    reloadEnv();
    expect(getEnv()).toMatchObject({ ANSWER_WITHIN_HOURS: 4, ANSWER_HOURS: { from: "07:00", until: "20:00" } });
    process.env.ANSWER_HOURS = "08:30-24:00";
    reloadEnv();
    expect(getEnv().ANSWER_HOURS).toEqual({ from: "08:30", until: "24:00" });
    for (const bad of ["20:00-07:00", "7-20", "07:00-25:00"]) {
      process.env.ANSWER_HOURS = bad;
      reloadEnv();
      expect(() => getEnv(), bad).toThrow(/ANSWER_HOURS: must/);
    }
  });
});
