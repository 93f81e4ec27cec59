import type { LeaveApplicationPage } from '../../src/shared/leave/leaveApplicationRecord';
import { usePageStore } from '../../src/app/pageStore/usePageStore';
import type { ListKey } from './leaveApi';
import { createLeaveListController } from './leaveListController';

/** Pending and Completed lists (leaveListController) read by `read`. */
export const useLeaveList = <P extends LeaveApplicationPage>(read: (key: ListKey, page: number) => Promise<P>) =>
  usePageStore(() => createLeaveListController(read), (store) => store.load());

export type LeaveListView = ReturnType<typeof useLeaveList>;
