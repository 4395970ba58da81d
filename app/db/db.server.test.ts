import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { dataDir } from "~/utils/env.server";
import { getDb, openDatabase } from "./db.server";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "db-modes-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
const mode = (file: string) => fs.statSync(file).mode & 0o777;

describe("the database holds guests' data: only the site's own user reads it", () => {
  it("a new database and its WAL files are 0600, a folder made for it 0700", () => {
    const folder = path.join(scratch, "new", "data");
    const file = path.join(folder, "app.db");
    const db = openDatabase(file);
    db.$client.prepare("create table guests (name text)").run();
    db.$client.prepare("insert into guests values ('Amelia')").run();
    try {
      for (const f of [file, `${file}-wal`, `${file}-shm`]) expect(mode(f), f).toBe(0o600);
      expect(mode(folder)).toBe(0o700);
    } finally {
      db.$client.close();
    }
  });

  it("a database from before the rule (world-readable) is made private when it is opened", () => {
    const file = path.join(scratch, "old.db");
    openDatabase(file).$client.close();
    for (const f of [file, `${file}-wal`, `${file}-shm`]) if (fs.existsSync(f)) fs.chmodSync(f, 0o644);
    fs.writeFileSync(`${file}-wal`, "");
    fs.chmodSync(`${file}-wal`, 0o644);
    const db = openDatabase(file);
    try {
      for (const f of [file, `${file}-wal`, `${file}-shm`]) expect(mode(f), f).toBe(0o600);
    } finally {
      db.$client.close();
    }
  });

  it("the site's data folder is 0700", () => {
    getDb();
    expect(mode(dataDir())).toBe(0o700);
    expect(mode(path.join(dataDir(), "app.db"))).toBe(0o600);
  });
});
