import path from "node:path";
import * as z from "zod";

// Every setting is read and checked here, once. The embedded default needs none of them.
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));
/** A whole number from `min` to `max`, `fallback` when unset. */
const wholeNumber = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);
/** For the tests only: `on`, or off when unset. */
const testSwitch = z
  .enum(["on", "off"])
  .optional()
  .transform((v) => v === "on");

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: wholeNumber(1, 65535, 3000),
  DATA_DIR: z.string().default("./data"),
  /** Signs cookies and the forms' served-at values, and seals the tokens kept in the outbox: long and random. */
  SESSION_SECRET: optionalText.pipe(
    z.string().min(32, "must be at least 32 characters (a long random string)").optional(),
  ),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText,
  SITE_NAME: z.string().trim().min(1).default("Lagoon & Leaf Escapes"),
  /** The address people use, for the links in e-mails (never the request's Host header, which the sender chooses). */
  SITE_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: "must be the site's address, such as https://example.mu" }).optional(),
  ),
  CONTACT_EMAIL: z.email().default("hello@lagoonandleaf.mu"),
  CONTACT_PHONE: z.string().trim().min(4).default("+230 5712 3456"),
  /** Where the operator hears of each new booking request (the contact address when unset). */
  STAFF_EMAIL: optionalText.pipe(z.email().optional()),
  TZ: z
    .string()
    .default("Indian/Mauritius")
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat("en", { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, "must be an IANA time zone such as Indian/Mauritius"),
  RESEND_API_KEY: optionalText,
  RESEND_BASE_URL: optionalText.pipe(z.url().optional()),
  MAIL_FROM: z.string().trim().min(3).default("Lagoon & Leaf Escapes <bookings@lagoonandleaf.mu>"),
  /** How long a person's request waits for the mail provider before the e-mail counts as failed (and is retried). */
  MAIL_TIMEOUT_MS: wholeNumber(100, 120_000, 10_000),
  /** How often the outbox looks for e-mails due to be sent again. */
  OUTBOX_INTERVAL_MS: wholeNumber(100, 60 * 60 * 1000, 30_000),
  /** The first retry's delay; each further one doubles it (up to 6 hours). */
  OUTBOX_RETRY_BASE_MS: wholeNumber(100, 60 * 60 * 1000, 30_000),
  /** A booking is reminded of its departure once it is this many hours or fewer before its start (pickup or departure). */
  REMINDER_HOURS: wholeNumber(1, 168, 24),
  /**
   * For the bench only (`npm run bench` compares the booking submissions): `normal` may lose the last commits when the
   * host loses power, so the site keeps `full` (decision 028) and a deployment refuses `normal`.
   */
  SQLITE_SYNCHRONOUS: z.enum(["full", "normal"]).default("full"),
  /** For the end-to-end tests only: the reminders' clock is then read from the database, where a test sets it. */
  TEST_CLOCK: testSwitch,
  /**
   * For the tests only: a page asked for with the cookie `pseudo-locale=on` is in the pseudo-locale, each message
   * wrapped in ⟦…⟧ (docs/decisions/036-one-translator.md). A deployment refuses it.
   */
  PSEUDO_LOCALE: testSwitch,
  /**
   * For tests only: scrypt's cost, 2^SCRYPT_LOG_N (OWASP's 17 by default; the tests hash at 10 or 12 to stay fast).
   * At most 17: one hash takes 128 MiB at 17, on a machine of 512 MB (decision 014). A deployment refuses less.
   */
  SCRYPT_LOG_N: wholeNumber(10, 17, 17),
  /**
   * Online payments (docs/decisions/042-money.md): PayPal Checkout (Orders v2, charged in EUR at EUR_RATE) and Stripe
   * Checkout (charged in MUR), each on when its keys are set; the API bases let the tests point at fakes on loopback.
   */
  PAYPAL_CLIENT_ID: optionalText,
  PAYPAL_CLIENT_SECRET: optionalText,
  PAYPAL_API_BASE: z.url({ protocol: /^https?$/ }).default("https://api-m.paypal.com"),
  /** The webhook's id in PayPal's dashboard: with it each webhook is also checked by PayPal's verification call. */
  PAYPAL_WEBHOOK_ID: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_BASE: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** How long a guest's request waits for a payment provider before it counts as not answered. */
  PAYMENT_TIMEOUT_MS: wholeNumber(100, 120_000, 15_000),
  /**
   * Rupees per euro ("51.25"), set by the operator: "≈ €" beside rupee prices for visitors, and PayPal's charge.
   * Unset: no euro amounts (and no PayPal, which cannot charge in rupees).
   */
  EUR_RATE: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,4}(\.\d{1,4})?$/, "must be the rupees per euro, such as 51.25")
      .transform(Number)
      .refine((n) => n > 0, "must be more than 0")
      .optional(),
  ),
  /** on: a guest with online payment pays the deposit to send the request (the button is on the confirmation). */
  PAY_DEPOSIT_TO_BOOK: z
    .enum(["on", "off"])
    .default("off")
    .transform((v) => v === "on"),
  /** How long a confirmed booking may wait for its deposit before staff see it as late on the admin home. */
  DEPOSIT_WAIT_HOURS: wholeNumber(1, 30 * 24, 48),
  /** on: a confirmed booking whose deposit is late is cancelled by the site (off: staff decide). */
  DEPOSIT_AUTO_CANCEL: z
    .enum(["on", "off"])
    .default("off")
    .transform((v) => v === "on"),
  /**
   * The operator's WhatsApp number (with its country code: "+230 5712 3456"): click-to-chat links (https://wa.me/…) on
   * the site and, for staff, per passenger on the manifest. "off": no links.
   */
  WHATSAPP_NUMBER: z
    .string()
    .trim()
    .default("+230 5712 3456")
    .refine(
      (v) => v === "off" || /^\+?[\d ().-]{7,24}$/.test(v),
      "must be a phone number with its country code, such as +230 5712 3456, or off",
    )
    .transform((v) => (v === "off" ? undefined : v.replace(/\D/g, ""))),
  /**
   * Messages to guests' phones through Twilio's Messaging API (docs/decisions/043-guest-promises.md): the account and its
   * token, and a sender for SMS (TWILIO_FROM, a number) and/or WhatsApp (TWILIO_WHATSAPP_FROM); the API base lets the
   * tests point at a fake on loopback.
   */
  TWILIO_ACCOUNT_SID: optionalText,
  TWILIO_AUTH_TOKEN: optionalText,
  TWILIO_FROM: optionalText,
  TWILIO_WHATSAPP_FROM: optionalText,
  TWILIO_API_BASE: z.url({ protocol: /^https?$/ }).default("https://api.twilio.com"),
  /** The answer-time promise shown to guests, and the admin home's list of requests waiting longer: within this many hours… */
  ANSWER_WITHIN_HOURS: wholeNumber(1, 72, 4),
  /** …counted only in these hours of the day, on the operator's clock ("07:00-20:00"). */
  ANSWER_HOURS: z
    .string()
    .trim()
    .default("07:00-20:00")
    .pipe(
      z
        .string()
        .regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-4]):[0-5]\d$/, "must be the answering hours, such as 07:00-20:00")
        .transform((v) => {
          const [from, until] = v.split("-");
          return { from, until };
        })
        .refine(({ from, until }) => from < until, "must start before it ends, such as 07:00-20:00"),
    ),
  /** The operator's Tourism Authority licence number and street address, shown in the footer and on About. */
  LICENCE_NUMBER: z.string().trim().min(1).default("TO/2024/0187"),
  STREET_ADDRESS: z.string().trim().min(1).default("Royal Road, Grand Baie 30510, Mauritius"),
  TURNSTILE_SITE_KEY: optionalText,
  TURNSTILE_SECRET_KEY: optionalText,
  TURNSTILE_VERIFY_URL: z.url().default("https://challenges.cloudflare.com/turnstile/v0/siteverify"),
  TURNSTILE_SCRIPT_URL: optionalText.pipe(z.url().optional()),
  SEED_DEMO: z
    .enum(["on", "off", "true", "false", "1", "0"])
    .optional()
    .transform((v) => (v === undefined ? undefined : ["on", "true", "1"].includes(v))),
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().default(1),
  /** Anonymous pages kept in memory and served again until a write changes them (app/services/page-cache.server.ts). */
  PAGE_CACHE: z
    .enum(["on", "off"])
    .default("on")
    .transform((v) => v === "on"),
  /** The memory those pages may take, in MB (least recently used ones go first). */
  PAGE_CACHE_MB: wholeNumber(1, 4096, 32),
  /** A form sent without JavaScript sooner than this after it was served is refused as "too fast" (the tests lower it). */
  HUMAN_CHECK_MIN_FILL_MS: wholeNumber(0, 60_000, 2000),
  /** A snapshot of the database and the uploads into DATA_DIR/backups every this many minutes; 0: no schedule. */
  BACKUP_INTERVAL_MINUTES: wholeNumber(0, 7 * 24 * 60, 60),
  /** Off the machine: S3-compatible storage, all of bucket and keys or none (the endpoint is unset for Amazon S3 itself). */
  BACKUP_S3_BUCKET: optionalText,
  BACKUP_S3_ENDPOINT: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: "must be the storage's address, such as https://s3.example.com" }).optional(),
  ),
  BACKUP_S3_REGION: z.string().trim().min(1).default("us-east-1"),
  BACKUP_S3_ACCESS_KEY_ID: optionalText,
  BACKUP_S3_SECRET_ACCESS_KEY: optionalText,
  BACKUP_S3_PREFIX: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9!_.*'()/-]+$/, "may hold letters, digits and ! _ . * ' ( ) / - only")
      .transform((p) => p.replace(/^\/+|\/+$/g, ""))
      .optional(),
  ),
});

