import { describe, expect, it } from 'vitest';
import { createAddLopStore, reversalEnabled } from '../../../resources/attendanceMuster/overrides/addLopStore';
import { changedRows, createBulkOverrideStore } from '../../../resources/attendanceMuster/overrides/bulkOverrideStore';
import { musterImport } from '../../../resources/attendanceMuster/overrides/musterImport';
import { createOverrideHistoryStore } from '../../../resources/attendanceMuster/overrides/overrideHistoryStore';
import type { OverrideDay, OverrideRecord, OverridesApi } from '../../../resources/attendanceMuster/overrides/types';
import { createSheetImportStore } from '../../../widgets/sheetImport/createSheetImportStore';

/** A fake of the override calls: answers what a test sets and records what was sent and said. */
function fakeApi(overrides: Partial<OverridesApi> = {}) {
  const sent: { call: string; body: unknown }[] = [];
  const said: { message: string; severity: string }[] = [];
  const api: OverridesApi = {
    days: async () => [],
    save: async (body) => (sent.push({ call: 'save', body }), { ok: true, data: null, message: 'Override Updated Successfully!' }),
    list: async () => ({ content: [], totalElements: 0, totalPages: 0 }),
    remove: async (rows) => (sent.push({ call: 'remove', body: rows }), { ok: true, data: null, message: 'Override entries deleted successfully!' }),
    lopCount: async () => 0,
    addLop: async (body) => (sent.push({ call: 'addLop', body }), { ok: true, data: [], message: 'LOP added successfully' }),
    upload: async () => ({ jobId: 1 }),
    downloadSample: async () => undefined,
    downloadErrors: async () => undefined,
    notify: (message, severity) => void said.push({ message, severity }),
    ...overrides,
  };
  return { api, sent, said };
}

const absentDay = (date: string): OverrideDay => ({ date, shiftCode: 'S1', firstIn: null, lastOut: null, session1: { oldSession: 'A', newSession: 'A' }, session2: { oldSession: 'A', newSession: 'A' }, overridden: false, remarks: null });

describe('Add LOP (spec 001 §4/§5)', () => {
  const today = () => '2026-11-27';

  it('enables LOP Reversal Days only when the month has LOP, and checks every field before calling', async () => {
    const { api, sent } = fakeApi({ lopCount: async (empId) => (empId === 'EMP001' ? 1 : 0) });
    const store = createAddLopStore(api, today);
    store.openDialog();
    await store.submit();
    expect(store.getState().errors).toEqual({ empId: 'Please select an employee', previousMonth: 'Please select a month and year', oldLop: 'Please enter LOP Days' });
    await store.setEmployee('EMP002');
    await store.setMonth('11-2026');
    expect(reversalEnabled(store.getState())).toBe(false);
    await store.setEmployee('EMP001');
    expect(store.getState().lopCount).toBe(1);
    expect(reversalEnabled(store.getState())).toBe(true);
    store.setField('oldLop', '-1');
    store.setField('lopReversal', '2');
    await store.submit();
    expect(store.getState().errors).toEqual({ oldLop: 'Cannot be negative', lopReversal: 'At most 1 day(s) of LOP can be reversed' });
    await store.setMonth('12-2026');
    store.setField('oldLop', 'x');
    await store.submit();
    expect(store.getState().errors).toMatchObject({ previousMonth: 'The current month and future months cannot be chosen', oldLop: 'LOP Days must be a number' });
    expect(sent).toEqual([]);
  });

  it("sends the entry and says the server's message, or 'Failed to add LOP' when it gave none", async () => {
    const { api, sent, said } = fakeApi({ lopCount: async () => 2, addLop: async (body) => (sent.push({ call: 'addLop', body }), { ok: false, message: '' }) });
    const store = createAddLopStore(api, today);
    store.openDialog();
    await store.setEmployee('EMP001');
    await store.setMonth('11-2026');
    store.setField('oldLop', '0');
    store.setField('lopReversal', '1.5');
    await store.submit();
    expect(sent).toEqual([{ call: 'addLop', body: { empId: 'EMP001', previousMonth: '11-2026', oldLop: '0', lopReversal: '1.5' } }]);
    expect(said).toEqual([{ message: 'Failed to add LOP', severity: 'error' }]);
    expect(store.getState().open).toBe(true);
  });
});

