import { describe, expect, it } from 'vitest';
import type { JobState } from '../../../src/app/jobs/useBackgroundJob';
import { createSheetImportStore, type SheetImportEnvironment, type SheetImportSetup, type SheetRefusal, type SheetUploadAnswer } from '../../../widgets/sheetImport/createSheetImportStore';

type Result = { written: number };

/**
 * The browser's side, faked: the job's answers in order (the last one repeats), localStorage as a
 * Map, what was said and saved, and a poll pause the test opens one read at a time.
 */
function fakeEnvironment(answers: JobState<Result>[]) {
  const stored = new Map<string, string>();
  const said: string[] = [];
  const saved: { name: string; text: Promise<string> }[] = [];
  const reads: number[] = [];
  let open: (() => void) | null = null;
  const env: SheetImportEnvironment<Result> = {
    jobStatus: async (jobId) => {
      reads.push(jobId);
      return answers[Math.min(reads.length, answers.length) - 1]!;
    },
    storage: { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value), removeItem: (key) => void stored.delete(key) },
    notify: (message) => void said.push(message),
    save: (blob, name) => void saved.push({ name, text: blob.text() }),
    wait: () => new Promise<void>((resolve) => (open = resolve)),
  };
  /** Lets the poll read the job once more, once it is waiting. */
  const nextRead = async () => {
    await until(() => open !== null);
    const resolve = open!;
    open = null;
    resolve();
  };
  return { env, stored, said, saved, reads, nextRead };
}

async function until(condition: () => boolean) {
  for (let turn = 0; turn < 100 && !condition(); turn++) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(condition()).toBe(true);
}

const running = (progress: number): JobState<Result> => ({ status: 'running', progress, message: 'Importing', result: null });
const finished: JobState<Result> = { status: 'done', progress: 100, message: 'Imported 2 rows', result: { written: 2 } };
const KEY = 'hr-console.importJob.test';

function setup(upload: (file: File, month: string | null) => Promise<SheetUploadAnswer>, more: Partial<SheetImportSetup<[string | null], Result>> = {}) {
  const done: number[] = [];
  const settled: string[] = [];
  const config: SheetImportSetup<[string | null], Result> = {
    upload,
    storageKey: KEY,
    formats: ['xlsx', 'xls'],
    formatMessage: 'Only Excel files are allowed',
    check: (month) => (month ? null : 'Please select a month and year'),
    doneText: (job) => `${job.message}: ${job.result?.written} written`,
    errorFileName: 'errors.csv',
    onDone: (_result, jobId) => void done.push(jobId),
    onSettled: () => void settled.push('settled'),
    ...more,
  };
  return { config, done, settled };
}

const sheet = () => new File(['PK'], 'roster.xlsx');