export type Env = Omit<z.infer<typeof schema>, "SITE_URL" | "STAFF_EMAIL"> & { SITE_URL: string; STAFF_EMAIL: string };

/** The error that stops the start, a line for each setting it refuses. */
const invalid = (...lines: string[]) =>
  new Error(["Invalid settings in the environment:", ...lines.map((line) => `  ${line}`)].join("\n"));

/** What a deployment (NODE_ENV=production) refuses, in this order: a setting it must have, or one for tests only. */
const DEPLOYMENT_REFUSES: [refuses: (settings: z.infer<typeof schema>) => boolean, why: string][] = [
  [(s) => !s.SESSION_SECRET, "SESSION_SECRET: required in production (a long random string)"],
  [
    (s) => !s.SITE_URL,
    "SITE_URL: required in production (the site's address, such as https://example.mu, for the links in e-mails)",
  ],
  [(s) => s.TEST_CLOCK, "TEST_CLOCK: for tests only; a deployment (NODE_ENV=production) runs on the real clock"],
  [(s) => s.PSEUDO_LOCALE, "PSEUDO_LOCALE: for tests only; a deployment serves its languages only"],
  [(s) => s.SCRYPT_LOG_N !== 17, "SCRYPT_LOG_N: for tests only; a deployment hashes passwords at OWASP's cost (17)"],
  [
    (s) => s.SQLITE_SYNCHRONOUS !== "full",
    "SQLITE_SYNCHRONOUS: for the bench only; a deployment keeps full, so that a confirmed booking survives a power loss",
  ],
];

