import { OVERRIDE_MESSAGES } from '../../../src/shared/attendanceOverride';
import type { SheetImportSetup } from '../../../widgets/sheetImport/createSheetImportStore';
import type { OverridesApi } from './types';

/** Spec 001 §5/§9: the muster import takes Excel only. */
export const MUSTER_FORMATS = ['xlsx', 'xls'];

/** Where the running muster import job's id is kept, so a reload follows it again. */
export const MUSTER_IMPORT_JOB_KEY = 'hr-console.importJob.muster';

/**
 * The muster's Import (issue 20 §1, §5) as a sheet import (docs/frontend.md "A sheet import"): a
 * month and an Excel file; a refused file shows every row's errors and offers the server's error
 * file; a clean one's job ends with 'Uploaded Successfully!'. `events` open the dialog on a job
 * found after a reload and close it (reloading the muster) when the job has written the file.
 */
export function musterImport(api: Pick<OverridesApi, 'upload'>, events: Pick<SheetImportSetup<[string | null], unknown>, 'onFollow' | 'onDone'> = {}): SheetImportSetup<[string | null], unknown> {
  return {
    upload: (file, monthYear) => api.upload(file, monthYear ?? ''),
    storageKey: MUSTER_IMPORT_JOB_KEY,
    formats: MUSTER_FORMATS,
    formatMessage: OVERRIDE_MESSAGES.excelOnly,
    check: (monthYear) => (monthYear ? null : OVERRIDE_MESSAGES.selectMonth),
    successMessage: OVERRIDE_MESSAGES.uploaded,
    ...events,
  };
}

/** The sample and a refused file's error file (kept by the server under the import's id); a failure says so in a toast. */
export function musterImportFiles(api: Pick<OverridesApi, 'downloadSample' | 'downloadErrors' | 'notify'>) {
  const failed = (what: string) => () => api.notify(`The ${what} could not be downloaded`, 'error');
  return {
    sample: () => api.downloadSample().catch(failed('sample')),
    errors: (importId: number) => api.downloadErrors(importId).catch(failed('error file')),
  };
}
