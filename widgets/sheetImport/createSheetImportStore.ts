import { createPageStore, type PageStore } from '../../src/app/pageStore/createPageStore';
import type { JobState } from '../../src/app/jobs/useBackgroundJob';
import { errorGridCsv, refusalOf } from '../../src/app/masters/importSheet';
import type { ImportRefusalView, ImportStep } from '../ImportProgress';
import { DOUBLE_EXTENSION_MESSAGE, validateFileName } from '../rules/fileRules';

/** A refused file as every import shows it (its rows as typed, in the sheet's columns); `importId` names the server's error file where it keeps one. */
export type SheetRefusal = ImportRefusalView & { importId?: number };

/** What POSTing a sheet answers: 202 with the id of the job writing a clean file, or the 400's error grid. */
export type SheetUploadAnswer = { jobId: number } | { refusal: SheetRefusal };

/** Where the running job's id is kept between page loads (localStorage in the browser). */
export type JobIdStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * One import page's piece of the pattern (docs/frontend.md "A sheet import"): its calls, its words
 * and what it does when the job ends. `Args` are the page's own fields sent with the file (the
 * employee upload's operation, the muster's month).
 */
export interface SheetImportSetup<Args extends unknown[], Result> {
  /** POSTs the file (and the page's fields); `uploadSheet` builds it from the path. */
  upload(file: File, ...args: Args): Promise<SheetUploadAnswer>;
  /** Where the running job's id is kept, so a reload (or another tab) follows it again. */
  storageKey: string;
  /** The extensions taken (xlsx, xls, csv). */
  formats: readonly string[];
  /** Said for a file of another type, in the spec's words ('Only Excel files are allowed'); the double extension keeps its own message. */
  formatMessage?: string;
  /** Why the page's fields cannot be sent yet (a month not chosen), checked before the file. */
  check?(...args: Args): string | null;
  /** The toast when the job has written the file, unless the job says it (default 'Uploaded Successfully!'). */
  successMessage?: string;
  /** What the page shows once the job has written the file (default: the toast's words). */
  doneText?(job: JobState<Result>): string;
  /** Said when the job fails (nothing was written). */
  failedMessage?: string;
  /** The name of the error file built from the refusal's grid; without it the page offers the server's (importId). */
  errorFileName?: string;
  /** A job is being followed (just started, or found again after a reload): a dialog opens on it. */
  onFollow?(): void;
  /** The job wrote the file: the page reloads what it lists, or downloads the job's sheet. */
  onDone?(result: Result | null, jobId: number): void | Promise<void>;
  /** The server has refused a file or a job has ended: a history of imports reloads. */
  onSettled?(): void;
}

/** What the store needs of the browser; a unit test hands in fakes (useSheetImport gives the real ones). */
export interface SheetImportEnvironment<Result> {
  /** GET /api/jobs/:id. */
  jobStatus(jobId: number): Promise<JobState<Result>>;
  storage: JobIdStorage;
  notify(message: string, severity: 'success' | 'error'): void;
  save(blob: Blob, fileName: string): void;
  /** The pause between two reads of the job's progress. */
  wait(): Promise<void>;
}

export interface SheetImportState<Result> {
  file: File | null;
  step: ImportStep;
  /** The followed job's id, progress (0–100) and message. */
  jobId: number | null;
  progress: number;
  status: string | null;
  /** A file refused before sending, or a failed job. */
  problem: string | null;
  refusal: SheetRefusal | null;
  /** What a finished job wrote, in words; its result (a failed job's too). */
  done: string | null;
  result: Result | null;
}

export interface SheetImportActions<Args extends unknown[]> {
  choose(file: File | null): void;
  /** Checks and sends the chosen file, then follows its job; resolves when the import has ended (or was refused). */
  upload(...args: Args): Promise<void>;
  /** Follows the job a reload left running, if any; resolves when it has ended. */
  resume(): Promise<void>;
  /** Stops reading progress (the page is gone); the job runs on and the next page load finds it. */
  stop(): void;
  /** Forgets the file and the last verdict (a dialog opened again). */
  reset(): void;
  /** The refusal's grid as a CSV (Row, the sheet's columns, Error), where the setup names the file. */
  downloadErrors(): Promise<void>;
}

