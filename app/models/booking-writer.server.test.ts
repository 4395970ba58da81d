import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// One writer per table, bookings included (docs/decisions/034-bookings-writer.md): only the booking model writes
// `bookings`; every other module reads it or calls the model. The tests' own set-ups may write it directly.
const OWNER = "app/models/booking.server.ts";

/** A write to `bookings`: Drizzle's (`tx.update(bookings)`, `schema.bookings` too), SQL's, or the table under another name. */
const WRITES = [
  /\.(?:update|insert|delete)\(\s*(?:\w+\.)?bookings\s*\)/,
  /\b(?:update\s+["`]?bookings["`]?\s+set|(?:insert|replace)(?:\s+or\s+\w+)?\s+into\s+["`]?bookings\b|delete\s+from\s+["`]?bookings\b)/i,
  /\bbookings\s+as\s+\w+/,
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(?:ts|tsx|js)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : [];
  });
}

const writesIn = (text: string) => WRITES.filter((pattern) => pattern.test(text)).length;

describe("the bookings table's one writer", () => {
  it("no module but the booking model writes bookings", () => {
    const writers = sourceFiles("app").filter((file) => file !== OWNER && writesIn(fs.readFileSync(file, "utf8")) > 0);
    expect(writers).toEqual([]);
  });

  it("the scan sees each kind of write (so it would see one elsewhere)", () => {
    expect(writesIn(fs.readFileSync(OWNER, "utf8"))).toBeGreaterThan(0);
    for (const write of [
      "tx.update(bookings).set({ state })",
      "db.insert(\n  bookings\n)",
      "getDb().delete(schema.bookings)",
      "sql`UPDATE bookings SET status = ${s}`",
      "INSERT OR IGNORE INTO bookings (reference) VALUES (?)",
      'delete from "bookings" where 1',
      'import { bookings as b } from "~/db/schema"',
    ]) {
      expect(writesIn(write), write).toBe(1);
    }
    for (const read of [
      "tx.select().from(bookings)",
      "innerJoin(bookings, eq(a, b))",
      "select count(*) from bookings",
      "// we update bookings' labels",
    ]) {
      expect(writesIn(read), read).toBe(0);
    }
  });
});
