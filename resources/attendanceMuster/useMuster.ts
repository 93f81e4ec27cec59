import { useMemo } from 'react';
import { useBackgroundJob } from '../../src/app/jobs/useBackgroundJob';
import { usePageStore } from '../../src/app/pageStore/usePageStore';
import { musterApi } from './musterApi';
import { createMusterStore, type MusterFilter } from './musterStore';

/** Where the running Process Attendance job's id is kept, so a reload follows it again. */
export const PROCESS_JOB_KEY = 'attendanceMuster.processJob';

/** The muster page's store (opening on `filter`, a link's), and its Process Attendance job followed to the end. */
export function useMuster(scope: 'organization' | 'team', filter?: MusterFilter) {
  const api = useMemo(() => musterApi(scope === 'organization' ? '/attendance-muster' : '/attendance-muster/team'), [scope]);
  const view = usePageStore(() => createMusterStore(api, filter), (store) => store.load());
  const job = useBackgroundJob<unknown>(PROCESS_JOB_KEY, {
    onEnd: (ended) => {
      api.notify(ended.message ?? (ended.status === 'done' ? 'Attendance processed successfully!' : 'Attendance processing failed'), ended.status === 'done' ? 'success' : 'error');
      void view.actions.load();
    },
  });
  const submitProcess = async () => {
    const jobId = await view.actions.submitProcess();
    if (jobId !== null) job.follow(jobId);
  };
  return { ...view, job, submitProcess };
}
