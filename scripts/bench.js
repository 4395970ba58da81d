// `npm run bench`: the server's own speed, measured in one run on this machine (issues #8 and #19).
//
// Builds the site and starts the built server (`node server.js`) on a fresh data folder; beside it, in the same
// run, the same build with its page cache off (PAGE_CACHE=off, a fresh data folder of its own), the site as it was
// before issue 19 (BENCH_BEFORE, built from git), and Debian's nginx sending the very bytes the site sends for each
// anonymous page. Then measures: the anonymous pages (home, a package page, About, the French home, asked for
// without a cookie), the home page with a signed-in client's cookie (now and before issue 19), the anonymous pages
// with the cache off, a static asset, booking submissions, SQLite's raw commit rate (at synchronous=FULL, as the
// site runs, and NORMAL) on a file of the same schema with the same pragmas, and a 30 MB form where none is expected
// (its answer time, the server's memory). p50/p99 at a fixed rate (autocannon, evenly paced) and at the peak
// (BENCH_CONNECTIONS connections: wrk for the GETs, autocannon for the slow pages and the bookings). Prints a table with each page's
// rate as a share of nginx's for the same bytes and the goals of issue 19 met or missed, writes
// bench-results/latest.md and latest.json, and (full runs only) puts the table into README.md between the bench markers.
//
// Absolute numbers depend on the machine and on whatever else runs on it; the ratios measured in the
// same run (page ÷ nginx, page ÷ asset, bookings ÷ raw commits) are the figures to compare between machines.
//
// Needs Debian's nginx and wrk (`apt-get install -y nginx wrk`; NGINX and WRK name other binaries): without them it
// says so and exits before measuring.
//
// Settings (environment): BENCH_DURATION seconds per measurement (default 10; below 10 is a smoke run
// that leaves README.md alone), BENCH_RATE requests/s of the fixed-rate runs (default 20),
// BENCH_BOOKING_RATE (default 20), BENCH_CONNECTIONS for the peak runs (default 32),
// BENCH_BEFORE the commit measured as "before issue 19" (default its parent; `off` to skip),
// BENCH_SKIP_BUILD=1 to use build/ as it is.
//
// BENCH_ONLY=pages (`npm run bench:pages`, about a minute and a half) measures only the pages from memory against
// nginx: the home page and a package page asked for without Accept-Encoding (the plain page, about 90 KB) and with
// Brotli, each beside nginx sending the same bytes, wrk at BENCH_CONNECTIONS, in interleaved rounds; it writes
// bench-results/pages.md and pages.json. BENCH_PROFILE=1 runs that site under `node --cpu-prof` and leaves the V8
// profile (bench-results/site.cpuprofile) of the whole run, for the Performance panel of Chromium's developer tools.
//
// BENCH_ONLY=reports (`npm run bench:reports`, about two minutes; needs neither nginx nor wrk) measures the back
// office's reports (issue 32) on BENCH_REPORT_BOOKINGS generated bookings (default 100,000, over two years, with their
// ledger: scripts/bench-data.js): each report page for this month, the last 12 months and the last 24, the CSVs of
// the 24 months and the admin home, 20 sequential requests each after 3 to warm up, timed to the last byte, with the
// server's CPU per request. Goal: p95 under 300 ms. Writes bench-results/reports.md and reports.json and, with
// 100,000 bookings, the README's reports table.
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
import { generateBookings } from "./bench-data.js";

const DEFAULT_DURATION = 10;
const DURATION = positive("BENCH_DURATION", DEFAULT_DURATION);
const RATE = Math.max(1, Math.round(positive("BENCH_RATE", 20)));
const BOOKING_RATE = Math.max(1, Math.round(positive("BENCH_BOOKING_RATE", 20)));
const CONNECTIONS = Math.round(positive("BENCH_CONNECTIONS", 32));
const ROUNDS = Math.max(1, Math.min(Math.round(positive("BENCH_ROUNDS", 5)), Math.floor(DURATION)));
const WARMUP = Math.min(2, DURATION);
const SMOKE = DURATION < DEFAULT_DURATION;
const RATE_LIMIT_MULTIPLIER = "1000000";
// What a browser sends: pages and assets are compressed (brotli), as for a real visitor.
const ACCEPT_ENCODING = "gzip, deflate, br, zstd";
// "Today" for issue 19's goal on pages with a cookie: the commit the page cache was built on (issue 19's parent).
const ISSUE_19_PARENT = "0be9600c21e212fe7d2b3133508dec467d881838";
const BEFORE = process.env.BENCH_BEFORE || ISSUE_19_PARENT;
const NGINX = process.env.NGINX || "/usr/sbin/nginx";
const WRK = process.env.WRK || "/usr/bin/wrk";
// The goals of issue 19, for the pages asked for without a cookie.
const GOAL_SHARE = 0.2; // of nginx's rate for the same bytes, at least
const GOAL_P99_MS = 50; // at the peak's connections, under
// Pages with a cookie no slower than before issue 19: the peak rate now at least this share of the rate before, both
// measured in the same rounds (5 % allowed for the noise between two servers measured in turn on a shared machine).
const COOKIE_NO_SLOWER = 0.95;
// A signed-in client, signed up, confirmed and logged in through the site's own forms.
const CLIENT = { email: "bench-client@example.com", password: "Bench client password 2026!" };

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
process.chdir(root);
const resultsDir = path.join(root, "bench-results");
const workDir = path.join(resultsDir, `run-${process.pid}.tmp`); // ignored by git (/bench-results/*.tmp)
// The servers' logs (ignored by git, *.log), kept for a look after the run.
const logFile = (name) =>
  path.join(resultsDir, name === "site" ? "server.log" : name === "nginx" ? "nginx.log" : `server-${name}.log`);

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
// The servers: the site, the site with its cache off, the site before issue 19, nginx

const processes = new Set(); // { name, child, exited }, stopped at the end whatever happens

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

function startProcess(name, command, args, options) {
  const log = fs.openSync(logFile(name), "w");
  const child = spawn(command, args, { ...options, stdio: ["ignore", log, log] });
  fs.closeSync(log);
  const proc = { name, child, exited: new Promise((resolve) => child.once("exit", resolve)), log: logFile(name) };
  processes.add(proc);
  return proc;
}

/** Waits until `url` answers, or the process has exited, or a minute has passed. */
async function whenAnswering(proc, url) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (proc.child.exitCode !== null)
      throw new Error(
        `${proc.name} exited (${proc.child.exitCode}) before answering; see ${path.relative(root, proc.log)}`,
      );
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`${proc.name} did not answer within 60 s; see ${path.relative(root, proc.log)}`);
    await sleep(100);
  }
}

/** A built checkout's `node server.js` on a fresh data folder; `settings` are added to the bench's own. */
async function startServer(name, { cwd = root, dataDir, settings = {}, nodeArgs = [] }) {
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
    ...settings,
  };
  for (const key of ["RESEND_API_KEY", "TURNSTILE_SITE_KEY", "TURNSTILE_SECRET_KEY"]) delete env[key];
  const proc = startProcess(name, process.execPath, [...nodeArgs, "server.js"], { cwd, env });
  proc.url = `http://127.0.0.1:${port}`;
  proc.dataDir = dataDir;
  await whenAnswering(proc, `${proc.url}/resources/healthcheck`);
  return proc;
}

async function stopProcess(proc) {
  processes.delete(proc);
  const { child, exited } = proc;
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
  const done = await Promise.race([exited.then(() => true), sleep(5000).then(() => false)]);
  if (!done) {
    child.kill("SIGKILL");
    await exited;
  }
}

async function stopAll() {
  await Promise.all([...processes].map(stopProcess));
}

