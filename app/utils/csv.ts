/**
 * CSV as RFC 4180 writes it: fields joined by commas, records by CRLF, a field quoted when it holds a comma,
 * a quote, CR or LF, with its quotes doubled. Small enough to keep here rather than add a package.
 */

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection, OWASP): a leading
// apostrophe makes it text. Tab and CR start formulas in some spreadsheets too.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field, made safe for a spreadsheet and quoted when it needs to be. */
export function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: one record per row, each ended by CRLF. */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((row) => row.map(csvField).join(",") + "\r\n").join("");
}

/** The byte-order mark that makes Excel read the file as UTF-8 ("Île aux Cerfs", not "ÃŽle aux Cerfs"). */
export const UTF8_BOM = "\uFEFF";
