import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { computeDays, type DayChunk } from '../../src/server/attendance/processor/computeDays.js';
import { processDirtyAttendance } from '../../src/server/attendance/processor/processDirtyAttendance.js';
import { markAttendanceDirty } from '../../src/server/attendance/markAttendanceDirty.js';
import { databaseKinds } from '../helpers/testDatabases.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';
import { call, databaseFingerprint, openSession, refusalCheck, type Method, type Session } from '../helpers/routeWalk.js';

/**
 * The month end (issue 20 §2, docs/month-end.md) on payroll month 11-2026 (2026-10-25..2026-11-24).
 * The items are applied on Friday 2026-11-20 in India, inside the employees' window; the month end
 * runs on 2026-11-26, when the month is over, with the approver lock date at the month's start so
 * its dates can still be decided. ACME's stored days are this file's only: five absent days without
 * swipes, everything else of the window not stored.
 */
const APPLIED_ON = '2026-11-20';
const MONTH_END_ON = '2026-11-26';
const MONTH = '11-2026';
const LEAVE = '/api/leave-approval/admin/approve-or-reject';
const REGULARIZATION = '/api/attendance-regularization/admin-approve-regularization';
const PREVIEW = '/api/month-end/preview';
const COCKPIT = `/api/month-end/cockpit?monthYear=${MONTH}`;
const CLOSE = '/api/attendance-month-close';
/** Absent (no swipes) days of the window, by employee: the engine's A with a day of LOP each. */
const ABSENT: Record<string, string[]> = { EMP001: ['2026-11-10', '2026-11-11'], EMP002: ['2026-11-12'], EMP003: ['2026-11-13'], EMP004: ['2026-11-16'] };

