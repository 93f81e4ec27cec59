import { useCallback, useState } from 'react';
import { useRefresh } from 'react-admin';
import { apiBlob } from '../http/httpClient';
import { downloadBlob } from './download';
import { importFormatMessage, type ImportFormat } from '../../shared/masterSchema';
import { useSheetImport } from '../../../widgets/sheetImport/useSheetImport';
import { uploadSheet } from '../../../widgets/sheetImport/uploadSheet';
import { errorReportCsv, SHEET_EXTENSIONS, type RowError } from './importSheet';
import type { MasterSchemaEntry } from './types';

/** The running import of a master, kept so a reload picks it up again. */
export const importJobKey = (master: string) => `hr-console.importJob.${master}`;

/**
 * Import of a master from CSV or Excel, in a dialog: the shared sheet import (docs/frontend.md "A
 * sheet import"). A master's rows are checked by the job itself, so a refused file is a failed job
 * whose result lists the row errors (row, field, message), offered as the error report.
 */
export function useImportSheet(definition: MasterSchemaEntry) {
  const { name } = definition;
  // The types this master imports (x-import-formats): the shift master takes Excel only (spec 001 §9).
  const formats: readonly string[] = definition.schema['x-import-formats'] ?? SHEET_EXTENSIONS;
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const sheet = useSheetImport<[], { imported?: number; rows?: RowError[] }>({
    upload: (file) => uploadSheet(`/${name}/import`, file),
    storageKey: importJobKey(name),
    formats,
    // A master taking fewer types says so in the spec's words ('Only Excel files are allowed').
    formatMessage: formats.length < SHEET_EXTENSIONS.length ? importFormatMessage(formats as ImportFormat[]) : undefined,
    successMessage: 'Import finished',
    failedMessage: 'Import failed',
    // A job left running (a reload, another tab): show the dialog on it.
    onFollow: () => setOpen(true),
    onDone: () => {
      refresh();
      setOpen(false);
    },
  });
  const { actions, step } = sheet;
  const busy = step !== 'idle';
  const errors = !busy && sheet.problem ? (sheet.result?.rows ?? []) : [];

  const openDialog = useCallback(() => {
    actions.reset();
    setOpen(true);
  }, [actions]);
  const close = useCallback(() => {
    if (!busy) setOpen(false);
  }, [busy]);

  const downloadSample = useCallback(async () => {
    try {
      downloadBlob(await apiBlob(`/${name}/sample`, { query: { format: 'xlsx' } }), 'sample.xlsx');
    } catch {
      // httpClient has shown the failure.
    }
  }, [name]);

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
    file: sheet.file,
    choose: actions.choose,
    downloadSample,
    upload: () => actions.upload(),
    step,
    busy,
    progress: sheet.progress,
    status: sheet.status,
    message: sheet.problem ?? sheet.refusal?.message ?? null,
    errors,
    downloadErrorReport,
  };
}

export type ImportSheetState = ReturnType<typeof useImportSheet>;
