import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { expect, test } from "./fixtures";
import { startFakeS3 } from "../fakes/s3.js";
import { CATAMARAN, freshDataDir, insertCatamaran, openDb, queryDb, startSite, type SiteProcess } from "./site-process";
import { mauritiusDate } from "./support";

// The built site takes bookings without a pause while `npm run backup` (a process of its own, as an operator runs
// it) takes a snapshot and copies it to S3-compatible storage (a fake on loopback). `npm run restore` brings that
// snapshot into other, empty data folders: from this machine's backups, and from the storage alone (a site moved
// to a new machine). Every booking the site acknowledged before the backup began must be in the restored
// database, which must pass the restore's checks, and the site must start and serve on it.

const PACKAGE = CATAMARAN; // no schedule: one adult a booking, on dates spread over two months
const WRITERS = 3;
const SESSION_SECRET = "site-process-session-secret-long-enough";

type Ack = { reference: string; at: number };

/** Runs an npm script to its end, on a data folder and settings of its own (no NODE_ENV: the embedded defaults, as the site). */
function npmRun(script: string, args: string[], env: Record<string, string>) {
  const { NODE_ENV: _unset, ...inherited } = process.env;
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const childEnv: Record<string, string | undefined> = { ...inherited, SESSION_SECRET, ...env };
    const child = spawn("npm", ["run", "--silent", script, "--", ...args], { env: childEnv as NodeJS.ProcessEnv });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d));
    child.stderr.on("data", (d: Buffer) => (output += d));
    child.on("exit", (code: number | null) => resolve({ code, output }));
  });
}

/**
 * A booking as the form with JavaScript sends it on the embedded defaults (the development human check's token, a
 * fresh one-time form key): acknowledged when the answer is the redirect to its confirmation page.
 */
async function book(url: string, n: number): Promise<string | null> {
  const body = new URLSearchParams({
    name: "Backup",
    surname: `Guest${n}`,
    email: `backup-${n}@example.mu`,
    phone: "+23057123456",
    date: mauritiusDate(10 + (n % 60)),
    adults: "1",
    children: "0",
    infants: "0",
    message: "",
    terms: "on",
    website: "",
    js: "1",
    "cf-turnstile-response": "development-human-check-passed",
    formKey: crypto.randomUUID(),
  });
  const res = await fetch(`${url}/book/${PACKAGE}`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { Origin: url },
  });
  await res.arrayBuffer();
  return /^\/booking-confirmation\/([A-Z0-9-]+)$/.exec(res.headers.get("location") ?? "")?.[1] ?? null;
}

/**
 * The one package the test books, with one stored image, written beside the running site: the demo's packages would
 * take seconds to make (each image in every size), and one image is enough to see the uploads restored.
 */
async function addPackage(dataDir: string) {
  const key = `packages/${PACKAGE}/lagoon.webp`;
  fs.mkdirSync(path.join(dataDir, "uploads", "packages", PACKAGE), { recursive: true });
  await sharp({ create: { width: 64, height: 32, channels: 3, background: "#0e7c86" } })
    .webp()
    .toFile(path.join(dataDir, "uploads", key));
  const db = openDb(dataDir);
  insertCatamaran(db);
  // Its one size is its variant: the page shows an image by its variants.
  db.prepare(
    "insert into package_images (package_id, name, url, width, height, variants) values (?, 'lagoon.webp', ?, 64, 32, ?)",
  ).run(PACKAGE, key, JSON.stringify([{ width: 64, height: 32, key }]));
  db.close();
}

const references = (dataDir: string) =>
  new Set(queryDb<{ reference: string }>(dataDir, "select reference from bookings").map((row) => row.reference));

