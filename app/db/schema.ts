import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
// Relative: drizzle-kit reads this file without the app's path alias.
import { bookingSources, checkInStates, vehicleKinds } from "../utils/booking-desk";
import {
  checkoutPurposes,
  checkoutStatuses,
  depositKinds,
  ledgerKinds,
  paymentMethods,
  paymentStates,
  refundStatuses,
} from "../utils/payment";
import { bookingStates, PENDING_STATUS } from "../utils/booking-state";
import type { ImageVariant } from "../utils/storage.server";
import type { BannerTexts, PackageTexts, PolicyTexts, Translations } from "../utils/translations";

// The whole product in one SQLite file. Times are ISO-8601 UTC strings; calendar dates are YYYY-MM-DD.
const createdAt = () =>
  text("created_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);
/** Content's other languages, by language: { "fr": { "title": "…" } } (utils/translations.ts; an empty text shows the English). */
const translations = <Texts extends Record<string, string | string[]>>() =>
  text("translations", { mode: "json" })
    .$type<Translations<Texts>>()
    .notNull()
    .default(sql`'{}'`);

export const users = sqliteTable("users", {
  id: text("id").primaryKey(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  role: text("role").notNull().default("user"),
  emailVerifiedAt: text("email_verified_at"),
  name: text("name").notNull().default(""),
  phone: text("phone").notNull().default(""),
  /** The profile picture's storage key (see fileUrl). */
  image: text("image"),
  /** The admin page chosen last, so /admin reopens it (kept on the server: works without JavaScript). */
  adminPage: text("admin_page"),
  createdAt: createdAt(),
});

export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: text("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Single-use, expiring tokens for e-mail verification and password reset; only the hash is kept. */
export const authTokens = sqliteTable(
  "auth_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["verify", "reset"] }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("auth_tokens_user_idx").on(t.userId, t.purpose)],
);

export const notifications = sqliteTable(
  "notifications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    seen: integer("seen", { mode: "boolean" }).notNull().default(false),
    title: text("title").notNull(),
    message: text("message").notNull(),
    link: text("link"),
    action: text("action"),
    createdAt: createdAt(),
  },
  (t) => [index("notifications_user_seen_idx").on(t.userId, t.seen, t.id)],
);

/** Site-wide banners shown above the package list on the home page. */
export const siteBanners = sqliteTable("site_banners", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  title: text("title").notNull(),
  message: text("message").notNull(),
  link: text("link"),
  action: text("action"),
  position: integer("position").notNull().default(0),
  translations: translations<BannerTexts>(),
  createdAt: createdAt(),
});

export const packageStatuses = ["active", "archived", "deleted"] as const;
export type PackageStatus = (typeof packageStatuses)[number];

export const packages = sqliteTable(
  "packages",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    shortDescription: text("short_description").notNull().default(""),
    longDescription: text("long_description").notNull().default(""),
    highlights: text("highlights", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    important: text("important", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    recommended: text("recommended", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    information: text("information", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    status: text("status", { enum: packageStatuses }).notNull().default("active"),
    position: integer("position").notNull().default(0),
    durationMinutes: integer("duration_minutes"),
    meetingPoint: text("meeting_point").notNull().default(""),
    /** Whole rupees; a null adult price is "Price on request" (see utils/money.ts for the other two). */
    priceAdult: integer("price_adult"),
    priceChild: integer("price_child"),
    priceInfant: integer("price_infant"),
    /** Bookings for a departure close this many hours before its start. */
    cutoffHours: integer("cutoff_hours").notNull().default(24),
    /** A guest may cancel a confirmed booking themselves until this many hours before the departure (a pending one always). */
    freeCancelHours: integer("free_cancel_hours").notNull().default(24),
    /** Whole rupees per person (adults and children) added to the total for a pickup in a zone: { "West": 500 }. */
    zoneSurcharges: text("zone_surcharges", { mode: "json" })
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'`),
    /** What a booking pays before the day: none, a percentage of its total, or whole rupees per person (adults and children). */
    depositKind: text("deposit_kind", { enum: depositKinds }).notNull().default("none"),
    /** The percentage (1–100) or the rupees per person of `depositKind`; 0 with none. */
    depositValue: integer("deposit_value").notNull().default(0),
    translations: translations<PackageTexts>(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [index("packages_status_idx").on(t.status, t.position)],
);

/** A package's weekly departures (the ScheduleRule of utils/schedule.ts). */
export const scheduleRules = sqliteTable(
  "schedule_rules",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    packageId: text("package_id")
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    /** ISO weekdays, 1 = Monday … 7 = Sunday. */
    weekdays: text("weekdays", { mode: "json" }).$type<number[]>().notNull(),
    /** "HH:MM" on the operator's clock. */
    startTimes: text("start_times", { mode: "json" }).$type<string[]>().notNull(),
    seats: integer("seats").notNull(),
    validFrom: text("valid_from"),
    validTo: text("valid_to"),
  },
  (t) => [index("schedule_rules_package_idx").on(t.packageId)],
);

export const departureExceptionKinds = ["closed", "seats", "extra"] as const;
/** One date that differs from the rules (the DepartureException of utils/schedule.ts). */
export const departureExceptions = sqliteTable(
  "departure_exceptions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    packageId: text("package_id")
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    date: text("date").notNull(),
    /** null: the whole day. */
    startTime: text("start_time"),
    kind: text("kind", { enum: departureExceptionKinds }).notNull(),
    seats: integer("seats"),
    note: text("note").notNull().default(""),
  },
  (t) => [index("departure_exceptions_package_date_idx").on(t.packageId, t.date)],
);

/** A hotel or other place where guests are picked up, grouped by zone (North, East, South-East, …). */
export const pickupPlaces = sqliteTable(
  "pickup_places",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    zone: text("zone").notNull(),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("pickup_places_zone_name_idx").on(t.zone, t.name)],
);

/** Where a package picks guests up, and how long before the departure's start. A package with none has no pickup. */
export const packagePickups = sqliteTable(
  "package_pickups",
  {
    packageId: text("package_id")
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    placeId: integer("place_id")
      .notNull()
      .references(() => pickupPlaces.id, { onDelete: "cascade" }),
    minutesBefore: integer("minutes_before").notNull(),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.placeId] })],
);

