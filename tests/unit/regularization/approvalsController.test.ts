import { describe, expect, it, vi } from 'vitest';
import { createApprovalsController } from '../../../resources/approvals/approvalsController';
import type { ApprovalRecord, ApprovalsApi } from '../../../resources/approvals/types';
import { sampleRegularizationRecord } from './sampleRegularizationRecord';
import { decisionOffers, partialDecisionPayload, partialDecisionProblem, rejectReasonProblem } from '../../../src/shared/regularizationRules';

const request: ApprovalRecord = {
  ...sampleRegularizationRecord({ regularizationCode: 'REG000009', noOfDays: 2, regularizationDates: ['2026-11-16', '2026-11-17'] }),
  offers: { approveReject: true, partial: true },
};

function fakeApi(): ApprovalsApi & { [K in keyof ApprovalsApi]: ReturnType<typeof vi.fn> } {
  return {
    list: vi.fn(async (key: string) => ({ count: key === 'Pending' ? 1 : 0, records: key === 'Pending' ? [request] : [], totalPages: 1 })),
    decide: vi.fn(async () => undefined),
    notify: vi.fn(),
  } as never;
}

describe('approval rules (spec 001 §4, §5)', () => {
  it('asks a reject reason of at least 5 characters', () => {
    expect(rejectReasonProblem('')).toBe('Reason is required');
    expect(rejectReasonProblem('    ')).toBe('Reason is required');
    expect(rejectReasonProblem('No')).toBe('Reason must be at least 5 characters');
    expect(rejectReasonProblem(' Fine ')).toBe('Reason must be at least 5 characters');
    expect(rejectReasonProblem('Not in')).toBeNull();
  });
  it('blocks a partial approval with a rejected date without remarks', () => {
    expect(partialDecisionProblem([{ date: '2026-11-16', approved: true, remarks: '' }, { date: '2026-11-17', approved: false, remarks: ' ' }])).toBe('Remarks required for rejected date.');
    expect(partialDecisionProblem([{ date: '2026-11-16', approved: true, remarks: '' }, { date: '2026-11-17', approved: false, remarks: 'No swipe' }])).toBeNull();
  });
  it('offers Approve/Reject only with a date in the approver window, Partial Approve only with more than one day', () => {
    const window = { from: '2026-11-10', to: '2026-11-19' };
    expect(decisionOffers(['2026-11-05', '2026-11-12'], window)).toEqual({ approveReject: true, partial: true });
    expect(decisionOffers(['2026-11-12'], window)).toEqual({ approveReject: true, partial: false });
    expect(decisionOffers(['2026-11-05', '2026-11-06'], window)).toEqual({ approveReject: false, partial: false });
  });
  it('sends all-approved as an approval and all-rejected as a rejection', () => {
    expect(partialDecisionPayload('EMP001', 'R', [{ date: 'a', approved: true, remarks: '' }]).key).toBe('Approved');
    expect(partialDecisionPayload('EMP001', 'R', [{ date: 'a', approved: false, remarks: 'no way' }]).key).toBe('Rejected');
  });
});

describe('approvals controller (no DOM)', () => {
  it('loads both tabs with their counts', async () => {
    const api = fakeApi();
    const controller = createApprovalsController(api);
    await controller.load();
    expect(controller.getState().lists.Pending.data?.count).toBe(1);
    expect(api.list.mock.calls.map((call) => call[0]).sort()).toEqual(['Approved', 'Pending']);
  });

  it('approves every date and reloads', async () => {
    const api = fakeApi();
    const controller = createApprovalsController(api);
    await controller.load();
    expect(await controller.approve(request)).toBe(true);
    expect(api.decide).toHaveBeenCalledWith({ empId: 'EMP001', regCode: 'REG000009', key: 'Approved', approvedDate: ['2026-11-16', '2026-11-17'], rejectedDate: [], remarks: [] });
    expect(api.notify).toHaveBeenCalledWith('Approved successfully!', 'success');
    expect(api.list).toHaveBeenCalledTimes(4);
  });

  it('rejects only with a valid reason', async () => {
    const api = fakeApi();
    const controller = createApprovalsController(api);
    controller.openReject(request);
    expect(await controller.submitReject()).toBe(false);
    expect(controller.getState().reject?.error).toBe('Reason is required');
    controller.setRejectReason('No');
    expect(controller.getState().reject?.error).toBe('Reason must be at least 5 characters');
    controller.setRejectReason('Not in office');
    expect(controller.getState().reject?.error).toBeNull();
    expect(await controller.submitReject()).toBe(true);
    expect(api.decide).toHaveBeenCalledWith({ empId: 'EMP001', regCode: 'REG000009', key: 'Rejected', approvedDate: [], rejectedDate: ['2026-11-16', '2026-11-17'], remarks: ['Not in office'] });
    expect(controller.getState().reject).toBeNull();
  });

  it('partially approves: dates default to Approved, a rejected one needs remarks', async () => {
    const api = fakeApi();
    const controller = createApprovalsController(api);
    controller.openPartial(request);
    expect(controller.getState().partial?.rows.map((row) => row.approved)).toEqual([true, true]);
    controller.togglePartial('2026-11-17');
    expect(await controller.submitPartial()).toBe(false);
    expect(controller.getState().partial?.error).toBe('Remarks required for rejected date.');
    expect(api.decide).not.toHaveBeenCalled();
    controller.setPartialRemarks('2026-11-17', 'No swipes that day');
    expect(await controller.submitPartial()).toBe(true);
    expect(api.decide).toHaveBeenCalledWith({
      empId: 'EMP001',
      regCode: 'REG000009',
      key: 'Partially Approved',
      approvedDate: ['2026-11-16'],
      rejectedDate: ['2026-11-17'],
      remarks: ['No swipes that day'],
    });
    // It says what happened: spec 001 §9's message for a request decided date by date, not 'Approved successfully!'.
    expect(api.notify).toHaveBeenCalledWith('Regularization Updated Successfully!', 'success');
    expect(controller.getState().partial).toBeNull();
  });

  it('keeps the partial screen open when the server refuses', async () => {
    const api = fakeApi();
    api.decide.mockRejectedValueOnce(new Error('409'));
    const controller = createApprovalsController(api);
    controller.openPartial(request);
    expect(await controller.submitPartial()).toBe(false);
    expect(controller.getState().partial).not.toBeNull();
  });
});
