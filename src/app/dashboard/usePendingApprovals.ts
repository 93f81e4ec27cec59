import { useEffect, useState } from 'react';
import { apiRequest } from '../http/httpClient';
import { usePermittedPaths } from '../routes/usePermittedPaths';
import type { DashboardItem } from './useDashboard';
import { pendingApprovalsItems, type PendingCounts } from './pendingApprovalsItems';

const NONE: PendingCounts = { regularization: 0, leave: 0, compOff: 0, encashment: 0 };
const ENCASHMENT_APPROVAL_PATH = '/leaveEncashmentApproval';

/** How many requests of one kind are pending (0 when the list cannot be read). */
const pendingCount = (path: string, signal: AbortSignal) =>
  apiRequest<{ count?: number; totalElements?: number }>(path, { query: { key: 'Pending' }, silent: true, signal }).then(
    (data) => data?.count ?? data?.totalElements ?? 0,
    () => 0,
  );

/**
 * What waits for the user's decision: regularizations, leave and comp-off applied to them (whoever
 * they were applied to, a manager or a fallback approver), and leave encashments when they hold HR's
 * approval screen. Each list answers only the caller's, so an employee who approves no one sees none.
 */
export function usePendingApprovals(): DashboardItem[] {
  const decidesEncashments = usePermittedPaths().has(ENCASHMENT_APPROVAL_PATH);
  const [counts, setCounts] = useState<PendingCounts>(NONE);
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    void Promise.all([
      pendingCount('/attendance-regularization/approvals', signal),
      pendingCount('/leave-approval', signal),
      pendingCount('/leave/comp-off/approvals', signal),
      decidesEncashments ? pendingCount('/leave/encashment/approvals', signal) : Promise.resolve(0),
    ]).then(([regularization, leave, compOff, encashment]) => {
      if (!signal.aborted) setCounts({ regularization, leave, compOff, encashment });
    });
    return () => controller.abort();
  }, [decidesEncashments]);
  return pendingApprovalsItems(counts);
}