function load(): Env {
  // Zod's English for the operator: the forms' error map (app/schemas/error-map.ts, set for every schema) gives message ids.
  const parsed = schema.safeParse(process.env, { error: z.locales.en().localeError });
  if (!parsed.success) throw invalid(...parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  const { SITE_URL, STAFF_EMAIL, ...rest } = parsed.data;
  const env: Env = {
    ...rest,
    // Locally the site is where `npm start` listens; a deployment must say its public address.
    SITE_URL: SITE_URL ? new URL(SITE_URL).origin : `http://localhost:${rest.PORT}`,
    STAFF_EMAIL: STAFF_EMAIL ?? rest.CONTACT_EMAIL,
  };
  if (isDeployment(env)) {
    const refused = DEPLOYMENT_REFUSES.find(([refuses]) => refuses(parsed.data));
    if (refused) throw invalid(refused[1]);
  }
  if (Boolean(env.TURNSTILE_SITE_KEY) !== Boolean(env.TURNSTILE_SECRET_KEY)) {
    throw invalid("TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY must be set together");
  }
  const s3 = ["BACKUP_S3_BUCKET", "BACKUP_S3_ACCESS_KEY_ID", "BACKUP_S3_SECRET_ACCESS_KEY"] as const;
  const s3Given = [...s3, "BACKUP_S3_ENDPOINT", "BACKUP_S3_PREFIX"].filter((k) => env[k as keyof Env]);
  const s3Missing = s3.filter((k) => !env[k]);
  if (s3Given.length && s3Missing.length) {
    throw invalid(
      `${s3Missing.join(", ")}: required with ${s3Given.join(", ")} (off-machine backups need the bucket and both keys; or set none of them)`,
    );
  }
  if (Boolean(env.PAYPAL_CLIENT_ID) !== Boolean(env.PAYPAL_CLIENT_SECRET)) {
    throw invalid("PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET must be set together");
  }
  if (env.PAYPAL_CLIENT_ID && !env.EUR_RATE) {
    throw invalid("EUR_RATE: required with PAYPAL_CLIENT_ID (PayPal charges in euros at the operator's rate)");
  }
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    throw invalid("STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together");
  }
  if (Boolean(env.TWILIO_ACCOUNT_SID) !== Boolean(env.TWILIO_AUTH_TOKEN)) {
    throw invalid("TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN must be set together");
  }
  if (env.TWILIO_ACCOUNT_SID && !env.TWILIO_FROM && !env.TWILIO_WHATSAPP_FROM) {
    throw invalid("TWILIO_FROM or TWILIO_WHATSAPP_FROM: required with TWILIO_ACCOUNT_SID (the sender of the messages)");
  }
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    throw invalid("ADMIN_EMAIL and ADMIN_PASSWORD must be set together");
  }
  return env;
}

