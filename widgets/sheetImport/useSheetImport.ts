import { useEffect, useRef } from 'react';
import { apiRequest } from '../../src/app/http/httpClient';
import type { JobState } from '../../src/app/jobs/useBackgroundJob';
import { downloadBlob } from '../../src/app/masters/download';
import { usePageStore } from '../../src/app/pageStore/usePageStore';
import { showToast } from '../../src/app/toast/toastStore';
import { createSheetImportStore, type SheetImportEnvironment, type SheetImportSetup } from './createSheetImportStore';

const POLL_MS = 1000;

/** The browser's side of a sheet import: the job's progress from GET /api/jobs/:id, its id in localStorage, the toast, the download. */
export function browserEnvironment<Result>(): SheetImportEnvironment<Result> {
  return {
    jobStatus: (jobId) => apiRequest<JobState<Result>>(`/jobs/${jobId}`, { silent: true }),
    storage: localStorage,
    notify: (message, severity) => void showToast(message, severity),
    save: downloadBlob,
    wait: () => new Promise((resolve) => setTimeout(resolve, POLL_MS)),
  };
}

/**
 * A page's sheet import (docs/frontend.md "A sheet import"): the shared store made once for the
 * mounted page, resuming the job a reload left running, and no longer polling once the page is gone.
 * The view gets the state and `actions`. The store is made once, so it calls the page's latest
 * handlers (a list's reload closes over its current filter), as useBackgroundJob did.
 */
export function useSheetImport<Args extends unknown[], Result>(setup: SheetImportSetup<Args, Result>) {
  const latest = useRef(setup);
  latest.current = setup;
  const view = usePageStore(
    () =>
      createSheetImportStore(
        {
          ...setup,
          onFollow: () => latest.current.onFollow?.(),
          onDone: (result, jobId) => latest.current.onDone?.(result, jobId),
          onSettled: () => latest.current.onSettled?.(),
        },
        browserEnvironment<Result>(),
      ),
    (store) => store.resume(),
  );
  const { actions } = view;
  useEffect(() => () => actions.stop(), [actions]);
  return view;
}
