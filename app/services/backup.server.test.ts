// Snapshots and restores on real SQLite files and real folders, and their copies off the machine to a fake S3 server
// on loopback (tests/fakes/s3.js). Each restore goes into a data folder of its own, as an operator's would.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import Database from "better-sqlite3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeS3 } from "../../tests/fakes/s3.js";
import { getDb } from "~/db/db.server";
import { listAudit } from "~/models/audit.server";
import { getBackupRecord } from "~/models/backup.server";
import { createBooking } from "~/models/booking.server";
import { createPackage, newPackageId, storePackageImages } from "~/models/package.server";
import { setPolicy } from "~/models/policy.server";
import { dataDir, reloadEnv } from "~/utils/env.server";
import { openObjectStore, s3Settings } from "~/utils/s3.server";
import type { Manifest } from "~/utils/snapshot-files.server";
import { storePdf, uploadsDir } from "~/utils/storage.server";
import { backupsDir, BackupBusy, restoreSnapshot, runScheduledBackup, takeBackup } from "./backup.server";
import { packageWords } from "../../tests/unit/model-fixtures";

const home = dataDir();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "backup-test-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** Runs `fn` with settings changed, then puts them back (the site's own data folder included). */
async function withEnv<T>(env: Record<string, string | undefined>, fn: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  const set = (values: Record<string, string | undefined>) => {
    for (const [k, v] of Object.entries(values)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    reloadEnv();
  };
  set(env);
  try {
    return await fn();
  } finally {
    set(saved);
  }
}

/** A fresh, empty data folder to restore into. */
let folders = 0;
const emptyFolder = () => {
  const dir = path.join(scratch, `restored-${++folders}`);
  fs.mkdirSync(dir);
  return dir;
};
const restoreInto = (dir: string, source: string, options?: { fromS3?: boolean }) =>
  withEnv({ DATA_DIR: dir }, () => restoreSnapshot(source, options));

let packageId: string;
const references: string[] = [];

beforeAll(async () => {
  const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: "#0E7C86" } })
    .png()
    .toBuffer();
  packageId = newPackageId();
  const stored = await storePackageImages(packageId, [
    new File([new Uint8Array(png)], "lagoon.png", { type: "image/png" }),
  ]);
  if (!stored.ok) throw new Error(stored.message);
  createPackage(packageWords("Lagoon day"), stored.images, packageId);
  setPolicy("termsAndConditions", {
    key: await storePdf(Buffer.from("%PDF-1.4 terms"), "policies/termsAndConditions.pdf"),
  });
  for (let i = 0; i < 3; i++) {
    const { booking } = createBooking(
      {
        name: "Asha",
        surname: `Guest${i}`,
        email: `guest${i}@example.mu`,
        phone: "+23057123456",
        date: "2030-01-01",
        adults: 2,
        children: 0,
        infants: 0,
      },
      { packageId, packageTitle: "Lagoon day", userId: null, humanChecked: true, formKey: null },
    );
    references.push(booking.reference);
  }
});

