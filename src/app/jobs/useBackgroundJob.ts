import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest } from '../http/httpClient';

/** A background job as GET /api/jobs/:id answers it (docs/heavy-work.md). */
export interface JobState<R> {
  status: 'running' | 'done' | 'failed';
  /** 0–100. */
  progress: number;
  message: string | null;
  result: R | null;
}

const POLL_MS = 1000;

export interface BackgroundJobEvents<R> {
  /** A job is being followed (just started, or found in localStorage after a reload). */
  onFollow?: () => void;
  /** The job ended, done or failed. */
  onEnd: (job: JobState<R>) => void;
  /** The job cannot be read any more (signed out, another organisation, gone). */
  onLost?: () => void;
}

/**
 * Follows a background job to its end by polling GET /api/jobs/:id. The id is kept in localStorage
 * under `storageKey`, so a reload (or a second tab) picks the job up again; `follow(id)` starts
 * following one, `follow(null)` forgets it.
 */
export function useBackgroundJob<R>(storageKey: string, events: BackgroundJobEvents<R>) {
  const [jobId, setJobId] = useState<number | null>(() => Number(localStorage.getItem(storageKey)) || null);
  const [progress, setProgress] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  // The latest handlers, without restarting the poll when the caller's closures change.
  const handlers = useRef(events);
  handlers.current = events;

  const follow = useCallback(
    (id: number | null) => {
      if (id === null) localStorage.removeItem(storageKey);
      else localStorage.setItem(storageKey, String(id));
      setProgress(0);
      setMessage(null);
      setJobId(id);
    },
    [storageKey],
  );

  useEffect(() => {
    if (jobId === null) return;
    handlers.current.onFollow?.();
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      let job: JobState<R> | undefined;
      try {
        job = await apiRequest<JobState<R>>(`/jobs/${jobId}`, { silent: true });
      } catch {
        if (!stopped) {
          follow(null);
          handlers.current.onLost?.();
        }
        return;
      }
      if (stopped || !job) return;
      setProgress(job.progress);
      setMessage(job.message);
      if (job.status === 'running') {
        timer = setTimeout(poll, POLL_MS);
        return;
      }
      follow(null);
      handlers.current.onEnd(job);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [follow, jobId]);

  return { jobId, running: jobId !== null, progress, message, follow };
}
