/**
 * CSV as RFC 4180 writes it: fields joined by commas, records by CRLF, a field quoted when it holds a comma,
 * a semicolon, a quote, CR or LF, with its quotes doubled. Small enough to keep here rather than add a package.
 */

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection, OWASP): a leading
// apostrophe makes it text. Tab and CR start formulas in some spreadsheets too.
const FORMULA_START = /^[=+\-@\t\r]/;
// A phone number as guests type it ("+447700900123", "+230 5712 3456"): no cell reference, no function, no operator
// but the sign, so harmless as a formula, and the driver reads it without an apostrophe in front.
const PHONE = /^\+\d+(?: \d+)*$/;

/** A cell's text made safe: starting with a formula's character (and not a phone number), it gets an apostrophe. */
const asText = (text: string) => (FORMULA_START.test(text) && !PHONE.test(text) ? `'${text}` : text);

/**
 * One field, made safe for a spreadsheet and quoted when it needs to be. A spreadsheet in a French locale splits
 * lines on ";" (and many are told to split on both): every part of the field after a ";" starts a cell there, so each
 * part is made safe as a field's start is, and the field is quoted (a reader splitting on both keeps it whole).
 */
export function csvField(value: string | number | null | undefined): string {
  const text = (value === null || value === undefined ? "" : String(value)).split(";").map(asText).join(";");
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: one record per row, each ended by CRLF. */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((row) => row.map(csvField).join(",") + "\r\n").join("");
}

/** The byte-order mark that makes Excel read the file as UTF-8 ("Île aux Cerfs", not "ÃŽle aux Cerfs"). */
export const UTF8_BOM = "\uFEFF";
