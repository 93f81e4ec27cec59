import { usePageStore } from '../../src/app/pageStore/usePageStore';
import { approvalsApi } from './approvalsApi';
import { createApprovalsController } from './approvalsController';
import type { ApprovalsApi } from './types';

/** The approvals screens' state and actions (approvalsController). */
export const useApprovals = (api: ApprovalsApi) => usePageStore(() => createApprovalsController(api), (store) => store.load());

export type ApprovalsView = ReturnType<typeof useApprovals>;
export const myApprovalsApi = approvalsApi('mine');
export const organizationApprovalsApi = approvalsApi('organization');
