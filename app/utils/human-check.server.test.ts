import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PASS_TOKEN, startFakeTurnstile } from "../../tests/fakes/turnstile.js";
import { reloadEnv } from "./env.server";
import { DEV_TOKEN, HONEYPOT_FIELD, JS_FIELD, SERVED_AT_FIELD, TOKEN_FIELD } from "./human-check";
import { checkHuman, signServedAt } from "./human-check.server";

const form = (fields: Record<string, string>) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.set(k, v);
  return fd;
};
const now = 1_800_000_000_000;

describe("without JavaScript", () => {
  it("passes, marked not human-checked, when the honeypot is empty and the form took 2 s or more", async () => {
    expect(await checkHuman(form({ [SERVED_AT_FIELD]: signServedAt(now - 2000) }), "1.2.3.4", now)).toEqual({ ok: true, humanChecked: false });
  });
  it("refuses a form sent faster than a person can", async () => {
    const r = await checkHuman(form({ [SERVED_AT_FIELD]: signServedAt(now - 1999) }), "1.2.3.4", now);
    expect(r.ok).toBe(false);
  });
  it("refuses a forged or unsigned time", async () => {
    expect((await checkHuman(form({ [SERVED_AT_FIELD]: String(now - 60_000) }), "x", now)).ok).toBe(false);
    const [, mac] = signServedAt(now).split(".");
    expect((await checkHuman(form({ [SERVED_AT_FIELD]: `${now - 60_000}.${mac}` }), "x", now)).ok).toBe(false);
  });
  it("refuses a filled honeypot and a missing timestamp", async () => {
    expect((await checkHuman(form({ [HONEYPOT_FIELD]: "http://spam", [SERVED_AT_FIELD]: signServedAt(now - 60_000) }), "x", now)).ok).toBe(false);
    expect((await checkHuman(form({}), "x", now)).ok).toBe(false);
  });
});

describe("development check (no Turnstile keys)", () => {
  beforeEach(() => {
    delete process.env.TURNSTILE_SITE_KEY;
    delete process.env.TURNSTILE_SECRET_KEY;
    reloadEnv();
  });
  it("accepts the development widget's token and asks for it when JavaScript ran without it", async () => {
    expect(await checkHuman(form({ [JS_FIELD]: "1", [TOKEN_FIELD]: DEV_TOKEN }), "x", now)).toEqual({ ok: true, humanChecked: true });
    expect(await checkHuman(form({ [JS_FIELD]: "1" }), "x", now)).toMatchObject({ ok: false, message: "Please complete the reCAPTCHA." });
  });
});

describe("Turnstile (a fake siteverify on loopback)", () => {
  let fake: Awaited<ReturnType<typeof startFakeTurnstile>>;
  beforeAll(async () => {
    fake = await startFakeTurnstile();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    process.env.TURNSTILE_SITE_KEY = "site";
    process.env.TURNSTILE_SECRET_KEY = "secret";
    process.env.TURNSTILE_VERIFY_URL = fake.verifyUrl;
    reloadEnv();
  });
  it("verifies the token on the server with the client's address", async () => {
    expect(await checkHuman(form({ [JS_FIELD]: "1", [TOKEN_FIELD]: PASS_TOKEN }), "10.0.0.7", now)).toEqual({ ok: true, humanChecked: true });
    expect(fake.verifications.at(-1)).toMatchObject({ response: PASS_TOKEN, remoteip: "10.0.0.7", ok: true });
  });
  it("refuses a token siteverify rejects, and the development token", async () => {
    expect((await checkHuman(form({ [JS_FIELD]: "1", [TOKEN_FIELD]: "forged" }), "x", now)).ok).toBe(false);
    expect((await checkHuman(form({ [JS_FIELD]: "1", [TOKEN_FIELD]: DEV_TOKEN }), "x", now)).ok).toBe(false);
  });
  it("refuses when siteverify cannot be reached", async () => {
    process.env.TURNSTILE_VERIFY_URL = "http://127.0.0.1:9/siteverify";
    reloadEnv();
    expect((await checkHuman(form({ [JS_FIELD]: "1", [TOKEN_FIELD]: PASS_TOKEN }), "x", now)).ok).toBe(false);
  });
});
