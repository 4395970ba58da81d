// `npm run bench`: the server's own speed, measured in one run on this machine (issue #8).
//
// Builds the site, starts the built server (`node server.js`) on a fresh data folder, and measures with
// autocannon: the home page, a package page and a static asset served by the same server (p50/p99 at a
// fixed rate, then the peak rate), booking submissions per second, and SQLite's raw commit rate (at synchronous=FULL, as the site runs, and NORMAL) on a
// file of the same schema with the same pragmas, and a 30 MB form where none is expected (its answer time,
// the server's memory). Prints a table, writes bench-results/latest.md and
// latest.json, and (full runs only) puts the table into README.md between the bench markers.
//
// Absolute numbers depend on the machine and on whatever else runs on it; the ratios measured in the
// same run (page ÷ asset, bookings ÷ raw commits) are the figures to compare between machines.
//
// Settings (environment): BENCH_DURATION seconds per measurement (default 10; below 10 is a smoke run
// that leaves README.md alone), BENCH_RATE requests/s of the fixed-rate runs (default 20: well below the peak of a busy 2-core machine),
// BENCH_BOOKING_RATE (default 20), BENCH_CONNECTIONS for the peak runs (default 10),
// BENCH_SKIP_BUILD=1 to use build/ as it is.
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";

const DEFAULT_DURATION = 10;
const DURATION = positive("BENCH_DURATION", DEFAULT_DURATION);
const RATE = Math.max(1, Math.round(positive("BENCH_RATE", 20)));
const BOOKING_RATE = Math.max(1, Math.round(positive("BENCH_BOOKING_RATE", 20)));
const CONNECTIONS = positive("BENCH_CONNECTIONS", 10);
const ROUNDS = Math.max(1, Math.min(Math.round(positive("BENCH_ROUNDS", 5)), Math.floor(DURATION)));
const WARMUP = Math.min(2, DURATION);
const SMOKE = DURATION < DEFAULT_DURATION;
const RATE_LIMIT_MULTIPLIER = "1000000";
// What a browser sends: pages and assets are compressed on the fly (brotli), as for a real visitor.
const ACCEPT_ENCODING = "gzip, deflate, br, zstd";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
process.chdir(root);
const resultsDir = path.join(root, "bench-results");
const workDir = path.join(resultsDir, `run-${process.pid}.tmp`); // ignored by git (/bench-results/*.tmp)
const serverLog = path.join(resultsDir, "server.log"); // ignored by git (*.log); kept for a look after the run

function positive(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!(n > 0)) {
    console.error(`${name} must be a positive number, not ${JSON.stringify(raw)}`);
    process.exit(2);
  }
  return n;
}

// ---------------------------------------------------------------------------------------------
// The server

let server = null; // { child, exited }

async function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.unref();
    s.on("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function startServer(dataDir) {
  const port = await freePort();
  const { NODE_ENV: _unset, ...inherited } = process.env;
  const env = {
    ...inherited,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    ADMIN_EMAIL: "admin@bench.test",
    ADMIN_PASSWORD: "bench-admin-password",
    SCRYPT_LOG_N: "12",
    RATE_LIMIT_MULTIPLIER,
  };
  for (const key of ["RESEND_API_KEY", "TURNSTILE_SITE_KEY", "TURNSTILE_SECRET_KEY"]) delete env[key];
  const log = fs.openSync(serverLog, "w");
  const child = spawn(process.execPath, ["server.js"], { env, stdio: ["ignore", log, log] });
  fs.closeSync(log);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  server = { child, exited };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before answering; see ${serverLog}`);
    try {
      const res = await fetch(`${url}/resources/healthcheck`);
      if (res.ok) return url;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not answer within 60 s; see ${serverLog}`);
    await sleep(100);
  }
}

async function stopServer() {
  if (!server) return;
  const { child, exited } = server;
  server = null;
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
  const done = await Promise.race([exited.then(() => true), sleep(5000).then(() => false)]);
  if (!done) {
    child.kill("SIGKILL");
    await exited;
  }
}