describe('the shared sheet import store (docs/frontend.md "A sheet import")', () => {
  it('sends a clean file, follows its job’s progress and ends done', async () => {
    const sent: { name: string; month: string | null }[] = [];
    const { config, done, settled } = setup(async (file, month) => (sent.push({ name: file.name, month }), { jobId: 7 }));
    const fake = fakeEnvironment([running(40), running(80), finished]);
    const store = createSheetImportStore(config, fake.env);

    store.choose(new File(['x'], 'roster.csv'));
    expect(store.getState()).toMatchObject({ file: null, problem: 'Only Excel files are allowed' });
    store.choose(new File(['x'], 'roster.csv.xlsx'));
    expect(store.getState().problem).toMatch(/extension/i);
    await store.upload('11-2026');
    expect(store.getState().problem).toBe('File is required');

    store.choose(sheet());
    await store.upload(null);
    expect(store.getState()).toMatchObject({ problem: 'Please select a month and year', step: 'idle' });
    expect(sent).toEqual([]);

    const importing = store.upload('11-2026');
    await until(() => store.getState().progress === 40);
    expect(sent).toEqual([{ name: 'roster.xlsx', month: '11-2026' }]);
    expect(store.getState()).toMatchObject({ step: 'importing', jobId: 7, status: 'Importing' });
    expect(fake.stored.get(KEY)).toBe('7');
    // A second Upload while the job runs sends nothing.
    await store.upload('11-2026');
    expect(sent).toHaveLength(1);

    await fake.nextRead();
    await until(() => store.getState().progress === 80);
    await fake.nextRead();
    await importing;
    expect(store.getState()).toMatchObject({ step: 'idle', jobId: null, progress: 100, file: null, done: 'Imported 2 rows: 2 written', result: { written: 2 }, problem: null });
    expect(fake.said).toEqual(['Imported 2 rows']);
    expect(done).toEqual([7]);
    expect(settled).toEqual(['settled']);
    expect(fake.stored.has(KEY)).toBe(false);
  });

  it('shows a refused file’s error grid and offers it as an error file', async () => {
    const refusal: SheetRefusal = {
      message: '1 of 2 rows has errors; nothing was imported',
      columns: ['Emp ID', 'Shift'],
      rows: [{ row: 3, cells: ['=EMP9', 'S9'], error: 'Shift S9 does not exist' }],
      total: 1,
    };
    const { config, done, settled } = setup(async () => ({ refusal }));
    const fake = fakeEnvironment([finished]);
    const store = createSheetImportStore(config, fake.env);
    store.choose(sheet());
    await store.upload('11-2026');
    expect(store.getState()).toMatchObject({ step: 'idle', refusal, jobId: null, done: null });
    expect(fake.reads).toEqual([]);
    expect(fake.stored.has(KEY)).toBe(false);
    expect(done).toEqual([]);
    expect(settled).toEqual(['settled']);

    await store.downloadErrors();
    expect(fake.saved.map((file) => file.name)).toEqual(['errors.csv']);
    const csv = await fake.saved[0]!.text;
    expect(csv).toContain('Row,Emp ID,Shift,Error');
    // Every cell escaped, as every export is: a spreadsheet never runs it.
    expect(csv).toContain("'=EMP9");
  });

  it('after a reload finds the running job again and follows it; a failed job says why', async () => {
    const { config, done } = setup(async () => ({ jobId: 1 }));
    const fake = fakeEnvironment([running(55), { status: 'failed', progress: 55, message: 'Row 4: the shift was deleted meanwhile; nothing was imported', result: null }]);
    fake.stored.set(KEY, '12');
    let followed = 0;
    const store = createSheetImportStore({ ...config, onFollow: () => void followed++ }, fake.env);
    const resumed = store.resume();
    await until(() => store.getState().progress === 55);
    expect(store.getState()).toMatchObject({ step: 'importing', jobId: 12 });
    expect(followed).toBe(1);
    expect(fake.reads).toEqual([12]);
    await fake.nextRead();
    await resumed;
    expect(store.getState()).toMatchObject({ step: 'idle', jobId: null, problem: 'Row 4: the shift was deleted meanwhile; nothing was imported', done: null });
    expect(done).toEqual([]);
    expect(fake.stored.has(KEY)).toBe(false);
  });

  it('leaves the job to the next page load when the page is gone, and forgets a job it can no longer read', async () => {
    const { config } = setup(async () => ({ jobId: 1 }));
    const fake = fakeEnvironment([running(10)]);
    fake.stored.set(KEY, '5');
    const store = createSheetImportStore(config, fake.env);
    const resumed = store.resume();
    await until(() => store.getState().progress === 10);
    store.stop();
    await fake.nextRead();
    await resumed;
    expect(fake.reads).toEqual([5]);
    expect(fake.stored.get(KEY)).toBe('5');

    const gone = createSheetImportStore(config, { ...fake.env, jobStatus: async () => Promise.reject(new Error('403')) });
    await gone.resume();
    expect(gone.getState()).toMatchObject({ step: 'idle', jobId: null });
    expect(fake.stored.has(KEY)).toBe(false);
    // Nothing stored: nothing to follow.
    await gone.resume();
    expect(gone.getState().step).toBe('idle');
  });
});