/** A real deployment: NODE_ENV=production set by the operator, not the local start on embedded defaults. */
export function isDeployment(env: Pick<Env, "NODE_ENV"> = getEnv()) {
  return env.NODE_ENV === "production" && process.env.EMBEDDED_DEFAULTS !== "1";
}

let cached: Env | undefined;
export function getEnv(): Env {
  cached ??= load();
  return cached;
}

/** What the browser may see: nothing secret. */
export function getPublicEnv() {
  const env = getEnv();
  return {
    siteName: env.SITE_NAME,
    // Public: the canonical links, the share cards and the structured data name the site by it.
    siteUrl: env.SITE_URL,
    contactEmail: env.CONTACT_EMAIL,
    contactPhone: env.CONTACT_PHONE,
    turnstileSiteKey: env.TURNSTILE_SITE_KEY ?? null,
    turnstileScriptUrl: env.TURNSTILE_SCRIPT_URL ?? null,
    // Rupees per euro, for the "≈ €" beside prices (utils/money.ts approxEur); null: none shown.
    eurRate: env.EUR_RATE ?? null,
    // The operator's WhatsApp number, digits only (for https://wa.me/…); null: no links.
    whatsappNumber: env.WHATSAPP_NUMBER ?? null,
    // How guests may ask for messages on their phone (the booking form's box); null: no messaging provider.
    phoneChannel: phoneChannel(env),
    licenceNumber: env.LICENCE_NUMBER,
    streetAddress: env.STREET_ADDRESS,
  };
}
export type PublicEnv = ReturnType<typeof getPublicEnv>;

/** The channel of messages to guests' phones: WhatsApp when its sender is set, else SMS; null without Twilio. */
export function phoneChannel(env: Env = getEnv()): "whatsapp" | "sms" | null {
  if (!env.TWILIO_ACCOUNT_SID) return null;
  return env.TWILIO_WHATSAPP_FROM ? "whatsapp" : "sms";
}

/** Tests change settings between cases; this makes the next getEnv() read them again. */
export function reloadEnv() {
  cached = undefined;
}

/** The folder of the SQLite file, the uploads and the development session secret. */
export function dataDir() {
  return path.resolve(getEnv().DATA_DIR);
}