test.describe("backup and restore on the built server @js-only", () => {
  test("a snapshot taken while bookings are written, restored elsewhere (from this machine and from S3), holds every booking acknowledged before it began, and the site serves it", async () => {
    test.setTimeout(180_000);
    const live = freshDataDir("backup-live");
    const restored = freshDataDir("backup-restored");
    const moved = freshDataDir("backup-moved");
    const s3 = await startFakeS3();
    const sites: SiteProcess[] = [];
    try {
      // The schedule off: the snapshot under test is the command's.
      const site = await startSite({ dataDir: live, env: { BACKUP_INTERVAL_MINUTES: "0", SEED_DEMO: "off" } });
      sites.push(site);
      await addPackage(live);
      const acks: Ack[] = [];
      let writing = true;
      let n = 0;
      const writers = Array.from({ length: WRITERS }, async () => {
        while (writing) {
          const reference = await book(site.url, n++);
          if (!reference) throw new Error(`booking ${n} was not acknowledged`);
          acks.push({ reference, at: Date.now() });
        }
      });
      const writersDone = Promise.all(writers);
      await expect.poll(() => acks.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(20);

      const backupBegan = Date.now();
      const acknowledgedBefore = acks.filter((a) => a.at < backupBegan).map((a) => a.reference);
      const backup = await npmRun("backup", [], { DATA_DIR: live, ...s3.env("lagoon") });
      const acknowledgedDuring = acks.filter((a) => a.at >= backupBegan).length;
      // A few more after it, then the writers stop.
      const after = acks.length;
      await expect.poll(() => acks.length, { timeout: 30_000 }).toBeGreaterThan(after + 5);
      writing = false;
      await writersDone;

      expect(backup.code, backup.output).toBe(0);
      expect(acknowledgedDuring, "bookings acknowledged while the backup ran").toBeGreaterThan(0);
      const name = /Snapshot (\S+) written to (\S+)/.exec(backup.output)?.[1];
      const folder = /Snapshot (\S+) written to (\S+)/.exec(backup.output)?.[2];
      expect(name, backup.output).toBeTruthy();
      expect(folder).toBe(path.join(live, "backups", name!));
      expect(backup.output).toContain(`Copied off the machine: ${name}`);
      expect(await s3.keys(`lagoon/snapshots/${name}/`)).toEqual([
        `lagoon/snapshots/${name}/app.db.gz`,
        `lagoon/snapshots/${name}/manifest.json`,
      ]);

      // Restored from this machine's snapshot into an empty folder: checked, then every acknowledged booking is there.
      const restore = await npmRun("restore", [folder!], { DATA_DIR: restored });
      expect(restore.code, restore.output).toBe(0);
      expect(restore.output).toContain("integrity_check: ok");
      expect(restore.output).toContain("foreign_key_check: no row points at a missing one");
      const inSnapshot = references(restored);
      expect(acknowledgedBefore.filter((r) => !inSnapshot.has(r))).toEqual([]);
      // The site went on meanwhile: bookings after the snapshot are in the live database, not in the snapshot.
      const later = acks.filter((a) => !inSnapshot.has(a.reference));
      expect(later.length).toBeGreaterThan(0);
      expect(references(live).size).toBeGreaterThan(inSnapshot.size);

      // A folder that holds a database is refused, and left as it is.
      const again = await npmRun("restore", [folder!], { DATA_DIR: restored });
      expect(again.code).toBe(1);
      expect(again.output).toContain(`${restored} already holds app.db`);

      // A snapshot whose manifest lists a file with ../ (the file there, beside it) is refused whole: exit 1, nothing written.
      const evil = freshDataDir("backup-evil");
      const copy = path.join(evil, "a", "b", name!);
      fs.cpSync(folder!, copy, { recursive: true });
      const escaped = `escaped-${Date.now()}.txt`;
      const key = `../../../../${escaped}`;
      fs.writeFileSync(path.join(copy, "uploads", key), "x");
      const manifest = JSON.parse(fs.readFileSync(path.join(copy, "manifest.json"), "utf8")) as { files: object[] };
      manifest.files.push({ key, bytes: 1, sha256: crypto.createHash("sha256").update("x").digest("hex") });
      fs.writeFileSync(path.join(copy, "manifest.json"), JSON.stringify(manifest));
      const target = path.join(evil, "target");
      const refused = await npmRun("restore", [copy], { DATA_DIR: target });
      expect(refused.code, refused.output).toBe(1);
      expect(refused.output).toContain(
        `lists a file whose name leaves the snapshot's folder or is not a stored file's: ${JSON.stringify(key)}`,
      );
      expect(refused.output).toContain("The snapshot is refused; nothing was written.");
      expect(fs.existsSync(target)).toBe(false);
      expect(fs.existsSync(path.resolve(target, ".partial-restore", "uploads", key))).toBe(false);
      fs.rmSync(evil, { recursive: true, force: true });

      // Moved: restored on "another machine" from the storage alone.
      const fromS3 = await npmRun("restore", ["--from-s3", name!], { DATA_DIR: moved, ...s3.env("lagoon") });
      expect(fromS3.code, fromS3.output).toBe(0);
      expect(references(moved)).toEqual(inSnapshot);

      // The site starts on the restored folder and serves what it holds: a booking, the package page and its images.
      const back = await startSite({ dataDir: restored, env: { BACKUP_INTERVAL_MINUTES: "0", SEED_DEMO: "off" } });
      sites.push(back);
      const first = acknowledgedBefore[0];
      const confirmation = await fetch(`${back.url}/booking-confirmation/${first}`);
      expect(confirmation.status).toBe(200);
      expect(await confirmation.text()).toContain(first);
      const page = await (await fetch(`${back.url}/info/${PACKAGE}`)).text();
      const image = /src="(\/files\/packages\/[^"]+\.webp)"/.exec(page)?.[1];
      expect(image, "the package page shows a stored image").toBeTruthy();
      expect((await fetch(`${back.url}${image}`)).status).toBe(200);
      test.info().annotations.push({
        type: "backup",
        description: `${acknowledgedBefore.length} acknowledged before the backup, ${acknowledgedDuring} while it ran, ${inSnapshot.size} in the snapshot, ${acks.length} in all`,
      });
    } finally {
      for (const s of sites) await s.stop();
      await s3.close();
      for (const dir of [live, restored, moved]) fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
