import { apiRequest } from '../../src/app/http/httpClient';
import { showToast } from '../../src/app/toast/toastStore';
import type { DateWindow } from '../../src/shared/attendanceWindows';
import type { AppliedToData } from '../../src/shared/appliedTo';

export type { AppliedToData };
import type { LeaveApplicationPage, LeavePreview, LeaveTypeOption } from '../../src/shared/leave/leaveApplicationRecord';

/** The body of POST /api/leave/apply (docs/leave-applications.md). */
export interface LeaveApplyBody {
  leaveType: string;
  fromDate: string;
  /** The sessions taken on the first day; both when left out. */
  fromSessions?: (1 | 2)[];
  toDate: string;
  /** The sessions taken on the last day; both when left out; a one-day leave leaves it out. */
  toSessions?: (1 | 2)[];
  reason: string;
  appliedTo?: string;
  attachment?: string | null;
}


export type ListKey = 'Pending' | 'Approved';

/** GET /api/leave-approval: the caller's applications to decide, with today's approver window (what a decision is held to). */
export interface LeaveApprovalList extends LeaveApplicationPage {
  count: number;
  approverWindow: DateWindow;
}

/** The leave screens' calls; reads are silent, a refused write shows the server's message (httpClient). */
export interface LeaveApi {
  types(): Promise<LeaveTypeOption[]>;
  appliedTo(): Promise<AppliedToData>;
  preview(body: LeaveApplyBody): Promise<LeavePreview>;
  apply(body: LeaveApplyBody): Promise<{ leaveCode: string; numOfDays: number }>;
  mine(key: ListKey, page: number): Promise<LeaveApplicationPage>;
  withdraw(leaveCode: string): Promise<void>;
  cancel(leaveCode: string): Promise<void>;
  approvals(key: ListKey, page: number): Promise<LeaveApprovalList>;
  decide(leaveCode: string, decision: { approvedDate: string[]; rejectedDate: string[]; remarks: string }): Promise<{ status: string }>;
  notify(message: string, severity: 'success' | 'error'): void;
}

const code = (leaveCode: string) => encodeURIComponent(leaveCode);

export const leaveApi: LeaveApi = {
  types: () => apiRequest('/leave/apply/types', { silent: true }),
  // Applying to is regularization's: the primary manager (default) or the reviewer.
  appliedTo: () => apiRequest('/attendance-regularization/applied-to', { silent: true }),
  preview: (body) => apiRequest('/leave/apply/preview', { method: 'POST', body, silent: true }),
  apply: (body) => apiRequest('/leave/apply', { method: 'POST', body }),
  mine: (key, page) => apiRequest('/leave/apply', { query: { key, page }, silent: true }),
  withdraw: async (leaveCode) => void (await apiRequest(`/leave/apply/${code(leaveCode)}`, { method: 'DELETE' })),
  cancel: async (leaveCode) => void (await apiRequest(`/leave/apply/${code(leaveCode)}/cancel`, { method: 'PUT' })),
  approvals: (key, page) => apiRequest('/leave-approval', { query: { key, page }, silent: true }),
  decide: (leaveCode, decision) => apiRequest(`/leave-approval/${code(leaveCode)}`, { method: 'PUT', body: decision }),
  notify: (message, severity) => void showToast(message, severity),
};
