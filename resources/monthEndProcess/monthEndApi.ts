import { apiRequest } from '../../src/app/http/httpClient';
import { showToast } from '../../src/app/toast/toastStore';
import type { LeaveApplicationRecord } from '../../src/shared/leave/leaveApplicationRecord';
import type { RegularizationRecord } from '../../src/shared/regularizationRecord';
import type { MonthEndApi, MonthEndRow } from './types';

const leaveRow = (record: LeaveApplicationRecord): MonthEndRow => ({
  code: record.leaveCode,
  empId: record.empId,
  empName: record.empName,
  kind: record.leaveType,
  dates: record.dateList,
  numOfDays: record.numOfDays,
  reason: record.empReason,
  appliedToName: record.appliedToName,
  appliedDate: record.appliedDate,
});

const regularizationRow = (record: RegularizationRecord): MonthEndRow => ({
  code: record.regularizationCode,
  empId: record.empId,
  empName: record.employeeName,
  kind: [...new Set(record.appliedRegularizations.map((applied) => applied.regularizationStatus))].join(', '),
  dates: record.regularizationDates,
  numOfDays: record.noOfDays,
  reason: record.appliedRegularizations[0]?.reason ?? record.employeeRemark ?? '',
  appliedToName: record.approverName,
  appliedDate: record.appliedDate,
});

/** The month end's calls (spec 001 §7 month end, docs/month-end.md). Failures are told by the store, not the client. */
export const monthEndApi: MonthEndApi = {
  cockpit: (monthYear) => apiRequest('/month-end/cockpit', { query: { monthYear }, silent: true }),
  list: async (tab, { monthYear, empId, leaveType, appliedTo, page, size }) => {
    const query = { month: monthYear, empId: empId || undefined, appliedTo: appliedTo || undefined, sortDirection: 'DESC', page, size };
    if (tab === 'leave') {
      const answer = await apiRequest<{ content: LeaveApplicationRecord[]; totalElements: number }>('/attendance-regularization/get-admin-leave-apply', { query: { ...query, leaveType: leaveType || undefined }, silent: true });
      return { rows: answer.content.map(leaveRow), totalElements: answer.totalElements };
    }
    const answer = await apiRequest<{ content: RegularizationRecord[]; totalElements: number }>('/attendance-regularization/get-admin-regularization', { query, silent: true });
    return { rows: answer.content.map(regularizationRow), totalElements: answer.totalElements };
  },
  preview: (monthYear, decisions, pendingPolicy) =>
    apiRequest('/month-end/preview', {
      method: 'POST',
      silent: true,
      body: {
        monthYear,
        ...(pendingPolicy ? { pendingPolicy } : {}),
        leave: decisions.filter((d) => d.kind === 'leave').map(({ empId, code, approve, remark }) => ({ empId, code, type: approve ? 'approve' : 'reject', remark: remark ?? null })),
        regularization: decisions.filter((d) => d.kind === 'regularization').map(({ empId, code, approve, remark }) => ({ empId, code, type: approve ? 'approve' : 'reject', remark: remark ?? null })),
      },
    }),
  submit: async (tab, monthYear, decisions, previewToken) => {
    if (tab === 'leave') {
      const body = decisions.map(({ empId, code, approve, remark }) => ({ empId, leaveCode: code, type: approve ? 'approve' : 'reject', remark: remark ?? null }));
      await apiRequest('/leave-approval/admin/approve-or-reject', { method: 'POST', body, query: { previewToken }, silent: true });
    } else {
      const body = decisions.map(({ empId, code, approve, remark }) => ({ regCode: code, action: approve ? 'approve' : 'reject', remark: remark ?? null, empId, month: monthYear }));
      await apiRequest('/attendance-regularization/admin-approve-regularization', { method: 'POST', body, query: { previewToken }, silent: true });
    }
  },
  close: async (monthYear, pendingPolicy, previewToken) => {
    await apiRequest('/attendance-month-close', { method: 'POST', body: { monthYear, ...(pendingPolicy ? { pendingPolicy } : {}), ...(previewToken ? { previewToken } : {}) }, silent: true });
  },
  notify: (message, severity) => void showToast(message, severity),
};
