import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { attendanceDateOf, dayRuleOfShift } from '../../src/server/attendance/attendanceDate.js';
import { markAttendanceDirty } from '../../src/server/attendance/markAttendanceDirty.js';
import { assertPayrollDaysOpen, closePayrollMonth } from '../../src/server/attendance/monthClose/index.js';
import { closedMonthReason, processDirtyAttendance } from '../../src/server/attendance/processor/index.js';
import { computeDays, type DayChunk } from '../../src/server/attendance/processor/computeDays.js';
import { databaseKinds } from '../helpers/testDatabases.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';
import { call, openSession, refusalCheck, type Method, type Session } from '../helpers/routeWalk.js';

/**
 * Closing and reopening a payroll month (issue 20 §2, docs/attendance-lock.md "Closing and
 * reopening a payroll month"). The clock is 27 Nov 2026 in India: the open payroll month is
 * 25 Nov – 24 Dec, and 11-2026 (25 Oct – 24 Nov) is over. The loop is off: each test processes
 * the marks itself, so what is unprocessed at a close is what the test left.
 */
const TODAY = '2026-11-27';
const BASE = '/api/attendance-month-close';
const MONTH = '11-2026';
const REASON = 'Swipe device lost the punches of 9 Nov';

describe.each(databaseKinds)('payroll month close on %s', (kind) => {
  let server: TestServer;
  let acme: number;
  const ids = new Map<string, number>();
  const names = new Map<string, string>();
  const sessions = new Map<string, Session>();
  const db = () => server.database.db;
  const send = (who: string, method: Method, url: string, payload?: unknown) => call(server, sessions.get(who)!.token, method, url, payload);
  const inProcess = { computeDays: async (chunk: DayChunk) => computeDays(chunk) };
  const processNow = () => processDirtyAttendance(db(), { workers: inProcess, organizationId: acme });
  const close = (monthYear = MONTH) => db().transaction().execute((trx) => closePayrollMonth(trx, acme, monthYear, 'HR001'));
  const refused = refusalCheck(db, ['payroll_month_event', 'payroll_month_snapshot', 'lop_entry', 'attendance_dirty', 'audit_log']);

  const dayOf = async (empId: string, date: string) => {
    const row = await db()
      .selectFrom('attendance_day')
      .select(['status_code', 'lop_days', 'result_hash'])
      .where('organization_id', '=', acme)
      .where('employee_id', '=', ids.get(empId)!)
      .where('attendance_date', '=', date)
      .executeTakeFirst();
    return row && { status: row.status_code, lop: Number(row.lop_days), hash: row.result_hash };
  };
  const monthDays = async () =>
    (
      await sql<{ employee_id: number; attendance_date: string; status_code: string | null; lop_days: string }>`
        SELECT employee_id, attendance_date, status_code, lop_days::text FROM attendance_day
        WHERE organization_id = ${acme} AND attendance_date BETWEEN '2026-10-25' AND '2026-11-24' ORDER BY employee_id, attendance_date`.execute(db())
    ).rows;
  const marksOf = (empId: string) =>
    db().selectFrom('attendance_dirty').select(['attendance_date', 'held_reason']).where('employee_id', '=', ids.get(empId)!).orderBy('attendance_date').execute();

  async function setSwipes(empId: string, date: string, walls: [string, 'IN' | 'OUT'][]) {
    const employeeId = ids.get(empId)!;
    await db().deleteFrom('swipe').where('employee_id', '=', employeeId).where('attendance_date', '=', date).execute();
    const rule = dayRuleOfShift('09:30');
    for (const [wall, direction] of walls) {
      const at = new Date(`${wall}:00+05:30`);
      await db().insertInto('swipe').values({ organization_id: acme, employee_id: employeeId, log_date_time: at, attendance_date: attendanceDateOf(at, rule), device_name: 'Main Gate', direction }).execute();
    }
    await markAttendanceDirty(db(), acme, { employeeIds: [employeeId], from: date, to: date });
  }

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${TODAY}T06:00:00Z`));
    server = await startTestServer(kind, { config: { attendanceProcessing: false } });
    acme = (await db().selectFrom('organization').select('id').where('organization_code', '=', 'ACME').executeTakeFirstOrThrow()).id;
    for (const row of await db().selectFrom('employee').select(['id', 'emp_id', 'first_name', 'last_name']).execute()) {
      ids.set(row.emp_id, row.id);
      names.set(row.emp_id, `${row.first_name} ${row.last_name}`);
    }
    sessions.set('HR001', await openSession(server, 'HR001', { organization: 'ACME', role: 'HR Ops Admin' }));
    sessions.set('MGR001', await openSession(server, 'MGR001', { organization: 'ACME' }));
    sessions.set('ADMIN@NILE', await openSession(server, 'ADMIN', { organization: 'NILE' }));
    // Whatever the seed left marked (days held by the old rule among them) is processed first.
    await processNow();
  });
  afterAll(async () => {
    await server?.close();
    vi.useRealTimers();
  });

  it('refuses to close a month with a day not processed yet, then closes it with a snapshot of what payroll used', async () => {
    // EMP001 did not come on 9 Nov: absent, one day of LOP, once processed.
    await setSwipes('EMP001', '2026-11-09', []);
    const before = await Promise.all(['payroll_month_event', 'payroll_month_snapshot'].map((table) => sql`SELECT 1 FROM ${sql.table(table)}`.execute(db())));
    await expect(close()).rejects.toMatchObject({
      statusCode: 409,
      message: 'Payroll month 11-2026 cannot be closed: 1 employee day is not processed yet. Process attendance, then close the month.',
    });
    expect(before.map((r) => r.rows.length)).toEqual([0, 0]);
    expect(await db().selectFrom('payroll_month_event').select('id').execute()).toEqual([]);

    await processNow();
    expect(await dayOf('EMP001', '2026-11-09')).toMatchObject({ status: 'A', lop: 1 });
    const days = await monthDays();
    expect(days.length).toBeGreaterThan(0);

    const closed = await close();
    expect(closed).toEqual({
      monthYear: MONTH,
      startDate: '2026-10-25',
      endDate: '2026-11-24',
      employees: new Set(days.map((d) => d.employee_id)).size,
      days: days.length,
      lopEntries: 0,
    });
    const snapshot = await sql<{ employee_id: number; attendance_date: string; status_code: string | null; lop_days: string }>`
      SELECT employee_id, attendance_date, status_code, lop_days::text FROM payroll_month_snapshot ORDER BY employee_id, attendance_date`.execute(db());
    expect(snapshot.rows).toEqual(days);
    const event = await db().selectFrom('payroll_month_event').selectAll().executeTakeFirstOrThrow();
    expect(event).toMatchObject({ organization_id: acme, month_year: MONTH, start_date: '2026-10-25', end_date: '2026-11-24', action: 'close', reason: null, actor_emp_id: 'HR001' });
    const audit = await db().selectFrom('audit_log').select(['organization_id', 'actor_employee_id', 'action', 'after']).where('entity', '=', 'payrollMonth').execute();
    expect(audit).toEqual([{ organization_id: acme, actor_employee_id: ids.get('HR001'), action: 'close', after: closed }]);
  });

  it('refuses a month that is not over yet, and one closed already', async () => {
    await expect(close('12-2026')).rejects.toMatchObject({ statusCode: 409, message: 'Payroll month 12-2026 is not over yet: it ends on 24-12-2026.' });
    await expect(close()).rejects.toMatchObject({ statusCode: 409, message: 'Payroll month 11-2026 is already closed.' });
    expect(await db().selectFrom('payroll_month_event').select('action').execute()).toEqual([{ action: 'close' }]);
  });

  it('shows the state of the month: Closed by whom and when; another organisation sees its own month, open', async () => {
    const state = await send('HR001', 'GET', `${BASE}?monthYear=${MONTH}`);
    expect(state.statusCode, state.body).toBe(200);
    expect(state.json().data).toMatchObject({
      monthYear: MONTH,
      startDate: '2026-10-25',
      endDate: '2026-11-24',
      status: 'Closed',
      closedBy: 'HR001',
      closedByName: 'Hema Raman',
      reopenedBy: null,
      reopenReason: null,
    });
    expect(state.json().data.history).toHaveLength(1);
    // Without a month: the payroll month just over, the one a month end closes.
    expect((await send('HR001', 'GET', BASE)).json().data).toMatchObject({ monthYear: MONTH, status: 'Closed' });
    expect((await send('ADMIN@NILE', 'GET', `${BASE}?monthYear=${MONTH}`)).json().data).toMatchObject({ status: 'Open', closedBy: null, history: [] });
    expect((await send('MGR001', 'GET', `${BASE}?monthYear=${MONTH}`)).statusCode).toBe(403);
    expect((await send('HR001', 'GET', `${BASE}?monthYear=13-2026`)).json()).toMatchObject({ message: expect.stringContaining('Month must be MM-YYYY') });
  });

  it('holds a changed day of the closed month: the day keeps what payroll used, and a change to it is refused', async () => {
    const payrollUsed = await dayOf('EMP001', '2026-11-09');
    await setSwipes('EMP001', '2026-11-09', [['2026-11-09T09:28', 'IN'], ['2026-11-09T18:35', 'OUT']]);
    const counts = await processNow();
    expect(counts).toMatchObject({ processed: 0, held: 1 });
    expect(await dayOf('EMP001', '2026-11-09')).toEqual(payrollUsed);
    expect(await marksOf('EMP001')).toEqual([{ attendance_date: '2026-11-09', held_reason: closedMonthReason(MONTH) }]);

    // Process Attendance for everyone over the month rewrites none of it.
    const days = await monthDays();
    await markAttendanceDirty(db(), acme, { from: '2026-10-25', to: '2026-11-24' });
    expect((await processNow()).processed).toBe(0);
    expect(await monthDays()).toEqual(days);
    // And the muster's Process Attendance is refused for it, marking nothing.
    const marksBefore = (await marksOf('EMP002')).length;
    const processing = await send('HR001', 'POST', `/api/attendance-muster?monthYear=${MONTH}&isAll=true`);
    expect(processing.statusCode).toBe(409);
    expect(processing.json().message).toBe('Payroll month 11-2026 is closed. Reopen it with a reason to change its days.');
    expect((await marksOf('EMP002')).length).toBe(marksBefore);
    // Only EMP001's corrected day stays marked, for the reopen below.
    await sql`DELETE FROM attendance_dirty WHERE organization_id = ${acme} AND NOT (employee_id = ${ids.get('EMP001')!} AND attendance_date = '2026-11-09')`.execute(db());

    await expect(assertPayrollDaysOpen(db(), acme, ['2026-11-25', '2026-11-09'])).rejects.toMatchObject({
      statusCode: 409,
      message: 'Payroll month 11-2026 is closed. Reopen it with a reason to change its days.',
    });
    await expect(assertPayrollDaysOpen(db(), acme, ['2026-11-25', '2026-10-24'])).resolves.toBeUndefined();
    const nile = sessions.get('ADMIN@NILE')!.organizationId;
    await expect(assertPayrollDaysOpen(db(), nile, ['2026-11-09'])).resolves.toBeUndefined();
  });

  it('processes a changed day before the lock window in a month never closed', async () => {
    // 14 Oct lies before the open payroll month: the old rule held it for ever; 10-2026 was never closed.
    expect((await dayOf('EMP001', '2026-10-14'))?.status).toBe('P');
    await setSwipes('EMP001', '2026-10-14', []);
    await processNow();
    expect(await dayOf('EMP001', '2026-10-14')).toMatchObject({ status: 'A', lop: 1 });
  });

  it('reopens only with a reason, by an administrator of the organisation; then the held day recomputes', async () => {
    const reopen = (who: string, payload: unknown) => send(who, 'POST', `${BASE}/reopen`, payload);
    await refused(400, 'Reason is required', () => reopen('HR001', { monthYear: MONTH }));
    await refused(400, 'Reason is required', () => reopen('HR001', { monthYear: MONTH, reason: '    ' }));
    await refused(400, 'Reason must be at least 5 characters', () => reopen('HR001', { monthYear: MONTH, reason: ' abc ' }));
    await refused(400, undefined, () => reopen('HR001', { monthYear: '11-26', reason: REASON }));
    await refused(403, undefined, () => reopen('MGR001', { monthYear: MONTH, reason: REASON }));
    // Another organisation's session reopens its own 11-2026, which is not closed: ACME's stays closed.
    await refused(409, 'Payroll month 11-2026 is not closed.', () => reopen('ADMIN@NILE', { monthYear: MONTH, reason: REASON }));

    const response = await reopen('HR001', { monthYear: MONTH, reason: `  ${REASON} ` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Payroll month reopened successfully!', data: { status: 'Reopened', reopenedBy: 'HR001', reopenReason: REASON, closedBy: 'HR001' } });
    expect(await marksOf('EMP001')).toEqual([{ attendance_date: '2026-11-09', held_reason: null }]);
    const audit = await db().selectFrom('audit_log').select(['action', 'after']).where('entity', '=', 'payrollMonth').where('action', '=', 'reopen').execute();
    expect(audit).toEqual([{ action: 'reopen', after: { monthYear: MONTH, startDate: '2026-10-25', endDate: '2026-11-24', reason: REASON, releasedDays: 1 } }]);

    await expect(close()).rejects.toMatchObject({ statusCode: 409, message: expect.stringContaining('1 employee day is not processed yet') });
    await processNow();
    expect(await dayOf('EMP001', '2026-11-09')).toMatchObject({ status: 'P', lop: 0 });
    expect(await marksOf('EMP001')).toEqual([]);
  });

  it('lists the LOP changes against what payroll used, and a re-close carries them to the next payroll as LOP entries', async () => {
    const changes = await send('HR001', 'GET', `${BASE}/lop-changes?monthYear=${MONTH}`);
    expect(changes.statusCode, changes.body).toBe(200);
    expect(changes.json().data).toEqual({
      monthYear: MONTH,
      startDate: '2026-10-25',
      endDate: '2026-11-24',
      unprocessedDays: 0,
      totalElements: 1,
      totalPages: 1,
      content: [
        {
          empId: 'EMP001',
          employeeName: names.get('EMP001'),
          changedLopDays: -1,
          carriedLopDays: 0,
          lopDifference: -1,
          days: [{ date: '2026-11-09', payrollStatus: 'A', payrollLopDays: 1, status: 'P', lopDays: 0 }],
        },
      ],
    });
    expect((await send('ADMIN@NILE', 'GET', `${BASE}/lop-changes?monthYear=${MONTH}`)).json().data).toMatchObject({ totalElements: 0, content: [] });

    const reclosed = await close();
    expect(reclosed.lopEntries).toBe(1);
    const entries = await db().selectFrom('lop_entry').select(['organization_id', 'employee_id', 'payroll_month', 'applied_in', 'lop_days', 'source', 'reason', 'created_by']).execute();
    expect(entries.map((e) => ({ ...e, lop_days: Number(e.lop_days) }))).toEqual([
      { organization_id: acme, employee_id: ids.get('EMP001'), payroll_month: '2026-10-25', applied_in: '2026-11-25', lop_days: -1, source: 'reopen', reason: REASON, created_by: 'HR001' },
    ]);
    const state = (await send('HR001', 'GET', `${BASE}?monthYear=${MONTH}`)).json().data;
    expect(state).toMatchObject({ status: 'Closed', reopenedBy: null, reopenReason: null });
    expect(state.history.map((e: { action: string; reason: string | null }) => [e.action, e.reason])).toEqual([
      ['close', null],
      ['reopen', REASON],
      ['close', null],
    ]);
    // Carried once: the list shows it carried, nothing left for the next re-close.
    expect((await send('HR001', 'GET', `${BASE}/lop-changes?monthYear=${MONTH}`)).json().data.content[0]).toMatchObject({ changedLopDays: -1, carriedLopDays: -1, lopDifference: 0 });
  });

  it('a second reopen without changes writes no second LOP entry', async () => {
    const reopened = await send('HR001', 'POST', `${BASE}/reopen`, { monthYear: MONTH, reason: 'Checking the month again' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect((await close()).lopEntries).toBe(0);
    expect(await db().selectFrom('lop_entry').select('lop_days').execute()).toHaveLength(1);
  });

  // Two connections at once: PostgreSQL only (PGlite has one).
  it.runIf(kind === 'postgres')('a close waits for a change of its days in flight, then counts it: the month is never closed under it', async () => {
    let commitChange!: () => void;
    const changeMayCommit = new Promise<void>((resolve) => (commitChange = resolve));
    let changeMarked!: () => void;
    const marked = new Promise<void>((resolve) => (changeMarked = resolve));
    const change = db()
      .transaction()
      .execute(async (trx) => {
        await assertPayrollDaysOpen(trx, acme, ['2026-10-15']);
        await markAttendanceDirty(trx, acme, { employeeIds: [ids.get('EMP001')!], from: '2026-10-15', to: '2026-10-15' });
        changeMarked();
        await changeMayCommit;
      });
    await marked;
    const closing = close('10-2026');
    const waiting = () => sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`.execute(db());
    await vi.waitFor(async () => expect((await waiting()).rows[0].n).toBe(1), { timeout: 10_000, interval: 20 });
    commitChange();
    await change;
    await expect(closing).rejects.toMatchObject({ statusCode: 409, message: 'Payroll month 10-2026 cannot be closed: 1 employee day is not processed yet. Process attendance, then close the month.' });
    await processNow();
    await expect(close('10-2026')).resolves.toMatchObject({ monthYear: '10-2026', startDate: '2026-09-25', endDate: '2026-10-24' });
  });
});