describe('Bulk Override and Override History', () => {
  it("says 'Please select at least one row.' when nothing changed, and sends only the days changed", async () => {
    let changed = 0;
    const { api, sent, said } = fakeApi({ days: async () => [absentDay('2026-11-09'), absentDay('2026-11-10')] });
    const store = createBulkOverrideStore(api, '11-2026', () => changed++);
    await store.setEmployee('EMP001');
    await store.submit();
    expect(said).toEqual([{ message: 'Please select at least one row.', severity: 'error' }]);
    store.choose('2026-11-10', 'session1', 'A'); // the value it has: no change
    store.choose('2026-11-09', 'session2', 'P');
    expect(changedRows(store.getState()).map((row) => row.date)).toEqual(['2026-11-09']);
    store.setRemarks(' Badge reader was down ');
    await store.submit();
    expect(sent).toEqual([
      {
        call: 'save',
        body: { empId: 'EMP001', monthYear: '11-2026', remarks: 'Badge reader was down', overrideList: [{ date: '2026-11-09', session1: { oldSession: 'A', newSession: null }, session2: { oldSession: 'A', newSession: 'P' } }] },
      },
    ]);
    expect(said[1]).toEqual({ message: 'Override Updated Successfully!', severity: 'success' });
    expect(changed).toBe(1);
  });

  it("says 'Please select at least one row to delete.' with none selected, and deletes the selected rows by their keys", async () => {
    const row = { empId: 'EMP001', date: '2026-11-09', yearMonth: '11-2026' } as OverrideRecord;
    const { api, sent, said } = fakeApi({ list: async () => ({ content: [row], totalElements: 1, totalPages: 1 }) });
    const store = createOverrideHistoryStore(api);
    await store.load();
    await store.submit();
    expect(said).toEqual([{ message: 'Please select at least one row to delete.', severity: 'error' }]);
    store.toggleAll();
    await store.submit();
    expect(sent).toEqual([{ call: 'remove', body: [{ empId: 'EMP001', yearMonth: '11-2026', attendanceDate: '2026-11-09' }] }]);
    expect(store.getState().selected).toEqual({});
  });
});

describe('muster import', () => {
  it('takes Excel only, needs a month and shows a refused file’s rows', async () => {
    const refusal = {
      message: '1 of 2 rows has errors; nothing was imported',
      importId: 4,
      columns: ['Emp ID', 'Date', 'Session 1', 'Session 2', 'Remarks'],
      rows: [{ row: 3, cells: ['EMP999', '2026-11-20', 'P', 'P', ''], error: 'Employee EMP999 does not exist in this organisation' }],
      total: 1,
    };
    const months: string[] = [];
    const { api } = fakeApi({ upload: async (_file, monthYear) => (months.push(monthYear), { refusal }) });
    const never = () => new Promise<never>(() => undefined);
    const store = createSheetImportStore(musterImport(api), { jobStatus: never, wait: never, storage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined }, notify: () => undefined, save: () => undefined });
    store.choose(new File(['x'], 'muster.csv'));
    expect(store.getState()).toMatchObject({ file: null, problem: 'Only Excel files are allowed' });
    store.choose(new File(['x'], 'muster.xlsx'));
    await store.upload(null);
    expect(store.getState().problem).toBe('Please select a month and year');
    await store.upload('11-2026');
    expect(months).toEqual(['11-2026']);
    expect(store.getState()).toMatchObject({ refusal, step: 'idle', problem: null });
  });
});
