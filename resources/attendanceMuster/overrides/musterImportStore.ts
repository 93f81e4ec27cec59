import { createPageStore } from '../../../src/app/pageStore/createPageStore';
import { refusalOf } from '../../../src/app/masters/importSheet';
import { OVERRIDE_MESSAGES } from '../../../src/shared/attendanceOverride';
import { validateFileName } from '../../../widgets/rules/fileRules';
import type { MusterImportRefusal, OverridesApi } from './types';

/** Spec 001 §5/§9: the muster import takes Excel only. */
export const MUSTER_FORMATS = ['xlsx', 'xls'];

export interface MusterImportState {
  open: boolean;
  /** MM-YYYY: the payroll month the sheet's dates belong to. */
  monthYear: string | null;
  file: File | null;
  /** The file on its way and being checked. */
  sending: boolean;
  /** Its background job writing it (followed across reloads: MusterImportButtons). */
  importing: boolean;
  problem: string | null;
  refusal: MusterImportRefusal | null;
}

/**
 * The muster's Sample Excel and Import (issue 20 §1, §5): a month and an Excel file; a refused file
 * shows every row's errors (the grid) and offers the error file; a clean one is written by a
 * background job (upload answers its id for the page to follow), whose end says 'Uploaded
 * Successfully!' and reloads the muster.
 */
export function createMusterImportStore(api: OverridesApi, monthYear: string, onChanged: () => void = () => undefined) {
  const initial: MusterImportState = { open: false, monthYear, file: null, sending: false, importing: false, problem: null, refusal: null };
  return createPageStore(initial, (set, get) => ({
    openDialog: () => set({ open: true, file: null, problem: null, refusal: null }),
    close: () => set({ open: false }),
    setMonth: (month: string | null) => set({ monthYear: month }),
    choose: (file: File | null) => {
      const wrong = file !== null && validateFileName(file.name, MUSTER_FORMATS) !== null;
      set({ file: wrong ? null : file, problem: wrong ? OVERRIDE_MESSAGES.excelOnly : null });
    },
    /** Sends the file; answers the id of the job writing it when the server took it, else null. */
    upload: async (): Promise<number | null> => {
      const { file, monthYear: month, sending, importing } = get();
      const refuse = (state: Partial<MusterImportState>) => {
        set(state);
        return null;
      };
      if (sending || importing) return null;
      if (!month) return refuse({ problem: OVERRIDE_MESSAGES.selectMonth });
      if (!file) return refuse({ problem: 'File is required' });
      const tooLarge = await refusalOf(file);
      if (tooLarge) return refuse({ problem: tooLarge });
      set({ sending: true, problem: null, refusal: null });
      const answer = await api.upload(file, month);
      if ('refusal' in answer) return refuse({ sending: false, refusal: answer.refusal });
      if (!answer.ok) return refuse({ sending: false, problem: answer.message || 'The import failed' });
      set({ sending: false });
      return answer.data.jobId;
    },
    /** A job is followed (just started, or found again after a reload): the dialog shows its progress. */
    following: () => set({ open: true, importing: true, refusal: null, problem: null }),
    /** The job ended: done closes the dialog and reloads the muster; failed says why (nothing was written). */
    ended: (done: boolean, message: string | null) => {
      set({ importing: false });
      if (!done) return set({ problem: message ?? 'The import failed; nothing was imported' });
      api.notify(message ?? OVERRIDE_MESSAGES.uploaded, 'success');
      set({ open: false, file: null });
      onChanged();
    },
    lost: () => set({ importing: false }),
    downloadSample: () => api.downloadSample().catch(() => api.notify('The sample could not be downloaded', 'error')),
    downloadErrors: (importId: number) => api.downloadErrors(importId).catch(() => api.notify('The error file could not be downloaded', 'error')),
  }));
}

export type MusterImportStore = ReturnType<typeof createMusterImportStore>;
