import { describe, expect, it, vi } from 'vitest';
import { createMonthEndStore } from '../../../resources/monthEndProcess/monthEndStore';
import type { MonthEndApi, MonthEndRow } from '../../../resources/monthEndProcess/types';
import type { MonthEndCockpit, MonthEndEffect } from '../../../src/shared/monthEnd/monthEndRecords';

const row = (code: string, empId: string): MonthEndRow => ({ code, empId, empName: `Name ${empId}`, kind: 'CL', dates: ['2026-11-10'], numOfDays: 1, reason: 'Family', appliedToName: 'Manoj Kumar', appliedDate: '2026-11-20' });
const ROWS = [row('LV1', 'EMP001'), row('LV2', 'EMP002'), row('LV3', 'EMP003')];
const COCKPIT: MonthEndCockpit = {
  monthYear: '12-2026',
  latestMonthYear: '12-2026',
  startDate: '2026-11-25',
  endDate: '2026-12-24',
  pendingLeave: 3,
  pendingRegularization: 0,
  approvers: [],
  unprocessedDays: 0,
  employeesWithLop: 0,
  lopTotal: 0,
  previousLopTotal: null,
  closed: false,
};
const EFFECT: MonthEndEffect = { previewToken: 'a.b', employees: [], totals: { items: 2, employees: 2, daysChanged: 0, lopAdded: 0, lopRemoved: 0 } };

function fakeApi() {
  return {
    cockpit: vi.fn(async (monthYear?: string) => ({ ...COCKPIT, monthYear: monthYear ?? COCKPIT.monthYear })),
    list: vi.fn(async () => ({ rows: ROWS, totalElements: 23 })),
    preview: vi.fn(async () => EFFECT),
    submit: vi.fn(async () => undefined),
    close: vi.fn(async () => undefined),
    notify: vi.fn(),
  } satisfies MonthEndApi;
}

/** The Month End Process page's rules without the DOM (spec 001 §4, §5; docs/month-end.md). */
describe('month-end page store', () => {
  it('starts on the month the cockpit names, and never asks for a later one', async () => {
    const api = fakeApi();
    const store = createMonthEndStore(api);
    await store.load();
    expect(store.getState()).toMatchObject({ monthYear: '12-2026', latestMonthYear: '12-2026', total: 23, rows: ROWS });
    await store.setMonth('01-2027');
    expect(store.getState().monthYear).toBe('12-2026');
    await store.setMonth('11-2026');
    expect(api.list).toHaveBeenLastCalledWith('leave', expect.objectContaining({ monthYear: '11-2026', page: 0 }));
  });

  it('approves a selected row by default, needs a remark to reject, and drops both when deselected', async () => {
    const api = fakeApi();
    const store = createMonthEndStore(api);
    await store.load();
    store.toggle(ROWS[0]);
    store.toggle(ROWS[1]);
    store.choose('LV2', false);
    await store.previewSubmit();
    expect(store.getState().remarkErrors).toEqual({ LV2: 'Remark is required when rejecting' });
    expect(api.preview).not.toHaveBeenCalled();
    store.setRemark('LV2', 'Audit week');
    store.toggle(ROWS[1]);
    expect(store.getState().selected).toEqual({ LV1: { empId: 'EMP001', approve: true, remark: '' } });
    store.toggle(ROWS[1]);
    expect(store.getState().selected.LV2).toEqual({ empId: 'EMP002', approve: true, remark: '' });
    store.choose('LV2', false);
    store.setRemark('LV2', ' Audit week ');
    await store.previewSubmit();
    expect(api.preview).toHaveBeenCalledWith('12-2026', [
      { kind: 'leave', empId: 'EMP001', code: 'LV1', approve: true, remark: null },
      { kind: 'leave', empId: 'EMP002', code: 'LV2', approve: false, remark: 'Audit week' },
    ]);
    expect(store.getState().preview).toEqual(EFFECT);
  });

  it('commits with the preview token, then clears the choices and reloads; a failure says so', async () => {
    const api = fakeApi();
    const store = createMonthEndStore(api);
    await store.load();
    store.toggle(ROWS[0]);
    await store.previewSubmit();
    await store.confirmSubmit();
    expect(api.submit).toHaveBeenCalledWith('leave', '12-2026', [{ kind: 'leave', empId: 'EMP001', code: 'LV1', approve: true, remark: null }], 'a.b');
    expect(api.notify).toHaveBeenCalledWith('Leave Updated Successfully!', 'success');
    expect(store.getState()).toMatchObject({ selected: {}, preview: null });
    expect(api.list).toHaveBeenCalledTimes(2);

    await store.setTab('regularization');
    store.toggle(ROWS[2]);
    await store.previewSubmit();
    api.submit.mockRejectedValueOnce(Object.assign(new Error('Internal'), { status: 500 }));
    await store.confirmSubmit();
    expect(api.notify).toHaveBeenLastCalledWith('Something went wrong!', 'error');
  });

  it('goes back to the first page when a filter changes', async () => {
    const api = fakeApi();
    const store = createMonthEndStore(api);
    await store.load();
    await store.setPage(2);
    expect(store.getState().page).toBe(2);
    store.toggle(ROWS[0]);
    await store.setFilter('empId', 'EMP001');
    expect(store.getState()).toMatchObject({ page: 0, selected: {}, filters: { empId: 'EMP001', leaveType: '', appliedTo: '' } });
    await store.showList('regularization', 'MGR001');
    expect(api.list).toHaveBeenLastCalledWith('regularization', expect.objectContaining({ appliedTo: 'MGR001', empId: '', page: 0 }));
  });
});
