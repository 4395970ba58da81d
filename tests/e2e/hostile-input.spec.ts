import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import type Database from "better-sqlite3";
import { brokenPng } from "../fixtures/huge-png";
import { randomReference } from "./bookings-db";
import {
  CookieJar,
  multipart,
  openStream,
  rawRequest,
  received,
  urlencoded,
  type Fields,
  type RawResponse,
  type Value,
} from "./raw-http";
import { CATAMARAN, freshDataDir, insertCatamaran, openDb, startSite, type SiteProcess } from "./site-process";
import { createAccount, mauritiusDate } from "./support";

// Every form field and every route parameter gets a corpus of bad values, on a site of this test's own
// (so that counting rows is exact and the server's output can be read): never a 500, what comes back is
// escaped, and a refused request stores nothing at all. The forms are found from the route files and the
// fields from the rendered pages, so a new route or field is covered without anyone listing it here.

const DEV_TOKEN = "development-human-check-passed"; // the site runs without Turnstile keys
const HUMAN: Fields = [
  ["js", "1"],
  ["cf-turnstile-response", DEV_TOKEN],
  ["website", ""],
];
/** Valid submissions of the visitors' forms, for the corpus (one field at a time) and for the rate limits. */
const loginFields = (intent: "login" | "signup" | "forgot", email: string, password?: string): Fields => [
  ["intent", intent],
  ["email", email],
  ...(password === undefined ? [] : ([["password", password]] as Fields)),
  ...(intent === "forgot" ? [] : ([["terms", "on"]] as Fields)),
  ...HUMAN,
];
const bookingFields = (): Fields => [
  ["name", "Priya"],
  ["surname", "Doolub"],
  ["email", "priya@example.mu"],
  ["phone", "+23057123456"],
  ["date", mauritiusDate(10)],
  ["adults", "2"],
  ["children", "1"],
  ["infants", "0"],
  ["message", "Pick-up from the hotel"],
  ["terms", "on"],
  ["formKey", crypto.randomUUID()],
  ...HUMAN,
];
const contactFields = (): Fields => [
  ["name", "Ann Visitor"],
  ["email", "ann@example.mu"],
  ["phone", "+23057123456"],
  ["message", "Is the catamaran on?"],
  ["formKey", crypto.randomUUID()],
  ...HUMAN,
];
const MARKUP = ["<script>alert(1)</script>", "<img src=x onerror=alert(1)>"];
const SCRIPT = "<script>alert(1)</script>";
const ATTRIBUTE = '"><img src=x onerror=alert(1)>';

/** The bad values every field gets. */
const corpus: { label: string; value: Value }[] = [
  { label: "100k characters", value: "x".repeat(100_000) },
  { label: "control characters", value: "a\u0000b\u0007c\u001b[31md" },
  { label: "a header injection", value: "ann@example.mu\r\nBcc: evil@example.com" },
  { label: "RTL override and zero-width characters", value: "\u202Egnp.exe\u200B\u200Dx" },
  { label: "combining marks, emoji, NFKC-folding letters", value: "Z\u0351\u0336oe\u0308 😀👨‍👩‍👧 ﬁ Ⅸ ＡＢ" },
  { label: "a lone surrogate as raw bytes", value: { raw: "a%ED%A0%80b" } },
  { label: "overlong UTF-8", value: { raw: "%C0%AE%C0%AE%2F" } },
  { label: "SQL", value: "' OR 1=1; DROP TABLE bookings; --" },
  { label: "a script", value: SCRIPT },
  { label: "an attribute break-out", value: ATTRIBUTE },
  { label: "text for a number or a date", value: "abc" },
  { label: "a negative fraction", value: "-1.5" },
  { label: "an endless number", value: "1e309" },
  { label: "__proto__", value: "__proto__" },
  { label: "empty", value: "" },
  { label: "only spaces", value: "   " },
];

const VARIANTS = corpus.length + 4;
type Variant = { label: string; field: string; fields: Fields; value?: Value; document: boolean };

/** The corpus, a missing field, a repeated one and odd shapes of its name, for one field of a valid form. */
function variantsOf(valid: Fields, field: string): Variant[] {
  const others = valid.filter(([name]) => name !== field);
  const own = valid.find(([name]) => name === field)?.[1] ?? "x";
  const replaced = (value: Value): Fields => {
    const at = valid.findIndex(([name]) => name === field);
    return at < 0
      ? [...valid, [field, value]]
      : valid.map(([name, v], i) => [name, i === at ? value : v] as [string, Value]);
  };
  // Document requests (no JavaScript) show what is sent back as HTML; the others ask for the action's data
  // (as Remix does with JavaScript): the same action, without rendering the page, so much faster.
  return [
    ...corpus.map(({ label, value }) => ({
      label,
      field,
      value,
      fields: replaced(value),
      document: value === SCRIPT || value === ATTRIBUTE,
    })),
    { label: "missing", field, fields: others, document: false },
    { label: "repeated", field, fields: [...valid, [field, SCRIPT]], document: false },
    {
      label: "an object (name.key)",
      field,
      fields: [...others, [`${field}.__proto__.polluted`, "yes"], [`${field}.constructor.prototype.x`, "yes"]],
      document: false,
    },
    { label: "a list (name[0])", field, fields: [...others, [`${field}[0]`, own]], document: false },
  ];
}

/** Once per form: a field it does not have, a huge list index, and Conform's own fields with junk. */
function formVariants(valid: Fields): Variant[] {
  return [
    { label: "an unknown field", field: "(form)", fields: [...valid, ["unknown", SCRIPT]], document: true },
    // (An index of 99999999 ran the site out of memory; 5000000 makes the same mistake visible as a 25 MB answer.)
    // In place of a real field, so that the form is refused and its answer repeats what was sent.
    {
      label: "a huge list index",
      field: "(form)",
      fields: [...valid.slice(1), [`${valid[0]?.[0] ?? "x"}[5000000]`, "1"]],
      document: false,
    },
    {
      label: "a broken Conform intent",
      field: "(form)",
      fields: [...valid, ["__intent__", '{"type":"update","payload":{"name":"a[5000000]","value":1}}']],
      document: false,
    },
    {
      label: "Conform intent that is not JSON",
      field: "(form)",
      fields: [...valid, ["__intent__", "{"]],
      document: false,
    },
    { label: "Conform state", field: "(form)", fields: [...valid, ["__state__", "{"]], document: false },
  ];
}

// ---------------------------------------------------------------------------------------------------
// Route files

type RouteFile = { file: string; id: string; source: string };
const routeFiles: RouteFile[] = fs
  .readdirSync("app/routes")
  .filter((f) => f.endsWith(".tsx") && !f.includes(".test."))
  .map((file) => ({
    file,
    id: `routes/${file.replace(/\.tsx$/, "")}`,
    source: fs.readFileSync(path.join("app/routes", file), "utf8"),
  }));
