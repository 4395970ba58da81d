import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { loader } from "./resources.healthcheck";
import { getDb } from "~/db/db.server";
import { dataDir } from "~/utils/env.server";

// The route's loader, against the real temporary database.
const check = async () => {
  const res = await loader();
  return { status: res.status, text: await res.text(), cache: res.headers.get("Cache-Control") };
};
const heartbeat = () =>
  (getDb().$client.prepare("select value from meta where key = 'heartbeat'").get() as { value: string } | undefined)
    ?.value;

describe("the health check", () => {
  it("answers OK after writing the heartbeat row, a new value each time", async () => {
    expect(await check()).toEqual({ status: 200, text: "OK", cache: "no-store" });
    const first = heartbeat();
    expect(first).toBeTruthy();
    await check();
    expect(heartbeat()).not.toBe(first);
  });

  it("answers 503 while the database takes no write, though it still reads", async () => {
    getDb(); // the site's own connection is open
    // Another connection holds the write lock: every write of the site waits its busy timeout, then fails.
    const other = new Database(path.join(dataDir(), "app.db"));
    other.exec("BEGIN IMMEDIATE");
    try {
      expect(getDb().$client.prepare("select 1 as one").get()).toEqual({ one: 1 });
      const result = await check();
      expect(result).toMatchObject({ status: 503, text: "ERROR: the database refused a write", cache: "no-store" });
    } finally {
      other.exec("ROLLBACK");
      other.close();
    }
    expect((await check()).status).toBe(200);
  });
});
