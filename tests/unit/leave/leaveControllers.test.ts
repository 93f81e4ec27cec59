import { describe, expect, it, vi } from 'vitest';
import { attachmentNeeded, bodyOf, createLeaveApplyController, toggledSessions } from '../../../resources/leave/leaveApplyController';
import { closedDatesOf, leaveDecisionOf } from '../../../resources/leave/leaveDecision';
import type { LeaveApi } from '../../../resources/leave/leaveApi';
import { documentProblem, namedDataUrl } from '../../../resources/leave/leaveDocument';
import type { LeaveApplicationRecord, LeaveTypeOption } from '../../../src/shared/leave/leaveApplicationRecord';

const type = (code: string, extra: Partial<LeaveTypeOption> = {}): LeaveTypeOption => ({ code, leaveName: code, paid: true, halfDayAllowed: true, documentAfterDays: null, balance: { text: `${code} Balance`, count: 8 }, ...extra });
const preview = { numOfDays: 1.5, days: [], available: 8, problem: null, attachmentRequired: false };

function fakeApi(): LeaveApi {
  return {
    types: vi.fn(async () => [type('CL'), type('PAL'), type('SL', { documentAfterDays: 2 })]),
    appliedTo: vi.fn(async () => ({ primary: { primaryManagerName: 'Manoj Kumar', primaryManagerId: 'MGR001' }, reviewer: null })),
    preview: vi.fn(async () => preview),
    apply: vi.fn(async () => ({ leaveCode: 'LV000001', numOfDays: 1.5 })),
    mine: vi.fn(),
    withdraw: vi.fn(),
    cancel: vi.fn(),
    approvals: vi.fn(),
    decide: vi.fn(),
    notify: vi.fn(),
  } as unknown as LeaveApi;
}

describe('leave apply controller', () => {
  it('offers only the page’s types, picks the only one, and defaults the approver to the primary manager', async () => {
    const controller = createLeaveApplyController(fakeApi(), ['PAL']);
    await controller.load();
    expect(controller.getState().types.map((t) => t.code)).toEqual(['PAL']);
    expect(controller.getState().form).toMatchObject({ leaveType: 'PAL', appliedTo: 'MGR001' });
  });

  it('asks the server to count once the type and dates are there, and the to date follows the from date', async () => {
    const api = fakeApi();
    const controller = createLeaveApplyController(api);
    await controller.load();
    await controller.set({ leaveType: 'CL' });
    expect(api.preview).not.toHaveBeenCalled();
    await controller.set({ fromDate: '2026-11-16' });
    expect(controller.getState().form.toDate).toBe('2026-11-16');
    // One day: one choice of sessions, both by default; the last day's is left out.
    expect(api.preview).toHaveBeenLastCalledWith(expect.objectContaining({ leaveType: 'CL', fromDate: '2026-11-16', toDate: '2026-11-16', fromSessions: [1, 2] }));
    expect(vi.mocked(api.preview).mock.lastCall![0]).not.toHaveProperty('toSessions');
    await controller.set({ reason: 'Family function' });
    expect(api.preview).toHaveBeenCalledTimes(1);
    expect(await controller.submit()).toBe(true);
    expect(api.apply).toHaveBeenCalledWith(expect.objectContaining({ reason: 'Family function', appliedTo: 'MGR001' }));
    expect(controller.getState().appliedCode).toBe('LV000001');
  });

  it('chooses the sessions of the first and the last day on their own, keeping at least one of each', async () => {
    const api = fakeApi();
    const controller = createLeaveApplyController(api);
    await controller.load();
    await controller.set({ leaveType: 'CL', fromDate: '2026-11-16', toDate: '2026-11-17' });
    expect(controller.getState().form).toMatchObject({ fromSessions: [1, 2], toSessions: [1, 2] });
    // Issue 11: two days, the second day's Session 2 only.
    await controller.toggleSession('to', 1);
    expect(api.preview).toHaveBeenLastCalledWith(expect.objectContaining({ fromDate: '2026-11-16', fromSessions: [1, 2], toDate: '2026-11-17', toSessions: [2] }));
    const asked = vi.mocked(api.preview).mock.calls.length;
    await controller.toggleSession('to', 2);
    expect(controller.getState().form.toSessions).toEqual([2]);
    expect(api.preview).toHaveBeenCalledTimes(asked);
    await controller.toggleSession('from', 2);
    await controller.toggleSession('to', 1);
    expect(controller.getState().form).toMatchObject({ fromSessions: [1], toSessions: [1, 2] });
    await controller.set({ reason: 'Family function' });
    expect(await controller.submit()).toBe(true);
    expect(api.apply).toHaveBeenCalledWith(expect.objectContaining({ fromSessions: [1], toSessions: [1, 2] }));
    // After applying, the form is fresh: both sessions on each day.
    expect(controller.getState().form).toMatchObject({ fromSessions: [1, 2], toSessions: [1, 2] });
  });

  it('toggles a session on or off, never to none, and sends one choice for one day', () => {
    expect(toggledSessions([1, 2], 1)).toEqual([2]);
    expect(toggledSessions([2], 1)).toEqual([1, 2]);
    expect(toggledSessions([2], 2)).toBeNull();
    const form = { leaveType: 'CL', fromDate: '2026-11-16', fromSessions: [2] as (1 | 2)[], toDate: '2026-11-16', toSessions: [1] as (1 | 2)[], reason: 'x', appliedTo: '', attachment: { name: 'note.pdf', dataUrl: 'data:application/pdf;name=note.pdf;base64,JVBERg==' } };
    expect(bodyOf(form)).toEqual({ leaveType: 'CL', fromDate: '2026-11-16', fromSessions: [2], toDate: '2026-11-16', reason: 'x' });
    expect(bodyOf({ ...form, toDate: '2026-11-17' })).toMatchObject({ fromSessions: [2], toSessions: [1] });
  });

  it('refuses to submit without a reason', async () => {
    const api = fakeApi();
    const controller = createLeaveApplyController(api);
    await controller.set({ leaveType: 'CL', fromDate: '2026-11-16' });
    expect(await controller.submit()).toBe(false);
    expect(api.notify).toHaveBeenCalledWith('Reason is required', 'error');
    expect(api.apply).not.toHaveBeenCalled();
  });

  it('offers the upload when the server says a document is required, and sends it only then', async () => {
    expect(attachmentNeeded({ ...preview, attachmentRequired: true })).toBe(true);
    expect(attachmentNeeded(preview)).toBe(false);
    expect(attachmentNeeded(null)).toBe(false);
    expect(namedDataUrl('data:application/pdf;base64,JVBERg==', 'Dr note.pdf')).toBe('data:application/pdf;name=Dr%20note.pdf;base64,JVBERg==');
    expect(documentProblem({ name: 'scan.exe', size: 10 })).toBe('Please upload a valid file type: .pdf, .png, .jpeg, .jpg');
    expect(documentProblem({ name: 'scan.PDF', size: 3 * 1024 * 1024 })).toBe('Attachment must be at most 2 MB');
    expect(documentProblem({ name: 'scan.jpeg', size: 1000 })).toBeNull();

    const api = fakeApi();
    vi.mocked(api.preview).mockResolvedValue({ ...preview, numOfDays: 3, attachmentRequired: true });
    const controller = createLeaveApplyController(api);
    await controller.set({ leaveType: 'SL', fromDate: '2026-11-16', toDate: '2026-11-18' });
    await controller.set({ reason: 'Fever' });
    expect(await controller.submit()).toBe(false);
    expect(api.notify).toHaveBeenCalledWith('Attach the supporting document (PDF, PNG or JPEG, at most 2 MB)', 'error');
    const document = { name: 'note.pdf', dataUrl: 'data:application/pdf;name=note.pdf;base64,JVBERg==' };
    await controller.set({ attachment: document });
    expect(await controller.submit()).toBe(true);
    expect(api.apply).toHaveBeenCalledWith(expect.objectContaining({ leaveType: 'SL', attachment: document.dataUrl }));
    expect(vi.mocked(api.preview).mock.calls.every(([body]) => !('attachment' in body))).toBe(true);
  });
});

