import { useCallback, useEffect, useState } from 'react';
import type { GrantForm, GrantPreview, GranterApi, GranterRun, JobState, Option } from './types';

const POLL_MS = 1000;
/** The run being followed, kept so a reload (or another tab) picks its progress up again. */
export const GRANTER_JOB_KEY = 'hr-console.leaveGranterJob';

const defaultForm = (today = new Date()): GrantForm => ({ periodKind: 'Month', period: today.toISOString().slice(0, 7), leaveTypes: [], empIds: [] });

/**
 * The Leave Granter page (docs/leave-ledger.md): the form, its preview (nothing written), the run as
 * a background job whose progress survives a reload, and the runs. Changing the form drops a
 * preview, so what is run is what was previewed.
 */
export function useLeaveGranter(api: GranterApi, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = localStorage) {
  const [form, setFormState] = useState<GrantForm>(defaultForm);
  const [preview, setPreview] = useState<GrantPreview | null>(null);
  const [busy, setBusy] = useState(false);
  const [jobId, setJobId] = useState<number | null>(() => Number(storage.getItem(GRANTER_JOB_KEY)) || null);
  const [job, setJob] = useState<JobState | null>(null);
  const [runs, setRuns] = useState<GranterRun[]>([]);
  const [runsVersion, setRunsVersion] = useState(0);
  const [typeOptions, setTypeOptions] = useState<Option[]>([]);
  const [employeeOptions, setEmployeeOptions] = useState<Option[]>([]);

  useEffect(() => {
    void api.leaveTypes().then(setTypeOptions);
    void api.employees().then(setEmployeeOptions);
  }, [api]);

  useEffect(() => {
    void api.runs(0).then((page) => setRuns(page?.content ?? []), () => setRuns([]));
  }, [api, runsVersion]);

  const follow = useCallback(
    (id: number | null) => {
      if (id === null) storage.removeItem(GRANTER_JOB_KEY);
      else storage.setItem(GRANTER_JOB_KEY, String(id));
      setJobId(id);
    },
    [storage],
  );

  useEffect(() => {
    if (jobId === null) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const state = await api.job(jobId).catch(() => null);
      if (stopped) return;
      if (!state) return follow(null);
      setJob(state);
      if (state.status === 'running') timer = setTimeout(poll, POLL_MS);
      else {
        follow(null);
        setRunsVersion((v) => v + 1);
      }
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [api, follow, jobId]);

  const setForm = useCallback((change: Partial<GrantForm>) => {
    setFormState((current) => {
      const next = { ...current, ...change };
      // A switch of kind keeps the year: 2026-03 → 2026, 2026 → 2026-01.
      if (change.periodKind && change.periodKind !== current.periodKind) next.period = change.periodKind === 'Year' ? current.period.slice(0, 4) : `${current.period.slice(0, 4)}-01`;
      return next;
    });
    setPreview(null);
  }, []);

  const act = async <T>(work: () => Promise<T>) => {
    setBusy(true);
    try {
      return await work();
    } catch {
      // The server's message is shown by the http client.
      return undefined;
    } finally {
      setBusy(false);
    }
  };

  const showPreview = () => act(async () => setPreview(await api.preview(form)));
  const started = (answer: { jobId: number } | undefined) => {
    if (!answer) return;
    setJob({ status: 'running', progress: 0, message: 'Starting' });
    follow(answer.jobId);
    setPreview(null);
    setRunsVersion((v) => v + 1);
  };
  const run = () => act(() => api.start(form)).then(started);
  const runAgain = (runId: number) => act(() => api.again(runId)).then(started);

  return { form, setForm, preview, showPreview, run, runAgain, busy, running: jobId !== null, job, runs, typeOptions, employeeOptions };
}
