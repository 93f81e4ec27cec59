/**
 * The caps that keep one request from stalling everyone (docs/heavy-work.md). The browser checks
 * what it can before sending; the server checks all of them again.
 */

/** Rows in one page of a master list, the grid's "All" included. */
export const MAX_LIST_PAGE = 1000;

/** Rows in one export (CSV, Excel, PDF); a larger result is refused: narrow the search. */
export const MAX_EXPORT_ROWS = 100_000;

/** Data rows in one import file. */
export const MAX_IMPORT_ROWS = 100_000;

/** Bytes of one import file as uploaded. */
export const MAX_IMPORT_FILE_BYTES = 20 * 1024 * 1024;

/**
 * Bytes an Excel (xlsx) file may inflate to, summed over its zip directory before anything is
 * unpacked: a 100,000-row sheet of a wide master stays well below it, a zip bomb does not.
 */
export const MAX_IMPORT_INFLATED_BYTES = 200 * 1024 * 1024;

/** Rows sent as JSON in one synchronous import request; a file of more is imported as a background job. */
export const MAX_IMPORT_JSON_ROWS = 10_000;

const count = (n: number) => n.toLocaleString('en');
const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export const limitMessages = {
  fileTooLarge: `The file is larger than ${megabytes(MAX_IMPORT_FILE_BYTES)}; split it into smaller files`,
  inflatesTooFar: `The file unpacks to more than ${megabytes(MAX_IMPORT_INFLATED_BYTES)}; it cannot be imported`,
  tooManyRows: `A file may hold at most ${count(MAX_IMPORT_ROWS)} rows; split it into smaller files`,
  tooManyJsonRows: `At most ${count(MAX_IMPORT_JSON_ROWS)} rows may be sent in one request; upload a file to import more`,
  exportTooLarge: (rows: number) => `An export holds at most ${count(MAX_EXPORT_ROWS)} rows; this search matches ${count(rows)}. Narrow the search and export again`,
};