async function cleanUp() {
  await stopAll();
  fs.rmSync(workDir, { recursive: true, force: true });
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers and removing ${path.relative(root, workDir)}`);
    void cleanUp().finally(() => process.exit(130));
  });
}

/** nginx and wrk, or how to install them; checked before anything is built. */
function checkTools() {
  const missing = [NGINX, WRK].filter((file) => {
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return false;
    } catch {
      return true;
    }
  });
  if (missing.length) {
    throw new Error(
      `${missing.join(" and ")} not found. npm run bench measures the pages against nginx serving the same bytes, with wrk as the load: ` +
        "install Debian's packages (`sudo apt-get install -y nginx wrk`; nginx-light is enough where it exists) or name other binaries with NGINX= and WRK=.",
    );
  }
  const version = (command, flag) => {
    const r = spawnSync(command, [flag], { encoding: "utf8" });
    return `${r.stdout}${r.stderr}`.split("\n")[0].trim();
  };
  return { nginx: version(NGINX, "-v").replace(/^nginx version: /, ""), wrk: version(WRK, "-v").split(" [")[0] };
}

/** One GET as the bench sends them, the body as it came (compressed): status, headers, bytes. */
function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      // A connection of its own: a kept-alive one may be closed by the server (after 5 s idle) just as it is reused.
      .get(
        url,
        {
          agent: false,
          headers: Object.fromEntries(
            Object.entries({ "accept-encoding": ACCEPT_ENCODING, ...headers }).filter(([, v]) => v !== null),
          ),
        },
        (res) => {
          const chunks = [];
          res.on("data", (c) => chunks.push(c));
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              rawHeaders: res.rawHeaders,
              body: Buffer.concat(chunks),
            }),
          );
          res.on("error", reject);
        },
      )
      .on("error", reject);
  });
}

/**
 * An anonymous page as the site sends it from memory: asked for until it is a hit (the first request renders and
 * keeps it), then again until its bytes stay the same (a page is kept at Brotli 6 first, at 11 a moment later, off
 * the event loop). Throws when the site does not keep it.
 */
async function storedPage(url, headers = {}) {
  let last = null;
  for (let i = 0, misses = 0; i < 20; i++) {
    const answer = await rawGet(url, headers);
    if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
    if (answer.headers["x-page-cache"] !== "hit") {
      if (++misses === 3) break;
    } else if (last?.body.equals(answer.body)) return answer;
    else {
      last = answer;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  throw new Error(`${url} is not answered from memory, the same bytes twice (X-Page-Cache: hit), in 20 requests`);
}

// Headers nginx writes itself for a file (the rest of the site's answer is written by add_header, as the site sent it).
const NGINX_OWN_HEADERS = new Set([
  "date",
  "connection",
  "keep-alive",
  "content-length",
  "transfer-encoding",
  "content-type",
  "server",
]);

/**
 * Debian's nginx sending each page's bytes as the site sends them: one process (`master_process off`, one worker,
 * as the Node server is one process), one location per page with the page's Content-Type, its body as the site
 * compressed it, and the site's other headers (Content-Encoding, the security headers...), so each answer is the
 * same size. Logs off, sendfile as Debian's configuration has it.
 */
async function startNginx(dir, pages) {
  fs.mkdirSync(path.join(dir, "temp"), { recursive: true });
  const port = await freePort();
  const quote = (s) => `"${s.replace(/["\\]/g, "\\$&")}"`;
  const locations = pages.map(({ name, answer }) => {
    const file = path.join(dir, `${name}.body`);
    fs.writeFileSync(file, answer.body);
    const headers = [];
    for (let i = 0; i < answer.rawHeaders.length; i += 2) {
      const [header, value] = [answer.rawHeaders[i], answer.rawHeaders[i + 1]];
      // nginx reads `$` as a variable in add_header's value: such a header (none today) is left out.
      if (!NGINX_OWN_HEADERS.has(header.toLowerCase()) && !value.includes("$"))
        headers.push(`      add_header ${header} ${quote(value)} always;`);
    }
    return [
      `    location = /${name} {`,
      `      types { }`,
      `      default_type ${quote(String(answer.headers["content-type"]))};`,
      "      etag off;",
      ...headers,
      `      alias ${file};`,
      "    }",
    ].join("\n");
  });
  const temp = (kind) => `  ${kind}_temp_path ${path.join(dir, "temp")};`;
  const conf = [
    "daemon off;",
    "master_process off;",
    "worker_processes 1;",
    `pid ${path.join(dir, "nginx.pid")};`,
    `error_log ${path.join(dir, "error.log")} warn;`,
    "events { worker_connections 1024; }",
    "http {",
    "  access_log off;",
    "  sendfile on;",
    "  tcp_nopush on;",
    "  server_tokens off;",
    "  keepalive_requests 1000000;",
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp),
    "  server {",
    `    listen 127.0.0.1:${port};`,
    ...locations,
    "  }",
    "}",
    "",
  ].join("\n");
  fs.writeFileSync(path.join(dir, "nginx.conf"), conf);
  const proc = startProcess("nginx", NGINX, ["-c", path.join(dir, "nginx.conf"), "-p", dir + path.sep], {});
  proc.url = `http://127.0.0.1:${port}`;
  await whenAnswering(proc, `${proc.url}/${pages[0].name}`);
  for (const { name, answer } of pages) {
    const served = await rawGet(`${proc.url}/${name}`);
    if (!served.body.equals(answer.body)) throw new Error(`nginx does not send the site's bytes for ${name}`);
  }
  return proc;
}

/**
 * The site as it was at `rev` (before issue 19): its files from git into `dir`, this checkout's node_modules
 * (issue 19 added a package, removed none), built as `npm run build` builds it. Null, with the reason, when the
 * commit is not in this clone.
 */
function buildBefore(rev, dir) {
  const commit = spawnSync("git", ["rev-parse", "--verify", "--quiet", `${rev}^{commit}`], {
    encoding: "utf8",
  }).stdout.trim();
  if (!commit) return { skipped: `commit ${rev} is not in this clone (git fetch --unshallow)` };
  fs.mkdirSync(dir, { recursive: true });
  const archive = spawnSync("git", ["archive", "--format=tar", commit], { maxBuffer: 1 << 30 });
  if (archive.status !== 0) throw new Error(`git archive ${rev} failed: ${archive.stderr}`);
  const untar = spawnSync("tar", ["-x", "-C", dir], { input: archive.stdout });
  if (untar.status !== 0) throw new Error(`tar failed: ${untar.stderr}`);
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  const build = spawnSync("npm", ["run", "build"], { cwd: dir, encoding: "utf8" });
  if (build.status !== 0) throw new Error(`npm run build of ${rev} failed:\n${build.stdout}${build.stderr}`);
  const subject = spawnSync("git", ["log", "-1", "--format=%h %s", commit], { encoding: "utf8" }).stdout.trim();
  return { commit: subject.split(" ")[0], subject: subject.slice(subject.indexOf(" ") + 1) };
}

/**
 * A signed-in client's cookie: signs up through the site's own /Login form (the development human check's token,
 * as a browser with JavaScript sends it), opens the confirmation link the site logged (no RESEND_API_KEY: e-mails are
 * logged), logs in through the same form and keeps the `__session` cookie it sets. Checks that the home page then
 * shows the client's menu.
 */
async function signedInCookie(server) {
  const post = (fields) =>
    fetch(`${server.url}/Login`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: new URLSearchParams({
        ...CLIENT,
        terms: "on",
        website: "",
        js: "1",
        "cf-turnstile-response": "development-human-check-passed",
        ...fields,
      }),
    });
  const signUp = await post({ intent: "signup" });
  if (signUp.status !== 302) throw new Error(`signing up on ${server.name} answered ${signUp.status}`);
  let link = null;
  for (let i = 0; i < 50 && !link; i++) {
    link = /\/verify-email\?token=[\w-]+/.exec(fs.readFileSync(server.log, "utf8"))?.[0];
    if (!link) await sleep(100);
  }
  if (!link) throw new Error(`${server.name} logged no confirmation link; see ${path.relative(root, server.log)}`);
  await fetch(server.url + link, { redirect: "manual" });
  const logIn = await post({ intent: "login" });
  const cookie = logIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("__session="));
  if (logIn.status !== 302 || !cookie)
    throw new Error(`logging in on ${server.name} answered ${logIn.status} without a session cookie`);
  const home = await fetch(`${server.url}/`, { headers: { cookie } }).then((r) => r.text());
  if (!home.includes('href="/notifications"'))
    throw new Error(`the home page of ${server.name} does not show a signed-in client's menu with the cookie`);
  return cookie;
}