const actionRoutes = routeFiles.filter((r) => /export (async function|const) action\b/.test(r.source));
const uploadRoutes = routeFiles.filter((r) => /\buploads: \{|handleAdminEmail\(/.test(r.source));
// Resource routes with a parameter too (the departures' seats).
const paramRoutes = routeFiles.filter((r) => r.file.includes("$"));

/** The address of a route file (Remix flat routes), with its parameters filled in. */
function routePath(file: string, params: Record<string, string> = {}) {
  const segments = file
    .replace(/\.tsx$/, "")
    .split(".")
    .filter((s) => !s.startsWith("_"))
    .map((s) => (s === "$" ? params["*"] : s.startsWith("$") ? params[s.slice(1)] : s.replace(/_$/, "")));
  return "/" + segments.join("/");
}

const PACKAGE = CATAMARAN;
const EDITED = "hostile-edit-package";

/** Route parameters, as they appear in an address (already escaped, or deliberately broken). */
const PARAM_CORPUS = [
  "..",
  "%2e%2e",
  "..%2f..%2fapp.db",
  "%00",
  "a%00b",
  "x".repeat(3000),
  "%ED%A0%80",
  "%C0%AE%C0%AE",
  "%E2%80%AEgnp.exe",
  "%27%20OR%201%3D1%20--",
  "%22%3B%20DROP%20TABLE%20bookings%3B%20--",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E",
  "__proto__",
  "-1",
  "1e309",
  "%F0%9F%98%80%EF%AC%81",
  "%25",
  "%zz",
  "a%2Fb",
  "%5C..%5Capp.db",
];
/** Ways out of the uploads folder. */
const FILE_PATHS = [
  "/files/../app.db",
  "/files/packages/../../app.db",
  "/files/%2e%2e/app.db",
  "/files/%2e%2e%2fapp.db",
  "/files/..%5capp.db",
  "/files/packages/%00.webp",
  "/files//etc/passwd",
  "/files/%2Fetc%2Fpasswd",
  "/files/....//....//app.db",
  "/files/packages",
];
/** The pages that read the query string, who may see them, and bad query strings for all of them. */
const QUERY_PAGES: [string, "visitor" | "client" | "admin"][] = [
  ["/admin/bookings", "admin"],
  ["/admin/bookings/new", "admin"],
  ["/admin/outbox", "admin"],
  ["/admin/updates", "admin"],
  ["/admin/uploads", "admin"],
  ["/admin/role", "admin"],
  ["/admin/tasks", "admin"],
  [`/edit/${EDITED}`, "admin"],
  ["/userprofile", "client"],
  ["/notifications", "client"],
  ["/reset-password", "visitor"],
  ["/verify-email", "visitor"],
  ["/signup-confirmation", "visitor"],
  ["/Login", "visitor"],
  ["/contact/sent", "visitor"],
  ["/", "visitor"],
];
const QUERIES = [
  "page=-1",
  "page=abc",
  "page=2.5",
  "page=1e309",
  "page=99999999999999999999",
  "page=1&page=2",
  "page[]=1",
  "sort=%27%20OR%201%3D1--",
  "filter=%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "status=%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E",
  "view=bookings&page=2.5",
  "view=%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "path=..%2F..%2F",
  "path=%00",
  "confirm=%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "step=remove",
  "email=%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&unverified=1",
  "token=%27%20OR%201%3D1--",
  "redirectTo=%2F%2Fevil.example",
  "redirectTo=%2F" + "x".repeat(3000),
  "%ED%A0%80=%ED%A0%80",
  "_data=%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "x=" + "y".repeat(12_000),
];

// ---------------------------------------------------------------------------------------------------
// The site, its accounts and its records

let site: SiteProcess;
let db: Database.Database;
const jars: Record<"visitor" | "client" | "admin", CookieJar> = {
  visitor: new CookieJar(),
  client: new CookieJar(),
  admin: new CookieJar(),
};
let client: { id: string; email: string };
let victim: { id: string; email: string };
let resetUser: { id: string; email: string };
let verifyUser: { id: string; email: string };

async function post(
  pathAndQuery: string,
  as: keyof typeof jars,
  body: { body: string | Buffer; type: string },
  headers: Record<string, string> = {},
) {
  const res = await rawRequest(site.url, {
    method: "POST",
    path: pathAndQuery,
    headers: { "Content-Type": body.type, Cookie: jars[as].header(), ...headers },
    body: body.body,
  });
  return res;
}
async function get(pathAndQuery: string, as: keyof typeof jars, headers: Record<string, string> = {}) {
  return rawRequest(site.url, { path: pathAndQuery, headers: { Cookie: jars[as].header(), ...headers } });
}

/** Posts a form (URL-encoded, or multipart) to a site with no cookie but those given. */
function postForm(
  url: string,
  address: string,
  fields: Fields,
  { asMultipart = false, headers = {} }: { asMultipart?: boolean; headers?: Record<string, string> } = {},
) {
  const body = asMultipart ? multipart(fields) : urlencoded(fields);
  return rawRequest(url, {
    method: "POST",
    path: address,
    headers: { "Content-Type": body.type, ...headers },
    body: body.body,
  });
}

/** A session on a site (this test's or the rate limits' one) through its log in form, in a jar of its own. */
async function logIn(url: string, email: string, password: string) {
  const res = await postForm(url, "/Login", loginFields("login", email, password));
  expect(res.status, `log in as ${email}`).toBe(302);
  const jar = new CookieJar();
  jar.take(res.headers);
  return jar;
}

function insertBooking(over: Record<string, string | number | null> = {}) {
  const row = {
    reference: randomReference(),
    user_id: null,
    name: "Amelia",
    surname: "Ramdin",
    email: "amelia@example.mu",
    phone: "+23057123456",
    message: "",
    package_id: PACKAGE,
    package_title: "Île aux Cerfs Catamaran Day",
    date: mauritiusDate(20),
    adults: 2,
    children: 0,
    infants: 0,
    time: new Date().toISOString(),
    status: "Pending",
    ...over,
  };
  const columns = Object.keys(row);
  db.prepare(`insert into bookings (${columns.join(", ")}) values (${columns.map((c) => `@${c}`).join(", ")})`).run(
    row,
  );
  return row.reference as string;
}

/** A reset (or verification) token as the site issues it (only its hash is stored). */
function resetToken(purpose: "reset" | "verify" = "reset") {
  const token = crypto.randomBytes(32).toString("base64url");
  db.prepare("insert into auth_tokens (user_id, purpose, token_hash, expires_at) values (?, ?, ?, ?)").run(
    purpose === "reset" ? resetUser.id : verifyUser.id,
    purpose,
    crypto.createHash("sha256").update(token).digest("hex"),
    new Date(Date.now() + 3_600_000).toISOString(),
  );
  return token;
}

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

// ---------------------------------------------------------------------------------------------------
// Every form: who sends it, a valid submission, and where a stored value can be read back

type Row = Record<string, unknown>;
type FormCase = {
  name: string;
  route: string; // the route file, without .tsx
  as: keyof typeof jars;
  path: () => string;
  /** The page the form is on, to read its field names from (default: path). */
  page?: () => string;
  multipart?: boolean;
  /** It can write or remove files in the uploads folder (every multipart form can). */
  files?: boolean;
  /** A valid submission; may prepare what it needs (a token, a record to change). */
  valid: () => Fields;
  /** For an accepted submission: the record it wrote or changed, and which field went into which column. */
  stored?: { read: () => Row | undefined; columns: Record<string, string> };
};

const newest = (table: string) => () =>
  db.prepare(`select * from ${table} order by rowid desc limit 1`).get() as Row | undefined;

/** A spare record for a form that removes or changes one (inserted anew for each submission): its id. */
const spare = (sql: string, ...params: unknown[]) => String(db.prepare(sql).run(...params).lastInsertRowid);
/** A booking pending again, so that each submission has something to cancel, confirm or decline. */
const pendingAgain = (reference: string) =>
  db.prepare("update bookings set status = 'Pending', state = 'pending' where reference = ?").run(reference);
const NO_FILE = { file: { name: "", type: "application/octet-stream", bytes: Buffer.alloc(0) } };

/** A form case whose address is its route's own (routePath) unless it names another. */
const formCase = (c: Omit<FormCase, "path"> & Partial<Pick<FormCase, "path">>): FormCase => ({
  path: () => routePath(`${c.route}.tsx`),
  ...c,
});
/** The forms of one route: who sends them and where, once for them all. */
const onRoute = (
  shared: Pick<FormCase, "route" | "as"> & Partial<FormCase>,
  cases: (Pick<FormCase, "name" | "valid"> & Partial<FormCase>)[],
) => cases.map((c) => formCase({ ...shared, ...c }));

const formCases: FormCase[] = [
  formCase({
    name: "contact",
    route: "contact",
    as: "visitor",
    valid: contactFields,
    stored: { read: newest("contact_messages"), columns: { name: "name", message: "message" } },
  }),
  formCase({
    name: "booking",
    route: "book.$uid",
    as: "visitor",
    path: () => `/book/${PACKAGE}`,
    valid: bookingFields,
    stored: { read: newest("bookings"), columns: { name: "name", surname: "surname", message: "message" } },
  }),
  ...onRoute(
    { route: "login", as: "visitor", path: () => "/Login" },
    (["login", "signup", "forgot"] as const).map((intent) => ({
      name: `log in page: ${intent}`,
      valid: (): Fields => [
        ...(intent === "signup"
          ? loginFields(intent, `new-${crypto.randomUUID()}@example.mu`, "a-long-new-password")
          : loginFields(intent, client.email, "lagoon-sunset-42")),
        ["redirectTo", "/userprofile"],
      ],
    })),
  ),
  formCase({
    name: "resend the confirmation",
    route: "signup-confirmation",
    as: "visitor",
    valid: () => [["email", victim.email]],
  }),
  formCase({
    name: "choose a new password",
    route: "reset-password",
    as: "visitor",
    page: () => `/reset-password?token=${resetToken()}`,
    valid: () => [
      ["password", "a-brand-new-password"],
      ["confirm", "a-brand-new-password"],
      ["token", resetToken()],
    ],
  }),
  formCase({
    name: "confirm an address",
    route: "verify-email",
    as: "visitor",
    page: () => `/verify-email?token=${resetToken("verify")}`,
    valid: () => [
      ["token", resetToken("verify")],
      ["password", "lagoon-sunset-42"],
    ],
  }),
  formCase({
    name: "dismiss a banner",
    route: "_index",
    as: "visitor",
    path: () => "/?index",
    page: () => "/",
    valid: () => [
      ["intent", "dismiss-banner"],
      ["bannerId", "1"],
    ],
  }),
  formCase({ name: "log out", route: "logout", as: "visitor", page: () => "/", valid: () => [] }),
  formCase({
    name: "dismiss a notification",
    route: "notifications",
    as: "client",
    valid: () => [
      ["intent", "dismiss"],
      ["id", spare("insert into notifications (user_id, title, message) values (?, 'Hello', 'A notice')", client.id)],
      ["from", "bell"],
    ],
  }),
  formCase({
    name: "edit profile",
    route: "userprofile",
    as: "client",
    multipart: true,
    page: () => "/userprofile?view=profile",
    valid: () => [
      ["name", "Kim Client"],
      ["phone", "+23057000000"],
      ["picture", NO_FILE],
    ],
    stored: {
      read: () => db.prepare("select * from users where id = ?").get(client.id) as Row,
      columns: { name: "name" },
    },
  }),
  formCase({
    // Never the client's real password: the suite's client must keep their account.
    name: "delete the account",
    route: "userprofile_.delete",
    as: "client",
    valid: () => [["password", "not-the-password"]],
  }),
  formCase({
    name: "cancel a booking",
    route: "user.booking.$ref",
    as: "client",
    path: () => `/user/booking/${clientBooking}`,
    valid: () => {
      pendingAgain(clientBooking);
      return [["intent", "cancel"]];
    },
  }),
  formCase({
    name: "cancel through the private link",
    route: "manage.$token",
    as: "visitor",
    path: () => `/manage/${linkToken}`,
    valid: () => {
      pendingAgain(linkBooking);
      return [["intent", "cancel"]];
    },
  }),
  formCase({
    // 'Pay deposit' on the confirmation (PAY_DEPOSIT_TO_BOOK; off on the shared site: refused, never a 500).
    name: "pay the deposit from the confirmation",
    route: "booking-confirmation.$ref",
    as: "visitor",
    path: () => `/booking-confirmation/${linkBooking}`,
    valid: () => [
      ["intent", "pay"],
      ["purpose", "deposit"],
      ["provider", "paypal"],
    ],
  }),
  // The providers' webhooks read a raw body and its signature: any unsigned form sent to them is refused, never a 500.
  ...(["paypal", "stripe", "twilio"] as const).map((provider) =>
    formCase({
      name: `${provider} webhook`,
      route: `webhooks.${provider}`,
      as: "visitor",
      page: () => "/",
      valid: () => [
        ["id", "WH-hostile"],
        ["type", "checkout.session.completed"],
      ],
    }),
  ),
  ...onRoute({ route: "_admin.admin.tasks", as: "admin" }, [
    {
      name: "add a task",
      valid: () => [
        ["intent", "add"],
        ["content", "Call the boat company"],
        ["priority", "high"],
      ],
      stored: { read: newest("tasks"), columns: { content: "content" } },
    },
    {
      name: "change a task",
      valid: () => [
        ["intent", "update"],
        ["id", String(taskId)],
        ["status", "working"],
        ["priority", "low"],
        ["via", "js"],
      ],
    },
    { name: "clear completed tasks", valid: () => [["intent", "clear"]] },
  ]),
  formCase({
    name: "post an update",
    route: "_admin.admin.updates",
    as: "admin",
    valid: () => [["content", "The lagoon is calm today"]],
    stored: { read: newest("admin_updates"), columns: { content: "content" } },
  }),
  // Each accepted post takes a snapshot (into the site's backups/, not the uploads).
  formCase({ name: "back up now", route: "_admin.admin.home", as: "admin", valid: () => [["intent", "backup"]] }),
  formCase({
    name: "notify everyone",
    route: "_admin.admin.notify",
    as: "admin",
    valid: () => [
      ["title", "Storm"],
      ["message", "Trips may move"],
      ["link", "/contact"],
      ["action", "Ask us"],
    ],
    stored: { read: newest("notifications"), columns: { title: "title", message: "message", action: "action" } },
  }),
  ...onRoute({ route: "_admin.admin.banners", as: "admin" }, [
    {
      name: "add a banner",
      valid: () => [
        ["intent", "create"],
        ["title", "Winter deals"],
        ["message", "Ten per cent off"],
        ["link", "https://example.mu/deals"],
        ["action", "See"],
      ],
      stored: { read: newest("site_banners"), columns: { title: "title", message: "message", action: "action" } },
    },
    {
      name: "change a banner",
      valid: () => [
        ["intent", "save"],
        ["id", String(bannerId)],
        ["title", "Summer deals"],
        ["message", "Five per cent off"],
        ["link", "/info/x"],
        ["action", "Go"],
      ],
      stored: {
        read: () => db.prepare("select * from site_banners where id = ?").get(bannerId) as Row,
        columns: { title: "title", message: "message", action: "action" },
      },
    },
    ...(["delete", "up", "down"] as const).map((intent) => ({
      name: `${intent} a banner`,
      valid: (): Fields => [
        ["intent", intent],
        ["id", spare("insert into site_banners (title, message, position) values ('Spare', 'A spare banner', 99)")],
      ],
    })),
  ]),
  formCase({
    name: "choose booking columns",
    route: "_admin.admin.bookings",
    as: "admin",
    valid: () => [
      ["show", "email"],
      ["show", "phone"],
      ["back", "?page=2"],
    ],
  }),
  formCase({
    name: "send an e-mail again",
    route: "_admin.admin.outbox",
    as: "admin",
    valid: () => [
      ["intent", "resend"],
      [
        "id",
        spare(
          "insert into outbox (recipient, subject, plain_text_message, html_message, status) values ('a@example.mu', 'Hi', 'Hi', '<p>Hi</p>', 'failed')",
        ),
      ],
      ["back", "?status=failed"],
    ],
  }),
  formCase({
    name: "delete an upload",
    route: "_admin.admin.uploads",
    files: true,
    as: "admin",
    valid: () => {
      const name = `victim-${crypto.randomUUID()}.txt`;
      fs.mkdirSync(path.join(site.dataDir, "uploads", "hostile"), { recursive: true });
      fs.writeFileSync(path.join(site.dataDir, "uploads", "hostile", name), "x");
      return [
        ["target", `hostile/${name}`],
        ["path", "hostile"],
      ];
    },
  }),
  formCase({
    name: "set a role",
    route: "_admin.admin.role",
    as: "admin",
    valid: () => [
      ["userId", victim.id],
      ["role", "guide"],
    ],
  }),
  formCase({
    name: "erase a guest's data",
    route: "_admin.admin.guest-data",
    as: "admin",
    page: () => "/admin/guest-data?email=nobody-held%40example.mu&erase=1",
    valid: () => [
      ["intent", "erase"],
      ["email", "nobody-held@example.mu"],
    ],
  }),
  formCase({
    name: "download a guest's data",
    route: "admin.guest-data[.]json",
    as: "admin",
    path: () => "/admin/guest-data.json",
    page: () => "/admin/guest-data?email=nobody-held%40example.mu",
    valid: () => [["email", "nobody-held@example.mu"]],
  }),
  formCase({ name: "add an admin", route: "_admin.admin.addadmin", as: "admin", valid: () => [["userId", victim.id]] }),
  formCase({
    name: "write an e-mail",
    route: "_admin.admin.email",
    as: "admin",
    multipart: true,
    valid: () => [
      ["intent", "email"],
      ["email", "guest@example.mu"],
      ["name", "Guest"],
      ["subject", "Your day out"],
      ["message", "See you at nine"],
      ["attachments", { file: { name: "plan.pdf", type: "application/pdf", bytes: PDF } }],
    ],
  }),
  ...onRoute({ route: "_admin.update.booking.$ref", as: "admin", path: () => `/update/booking/${adminBooking}` }, [
    {
      name: "e-mail a booking's client",
      multipart: true,
      valid: () => [
        ["intent", "email"],
        ["email", "guest@example.mu"],
        ["name", "Guest"],
        ["subject", "About your booking"],
        ["message", "All set"],
      ],
    },
    {
      name: "change a booking's status",
      valid: () => [
        ["intent", "save"],
        ["status", "Confirmed"],
        ["comment", "Paid at the desk"],
      ],
      stored: {
        read: () => db.prepare("select * from bookings where reference = ?").get(adminBooking) as Row,
        columns: { status: "status" },
      },
    },
    ...(["confirm", "decline", "cancel"] as const).map((intent) => ({
      name: `${intent} a booking`,
      valid: (): Fields => {
        pendingAgain(adminBooking);
        const reason: Fields = intent === "confirm" ? [] : [["reason", "The boat is in repair that week"]];
        return [["intent", intent], ...reason];
      },
    })),
  ]),
  formCase({
    name: "new booking at the desk",
    route: "_admin.admin.bookings_.new",
    as: "admin",
    page: () => `/admin/bookings/new?package=${PACKAGE}`,
    valid: () => [
      ["intent", "pending"],
      ["package", PACKAGE],
      ["departure", `${mauritiusDate(10)}T09:30`],
      ["adults", "2"],
      ["children", "1"],
      ["infants", "0"],
      ["name", "Priya"],
      ["surname", "Doolub"],
      ["phone", "+23057123456"],
      ["email", "priya@example.mu"],
      ["message", "Pick-up from the hotel"],
      ["source", "hotel-desk"],
      ["sourceName", "Sugar Beach"],
      ["sourceReference", "4471"],
      ["language", "en"],
      ["formKey", crypto.randomUUID()],
    ],
    stored: {
      read: newest("bookings"),
      columns: {
        name: "name",
        surname: "surname",
        message: "message",
        sourceName: "source_name",
        sourceReference: "source_reference",
      },
    },
  }),
  ...onRoute({ route: "_admin.admin.pickups", as: "admin" }, [
    {
      name: "add a pickup place",
      valid: () => [
        ["intent", "create"],
        ["zone", "North"],
        ["name", `Hotel ${crypto.randomUUID()}`],
      ],
      stored: { read: newest("pickup_places"), columns: { zone: "zone", name: "name" } },
    },
    {
      name: "delete a pickup place",
      valid: () => [
        ["intent", "delete"],
        ["id", spare("insert into pickup_places (zone, name) values ('East', ?)", `Spare ${crypto.randomUUID()}`)],
      ],
    },
  ]),
  ...onRoute(
    {
      route: "_admin.admin.departures._index",
      as: "admin",
      path: () => "/admin/departures?index",
      page: () => `/admin/departures?date=${mauritiusDate(12)}`,
    },
    [
      {
        name: "message everyone on a departure",
        valid: () => [
          ["intent", "message"],
          ["packageId", EDITED],
          ["date", mauritiusDate(12)],
          ["subject", "The lagoon tomorrow"],
          ["message", "Bring a hat"],
        ],
      },
      {
        name: "cancel a departure",
        valid: () => [
          ["intent", "cancel"],
          ["packageId", EDITED],
          ["date", mauritiusDate(12)],
          ["reason", "Strong winds"],
          ["confirmed", "yes"],
        ],
      },
      {
        name: "check a passenger in",
        valid: () => [
          ["intent", "check-in"],
          ["packageId", EDITED],
          ["date", mauritiusDate(12)],
          ["reference", "HOST-ILE2-REF3"],
          ["checkIn", "checked-in"],
        ],
      },
      {
        name: "give a departure its guide and vehicle",
        valid: () => [
          ["intent", "crew"],
          ["packageId", EDITED],
          ["date", mauritiusDate(12)],
          ["startTime", "09:00"],
          ["guideId", spare("insert into guides (name) values (?)", `Spare ${crypto.randomUUID()}`)],
        ],
      },
    ],
  ),
  ...onRoute({ route: "_admin.admin.crew", as: "admin" }, [
    {
      name: "add a guide",
      valid: () => [
        ["intent", "create-guide"],
        ["name", "Ravi"],
        ["phone", "+230 5712 0000"],
      ],
      stored: { read: newest("guides"), columns: { name: "name", phone: "phone" } },
    },
    {
      name: "rename a guide",
      valid: () => [
        ["intent", "save-guide"],
        ["id", spare("insert into guides (name) values (?)", `Spare ${crypto.randomUUID()}`)],
        ["name", "Anjali"],
        ["phone", ""],
      ],
    },
    {
      name: "remove a guide",
      valid: () => [
        ["intent", "remove-guide"],
        ["id", spare("insert into guides (name) values (?)", `Spare ${crypto.randomUUID()}`)],
      ],
    },
    {
      name: "add a vehicle",
      valid: () => [
        ["intent", "create-vehicle"],
        ["name", "Blue Lagoon"],
        ["kind", "boat"],
        ["seats", "40"],
      ],
      stored: { read: newest("vehicles"), columns: { name: "name" } },
    },
  ]),
  formCase({
    name: "add a package",
    route: "_admin.admin.add",
    as: "admin",
    multipart: true,
    valid: () => [
      ["packageId", crypto.randomBytes(9).toString("base64url")],
      ["title", "Sunset sail"],
      ["shortDescription", "Two hours on the water"],
      ["longDescription", "We leave from Grand Baie."],
      ["highlights[0]", "Drinks"],
      ["important[0]", "Bring a hat"],
      ["recommended[0]", "Sun cream"],
      ["information[0]", "Pick-up at 16:00"],
      ["images", NO_FILE],
    ],
    stored: {
      read: () => db.prepare("select * from packages order by created_at desc, rowid desc limit 1").get() as Row,
      columns: { title: "title", shortDescription: "short_description", longDescription: "long_description" },
    },
  }),
  formCase({
    name: "edit a package",
    route: "_admin.edit.$packageId",
    as: "admin",
    multipart: true,
    path: () => `/edit/${EDITED}`,
    valid: () => {
      db.prepare("update packages set status = 'active' where id = ?").run(EDITED);
      return [
        ["intent", "save"],
        ["title", "Edited sail"],
        ["shortDescription", "Short"],
        ["longDescription", "Long"],
        ["highlights[0]", "One"],
        ["images", NO_FILE],
      ];
    },
    stored: {
      read: () => db.prepare("select * from packages where id = ?").get(EDITED) as Row,
      columns: { title: "title", shortDescription: "short_description", longDescription: "long_description" },
    },
  }),
  formCase({
    name: "add a one-off departure",
    route: "_admin.admin.departures.$packageId",
    as: "admin",
    path: () => `/admin/departures/${EDITED}`,
    valid: () => [
      ["intent", "extra"],
      ["month", mauritiusDate(40).slice(0, 7)],
      ["date", mauritiusDate(40)],
      ["startTime", "09:00"],
      ["seats", "8"],
    ],
  }),
  formCase({
    name: "upload a policy",
    route: "_admin.admin.policies",
    as: "admin",
    multipart: true,
    valid: () => [
      ["name", "hostilePolicy"],
      ["file", { file: { name: "p.pdf", type: "application/pdf", bytes: PDF } }],
    ],
  }),
];

let clientBooking = "";
let linkBooking = "";
let linkToken = "";

/** A private link to linkBooking, stored as the site stores one (its SHA-256 only), valid until after the departure. */
function manageToken(): string {
  const token = crypto.randomBytes(32).toString("base64url");
  const hash = crypto.createHash("sha256").update(token).digest("hex");
  db.prepare("insert into booking_links (token_hash, booking_reference, expires_at) values (?, ?, ?)").run(
    hash,
    linkBooking,
    new Date(Date.now() + 60 * 86_400_000).toISOString(),
  );
  return token;
}
let adminBooking = "";
let taskId = 0;
let bannerId = 0;

// ---------------------------------------------------------------------------------------------------
// What is stored: rows per table and files in the uploads folder

/** Rows per table, and (where a request can write files) the files in the uploads folder. */
type Snapshot = { counts: Record<string, number>; files: number | null };
let tables: string[] = [];

function filesUnder(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .reduce((n, e) => n + (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : 1), 0);
}
let countAll: Database.Statement;
let maxAll: Database.Statement;
function snapshot(withFiles: boolean): Snapshot {
  return {
    counts: countAll.get() as Record<string, number>,
    files: withFiles ? filesUnder(path.join(site.dataDir, "uploads")) : null,
  };
}
function maxRowids(): Record<string, number> {
  return maxAll.get() as Record<string, number>;
}

const isHtml = (res: RawResponse) => String(res.headers["content-type"] ?? "").includes("text/html");
const accepted = (res: RawResponse) => res.status < 400;

/** Problems with one answer: a 500, markup sent back raw, a record written by a refused request, a value not stored whole. */
function problemsWith(
  label: string,
  res: RawResponse,
  before: Snapshot,
  rowidsBefore: Record<string, number>,
  variant?: Variant,
  form?: FormCase,
): string[] {
  const problems: string[] = [];
  if (res.status >= 500) problems.push(`${label}: ${res.status}`);
  // A form's answer repeats what was sent (its errors, the values typed), nothing like megabytes of it.
  if (variant && res.text.length > 2_000_000)
    problems.push(`${label}: an answer of ${Math.round(res.text.length / 1e6)} MB`);
  if (isHtml(res))
    for (const m of MARKUP) if (res.text.includes(m)) problems.push(`${label}: ${m} sent back unescaped`);
  const after = snapshot(before.files !== null);
  if (!accepted(res)) {
    if (JSON.stringify(after.counts) !== JSON.stringify(before.counts)) {
      const changed = tables
        .filter((t) => after.counts[t] !== before.counts[t])
        .map((t) => `${t} ${before.counts[t]}→${after.counts[t]}`);
      problems.push(`${label}: refused (${res.status}) but stored: ${changed.join(", ")}`);
    }
    if (after.files !== before.files)
      problems.push(`${label}: refused (${res.status}) but files ${before.files}→${after.files}`);
    return problems;
  }
  // Accepted: what it stored is whole, and e-mails made from it are escaped and keep their headers on one line.
  for (const row of db.prepare("select subject, html_message from outbox where rowid > ?").all(rowidsBefore.outbox) as {
    subject: string;
    html_message: string;
  }[]) {
    if (/[\r\n\u0000]/.test(row.subject))
      problems.push(`${label}: an e-mail subject with a line break: ${JSON.stringify(row.subject)}`);
    for (const m of MARKUP) if (row.html_message.includes(m)) problems.push(`${label}: ${m} unescaped in an e-mail`);
  }
  const column = variant && form?.stored?.columns[variant.field];
  const sent = variant?.value === undefined ? null : received(variant.value, Boolean(form?.multipart));
  if (column && sent !== null && variant?.label !== "repeated") {
    const row = form!.stored!.read();
    const stored = row?.[column] ?? ""; // an optional field left empty is stored as null
    if (stored !== sent.trim())
      problems.push(
        `${label}: accepted (${res.status}) but ${column} is ${JSON.stringify(String(row?.[column]).slice(0, 60))}`,
      );
  }
  return problems;
}

/** Lines of the server's output that are errors (stack traces, uncaught errors). */
function errorsIn(output: string) {
  return output.split("\n").filter((line) => /^\s+at \S.*:\d+:\d+\)?$|^(\w*Error|Uncaught|Unhandled)\b/.test(line));
}

/** The field names of the form on a page (in its main part) that is most like the given submission. */
function fieldNamesOfForm(html: string, valid: Fields): string[] {
  const main = html.slice(html.indexOf("<main"), html.lastIndexOf("</main>"));
  const wanted = new Set(valid.map(([name]) => name));
  let best: string[] = [];
  let bestScore = 0;
  for (const [form] of main.matchAll(/<form\b[\s\S]*?<\/form>/g)) {
    const names = [
      ...new Set(
        [...form.matchAll(/<(?:input|select|textarea|button)\b[^>]*?\sname="([^"]+)"/g)].map((m) =>
          m[1].replace(/&amp;/g, "&"),
        ),
      ),
    ];
    const shared = names.filter((n) => wanted.has(n)).length;
    const score = shared / (names.length + wanted.size - shared || 1);
    if (score > bestScore) [best, bestScore] = [names, score];
  }
  return best;
}

