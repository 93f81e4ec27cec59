import { apiRequest } from '../../src/app/http/httpClient';
import { showToast } from '../../src/app/toast/toastStore';

/** Spec 001 §3 onsite approval row (GET /api/employee-attendance/onsite-approvals). */
export interface OnsiteApprovalRecord {
  empId: string;
  empName: string;
  leave: string[];
  approverName: string;
  attendanceDate: string;
  inTime: string;
  outTime: string;
  totalWorkHours: string;
  /** The status, as spec 001 §3 names it. */
  leaveType: 'Pending' | 'Approved' | 'Rejected';
  month: string;
  reason: string | null;
}

export interface OnsiteApprovalList {
  count: number;
  records: OnsiteApprovalRecord[];
  totalPages: number;
}

/** Spec 001 §7 onsite decision payload. */
export interface OnsiteDecisionPayload {
  status: 'Approved' | 'Rejected';
  empId: string;
  date: string;
  month: string;
  reason?: string;
}

export interface OnsiteApprovalsApi {
  list(key: 'Pending' | 'Approved', page: number): Promise<OnsiteApprovalList>;
  decide(payload: OnsiteDecisionPayload): Promise<string>;
  notify(message: string, severity: 'success' | 'error'): void;
}

const BASE = '/employee-attendance/onsite-approvals';

/** The approver's onsite calls. */
export const onsiteApprovalsApi: OnsiteApprovalsApi = {
  list: (key, page) => apiRequest(BASE, { query: { key, page }, silent: true }),
  decide: async (payload) => {
    await apiRequest(BASE, { method: 'PUT', body: payload });
    return payload.status === 'Approved' ? 'Approved successfully!' : 'Rejected successfully!';
  },
  notify: (message, severity) => void showToast(message, severity),
};
