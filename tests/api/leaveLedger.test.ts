import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds } from '../helpers/testDatabases.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';
import { call, openSession, type Method, type Session, refusalCheck, tableFingerprint } from '../helpers/routeWalk.js';

/**
 * Balances as a ledger and the Leave Granter (docs/leave-ledger.md), on the demo: every ACME person
 * has 2026 opening balances from the Standard scheme (PL 18, CL 8, …); EMP001..EMP010 report to
 * MGR001; HR001 acts as HR Ops Admin (Leave Admin). The clock is 2026-11-20 in India.
 */
const TODAY = '2026-11-20';
const GRANTER = '/api/leave/granter';

describe.each(databaseKinds)('leave ledger and granter on %s', (kind) => {
  let server: TestServer;
  const sessions = new Map<string, Session>();
  const send = (empId: string, method: Method, url: string, payload?: unknown) => call(server, sessions.get(empId)!.token, method, url, payload);
  const db = () => server.database.db;
  const WRITTEN = ['leave_ledger', 'leave_granter_run', 'background_job', 'audit_log'];

  const fingerprint = () => Promise.all(WRITTEN.map((table) => tableFingerprint(db(), table)));
  const refused = refusalCheck(db, WRITTEN);

  const balanceOf = async (viewer: string, empId: string, type: string, year = 2026) => {
    const response = await send(viewer, 'GET', `/api/employee/leave/${empId}/${year}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.balances.find((row: { leaveType: string }) => row.leaveType === type);
  };

  /** Polls the job as its owner, as the page does, until it ends. */
  async function finished(empId: string, jobId: number) {
    for (;;) {
      const job = (await send(empId, 'GET', `/api/jobs/${jobId}`)).json().data;
      if (job.status !== 'running') return job;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const ledgerKeys = async (empId: string, prefix: string) =>
    (
      await sql<{ key: string; days: number }>`
        SELECT l.idempotency_key AS key, l.days::float8 AS days FROM leave_ledger l JOIN employee e ON e.id = l.employee_id
        WHERE e.emp_id = ${empId} AND l.idempotency_key LIKE ${`${prefix}%`} ORDER BY l.idempotency_key`.execute(db())
    ).rows;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${TODAY}T06:00:00Z`));
    server = await startTestServer(kind, { config: { attendanceProcessing: false } });
    for (const empId of ['EMP001', 'EMP002', 'MGR001', 'EMP020']) sessions.set(empId, await openSession(server, empId, { organization: 'ACME' }));
    sessions.set('HR001', await openSession(server, 'HR001', { organization: 'ACME', role: 'HR Ops Admin' }));
    sessions.set('NIL001', await openSession(server, 'NIL001'));
    sessions.set('ADMIN@NILE', await openSession(server, 'ADMIN', { organization: 'NILE' }));
  });
  afterAll(async () => {
    await server?.close();
    vi.useRealTimers();
  });

  it('documents its routes in the OpenAPI contract', async () => {
    const admin = await openSession(server, 'ADMIN', { organization: 'ACME' });
    const paths = Object.keys((await call(server, admin.token, 'GET', '/api/openapi.json')).json().paths);
    for (const path of ['/api/employee/leave/{empId}/{year}', '/api/employee/leave/{id}', '/api/employee/leave', '/api/leave/balance/update', GRANTER, `${GRANTER}/fetchTable/Leave Granter`, `${GRANTER}/update`, `${GRANTER}/{id}`, `${GRANTER}/emp/{empId}`]) {
      expect(paths, path).toContain(path);
    }
  });

  it('answers an employee their own balances, a manager a reportee’s, HR anyone’s of the organisation, nobody another’s', async () => {
    const own = await send('EMP001', 'GET', '/api/employee/leave/EMP001/2026');
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ empId: 'EMP001', year: 2026, schemeName: 'Standard' });
    // EMP001 is a woman on the Standard scheme: ML, not PAL; nobody on it is on probation, yet PRL is listed as entitled.
    const cl = own.json().data.balances.find((row: { leaveType: string }) => row.leaveType === 'CL');
    expect(cl).toMatchObject({ byKind: { opening: 8 }, availed: 0, pending: 0, balance: 8 });
    expect((await balanceOf('MGR001', 'EMP001', 'PL')).balance).toBe(18);
    expect((await balanceOf('HR001', 'EMP001', 'SL')).balance).toBe(8);
    expect((await send('EMP002', 'GET', '/api/employee/leave/EMP001/2026')).statusCode).toBe(403);
    expect((await send('MGR001', 'GET', '/api/employee/leave/EMP020/2026')).statusCode).toBe(403);
    expect((await send('HR001', 'GET', '/api/employee/leave/NIL001/2026')).statusCode).toBe(404);
    expect((await send('NIL001', 'GET', '/api/employee/leave/EMP001/2026')).statusCode).toBe(404);
    expect((await send('EMP001', 'GET', '/api/employee/leave/EMP001/1999')).statusCode).toBe(400);
    const reportees = (await send('MGR001', 'GET', '/api/leave/reportees')).json().data.map((row: { value: string }) => row.value);
    expect(reportees).toEqual(['EMP001', 'EMP002', 'EMP003', 'EMP004', 'EMP005', 'EMP006', 'EMP007', 'EMP008', 'EMP009', 'EMP010']);
    expect((await send('EMP001', 'GET', '/api/leave/reportees')).json().data).toEqual([]);
  });

  it('adjusts a balance as an adjustment entry with HR’s reason, shown in the statement and as one entry', async () => {
    const adjusted = await send('HR001', 'PUT', '/api/leave/balance/update', { empId: 'emp001', leaveType: 'cl', year: 2026, days: 1.5, reason: 'Worked the Diwali weekend' });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    expect(adjusted.json()).toMatchObject({ message: 'Leave balance adjusted', data: { empId: 'EMP001', leaveType: 'CL', balance: 9.5 } });
    expect((await balanceOf('EMP001', 'EMP001', 'CL')).byKind).toEqual({ opening: 8, adjustment: 1.5 });

    const statement = await send('MGR001', 'GET', '/api/employee/leave?empId=EMP001&year=2026&leaveType=CL');
    expect(statement.statusCode).toBe(200);
    expect(statement.json().data.entries.map((e: { entryKind: string; days: number; runningBalance: number }) => [e.entryKind, e.days, e.runningBalance])).toEqual([
      ['opening', 8, 8],
      ['adjustment', 1.5, 9.5],
    ]);
    const id = adjusted.json().data.id;
    const entry = await send('EMP001', 'GET', `/api/employee/leave/${id}`);
    expect(entry.json().data).toMatchObject({ id, empId: 'EMP001', entryKind: 'adjustment', days: 1.5, reason: 'Worked the Diwali weekend', createdBy: 'HR001', effectiveDate: TODAY });
    expect((await send('EMP002', 'GET', `/api/employee/leave/${id}`)).statusCode).toBe(403);
    expect((await send('NIL001', 'GET', `/api/employee/leave/${id}`)).statusCode).toBe(404);
    // The employee's own statement needs no empId.
    expect((await send('EMP001', 'GET', '/api/employee/leave?year=2026&leaveType=CL')).json().data.entries).toHaveLength(2);
    const audit = await db().selectFrom('audit_log').select(['entity', 'action']).where('entity', '=', 'leaveBalance').execute();
    expect(audit).toEqual([{ entity: 'leaveBalance', action: 'adjust' }]);
  });

  it('refuses a bad adjustment or statement with a clear message and writes nothing', async () => {
    const adjust = (empId: string, body: Record<string, unknown>) => send(empId, 'PUT', '/api/leave/balance/update', { empId: 'EMP002', leaveType: 'CL', year: 2026, days: 1, reason: 'Correction of import', ...body });
    await refused(400, /Reason/, () => adjust('HR001', { reason: undefined }));
    await refused(400, /Reason must be at least 5 characters/, () => adjust('HR001', { reason: '   ok ' }));
    await refused(400, /multiple of 0.5|Days/, () => adjust('HR001', { days: 0.3 }));
    await refused(400, /Days must not be zero/, () => adjust('HR001', { days: 0 }));
    await refused(400, /Unknown leave type: XX/, () => adjust('HR001', { leaveType: 'XX' }));
    await refused(400, /unpaid/, () => adjust('HR001', { leaveType: 'L' }));
    await refused(400, /below zero/, () => adjust('HR001', { days: -8.5 }));
    await refused(400, /Year/, () => adjust('HR001', { year: '2026' }));
    await refused(403, /your own leave balance/, () => adjust('HR001', { empId: 'HR001' }));
    await refused(403, /permission/, () => adjust('EMP001', {}));
    await refused(404, /Employee not found/, () => adjust('HR001', { empId: 'NIL001' }));
    await refused(400, /Unknown leave type: ZZ/, () => send('EMP001', 'GET', '/api/employee/leave?year=2026&leaveType=ZZ'));
    await refused(400, /leaveType|Leave Type/, () => send('EMP001', 'GET', '/api/employee/leave?year=2026'));
    await refused(400, /Entry|id/, () => send('EMP001', 'GET', '/api/employee/leave/0'));
  });

  it('previews who gets what without writing, runs as a job, and grants once however often it runs', async () => {
    const body = { periodKind: 'Month', period: '2026-11', leaveTypes: ['PL', 'CL'], empIds: ['EMP001', 'EMP002'] };
    const before = await fingerprint();
    const preview = await send('HR001', 'POST', GRANTER, { ...body, preview: true });
    expect(preview.statusCode, preview.body).toBe(200);
    // PL is Monthly (18/12 = 1.5 for November); CL is Yearly, due in January: not in this month.
    expect(preview.json().data).toMatchObject({ period: '2026-11', employees: 2, entries: 2, days: 3, byType: [{ leaveType: 'PL', employees: 2, entries: 2, days: 3 }] });
    expect(preview.json().data.rows.map((row: { key: string }) => row.key)).toEqual(['accrual:PL:2026-11:EMP001', 'accrual:PL:2026-11:EMP002']);
    expect(await fingerprint()).toEqual(before);

    const started = await send('HR001', 'POST', GRANTER, body);
    expect(started.statusCode, started.body).toBe(202);
    const { runId, jobId } = started.json().data;
    expect(await finished('HR001', jobId)).toMatchObject({ status: 'done', progress: 100, message: '2 entries written for 2 employees' });
    expect(await ledgerKeys('EMP001', 'accrual:')).toEqual([{ key: 'accrual:PL:2026-11:EMP001', days: 1.5 }]);
    expect((await balanceOf('EMP001', 'EMP001', 'PL')).byKind).toEqual({ opening: 18, accrual: 1.5 });

    // Again, and the year that holds the month: nothing twice.
    const again = await send('HR001', 'POST', GRANTER, body);
    expect(await finished('HR001', again.json().data.jobId)).toMatchObject({ status: 'done', message: '0 entries written for 0 employees' });
    const rerun = await send('HR001', 'PUT', `${GRANTER}/update`, { id: runId });
    expect(rerun.statusCode).toBe(202);
    expect(rerun.json().data.runId).toBe(runId);
    await finished('HR001', rerun.json().data.jobId);
    expect(await ledgerKeys('EMP001', 'accrual:PL:2026-11')).toHaveLength(1);

    const run = (await send('HR001', 'GET', `${GRANTER}/${runId}`)).json().data;
    expect(run).toMatchObject({ id: runId, periodKind: 'Month', period: '2026-11', leaveTypes: ['CL', 'PL'], selectedEmployees: 2, status: 'Done', employeesGranted: 2, entriesWritten: 2, daysGranted: 3 });
    expect(run.byType).toEqual([{ leaveType: 'PL', entryKind: 'accrual', employees: 2, entries: 2, days: 3 }]);
    const runs = (await send('HR001', 'GET', `${GRANTER}/fetchTable/Leave%20Granter?page=0&size=10`)).json().data;
    expect(runs).toMatchObject({ totalElements: 2, totalPages: 1 });
    expect(runs.content.map((r: { id: number }) => r.id)).toContain(runId);
    const grants = (await send('HR001', 'GET', `${GRANTER}/emp/EMP001?year=2026`)).json().data;
    expect(grants.entries).toMatchObject([{ leaveType: 'PL', entryKind: 'accrual', days: 1.5, runId, key: 'accrual:PL:2026-11:EMP001' }]);
    // A run of another organisation is not this one's.
    expect((await send('ADMIN@NILE', 'GET', `${GRANTER}/${runId}`)).statusCode).toBe(404);
    expect((await send('HR001', 'GET', `${GRANTER}/emp/NIL001`)).statusCode).toBe(404);
  });

  it('a year run accrues every month and closes the year before: carry-forward up to the cap, the rest lapses', async () => {
    const emp = (await db().selectFrom('employee').select(['id', 'organization_id']).where('emp_id', '=', 'EMP004').executeTakeFirstOrThrow());
    await db()
      .insertInto('leave_ledger')
      .values({ organization_id: emp.organization_id, employee_id: emp.id, leave_type: 'PL', leave_year: 2025, entry_kind: 'opening', days: 40, effective_date: '2025-01-01', idempotency_key: 'opening:EMP004:PL:2025' })
      .execute();
    const started = await send('HR001', 'POST', GRANTER, { periodKind: 'Year', period: '2026', leaveTypes: ['PL'], empIds: ['EMP004'] });
    expect(await finished('HR001', started.json().data.jobId)).toMatchObject({ status: 'done' });
    const pl2026 = await balanceOf('HR001', 'EMP004', 'PL');
    expect(pl2026.byKind).toEqual({ opening: 18, accrual: 18, carryForward: 30 });
    expect((await balanceOf('HR001', 'EMP004', 'PL', 2025)).byKind).toEqual({ opening: 40, carryForward: -30, lapse: -10 });
    expect((await balanceOf('HR001', 'EMP004', 'PL', 2025)).balance).toBe(0);
    expect(await ledgerKeys('EMP004', 'accrual:PL:2026-')).toHaveLength(12);
  });

  it('shows an On Joining accrual it cannot grant (no date of joining) as skipped, with why, in the preview and the run', async () => {
    const acme = (await db().selectFrom('employee').select('organization_id').where('emp_id', '=', 'EMP005').executeTakeFirstOrThrow()).organization_id;
    const bl = sql`UPDATE master_leave_type_category SET accrual = ${'On Joining'} WHERE organization_id = ${acme} AND code = 'BL'`;
    await bl.execute(db());
    await db().updateTable('employee').set({ date_of_joining: null }).where('emp_id', '=', 'EMP005').execute();
    await db().updateTable('employee').set({ date_of_joining: '2026-11-10' }).where('emp_id', '=', 'EMP006').execute();
    const body = { periodKind: 'Month', period: '2026-11', leaveTypes: ['BL'], empIds: ['EMP005', 'EMP006'] };
    const preview = (await send('HR001', 'POST', GRANTER, { ...body, preview: true })).json().data;
    expect(preview.rows.map((row: { key: string; days: number }) => [row.key, row.days])).toEqual([['accrual:BL:joining:EMP006', 3]]);
    const reason = 'No date of joining: On Joining accrual is due on that date. Set it on the employee, or import an opening balance.';
    expect(preview.skipped).toEqual([{ employeeId: expect.any(Number), empId: 'EMP005', empName: expect.any(String), leaveType: 'BL', reason }]);
    expect(preview.skippedCount).toBe(1);
    const started = await send('HR001', 'POST', GRANTER, body);
    expect(await finished('HR001', started.json().data.jobId)).toMatchObject({ status: 'done', message: '1 entries written for 1 employees; 1 On Joining accrual(s) skipped: no date of joining' });
    expect(await ledgerKeys('EMP005', 'accrual:BL')).toEqual([]);
  });

  it('re-runs a closed year after HR adjusted it: the close is not made a second time, the run writes nothing', async () => {
    const emp = await db().selectFrom('employee').select(['id', 'organization_id']).where('emp_id', '=', 'EMP007').executeTakeFirstOrThrow();
    await db()
      .insertInto('leave_ledger')
      .values({ organization_id: emp.organization_id, employee_id: emp.id, leave_type: 'PL', leave_year: 2025, entry_kind: 'opening', days: 10, effective_date: '2025-01-01', idempotency_key: 'opening:EMP007:PL:2025' })
      .execute();
    const body = { periodKind: 'Year', period: '2026', leaveTypes: ['PL'], empIds: ['EMP007'] };
    const first = (await send('HR001', 'POST', GRANTER, body)).json().data;
    await finished('HR001', first.jobId);
    expect((await balanceOf('HR001', 'EMP007', 'PL', 2025)).byKind).toEqual({ opening: 10, carryForward: -10 });
    // HR finds 35 days missing from 2025 after it was closed (cap 30): they stay in 2025, where HR put them.
    const adjusted = await send('HR001', 'PUT', '/api/leave/balance/update', { empId: 'EMP007', leaveType: 'PL', year: 2025, days: 35, reason: 'Missed opening days' });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    const before = await ledgerKeys('EMP007', '');
    const again = (await send('HR001', 'PUT', `${GRANTER}/update`, { id: first.runId })).json().data;
    expect(await finished('HR001', again.jobId)).toMatchObject({ status: 'done', message: '0 entries written for 0 employees' });
    const fresh = (await send('HR001', 'POST', GRANTER, body)).json().data;
    expect(await finished('HR001', fresh.jobId)).toMatchObject({ status: 'done', message: '0 entries written for 0 employees' });
    expect(await ledgerKeys('EMP007', '')).toEqual(before);
    expect((await balanceOf('HR001', 'EMP007', 'PL', 2025)).byKind).toEqual({ opening: 10, carryForward: -10, adjustment: 35 });
    expect((await balanceOf('HR001', 'EMP007', 'PL')).byKind).toMatchObject({ carryForward: 10 });
  });

  it('refuses a bad run with a clear message, writing nothing; only Leave Granter may run it', async () => {
    const grant = (empId: string, body: Record<string, unknown>) => send(empId, 'POST', GRANTER, { periodKind: 'Month', period: '2026-11', ...body });
    await refused(400, /Period must be YYYY for a year or YYYY-MM/, () => grant('HR001', { period: '2026-13' }));
    await refused(400, /Period must be YYYY for a year/, () => grant('HR001', { periodKind: 'Year', period: '2026-01' }));
    await refused(400, /Period must be YYYY-MM for a month/, () => grant('HR001', { period: '2026' }));
    await refused(400, /Not a leave type with accrual: XX, CO/, () => grant('HR001', { leaveTypes: ['XX', 'CO'] }));
    await refused(400, /Not an active employee of this organisation: NIL001, NOBODY/, () => grant('HR001', { empIds: ['EMP001', 'NIL001', 'nobody'] }));
    await refused(400, /Period/, () => grant('HR001', { periodKind: 'Week' }));
    await refused(403, /permission/, () => grant('EMP001', {}));
    await refused(404, /Granter run not found/, () => send('HR001', 'PUT', `${GRANTER}/update`, { id: 999999 }));
    await refused(400, /Run|id/, () => send('HR001', 'PUT', `${GRANTER}/update`, {}));
    expect((await send('HR001', 'GET', `${GRANTER}/999999`)).statusCode).toBe(404);
    expect((await send('EMP001', 'GET', `${GRANTER}/fetchTable/Leave%20Granter`)).statusCode).toBe(403);
  });
  it('grants a leaver nothing for the months after their last working day', async () => {
    const leaving = await send('HR001', 'PUT', '/api/employee/EMP003/deactivate', { lastWorkingDay: '2026-11-30' });
    expect(leaving.statusCode, leaving.body).toBe(200);
    const preview = async (period: string) =>
      (await send('HR001', 'POST', GRANTER, { periodKind: 'Month', period, leaveTypes: ['PL'], empIds: ['EMP003'], preview: true })).json().data;
    // November, their last month, is still earned (PL is pro-rated: they work past its 15th); December is not.
    expect((await preview('2026-11')).rows.map((row: { key: string; days: number }) => [row.key, row.days])).toEqual([['accrual:PL:2026-11:EMP003', 1.5]]);
    expect(await preview('2026-12')).toMatchObject({ entries: 0, days: 0 });
  });
});
