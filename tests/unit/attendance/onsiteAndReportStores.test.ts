import { describe, expect, it, vi } from 'vitest';
import { createOnsiteApprovalsStore } from '../../../resources/onsiteApprovals/onsiteApprovalsStore';
import type { OnsiteApprovalRecord, OnsiteApprovalsApi } from '../../../resources/onsiteApprovals/onsiteApprovalsApi';
import { createOnsiteProcessStore, onsiteBulkUpload } from '../../../resources/onsiteAttendanceProcess/onsiteProcessStore';
import { createSheetImportStore, type SheetImportEnvironment } from '../../../widgets/sheetImport/createSheetImportStore';
import type { OnsiteProcessApi } from '../../../resources/onsiteAttendanceProcess/onsiteProcessApi';
import { createReportStore } from '../../../resources/attendanceReport/reportStore';
import type { ReportApi } from '../../../resources/attendanceReport/reportApi';
import { createEmployeeTrackerStore } from '../../../resources/attendanceTrackers/employeeTrackerStore';
import type { TrackerApi } from '../../../resources/attendanceTrackers/trackerApi';

const TODAY = '2026-11-27';
const record: OnsiteApprovalRecord = {
  empId: 'EMP001',
  empName: 'Asha Rao',
  leave: [],
  approverName: 'Manoj Kumar',
  attendanceDate: '2026-11-20',
  inTime: '09:30',
  outTime: '18:30',
  totalWorkHours: '09:00',
  leaveType: 'Pending',
  month: '11-2026',
  reason: null,
};

describe('onsite approvals store (spec 001 §4, §5, §7)', () => {
  const api = (): OnsiteApprovalsApi & { decide: ReturnType<typeof vi.fn>; notify: ReturnType<typeof vi.fn> } =>
    ({
      list: vi.fn(async () => ({ count: 1, records: [record], totalPages: 1 })),
      decide: vi.fn(async () => 'Rejected successfully!'),
      notify: vi.fn(),
    }) as never;

  it("refuses a rejection without a reason with 'Reason is required', then sends spec 001 §7's payload", async () => {
    const fake = api();
    const store = createOnsiteApprovalsStore(fake);
    await store.load();
    store.openReject(record);
    expect(await store.submitReject()).toBe(false);
    expect(store.getState().reject?.error).toBe('Reason is required');
    expect(fake.decide).not.toHaveBeenCalled();
    store.setRejectReason('Not at the client');
    expect(await store.submitReject()).toBe(true);
    expect(fake.decide).toHaveBeenCalledWith({ status: 'Rejected', empId: 'EMP001', date: '2026-11-20', month: '11-2026', reason: 'Not at the client' });
    expect(fake.notify).toHaveBeenCalledWith('Rejected successfully!', 'success');
    expect(store.getState().reject).toBeNull();
  });
});

