import { describeAccept } from '../../../widgets/rules/fileRules';

/**
 * Reading an import file in the browser: CSV with papaparse, Excel (xlsx, xls) with SheetJS. Both
 * libraries are loaded on first use (the 'spreadsheet' chunk). Rows become objects keyed by the
 * header row, as POST /api/<name>/import expects; the server validates them all and writes nothing
 * unless every row is valid.
 */

/** The server takes at most this many rows in one import (src/server/masters/listQuery.ts MAX_PAGE). */
export const MAX_IMPORT_ROWS = 100_000;
/** Small enough that a 10,000-row file is read in several steps, so the progress bar moves. */
const CSV_CHUNK_BYTES = 16 * 1024;
const ROWS_PER_STEP = 1000;

export type SheetKind = 'csv' | 'excel';
export type Progress = (fraction: number) => void;

export interface ParsedSheet {
  rows: Record<string, unknown>[];
  /** The row number in the file of each entry of `rows` (the header is row 1), for the error report. */
  sheetRows: number[];
}

/** A row error as the server reports it (`row` counts the header as row 1, blank rows not sent). */
export interface RowError {
  row: number;
  field: string;
  message: string;
}

/** What the import takes, by extension (spec 002 §5 names them 'CSV (.csv)' and 'Excel (.xls, .xlsx)'). */
export const SHEET_EXTENSIONS: readonly string[] = ['csv', 'xlsx', 'xls'];

export function sheetKindOf(fileName: string): SheetKind | null {
  const extension = fileName.toLowerCase().split('.').pop();
  if (extension === 'csv') return 'csv';
  if (extension === 'xlsx' || extension === 'xls') return 'excel';
  return null;
}

const cleanHeader = (header: unknown) => String(header ?? '').replace(/^\uFEFF/, '').trim();

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as the server reads it: Excel dates become yyyy-mm-dd (or an ISO time when they have one). */
function cellValue(value: unknown): unknown {
  if (value instanceof Date) {
    const date = `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
    return value.getHours() || value.getMinutes() || value.getSeconds() ? value.toISOString() : date;
  }
  return typeof value === 'string' ? value.trim() : value;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A header row and data rows → row objects. Blank rows are left out but keep their numbers, so
 * the error report points at the right line of the file.
 */
export async function rowsFromMatrix(matrix: readonly unknown[][], headerRowNumber = 1, onProgress: Progress = () => {}): Promise<ParsedSheet> {
  const [header = [], ...body] = matrix;
  const headers = header.map(cleanHeader);
  const rows: Record<string, unknown>[] = [];
  const sheetRows: number[] = [];
  for (let start = 0; start < body.length; start += ROWS_PER_STEP) {
    const end = Math.min(start + ROWS_PER_STEP, body.length);
    for (let index = start; index < end; index += 1) {
      const cells = body[index] ?? [];
      if (cells.every(isBlank)) continue;
      const row: Record<string, unknown> = {};
      headers.forEach((name, column) => {
        if (name !== '') row[name] = cellValue(cells[column] ?? '');
      });
      rows.push(row);
      sheetRows.push(headerRowNumber + 1 + index);
    }
    onProgress(end / body.length);
    // Let the browser paint the progress bar between steps.
    if (end < body.length) await nextTask();
  }
  onProgress(1);
  return { rows, sheetRows };
}

/** CSV (a File in the browser, or text) → rows, reporting progress as chunks are read. */
export async function parseCsv(input: File | string, onProgress: Progress = () => {}): Promise<ParsedSheet> {
  const { default: Papa } = await import('papaparse');
  const total = typeof input === 'string' ? input.length : input.size;
  return new Promise<ParsedSheet>((resolve, reject) => {
    const matrix: unknown[][] = [];
    Papa.parse<unknown[]>(input as never, {
      header: false,
      skipEmptyLines: false,
      chunkSize: CSV_CHUNK_BYTES,
      chunk: (results: Papa.ParseResult<unknown[]>) => {
        matrix.push(...results.data);
        if (total > 0) onProgress(Math.min(1, results.meta.cursor / total) * 0.8);
      },
      complete: () => {
        rowsFromMatrix(matrix, 1, (fraction) => onProgress(0.8 + fraction * 0.2)).then(resolve, reject);
      },
      error: (error: Error) => reject(error),
    });
  });
}

/** An Excel workbook's first sheet → rows. */
export async function parseWorkbook(data: ArrayBuffer, onProgress: Progress = () => {}): Promise<ParsedSheet> {
  const XLSX = await import('xlsx');
  const book = XLSX.read(data, { type: 'array', cellDates: true });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet || !sheet['!ref']) return { rows: [], sheetRows: [] };
  onProgress(0.3);
  const matrix = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: '', blankrows: true, raw: true });
  const headerRow = XLSX.utils.decode_range(sheet['!ref']).s.r + 1;
  return rowsFromMatrix(matrix, headerRow, (fraction) => onProgress(0.3 + fraction * 0.7));
}

/** Reads a File, reporting progress (large files on slow disks, or network drives). */
export function readFileWithProgress(file: File, onProgress: Progress = () => {}): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file);
  });
}

/** Any accepted file → rows; progress runs from 0 to 1 over reading and parsing. */
export async function readSheetFile(file: File, onProgress: Progress = () => {}): Promise<ParsedSheet> {
  const kind = sheetKindOf(file.name);
  if (kind === 'csv') return parseCsv(file, onProgress);
  if (kind === 'excel') {
    const data = await readFileWithProgress(file, (fraction) => onProgress(fraction * 0.3));
    return parseWorkbook(data, (fraction) => onProgress(0.3 + fraction * 0.7));
  }
  throw new Error(`Please upload a valid file type: ${describeAccept(SHEET_EXTENSIONS)}`);
}

/** The server numbers the rows it was sent; the report names the rows of the file. */
export function toSheetRows(errors: readonly RowError[], sheetRows: readonly number[]): RowError[] {
  return errors.map((error) => ({ ...error, row: sheetRows[error.row - 2] ?? error.row }));
}

/** The downloadable error report: one line per problem, row, field, message. */
export async function errorReportCsv(errors: readonly RowError[]): Promise<string> {
  const { default: Papa } = await import('papaparse');
  return Papa.unparse({ fields: ['row', 'field', 'message'], data: errors.map((error) => [error.row, error.field, error.message]) });
}