// ---------------------------------------------------------------------------------------------
// Measuring
//
// Every figure is measured in ROUNDS short slices, and each round visits every target in turn (the
// order rotating from round to round): a burst of load from something else on the machine then slows
// the page, nginx and the asset alike instead of falsifying their ratio. The slices of a target are merged
// (autocannon's own aggregation; wrk's latencies summed value by value): exact percentiles over all its requests.

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
      sleep(k * gap).then(() =>
        cannon({
          ...rest,
          amount: pacedSeconds(duration),
          connections: 1,
          connectionRate: 1,
          ignoreCoordinatedOmission: true,
        }),
      ),
    ),
  );
}
const pacedSeconds = (slice) => Math.max(1, Math.round(slice));

// wrk's report of a run, one line written by its done() hook: the counts, the errors, and every latency (µs) with
// its count, so that the rounds' latencies can be merged into exact percentiles.
const WRK_REPORT = `done = function(summary, latency, requests)
  local values = {}
  for i = 1, #latency do
    local value, count = latency(i)
    values[#values + 1] = string.format("[%d,%d]", value, count)
  end
  local e = summary.errors
  io.write(string.format('BENCH {"requests":%d,"bytes":%d,"microseconds":%d,"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d},"latency":[%s]}\\n',
    summary.requests, summary.bytes, summary.duration, e.connect, e.read, e.write, e.status, e.timeout, table.concat(values, ",")))
end
`;

/**
 * The peak of a GET: wrk, one thread (the machine's other core is the server's), CONNECTIONS connections kept
 * open, whole seconds. wrk, not autocannon: autocannon's one JavaScript thread sends at most about 6,000 requests
 * a second here, far below what nginx or a page from memory answer (docs/decisions/010-benchmark.md).
 */
function wrk(url, seconds, headers) {
  const script = path.join(workDir, "wrk-report.lua");
  if (!fs.existsSync(script)) fs.writeFileSync(script, WRK_REPORT);
  const args = [
    "--threads",
    "1",
    "--connections",
    String(CONNECTIONS),
    "--duration",
    `${pacedSeconds(seconds)}s`,
    "--timeout",
    "10s",
    "--script",
    script,
  ];
  // A header given as null is not sent (a request without Accept-Encoding).
  for (const [name, value] of Object.entries({ "accept-encoding": ACCEPT_ENCODING, ...headers }))
    if (value !== null) args.push("--header", `${name}: ${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(WRK, args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("error", reject);
    child.on("close", (code) => {
      const line = out.split("\n").find((l) => l.startsWith("BENCH "));
      if (code !== 0 || !line) reject(new Error(`wrk failed (${code}): ${out.trim()}`));
      else resolve(JSON.parse(line.slice("BENCH ".length)));
    });
  });
}

/** Runs `work` and returns its result with the CPU time `proc` spent meanwhile (all its threads, compression in the thread pool included). */
async function measured(proc, work) {
  const before = cpuMs(proc.child.pid);
  const result = await work();
  const after = cpuMs(proc.child.pid);
  return { result, cpuMs: before === null || after === null ? null : after - before };
}

// A process's CPU time (user + system) from /proc, in ms; null where there is no /proc (not Linux).
// It depends far less than requests per second on what else the machine is doing.
const clockTicks = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout?.trim()) || 100;
function cpuMs(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" "); // fields from the 3rd (state) on
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks; // utime, stime
  } catch {
    return null;
  }
}

/** CPU time per phase, null once any reading failed. */
function cpuTally() {
  const cpu = { fixed: 0, peak: 0 };
  return {
    cpu,
    add(phase, ms) {
      if (phase in cpu) cpu[phase] = cpu[phase] === null || ms === null ? null : cpu[phase] + ms;
    },
  };
}

/**
 * The figures of autocannon's rounds; `ok` counts the answers the caller accepts, `seconds` is the time
 * they took (the sum of the peak runs; the slices' wall time for the paced runs, which run side by side).
 */
function summarize(runs, ok, seconds, cpu) {
  const merged = autocannon.aggregateResult(runs, { url: "http://bench", connections: CONNECTIONS });
  const answered = runs.reduce((sum, r) => sum + r.totalCompletedRequests, 0);
  const bytes = runs.reduce((sum, r) => sum + r.totalBytes, 0);
  return {
    tool: "autocannon",
    answered,
    ok,
    // Wrong answers plus errors (refused connections, resets, timeouts): requests that never got one.
    failed: answered - ok + merged.errors,
    errors: merged.errors,
    timeouts: merged.timeouts,
    statusCodes: Object.fromEntries(Object.entries(merged.statusCodeStats).map(([code, { count }]) => [code, count])),
    seconds: round(seconds, 2),
    okPerSecond: round(ok / seconds, 1),
    // autocannon records whole milliseconds, rounded down.
    p50: merged.latency.p50,
    p90: merged.latency.p90,
    p99: merged.latency.p99,
    max: merged.latency.max,
    bytesPerAnswer: answered ? Math.round(bytes / answered) : 0,
    serverCpuMsPerAnswer: cpu === null || !answered ? null : round(cpu / answered, 3),
  };
}

/** The figures of wrk's rounds: a 2xx or 3xx answer counts (wrk counts a status from 400 on as an error); latencies in ms. */
function summarizeWrk(runs, cpu) {
  const sum = (f) => runs.reduce((n, r) => n + f(r), 0);
  const answered = sum((r) => r.requests);
  const wrong = sum((r) => r.errors.status);
  const errors = sum((r) => r.errors.connect + r.errors.read + r.errors.write + r.errors.timeout);
  const seconds = sum((r) => r.microseconds) / 1e6;
  const counts = new Map();
  for (const [value, count] of runs.flatMap((r) => r.latency)) counts.set(value, (counts.get(value) ?? 0) + count);
  const values = [...counts.keys()].sort((a, b) => a - b);
  const recorded = [...counts.values()].reduce((n, c) => n + c, 0);
  const at = (p) => {
    const rank = Math.ceil((recorded * p) / 100);
    let seen = 0;
    for (const v of values) {
      seen += counts.get(v);
      if (seen >= rank) return round(v / 1000, 2);
    }
    return null;
  };
  return {
    tool: "wrk",
    answered,
    ok: answered - wrong,
    failed: wrong + errors,
    errors,
    timeouts: sum((r) => r.errors.timeout),
    seconds: round(seconds, 2),
    okPerSecond: seconds ? round((answered - wrong) / seconds, 1) : 0,
    p50: at(50),
    p90: at(90),
    p99: at(99),
    max: values.length ? round(values.at(-1) / 1000, 2) : null,
    bytesPerAnswer: answered ? Math.round(sum((r) => r.bytes) / answered) : 0,
    serverCpuMsPerAnswer: cpu === null || !answered ? null : round(cpu / answered, 4),
  };
}

const fixedSeconds = () => ROUNDS * pacedSeconds(DURATION / ROUNDS);
const peakSeconds = (runs) => runs.reduce((sum, r) => sum + r.duration, 0);

function round(n, digits = 0) {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

// A GET whose answers cost the server this much CPU in its warm-up (fewer than 1,000 a second a core), or, without
// /proc, that answered fewer than 1,000 a second, is slow: its peak is measured by autocannon with a number of requests.
const SLOW_CPU_MS = 1;
const SLOW_RATE = 1000;

/**
 * A page or an asset: a GET whose 2xx answers count, at the fixed rate (autocannon, paced) and at the peak.
 * The peak: wrk for a slice's seconds; for a slow target (SLOW_CPU_MS of server CPU an answer in its warm-up), autocannon with
 * a number of requests (what the slice before answered in its time, whole rounds of CONNECTIONS), its time running
 * until the last answer is in. Node works on concurrent requests in turn, so a slow page's answers come in waves of
 * CONNECTIONS finishing together, up to seconds apart: a slice cut at a fixed time would drop the wave in flight.
 *
 * Each slice begins with one request that is not measured, and a second when the first was not answered from
 * memory: a page the bookings of the slice before dropped from memory is rendered then, not in the measurement
 * (where bookings and page views would interleave, a drop is followed by thousands of answers from memory).
 * The last of these answers' X-Page-Cache headers are reported. `peakOnly`: nginx, measured at the peak only.
 */
function getTarget({ key, label, proc, path: target, headers = {}, peakOnly = false }) {
  const url = proc.url + target;
  const runs = { fixed: [], peak: [] };
  const { cpu, add } = cpuTally();
  const pageCache = new Set();
  let slow = null; // decided by the warm-up
  let lastRate = 0;
  const peak = async (seconds) => {
    if (!slow) return wrk(url, seconds, headers);
    const amount = Math.max(1, Math.round((lastRate * seconds) / CONNECTIONS)) * CONNECTIONS;
    const result = await cannon({ url, headers, amount });
    lastRate = result["2xx"] / result.duration;
    return result;
  };
  return {
    key,
    label,
    path: target,
    async run(phase, seconds) {
      if (peakOnly && phase === "fixed") return;
      let answer = await rawGet(url, headers);
      if (answer.headers["x-page-cache"] === "miss") answer = await rawGet(url, headers);
      const { result, cpuMs } = await measured(proc, () =>
        phase === "fixed"
          ? pacedCannon({ url, duration: seconds, headers }, RATE)
          : peak(phase === "warmup" ? WARMUP : seconds),
      );
      if (phase === "warmup") {
        lastRate = result.requests / (result.microseconds / 1e6);
        slow = !result.requests || (cpuMs === null ? lastRate < SLOW_RATE : cpuMs / result.requests >= SLOW_CPU_MS);
        return;
      }
      pageCache.add(String(answer.headers["x-page-cache"] ?? "none"));
      runs[phase].push(...[result].flat());
      add(phase, cpuMs);
    },
    result() {
      const ok = (list) => list.reduce((sum, r) => sum + r["2xx"], 0);
      return {
        path: target,
        label,
        server: proc.name,
        withCookie: Boolean(headers.cookie),
        pageCache: [...pageCache].join(", "),
        fixed: peakOnly ? null : summarize(runs.fixed, ok(runs.fixed), fixedSeconds(), cpu.fixed),
        peak: slow
          ? summarize(runs.peak, ok(runs.peak), peakSeconds(runs.peak), cpu.peak)
          : summarizeWrk(runs.peak, cpu.peak),
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
async function bookingTarget(site, packageId, { key = "bookings", label = "booking submission" } = {}) {
  const { url, dataDir } = site;
  const formUrl = `${url}/book/${packageId}`;
  const res = await fetch(formUrl);
  const html = await res.text();
  const minDate =
    html.match(/type="date"[^>]*min="(\d{4}-\d{2}-\d{2})"/)?.[1] ?? html.match(/min="(\d{4}-\d{2}-\d{2})"/)?.[1];
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
  const { cpu, add } = cpuTally();
  const confirmed = { fixed: 0, peak: 0, warmup: 0 };
  const refused = {};
  return {
    key,
    label,
    path: `POST /book/${packageId}`,
    async run(phase, seconds) {
      const opts = {
        url: formUrl,
        duration: phase === "warmup" ? WARMUP : seconds,
        headers: { "content-type": "application/x-www-form-urlencoded", origin: url },
        requests: [
          {
            method: "POST",
            setupRequest: (req) => ({
              ...req,
              body: new URLSearchParams({ ...fields, formKey: crypto.randomUUID() }).toString(),
            }),
            onResponse: (status, _body, _context, headers) => {
              const location = String(headers.location ?? headers.Location ?? "");
              // Remix's redirect() answers 302; a browser follows a 302 or a 303 with a GET.
              if ((status === 302 || status === 303) && location.startsWith("/booking-confirmation/"))
                confirmed[phase]++;
              else if (phase !== "warmup") refused[status] = (refused[status] ?? 0) + 1;
            },
          },
        ],
      };
      const { result, cpuMs } = await measured(site, () =>
        phase === "fixed" ? pacedCannon(opts, BOOKING_RATE) : cannon(opts),
      );
      if (phase === "warmup") return;
      runs[phase].push(...[result].flat());
      add(phase, cpuMs);
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
      .prepare(
        "select 1 from schedule_rules where package_id = ? union select 1 from departure_exceptions where package_id = ?",
      )
      .get(packageId, packageId);
    if (!scheduled)
      throw new Error(`the bench's package ${packageId} has no schedule: its bookings would not be checked for seats`);
    db.prepare(
      "insert into departure_exceptions (package_id, date, start_time, kind, seats, note) values (?, ?, null, 'seats', ?, 'bench')",
    ).run(packageId, date, 100_000_000);
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
      return {
        commits,
        seconds: round(total, 2),
        perSecond: round(commits / total),
        cpuMsPerCommit: round(cpuMicros / 1000 / commits, 3),
      };
    },
  };
}

