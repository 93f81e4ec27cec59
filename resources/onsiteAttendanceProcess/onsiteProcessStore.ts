import { format } from 'date-fns';
import { createPageStore, type PageStore } from '../../src/app/pageStore/createPageStore';
import { processDateError } from '../../src/shared/attendanceReportRules';
import { errorFile, type OnsiteProcessApi, type OnsiteRefusal } from './onsiteProcessApi';

export type UploadType = 'daywise' | 'bulkUpload';
export const FILE_REQUIRED = 'File is required';
export const ONLY_CSV = 'Only .csv files are accepted';

export interface OnsiteProcessState {
  uploadType: UploadType;
  date: string;
  file: File | null;
  /** The form's message (spec 001 §5 Onsite process). */
  error: string | null;
  refusal: OnsiteRefusal | null;
  /** A day being processed, or a file being sent and checked. */
  busy: boolean;
  /** A clean file's background job writing it (followed across reloads by the page). */
  importing: boolean;
  /** A failed upload job's message (nothing was written). */
  problem: string | null;
}

export interface OnsiteProcessActions {
  setUploadType(type: UploadType): void;
  setDate(date: string): void;
  choose(file: File | null): void;
  /** Answers whether the form was accepted; a bulk file's job id goes to `follow`. */
  submit(follow?: (jobId: number) => void): Promise<boolean>;
  /** A job is followed (just started, or found again after a reload). */
  following(): void;
  /** The job ended: done downloads its sheet (OnsiteAttendance.xlsx); failed says why. */
  ended(done: boolean, message: string | null, jobId: number | null): Promise<void>;
  lost(): void;
  downloadSample(): Promise<void>;
  downloadErrors(): void;
}

export type OnsiteProcessStore = PageStore<OnsiteProcessState, OnsiteProcessActions>;

/**
 * Onsite Attendance Process (spec 001 §2, §5, §8): day-wise (a date, not in the future) or a bulk
 * CSV; the answer is OnsiteAttendance.xlsx (a bulk file's once its background job has written it),
 * a refused file shows its error grid and error file.
 */
export function createOnsiteProcessStore(api: OnsiteProcessApi, today: () => string = () => format(new Date(), 'yyyy-MM-dd')): OnsiteProcessStore {
  const initial: OnsiteProcessState = {
    uploadType: 'daywise',
    date: '',
    file: null,
    error: null,
    refusal: null,
    busy: false,
    importing: false,
    problem: null,
  };
  return createPageStore(initial, (set, get) => ({
    setUploadType(uploadType) {
      set({ uploadType, error: null, refusal: null });
    },
    setDate(date) {
      set({
        date,
        error: get().error ? processDateError(date, today()) : null,
      });
    },
    choose(file) {
      const error = file && !file.name.toLowerCase().endsWith('.csv') ? ONLY_CSV : null;
      set({ file: error ? null : file, error, refusal: null });
    },
    async submit(follow) {
      const { uploadType, date, file, importing } = get();
      if (importing) return false;
      if (uploadType === 'daywise') {
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
      }
      if (!file) {
        set({ error: get().error ?? FILE_REQUIRED });
        return false;
      }
      set({ busy: true, error: null, refusal: null, problem: null });
      const answer = await api.upload(file);
      set({ busy: false });
      if ('refusal' in answer) {
        // The page shows the message above the grid; a toast would say it twice.
        set({ refusal: answer.refusal });
        return false;
      }
      follow?.(answer.jobId);
      return true;
    },
    following() {
      set({ uploadType: 'bulkUpload', importing: true, refusal: null, problem: null });
    },
    async ended(done, message, jobId) {
      set({ importing: false });
      if (!done || jobId === null) return set({ problem: message ?? 'The upload failed; nothing was uploaded' });
      set({ file: null });
      api.notify(message ?? 'Uploaded Successfully!', 'success');
      api.save(await api.sheet(jobId), 'OnsiteAttendance.xlsx');
    },
    lost() {
      set({ importing: false });
    },
    downloadSample: () => api.sample().catch(() => undefined),
    downloadErrors() {
      const refusal = get().refusal;
      if (refusal) api.save(errorFile(refusal), 'OnsiteAttendance-errors.csv');
    },
  }));
}