// ---------------------------------------------------------------------------------------------------

test.describe("hostile input @js-only", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    site = await startSite({ dataDir: freshDataDir("hostile"), env: { SEED_DEMO: "off" } });
    db = openDb(site.dataDir);
    db.pragma("busy_timeout = 5000");
    insertCatamaran(db);
    tables = (
      db
        .prepare(
          "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%'",
        )
        .all() as { name: string }[]
    ).map((r) => r.name);
    countAll = db.prepare(`select ${tables.map((t) => `(select count(*) from "${t}") as "${t}"`).join(", ")}`);
    maxAll = db.prepare(
      `select ${tables.map((t) => `(select coalesce(max(rowid), 0) from "${t}") as "${t}"`).join(", ")}`,
    );
    client = await createAccount({ dataDir: site.dataDir, email: `client-${Date.now()}@example.mu` });
    victim = await createAccount({ dataDir: site.dataDir, email: `victim-${Date.now()}@example.mu` });
    resetUser = await createAccount({ dataDir: site.dataDir, email: `reset-${Date.now()}@example.mu` });
    verifyUser = await createAccount({
      dataDir: site.dataDir,
      email: `verify-${Date.now()}@example.mu`,
      verified: false,
    });
    jars.admin = await logIn(site.url, "admin@site.test", "site-admin-password");
    jars.client = await logIn(site.url, client.email, "lagoon-sunset-42");

    clientBooking = insertBooking({ user_id: client.id });
    linkBooking = insertBooking();
    linkToken = manageToken();
    adminBooking = insertBooking();
    // Enough records for more than one page of every list.
    for (let i = 0; i < 25; i++)
      insertBooking({ user_id: client.id, time: new Date(Date.now() - i * 60_000).toISOString() });
    for (let i = 0; i < 25; i++)
      db.prepare("insert into notifications (user_id, title, message) values (?, ?, 'Old news')").run(
        client.id,
        `Notice ${i}`,
      );
    taskId = Number(
      db.prepare("insert into tasks (content, priority) values ('Check the boat', 'low')").run().lastInsertRowid,
    );
    bannerId = Number(
      db.prepare("insert into site_banners (title, message, position) values ('Welcome', 'Hello', 0)").run()
        .lastInsertRowid,
    );
    db.prepare(
      "insert into packages (id, title, short_description, long_description, status) values (?, 'To edit', '', '', 'active')",
    ).run(EDITED);
  });

  test.afterAll(async () => {
    db?.close();
    await site?.stop();
    if (site) fs.rmSync(site.dataDir, { recursive: true, force: true });
  });

  test("every route with an action has a hostile-input case", () => {
    const covered = new Set(formCases.map((c) => `routes/${c.route}`));
    expect(actionRoutes.map((r) => r.id).filter((id) => !covered.has(id))).toEqual([]);
  });

  test("every form field gets the corpus: never a 500, sent back escaped, nothing stored when refused, stored whole when accepted", async () => {
    // About 4,700 posts, one after another: half a minute on an idle 2-core machine, twice that under load.
    test.setTimeout(240_000);
    const problems: string[] = [];
    let requests = 0;
    for (const form of formCases) {
      const page = await get((form.page ?? form.path)().replace("?index", ""), form.as);
      expect(page.status, `${form.name}: its page`).toBeLessThan(400);
      // One item of each list: the same schema checks every item, and a package form lists every pickup place
      // (pickups[0].minutesBefore … pickups[72].minutesBefore), which was three quarters of the posts.
      const lists = new Set<string>();
      const fields = [
        ...new Set([...form.valid().map(([name]) => name), ...fieldNamesOfForm(page.text, form.valid())]),
      ].filter((name) => {
        const list = name.replace(/\[\d+\]/g, "[]");
        return list === name || (!lists.has(list) && Boolean(lists.add(list)));
      });
      const runs: [string, number][] = [
        ...fields.map((f): [string, number] => [f, VARIANTS]),
        ["(form)", formVariants([]).length],
      ];
      for (const [field, count] of runs) {
        for (let i = 0; i < count; i++) {
          // A fresh valid submission for each variant (a new token, the record back as it was).
          const sent = field === "(form)" ? formVariants(form.valid())[i] : variantsOf(form.valid(), field)[i];
          const before = snapshot(Boolean(form.multipart || form.files));
          const rowids = maxRowids();
          const target = form.path();
          const query = sent.document
            ? target
            : `${target}${target.includes("?") ? "&" : "?"}_data=${encodeURIComponent(`routes/${form.route}`)}`;
          const label = `${form.name} · ${field} · ${sent.label}`;
          let res: RawResponse;
          try {
            res = await post(query, form.as, form.multipart ? multipart(sent.fields) : urlencoded(sent.fields));
          } catch (error) {
            problems.push(`${label}: no readable answer (${error instanceof Error ? error.message : error})`);
            continue;
          }
          requests++;
          problems.push(...problemsWith(label, res, before, rowids, sent, form));
        }
      }
    }
    expect(requests).toBeGreaterThan(1000);
    expect(problems).toEqual([]);
  });

  test("every route parameter and list query gets bad values: never a 500, escaped, no file outside the uploads", async () => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    const check = async (label: string, res: Promise<RawResponse>, before = snapshot(false)) => {
      problems.push(...problemsWith(label, await res, before, maxRowids()));
    };
    const params = (v: string) => ({ uid: v, ref: v, packageId: v, status: v, "*": v });
    expect(paramRoutes.length).toBeGreaterThanOrEqual(6);
    for (const route of paramRoutes) {
      for (const value of PARAM_CORPUS) {
        const address = routePath(route.file, params(value));
        // The admin passes every guard, so the loaders run with the bad value.
        await check(`GET ${address.slice(0, 80)}`, get(address, "admin"));
        const form = formCases.find((c) => c.route === route.file.replace(/\.tsx$/, ""));
        if (form) {
          const target = `${address}?_data=${encodeURIComponent(`routes/${form.route}`)}`;
          const before = snapshot(Boolean(form.multipart));
          const fields = form.valid();
          await check(
            `POST ${address.slice(0, 80)}`,
            post(target, form.as, form.multipart ? multipart(fields) : urlencoded(fields)),
            before,
          );
        }
      }
    }
    for (const address of FILE_PATHS) {
      const res = await get(address, "visitor");
      if (res.status === 200 || /SQLite format|root:x:/.test(res.text))
        problems.push(`GET ${address}: ${res.status}, outside the uploads`);
      await check(`GET ${address}`, Promise.resolve(res));
    }
    for (const [page, as] of QUERY_PAGES) {
      for (const query of QUERIES) await check(`GET ${page}?${query.slice(0, 60)}`, get(`${page}?${query}`, as));
    }
    expect(problems).toEqual([]);
  });

  test("a redirect never leaves the site, whatever dot segments its target holds (log in page, French, log-in post)", async () => {
    const problems: string[] = [];
    const away = (label: string, res: RawResponse) => {
      const location = String(res.headers.location ?? "");
      if (
        res.status !== 302 ||
        !location.startsWith("/") ||
        new URL(location, site.url).origin !== new URL(site.url).origin
      ) {
        problems.push(`${label}: ${res.status} to ${location}`);
      }
    };
    for (const to of [
      "/.//evil.test",
      "/./\\/evil.test",
      "/..//evil.test",
      "/%2e//evil.test",
      "/x/%2e%2e//evil.test",
      "/.///evil.test",
    ]) {
      const query = `redirectTo=${encodeURIComponent(to)}`;
      away(`GET /Login?${query}`, await get(`/Login?${query}`, "client"));
      away(`GET /fr/login?${query}`, await get(`/fr/login?${query}`, "client"));
      const form = urlencoded([
        ["intent", "login"],
        ["email", client.email],
        ["password", "lagoon-sunset-42"],
        ["terms", "on"],
        ["redirectTo", to],
        ...HUMAN,
      ]);
      away(`POST /Login ${to}`, await post("/Login", "visitor", form));
    }
    expect(problems).toEqual([]);
  });

  test("bodies: too large, of the wrong type, or from another site are refused before anything is stored", async () => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    const TOO_LARGE = "This form is too large to be sent";
    const twoMegabytes = "x".repeat(2 * 1024 * 1024);
    const bigFile = { file: { name: "big.png", type: "image/png", bytes: Buffer.alloc(2 * 1024 * 1024, 1) } };
    // The webhooks take their providers' raw JSON from the providers' servers (no Origin, no form): their refusals of
    // what is not signed are tests/integration/pay.spec.ts's.
    const forms = formCases.filter((c) => !c.route.startsWith("webhooks."));
    const routes = [...new Map(forms.map((c) => [c.route, c])).values()];
    const uploadIds = new Set(uploadRoutes.map((r) => r.file.replace(/\.tsx$/, "")));
    expect(uploadIds.size).toBeGreaterThanOrEqual(4);
    for (const form of routes) {
      const target = form.path();
      const data = `${target}${target.includes("?") ? "&" : "?"}_data=${encodeURIComponent(`routes/${form.route}`)}`;
      const send = async (
        label: string,
        body: { body: string | Buffer; type: string },
        headers: Record<string, string> = {},
        address = target,
      ) => {
        const before = snapshot(true);
        const res = await post(address, form.as, body, headers);
        problems.push(...problemsWith(`${form.name} · ${label}`, res, before, maxRowids()));
        return res;
      };
      const valid = form.valid();
      // Wrong content types: refused (415) by any action that reads its form; never a 500.
      for (const [label, body] of [
        [
          "JSON",
          {
            body: JSON.stringify(Object.fromEntries(valid.filter(([, v]) => typeof v === "string"))),
            type: "application/json",
          },
        ],
        ["text/plain", { body: "name=Ann\r\nemail=ann@example.mu", type: "text/plain" }],
        ["no content type", { body: "name=Ann", type: "" }],
        ["multipart without a boundary", { body: "--x\r\n", type: "multipart/form-data" }],
        ["gzip", { body: Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0]), type: "application/x-www-form-urlencoded" }],
      ] as const) {
        const res = await send(label, body, label === "gzip" ? { "Content-Encoding": "gzip" } : {}, data);
        if (form.as === "visitor" && res.status < 300 && form.route !== "logout")
          problems.push(`${form.name} · ${label}: accepted (${res.status})`);
      }
      // The other encoding than the form's own still works or is refused cleanly.
      await send(
        "the other encoding",
        form.multipart ? urlencoded(valid.filter(([, v]) => typeof v === "string")) : multipart(valid),
        {},
        data,
      );
      // Too large: a 2 MB form is refused by the server before the action runs; an upload route gets its multipart body.
      const big = await send("a 2 MB urlencoded form", urlencoded([...valid, ["filler", twoMegabytes]]), {}, data);
      if (big.status !== 413 || !big.text.includes(TOO_LARGE))
        problems.push(`${form.name}: a 2 MB form answered ${big.status}, not the 413 page`);
      const bigMultipart = await send("a 2 MB multipart form", multipart([...valid, ["filler", bigFile]]), {}, data);
      const refusedByServer = bigMultipart.status === 413 && bigMultipart.text.includes(TOO_LARGE);
      if (uploadIds.has(form.route) === refusedByServer) {
        problems.push(
          `${form.name}: a 2 MB multipart body ${refusedByServer ? "refused by server.js although the route reads uploads" : "reached a route that does not read uploads"}`,
        );
      }
      // From another site, or from an opaque origin (a sandboxed frame, a data: page: Origin null): 403, as a page and as data.
      for (const origin of ["https://evil.example", "null"]) {
        for (const address of [target, data]) {
          const res = await send(
            `from ${origin}`,
            form.multipart ? multipart(valid) : urlencoded(valid),
            { Origin: origin },
            address,
          );
          if (res.status !== 403) problems.push(`${form.name}: a POST with Origin ${origin} answered ${res.status}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  // Its answer time and the server's memory meanwhile are figures of the bench (scripts/bench.js), not checked here.
  test("a 30 MB body is refused where no upload is expected, storing nothing", async () => {
    test.setTimeout(60_000);
    const huge = Buffer.alloc(30 * 1024 * 1024, "a");
    const form = (name: string) => Buffer.concat([Buffer.from(`${name}=`), huge]);
    const cases: {
      label: string;
      path: string;
      as: keyof typeof jars;
      body: Buffer;
      type: string;
      headers?: Record<string, string>;
      status: number[];
    }[] = [
      {
        label: "contact",
        path: "/contact",
        as: "visitor",
        body: form("message"),
        type: "application/x-www-form-urlencoded",
        status: [413],
      },
      {
        label: "log in, chunked",
        path: "/Login",
        as: "visitor",
        body: form("email"),
        type: "application/x-www-form-urlencoded",
        headers: { "Transfer-Encoding": "chunked" },
        status: [413],
      },
      {
        label: "tasks, multipart",
        path: "/admin/tasks",
        as: "admin",
        body: multipart([
          ["intent", "add"],
          ["content", { file: { name: "a.txt", type: "text/plain", bytes: huge } }],
        ]).body,
        type: "",
        status: [413],
      },
      {
        label: "a profile picture",
        path: "/userprofile",
        as: "client",
        body: multipart([
          ["name", "Kim"],
          ["picture", { file: { name: "a.png", type: "image/png", bytes: huge } }],
        ]).body,
        type: "",
        status: [413],
      },
      {
        label: "an e-mail attachment",
        path: "/admin/email",
        as: "admin",
        body: multipart([
          ["intent", "email"],
          ["attachments", { file: { name: "a.pdf", type: "application/pdf", bytes: huge } }],
        ]).body,
        type: "",
        status: [400, 413],
      },
    ];
    for (const c of cases) {
      const before = snapshot(true);
      const type = c.type || `multipart/form-data; boundary=${/^--(\S+)/.exec(c.body.toString("latin1", 0, 100))![1]}`;
      const headers: Record<string, string> = { "Content-Type": type, Cookie: jars[c.as].header(), ...c.headers };
      const res = await rawRequest(site.url, { method: "POST", path: c.path, headers, body: c.body });
      expect(c.status, `${c.label}: ${res.status}`).toContain(res.status);
      expect(problemsWith(c.label, res, before, maxRowids())).toEqual([]);
    }
  });

  test("what the corpus stored is shown escaped on every page that shows it", async () => {
    test.setTimeout(60_000);
    const marked = (sql: string) => (db.prepare(sql).all() as { key: string }[]).map((r) => r.key);
    const like = (columns: string[]) =>
      columns.map((c) => `${c} like '%<script>%' or ${c} like '%onerror%'`).join(" or ");
    const bookings = marked(
      `select reference as key from bookings where ${like(["name", "surname", "message", "status"])} limit 3`,
    );
    const clientBookings = marked(`select reference as key from bookings where user_id = '${client.id}' limit 2`);
    const packages = marked(
      `select id as key from packages where ${like(["title", "short_description", "long_description", "highlights"])} limit 3`,
    );
    expect(bookings.length, "the corpus stored bookings with markup").toBeGreaterThan(0);
    const pages: [string, keyof typeof jars][] = [
      ["/", "visitor"],
      ["/admin/home", "admin"],
      ["/admin/bookings", "admin"],
      ["/admin/tasks", "admin"],
      ["/admin/updates", "admin"],
      ["/admin/outbox", "admin"],
      ["/admin/banners", "admin"],
      ["/admin/packages", "admin"],
      ["/admin/policies", "admin"],
      ["/admin/uploads", "admin"],
      [`/admin/role?email=${encodeURIComponent(victim.email)}`, "admin"],
      ["/notifications", "client"],
      ["/userprofile?view=home", "client"],
      ["/userprofile?view=profile", "client"],
      ["/userprofile?view=bookings", "client"],
      ...bookings.flatMap((ref): [string, keyof typeof jars][] => [
        [`/update/booking/${ref}`, "admin"],
        [`/booking-confirmation/${ref}`, "visitor"],
      ]),
      ...clientBookings.map((ref): [string, keyof typeof jars] => [`/user/booking/${ref}`, "client"]),
      ...packages.flatMap((id): [string, keyof typeof jars][] => [
        [`/edit/${id}`, "admin"],
        [`/info/${id}`, "visitor"],
        [`/book/${id}`, "visitor"],
      ]),
    ];
    const problems: string[] = [];
    for (const [address, as] of pages) {
      const res = await get(address, as);
      if (res.status >= 400) problems.push(`GET ${address}: ${res.status}`);
      for (const m of MARKUP) if (res.text.includes(m)) problems.push(`GET ${address}: ${m} unescaped`);
    }
    expect(problems).toEqual([]);
  });

  test("odd but valid input is stored whole and shown as typed, never run, in the browser", async ({ page }) => {
    const name = `${SCRIPT} Zoë 😀`;
    const surname = "\u202Eknivak\u200B";
    const message = `${ATTRIBUTE} ' OR 1=1; -- Ⅸ ﬁ e\u0301`;
    const form = formCases.find((c) => c.name === "booking")!;
    const fields = form
      .valid()
      .map(([k, v]): [string, Value] => [
        k,
        k === "name" ? name : k === "surname" ? surname : k === "message" ? message : v,
      ]);
    const res = await post(form.path(), "visitor", urlencoded(fields));
    expect(res.status).toBe(302);
    const reference = String(res.headers.location).split("/").pop()!;
    expect(db.prepare("select name, surname, message from bookings where reference = ?").get(reference)).toEqual({
      name,
      surname: surname.trim(),
      message,
    });
    const banner = Number(
      db.prepare("insert into site_banners (title, message, position) values (?, ?, -1)").run(ATTRIBUTE, SCRIPT)
        .lastInsertRowid,
    );

    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.context().addCookies([{ name: "__session", value: jars.admin.get("__session")!, url: site.url }]);
    await page.goto(`${site.url}/update/booking/${reference}`);
    await expect(page.getByText(`${name} ${surname}`).or(page.getByText(name)).first()).toBeVisible();
    await expect(page.getByText(message)).toBeVisible();
    await page.goto(`${site.url}/`);
    await expect(page.getByText(ATTRIBUTE).first()).toBeVisible();
    await expect(page.getByText(SCRIPT).first()).toBeVisible();
    for (const address of [`/update/booking/${reference}`, "/", "/admin/bookings"]) {
      await page.goto(`${site.url}${address}`);
      // No element made from the input: no <img src=x>, no attribute handler, no <script> holding only alert(1).
      expect(await page.locator('img[src="x"], [onerror]').count(), address).toBe(0);
      expect(
        await page
          .locator("script")
          .evaluateAll((els) => els.filter((e) => e.textContent?.trim() === "alert(1)").length),
        address,
      ).toBe(0);
    }
    expect(dialogs).toEqual([]);
    db.prepare("delete from site_banners where id = ?").run(banner);
  });

  test("addresses aimed at the page cache: a whole URL as the request line is a 400; made-up queries and spellings of a page are that page; q=0 refuses Brotli", async () => {
    const problems: string[] = [];
    for (const target of ["http://evil.test/aboutus", "https://evil.test/", "*"]) {
      const res = await rawRequest(site.url, { path: target });
      if (res.status !== 400) problems.push(`GET ${target}: ${res.status}, not 400`);
    }
    const page = `/info/${PACKAGE}`;
    await rawRequest(site.url, { path: page });
    const spellings = [
      page,
      `${page}?cb=1`,
      `${page}?cb=2&x=%00&_dat=1`,
      `/INFO/${PACKAGE}`,
      `${page}/`,
      `/info/%69${PACKAGE.slice(1)}`,
      `/Info/./${PACKAGE}`,
    ];
    for (const address of spellings) {
      const res = await rawRequest(site.url, { path: address, headers: { "Accept-Encoding": "br; q=0, gzip" } });
      const answer = `${res.status} ${res.headers["x-page-cache"]} ${res.headers["content-encoding"]}`;
      if (answer !== "200 hit gzip") problems.push(`GET ${address}: ${answer}, not ${page} from memory in gzip`);
    }
    expect(problems).toEqual([]);
  });

  test("a PNG whose header is right and whose pixels are broken: 400 on every image form, its message, what was typed kept, nothing stored", async () => {
    const broken = { file: { name: "cut-off.png", type: "image/png", bytes: brokenPng() } };
    const problems: string[] = [];
    for (const [name, fileField, typedField] of [
      ["edit profile", "picture", "name"],
      ["add a package", "images", "title"],
      ["edit a package", "images", "title"],
    ] as const) {
      const form = formCases.find((c) => c.name === name)!;
      const typed = `Typed ${crypto.randomUUID().slice(0, 8)}`;
      const fields = form
        .valid()
        .map(([k, v]): [string, Value] => [k, k === fileField ? broken : k === typedField ? typed : v]);
      const [before, rowids] = [snapshot(true), maxRowids()];
      const res = await post(form.path(), form.as, multipart(fields)); // a document request: the page comes back
      problems.push(...problemsWith(name, res, before, rowids));
      if (res.status !== 400) problems.push(`${name}: ${res.status}, not 400`);
      if (!res.text.includes(typed)) problems.push(`${name}: what was typed is not in the page`);
      if (!res.text.includes("This file is not an image we can read"))
        problems.push(`${name}: no message that the image cannot be read`);
    }
    expect(problems).toEqual([]);
  });

  test("the server printed no error while it was fed all this", () => {
    expect(errorsIn(site.output())).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------
// The rate limits as deployed (RATE_LIMIT_MULTIPLIER=1), on a site of their own

test.describe("rate limits with RATE_LIMIT_MULTIPLIER=1 @js-only", () => {
  test.describe.configure({ mode: "serial" });
  let limited: SiteProcess;
  let ldb: Database.Database;
  let admin: CookieJar;
  let member: { email: string; password: string };
  const TOO_MANY = "Too many requests from your connection";
  // Headers a script could send to look like another client; the site must not believe them (not on Fly).
  const SPOOFED = { "X-Forwarded-For": "203.0.113.7", "Fly-Client-IP": "203.0.113.8", "X-Real-IP": "203.0.113.9" };

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    limited = await startSite({
      dataDir: freshDataDir("limits"),
      env: { RATE_LIMIT_MULTIPLIER: "1", SEED_DEMO: "off" },
    });
    ldb = openDb(limited.dataDir);
    ldb.pragma("busy_timeout = 5000");
    insertCatamaran(ldb);
    member = await createAccount({ dataDir: limited.dataDir, email: `member-${Date.now()}@example.mu` });
    admin = await logIn(limited.url, "admin@site.test", "site-admin-password");
  });
  test.afterAll(async () => {
    ldb?.close();
    await limited?.stop();
    if (limited) fs.rmSync(limited.dataDir, { recursive: true, force: true });
  });

  const rows = (table: string) => (ldb.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;

  type Limit = {
    title: string;
    allowed: number;
    path: string;
    table: string;
    fields: () => Fields;
    asAdmin?: boolean;
    asMultipart?: boolean;
    /** Another form that counts with this one: refused too once the limit is reached. */
    sharedWith?: { path: string; fields: () => Fields };
  };
  /** Each limited form: how many valid posts an address may send, and the table each accepted one adds a row to. */
  const limits: Limit[] = [
    {
      title: "log in: 10 in 15 minutes (the admin's counts), then 429 and no session",
      allowed: 9,
      path: "/Login",
      table: "sessions",
      fields: () => loginFields("login", member.email, member.password),
    },
    {
      title: "sign up: 5 an hour, then 429 and no account; asking for the link again shares the limit",
      allowed: 5,
      path: "/Login",
      table: "users",
      fields: () => loginFields("signup", `new-${crypto.randomUUID()}@example.mu`, "a-long-new-password"),
      sharedWith: { path: "/signup-confirmation", fields: () => [["email", member.email]] },
    },
    {
      title: "forgot password: 5 an hour, then 429 and no reset link",
      allowed: 5,
      path: "/Login",
      table: "auth_tokens",
      fields: () => loginFields("forgot", member.email),
    },
    {
      title: "booking: 10 an hour, then 429 and no booking",
      allowed: 10,
      path: `/book/${PACKAGE}`,
      table: "bookings",
      fields: bookingFields,
    },
    {
      title: "contact: 5 an hour, then 429 and no message",
      allowed: 5,
      path: "/contact",
      table: "contact_messages",
      fields: contactFields,
    },
    {
      title: "admin e-mail: 60 an hour, then 429 and no e-mail",
      allowed: 60,
      path: "/admin/email",
      table: "outbox",
      asAdmin: true,
      asMultipart: true,
      fields: () => [
        ["intent", "email"],
        ["email", "guest@example.mu"],
        ["subject", "Hello"],
        ["message", "See you"],
      ],
    },
  ];

  // A valid form sent `allowed + 2` times: the first `allowed` are let through and each stores a row; after that the
  // answer is 429 with the message, nothing more is stored, and spoofed client headers do not help.
  for (const { title, allowed, path: address, table, fields, asAdmin, asMultipart, sharedWith } of limits) {
    test(title, async () => {
      const before = rows(table);
      const statuses: number[] = [];
      for (let i = 0; i < allowed + 2; i++) {
        const res = await postForm(limited.url, address, fields(), {
          asMultipart,
          headers: { Cookie: asAdmin ? admin.header() : "", ...(i === allowed + 1 ? SPOOFED : {}) },
        });
        statuses.push(res.status);
        if (i >= allowed) expect(res.text, `${address}, request ${i + 1}`).toContain(TOO_MANY);
      }
      expect(
        statuses.slice(0, allowed).every((s) => s < 400),
        `${address}: ${statuses.join(" ")}`,
      ).toBe(true);
      expect(statuses.slice(allowed), address).toEqual([429, 429]);
      expect(rows(table) - before, `${address}: rows in ${table}`).toBe(allowed);
      if (sharedWith)
        expect((await postForm(limited.url, sharedWith.path, sharedWith.fields())).status, sharedWith.path).toBe(429);
    });
  }

  test("choosing a new password: 10 an hour; a made-up link is refused (410) at once, then 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const fields: Fields = [
        ["password", "a-brand-new-password"],
        ["confirm", "a-brand-new-password"],
        ["token", crypto.randomBytes(32).toString("base64url")],
      ];
      const res = await postForm(limited.url, "/reset-password", fields, { headers: i === 11 ? SPOOFED : {} });
      statuses.push(res.status);
      expect(res.text, `request ${i + 1}`).toContain(i < 10 ? "This link has expired or is not valid." : TOO_MANY);
    }
    expect(statuses).toEqual([...Array(10).fill(410), 429, 429]);
  });

  test("live-update streams: 20 open at once from one address, then 429 until one closes", async () => {
    const opened = [];
    for (let i = 0; i < 20; i++) opened.push(await openStream(limited.url));
    expect(opened.map((s) => s.status)).toEqual(Array(20).fill(200));
    const over = await openStream(limited.url);
    expect(over.status).toBe(429);
    expect(over.response?.text).toContain("Too many live-update streams");
    opened.pop()!.close();
    await expect
      .poll(async () => {
        const next = await openStream(limited.url);
        next.close();
        return next.status;
      })
      .toBe(200);
    for (const s of opened) s.close();
  });

  test("the limited site printed no error", () => {
    expect(errorsIn(limited.output())).toEqual([]);
  });
});
