import { useCallback, useState } from 'react';
import { useRefresh } from 'react-admin';
import { apiBlob, apiRequest } from '../http/httpClient';
import { showToast } from '../toast/toastStore';
import { validateFileName } from '../../../widgets/rules/fileRules';
import { downloadBlob } from './download';
import { errorReportCsv, MAX_IMPORT_ROWS, readSheetFile, SHEET_EXTENSIONS, toSheetRows, type RowError } from './importSheet';
import type { MasterDefinition } from './types';

export type ImportPhase = 'idle' | 'reading' | 'uploading';

interface ImportFailure {
  message?: string;
  body?: { message?: string; rows?: RowError[] } | null;
}

/**
 * Import of a master from CSV or Excel: pick a file, read it here (progress bar), send every row
 * in one POST; the server checks them all and writes nothing unless all are valid, answering the
 * problems row by row, which the user can download as a CSV report.
 */
export function useImportSheet(definition: MasterDefinition) {
  const { name } = definition;
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<ImportPhase>('idle');
  const [progress, setProgress] = useState(0);
  const [rowCount, setRowCount] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const [errors, setErrors] = useState<RowError[]>([]);

  const reset = useCallback(() => {
    setFile(null);
    setPhase('idle');
    setProgress(0);
    setRowCount(0);
    setMessage(null);
    setErrors([]);
  }, []);

  const openDialog = useCallback(() => {
    reset();
    setOpen(true);
  }, [reset]);

  const busy = phase !== 'idle';
  const close = useCallback(() => {
    if (busy) return;
    setOpen(false);
    reset();
  }, [busy, reset]);

  const choose = useCallback((chosen: File | null) => {
    setMessage(null);
    setErrors([]);
    setProgress(0);
    // Spec 002 §5 'File upload': the same rules (and messages) as every file field.
    const refused = chosen ? validateFileName(chosen.name, SHEET_EXTENSIONS) : null;
    if (refused) {
      setFile(null);
      setMessage(refused);
      return;
    }
    setFile(chosen);
  }, []);

  const downloadSample = useCallback(async () => {
    try {
      downloadBlob(await apiBlob(`/${name}/sample`, { query: { format: 'xlsx' } }), 'sample.xlsx');
    } catch {
      // httpClient has shown the failure.
    }
  }, [name]);

  const upload = useCallback(async () => {
    if (!file || busy) return;
    setMessage(null);
    setErrors([]);
    setPhase('reading');
    setProgress(0);
    let parsed;
    try {
      parsed = await readSheetFile(file, (fraction) => setProgress(Math.round(fraction * 100)));
    } catch (error) {
      setMessage(`The file could not be read: ${(error as Error).message}`);
      setPhase('idle');
      return;
    }
    setRowCount(parsed.rows.length);
    if (parsed.rows.length === 0) {
      setMessage('The file has no rows to import');
      setPhase('idle');
      return;
    }
    if (parsed.rows.length > MAX_IMPORT_ROWS) {
      setMessage(`A file may hold at most ${MAX_IMPORT_ROWS.toLocaleString('en')} rows; this one has ${parsed.rows.length.toLocaleString('en')}`);
      setPhase('idle');
      return;
    }
    setPhase('uploading');
    try {
      const result = await apiRequest<{ imported: number }>(`/${name}/import`, {
        method: 'POST',
        body: { rows: parsed.rows },
        // The dialog shows the failure, with its rows; no toast on top.
        silent: true,
      });
      const imported = result?.imported ?? parsed.rows.length;
      showToast(`${imported} rows imported`, 'success');
      refresh();
      setOpen(false);
      reset();
    } catch (error) {
      const failure = error as ImportFailure;
      setMessage(failure.body?.message ?? failure.message ?? 'Import failed');
      setErrors(toSheetRows(failure.body?.rows ?? [], parsed.sheetRows));
      setPhase('idle');
    }
  }, [busy, file, name, refresh, reset]);

  const downloadErrorReport = useCallback(async () => {
    if (errors.length === 0) return;
    const csv = await errorReportCsv(errors);
    downloadBlob(new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }), 'error-report.csv');
  }, [errors]);

  return {
    open,
    openDialog,
    close,
    file,
    choose,
    downloadSample,
    upload,
    phase,
    busy,
    progress,
    rowCount,
    message,
    errors,
    downloadErrorReport,
  };
}

export type ImportSheetState = ReturnType<typeof useImportSheet>;
