// What the reports (issue 32) share: the period as SQL, the buckets of instants, the packages' titles (which bookings
// hold seats, and how many, are the seat checks' own: models/schedule.server.ts). Every report is SQL aggregates over
// its period (never its rows read into JavaScript); each report's model is a file of this folder, read by its page and
// its CSV (routes/admin.reports[.]csv.tsx).
import { inArray, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { packages } from "~/db/schema";
import { utcBounds, type Bucket, type Period } from "~/utils/report-period";
import { zoneOffsetMinutes } from "~/utils/time";

/** A date column (Mauritius days, as `bookings.date`) within the period, both ends included. */
export const inPeriod = (column: AnyColumn, p: Period): SQL => sql`${column} BETWEEN ${p.from} AND ${p.to}`;

/**
 * Buckets of Mauritius days as instants, for columns that hold instants (`payments.created_at`): a `VALUES` list of
 * (key, lo, hi), lo included and hi excluded, to use as `WITH buckets(key, lo, hi) AS (VALUES …)`. The bounds are
 * worked out by the time zone's rules (utils/time.ts), never by shifting a stored instant by hand.
 */
export function bucketValues(buckets: readonly Bucket[], timeZone: string): SQL {
  return sql.join(
    buckets.map((b) => {
      const { lo, hi } = utcBounds(b.from, b.to, timeZone);
      return sql`(${b.key}, ${lo}, ${hi})`;
    }),
    sql`, `,
  );
}

/**
 * The Mauritius calendar day of an instant column, as SQLite's `date(column, '+240 minutes')`. Mauritius keeps one
 * offset all year (no summer time), so the offset of today is the offset of every day the reports cover.
 */
export function localDate(column: AnyColumn, timeZone: string, now = new Date()): SQL {
  const minutes = zoneOffsetMinutes(now, timeZone);
  return sql`date(${column}, ${`${minutes >= 0 ? "+" : ""}${minutes} minutes`})`;
}

/** The packages' titles by id, for the ids a report found (a deleted package keeps its row, so its title too). */
export function packageTitles(ids: readonly string[]): Map<string, string> {
  if (ids.length === 0) return new Map();
  const rows = getDb()
    .select({ id: packages.id, title: packages.title })
    .from(packages)
    .where(inArray(packages.id, [...ids]))
    .all();
  return new Map(rows.map((r) => [r.id, r.title]));
}
