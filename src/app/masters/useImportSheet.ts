import { useCallback, useState } from 'react';
import { useRefresh } from 'react-admin';
import { apiBlob, apiRequest } from '../http/httpClient';
import { useBackgroundJob } from '../jobs/useBackgroundJob';
import { showToast } from '../toast/toastStore';
import { DOUBLE_EXTENSION_MESSAGE, validateFileName } from '../../../widgets/rules/fileRules';
import { downloadBlob } from './download';
import { importFormatMessage, type ImportFormat } from '../../shared/masterSchema';
import { errorReportCsv, refusalOf, SHEET_EXTENSIONS, type RowError } from './importSheet';
import type { MasterSchemaEntry } from './types';

export type ImportPhase = 'idle' | 'checking' | 'uploading' | 'importing';

interface ImportFailure {
  message?: string;
  body?: { message?: string } | null;
}

/** The running import of a master, kept so a reload picks it up again. */
export const importJobKey = (master: string) => `hr-console.importJob.${master}`;

/**
 * Import of a master from CSV or Excel: pick a file, checked here for what needs no parsing (size,
 * a workbook's declared unpacked size), sent whole to the server, which reads and checks every row
 * in its worker pool and writes nothing unless all are valid. The import runs as a job: its
 * progress is polled, and survives a reload of the page (the job's id is kept in localStorage).
 */
export function useImportSheet(definition: MasterSchemaEntry) {
  const { name } = definition;
  // The types this master imports (x-import-formats): the shift master takes Excel only (spec 001 §9).
  const formats: readonly string[] = definition.schema['x-import-formats'] ?? SHEET_EXTENSIONS;
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<ImportPhase>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [errors, setErrors] = useState<RowError[]>([]);

  const reset = useCallback(() => {
    setFile(null);
    setPhase('idle');
    setMessage(null);
    setErrors([]);
  }, []);

  // A job left running (a reload, another tab): show the dialog and follow it to its end.
  const job = useBackgroundJob<{ imported?: number; rows?: RowError[] }>(importJobKey(name), {
    onFollow: () => {
      setOpen(true);
      setPhase('importing');
    },
    onLost: reset,
    onEnd: (ended) => {
      if (ended.status === 'done') {
        showToast(ended.message ?? 'Import finished', 'success');
        refresh();
        setOpen(false);
        reset();
        return;
      }
      setPhase('idle');
      setMessage(ended.message ?? 'Import failed');
      setErrors(ended.result?.rows ?? []);
    },
  });
  const { follow } = job;

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
    // Spec 002 §5 'File upload': the same rules (and messages) as every file field.
    const refused = chosen ? validateFileName(chosen.name, formats) : null;
    if (refused) {
      setFile(null);
      // A master taking fewer types says so in the spec's words ('Only Excel files are allowed').
      const restricted = formats.length < SHEET_EXTENSIONS.length && refused !== DOUBLE_EXTENSION_MESSAGE;
      setMessage(restricted ? importFormatMessage(formats as ImportFormat[]) : refused);
      return;
    }
    setFile(chosen);
  }, [formats]);

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
    setPhase('checking');
    const refused = await refusalOf(file);
    if (refused) {
      setMessage(refused);
      setPhase('idle');
      return;
    }
    setPhase('uploading');
    const body = new FormData();
    body.append('file', file, file.name);
    try {
      const started = await apiRequest<{ jobId: number }>(`/${name}/import`, { method: 'POST', body, silent: true });
      follow(started.jobId);
    } catch (error) {
      const failure = error as ImportFailure;
      setMessage(failure.body?.message ?? failure.message ?? 'Import failed');
      setPhase('idle');
    }
  }, [busy, file, follow, name]);

  const downloadErrorReport = useCallback(async () => {
    if (errors.length === 0) return;
    const csv = await errorReportCsv(errors);
    downloadBlob(new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }), 'error-report.csv');
  }, [errors]);

  return {
    formats,
    open,
    openDialog,
    close,
    file,
    choose,
    downloadSample,
    upload,
    phase,
    busy,
    progress: job.progress,
    status: job.message,
    message,
    errors,
    downloadErrorReport,
  };
}

export type ImportSheetState = ReturnType<typeof useImportSheet>;
