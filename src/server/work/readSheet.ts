import Papa from 'papaparse';
import * as XLSX from 'xlsx';
import { limitMessages, MAX_IMPORT_ROWS } from '../../shared/heavyWorkLimits.js';
import { sheetKindOf, sheetRefusal } from '../../shared/sheetRefusal.js';

/**
 * An import file (CSV, xlsx, xls) → row objects keyed by the header row, as the import checks
 * them. Runs in the worker pool. The caps are checked before the parser would exceed them: the
 * bytes (sheetRefusal, also checked before the upload is answered) before unpacking, and the
 * parsers stop one row past the row cap.
 */

export interface SheetRows {
  rows: Record<string, unknown>[];
  /** The row number in the file of each entry of `rows` (the header is row 1), for the error report. */
  sheetRows: number[];
  /** The header row's names, blanks left out (an import with a fixed header checks them). */
  headers: string[];
}

/** A file the import refuses; its message is fit for the user. */
export class SheetRefused extends Error {}

export const SHEET_TYPES = 'CSV or Excel (.csv, .xlsx, .xls)';

const cleanHeader = (header: unknown) => String(header ?? '').replace(/^\uFEFF/, '').trim();
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const holdsNul = (value: unknown) => typeof value === 'string' && value.includes('\u0000');
const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as the import reads it: Excel dates become yyyy-mm-dd (or an ISO time when they have one). */
function cellValue(value: unknown): unknown {
  if (value instanceof Date) {
    const date = `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
    return value.getHours() || value.getMinutes() || value.getSeconds() ? value.toISOString() : date;
  }
  return typeof value === 'string' ? value.trim() : value;
}

/** A header row and data rows → row objects. Blank rows are left out but keep their numbers. */
export function rowsFromMatrix(matrix: readonly unknown[][], headerRowNumber = 1): SheetRows {
  const [header = [], ...body] = matrix;
  const headers = header.map(cleanHeader);
  const rows: Record<string, unknown>[] = [];
  const sheetRows: number[] = [];
  body.forEach((cells = [], index) => {
    if (cells.every(isBlank)) return;
    // A workbook's cell can carry a NUL (an `_x0000_` escape), which no bytes check sees.
    if (cells.some(holdsNul)) throw new SheetRefused(`Row ${headerRowNumber + 1 + index} holds a NUL character, which cannot be imported`);
    const row: Record<string, unknown> = {};
    headers.forEach((name, column) => {
      if (name !== '') row[name] = cellValue(cells[column] ?? '');
    });
    rows.push(row);
    sheetRows.push(headerRowNumber + 1 + index);
  });
  if (rows.length > MAX_IMPORT_ROWS) throw new SheetRefused(limitMessages.tooManyRows);
  return { rows, sheetRows, headers: headers.filter((name) => name !== '') };
}

/** Header plus one row past the cap: enough to tell that a file is too long, never more. */
const ROWS_TO_READ = MAX_IMPORT_ROWS + 2;

export function parseCsv(text: string): SheetRows {
  const { data } = Papa.parse<unknown[]>(text.replace(/^\uFEFF/, ''), { header: false, skipEmptyLines: false, preview: ROWS_TO_READ });
  return rowsFromMatrix(data);
}

export function parseWorkbook(bytes: Uint8Array): SheetRows {
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(bytes, { type: 'array', cellDates: true, sheetRows: ROWS_TO_READ, dense: true });
  } catch {
    throw new SheetRefused('The file is not a readable Excel workbook');
  }
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet || !sheet['!ref']) return { rows: [], sheetRows: [], headers: [] };
  const matrix = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: '', blankrows: true, raw: true });
  return rowsFromMatrix(matrix, XLSX.utils.decode_range(sheet['!ref']).s.r + 1);
}

export function readSheet(fileName: string, bytes: Uint8Array): SheetRows {
  const refusal = sheetRefusal(fileName, bytes);
  if (refusal) throw new SheetRefused(refusal);
  const kind = sheetKindOf(fileName);
  if (kind === 'csv') return parseCsv(new TextDecoder('utf-8').decode(bytes));
  if (kind === 'excel') return parseWorkbook(bytes);
  throw new SheetRefused(`Only ${SHEET_TYPES} files can be imported`);
}
