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
  sending: boolean;
  problem: string | null;
  refusal: MusterImportRefusal | null;
}

/**
 * The muster's Sample Excel and Import (issue 20 §1, §5): a month and an Excel file; a refused file
 * shows every row's errors (the grid) and offers the error file; a clean one answers 'Uploaded
 * Successfully!' and the muster reloads.
 */
export function createMusterImportStore(api: OverridesApi, monthYear: string, onChanged: () => void = () => undefined) {
  const initial: MusterImportState = { open: false, monthYear, file: null, sending: false, problem: null, refusal: null };
  return createPageStore(initial, (set, get) => ({
    openDialog: () => set({ open: true, file: null, problem: null, refusal: null }),
    close: () => set({ open: false }),
    setMonth: (month: string | null) => set({ monthYear: month }),
    choose: (file: File | null) => {
      const wrong = file !== null && validateFileName(file.name, MUSTER_FORMATS) !== null;
      set({ file: wrong ? null : file, problem: wrong ? OVERRIDE_MESSAGES.excelOnly : null });
    },
    upload: async () => {
      const { file, monthYear: month, sending } = get();
      if (sending) return;
      if (!month) return set({ problem: OVERRIDE_MESSAGES.selectMonth });
      if (!file) return set({ problem: 'File is required' });
      const tooLarge = await refusalOf(file);
      if (tooLarge) return set({ problem: tooLarge });
      set({ sending: true, problem: null, refusal: null });
      const answer = await api.upload(file, month);
      if ('refusal' in answer) return set({ sending: false, refusal: answer.refusal });
      set({ sending: false });
      if (!answer.ok) return set({ problem: answer.message || 'The import failed' });
      api.notify(answer.message || OVERRIDE_MESSAGES.uploaded, 'success');
      set({ open: false, file: null });
      onChanged();
    },
    downloadSample: () => api.downloadSample().catch(() => api.notify('The sample could not be downloaded', 'error')),
    downloadErrors: (importId: number) => api.downloadErrors(importId).catch(() => api.notify('The error file could not be downloaded', 'error')),
  }));
}

export type MusterImportStore = ReturnType<typeof createMusterImportStore>;
