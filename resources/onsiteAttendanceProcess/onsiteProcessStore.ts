import { format } from 'date-fns';
import { createPageStore, type PageStore } from '../../src/app/pageStore/createPageStore';
import { processDateError } from '../../src/shared/attendanceReportRules';
import type { SheetImportSetup } from '../../widgets/sheetImport/createSheetImportStore';
import type { OnsiteProcessApi } from './onsiteProcessApi';

export type UploadType = 'daywise' | 'bulkUpload';
export const ONLY_CSV = 'Only .csv files are accepted';

/** Where the running bulk upload job's id is kept, so a reload follows it again. */
export const ONSITE_UPLOAD_JOB_KEY = 'hr-console.importJob.onsiteAttendance';

export interface OnsiteProcessState {
  uploadType: UploadType;
  date: string;
  /** The date's message (spec 001 §5 Onsite process). */
  error: string | null;
  /** A day being processed. */
  busy: boolean;
}

export interface OnsiteProcessActions {
  setUploadType(type: UploadType): void;
  setDate(date: string): void;
  /** Processes the chosen day; answers whether the form was accepted. */
  submit(): Promise<boolean>;
  downloadSample(): Promise<void>;
}

export type OnsiteProcessStore = PageStore<OnsiteProcessState, OnsiteProcessActions>;

/**
 * Onsite Attendance Process (spec 001 §2, §5, §8), day-wise: a date, not in the future, answered
 * with OnsiteAttendance.xlsx. The bulk CSV is a sheet import (onsiteBulkUpload).
 */
export function createOnsiteProcessStore(api: OnsiteProcessApi, today: () => string = () => format(new Date(), 'yyyy-MM-dd')): OnsiteProcessStore {
  const initial: OnsiteProcessState = { uploadType: 'daywise', date: '', error: null, busy: false };
  return createPageStore(initial, (set, get) => ({
    setUploadType(uploadType) {
      set({ uploadType, error: null });
    },
    setDate(date) {
      set({
        date,
        error: get().error ? processDateError(date, today()) : null,
      });
    },
    async submit() {
      const { date } = get();
      const error = processDateError(date, today());
      set({ error });
      if (error) return false;
      set({ busy: true });
      try {
        api.save(await api.processByDate(date), 'OnsiteAttendance.xlsx');
        api.notify('Daywise Processed Successfully', 'success');
        return true;
      } catch {
        return false;
      } finally {
        set({ busy: false });
      }
    },
    downloadSample: () => api.sample().catch(() => undefined),
  }));
}

/**
 * The bulk CSV as a sheet import (docs/frontend.md "A sheet import"): a refused file shows its
 * error grid and error file; once its job has written a clean one, OnsiteAttendance.xlsx is
 * downloaded. `onFollow` shows the Bulk Upload form when a reload finds the job running.
 */
export function onsiteBulkUpload(api: Pick<OnsiteProcessApi, 'upload' | 'sheet' | 'save'>, onFollow?: () => void): SheetImportSetup<[], unknown> {
  return {
    upload: (file) => api.upload(file),
    storageKey: ONSITE_UPLOAD_JOB_KEY,
    formats: ['csv'],
    formatMessage: ONLY_CSV,
    failedMessage: 'The upload failed; nothing was uploaded',
    errorFileName: 'OnsiteAttendance-errors.csv',
    onFollow,
    onDone: async (_result, jobId) => api.save(await api.sheet(jobId), 'OnsiteAttendance.xlsx'),
  };
}
