// A site of a test's own: the built server (`node server.js`, the production start) on a free port and a
// data folder the test chooses, for tests that must kill it, restart it, or run it with other settings
// (RATE_LIMIT_MULTIPLIER=1, NODE_ENV=production) than the shared end-to-end server.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import Database from "better-sqlite3";
import { startFakeResend } from "../fakes/resend.js";
import { HUMAN_CHECK_MIN_FILL_MS } from "../setup/e2e-env.js";

export type SiteProcess = {
  url: string;
  port: number;
  dataDir: string;
  /** Everything the server printed, for assertions and for failure reports. */
  output: () => string;
  /** Stops it: SIGTERM for a clean stop, SIGKILL for a crash. Resolves when the process is gone. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
  process: ChildProcess;
};

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A fresh, empty data folder under tests/.tmp (removed first if a previous run left it). */
export function freshDataDir(name: string): string {
  const dir = path.resolve("tests/.tmp", `${name}-${process.pid}-${Date.now()}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Starts the built site and waits until its health check answers.
 * `env` is added to (and may override) the defaults below; pass `NODE_ENV: "production"` for a deployment.
 */
export async function startSite({
  dataDir,
  port,
  env = {},
  timeoutMs = 60_000,
}: {
  dataDir: string;
  port?: number;
  env?: Record<string, string | undefined>;
  timeoutMs?: number;
}): Promise<SiteProcess> {
  const sitePort = port ?? (await freePort());
  const { NODE_ENV: _ignored, ...inherited } = process.env;
  const merged: Record<string, string> = {};
  for (const [k, v] of Object.entries({
    ...inherited,
    PORT: String(sitePort),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SESSION_SECRET: "site-process-session-secret-long-enough",
    ADMIN_EMAIL: "admin@site.test",
    ADMIN_PASSWORD: "site-admin-password",
    // A deployment refuses a lower cost than its own (env.server.ts).
    SCRYPT_LOG_N: env.NODE_ENV === "production" ? undefined : "12",
    RATE_LIMIT_MULTIPLIER: "100",
    HUMAN_CHECK_MIN_FILL_MS: String(HUMAN_CHECK_MIN_FILL_MS),
    // No scheduled snapshot: its work at start would shift the crash tests' timing, and its writes (the backup
    // record in meta) would count as a form's in hostile-input.spec.ts. The backup specs take theirs on purpose.
    BACKUP_INTERVAL_MINUTES: "0",
    ...env,
  })) {
    if (v !== undefined) merged[k] = v;
  }
  let output = "";
  const child: ChildProcess = spawn(process.execPath, ["server.js"], {
    env: merged as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const url = `http://127.0.0.1:${sitePort}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the site exited (${child.exitCode}) before answering:\n${output}`);
    try {
      const res = await fetch(`${url}/resources/healthcheck`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the site did not answer within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    url,
    port: sitePort,
    dataDir,
    output: () => output,
    process: child,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/**
 * A site a crash test kills and starts again: its data folder and its port kept across starts (the fakes are told
 * its `url` before it runs), a fake Resend of its own, no demo. `start` runs it with the test's settings; `close`
 * stops the site, then the test's `fakes` and the fake Resend, and removes the folder.
 */
export async function siteToCrash(name: string) {
  const dataDir = freshDataDir(name);
  const port = await freePort();
  const resend = await startFakeResend();
  let site: SiteProcess | undefined;
  return {
    dataDir,
    url: `http://127.0.0.1:${port}`,
    resend,
    start: async (env: Record<string, string>) =>
      (site = await startSite({
        dataDir,
        port,
        env: { RESEND_API_KEY: "re_test_key", RESEND_BASE_URL: resend.url, SEED_DEMO: "off", ...env },
      })),
    close: async (...fakes: { close: () => Promise<unknown> }[]) => {
      await site?.stop();
      for (const fake of fakes) await fake.close();
      await resend.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Opens a site's SQLite file beside (or after) the server. */
export function openDb(dataDir: string, options?: Database.Options) {
  return new Database(path.join(dataDir, "app.db"), options);
}

/** The demo's catamaran day, by its id. */
export const CATAMARAN = "ile-aux-cerfs-catamaran";

/**
 * The catamaran day as the only package of a site started without the demo (SEED_DEMO=off: the demo's images take
 * seconds to make), with the demo's departures (09:30 every day, 120 seats) when `scheduled`; else it books any date.
 */
export function insertCatamaran(db: Database.Database, { scheduled = false } = {}) {
  db.prepare(
    "insert into packages (id, title, short_description, status) values (?, 'Île aux Cerfs Catamaran Day', 'A day on the lagoon', 'active')",
  ).run(CATAMARAN);
  if (scheduled)
    db.prepare(
      "insert into schedule_rules (package_id, weekdays, start_times, seats) values (?, '[1,2,3,4,5,6,7]', '[\"09:30\"]', 120)",
    ).run(CATAMARAN);
}

/** The rows of one statement on a site's SQLite file, read on a connection of its own that is closed at once. */
export function queryDb<T>(dataDir: string, sql: string, ...params: unknown[]): T[] {
  const db = openDb(dataDir, { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
