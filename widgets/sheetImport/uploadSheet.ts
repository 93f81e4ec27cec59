import { apiRequest, type QueryValue } from '../../src/app/http/httpClient';
import type { ImportErrorRow } from '../ImportErrorGrid';
import type { SheetRefusal, SheetUploadAnswer } from './createSheetImportStore';

/** A 400's body as the imports answer it: the grid's columns and rows, or rows with named fields (cellsOf reads them). */
interface RefusalBody<Row> {
  message?: string;
  columns?: string[];
  rows?: Row[];
  errorCount?: number;
  importId?: number;
}

export interface UploadSheetOptions<Row> {
  query?: Record<string, QueryValue>;
  /** For a server that answers each row's fields by name: the sheet's columns, and a row's cells in their order. */
  columns?: readonly string[];
  cellsOf?(row: Row): string[];
}

/**
 * POSTs a sheet to an import path: 202 { jobId } for a clean file, else the refusal as the error
 * grid shows it (a failure without a body, the network's, is a refusal with no rows).
 */
export async function uploadSheet<Row = ImportErrorRow>(path: string, file: File, options: UploadSheetOptions<Row> = {}): Promise<SheetUploadAnswer> {
  const body = new FormData();
  body.append('file', file, file.name);
  try {
    return await apiRequest<{ jobId: number }>(path, { method: 'POST', query: options.query, body, silent: true });
  } catch (error) {
    const failure = error as { message?: string; body?: RefusalBody<Row> | null };
    const answer = failure.body ?? {};
    const rows = answer.rows ?? [];
    const { cellsOf } = options;
    const refusal: SheetRefusal = {
      message: answer.message ?? failure.message ?? 'Import failed',
      columns: options.columns ?? answer.columns ?? [],
      rows: cellsOf ? rows.map((row) => ({ ...(row as { row: number; error: string }), cells: cellsOf(row) })) : (rows as ImportErrorRow[]),
      total: answer.errorCount,
      importId: answer.importId,
    };
    return { refusal };
  }
}