/** An image as stored once: the original name, and WebP variants at fixed widths, each by its storage key (see fileUrl). */
export const packageImages = sqliteTable(
  "package_images",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    packageId: text("package_id")
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The largest variant's storage key (the column kept its first name). */
    key: text("url").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    variants: text("variants", { mode: "json" })
      .$type<ImageVariant[]>()
      .notNull()
      .default(sql`'[]'`),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("package_images_package_idx").on(t.packageId, t.position)],
);

export const bookings = sqliteTable(
  "bookings",
  {
    reference: text("reference").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    surname: text("surname").notNull(),
    /** Empty: none given (a phone guest); no e-mail is sent about such a booking. */
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    message: text("message").notNull().default(""),
    packageId: text("package_id").notNull(),
    packageTitle: text("package_title").notNull(),
    date: text("date").notNull(),
    adults: integer("adults").notNull(),
    children: integer("children").notNull().default(0),
    infants: integer("infants").notNull().default(0),
    time: text("time").notNull(),
    /** The departure's start ("HH:MM"); null for bookings of a package without a schedule. */
    startTime: text("start_time"),
    /** The prices and total as they were when booked, whole rupees; a null total is "Price on request". */
    priceAdult: integer("price_adult"),
    priceChild: integer("price_child"),
    priceInfant: integer("price_infant"),
    total: integer("total"),
    /** Free text for admins (the specification's); what the site decides by is `state`. */
    status: text("status").notNull().default(PENDING_STATUS),
    state: text("state", { enum: bookingStates }).notNull().default("pending"),
    humanChecked: integer("human_checked", { mode: "boolean" }).notNull().default(true),
    formKey: text("form_key").unique(),
    /** The pickup chosen, as it was told to the guest (place, zone, "HH:MM" on the operator's clock); null: the meeting point. */
    pickupPlaceId: integer("pickup_place_id").references(() => pickupPlaces.id, { onDelete: "set null" }),
    pickupPlace: text("pickup_place"),
    pickupZone: text("pickup_zone"),
    pickupTime: text("pickup_time"),
    /** The outbox row of the reminder sent the day before; null until it is recorded (so it is recorded once). */
    reminderEmailId: integer("reminder_email_id"),
    /** The language the guest booked in ("en" or "fr"): every e-mail about the booking is in it. */
    language: text("language").notNull().default("en"),
    /** Where the booking came from (the public form: website), and for a hotel desk or an agent their name and reference. */
    source: text("source", { enum: bookingSources }).notNull().default("website"),
    sourceName: text("source_name").notNull().default(""),
    sourceReference: text("source_reference").notNull().default(""),
    /** The pickup time was set by staff for this booking: a move keeps it instead of computing it again. */
    pickupTimeFixed: integer("pickup_time_fixed", { mode: "boolean" }).notNull().default(false),
    /** "Another address" (a villa, a guest house) typed by the guest instead of a listed place; staff set its time. */
    pickupAddress: text("pickup_address"),
    /** The zone's surcharge per person as it was when booked or last priced (whole rupees; null: none), in `total`. */
    pickupSurcharge: integer("pickup_surcharge"),
    /** The passenger's day: null while waiting, then checked in or a no-show (undo sets it back to null). */
    checkIn: text("check_in", { enum: checkInStates }),
    /** The guest asked for the reminder and the booking's news on their phone too (WhatsApp, or SMS), as well as by e-mail. */
    phoneReminders: integer("phone_reminders", { mode: "boolean" }).notNull().default(false),
    checkInAt: text("check_in_at"),
    /**
     * Money, in the smallest unit of MUR (cents; `total` stays whole rupees, the specification's): the deposit due as
     * priced with the total, and what the ledger (`payments`) holds, kept here by the ledger's own transaction so that
     * lists filter and sum in SQL: paid in less refunded, refunded, and the payment state they make (utils/payment.ts).
     */
    depositDue: integer("deposit_due").notNull().default(0),
    /** When staff last confirmed it: a confirmed booking waits DEPOSIT_WAIT_HOURS from then for its deposit. */
    confirmedAt: text("confirmed_at"),
    paid: integer("paid").notNull().default(0),
    refunded: integer("refunded").notNull().default(0),
    paymentState: text("payment_state", { enum: paymentStates }).notNull().default("unpaid"),
  },
  (t) => [
    index("bookings_payment_state_idx").on(t.paymentState, t.date),
    index("bookings_user_idx").on(t.userId, t.time),
    index("bookings_date_idx").on(t.date),
    index("bookings_state_date_idx").on(t.state, t.date),
    index("bookings_package_date_state_idx").on(t.packageId, t.date, t.state),
    index("bookings_time_idx").on(t.time),
    // The reports (issue 32): every column their aggregates read by departure date, so a two-year report reads the
    // index alone, never the wide rows; and a booking's package by its reference, for the ledger's money by package.
    index("bookings_report_idx").on(
      t.date,
      t.state,
      t.packageId,
      t.source,
      t.adults,
      t.children,
      t.infants,
      t.total,
      t.checkIn,
      t.sourceName,
      t.time,
    ),
    index("bookings_reference_package_idx").on(t.reference, t.packageId),
  ],
);

