/**
 * CSV files (RFC 4180) that spreadsheets open safely: every field quoted when it must be, lines
 * ended by CRLF, a UTF-8 byte-order mark so Excel reads accents right, and cells that a
 * spreadsheet would run as a formula (starting with =, +, -, @, tab or carriage return: CSV
 * injection, OWASP) prefixed with an apostrophe. Survey answers are typed by peers, so every cell
 * is treated as hostile.
 */

/** Excel decodes a CSV file as UTF-8 only when it starts with this. */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: formulas neutralised, quoted when it holds a quote, comma or line break. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // A number the file itself writes (an average, -1) is data, not a formula.
  if (typeof value !== 'number' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: a header row, then the rows, CRLF after each line, with the byte-order mark. */
export function toCsv(rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return CSV_BOM + rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
