import { useEffect, useState, useSyncExternalStore } from 'react';
import { approvalsApi } from './approvalsApi';
import { createApprovalsController } from './approvalsController';
import type { ApprovalsApi } from './types';

/** The approvals screens' state and actions (approvalsController). */
export function useApprovals(api: ApprovalsApi) {
  const [controller] = useState(() => createApprovalsController(api));
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  useEffect(() => {
    void controller.load();
  }, [controller]);
  return { ...state, actions: controller };
}

export type ApprovalsView = ReturnType<typeof useApprovals>;
export const myApprovalsApi = approvalsApi('mine');
export const organizationApprovalsApi = approvalsApi('organization');