/** The booking money is about: kept with it for the accounts (a booking is never deleted, an erased one is anonymised). */
const moneyOf = () =>
  text("booking_reference")
    .notNull()
    .references(() => bookings.reference);

/**
 * The ledger: every payment and refund of a booking, never changed once written (a mistake is corrected by another
 * row). Amounts in the currency's smallest unit: `amount` in MUR counts against the booking's total; an online charge
 * in another currency keeps what was charged and the rate beside it. `provider` and `providerRef` (the PayPal order or
 * capture, the Stripe session or refund) are unique together: the same provider event recorded twice is one row.
 */
export const payments = sqliteTable(
  "payments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    bookingReference: moneyOf(),
    kind: text("kind", { enum: ledgerKinds }).notNull(),
    method: text("method", { enum: paymentMethods }).notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("MUR"),
    provider: text("provider"),
    providerRef: text("provider_ref"),
    chargedAmount: integer("charged_amount"),
    chargedCurrency: text("charged_currency"),
    /** Rupees per unit of the charged currency, as text ("51.25"), when it was not MUR. */
    rate: text("rate"),
    note: text("note").notNull().default(""),
    /** Who recorded it: staff (their e-mail kept as text, as the audit log does), or the provider for an online payment. */
    recordedById: text("recorded_by_id").references(() => users.id, { onDelete: "set null" }),
    recordedBy: text("recorded_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("payments_booking_idx").on(t.bookingReference, t.id),
    // The reports' money by the day it was recorded (issue 32).
    index("payments_created_idx").on(t.createdAt, t.kind, t.amount, t.bookingReference),
    uniqueIndex("payments_provider_ref_idx").on(t.provider, t.providerRef),
  ],
);