async function cleanUp() {
  await stopServer();
  fs.rmSync(workDir, { recursive: true, force: true });
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the server and removing ${path.relative(root, workDir)}`);
    void cleanUp().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------
// Measuring
//
// Every figure is measured in ROUNDS short slices, and each round visits every target in turn (the
// order rotating from round to round): a burst of load from something else on the machine then slows
// the page and the asset alike instead of falsifying their ratio. The slices of a target are merged
// with autocannon's own aggregation (exact percentiles over all its requests).

/** One autocannon run, not yet aggregated (its histograms encoded, to be merged with the other rounds). */
function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        timeout: 10,
        connections: CONNECTIONS,
        skipAggregateResult: true,
        ...opts,
        headers: { "accept-encoding": ACCEPT_ENCODING, ...opts.headers },
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

/**
 * A fixed rate, evenly paced: `rate` single-connection instances, each sending one request a second,
 * started 1000/rate ms apart. (autocannon's own `overallRate` lets every connection send its share at
 * the start of each second, a burst of `connections` requests at once, and corrects for coordinated
 * omission with an expected interval of ceil(1/rate) = 1 ms; both would inflate the latencies.) Latencies
 * are recorded as measured; with p99 well under a second no request is sent late. Each instance stops
 * after its `amount` (one per second of the slice), so no request is left unanswered.
 */
async function pacedCannon(opts, rate) {
  const gap = 1000 / rate;
  const { duration, ...rest } = opts;
  return Promise.all(
    Array.from({ length: rate }, (_, k) =>
      sleep(k * gap).then(() => cannon({ ...rest, amount: pacedSeconds(duration), connections: 1, connectionRate: 1, ignoreCoordinatedOmission: true })),
    ),
  );
}
const pacedSeconds = (slice) => Math.max(1, Math.round(slice));

/**
 * Runs a phase: peak is one closed-loop autocannon run; fixed is paced. Returns the raw runs and the
 * CPU time the server process spent meanwhile (all its threads, compression in the thread pool included).
 */
async function runPhase(phase, opts, rate) {
  const before = serverCpuMs();
  const runs = phase === "fixed" ? await pacedCannon(opts, rate) : [await cannon(opts)];
  const after = serverCpuMs();
  return { runs, cpuMs: before === null || after === null ? null : after - before };
}

// The server's CPU time (user + system) from /proc, in ms; null where there is no /proc (not Linux).
// It depends far less than requests per second on what else the machine is doing.
const clockTicks = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout?.trim()) || 100;
function serverCpuMs() {
  try {
    const stat = fs.readFileSync(`/proc/${server.child.pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" "); // fields from the 3rd (state) on
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks; // utime, stime
  } catch {
    return null;
  }
}

/**
 * The figures of a target's rounds; `ok` counts the answers the caller accepts, `seconds` is the time
 * they took (the sum of the peak runs; the slices' wall time for the paced runs, which run side by side).
 */
function summarize(runs, ok, seconds, cpuMs) {
  const merged = autocannon.aggregateResult(runs, { url: "http://bench", connections: CONNECTIONS });
  const answered = runs.reduce((sum, r) => sum + r.totalCompletedRequests, 0);
  const bytes = runs.reduce((sum, r) => sum + r.totalBytes, 0);
  return {
    answered,
    ok,
    // Wrong answers plus errors (refused connections, resets, timeouts): requests that never got one.
    failed: answered - ok + merged.errors,
    errors: merged.errors,
    timeouts: merged.timeouts,
    statusCodes: Object.fromEntries(Object.entries(merged.statusCodeStats).map(([code, { count }]) => [code, count])),
    seconds: round(seconds, 2),
    okPerSecond: round(ok / seconds, 1),
    p50: merged.latency.p50,
    p90: merged.latency.p90,
    p99: merged.latency.p99,
    max: merged.latency.max,
    bytesPerAnswer: answered ? Math.round(bytes / answered) : 0,
    serverCpuMsPerAnswer: cpuMs === null || !answered ? null : round(cpuMs / answered, 2),
  };
}

