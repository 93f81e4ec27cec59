import { usePageStore } from '../../src/app/pageStore/usePageStore';
import { createLeaveApplyController } from './leaveApplyController';
import { leaveApi, type LeaveApi } from './leaveApi';

/** The apply screen's state and actions (leaveApplyController), limited to `only` types when given. */
export const useLeaveApply = (only?: readonly string[], api: LeaveApi = leaveApi) => usePageStore(() => createLeaveApplyController(api, only), (store) => store.load());

export type LeaveApplyView = ReturnType<typeof useLeaveApply>;