/**
 * A guest's online payment from its start: the amount asked (MUR, and what the provider charges), the provider's
 * order or session id once created, and whether it was paid (then the ledger row it became).
 */
export const checkouts = sqliteTable(
  "checkouts",
  {
    id: text("id").primaryKey(),
    bookingReference: moneyOf(),
    provider: text("provider").notNull(),
    purpose: text("purpose", { enum: checkoutPurposes }).notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("MUR"),
    chargedAmount: integer("charged_amount").notNull(),
    chargedCurrency: text("charged_currency").notNull(),
    rate: text("rate"),
    /** The provider's order (PayPal) or session (Stripe): the ledger row's `providerRef`, so it is recorded once. */
    providerId: text("provider_id").unique(),
    /** What a refund is made against: PayPal's capture, Stripe's payment intent. */
    captureRef: text("capture_ref"),
    status: text("status", { enum: checkoutStatuses }).notNull().default("open"),
    paymentId: integer("payment_id").references(() => payments.id),
    createdAt: createdAt(),
    updatedAt: text("updated_at"),
  },
  (t) => [index("checkouts_booking_idx").on(t.bookingReference), index("checkouts_status_idx").on(t.status)],
);

/**
 * Refunds of online payments asked of their provider: queued in the transaction that causes them (a cancellation),
 * sent with an idempotency key of their own, retried while the provider refuses or does not answer, and recorded in
 * the ledger (`ledgerId`) only once the provider says it is done.
 */
export const refunds = sqliteTable(
  "refunds",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    bookingReference: moneyOf(),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id),
    provider: text("provider").notNull(),
    /** MUR (smallest unit) off the booking's balance, and what the provider gives back in the charge's currency. */
    amount: integer("amount").notNull(),
    chargedAmount: integer("charged_amount").notNull(),
    chargedCurrency: text("charged_currency").notNull(),
    reason: text("reason").notNull().default(""),
    status: text("status", { enum: refundStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: text("next_attempt_at"),
    providerRefundId: text("provider_refund_id"),
    ledgerId: integer("ledger_id").references(() => payments.id),
    createdAt: createdAt(),
    updatedAt: text("updated_at"),
  },
  (t) => [
    index("refunds_status_idx").on(t.status, t.nextAttemptAt),
    index("refunds_booking_idx").on(t.bookingReference),
  ],
);

/** The guides staff give departures (a short list kept by admins). */
export const guides = sqliteTable("guides", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  phone: text("phone").notNull().default(""),
  createdAt: createdAt(),
});

/** The vehicles (minibuses, boats) staff give departures. */
export const vehicles = sqliteTable("vehicles", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  kind: text("kind", { enum: vehicleKinds }).notNull().default("vehicle"),
  seats: integer("seats"),
  createdAt: createdAt(),
});

/** The guide and vehicle given one departure (a package's date and start); a departure without a row has neither. */
export const departureCrews = sqliteTable(
  "departure_crews",
  {
    packageId: text("package_id")
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    date: text("date").notNull(),
    startTime: text("start_time").notNull(),
    guideId: integer("guide_id").references(() => guides.id, { onDelete: "set null" }),
    vehicleId: integer("vehicle_id").references(() => vehicles.id, { onDelete: "set null" }),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.date, t.startTime] }), index("departure_crews_date_idx").on(t.date)],
);

/**
 * The private links that let a guest manage a booking without an account: only a hash of each token is kept.
 * Each e-mail about a booking carries a link of its own (the outbox keeps its token sealed); a link expires after
 * the departure.
 */
export const bookingLinks = sqliteTable(
  "booking_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    bookingReference: text("booking_reference")
      .notNull()
      .references(() => bookings.reference, { onDelete: "cascade" }),
    expiresAt: text("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("booking_links_booking_idx").on(t.bookingReference)],
);

/** The admin-only part of a booking: comments by staff. */
export const bookingComments = sqliteTable(
  "booking_comments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    bookingReference: text("booking_reference")
      .notNull()
      .references(() => bookings.reference, { onDelete: "cascade" }),
    content: text("content").notNull(),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("booking_comments_booking_idx").on(t.bookingReference)],
);