const fixedSeconds = () => ROUNDS * pacedSeconds(DURATION / ROUNDS);
const peakSeconds = (runs) => runs.reduce((sum, r) => sum + r.duration, 0);

function round(n, digits = 0) {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

/** A page or an asset: a GET whose 2xx answers count. */
function getTarget(key, label, url, target) {
  const runs = { fixed: [], peak: [] };
  const cpu = { fixed: 0, peak: 0 };
  return {
    key,
    label,
    path: target,
    async run(phase, opts) {
      const { runs: list, cpuMs } = await runPhase(phase, { url: url + target, ...opts }, RATE);
      runs[phase]?.push(...list);
      if (phase in cpu) cpu[phase] = cpu[phase] === null || cpuMs === null ? null : cpu[phase] + cpuMs;
    },
    result() {
      const ok = (list) => list.reduce((sum, r) => sum + r["2xx"], 0);
      return {
        path: target,
        fixed: summarize(runs.fixed, ok(runs.fixed), fixedSeconds(), cpu.fixed),
        peak: summarize(runs.peak, ok(runs.peak), peakSeconds(runs.peak), cpu.peak),
      };
    },
  };
}

/**
 * Booking submissions as a browser with JavaScript sends them on the embedded defaults (the development
 * human check's token, an empty honeypot, a one-time form key). Not the no-JavaScript path: its served-at
 * value works once and only after 2 s, so a load test would have to fetch the form for every post. The
 * form key is a random UUID made by the loader and stored only with the booking, so each submission gets a
 * fresh one (the same kind the loader makes): every POST is a new booking, never the double-submit shortcut.
 * Only a redirect (302/303) to /booking-confirmation/… counts.
 */
async function bookingTarget(url, packageId, dataDir) {
  const formUrl = `${url}/book/${packageId}`;
  const res = await fetch(formUrl);
  const html = await res.text();
  const minDate = html.match(/type="date"[^>]*min="(\d{4}-\d{2}-\d{2})"/)?.[1] ?? html.match(/min="(\d{4}-\d{2}-\d{2})"/)?.[1];
  if (!res.ok || !minDate || !/name="formKey"/.test(html)) {
    throw new Error(`the booking form at ${formUrl} did not have the expected fields (HTTP ${res.status})`);
  }
  const date = addDays(minDate, 7);
  makeRoomOn(dataDir, packageId, date);
  const fields = {
    name: "Bench",
    surname: "Mark",
    email: "bench@example.com",
    phone: "+23057123456",
    date, // well inside the window even if the run crosses midnight in Mauritius
    adults: "2",
    children: "1",
    infants: "0",
    message: "Hotel pick-up at Trou aux Biches, please.",
    terms: "on",
    website: "",
    js: "1",
    "cf-turnstile-response": "development-human-check-passed", // the embedded defaults' development check
  };
  const runs = { fixed: [], peak: [] };
  const cpu = { fixed: 0, peak: 0 };
  const confirmed = { fixed: 0, peak: 0, warmup: 0 };
  const refused = {};
  return {
    key: "bookings",
    label: "booking submission",
    path: `POST /book/${packageId}`,
    async run(phase, opts) {
      const { runs: list, cpuMs } = await runPhase(
        phase,
        {
          url: formUrl,
          ...opts,
          headers: { "content-type": "application/x-www-form-urlencoded", origin: url },
          requests: [
            {
              method: "POST",
              setupRequest: (req) => ({ ...req, body: new URLSearchParams({ ...fields, formKey: crypto.randomUUID() }).toString() }),
              onResponse: (status, _body, _context, headers) => {
                const location = String(headers.location ?? headers.Location ?? "");
                // Remix's redirect() answers 302; a browser follows a 302 or a 303 with a GET.
                if ((status === 302 || status === 303) && location.startsWith("/booking-confirmation/")) confirmed[phase]++;
                else if (phase !== "warmup") refused[status] = (refused[status] ?? 0) + 1;
              },
            },
          ],
        },
        BOOKING_RATE,
      );
      runs[phase]?.push(...list);
      if (phase in cpu) cpu[phase] = cpu[phase] === null || cpuMs === null ? null : cpu[phase] + cpuMs;
    },
    result() {
      return {
        path: `POST /book/${packageId}`,
        fixed: summarize(runs.fixed, confirmed.fixed, fixedSeconds(), cpu.fixed),
        peak: summarize(runs.peak, confirmed.peak, peakSeconds(runs.peak), cpu.peak),
        confirmedDuringWarmup: confirmed.warmup,
        refusedByStatus: refused,
      };
    },
  };
}

/**
 * Every submission goes through the seat check (the package's departures are read and its seats counted in the
 * write transaction), and each must be accepted: the departures of that date get seats for every booking of the
 * run, as staff would set one date's seats in the back office (a "seats" exception, written by the bench beside
 * the running server, as WAL allows). A package without a schedule would skip the check: refused here.
 */
function makeRoomOn(dataDir, packageId, date) {
  const db = new Database(path.join(dataDir, "app.db"));
  try {
    const scheduled = db
      .prepare("select 1 from schedule_rules where package_id = ? union select 1 from departure_exceptions where package_id = ?")
      .get(packageId, packageId);
    if (!scheduled) throw new Error(`the bench's package ${packageId} has no schedule: its bookings would not be checked for seats`);
    db.prepare("insert into departure_exceptions (package_id, date, start_time, kind, seats, note) values (?, ?, null, 'seats', ?, 'bench')").run(
      packageId,
      date,
      100_000_000,
    );
  } finally {
    db.close();
  }
}

function addDays(isoDate, days) {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * SQLite's raw commit rate: booking-shaped rows inserted one transaction each into the app's own
 * schema (migrations applied), on the same disk, with the pragmas of app/db/db.server.ts, `synchronous`
 * as given: FULL as the site runs (each commit on the disk before it is acknowledged), NORMAL beside it.
 * Measured in slices between the peak rounds, while the server is idle.
 */
function rawCommits(dir, synchronous) {
  fs.mkdirSync(dir, { recursive: true });
  const sqlite = new Database(path.join(dir, `raw-${synchronous.toLowerCase()}.db`));
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma(`synchronous = ${synchronous}`);
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  migrate(drizzle(sqlite), { migrationsFolder: path.resolve("drizzle") });
  const insert = sqlite.prepare(
    `INSERT INTO bookings (reference, user_id, name, surname, email, phone, message, package_id, package_title, date,
       adults, children, infants, time, status, human_checked, form_key)
     VALUES (?, NULL, 'Bench', 'Mark', 'bench@example.com', '+23057123456', 'Hotel pick-up at Trou aux Biches, please.',
       'ile-aux-cerfs-catamaran', 'Île aux Cerfs catamaran', '2030-01-01', 2, 1, 0, ?, 'Pending', 0, ?)`,
  );
  let n = 0;
  let total = 0;
  let commits = 0;
  let cpuMicros = 0;
  const once = () => insert.run(`R-${n++}`, new Date().toISOString(), crypto.randomUUID());
  for (let i = 0; i < 200; i++) once(); // warm-up
  return {
    /** Autocommit inserts (one transaction, one WAL commit each) for `seconds`. */
    run(seconds) {
      const start = process.hrtime.bigint();
      const cpuStart = process.cpuUsage();
      const end = start + BigInt(Math.round(seconds * 1e9));
      let done = 0;
      let now = start;
      while (now < end) {
        once();
        done++;
        if ((done & 63) === 0) now = process.hrtime.bigint();
      }
      total += Number(process.hrtime.bigint() - start) / 1e9;
      const used = process.cpuUsage(cpuStart);
      cpuMicros += used.user + used.system;
      commits += done;
    },
    result() {
      sqlite.close();
      return { commits, seconds: round(total, 2), perSecond: round(commits / total), cpuMsPerCommit: round(cpuMicros / 1000 / commits, 3) };
    },
  };
}

/**
 * A 30 MB form posted where no upload is expected (`POST /contact`), three times: the time to its answer
 * (a 413, the body never read) and the server's memory (VmRSS) before and after. The end-to-end test
 * (hostile-input.spec.ts) checks the answer; the time and the memory are figures, reported here.
 */
async function oversizedBodies(url) {
  const rssMb = () => {
    try {
      const status = fs.readFileSync(`/proc/${server.child.pid}/status`, "utf8");
      return round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024, 1);
    } catch {
      return null;
    }
  };
  const rssBeforeMb = rssMb();
  const body = Buffer.concat([Buffer.from("message="), Buffer.alloc(30 * 1024 * 1024, "a")]);
  const answers = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    const status = await postBody(`${url}/contact`, body);
    answers.push({ status, ms: round(performance.now() - started) });
  }
  return {
    path: "/contact",
    megabytes: 30,
    statuses: answers.map((a) => a.status),
    maxMs: Math.max(...answers.map((a) => a.ms)),
    rssBeforeMb,
    rssAfterMb: rssMb(),
  };
}

