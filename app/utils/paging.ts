/**
 * The page a list shows for what the address asked (`?page=`): a whole number from 1 to `pageCount`.
 * Anything else (missing, text, a fraction, negative, beyond the last page) is the nearest page there is,
 * so SQL always gets a whole OFFSET (SQLite refuses a fractional one).
 */
export function pageWithin(asked: unknown, pageCount: number): number {
  const n = Math.floor(Number(asked));
  if (!Number.isFinite(n)) return 1;
  return Math.min(Math.max(1, n), Math.max(1, pageCount));
}