export const taskStatuses = ["pending", "working", "completed"] as const;
export const taskPriorities = ["low", "medium", "high"] as const;
export const tasks = sqliteTable(
  "tasks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    content: text("content").notNull(),
    status: text("status", { enum: taskStatuses }).notNull().default("pending"),
    priority: text("priority", { enum: taskPriorities }).notNull().default("low"),
    addedBy: text("added_by"),
    undertakenBy: text("undertaken_by"),
    completedBy: text("completed_by"),
    createdAt: createdAt(),
  },
  (t) => [index("tasks_status_idx").on(t.status)],
);

export const adminUpdates = sqliteTable(
  "admin_updates",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    time: text("time").notNull(),
    content: text("content").notNull(),
  },
  (t) => [index("admin_updates_time_idx").on(t.time)],
);

export const policies = sqliteTable("policies", {
  name: text("name").primaryKey(),
  /** The file's storage key (the column kept its first name). */
  key: text("url").notNull(),
  /** Changes with each new file, so the address does too and no browser keeps the old one. */
  version: text("version"),
  /** The words of the site's links to it; empty: the site's own ("Terms and conditions"). */
  title: text("title").notNull().default(""),
  translations: translations<PolicyTexts>(),
  createdAt: createdAt(),
});

export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    message: text("message").notNull(),
    attachments: text("attachments", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    humanChecked: integer("human_checked", { mode: "boolean" }).notNull().default(true),
    formKey: text("form_key").unique(),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);

export const outboxStatuses = ["pending", "sent", "failed", "logged"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];
/** How a message goes: an e-mail (Resend), or a message to a phone (Twilio's Messaging API) by WhatsApp or SMS. */
export const outboxChannels = ["email", "whatsapp", "sms"] as const;
export type OutboxChannel = (typeof outboxChannels)[number];
/**
 * Every message the site sends or tries to send: e-mails, and messages to guests' phones (their recipient a phone
 * number in E.164, no subject or HTML). "logged": no provider configured, kept here only.
 */
export const outbox = sqliteTable(
  "outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    channel: text("channel", { enum: outboxChannels }).notNull().default("email"),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    plainTextMessage: text("plain_text_message").notNull(),
    htmlMessage: text("html_message").notNull(),
    attachments: text("attachments", { mode: "json" })
      .$type<{ filename: string; path: string }[]>()
      .notNull()
      .default(sql`'[]'`),
    status: text("status", { enum: outboxStatuses }).notNull().default("pending"),
    /** What the message is about, e.g. "booking:K7QM-4XPT-9HRC", so pages can show its delivery. */
    related: text("related"),
    /**
     * The token of the link in this message, sealed (AES-256-GCM, a key derived from the session secret): the
     * message holds a placeholder, and the real link exists only in what is handed to the provider.
     */
    sealedToken: text("sealed_token"),
    providerId: text("provider_id"),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: text("next_attempt_at"),
    sentAt: text("sent_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("outbox_status_idx").on(t.status, t.nextAttemptAt),
    index("outbox_created_idx").on(t.createdAt),
    index("outbox_related_idx").on(t.related),
  ],
);

/**
 * The no-JavaScript human check's served-at values already used (each works once), kept until they expire.
 * `formKey` is the form's one-time key: the same form sent twice (a double click) is let through to find its first record.
 */
export const usedFormTokens = sqliteTable(
  "used_form_tokens",
  {
    id: text("id").primaryKey(),
    formKey: text("form_key"),
    expiresAt: text("expires_at").notNull(),
  },
  (t) => [index("used_form_tokens_expires_idx").on(t.expiresAt)],
);

/** Small key/value store for the server's own state (e.g. whether the demo seed ran). */
export const meta = sqliteTable("meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/**
 * Who changed what in the back office: one row per admin action, written in the same transaction as the change
 * (see models/audit.server.ts). The actor's e-mail is kept as text, so the record outlives the account.
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    time: text("time").notNull(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    /** A short machine word: "package.update", "booking.status", "email.send", … */
    action: text("action").notNull(),
    /** What was changed: its kind ("package", "booking", …), its id (to link to it) and a label to read. */
    targetKind: text("target_kind").notNull(),
    targetId: text("target_id"),
    targetLabel: text("target_label").notNull().default(""),
    /** For an update, { field: [before, after] }; for a create, delete or message, its key facts. */
    changes: text("changes", { mode: "json" })
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'`),
  },
  (t) => [
    index("audit_log_time_idx").on(t.time, t.id),
    index("audit_log_action_idx").on(t.action, t.time),
    index("audit_log_actor_idx").on(t.actorEmail, t.time),
    index("audit_log_actor_id_idx").on(t.actorId),
  ],
);
