import { useEffect, useState, useSyncExternalStore } from 'react';
import type { LeaveApplicationPage } from '../../src/shared/leave/leaveApplicationRecord';
import type { ListKey } from './leaveApi';
import { createLeaveListController } from './leaveListController';

/** Pending and Completed lists (leaveListController) read by `read`. */
export function useLeaveList<P extends LeaveApplicationPage>(read: (key: ListKey, page: number) => Promise<P>) {
  const [controller] = useState(() => createLeaveListController(read));
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  useEffect(() => {
    void controller.load();
  }, [controller]);
  return { ...state, actions: controller };
}

export type LeaveListView = ReturnType<typeof useLeaveList>;