describe('leave decision', () => {
  const record = { days: [{ date: '2026-11-16' }, { date: '2026-11-17' }] } as LeaveApplicationRecord;
  it('approves every date not rejected; a rejection needs a remark of five characters', () => {
    expect(leaveDecisionOf(record, new Set(), '')).toEqual({ payload: { approvedDate: ['2026-11-16', '2026-11-17'], rejectedDate: [], remarks: '' } });
    expect(leaveDecisionOf(record, new Set(['2026-11-17']), '')).toEqual({ problem: 'Reason is required' });
    expect(leaveDecisionOf(record, new Set(['2026-11-17']), 'No')).toEqual({ problem: 'Reason must be at least 5 characters' });
    expect(leaveDecisionOf(record, new Set(['2026-11-17']), 'Audit day')).toEqual({ payload: { approvedDate: ['2026-11-16'], rejectedDate: ['2026-11-17'], remarks: 'Audit day' } });
  });

  it('shows a date before the approver window as reject-only, with the refusal the server would give, and never sends it approved', () => {
    const approverWindow = { from: '2026-11-17', to: '2026-11-22' };
    const refusal = '2026-11-16: Attendance is closed for this date! Leave before 2026-11-17 can only be rejected.';
    expect(closedDatesOf(record, approverWindow)).toEqual(new Map([['2026-11-16', refusal]]));
    expect(closedDatesOf(record, { from: '2026-11-16', to: '2026-11-22' }).size).toBe(0);
    expect(closedDatesOf(record, null).size).toBe(0);
    expect(leaveDecisionOf(record, new Set(), '', approverWindow)).toEqual({ problem: refusal });
    expect(leaveDecisionOf(record, new Set(['2026-11-16']), 'Payroll closed', approverWindow)).toEqual({ payload: { approvedDate: ['2026-11-17'], rejectedDate: ['2026-11-16'], remarks: 'Payroll closed' } });
    expect(leaveDecisionOf(record, new Set(['2026-11-16', '2026-11-17']), 'Payroll closed', approverWindow)).toEqual({ payload: { approvedDate: [], rejectedDate: ['2026-11-16', '2026-11-17'], remarks: 'Payroll closed' } });
  });
});
