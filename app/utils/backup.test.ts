import { describe, expect, it } from "vitest";
import {
  isBackupDue,
  isOverdue,
  nextRecord,
  snapshotName,
  snapshotsToKeep,
  snapshotTime,
  type BackupRecord,
} from "~/utils/backup";

const HOUR = 3600_000;
const now = new Date("2026-11-24T10:30:00.000Z");
const ago = (hours: number) => snapshotName(new Date(now.getTime() - hours * HOUR));

describe("snapshot names", () => {
  it("are the UTC instant, safe in a file name, and read back exactly", () => {
    const at = new Date("2026-11-24T09:05:07.042Z");
    expect(snapshotName(at)).toBe("2026-11-24T09-05-07.042Z");
    expect(snapshotTime("2026-11-24T09-05-07.042Z")).toEqual(at);
  });
  it("anything else is not a snapshot", () => {
    for (const other of [
      ".partial-2026-11-24T09-05-07.042Z-12",
      "2026-11-24T09:05:07.042Z",
      "2026-02-30T09-05-07.042Z",
      "latest",
      "2026-11-24",
    ]) {
      expect(snapshotTime(other), other).toBeNull();
    }
  });
});

describe("retention", () => {
  it("keeps every snapshot of the last 48 hours", () => {
    const hourly = Array.from({ length: 48 }, (_, i) => ago(i + 0.5));
    expect([...snapshotsToKeep(hourly, now)].sort()).toEqual([...hourly].sort());
  });

  it("older than 48 hours: only the newest of each UTC day, for 30 days", () => {
    // Every hour for 40 days.
    const all = Array.from({ length: 40 * 24 }, (_, i) => ago(i + 0.5));
    const kept = [...snapshotsToKeep(all, now)].sort();
    const recent = all.filter((n) => now.getTime() - snapshotTime(n)!.getTime() <= 48 * HOUR);
    const older = kept.filter((n) => !recent.includes(n));
    expect(recent).toHaveLength(48);
    // One per day, each the day's 23:00 snapshot (the hourly ones run at hh:00).
    expect(new Set(older.map((n) => n.slice(0, 10))).size).toBe(older.length);
    for (const n of older) expect(n.slice(11, 13), n).toBe("23");
    // The oldest kept is at most 30 days old; none older is kept.
    expect(now.getTime() - snapshotTime(older[0])!.getTime()).toBeLessThanOrEqual(30 * 24 * HOUR);
    expect(older.length).toBeGreaterThanOrEqual(27);
    expect(older.length).toBeLessThanOrEqual(30);
    expect(kept).not.toContain(ago(31 * 24));
  });

  it("a day's newest snapshot is kept even when it is younger than 48 hours and the day's others are not", () => {
    const day = ["2026-11-22T01-00-00.000Z", "2026-11-22T05-00-00.000Z", "2026-11-22T12-00-00.000Z"];
    // At 2026-11-24T10:30, the 12:00 one is 46.5 hours old: kept; 01:00 and 05:00 are older and not their day's newest.
    expect([...snapshotsToKeep(day, now)]).toEqual(["2026-11-22T12-00-00.000Z"]);
  });

  it("always keeps the newest, however old (backups that stopped do not delete the last one), and leaves other names alone", () => {
    const old = [ago(24 * 90), ago(24 * 60)];
    expect([...snapshotsToKeep([...old, "not-a-snapshot"], now)]).toEqual([ago(24 * 60)]);
    expect(snapshotsToKeep([], now).size).toBe(0);
  });
});

describe("the record of the last attempt", () => {
  const t = (h: number) => new Date(now.getTime() + h * HOUR).toISOString();
  it("keeps the last success through failures, and the first failure since it", () => {
    let r: BackupRecord = nextRecord(null, { at: t(0), ok: true, name: "A" });
    expect(r).toEqual({ at: t(0), ok: true, name: "A", lastOkAt: t(0), lastOkName: "A" });
    r = nextRecord(r, { at: t(1), ok: false, error: "disk full" });
    r = nextRecord(r, { at: t(2), ok: false, error: "disk still full" });
    expect(r).toEqual({
      at: t(2),
      ok: false,
      error: "disk still full",
      name: undefined,
      lastOkAt: t(0),
      lastOkName: "A",
      failingSince: t(1),
    });
    r = nextRecord(r, { at: t(3), ok: true, name: "B" });
    expect(r.failingSince).toBeUndefined();
    expect(r.lastOkName).toBe("B");
  });

  it("is a warning once the last success is more than a day old, or when it never succeeded for a day", () => {
    const ok = nextRecord(null, { at: t(0), ok: true, name: "A" });
    expect(isOverdue(ok, new Date(t(24)))).toBe(false);
    expect(isOverdue(ok, new Date(t(24.01)))).toBe(true);
    const failing = nextRecord(null, { at: t(0), ok: false, error: "no bucket" });
    expect(isOverdue(nextRecord(failing, { at: t(23), ok: false, error: "no bucket" }), new Date(t(23)))).toBe(false);
    expect(isOverdue(nextRecord(failing, { at: t(25), ok: false, error: "no bucket" }), new Date(t(25)))).toBe(true);
    expect(isOverdue(null, new Date(t(1000)))).toBe(false);
  });

  it("is due an interval after the last attempt began, at once when there was none, never with the schedule off", () => {
    const last = nextRecord(null, { at: t(0), ok: false, error: "x" });
    expect(isBackupDue(last, 60, new Date(t(0.99)))).toBe(false);
    expect(isBackupDue(last, 60, new Date(t(1)))).toBe(true);
    expect(isBackupDue(null, 60, now)).toBe(true);
    expect(isBackupDue(null, 0, now)).toBe(false);
  });
});
