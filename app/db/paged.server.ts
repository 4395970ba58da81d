import { count, type SQL } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { getDb } from "~/db/db.server";
import { pageWithin } from "~/utils/paging";

/** A select with its order, still without LIMIT and OFFSET. */
type Ordered<R> = { limit(n: number): { offset(n: number): { all(): R[] } } };

/**
 * One page of a list, paged in SQL: the rows of `table` that `where` keeps, counted; the page asked for within the
 * pages there are; and that page's rows, read by `query` (the same table and `where`, with its order).
 */
export function pagedRows<R>(
  table: SQLiteTable,
  where: SQL | undefined,
  query: Ordered<R>,
  page: unknown,
  pageSize: number,
) {
  const total = getDb().select({ n: count() }).from(table).where(where).get()?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = pageWithin(page, pageCount);
  const rows = query
    .limit(pageSize)
    .offset((current - 1) * pageSize)
    .all();
  return { rows, total, page: current, pageCount };
}