describe.each(databaseKinds)('month end on %s', (kind) => {
  let server: TestServer;
  let acme: number;
  const ids = new Map<string, number>();
  const sessions = new Map<string, Session>();
  const db = () => server.database.db;
  const send = (empId: string, method: Method, url: string, payload?: unknown) => call(server, sessions.get(empId)!.token, method, url, payload);
  const inProcess = { computeDays: async (chunk: DayChunk) => computeDays(chunk) };
  const processAll = () => processDirtyAttendance(db(), { workers: inProcess, organizationId: acme });
  const codes: Record<string, string> = {};
  const statusOf = async (table: 'leave_application' | 'regularization', code: string) =>
    table === 'leave_application'
      ? (await db().selectFrom('leave_application').select('status').where('leave_code', '=', code).executeTakeFirstOrThrow()).status
      : (await db().selectFrom('regularization').select('status').where('regularization_code', '=', code).executeTakeFirstOrThrow()).status;
  const day = async (empId: string, date: string) =>
    (await sql<{ status_code: string | null; lop_days: number }>`SELECT status_code, lop_days::float8 AS lop_days FROM attendance_day WHERE employee_id = ${ids.get(empId)} AND attendance_date = ${date}`.execute(db())).rows[0];
  const clBalance = async (empId: string) => Number((await sql<{ total: string }>`SELECT coalesce(sum(days), 0) AS total FROM leave_ledger WHERE employee_id = ${ids.get(empId)} AND leave_type = 'CL' AND leave_year = 2026`.execute(db())).rows[0].total);

  const WRITTEN = ['leave_application', 'leave_application_day', 'leave_ledger', 'regularization', 'regularization_date', 'attendance_dirty', 'attendance_day', 'audit_log', 'outbox_mail'];
  const refused = refusalCheck(db, WRITTEN);

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${APPLIED_ON}T06:00:00Z`));
    server = await startTestServer(kind, { config: { attendanceProcessing: false } });
    acme = (await db().selectFrom('organization').select('id').where('organization_code', '=', 'ACME').executeTakeFirstOrThrow()).id;
    for (const row of await db().selectFrom('employee').select(['id', 'emp_id']).execute()) ids.set(row.emp_id, row.id);
    await db().deleteFrom('attendance_day').where('organization_id', '=', acme).execute();
    await db().deleteFrom('attendance_dirty').where('organization_id', '=', acme).execute();
    for (const [empId, dates] of Object.entries(ABSENT)) {
      await db().deleteFrom('swipe').where('employee_id', '=', ids.get(empId)!).where('attendance_date', 'in', dates).execute();
      for (const date of dates) await markAttendanceDirty(db(), acme, { employeeIds: [ids.get(empId)!], from: date, to: date });
    }
    await processAll();
    for (const empId of ['EMP001', 'EMP002', 'EMP003', 'EMP004', 'MGR001']) sessions.set(empId, await openSession(server, empId, { organization: 'ACME' }));
    sessions.set('HR001', await openSession(server, 'HR001', { organization: 'ACME', role: 'HR Ops Admin' }));

    const leave = async (empId: string, leaveType: string, date: string, appliedTo: string) => {
      const response = await send(empId, 'POST', '/api/leave/apply', { leaveType, fromDate: date, toDate: date, reason: 'Family function', appliedTo });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.leaveCode as string;
    };
    const regularize = async (empId: string, date: string) => {
      const response = await send(empId, 'POST', '/api/attendance-regularization', {
        regularizationInfo: [{ date, reason: 'Forgot to swipe', inTime: '09:30', outTime: '18:30', session: [1, 2], key: 'REG' }],
        appliedTo: 'MGR001',
        remark: 'Badge left at home',
        monthYear: MONTH,
      });
      expect(response.statusCode, response.body).toBe(201);
      return (await db().selectFrom('regularization').select('regularization_code').where('employee_id', '=', ids.get(empId)!).orderBy('id', 'desc').executeTakeFirstOrThrow()).regularization_code;
    };
    codes.cl = await leave('EMP001', 'CL', '2026-11-10', 'MGR001');
    codes.sl = await leave('EMP001', 'SL', '2026-11-11', 'MGR001');
    codes.emp004 = await leave('EMP004', 'CL', '2026-11-16', 'HR001');
    codes.reg002 = await regularize('EMP002', '2026-11-12');
    codes.reg003 = await regularize('EMP003', '2026-11-13');
    await processAll();

    vi.setSystemTime(new Date(`${MONTH_END_ON}T06:00:00Z`));
    // Six days on, the sessions of the 20th have expired.
    for (const empId of ['EMP001', 'MGR001']) sessions.set(empId, await openSession(server, empId, { organization: 'ACME' }));
    sessions.set('HR001', await openSession(server, 'HR001', { organization: 'ACME', role: 'HR Ops Admin' }));
    // No approver lock date: the approvers' window starts at the open payroll month (25 Nov); the month end decides 11-2026's dates by its own authority.
  });
  afterAll(async () => {
    await server?.close();
    vi.useRealTimers();
  });

  it('documents the month-end routes in the OpenAPI contract', async () => {
    const admin = await openSession(server, 'ADMIN', { organization: 'ACME' });
    const paths = Object.keys((await call(server, admin.token, 'GET', '/api/openapi.json')).json().paths);
    expect(paths).toEqual(expect.arrayContaining([PREVIEW, '/api/month-end/cockpit', CLOSE, REGULARIZATION, '/api/attendance-regularization/get-admin-regularization', LEAVE]));
  });

  it('lists the pending items of the payroll month, filtered and paged', async () => {
    const leave = (await send('HR001', 'GET', `/api/attendance-regularization/get-admin-leave-apply?month=${MONTH}&sortDirection=DESC&page=0&size=10`)).json().data;
    expect(leave.content.map((r: any) => r.leaveCode).sort()).toEqual([codes.cl, codes.sl, codes.emp004].sort());
    expect((await send('HR001', 'GET', `/api/attendance-regularization/get-admin-leave-apply?month=${MONTH}&empId=EMP004`)).json().data.content.map((r: any) => r.leaveCode)).toEqual([codes.emp004]);
    expect((await send('HR001', 'GET', `/api/attendance-regularization/get-admin-leave-apply?month=${MONTH}&leaveType=SL`)).json().data.content.map((r: any) => r.leaveCode)).toEqual([codes.sl]);
    const regs = await send('HR001', 'GET', `/api/attendance-regularization/get-admin-regularization?month=${MONTH}&sortDirection=ASC&page=0&size=1`);
    expect(regs.statusCode, regs.body).toBe(200);
    expect(regs.json().data).toMatchObject({ totalElements: 2, totalPages: 2 });
    expect(regs.json().data.content[0]).toMatchObject({ regularizationCode: codes.reg002, employeeId: 'EMP002', appliedTo: 'MGR001', noOfDays: 1, regularizationDates: ['2026-11-12'] });
    expect(regs.json().data.content[0].appliedRegularizations[0]).toMatchObject({ startTime: '09:30', endTime: '18:30', reason: 'Forgot to swipe', actualInTime: null, actualOutTime: null });
    const second = (await send('HR001', 'GET', `/api/attendance-regularization/get-admin-regularization?month=${MONTH}&sortDirection=ASC&page=1&size=1`)).json().data.content;
    expect(second.map((r: any) => r.regularizationCode)).toEqual([codes.reg003]);
    expect((await send('HR001', 'GET', `/api/attendance-regularization/get-admin-regularization?month=${MONTH}&empId=EMP003`)).json().data.content.map((r: any) => r.regularizationCode)).toEqual([codes.reg003]);
    // Another month has none of them; a month not started yet is refused.
    expect((await send('HR001', 'GET', '/api/attendance-regularization/get-admin-regularization?month=10-2026')).json().data.totalElements).toBe(0);
    const future = await send('HR001', 'GET', '/api/attendance-regularization/get-admin-regularization?month=01-2027');
    expect([future.statusCode, future.json().message]).toEqual([400, 'The month cannot be in the future']);
  });

  it('counts the cockpit as seeded: pending per approver, days not processed, LOP against no previous close', async () => {
    await markAttendanceDirty(db(), acme, { employeeIds: [ids.get('EMP005')!], from: '2026-10-31', to: '2026-11-01' });
    const response = await send('HR001', 'GET', COCKPIT);
    expect(response.statusCode, response.body).toBe(200);
    const cockpit = response.json().data;
    expect(cockpit).toMatchObject({
      monthYear: MONTH,
      startDate: '2026-10-25',
      endDate: '2026-11-24',
      pendingLeave: 3,
      pendingRegularization: 2,
      unprocessedDays: 2,
      // EMP001's two days, EMP002's, EMP003's and EMP004's: five days of one LOP each.
      employeesWithLop: 4,
      lopTotal: 5,
      previousLopTotal: null,
      closed: false,
    });
    expect(cockpit.approvers).toEqual([
      { empId: 'MGR001', name: expect.any(String), leave: 2, regularization: 2 },
      { empId: 'HR001', name: expect.any(String), leave: 1, regularization: 0 },
    ]);
    // Each number opens its muster rows: the employees with unprocessed days, with LOP.
    const muster = async (filter: string) => (await send('HR001', 'GET', `/api/attendance-muster?monthYear=${MONTH}&${filter}&size=50`)).json().data;
    expect((await muster('unprocessedOnly=true')).content.map((row: any) => row.employeeId)).toEqual(['EMP005']);
    const withLop = await muster('lopOnly=true');
    expect(withLop.totalElements).toBe(cockpit.employeesWithLop);
    expect(withLop.content.map((row: any) => row.employeeId).sort()).toEqual(['EMP001', 'EMP002', 'EMP003', 'EMP004']);
    expect(withLop.content.reduce((sum: number, row: any) => sum + row.totalLOP, 0)).toBe(cockpit.lopTotal);
    await processAll();
    expect((await send('HR001', 'GET', COCKPIT)).json().data.unprocessedDays).toBe(0);
    expect((await muster('unprocessedOnly=true')).totalElements).toBe(0);
    // Without a month: the payroll month just over; the newest a picker offers is the open one (26 Nov is in 25 Nov..24 Dec).
    expect((await send('HR001', 'GET', '/api/month-end/cockpit')).json().data).toMatchObject({ monthYear: MONTH, latestMonthYear: '12-2026', pendingLeave: 3 });
  });

  it('refuses a rejection without a remark, and a caller who is not a month-end administrator on every path', async () => {
    await refused(400, `${codes.sl}: Remark is required when rejecting`, () => send('HR001', 'POST', LEAVE, [{ empId: 'EMP001', leaveCode: codes.sl, type: 'reject' }]));
    await refused(400, `${codes.reg002}: Remark is required when rejecting`, () =>
      send('HR001', 'POST', REGULARIZATION, [{ regCode: codes.reg002, action: 'reject', remark: '  ', empId: 'EMP002', month: MONTH }]),
    );
    await refused(400, `${codes.sl}: Remark is required when rejecting`, () => send('HR001', 'POST', PREVIEW, { monthYear: MONTH, leave: [{ empId: 'EMP001', code: codes.sl, type: 'reject' }] }));
    const calls: [Method, string, unknown?][] = [
      ['GET', `/api/attendance-regularization/get-admin-leave-apply?month=${MONTH}`],
      ['GET', `/api/attendance-regularization/get-admin-regularization?month=${MONTH}`],
      ['GET', COCKPIT],
      ['POST', LEAVE, [{ empId: 'EMP001', leaveCode: codes.cl, type: 'approve' }]],
      ['POST', REGULARIZATION, [{ regCode: codes.reg002, action: 'approve', empId: 'EMP002', month: MONTH }]],
      ['POST', PREVIEW, { monthYear: MONTH, leave: [{ empId: 'EMP001', code: codes.cl, type: 'approve' }] }],
      ['POST', CLOSE, { monthYear: MONTH, pendingPolicy: 'leaveAsIs' }],
    ];
    for (const [method, url, body] of calls) await refused(403, undefined, () => send('MGR001', method, url, body));
  });

  it('previews the effect without writing, commits exactly that, and refuses a stale preview', async () => {
    const selection = {
      monthYear: MONTH,
      leave: [
        { empId: 'EMP001', code: codes.cl, type: 'approve' },
        { empId: 'EMP001', code: codes.sl, type: 'reject', remark: 'Audit week' },
      ],
    };
    const before = await databaseFingerprint(db());
    const preview = await send('HR001', 'POST', PREVIEW, selection);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(await databaseFingerprint(db())).toEqual(before);
    const effect = preview.json().data;
    // The approved CL turns 2026-11-10 from A to CL and removes its day of LOP; the rejected SL changes nothing; CL 8 → 7.
    expect(effect.employees).toEqual([
      {
        empId: 'EMP001',
        empName: expect.any(String),
        items: [
          { kind: 'leave', code: codes.cl, decision: 'approve' },
          { kind: 'leave', code: codes.sl, decision: 'reject' },
        ],
        days: [{ date: '2026-11-10', before: 'A', after: 'CL', lopBefore: 1, lopAfter: 0 }],
        lopBefore: 1,
        lopAfter: 0,
        lopChange: -1,
        // The rejected SL leaves its balance as it was and is no longer pending.
        balances: [
          { leaveType: 'CL', year: 2026, before: 8, after: 7, change: -1, pendingBefore: 1, pendingAfter: 0 },
          { leaveType: 'SL', year: 2026, before: 8, after: 8, change: 0, pendingBefore: 1, pendingAfter: 0 },
        ],
      },
    ]);
    expect(effect.totals).toEqual({ items: 2, employees: 1, daysChanged: 1, lopAdded: 0, lopRemoved: 1 });
    expect([await statusOf('leave_application', codes.cl), await clBalance('EMP001')]).toEqual(['Pending', 8]);

    // Someone changes an item after the preview: its version moves, and the Submit is refused whole.
    await sql`UPDATE leave_application SET version = version + 1 WHERE leave_code = ${codes.sl}`.execute(db());
    await refused(409, 'The selected items changed since the preview (decided, withdrawn or edited by someone else): preview again.', () =>
      send('HR001', 'POST', `${LEAVE}?previewToken=${effect.previewToken}`, [
        { empId: 'EMP001', leaveCode: codes.cl, type: 'approve' },
        { empId: 'EMP001', leaveCode: codes.sl, type: 'reject', remark: 'Audit week' },
      ]),
    );

    const again = (await send('HR001', 'POST', PREVIEW, selection)).json().data;
    expect(again.employees).toEqual(effect.employees);
    const submitted = await send('HR001', 'POST', `${LEAVE}?previewToken=${again.previewToken}`, [
      { empId: 'EMP001', leaveCode: codes.cl, type: 'approve' },
      { empId: 'EMP001', leaveCode: codes.sl, type: 'reject', remark: 'Audit week' },
    ]);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().message).toBe('Leave Updated Successfully!');
    expect([await statusOf('leave_application', codes.cl), await statusOf('leave_application', codes.sl), await clBalance('EMP001')]).toEqual(['Approved', 'Rejected', 7]);
    // What the preview showed is what the processor now stores.
    await processAll();
    expect(await day('EMP001', '2026-11-10')).toEqual({ status_code: 'CL', lop_days: 0 });
    expect(await day('EMP001', '2026-11-11')).toEqual({ status_code: 'A', lop_days: 1 });
    // Audited as HR's decision instead of the approver's, and mailed through the outbox.
    const audit = await db().selectFrom('audit_log').select(['after']).where('entity_id', '=', codes.cl).where('action', '=', 'approve').executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({ status: 'Approved', insteadOf: 'MGR001' });
    expect((await db().selectFrom('outbox_mail').select('subject').where('subject', '=', `Leave ${codes.cl}: Approved`).execute()).length).toBe(1);
  });

  it('decides regularizations from the month end: approve turns A into P and removes the LOP', async () => {
    const preview = (await send('HR001', 'POST', PREVIEW, { monthYear: MONTH, regularization: [{ empId: 'EMP002', code: codes.reg002, type: 'approve' }] })).json().data;
    expect(preview.employees[0]).toMatchObject({ empId: 'EMP002', days: [{ date: '2026-11-12', before: 'A', after: 'P', lopBefore: 1, lopAfter: 0 }], lopChange: -1, balances: [] });
    const response = await send('HR001', 'POST', `${REGULARIZATION}?previewToken=${preview.previewToken}`, [{ regCode: codes.reg002, action: 'approve', remark: null, empId: 'EMP002', month: MONTH }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Regularization Updated Successfully!');
    expect(await statusOf('regularization', codes.reg002)).toBe('Approved');
    // Before the approvers' lock date (the open payroll month's start): decided by month-end authority, and the trail says so.
    const trail = await db().selectFrom('audit_log').select(['after']).where('entity_id', '=', codes.reg002).where('action', '=', 'approve').executeTakeFirstOrThrow();
    expect(typeof trail.after === 'string' ? JSON.parse(trail.after) : trail.after).toMatchObject({
      insteadOf: 'MGR001',
      authority: 'monthEnd',
      lockDatePassed: { approverLockDate: '2026-11-25', dates: ['2026-11-12'], by: 'month-end authority' },
    });
    await processAll();
    expect(await day('EMP002', '2026-11-12')).toEqual({ status_code: 'P', lop_days: 0 });
  });

  it('refuses the close while items are pending, then closes with the policy as previewed', async () => {
    // EMP004's leave and EMP003's regularization are still pending.
    const refusal = await send('HR001', 'POST', CLOSE, { monthYear: MONTH });
    expect(refusal.statusCode).toBe(409);
    expect(refusal.json().message).toBe('2 items are still pending in this payroll month (1 leave, 1 regularization): decide them, or choose what the close does with them.');
    expect(refusal.json().pending).toEqual({ leave: 1, regularization: 1, total: 2 });
    await refused(400, 'Preview what the policy decides first: the close carries out exactly the preview (previewToken).', () =>
      send('HR001', 'POST', CLOSE, { monthYear: MONTH, pendingPolicy: 'approve' }),
    );
    const preview = (await send('HR001', 'POST', PREVIEW, { monthYear: MONTH, pendingPolicy: 'approve' })).json().data;
    expect(preview.totals).toEqual({ items: 2, employees: 2, daysChanged: 2, lopAdded: 0, lopRemoved: 2 });
    expect(preview.employees.map((e: any) => [e.empId, e.days])).toEqual([
      ['EMP003', [{ date: '2026-11-13', before: 'A', after: 'P', lopBefore: 1, lopAfter: 0 }]],
      ['EMP004', [{ date: '2026-11-16', before: 'A', after: 'CL', lopBefore: 1, lopAfter: 0 }]],
    ]);
    const closed = await send('HR001', 'POST', CLOSE, { monthYear: MONTH, pendingPolicy: 'approve', previewToken: preview.previewToken });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toMatchObject({ monthYear: MONTH, startDate: '2026-10-25', endDate: '2026-11-24', decided: 2 });
    expect([await statusOf('regularization', codes.reg003), await statusOf('leave_application', codes.emp004)]).toEqual(['Approved', 'Approved']);
    // The decided days were processed in the close's transaction: the snapshot payroll uses has them.
    expect(await day('EMP004', '2026-11-16')).toEqual({ status_code: 'CL', lop_days: 0 });
    const cockpit = (await send('HR001', 'GET', COCKPIT)).json().data;
    // Left: EMP001's rejected 2026-11-11: one employee, one day.
    expect(cockpit).toMatchObject({ pendingLeave: 0, pendingRegularization: 0, employeesWithLop: 1, lopTotal: 1, previousLopTotal: 1, closed: true });
  });
});
