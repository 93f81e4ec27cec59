import { useEffect, useState, useSyncExternalStore } from 'react';
import { createLeaveApplyController } from './leaveApplyController';
import { leaveApi, type LeaveApi } from './leaveApi';

/** The apply screen's state and actions (leaveApplyController), limited to `only` types when given. */
export function useLeaveApply(only?: readonly string[], api: LeaveApi = leaveApi) {
  const [controller] = useState(() => createLeaveApplyController(api, only));
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  useEffect(() => {
    void controller.load();
  }, [controller]);
  return { ...state, actions: controller };
}

export type LeaveApplyView = ReturnType<typeof useLeaveApply>;