export type SheetImportStore<Args extends unknown[], Result> = PageStore<SheetImportState<Result>, SheetImportActions<Args>>;

const UPLOADED = 'Uploaded Successfully!';
const FAILED = 'The import failed; nothing was imported';

/**
 * Every sheet import of the product (docs/heavy-work.md, imports validate first): choose a file
 * (its type and size checked here, nothing parsed), POST it, and either show the 400's error grid
 * or follow the 202's job by polling its progress to done or failed. The job's id is kept in
 * storage while it runs, so a reload resumes it.
 */
export function createSheetImportStore<Args extends unknown[], Result>(
  setup: SheetImportSetup<Args, Result>,
  env: SheetImportEnvironment<Result>,
): SheetImportStore<Args, Result> {
  const initial: SheetImportState<Result> = { file: null, step: 'idle', jobId: null, progress: 0, status: null, problem: null, refusal: null, done: null, result: null };
  // Each follow has its own number; a poll whose number is stale (stopped, or another follow) ends quietly.
  let following = 0;

  return createPageStore(initial, (set, get) => {
    const forget = () => {
      env.storage.removeItem(setup.storageKey);
      set({ step: 'idle', jobId: null });
    };

    const ended = async (job: JobState<Result>, jobId: number) => {
      forget();
      setup.onSettled?.();
      // A failed job's result may list why (a master's row errors, checked by the job itself).
      if (job.status !== 'done') return set({ problem: job.message ?? setup.failedMessage ?? FAILED, result: job.result });
      const message = job.message ?? setup.successMessage ?? UPLOADED;
      set({ done: setup.doneText?.(job) ?? message, result: job.result, file: null });
      env.notify(message, 'success');
      await setup.onDone?.(job.result, jobId);
    };

    const follow = async (jobId: number) => {
      const mine = ++following;
      env.storage.setItem(setup.storageKey, String(jobId));
      set({ step: 'importing', jobId, progress: 0, status: null, problem: null, refusal: null, done: null, result: null });
      setup.onFollow?.();
      for (;;) {
        let job: JobState<Result>;
        try {
          job = await env.jobStatus(jobId);
        } catch {
          // Signed out, another organisation, or the job is gone: nothing left to follow.
          if (mine === following) forget();
          return;
        }
        if (mine !== following) return;
        set({ progress: job.progress, status: job.message });
        if (job.status !== 'running') return ended(job, jobId);
        await env.wait();
        if (mine !== following) return;
      }
    };

    return {
      choose(file) {
        const refused = file ? validateFileName(file.name, setup.formats) : null;
        const problem = refused && setup.formatMessage && refused !== DOUBLE_EXTENSION_MESSAGE ? setup.formatMessage : refused;
        set({ file: problem ? null : file, problem, refusal: null, done: null });
      },
      async upload(...args) {
        const { file, step } = get();
        if (step !== 'idle') return;
        set({ problem: null, refusal: null, done: null, result: null });
        const problem = setup.check?.(...args) ?? (file ? await refusalOf(file) : 'File is required');
        if (problem || !file) return set({ problem });
        set({ step: 'sending' });
        const answer = await setup.upload(file, ...args);
        if ('refusal' in answer) {
          set({ step: 'idle', refusal: answer.refusal });
          setup.onSettled?.();
          return;
        }
        return follow(answer.jobId);
      },
      async resume() {
        const jobId = Number(env.storage.getItem(setup.storageKey)) || null;
        if (jobId !== null) return follow(jobId);
      },
      stop() {
        following++;
      },
      reset() {
        if (get().step === 'idle') set({ file: null, problem: null, refusal: null, done: null, result: null });
      },
      async downloadErrors() {
        const { refusal } = get();
        if (!setup.errorFileName || !refusal || refusal.rows.length === 0) return;
        const csv = await errorGridCsv(refusal.columns, refusal.rows);
        // The byte-order mark makes Excel read the file as UTF-8.
        env.save(new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }), setup.errorFileName);
      },
    };
  });
}
