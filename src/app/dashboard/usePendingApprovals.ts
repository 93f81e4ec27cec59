import { useEffect, useState } from 'react';
import { useLoginDetails } from '../auth/useLoginDetails';
import { apiRequest } from '../http/httpClient';
import type { DashboardItem } from './useDashboard';
import { pendingApprovalsItems } from './pendingApprovalsItems';

/** For an approver (reporting manager or reviewer), the regularization requests applied to them and still pending. */
export function usePendingApprovals(): DashboardItem[] {
  const userDetails = useLoginDetails()?.userDetails;
  const approver = Boolean(userDetails?.reportingManager || userDetails?.reviewer);
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!approver) return;
    const controller = new AbortController();
    apiRequest<{ count: number }>('/attendance-regularization/approvals', { query: { key: 'Pending' }, silent: true, signal: controller.signal })
      .then((data) => setCount(data?.count ?? 0))
      .catch(() => undefined);
    return () => controller.abort();
  }, [approver]);
  return pendingApprovalsItems(approver ? count : 0);
}
