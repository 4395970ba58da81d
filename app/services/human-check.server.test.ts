import { beforeEach, describe, expect, it } from "vitest";
import { PASS_TOKEN, startFakeTurnstile } from "../../tests/fakes/turnstile.js";
import { fakeServerForTests } from "../../tests/fixtures/fake-server";
import { reloadEnv } from "~/utils/env.server";
import { DEV_TOKEN, HONEYPOT_FIELD, JS_FIELD, SERVED_AT_FIELD, TOKEN_FIELD } from "~/utils/human-check";
import { checkHuman, signServedAt } from "~/services/human-check.server";

const form = (fields: Record<string, string>) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.set(k, v);
  return fd;
};
const now = 1_800_000_000_000;

const contact = { form: "contact" as const, now };

describe("without JavaScript", () => {
  // The threshold as deployed (HUMAN_CHECK_MIN_FILL_MS unset): the end-to-end suite lowers it, this checks the real one.
  beforeEach(() => {
    delete process.env.HUMAN_CHECK_MIN_FILL_MS;
    reloadEnv();
  });
  it("passes, marked not human-checked, when the honeypot is empty and the form took 2 s or more", async () => {
    expect(
      await checkHuman(form({ [SERVED_AT_FIELD]: signServedAt("contact", now - 2000) }), "1.2.3.4", contact),
    ).toEqual({
      ok: true,
      humanChecked: false,
    });
  });
  it("refuses a form sent faster than a person can", async () => {
    const r = await checkHuman(form({ [SERVED_AT_FIELD]: signServedAt("contact", now - 1999) }), "1.2.3.4", contact);
    expect(r.ok).toBe(false);
    expect(r).toMatchObject({ message: expect.stringContaining("faster than a person can type") });
  });
  it("takes its threshold from HUMAN_CHECK_MIN_FILL_MS", async () => {
    process.env.HUMAN_CHECK_MIN_FILL_MS = "100";
    reloadEnv();
    try {
      expect((await checkHuman(form({ [SERVED_AT_FIELD]: signServedAt("contact", now - 100) }), "x", contact)).ok).toBe(
        true,
      );
      expect((await checkHuman(form({ [SERVED_AT_FIELD]: signServedAt("contact", now - 99) }), "x", contact)).ok).toBe(
        false,
      );
    } finally {
      delete process.env.HUMAN_CHECK_MIN_FILL_MS;
      reloadEnv();
    }
  });
  it("refuses a forged or unsigned time", async () => {
    expect((await checkHuman(form({ [SERVED_AT_FIELD]: String(now - 60_000) }), "x", contact)).ok).toBe(false);
    const [name, id, , mac] = signServedAt("contact", now).split(".");
    expect(
      (await checkHuman(form({ [SERVED_AT_FIELD]: `${name}.${id}.${now - 60_000}.${mac}` }), "x", contact)).ok,
    ).toBe(false);
  });
  it("refuses a filled honeypot and a missing timestamp", async () => {
    expect(
      (
        await checkHuman(
          form({ [HONEYPOT_FIELD]: "http://spam", [SERVED_AT_FIELD]: signServedAt("contact", now - 60_000) }),
          "x",
          contact,
        )
      ).ok,
    ).toBe(false);
    expect((await checkHuman(form({}), "x", contact)).ok).toBe(false);
  });
  it("accepts a served-at value once; the same form sent again with its own form key finds its first record", async () => {
    const servedAt = signServedAt("contact", now - 5000);
    expect((await checkHuman(form({ [SERVED_AT_FIELD]: servedAt, formKey: "key-1" }), "1.2.3.4", contact)).ok).toBe(
      true,
    );
    // A double click: the same form, the same key (the action then returns the first record).
    expect((await checkHuman(form({ [SERVED_AT_FIELD]: servedAt, formKey: "key-1" }), "1.2.3.4", contact)).ok).toBe(
      true,
    );
    // Replayed as another submission, from anywhere: refused, however often.
    for (const [key, address] of [
      ["key-2", "1.2.3.4"],
      ["", "5.6.7.8"],
      ["key-3", "9.9.9.9"],
    ]) {
      expect(await checkHuman(form({ [SERVED_AT_FIELD]: servedAt, formKey: key }), address, contact)).toMatchObject({
        ok: false,
        message: expect.stringContaining("already sent"),
      });
    }
    // A form without a key (log in) gets one use.
    const login = signServedAt("login", now - 5000);
    expect((await checkHuman(form({ [SERVED_AT_FIELD]: login }), "x", { form: "login", now })).ok).toBe(true);
    expect((await checkHuman(form({ [SERVED_AT_FIELD]: login }), "x", { form: "login", now })).ok).toBe(false);
  });
  it("accepts a served-at value only on the form it was served with", async () => {
    const servedAt = signServedAt("contact", now - 5000);
    expect((await checkHuman(form({ [SERVED_AT_FIELD]: servedAt }), "x", { form: "booking", now })).ok).toBe(false);
    expect((await checkHuman(form({ [SERVED_AT_FIELD]: servedAt }), "x", { form: "login", now })).ok).toBe(false);
    // Its form name changed by hand breaks the signature.
    expect(
      (
        await checkHuman(form({ [SERVED_AT_FIELD]: servedAt.replace(/^contact\./, "booking.") }), "x", {
          form: "booking",
          now,
        })
      ).ok,
    ).toBe(false);
    expect((await checkHuman(form({ [SERVED_AT_FIELD]: servedAt }), "x", contact)).ok).toBe(true);
  });
  it("expires an hour after the form was served", async () => {
    const hour = 60 * 60 * 1000;
    expect(
      (await checkHuman(form({ [SERVED_AT_FIELD]: signServedAt("contact", now - hour - 1) }), "x", contact)).ok,
    ).toBe(false);
    expect(
      (await checkHuman(form({ [SERVED_AT_FIELD]: signServedAt("contact", now - hour + 1000) }), "x", contact)).ok,
    ).toBe(true);
  });
});