/**
 * A 30 MB form posted where no upload is expected (`POST /contact`), three times: the time to its answer
 * (a 413, the body never read) and the server's memory (VmRSS) before and after. The end-to-end test
 * (hostile-input.spec.ts) checks the answer; the time and the memory are figures, reported here.
 */
async function oversizedBodies(site) {
  const { url } = site;
  const rssMb = () => {
    try {
      const status = fs.readFileSync(`/proc/${site.child.pid}/status`, "utf8");
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

/**
 * Posts a body; resolves with the status even when the server closes the connection before taking it all, or with
 * the error's code when the connection closed before the answer could be read (the server answers and closes while
 * the body is still being written: on a busy machine the close can come first).
 */
function postBody(target, body) {
  return new Promise((resolve) => {
    let status = 0;
    const req = http.request(
      target,
      {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": body.length },
      },
      (res) => {
        status = res.statusCode ?? 0;
        res.resume();
        res.on("end", () => resolve(status));
      },
    );
    req.on("error", (error) => resolve(status || `closed (${error.code ?? error.message})`));
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
  const dirty =
    git(["status", "--porcelain", "--untracked-files=no", "--", ".", ":!README.md", ":!bench-results"]) !== "";
  return {
    date: new Date().toISOString(),
    commit: (git(["rev-parse", "--short", "HEAD"]) || "unknown") + (dirty ? " (with uncommitted changes)" : ""),
    node: process.version,
    cpu: `${cpus[0]?.model ?? "unknown CPU"} × ${cpus.length}`,
    loadAverage: os.loadavg().map((l) => round(l, 2)),
    autocannon: JSON.parse(fs.readFileSync(path.resolve("node_modules/autocannon/package.json"), "utf8")).version,
  };
}

/** A CPU time per request: three significant digits. */
function cpu(n) {
  return n === undefined || n === null ? "–" : `${Number(n.toPrecision(3))} ms`;
}

/** A latency measured by wrk (µs resolution). */
function ms(n) {
  if (n === undefined || n === null) return "–";
  return `${n < 1 ? round(n, 2) : n < 10 ? round(n, 1) : round(n)} ms`;
}

/** A latency measured by autocannon: whole milliseconds, rounded down. */
function msFloor(n) {
  if (n === undefined || n === null) return "–";
  return n < 1 ? "< 1 ms" : `${round(n)} ms`;
}

/** A latency of a peak run, as precise as its tool measures it. */
function lat(summary, field) {
  return summary.tool === "wrk" ? ms(summary[field]) : msFloor(summary[field]);
}

function perSecond(n) {
  return n >= 1000 ? Math.round(n).toLocaleString("en-US") : String(n);
}

const percent = (x) => `${round(x * 100, x < 0.01 ? 2 : 1)} %`;
const mark = (met) => (met ? "✓" : "✗");

function table(r) {
  const { env, targets, nginx, bookings, bookingsNormal, raw, ratios, vsNginx, cache, cookie, oversized } = r;
  const rawLine = (label, t) =>
    `| ${label} | one booking row per transaction | – | – | – | **${t.perSecond}** | – | – | ${cpu(t.cpuMsPerCommit)} | – |`;
  const line = (label, t, rate) =>
    `| ${label} | \`${t.path}\` | ${rate} | ${msFloor(t.fixed.p50)} | ${msFloor(t.fixed.p99)} | **${perSecond(t.peak.okPerSecond)}** | ${lat(t.peak, "p50")} | ${lat(t.peak, "p99")} | ${cpu(t.peak.serverCpuMsPerAnswer)} | ${t.fixed.failed + t.peak.failed} |`;
  const times = (x) => (x === null ? "–" : `${x}×`);
  const cpus = Number(env.cpu.split(" × ").at(-1)) || 1;
  const busy = Math.max(env.loadAverage[0], env.loadAverageAfter?.[0] ?? 0) > cpus;
  const counted = bookings.fixed.ok + bookings.peak.ok + bookings.confirmedDuringWarmup;
  const before = env.before?.commit;
  const closed = oversized.statuses.filter((st) => typeof st !== "number");
  const slowOnes = Object.values(targets)
    .filter((t) => t.peak.tool === "autocannon")
    .map((t) => t.label);
  const cookieGoal =
    cookie.ratio === null
      ? `not measured (${env.before?.skipped ?? "BENCH_BEFORE=off"})`
      : `${mark(cookie.met)} ${cookie.ratio}× the rate of commit ${before}`;
  return [
    `Measured ${env.date.slice(0, 16).replace("T", " ")} UTC by \`npm run bench\` on commit ${env.commit}: Node ${env.node}, ${env.cpu}, ` +
      `load average ${env.loadAverage.join(" / ")} before the run and ${env.loadAverageAfter?.join(" / ")} after, autocannon ${env.autocannon}, ${env.wrk}, ${env.nginx}, ` +
      `${DURATION} s per measurement in ${ROUNDS} interleaved rounds${SMOKE ? " (a smoke run: too short to quote)" : ""}.`,
    "",
    ...(busy
      ? [
          `**The machine was busy** (load average ${env.loadAverage[0]} before, ${env.loadAverageAfter?.[0]} after, on ${cpus} CPUs): ` +
            "the rates and latencies are low and noisy; the server CPU per request and its ratios hold best.",
          "",
        ]
      : []),
    "**Goals of issue 19**, in this run:",
    "",
    `- pages without a cookie at ${percent(GOAL_SHARE)} or more of nginx's rate for the same bytes: ` +
      vsNginx.map((v) => `${mark(v.shareMet)} ${v.label} ${percent(v.share)}`).join(", ") +
      ";",
    `- their p99 under ${GOAL_P99_MS} ms at ${CONNECTIONS} connections: ` +
      vsNginx.map((v) => `${mark(v.p99Met)} ${v.label} ${lat(targets[v.key].peak, "p99")}`).join(", ") +
      ";",
    `- pages with a cookie no slower than before issue 19 (the home page with a signed-in client's cookie, peak rate, same run): ${cookieGoal};`,
    "- LCP at most 1.5 s: measured by `npm run lighthouse`, not here.",
    "",
    `| what | request | fixed rate | p50 | p99 | peak/s (${CONNECTIONS} conn.) | p50 at peak | p99 at peak | server CPU per request | failed |`,
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    line("home page, no cookie", targets.home, `${RATE}/s`),
    line("package page, no cookie", targets.package, `${RATE}/s`),
    line("About, no cookie", targets.about, `${RATE}/s`),
    line("French home page, no cookie", targets.french, `${RATE}/s`),
    line("home page, a signed-in client's cookie", targets.homeCookie, `${RATE}/s`),
    line("home page, no cookie, cache off", targets.homeCacheOff, `${RATE}/s`),
    line("package page, no cookie, cache off", targets.packageCacheOff, `${RATE}/s`),
    ...(targets.homeCookieBefore
      ? [
          line(
            `home page, a signed-in client's cookie, before issue 19 (${before})`,
            targets.homeCookieBefore,
            `${RATE}/s`,
          ),
        ]
      : []),
    line("static asset", targets.asset, `${RATE}/s`),
    line("booking submission (`synchronous=FULL`, as the site)", bookings, `${BOOKING_RATE}/s`),
    line("booking submission, `synchronous=NORMAL`", bookingsNormal, `${BOOKING_RATE}/s`),
    rawLine("SQLite raw commits, `synchronous=FULL` (as the site)", raw.full),
    rawLine("SQLite raw commits, `synchronous=NORMAL`", raw.normal),
    "",
    `| page, no cookie, against nginx sending its bytes | bytes per answer, site / nginx | nginx peak/s (${CONNECTIONS} conn.) | page ÷ nginx, rate | p99 at peak, site / nginx | server CPU per request, site / nginx |`,
    "| --- | --- | --- | --- | --- | --- |",
    ...vsNginx.map(
      (v) =>
        `| ${v.label} \`${v.path}\` | ${v.bytesSite} / ${v.bytesNginx} | ${perSecond(nginx[v.key].peak.okPerSecond)} | **${percent(v.share)}** ${mark(v.shareMet)} | ` +
        `${lat(targets[v.key].peak, "p99")} ${mark(v.p99Met)} / ${lat(nginx[v.key].peak, "p99")} | ${cpu(v.cpuSite)} / ${cpu(v.cpuNginx)} |`,
    ),
    "",
    `| page, no cookie | peak/s, cache on | peak/s, cache off | on ÷ off | p99 at peak, on / off | server CPU per request, on / off |`,
    "| --- | --- | --- | --- | --- | --- |",
    ...cache.map(
      (c) =>
        `| ${c.label} \`${c.path}\` | ${perSecond(c.on.okPerSecond)} | ${perSecond(c.off.okPerSecond)} | **${c.ratio}×** | ${lat(c.on, "p99")} / ${lat(c.off, "p99")} | ` +
        `${cpu(c.on.serverCpuMsPerAnswer)} / ${cpu(c.off.serverCpuMsPerAnswer)} |`,
    ),
    "",
    ...(targets.homeCookieBefore
      ? [
          `| home page, a signed-in client's cookie | now (${env.commit.split(" ")[0]}) | before issue 19 (${before}) | now ÷ before |`,
          "| --- | --- | --- | --- |",
          `| peak/s (${CONNECTIONS} conn.) | ${targets.homeCookie.peak.okPerSecond} | ${targets.homeCookieBefore.peak.okPerSecond} | **${cookie.ratio}×** ${mark(cookie.met)} |`,
          `| p50 / p99 at peak | ${lat(targets.homeCookie.peak, "p50")} / ${lat(targets.homeCookie.peak, "p99")} | ${lat(targets.homeCookieBefore.peak, "p50")} / ${lat(targets.homeCookieBefore.peak, "p99")} | |`,
          `| p50 / p99 at ${RATE}/s | ${msFloor(targets.homeCookie.fixed.p50)} / ${msFloor(targets.homeCookie.fixed.p99)} | ${msFloor(targets.homeCookieBefore.fixed.p50)} / ${msFloor(targets.homeCookieBefore.fixed.p99)} | |`,
          `| server CPU per request | ${cpu(targets.homeCookie.peak.serverCpuMsPerAnswer)} | ${cpu(targets.homeCookieBefore.peak.serverCpuMsPerAnswer)} | ${times(cookie.cpuRatio)} |`,
          "",
        ]
      : []),
    "| ratio (same run) | value |",
    "| --- | --- |",
    `| home page, no cookie ÷ asset (server CPU per request) | **${times(ratios.homePerAssetCpu)}** |`,
    `| package page, no cookie ÷ asset (server CPU per request) | **${times(ratios.packagePerAssetCpu)}** |`,
    `| home page with a cookie ÷ asset (server CPU per request) | **${times(ratios.homeCookiePerAssetCpu)}** |`,
    `| home page, no cookie ÷ asset (time per request at peak) | ${times(ratios.homePerAsset)} |`,
    `| home page with a cookie ÷ asset (time per request at peak) | ${times(ratios.homeCookiePerAsset)} |`,
    `| booking submissions ÷ SQLite raw commits at FULL (per second) | **${ratios.bookingsPerRawCommit}** |`,
    `| booking submission ÷ SQLite raw commit at FULL (CPU time each) | ${times(ratios.bookingCpuPerRawCommitCpu)} |`,
    `| SQLite raw commits at FULL ÷ at NORMAL (per second) | ${ratios.fullPerNormalCommits} |`,
    `| booking submissions at FULL ÷ at NORMAL (per second) | **${ratios.fullPerNormalBookings}** |`,
    "",
    `A ${oversized.megabytes} MB form posted where no upload is expected (\`POST ${oversized.path}\`, ${oversized.statuses.length} times): answered ` +
      `${[...new Set(oversized.statuses.filter((st) => typeof st === "number"))].join(", ") || "nothing"} in ${oversized.maxMs} ms at most` +
      (closed.length ? ` (${closed.length} closed before its answer could be read: ${closed.join(", ")})` : "") +
      `; the server's memory (RSS) ${oversized.rssBeforeMb ?? "–"} MB before, ${oversized.rssAfterMb ?? "–"} MB after.`,
    "",
    `Servers: the build (\`node server.js\`) on a fresh data folder with the embedded defaults, \`RATE_LIMIT_MULTIPLIER=${RATE_LIMIT_MULTIPLIER}\` ` +
      "so that the per-address limits (10 bookings an hour) do not cap the load from one address, no `RESEND_API_KEY` " +
      "(each e-mail is recorded in the outbox and logged: sending it is not measured), no Turnstile keys; beside it, on fresh data folders of their own, " +
      "the same build with `PAGE_CACHE=off` (every page rendered and compressed, Brotli 6, on each request), the same build with " +
      "`SQLITE_SYNCHRONOUS=normal` (its booking submissions only)" +
      (before ? ` and commit ${before} (before issue 19, built from git)` : "") +
      `. nginx: Debian's, one process (\`worker_processes 1\`, no master: the Node server is one process too), logs off, sending for each page the bytes the site sent ` +
      "from memory (Brotli 11) with the site's headers, so each answer is the same size (nginx adds its Server, Last-Modified and Accept-Ranges). " +
      `Requests ask for \`Accept-Encoding: ${ACCEPT_ENCODING}\` as a browser does; the pages without a cookie are answered from memory ` +
      `(X-Page-Cache of the answer before each slice: ${[...new Set(vsNginx.map((v) => targets[v.key].pageCache))].join(", ")}), each slice beginning with a request that is not measured, ` +
      "so a page the bookings dropped is rendered before it, not in it; the asset is sent from the Brotli copy made at build time. " +
      "The cookie is a client's own: signed up, confirmed (the link the site logged) and logged in through the site's forms. " +
      `Fixed rate: evenly paced, one request every 1/rate s (single-connection autocannon instances, one request a second each, started 1/rate s apart; ` +
      `autocannon's latencies are whole milliseconds, rounded down). Peak: as fast as ${CONNECTIONS} connections go: by wrk (one thread, the other core being the server's) ` +
      `for a GET that cost the server less than ${SLOW_CPU_MS} ms of CPU an answer in its warm-up (autocannon's one thread tops out near 6,000 requests a second here: it would measure itself, not nginx); ` +
      `by autocannon for the slower GETs (${slowOnes.join("; ")}), with a number of requests per slice and its time running until the last answer ` +
      "(Node finishes a slow page's concurrent requests together, in waves a slice cut at a fixed time would drop), and for the bookings, for the slice's time. " +
      `Each figure is measured in ${ROUNDS} slices, every round visiting each target in turn, ` +
      "so a burst of other work on the machine slows a page, nginx and the asset alike. " +
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

function updateReadme(markdown, marker = "bench") {
  const readme = path.resolve("README.md");
  const start = `<!-- ${marker}:start -->`;
  const end = `<!-- ${marker}:end -->`;
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

// The pages asked for without a cookie, each measured against nginx sending its bytes.
const anonymousPages = (packageId) => [
  { key: "home", label: "home page", path: "/" },
  { key: "package", label: "package page", path: `/info/${packageId}` },
  { key: "about", label: "About", path: "/aboutus" },
  { key: "french", label: "French home page", path: "/fr" },
];

async function main() {
  const tools = checkTools();
  if (process.env.BENCH_SKIP_BUILD !== "1") {
    // As deployed: the Remix build, then the compressed copies of its assets that the server sends as they are.
    console.log("== build (npm run build)");
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (build.status !== 0) throw new Error("npm run build failed");
  } else if (!fs.existsSync("build/index.js")) {
    throw new Error("BENCH_SKIP_BUILD=1 but there is no build/: run npm run build");
  }

  const env = { ...environment(), ...tools };
  fs.mkdirSync(workDir, { recursive: true });
  if (BEFORE !== "off") {
    console.log(`== before issue 19: commit ${BEFORE.slice(0, 7)}, built in ${path.relative(root, workDir)}/before`);
    env.before = buildBefore(BEFORE, path.join(workDir, "before"));
    if (env.before.skipped) console.log(`   not measured: ${env.before.skipped}`);
  }
  console.log(
    `== servers: the site, the site with PAGE_CACHE=off${env.before?.commit ? `, the site at ${env.before.commit}` : ""}; logs in bench-results/server*.log`,
  );
  const [site, cacheOff, normal, old] = await Promise.all([
    startServer("site", { dataDir: path.join(workDir, "data") }),
    startServer("cache-off", { dataDir: path.join(workDir, "data-cache-off"), settings: { PAGE_CACHE: "off" } }),
    // The same build committing at synchronous=NORMAL, for its booking submissions beside the site's (FULL).
    startServer("normal", { dataDir: path.join(workDir, "data-normal"), settings: { SQLITE_SYNCHRONOUS: "normal" } }),
    env.before?.commit
      ? startServer("before", { cwd: path.join(workDir, "before"), dataDir: path.join(workDir, "data-before") })
      : null,
  ]);

  const home = await fetch(site.url + "/", { headers: { "accept-encoding": "identity" } }).then((r) => r.text());
  const packageId = home.match(/href="\/info\/([^"/?#]+)"/)?.[1];
  // The static asset: the hero artwork the home page preloads, a fingerprinted file under /build/ (the
  // stylesheet is written into the page, so there is no stylesheet file to fetch).
  const asset =
    home.match(/<link[^>]+rel="preload"[^>]+as="image"[^>]+href="(\/build\/[^"]+)"/)?.[1] ??
    home.match(/href="(\/build\/_assets\/[^"]+)"/)?.[1];
  if (!packageId || !asset) throw new Error("the home page links no package page or no preloaded image under /build/");

  // The booking form first: the seats it gives a date are written beside the server, which drops the pages kept.
  const booking = await bookingTarget(site, packageId);
  const bookingNormal = await bookingTarget(normal, packageId, {
    key: "bookingsNormal",
    label: "booking submission, synchronous=NORMAL",
  });
  const pages = anonymousPages(packageId);
  const stored = [];
  for (const page of pages) stored.push({ name: page.key, answer: await storedPage(site.url + page.path) });
  console.log("== nginx: one process, the pages' bytes as the site sends them");
  const nginxServer = await startNginx(path.join(workDir, "nginx"), stored);
  console.log("== a client signed up, confirmed and logged in through the site's forms");
  const cookie = await signedInCookie(site);
  const oldCookie = old ? await signedInCookie(old) : null;

  const targets = [
    ...pages.map((p) => getTarget({ key: p.key, label: p.label, proc: site, path: p.path })),
    getTarget({ key: "homeCookie", label: "home page with a cookie", proc: site, path: "/", headers: { cookie } }),
    getTarget({ key: "homeCacheOff", label: "home page, cache off", proc: cacheOff, path: "/" }),
    getTarget({ key: "packageCacheOff", label: "package page, cache off", proc: cacheOff, path: `/info/${packageId}` }),
    ...(old
      ? [
          getTarget({
            key: "homeCookieBefore",
            label: "home page with a cookie, before",
            proc: old,
            path: "/",
            headers: { cookie: oldCookie },
          }),
        ]
      : []),
    getTarget({ key: "asset", label: "static asset", proc: site, path: asset }),
  ];
  const nginxTargets = pages.map((p) =>
    getTarget({ key: p.key, label: `nginx: ${p.label}`, proc: nginxServer, path: `/${p.key}`, peakOnly: true }),
  );
  const all = [...targets, ...nginxTargets, booking, bookingNormal];
  const raw = {
    full: rawCommits(path.join(workDir, "raw"), "FULL"),
    normal: rawCommits(path.join(workDir, "raw"), "NORMAL"),
  };
  const slice = DURATION / ROUNDS;
  const inTurn = (r) => all.map((_, i) => all[(i + r) % all.length]);

  console.log(`== warm-up: ${WARMUP} s of each (not reported)`);
  for (const t of all) await t.run("warmup", WARMUP);
  console.log(
    `== fixed rate: ${RATE}/s (bookings ${BOOKING_RATE}/s), evenly paced, ${ROUNDS} rounds of ${pacedSeconds(slice)} s per target (nginx: peak only)`,
  );
  for (let r = 0; r < ROUNDS; r++) {
    for (const t of inTurn(r)) await t.run("fixed", slice);
  }
  console.log(
    `== peak: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${pacedSeconds(slice)} s per target, SQLite raw commits between them`,
  );
  for (let r = 0; r < ROUNDS; r++) {
    for (const t of inTurn(r)) await t.run("peak", slice);
    for (const mode of r % 2 ? ["normal", "full"] : ["full", "normal"]) raw[mode].run(slice);
  }

  const results = Object.fromEntries(targets.map((t) => [t.key, t.result()]));
  const nginx = Object.fromEntries(nginxTargets.map((t) => [t.key, t.result()]));
  const bookings = booking.result();
  const bookingsNormal = bookingNormal.result();
  const rawResult = { full: raw.full.result(), normal: raw.normal.result() };
  console.log("== a 30 MB form where no upload is expected");
  const oversized = await oversizedBodies(site);
  env.loadAverageAfter = os.loadavg().map((l) => round(l, 2));
  await stopAll();
  bookings.savedRows = countRows(site.dataDir, "bookings");
  bookings.outboxRows = countRows(site.dataDir, "outbox");
  bookingsNormal.savedRows = countRows(normal.dataDir, "bookings");

  const perRequest = (page, asset) => round(asset.peak.okPerSecond / page.peak.okPerSecond, 1);
  const cpuRatio = (a, b) =>
    a.peak.serverCpuMsPerAnswer && b.peak.serverCpuMsPerAnswer
      ? round(a.peak.serverCpuMsPerAnswer / b.peak.serverCpuMsPerAnswer, 1)
      : null;
  const ratios = {
    homePerAssetCpu: cpuRatio(results.home, results.asset),
    packagePerAssetCpu: cpuRatio(results.package, results.asset),
    homeCookiePerAssetCpu: cpuRatio(results.homeCookie, results.asset),
    homePerAsset: perRequest(results.home, results.asset),
    homeCookiePerAsset: perRequest(results.homeCookie, results.asset),
    bookingsPerRawCommit: round(bookings.peak.okPerSecond / rawResult.full.perSecond, 3),
    fullPerNormalBookings: round(bookings.peak.okPerSecond / bookingsNormal.peak.okPerSecond, 2),
    bookingCpuPerRawCommitCpu:
      bookings.peak.serverCpuMsPerAnswer && rawResult.full.cpuMsPerCommit
        ? round(bookings.peak.serverCpuMsPerAnswer / rawResult.full.cpuMsPerCommit)
        : null,
    fullPerNormalCommits: round(rawResult.full.perSecond / rawResult.normal.perSecond, 3),
  };
  const vsNginx = pages.map(({ key, label, path: target }) => {
    const page = results[key].peak;
    const share = page.okPerSecond / nginx[key].peak.okPerSecond;
    return {
      key,
      label,
      path: target,
      bytesSite: page.bytesPerAnswer,
      bytesNginx: nginx[key].peak.bytesPerAnswer,
      share: round(share, 4),
      shareMet: share >= GOAL_SHARE,
      p99: page.p99,
      p99Met: page.p99 !== null && page.p99 < GOAL_P99_MS,
      cpuSite: page.serverCpuMsPerAnswer,
      cpuNginx: nginx[key].peak.serverCpuMsPerAnswer,
    };
  });
  const cache = pages.slice(0, 2).map(({ key, label, path: target }) => {
    const [on, off] = [results[key].peak, results[`${key}CacheOff`].peak];
    return { key, label, path: target, on, off, ratio: round(on.okPerSecond / off.okPerSecond, 1) };
  });
  const cookieRatio = results.homeCookieBefore?.peak.okPerSecond
    ? round(results.homeCookie.peak.okPerSecond / results.homeCookieBefore.peak.okPerSecond, 2)
    : null;
  const cookieResult = {
    ratio: cookieRatio,
    met: cookieRatio !== null && cookieRatio >= COOKIE_NO_SLOWER,
    cpuRatio: results.homeCookieBefore ? cpuRatio(results.homeCookie, results.homeCookieBefore) : null,
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
      before: BEFORE,
      goals: { shareOfNginx: GOAL_SHARE, p99Ms: GOAL_P99_MS, cookieNoSlower: COOKIE_NO_SLOWER },
      smoke: SMOKE,
    },
    goals: { vsNginx, cookie: cookieResult },
    targets: results,
    nginx,
    cache,
    bookings,
    bookingsNormal,
    raw: rawResult,
    ratios,
    oversized,
  };

  const markdown = table({ ...result, vsNginx, cookie: cookieResult });
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, "latest.md"), `# Server benchmark\n\n${markdown}\n`);
  fs.writeFileSync(path.join(resultsDir, "latest.json"), JSON.stringify(result, null, 2) + "\n");
  console.log(`\n${markdown}\n`);
  console.log("Written: bench-results/latest.md, bench-results/latest.json");
  if (SMOKE)
    console.log(`README.md not updated: a run shorter than ${DEFAULT_DURATION} s per measurement is a smoke run.`);
  else updateReadme(markdown);

  const failures = [...Object.values(results), ...Object.values(nginx), bookings, bookingsNormal].reduce(
    (n, t) => n + (t.fixed?.failed ?? 0) + t.peak.failed,
    0,
  );
  const booked = bookings.fixed.ok + bookings.peak.ok + bookings.confirmedDuringWarmup;
  const inFlight = (ROUNDS + 1) * CONNECTIONS; // a peak or warm-up run stops with up to one post per connection unanswered
  if (bookings.savedRows < booked || bookings.savedRows > booked + inFlight) {
    console.log(`Note: ${booked} confirmed bookings but ${bookings.savedRows} rows in the database.`);
  }
  if (failures) {
    console.log(
      `Note: ${failures} requests failed; refused bookings by status: ${JSON.stringify(bookings.refusedByStatus)}`,
    );
  }
}

/**
 * BENCH_ONLY=pages: the pages from memory beside nginx, and nothing else. The home page and a package page, each
 * without Accept-Encoding (the plain page) and with Brotli (what a browser gets), against nginx sending the same
 * bytes with the same headers, in ROUNDS interleaved rounds of wrk at CONNECTIONS connections. Where the stored
 * answer's time goes: BENCH_PROFILE=1 (a CPU profile of the site for the whole run).
 */
async function pagesOnly() {
  const tools = checkTools();
  if (process.env.BENCH_SKIP_BUILD !== "1") {
    console.log("== build (npm run build)");
    if (spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0) throw new Error("npm run build failed");
  }
  const env = { ...environment(), ...tools };
  fs.mkdirSync(workDir, { recursive: true });
  const profile = process.env.BENCH_PROFILE === "1";
  const nodeArgs = profile ? ["--cpu-prof", `--cpu-prof-dir=${resultsDir}`, "--cpu-prof-name=site.cpuprofile"] : [];
  const site = await startServer("site", { dataDir: path.join(workDir, "data"), nodeArgs });
  const home = await fetch(site.url + "/", { headers: { "accept-encoding": "identity" } }).then((r) => r.text());
  const packageId = home.match(/href="\/info\/([^"/?#]+)"/)?.[1];
  if (!packageId) throw new Error("the home page links no package page");
  const encodings = [
    { key: "identity", label: "no Accept-Encoding", headers: { "accept-encoding": null } },
    { key: "br", label: "Brotli", headers: {} },
  ];
  const cases = anonymousPages(packageId)
    .slice(0, 2)
    .flatMap((page) =>
      encodings.map((e) => ({
        ...page,
        key: `${page.key}-${e.key}`,
        label: `${page.label}, ${e.label}`,
        headers: e.headers,
      })),
    );
  const stored = [];
  for (const c of cases) stored.push({ name: c.key, answer: await storedPage(site.url + c.path, c.headers) });
  console.log("== nginx: one process, the pages' bytes as the site sends them");
  const nginxServer = await startNginx(path.join(workDir, "nginx"), stored);
  const targets = cases.flatMap((c) => [
    {
      ...c,
      server: "site",
      run: getTarget({ key: c.key, label: c.label, proc: site, path: c.path, headers: c.headers, peakOnly: true }),
    },
    {
      ...c,
      server: "nginx",
      run: getTarget({
        key: c.key,
        label: c.label,
        proc: nginxServer,
        path: `/${c.key}`,
        headers: c.headers,
        peakOnly: true,
      }),
    },
  ]);
  console.log(
    `== warm-up, then ${ROUNDS} rounds of ${pacedSeconds(DURATION / ROUNDS)} s per target at ${CONNECTIONS} connections`,
  );
  for (const t of targets) await t.run.run("warmup", WARMUP);
  for (let r = 0; r < ROUNDS; r++)
    for (let i = 0; i < targets.length; i++) await targets[(i + r) % targets.length].run.run("peak", DURATION / ROUNDS);
  env.loadAverageAfter = os.loadavg().map((l) => round(l, 2));
  await stopAll();
  const rows = cases.map((c) => {
    const [own, theirs] = ["site", "nginx"].map(
      (server) => targets.find((t) => t.key === c.key && t.server === server).run.result().peak,
    );
    return {
      key: c.key,
      label: c.label,
      path: c.path,
      site: own,
      nginx: theirs,
      share: round(own.okPerSecond / theirs.okPerSecond, 4),
    };
  });
  const markdown = [
    `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC by \`BENCH_ONLY=pages npm run bench\` on commit ${env.commit}: ` +
      `load average ${env.loadAverage.join(" / ")} before and ${env.loadAverageAfter.join(" / ")} after, ${ROUNDS} rounds of ${pacedSeconds(DURATION / ROUNDS)} s, ` +
      `wrk at ${CONNECTIONS} connections${profile ? ", the site under --cpu-prof (slower)" : ""}.`,
    "",
    "| page from memory | bytes per answer, site / nginx | site peak/s | nginx peak/s | site ÷ nginx | p99, site / nginx | server CPU per request, site / nginx |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...rows.map(
      (r) =>
        `| ${r.label} \`${r.path}\` | ${r.site.bytesPerAnswer} / ${r.nginx.bytesPerAnswer} | ${perSecond(r.site.okPerSecond)} | ${perSecond(r.nginx.okPerSecond)} | ` +
        `**${percent(r.share)}** ${mark(r.share >= GOAL_SHARE)} | ${ms(r.site.p99)} / ${ms(r.nginx.p99)} | ${cpu(r.site.serverCpuMsPerAnswer)} / ${cpu(r.nginx.serverCpuMsPerAnswer)} |`,
    ),
  ].join("\n");
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, "pages.md"), `# Pages from memory against nginx\n\n${markdown}\n`);
  fs.writeFileSync(path.join(resultsDir, "pages.json"), JSON.stringify({ env, rows }, null, 2) + "\n");
  console.log(`\n${markdown}\n`);
  console.log(
    `Written: bench-results/pages.md, bench-results/pages.json${profile ? ", bench-results/site.cpuprofile" : ""}`,
  );
}

const REPORT_GOAL_MS = 300; // p95, under

/** An admin's session on a bench site: the admin its settings create (ADMIN_EMAIL, startServer), logged in. */
async function adminCookie(server) {
  const logIn = await fetch(`${server.url}/Login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
    body: new URLSearchParams({
      intent: "login",
      email: "admin@bench.test",
      password: "bench-admin-password",
      terms: "on",
      website: "",
      js: "1",
      "cf-turnstile-response": "development-human-check-passed",
    }),
  });
  const cookie = logIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("__session="));
  if (logIn.status !== 302 || !cookie) throw new Error(`the bench admin could not log in (${logIn.status})`);
  return cookie;
}

/** `n` sequential GETs of a page, each timed to its last byte, after `warm` untimed ones; and the server's CPU. */
async function timedGets(server, url, cookie, { n = 20, warm = 3 } = {}) {
  const get = async () => {
    const started = performance.now();
    const response = await fetch(server.url + url, { headers: { cookie }, redirect: "manual" });
    const bytes = (await response.arrayBuffer()).byteLength;
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    return { ms: performance.now() - started, bytes };
  };
  for (let i = 0; i < warm; i++) await get();
  const cpuBefore = cpuMs(server.child.pid);
  const runs = [];
  for (let i = 0; i < n; i++) runs.push(await get());
  const cpuAfter = cpuMs(server.child.pid);
  const times = runs.map((r) => r.ms).sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
  return {
    p50: round(at(0.5), 1),
    p95: round(at(0.95), 1),
    max: round(times[times.length - 1], 1),
    bytes: runs[0].bytes,
    cpuMsPerRequest: cpuBefore === null || cpuAfter === null ? null : round((cpuAfter - cpuBefore) / n, 1),
  };
}

/** BENCH_ONLY=reports: see the top of this file. */
async function reportsOnly() {
  const count = Math.round(positive("BENCH_REPORT_BOOKINGS", 100_000));
  if (process.env.BENCH_SKIP_BUILD !== "1") {
    console.log("== build (npm run build)");
    if (spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0) throw new Error("npm run build failed");
  }
  const env = environment();
  fs.mkdirSync(workDir, { recursive: true });
  const dataDir = path.join(workDir, "data");
  const site = await startServer("site", { dataDir });
  console.log(`== ${count.toLocaleString("en-GB")} bookings over two years, with their ledger`);
  const started = performance.now();
  const data = generateBookings(path.join(dataDir, "app.db"), { count });
  const generatedIn = round((performance.now() - started) / 1000, 1);
  console.log(
    `   ${data.bookings} bookings, ${data.payments} ledger rows, ${data.packages} packages, in ${generatedIn} s`,
  );
  const cookie = await adminCookie(site);
  const today = new Date().toISOString().slice(0, 10);
  const periods = [
    { key: "month", label: "this month", query: `month=${today.slice(0, 7)}` },
    { key: "12", label: "last 12 months", query: `from=${addDays(today, -364)}&to=${today}` },
    { key: "24", label: "24 months", query: `from=${data.from}&to=${data.to}` },
  ];
  const reports = ["occupancy", "revenue", "channels", "guests"];
  const urls = [
    ...periods.flatMap((p) => [
      ...reports.map((r) => ({
        page: r[0].toUpperCase() + r.slice(1),
        period: p.label,
        url: `/admin/reports/${r}?${p.query}`,
      })),
    ]),
    ...reports.map((r) => ({
      page: `${r} CSV`,
      period: "24 months",
      url: `/admin/reports.csv?report=${r}&${periods[2].query}`,
    })),
    { page: "Admin home (next 14 days)", period: "", url: "/admin/home" },
  ];
  const rows = [];
  for (const u of urls) {
    const result = await timedGets(site, u.url, cookie);
    rows.push({ ...u, ...result, met: result.p95 < REPORT_GOAL_MS });
    console.log(`   ${u.page}, ${u.period || "-"}: p50 ${result.p50} ms, p95 ${result.p95} ms, max ${result.max} ms`);
  }
  env.loadAverageAfter = os.loadavg().map((l) => round(l, 2));
  await stopAll();
  const markdown = [
    `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC by \`npm run bench:reports\` on commit ${env.commit}, ` +
      `${env.cpu}: ${data.bookings.toLocaleString("en-GB")} generated bookings (${data.from} to ${data.to}, ${data.packages} packages) ` +
      `and ${data.payments.toLocaleString("en-GB")} ledger rows; 20 sequential requests per page after 3 to warm up, timed to the last byte; ` +
      `load average ${env.loadAverage.join(" / ")} before and ${env.loadAverageAfter.join(" / ")} after.`,
    "",
    `| page | period | p50 | p95 (goal < ${REPORT_GOAL_MS} ms) | max | server CPU per request | bytes |`,
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.period} | ${r.p50} ms | **${r.p95} ms** ${mark(r.met)} | ${r.max} ms | ${r.cpuMsPerRequest ?? "?"} ms | ${r.bytes.toLocaleString("en-GB")} |`,
    ),
  ].join("\n");
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, "reports.md"), `# Reports on ${data.bookings} bookings\n\n${markdown}\n`);
  fs.writeFileSync(path.join(resultsDir, "reports.json"), JSON.stringify({ env, data, rows }, null, 2) + "\n");
  console.log(`\n${markdown}\n`);
  if (count === 100_000) updateReadme(markdown, "bench-reports");
  else console.log(`A run on ${count} bookings (not 100,000): README.md is left alone.`);
}

try {
  if (process.env.BENCH_ONLY === "pages") await pagesOnly();
  else if (process.env.BENCH_ONLY === "reports") await reportsOnly();
  else await main();
} catch (error) {
  console.error(`\nbench failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