describe("a snapshot and its restore", () => {
  it("takes the database and the uploads, records it, and restores both into an empty folder that passes every check", async () => {
    const outcome = await takeBackup({ trigger: "script" });
    expect(outcome.error).toBeUndefined();
    const snapshot = outcome.snapshot!;
    expect(snapshot.folder).toBe(path.join(backupsDir(), snapshot.name));
    expect(fs.readdirSync(snapshot.folder).sort()).toEqual(["app.db.gz", "manifest.json", "uploads"]);
    const { manifest } = snapshot;
    expect(manifest.counts.bookings).toBe(3);
    const keys = manifest.files.map((f) => f.key);
    expect(keys).toContain("policies/termsAndConditions.pdf");
    expect(keys.some((k) => k.startsWith(`packages/${packageId}/`))).toBe(true);
    expect(manifest.missingFiles).toEqual([]);
    // The uploads are hard links of the site's own files: no space used twice.
    const policy = "policies/termsAndConditions.pdf";
    expect(fs.statSync(path.join(snapshot.folder, "uploads", policy)).ino).toBe(
      fs.statSync(path.join(uploadsDir(), policy)).ino,
    );
    expect(getBackupRecord("local")).toMatchObject({ ok: true, name: snapshot.name, lastOkName: snapshot.name });
    // No S3 settings: nothing off the machine, nothing recorded for it.
    expect(outcome.offsite).toBeNull();
    expect(getBackupRecord("offsite")).toBeNull();

    const target = emptyFolder();
    const report = await restoreInto(target, snapshot.folder);
    expect(report.lines.join("\n")).toContain("integrity_check: ok");
    expect(report.ok).toBe(true);
    expect(fs.readdirSync(target).sort()).toEqual(["app.db", "uploads"]);
    const restored = new Database(path.join(target, "app.db"), { readonly: true });
    try {
      expect(restored.prepare("select reference from bookings order by reference").pluck().all()).toEqual(
        [...references].sort(),
      );
    } finally {
      restored.close();
    }
    for (const key of keys)
      expect(fs.readFileSync(path.join(target, "uploads", key))).toEqual(fs.readFileSync(path.join(uploadsDir(), key)));
  });

  it("a policy replaced after the snapshot leaves the snapshot's copy as it was (stored files are new files, never rewritten)", async () => {
    const { snapshot } = await takeBackup({ trigger: "script" });
    const key = "policies/termsAndConditions.pdf";
    const before = fs.readFileSync(path.join(snapshot!.folder, "uploads", key));
    await storePdf(Buffer.from("%PDF-1.4 the new terms"), key);
    expect(fs.readFileSync(path.join(uploadsDir(), key), "utf8")).toBe("%PDF-1.4 the new terms");
    expect(fs.readFileSync(path.join(snapshot!.folder, "uploads", key))).toEqual(before);
  });

  it("a second snapshot (the button pressed twice at once) is the same run, and another process's run makes it wait its turn", async () => {
    const [a, b] = await Promise.all([takeBackup({ trigger: "admin" }), takeBackup({ trigger: "admin" })]);
    expect(a).toBe(b);
    const lock = path.join(backupsDir(), ".lock");
    // A live process (this test's parent) holds the lock: refused, with who holds it.
    fs.writeFileSync(lock, JSON.stringify({ pid: process.ppid, at: new Date().toISOString() }));
    await expect(takeBackup({ trigger: "admin" })).rejects.toThrow(BackupBusy);
    await expect(takeBackup({ trigger: "admin" })).rejects.toThrow(`another process (${process.ppid}`);
    // A lock whose number now belongs to a process started after it was written (a restart) is taken over.
    const newer = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30_000)"]);
    try {
      fs.writeFileSync(lock, JSON.stringify({ pid: newer.pid, at: new Date(Date.now() - 3600_000).toISOString() }));
      expect((await takeBackup({ trigger: "admin" })).snapshot).not.toBeNull();
    } finally {
      newer.kill();
    }
    // A lock left by a process that is gone is taken over.
    fs.writeFileSync(lock, JSON.stringify({ pid: 2 ** 22 + 17, at: new Date().toISOString() }));
    expect((await takeBackup({ trigger: "admin" })).snapshot).not.toBeNull();
    expect(fs.existsSync(lock)).toBe(false);
  });

  it("refuses a data folder without a database (a wrong DATA_DIR), creating nothing there", async () => {
    const dir = emptyFolder();
    await expect(withEnv({ DATA_DIR: dir }, () => takeBackup({ trigger: "script" }))).rejects.toThrow(
      `There is no database at ${path.join(dir, "app.db")}`,
    );
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("an admin's backup is a line in the audit log", async () => {
    const { snapshot } = await takeBackup({ trigger: "admin", actor: { id: null, email: "boss@example.mu" } });
    const row = listAudit({ action: "backup.create", actor: "boss@example.mu" }).rows[0];
    expect(row).toMatchObject({
      targetKind: "backup",
      targetId: snapshot!.name,
      changes: { files: snapshot!.manifest.files.length, offMachine: "not configured" },
    });
  });
});

describe("snapshots hold guests' data: only the site's own user reads them", () => {
  const mode = (file: string) => fs.statSync(file).mode & 0o777;
  it("backups/ and each snapshot's folders are 0700, its files 0600; a restore's database, files and folders the same", async () => {
    const { snapshot } = await takeBackup({ trigger: "script" });
    const folder = snapshot!.folder;
    expect(mode(backupsDir())).toBe(0o700);
    expect(mode(folder)).toBe(0o700);
    expect(mode(path.join(folder, "app.db.gz"))).toBe(0o600);
    expect(mode(path.join(folder, "manifest.json"))).toBe(0o600);
    expect(mode(path.join(folder, "uploads"))).toBe(0o700);
    expect(mode(path.join(folder, "uploads", "policies"))).toBe(0o700);

    const target = path.join(emptyFolder(), "data");
    const report = await restoreInto(target, folder);
    expect(report.ok).toBe(true);
    expect(mode(target)).toBe(0o700);
    expect(mode(path.join(target, "app.db"))).toBe(0o600);
    expect(mode(path.join(target, "uploads"))).toBe(0o700);
    expect(mode(path.join(target, "uploads", "policies"))).toBe(0o700);
    for (const { key } of snapshot!.manifest.files) expect(mode(path.join(target, "uploads", key)), key).toBe(0o600);
  });
});

describe("restore refuses or reports", () => {
  it("refuses a data folder that already holds a database, and says so", async () => {
    const { snapshot } = await takeBackup({ trigger: "script" });
    const target = emptyFolder();
    fs.writeFileSync(path.join(target, "app.db"), "a site's database");
    const report = await restoreInto(target, snapshot!.folder);
    expect(report.ok).toBe(false);
    expect(report.lines.join("\n")).toContain(`${target} already holds app.db`);
    expect(fs.readFileSync(path.join(target, "app.db"), "utf8")).toBe("a site's database");
  });

  it("finds a snapshot by its name in the data folder's backups/, and names the ones there when it cannot", async () => {
    const { snapshot } = await takeBackup({ trigger: "script" });
    const target = emptyFolder();
    fs.cpSync(backupsDir(), path.join(target, "backups"), { recursive: true });
    const missing = await restoreInto(target, "2020-01-01T00-00-00.000Z");
    expect(missing.ok).toBe(false);
    expect(missing.lines[0]).toContain(
      `There is no snapshot at 2020-01-01T00-00-00.000Z. The snapshots in ${path.join(target, "backups")}:`,
    );
    expect(missing.lines[0]).toContain(snapshot!.name);
    expect((await restoreInto(target, snapshot!.name)).ok).toBe(true);
  });

  it("a file the database points at that is missing from the snapshot fails the restore, and nothing is put in place", async () => {
    const { snapshot } = await takeBackup({ trigger: "script" });
    const copy = path.join(scratch, `damaged-${snapshot!.name}`);
    fs.cpSync(snapshot!.folder, copy, { recursive: true });
    const image = snapshot!.manifest.files.find((f) => f.key.startsWith("packages/"))!.key;
    fs.rmSync(path.join(copy, "uploads", image));
    const target = emptyFolder();
    const report = await restoreInto(target, copy);
    expect(report.ok).toBe(false);
    const text = report.lines.join("\n");
    expect(text).toContain(`FAILED: ${image} is missing from the snapshot.`);
    expect(text).toContain(`FAILED: The database points at ${image}, which is not in the restored uploads.`);
    expect(fs.existsSync(path.join(target, "app.db"))).toBe(false);
  });

  it("a file already gone from the site when the snapshot was taken is a note, not a failure", async () => {
    const key = `users/someone/gone-200.webp`;
    getDb()
      .$client.prepare(
        "insert into users (id, email, password_hash, image) values ('someone', 'gone@example.mu', 'x', ?)",
      )
      .run(key);
    try {
      const { snapshot } = await takeBackup({ trigger: "script" });
      expect(snapshot!.manifest.missingFiles).toEqual([key]);
      const report = await restoreInto(emptyFolder(), snapshot!.folder);
      expect(report.ok).toBe(true);
      expect(report.lines.join("\n")).toContain(`already gone from the site when the snapshot was taken: ${key}`);
    } finally {
      getDb().$client.prepare("delete from users where id = 'someone'").run();
    }
  });

  it("a corrupted database fails the restore: its bytes no longer match the manifest, or integrity_check finds it", async () => {
    const { snapshot } = await takeBackup({ trigger: "script" });
    const copy = path.join(scratch, `corrupt-${snapshot!.name}`);
    fs.cpSync(snapshot!.folder, copy, { recursive: true });
    const gz = path.join(copy, "app.db.gz");
    const bytes = fs.readFileSync(gz);
    bytes[Math.floor(bytes.length / 2)] ^= 0xff;
    fs.writeFileSync(gz, bytes);
    const report = await restoreInto(emptyFolder(), copy);
    expect(report.ok).toBe(false);
    expect(report.lines.join("\n")).toMatch(/FAILED: The database (does not match its manifest|could not be read)/);

    // A database that still matches its manifest but whose index no longer matches its table: integrity_check says so.
    const raw = path.join(scratch, "raw.db");
    fs.writeFileSync(raw, zlib.gunzipSync(fs.readFileSync(path.join(snapshot!.folder, "app.db.gz"))));
    const db = new Database(raw);
    db.unsafeMode(true);
    db.pragma("writable_schema = ON");
    db.prepare(
      "update sqlite_master set sql = 'CREATE INDEX bookings_date_idx ON bookings(email)' where name = 'bookings_date_idx'",
    ).run();
    db.close();
    const bytes2 = fs.readFileSync(raw);
    const manifest = JSON.parse(fs.readFileSync(path.join(copy, "manifest.json"), "utf8"));
    manifest.database.sha256 = crypto.createHash("sha256").update(bytes2).digest("hex");
    fs.writeFileSync(path.join(copy, "manifest.json"), JSON.stringify(manifest));
    fs.writeFileSync(gz, zlib.gzipSync(bytes2));
    const damaged = await restoreInto(emptyFolder(), copy);
    expect(damaged.ok).toBe(false);
    expect(damaged.lines.join("\n")).toMatch(/FAILED: integrity_check: row \d+ missing from index bookings_date_idx/);
  });
});

describe("a snapshot whose manifest would write outside its folder is refused as a whole, before anything is written", () => {
  const sha256 = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");
  let good: { name: string; folder: string };
  beforeAll(async () => {
    good = (await takeBackup({ trigger: "script" })).snapshot!;
  });

  /** A copy of the good snapshot, deep in this test's scratch folder (so that its keys' ../ land there), its manifest changed. */
  let copies = 0;
  function tampered(change: (manifest: Manifest) => void) {
    const copy = path.join(scratch, `evil-${++copies}`, "a", "b", "c", good.name);
    fs.cpSync(good.folder, copy, { recursive: true });
    const manifest = JSON.parse(fs.readFileSync(path.join(copy, "manifest.json"), "utf8")) as Manifest;
    change(manifest);
    fs.writeFileSync(path.join(copy, "manifest.json"), JSON.stringify(manifest));
    return copy;
  }
  /** Where a key would land from the restore's staging folder inside `target` (its ../ followed). */
  const landing = (target: string, key: string) => path.resolve(target, ".partial-restore", "uploads", key);

  it.each([
    (n: string) => `../../../${n}`,
    (n: string) => `packages/../../../../${n}`,
    (n: string) => `/${n}`,
    (n: string) => `%2e%2e/%2e%2e/%2e%2e/${n}`,
    (n: string) => `..\\..\\..\\${n}`,
    (n: string) => `packages/./${n}`,
    (n: string) => `packages//${n}`,
    (n: string) => `packages/${n}\u0000.webp`,
    () => "",
  ])("a file's key: %s", async (keyOf) => {
    const name = `escaped-${copies + 1}.txt`;
    const key = keyOf(name);
    const bytes = Buffer.from("not a stored file");
    const copy = tampered((m) => m.files.push({ key, bytes: bytes.length, sha256: sha256(bytes) }));
    // The file is where the key points from the snapshot: only the check of the key itself can stop it.
    const source = path.join(copy, "uploads", key.replace("\u0000", ""));
    if (key) {
      fs.mkdirSync(path.dirname(source), { recursive: true });
      fs.writeFileSync(source, bytes);
    }
    const target = emptyFolder();
    const report = await restoreInto(target, copy);
    expect(report.ok).toBe(false);
    expect(report.lines.join("\n")).toContain(
      `lists a file whose name leaves the snapshot's folder or is not a stored file's: ${JSON.stringify(key)}`,
    );
    expect(report.lines.join("\n")).toContain("The snapshot is refused; nothing was written.");
    expect(fs.readdirSync(target)).toEqual([]);
    expect(fs.existsSync(landing(target, name))).toBe(false);
    expect(fs.existsSync(path.join(scratch, name))).toBe(false);
  });

  it.each([
    ["its name", (m: Manifest) => void (m.name = "../../../escaped-by-name")],
    ["a file's sha256", (m: Manifest) => void (m.files[0].sha256 = "../../snapshots/other/app.db.gz")],
    ["a file's size", (m: Manifest) => void ((m.files[0] as { bytes: unknown }).bytes = "12")],
    ["its time", (m: Manifest) => void (m.startedAt = "\u001b]0;owned\u0007")],
    ["a key listed twice", (m: Manifest) => void m.files.push(m.files[0])],
    [
      "a key that is another's folder",
      (m: Manifest) => void m.files.push({ ...m.files[0], key: m.files[0].key.split("/")[0] }),
    ],
  ])("%s", async (_, change) => {
    const target = emptyFolder();
    const report = await restoreInto(target, tampered(change));
    expect(report.ok).toBe(false);
    expect(report.lines.join("\n")).toContain("The snapshot is refused; nothing was written.");
    expect(fs.readdirSync(target)).toEqual([]);
    expect(fs.existsSync(path.join(path.dirname(target), "escaped-by-name"))).toBe(false);
  });

  it("a file of the snapshot that is a symbolic link to one outside it", async () => {
    const secret = path.join(scratch, "secret.txt");
    fs.writeFileSync(secret, "the host's secret");
    const key = "packages/innocent.webp";
    const copy = tampered((m) =>
      m.files.push({ key, bytes: fs.statSync(secret).size, sha256: sha256(fs.readFileSync(secret)) }),
    );
    fs.mkdirSync(path.join(copy, "uploads", "packages"), { recursive: true });
    fs.symlinkSync(secret, path.join(copy, "uploads", key));
    const target = emptyFolder();
    const report = await restoreInto(target, copy);
    expect(report.ok).toBe(false);
    expect(report.lines.join("\n")).toContain(`${key} is not a file inside the snapshot`);
    expect(fs.readdirSync(target)).toEqual([]);
  });

  it("a file put into the uploads by hand under a name restore refuses is left out of the snapshot, which restores", async () => {
    const odd = ["by\\hand.txt", "100%2e.txt"];
    for (const name of odd) fs.writeFileSync(path.join(uploadsDir(), name), "x");
    try {
      const { snapshot } = await takeBackup({ trigger: "script" });
      expect(snapshot!.manifest.files.map((f) => f.key)).not.toContain(odd[0]);
      expect(snapshot!.manifest.files.map((f) => f.key)).not.toContain(odd[1]);
      expect((await restoreInto(emptyFolder(), snapshot!.folder)).ok).toBe(true);
    } finally {
      for (const name of odd) fs.rmSync(path.join(uploadsDir(), name));
    }
  });

  it("from the bucket: refused before anything is downloaded", async () => {
    const s3 = await startFakeS3();
    try {
      const name = (await withEnv(s3.env(), () => takeBackup({ trigger: "script" }))).snapshot!.name;
      const store = await withEnv(s3.env(), async () => openObjectStore(s3Settings()!));
      const manifest = JSON.parse((await s3.read(`snapshots/${name}/manifest.json`)).toString("utf8")) as Manifest;
      const bytes = Buffer.from("would overwrite any file the process can write");
      const key = "../../../../escaped-from-s3.txt";
      manifest.files.push({ key, bytes: bytes.length, sha256: sha256(bytes) });
      await store.put(`files/${sha256(bytes)}`, bytes);
      await store.put(`snapshots/${name}/manifest.json`, Buffer.from(JSON.stringify(manifest)));
      const target = emptyFolder();
      const report = await withEnv(s3.env(), () => restoreInto(target, name, { fromS3: true }));
      expect(report.ok).toBe(false);
      expect(report.lines.join("\n")).toContain(
        `lists a file whose name leaves the snapshot's folder or is not a stored file's: ${JSON.stringify(key)}`,
      );
      expect(fs.readdirSync(target)).toEqual([]);
      expect(fs.existsSync(path.resolve(target, "backups", ".partial-download", "uploads", key))).toBe(false);
      expect(fs.existsSync(path.join(scratch, "escaped-from-s3.txt"))).toBe(false);
    } finally {
      await s3.close();
    }
  });
});

describe("off the machine", () => {
  it("copies each snapshot to S3-compatible storage (stored files once, by content), and restores from there", async () => {
    const s3 = await startFakeS3();
    try {
      const outcome = await withEnv(s3.env("lagoon"), () => takeBackup({ trigger: "script" }));
      const name = outcome.snapshot!.name;
      expect(outcome.offsite).toMatchObject({ ok: true, name });
      expect(getBackupRecord("offsite")).toMatchObject({ ok: true, name });
      const keys = await s3.keys("lagoon/");
      expect(keys).toContain(`lagoon/snapshots/${name}/manifest.json`);
      expect(keys).toContain(`lagoon/snapshots/${name}/app.db.gz`);
      const manifest = JSON.parse((await s3.read(`lagoon/snapshots/${name}/manifest.json`)).toString("utf8"));
      expect(manifest.name).toBe(name);
      expect(await s3.read(`lagoon/snapshots/${name}/app.db.gz`)).toEqual(
        fs.readFileSync(path.join(outcome.snapshot!.folder, "app.db.gz")),
      );
      for (const f of manifest.files)
        expect(await s3.read(`lagoon/files/${f.sha256}`)).toEqual(fs.readFileSync(path.join(uploadsDir(), f.key)));

      // The next one adds its database and manifest; the files did not change, so none is sent again.
      const files = keys.filter((k) => k.startsWith("lagoon/files/"));
      const next = await withEnv(s3.env("lagoon"), () => takeBackup({ trigger: "script" }));
      expect((await s3.keys("lagoon/files/")).length).toBe(files.length);
      expect(await s3.keys(`lagoon/snapshots/${next.snapshot!.name}/`)).toHaveLength(2);

      // Brought back from the storage alone, into a folder that has never seen it.
      const target = emptyFolder();
      const report = await withEnv(s3.env("lagoon"), () => restoreInto(target, next.snapshot!.name, { fromS3: true }));
      expect(report.lines.join("\n")).toContain("integrity_check: ok");
      expect(report.ok).toBe(true);
      const restored = new Database(path.join(target, "app.db"), { readonly: true });
      expect(restored.prepare("select count(*) from bookings").pluck().get()).toBe(3);
      restored.close();
    } finally {
      await s3.close();
    }
  });

  it("a failed copy is recorded, not thrown; the snapshot stays on the machine, and the next run copies it", async () => {
    const s3 = await startFakeS3();
    try {
      const wrongKey = { ...s3.env(), BACKUP_S3_ACCESS_KEY_ID: "NOT-A-KEY" };
      const failed = await withEnv(wrongKey, () => takeBackup({ trigger: "schedule" }));
      expect(failed.snapshot).not.toBeNull();
      expect(failed.offsite).toMatchObject({ ok: false, error: expect.stringContaining("InvalidAccessKeyId") });
      const record = getBackupRecord("offsite")!;
      expect(record).toMatchObject({ ok: false, error: expect.stringContaining("InvalidAccessKeyId") });
      expect(record.failingSince).toBe(record.at);
      expect(await s3.keys()).toEqual([]);

      // The storage not listening at all: recorded too, the first failure kept.
      const closed = { ...s3.env(), BACKUP_S3_ENDPOINT: "http://127.0.0.1:9" };
      await withEnv(closed, () => takeBackup({ trigger: "schedule" }));
      expect(getBackupRecord("offsite")).toMatchObject({
        ok: false,
        failingSince: record.failingSince,
        error: expect.stringMatching(/ECONNREFUSED/),
      });

      // Right again: the newest snapshot is copied.
      const ok = await withEnv(s3.env(), () => takeBackup({ trigger: "schedule" }));
      expect(getBackupRecord("offsite")).toMatchObject({ ok: true, name: ok.snapshot!.name });
      expect(await s3.keys(`snapshots/${ok.snapshot!.name}/`)).toHaveLength(2);
    } finally {
      await s3.close();
    }
  });
});

describe("the schedule", () => {
  it("takes a backup when the last attempt began an interval ago, and not before", async () => {
    const last = getBackupRecord("local")!;
    const at = new Date(last.at);
    await withEnv({ BACKUP_INTERVAL_MINUTES: "60" }, async () => {
      expect(await runScheduledBackup(new Date(at.getTime() + 59 * 60_000))).toBeNull();
      expect(getBackupRecord("local")!.at).toBe(last.at);
      const due = await runScheduledBackup(new Date(at.getTime() + 60 * 60_000));
      expect(due?.snapshot).not.toBeNull();
      expect(getBackupRecord("local")!.at).not.toBe(last.at);
    });
    await withEnv({ BACKUP_INTERVAL_MINUTES: "0" }, async () => {
      expect(await runScheduledBackup(new Date(Date.now() + 365 * 24 * 3600_000))).toBeNull();
    });
  });
});

it("uses the site's data folder", () => {
  expect(dataDir()).toBe(home);
});
