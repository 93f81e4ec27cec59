import { limitMessages, MAX_IMPORT_FILE_BYTES } from '../../shared/heavyWorkLimits';
import { sheetRefusal } from '../../shared/sheetRefusal';

/**
 * An import file is read by the server's worker pool (src/server/work/readSheet.ts), never parsed
 * here: the browser checks what it can without parsing — the file's size, a NUL in a CSV, and for
 * a workbook the sizes its zip directory declares — then uploads it and follows the import job.
 */

/** A row error as the server reports it: `row` is the row of the file (the header is row 1). */
export interface RowError {
  row: number;
  field: string;
  message: string;
}

/** What the import takes, by extension (spec 002 §5 names them 'CSV (.csv)' and 'Excel (.xls, .xlsx)'). */
export const SHEET_EXTENSIONS: readonly string[] = ['csv', 'xlsx', 'xls'];

/** Why the file cannot be imported, checked before it is sent; null when it may be sent. */
export async function refusalOf(file: Blob & { name: string }): Promise<string | null> {
  if (file.size > MAX_IMPORT_FILE_BYTES) return limitMessages.fileTooLarge;
  return sheetRefusal(file.name, new Uint8Array(await file.arrayBuffer()));
}

/** The downloadable error report: one line per problem, row, field, message. */
export async function errorReportCsv(errors: readonly RowError[]): Promise<string> {
  const { default: Papa } = await import('papaparse');
  return Papa.unparse({ fields: ['row', 'field', 'message'], data: errors.map((error) => [error.row, error.field, error.message]) });
}

/**
 * The error file of an import checked whole whose error grid the server answered (columns, rows):
 * Row, the grid's columns, Error; every cell escaped (src/shared/exportCell.ts), as every export is.
 */
export async function errorGridCsv(columns: readonly string[], rows: readonly { row: number; cells: readonly string[]; error: string }[]): Promise<string> {
  const [{ default: Papa }, { exportCell }] = await Promise.all([import('papaparse'), import('../../shared/exportCell')]);
  return Papa.unparse({ fields: ['Row', ...columns, 'Error'], data: rows.map((row) => [row.row, ...row.cells, row.error].map((cell) => exportCell(cell))) });
}
