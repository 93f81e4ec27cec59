/** What a spreadsheet would read as the start of a formula (or of a cell split into a formula). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The text of one exported cell, safe to open in a spreadsheet (CSV injection): text beginning
 * with = + - @ tab or CR gets a leading apostrophe, so Excel, LibreOffice and Sheets show it as
 * text instead of running it. Numbers and booleans are values, never formulas, and stay as they
 * are (so -5 stays a number). Every export format (CSV, Excel, PDF, print) writes its cells through
 * this one function. `text` is the value already formatted for display, when the caller formats.
 */
export function exportCell(value: unknown, text: string = plainText(value)): string {
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return text;
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function plainText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