/** Posts a body; resolves with the status even when the server closes the connection before taking it all. */
function postBody(target, body) {
  return new Promise((resolve, reject) => {
    let status = 0;
    const req = http.request(
      target,
      { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": body.length } },
      (res) => {
        status = res.statusCode ?? 0;
        res.resume();
        res.on("end", () => resolve(status));
      },
    );
    req.on("error", (error) => (status ? resolve(status) : reject(error)));
    req.end(body);
  });
}

function countRows(dataDir, table) {
  const db = new Database(path.join(dataDir, "app.db"), { readonly: true });
  try {
    return db.prepare(`SELECT count(*) AS n FROM ${table}`).get().n;
  } finally {
    db.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Reporting

function git(args) {
  const r = spawnSync("git", args, { encoding: "utf8" });
  return r.status === 0 ? r.stdout.trim() : "";
}

function environment() {
  const cpus = os.cpus();
  // The bench's own outputs (README.md's table, bench-results/) do not make the measured code "changed".
  const dirty = git(["status", "--porcelain", "--untracked-files=no", "--", ".", ":!README.md", ":!bench-results"]) !== "";
  return {
    date: new Date().toISOString(),
    commit: (git(["rev-parse", "--short", "HEAD"]) || "unknown") + (dirty ? " (with uncommitted changes)" : ""),
    node: process.version,
    cpu: `${cpus[0]?.model ?? "unknown CPU"} × ${cpus.length}`,
    loadAverage: os.loadavg().map((l) => round(l, 2)),
    autocannon: JSON.parse(fs.readFileSync(path.resolve("node_modules/autocannon/package.json"), "utf8")).version,
  };
}

function cpu(n) {
  return n === undefined || n === null ? "–" : `${n} ms`;
}

function ms(n) {
  return n === undefined || n === null ? "–" : `${round(n)} ms`;
}

function table(r) {
  const { env, targets, bookings, raw, ratios, oversized } = r;
  const rawLine = (label, t) => `| ${label} | one booking row per transaction | – | – | – | **${t.perSecond}** | – | – | ${cpu(t.cpuMsPerCommit)} | – |`;
  const line = (label, t, rate) =>
    `| ${label} | \`${t.path}\` | ${rate} | ${ms(t.fixed.p50)} | ${ms(t.fixed.p99)} | **${t.peak.okPerSecond}** | ${ms(t.peak.p50)} | ${ms(t.peak.p99)} | ${cpu(t.peak.serverCpuMsPerAnswer)} | ${t.fixed.failed + t.peak.failed} |`;
  const times = (x) => (x === null ? "–" : `${x}×`);
  const cpus = Number(env.cpu.split(" × ").at(-1)) || 1;
  const busy = Math.max(env.loadAverage[0], env.loadAverageAfter?.[0] ?? 0) > cpus;
  const counted = bookings.fixed.ok + bookings.peak.ok + bookings.confirmedDuringWarmup;
  return [
    `Measured ${env.date.slice(0, 16).replace("T", " ")} UTC by \`npm run bench\` on commit ${env.commit}: Node ${env.node}, ${env.cpu}, ` +
      `load average ${env.loadAverage.join(" / ")} before the run and ${env.loadAverageAfter?.join(" / ")} after, autocannon ${env.autocannon}, ${DURATION} s per measurement ` +
      `in ${ROUNDS} interleaved rounds${SMOKE ? " (a smoke run: too short to quote)" : ""}.`,
    "",
    ...(busy
      ? [
          `**The machine was busy** (load average ${env.loadAverage[0]} before, ${env.loadAverageAfter?.[0]} after, on ${cpus} CPUs): ` +
            "the rates and latencies are low and noisy; the server CPU per request and its ratios hold best.",
          "",
        ]
      : []),
    `| what | request | fixed rate | p50 | p99 | peak/s (${CONNECTIONS} conn.) | p50 at peak | p99 at peak | server CPU per request | failed |`,
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    line("home page", targets.home, `${RATE}/s`),
    line("package page", targets.package, `${RATE}/s`),
    line("static asset", targets.asset, `${RATE}/s`),
    line("booking submission", bookings, `${BOOKING_RATE}/s`),
    rawLine("SQLite raw commits, `synchronous=FULL` (as the site)", raw.full),
    rawLine("SQLite raw commits, `synchronous=NORMAL`", raw.normal),
    "",
    "| ratio (same run) | value |",
    "| --- | --- |",
    `| home page ÷ asset (server CPU per request) | **${times(ratios.homePerAssetCpu)}** |`,
    `| package page ÷ asset (server CPU per request) | **${times(ratios.packagePerAssetCpu)}** |`,
    `| home page ÷ asset (time per request at peak) | ${ratios.homePerAsset}× |`,
    `| package page ÷ asset (time per request at peak) | ${ratios.packagePerAsset}× |`,
    `| home page ÷ asset (p50 at ${RATE}/s) | ${ratios.homePerAssetP50}× |`,
    `| package page ÷ asset (p50 at ${RATE}/s) | ${ratios.packagePerAssetP50}× |`,
    `| booking submissions ÷ SQLite raw commits at FULL (per second) | **${ratios.bookingsPerRawCommit}** |`,
    `| booking submission ÷ SQLite raw commit at FULL (CPU time each) | ${times(ratios.bookingCpuPerRawCommitCpu)} |`,
    `| SQLite raw commits at FULL ÷ at NORMAL (per second) | ${ratios.fullPerNormalCommits} |`,
    "",
    `A ${oversized.megabytes} MB form posted where no upload is expected (\`POST ${oversized.path}\`, ${oversized.statuses.length} times): answered ` +
      `${[...new Set(oversized.statuses)].join(", ")} in ${oversized.maxMs} ms at most; the server's memory (RSS) ${oversized.rssBeforeMb ?? "–"} MB before, ${oversized.rssAfterMb ?? "–"} MB after.`,
    "",
    `Server: the build (\`node server.js\`) on a fresh data folder with the embedded defaults, \`RATE_LIMIT_MULTIPLIER=${RATE_LIMIT_MULTIPLIER}\` ` +
      "so that the per-address limits (10 bookings an hour) do not cap the load from one address, no `RESEND_API_KEY` " +
      "(each booking's e-mail is recorded in the outbox and logged: sending it is not measured), no Turnstile keys. " +
      `Requests ask for \`Accept-Encoding: ${ACCEPT_ENCODING}\` as a browser does: pages are compressed on every request (Brotli 6), the asset is sent from the Brotli copy made at build time. ` +
      "Fixed rate: evenly paced, one request every 1/rate s (single-connection autocannon instances, one request a second each, started " +
      "1/rate s apart). Peak: as fast as " +
      `${CONNECTIONS} connections go. Each figure is measured in ${ROUNDS} slices, every round visiting each target in turn, ` +
      "so a burst of other work on the machine slows a page and the asset alike. " +
      "Server CPU per request: the server process's user + system time (/proc, all threads) during the peak runs, divided by the answers. " +
      "A booking is the form post a browser with JavaScript sends (the development human check's token, empty honeypot, fresh form key); " +
      `only a redirect to \`/booking-confirmation/…\` counts (${counted} counted, warm-up included; ${bookings.savedRows} rows in the database, ` +
      "the difference being posts still in flight when a run stopped). Each submission is one write transaction: the seat check (the " +
      "departure's seats and the bookings holding them read, on a date the bench gives seats for the whole run), the booking and its outbox row. " +
      "SQLite raw commits: the same row inserted into the app's own schema (migrated), one transaction per insert, same pragmas " +
      "(WAL, `synchronous=FULL` as the server runs, so that a confirmed booking survives a power loss; and `synchronous=NORMAL` beside it, " +
      "which syncs only at checkpoints), same disk, in the bench process (its CPU time from `process.cpuUsage()`), in slices between the peak rounds, " +
      "the two settings taking turns.",
  ].join("\n");
}

function updateReadme(markdown) {
  const readme = path.resolve("README.md");
  const start = "<!-- bench:start -->";
  const end = "<!-- bench:end -->";
  const text = fs.readFileSync(readme, "utf8");
  const a = text.indexOf(start);
  const b = text.indexOf(end);
  if (a === -1 || b === -1 || b < a) {
    console.log(`README.md has no ${start} … ${end} block: not updated.`);
    return;
  }
  fs.writeFileSync(readme, `${text.slice(0, a + start.length)}\n${markdown}\n${text.slice(b)}`);
  console.log("README.md: the performance table is updated.");
}

// ---------------------------------------------------------------------------------------------

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== "1") {
    // As deployed: the Remix build, then the compressed copies of its assets that the server sends as they are.
    console.log("== build (npm run build)");
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (build.status !== 0) throw new Error("npm run build failed");
  } else if (!fs.existsSync("build/index.js")) {
    throw new Error("BENCH_SKIP_BUILD=1 but there is no build/: run npm run build");
  }

  const env = environment();
  fs.mkdirSync(workDir, { recursive: true });
  const dataDir = path.join(workDir, "data");
  console.log(`== server: node server.js, data in ${path.relative(root, dataDir)}, log in ${path.relative(root, serverLog)}`);
  const url = await startServer(dataDir);

  const home = await fetch(url + "/", { headers: { "accept-encoding": "identity" } }).then((r) => r.text());
  const packageId = home.match(/href="\/info\/([^"/?#]+)"/)?.[1];
  // The static asset: the hero artwork the home page preloads, a fingerprinted file under /build/ (the
  // stylesheet is written into the page, so there is no stylesheet file to fetch).
  const asset = home.match(/<link[^>]+rel="preload"[^>]+as="image"[^>]+href="(\/build\/[^"]+)"/)?.[1] ?? home.match(/href="(\/build\/_assets\/[^"]+)"/)?.[1];
  if (!packageId || !asset) throw new Error("the home page links no package page or no preloaded image under /build/");

  const pages = [
    getTarget("home", "home page", url, "/"),
    getTarget("package", "package page", url, `/info/${packageId}`),
    getTarget("asset", "static asset", url, asset),
  ];
  const booking = await bookingTarget(url, packageId, dataDir);
  const all = [...pages, booking];
  const raw = { full: rawCommits(path.join(workDir, "raw"), "FULL"), normal: rawCommits(path.join(workDir, "raw"), "NORMAL") };
  const slice = DURATION / ROUNDS;
  const inTurn = (r) => all.map((_, i) => all[(i + r) % all.length]);

  console.log(`== warm-up: ${WARMUP} s of each (not reported)`);
  for (const t of all) await t.run("warmup", { duration: WARMUP });
  console.log(`== fixed rate: ${RATE}/s (bookings ${BOOKING_RATE}/s), evenly paced, ${ROUNDS} rounds of ${pacedSeconds(slice)} s per target`);
  for (let r = 0; r < ROUNDS; r++) {
    for (const t of inTurn(r)) await t.run("fixed", { duration: slice });
  }
  console.log(`== peak: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${round(slice, 2)} s per target, SQLite raw commits between them`);
  for (let r = 0; r < ROUNDS; r++) {
    for (const t of inTurn(r)) await t.run("peak", { duration: slice });
    for (const mode of r % 2 ? ["normal", "full"] : ["full", "normal"]) raw[mode].run(slice);
  }

  const [homeResult, pkg, assetTarget] = pages.map((t) => t.result());
  const targets = { home: homeResult, package: pkg, asset: assetTarget };
  const bookings = booking.result();
  const rawResult = { full: raw.full.result(), normal: raw.normal.result() };
  console.log("== a 30 MB form where no upload is expected");
  const oversized = await oversizedBodies(url);
  env.loadAverageAfter = os.loadavg().map((l) => round(l, 2));
  await stopServer();
  bookings.savedRows = countRows(dataDir, "bookings");
  bookings.outboxRows = countRows(dataDir, "outbox");

  const perRequest = (page, asset) => round(asset.peak.okPerSecond / page.peak.okPerSecond, 1);
  const cpuRatio = (page, asset) =>
    page.peak.serverCpuMsPerAnswer && asset.peak.serverCpuMsPerAnswer ? round(page.peak.serverCpuMsPerAnswer / asset.peak.serverCpuMsPerAnswer, 1) : null;
  const ratios = {
    homePerAssetCpu: cpuRatio(targets.home, targets.asset),
    packagePerAssetCpu: cpuRatio(targets.package, targets.asset),
    homePerAsset: perRequest(targets.home, targets.asset),
    packagePerAsset: perRequest(targets.package, targets.asset),
    homePerAssetP50: round(targets.home.fixed.p50 / Math.max(1, targets.asset.fixed.p50), 1),
    packagePerAssetP50: round(targets.package.fixed.p50 / Math.max(1, targets.asset.fixed.p50), 1),
    bookingsPerRawCommit: round(bookings.peak.okPerSecond / rawResult.full.perSecond, 3),
    bookingCpuPerRawCommitCpu:
      bookings.peak.serverCpuMsPerAnswer && rawResult.full.cpuMsPerCommit ? round(bookings.peak.serverCpuMsPerAnswer / rawResult.full.cpuMsPerCommit) : null,
    fullPerNormalCommits: round(rawResult.full.perSecond / rawResult.normal.perSecond, 3),
  };
  const result = {
    env,
    settings: {
      duration: DURATION,
      rounds: ROUNDS,
      warmup: WARMUP,
      rate: RATE,
      bookingRate: BOOKING_RATE,
      connections: CONNECTIONS,
      rateLimitMultiplier: Number(RATE_LIMIT_MULTIPLIER),
      acceptEncoding: ACCEPT_ENCODING,
      smoke: SMOKE,
    },
    targets,
    bookings,
    raw: rawResult,
    ratios,
    oversized,
  };

  const markdown = table(result);
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, "latest.md"), `# Server benchmark\n\n${markdown}\n`);
  fs.writeFileSync(path.join(resultsDir, "latest.json"), JSON.stringify(result, null, 2) + "\n");
  console.log(`\n${markdown}\n`);
  console.log("Written: bench-results/latest.md, bench-results/latest.json");
  if (SMOKE) console.log(`README.md not updated: a run shorter than ${DEFAULT_DURATION} s per measurement is a smoke run.`);
  else updateReadme(markdown);

  const failures = Object.values(targets)
    .concat(bookings)
    .reduce((n, t) => n + t.fixed.failed + t.peak.failed, 0);
  const booked = bookings.fixed.ok + bookings.peak.ok + bookings.confirmedDuringWarmup;
  const inFlight = (ROUNDS + 1) * CONNECTIONS; // a peak or warm-up run stops with up to one post per connection unanswered
  if (bookings.savedRows < booked || bookings.savedRows > booked + inFlight) {
    console.log(`Note: ${booked} confirmed bookings but ${bookings.savedRows} rows in the database.`);
  }
  if (failures) {
    console.log(`Note: ${failures} requests failed; refused bookings by status: ${JSON.stringify(bookings.refusedByStatus)}`);
  }
}

try {
  await main();
} catch (error) {
  console.error(`\nbench failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