describe('onsite process store (spec 001 §5 Onsite process)', () => {
  const api = (): OnsiteProcessApi & Record<'processByDate' | 'upload' | 'sheet' | 'save' | 'notify', ReturnType<typeof vi.fn>> =>
    ({ upload: vi.fn(), sheet: vi.fn(async () => new Blob(['sheet'])), processByDate: vi.fn(async () => new Blob(['x'])), sample: vi.fn(async () => undefined), save: vi.fn(), notify: vi.fn() }) as never;
  /** The shared import's browser side: the job done at once, its id kept nowhere. */
  const environment = (fake: ReturnType<typeof api>): SheetImportEnvironment<unknown> => ({
    jobStatus: async () => ({ status: 'done', progress: 100, message: null, result: null }),
    storage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
    notify: fake.notify,
    save: fake.save,
    wait: async () => undefined,
  });

  it('day-wise needs a date not in the future', async () => {
    const fake = api();
    const store = createOnsiteProcessStore(fake, () => TODAY);
    expect(await store.submit()).toBe(false);
    expect(store.getState().error).toBe('Please Select the Date!');
    store.setDate('2026-11-28');
    expect(store.getState().error).toBe('The date cannot be in the future');
    store.setDate('2026-11-27');
    expect(await store.submit()).toBe(true);
    expect(fake.processByDate).toHaveBeenCalledWith('2026-11-27');
    expect(fake.save).toHaveBeenCalledWith(expect.any(Blob), 'OnsiteAttendance.xlsx');
    expect(fake.notify).toHaveBeenCalledWith('Daywise Processed Successfully', 'success');
  });

  it('bulk needs a .csv file; its job’s end downloads OnsiteAttendance.xlsx', async () => {
    const fake = api();
    fake.upload.mockResolvedValue({ jobId: 9 });
    const upload = createSheetImportStore(onsiteBulkUpload(fake), environment(fake));
    await upload.upload();
    expect(upload.getState().problem).toBe('File is required');
    upload.choose(new File(['a'], 'punches.xlsx'));
    expect(upload.getState()).toMatchObject({ file: null, problem: 'Only .csv files are accepted' });
    expect(fake.upload).not.toHaveBeenCalled();
    upload.choose(new File(['a'], 'punches.csv'));
    await upload.upload();
    expect(fake.notify).toHaveBeenCalledWith('Uploaded Successfully!', 'success');
    expect(fake.sheet).toHaveBeenCalledWith(9);
    expect(fake.save).toHaveBeenCalledWith(expect.any(Blob), 'OnsiteAttendance.xlsx');
  });

  it('keeps a refused file’s grid and offers it as an error file', async () => {
    const fake = api();
    const refusal = {
      message: '1 of 2 rows has errors; nothing was uploaded',
      columns: ['Emp ID', 'Date', 'Time', 'Punch'],
      rows: [{ row: 3, cells: ['=EMP', '2026-11-20', '25:00', 'IN'], error: 'Time must be HH:mm (24-hour); found 25:00' }],
      total: 1,
    };
    fake.upload.mockResolvedValue({ refusal });
    const upload = createSheetImportStore(onsiteBulkUpload(fake), environment(fake));
    upload.choose(new File(['a'], 'punches.csv'));
    await upload.upload();
    expect(upload.getState().refusal).toEqual(refusal);
    await upload.downloadErrors();
    const [blob, name] = fake.save.mock.calls[0] as [Blob, string];
    expect(name).toBe('OnsiteAttendance-errors.csv');
    expect(await blob.text()).toContain("'=EMP");
  });
});

describe('report and tracker forms (spec 001 §5)', () => {
  it('the report form names each missing or late field and reads nothing until it is right', async () => {
    const api: ReportApi = {
      employees: vi.fn(async () => []),
      page: vi.fn(async () => ({ content: [], totalElements: 0 })),
      download: vi.fn(async () => undefined),
    };
    const store = createReportStore(api, { path: '/p', exportPath: '/p/export', fileName: 'RegularizationReport.xlsx' }, () => TODAY);
    expect(await store.submit()).toBe(false);
    expect(store.getState().errors).toEqual({ empId: 'Please Select the Employee!', fromDate: 'Please Select the Date!', toDate: 'Please Select the Date!' });
    store.change('empId', 'EMP001');
    store.change('fromDate', '2026-11-26');
    store.change('toDate', '2026-11-27');
    expect(store.getState().errors).toEqual({ fromDate: 'From date must be at most two days before today', toDate: 'To date must be at most yesterday' });
    store.change('fromDate', '2026-11-20');
    store.change('toDate', '2026-11-19');
    expect(store.getState().errors).toEqual({ toDate: 'To date cannot be before the from date' });
    expect(api.page).not.toHaveBeenCalled();
    store.change('toDate', '2026-11-26');
    expect(await store.submit()).toBe(true);
    expect(api.page).toHaveBeenCalledWith('/p', { empId: 'EMP001', fromDate: '2026-11-20', toDate: '2026-11-26', page: 0, size: 10 });
    await store.exportReport();
    expect(api.download).toHaveBeenCalledWith('/p/export', { empId: 'EMP001', fromDate: '2026-11-20', toDate: '2026-11-26' }, 'RegularizationReport.xlsx');
  });

  it("the tracker defaults to the month held to the limits, and says 'Schema is required'", async () => {
    const api: TrackerApi = { team: vi.fn(async () => []), member: vi.fn(async () => []), admin: vi.fn(async () => ({})) };
    const store = createEmployeeTrackerStore(api, () => TODAY);
    expect(store.getState().form).toEqual({ schema: 'All', fromDate: '2026-11-01', toDate: '2026-11-26' });
    expect(createEmployeeTrackerStore(api, () => '2026-12-01').getState().form).toEqual({ schema: 'All', fromDate: '2026-11-29', toDate: '2026-11-30' });
    store.change('schema', '');
    expect(await store.submit()).toBe(false);
    expect(store.getState().errors).toEqual({ schema: 'Schema is required' });
    store.change('schema', 'Web');
    expect(await store.submit()).toBe(true);
    expect(api.team).toHaveBeenCalledWith({ schema: 'Web', fromDate: '2026-11-01', toDate: '2026-11-26' });
  });
});