describe("development check (no Turnstile keys)", () => {
  beforeEach(() => {
    delete process.env.TURNSTILE_SITE_KEY;
    delete process.env.TURNSTILE_SECRET_KEY;
    reloadEnv();
  });
  it("accepts the development widget's token and asks for it when JavaScript ran without it", async () => {
    expect(await checkHuman(form({ [JS_FIELD]: "1", [TOKEN_FIELD]: DEV_TOKEN }), "x", contact)).toEqual({
      ok: true,
      humanChecked: true,
    });
    expect(await checkHuman(form({ [JS_FIELD]: "1" }), "x", contact)).toMatchObject({
      ok: false,
      message: "Please complete the reCAPTCHA.",
    });
  });
});

describe("Turnstile (a fake siteverify on loopback)", () => {
  const fake = fakeServerForTests(startFakeTurnstile);
  beforeEach(() => {
    process.env.TURNSTILE_SITE_KEY = "site";
    process.env.TURNSTILE_SECRET_KEY = "secret";
    process.env.TURNSTILE_VERIFY_URL = fake().verifyUrl;
    reloadEnv();
  });
  it("verifies the token on the server with the client's address", async () => {
    expect(await checkHuman(form({ [JS_FIELD]: "1", [TOKEN_FIELD]: PASS_TOKEN }), "10.0.0.7", contact)).toEqual({
      ok: true,
      humanChecked: true,
    });
    expect(fake().verifications.at(-1)).toMatchObject({ response: PASS_TOKEN, remoteip: "10.0.0.7", ok: true });
  });
  it("refuses a token siteverify rejects, and the development token", async () => {
    expect((await checkHuman(form({ [JS_FIELD]: "1", [TOKEN_FIELD]: "forged" }), "x", contact)).ok).toBe(false);
    expect((await checkHuman(form({ [JS_FIELD]: "1", [TOKEN_FIELD]: DEV_TOKEN }), "x", contact)).ok).toBe(false);
  });
  it("refuses when siteverify cannot be reached", async () => {
    process.env.TURNSTILE_VERIFY_URL = "http://127.0.0.1:9/siteverify";
    reloadEnv();
    expect((await checkHuman(form({ [JS_FIELD]: "1", [TOKEN_FIELD]: PASS_TOKEN }), "x", contact)).ok).toBe(false);
  });
});
