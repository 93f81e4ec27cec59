import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds } from '../helpers/testDatabases.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';
import { call, openSession, type Method, type Session, refusalCheck } from '../helpers/routeWalk.js';

/**
 * Regularization on the spec's rules (spec 000 §5, spec 001 §4–§5, docs/regularization.md). The
 * clock is set to 2026-11-20 in India: the open payroll month is 2026-10-25..2026-11-24, so both the
 * employee's and the approver's window run 2026-10-25..2026-11-19. Absent days are attendance_day
 * rows written here, as the processor would write them.
 */
const TODAY = '2026-11-20';
const BASE = '/api/attendance-regularization';

describe.each(databaseKinds)('regularization on %s', (kind) => {
  let server: TestServer;
  let acme: number;
  const ids = new Map<string, number>();
  const sessions = new Map<string, Session>();
  const as = (empId: string) => sessions.get(empId)!;
  const db = () => server.database.db;
  const send = (empId: string, method: Method, url: string, payload?: unknown) => call(server, as(empId).token, method, url, payload);

  async function absent(empId: string, dates: string[], statusCode = 'A', shiftCode = 'S1') {
    await db()
      .insertInto('attendance_day')
      .values(dates.map((date) => ({ organization_id: acme, employee_id: ids.get(empId)!, attendance_date: date, status_code: statusCode, shift_code: shiftCode, record: JSON.stringify({ inTime: '09:40', outTime: null }), result_hash: `test-${date}` })))
      .onConflict((oc) => oc.columns(['organization_id', 'employee_id', 'attendance_date']).doUpdateSet({ status_code: statusCode, shift_code: shiftCode }))
      .execute();
  }
  const row = (date: string, extra: Record<string, unknown> = {}) => ({ date, reason: 'Forgot to swipe', inTime: '09:30', outTime: '18:30', session: [1, 2], key: 'REG', ...extra });
  const apply = (empId: string, rows: unknown[], appliedTo = 'MGR001', extra: Record<string, unknown> = {}) =>
    send(empId, 'POST', BASE, { regularizationInfo: rows, appliedTo, remark: 'Badge left at home', monthYear: '11-2026', ...extra });
  const requestOf = (code: string) => db().selectFrom('regularization').selectAll().where('regularization_code', '=', code).executeTakeFirstOrThrow();
  const datesOf = async (code: string) =>
    (
      await sql<{ date: string; status: string; approver_remarks: string | null }>`
        SELECT to_char(rd.attendance_date, 'YYYY-MM-DD') AS date, rd.status, rd.approver_remarks
        FROM regularization_date rd JOIN regularization r ON r.organization_id = rd.organization_id AND r.id = rd.regularization_id
        WHERE r.regularization_code = ${code} ORDER BY rd.attendance_date`.execute(db())
    ).rows;

  /** Every table a regularization call may write. */
  const WRITTEN = ['regularization', 'regularization_date', 'attendance_dirty', 'audit_log', 'outbox_mail'];

  const refused = refusalCheck(db, WRITTEN);

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${TODAY}T06:00:00Z`));
    server = await startTestServer(kind, { config: { attendanceProcessing: false } });
    acme = (await db().selectFrom('organization').select('id').where('organization_code', '=', 'ACME').executeTakeFirstOrThrow()).id;
    for (const row of await db().selectFrom('employee').select(['id', 'emp_id']).execute()) ids.set(row.emp_id, row.id);
    // The seed's processed days are not this file's: each test writes the absent days it needs.
    await db().deleteFrom('attendance_day').where('organization_id', '=', acme).execute();
    for (const empId of ['EMP001', 'EMP002', 'EMP003', 'EMP005', 'MGR001', 'EMP020']) sessions.set(empId, await openSession(server, empId, { organization: 'ACME' }));
    sessions.set('HR001', await openSession(server, 'HR001', { organization: 'ACME', role: 'HR Ops Admin' }));
    sessions.set('NIL001', await openSession(server, 'NIL001'));
  });
  afterAll(async () => {
    await server?.close();
    vi.useRealTimers();
  });

  it('documents every regularization route in the OpenAPI contract', async () => {
    const admin = await openSession(server, 'ADMIN', { organization: 'ACME' });
    const paths = (await call(server, admin.token, 'GET', '/api/openapi.json')).json().paths;
    expect(Object.keys(paths).filter((path) => path.startsWith(BASE)).sort()).toEqual(
      // get-admin-leave-apply is spec 001 §7's month-end leave list, served by leave (docs/leave-applications.md);
      // get-admin-regularization and admin-approve-regularization are the month end's (docs/month-end.md).
      [BASE, `${BASE}/admin-approvals`, `${BASE}/admin-approve-regularization`, `${BASE}/applied-to`, `${BASE}/approvals`, `${BASE}/approve`, `${BASE}/get-admin-leave-apply`, `${BASE}/get-admin-regularization`, `${BASE}/quick-add`, `${BASE}/{regCode}`].sort(),
    );
    expect(paths[`${BASE}/approve`].put.requestBody.content['application/json'].schema.required).toEqual(['empId', 'regCode', 'key']);
  });

  it('offers the primary manager and the reviewer to apply to (the fallback approver only to an employee without a manager)', async () => {
    const response = await send('EMP001', 'GET', `${BASE}/applied-to`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      primary: { primaryManagerName: 'Manoj Kumar', primaryManagerId: 'MGR001' },
      reviewer: { reviewerManagerName: 'Hema Raman', reviewerManagerId: 'HR001' },
      fallback: null,
    });
  });

  let twoDays = '';
  it('applies for two absent days, stores them pending, audits and mails the manager', async () => {
    await absent('EMP001', ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-13', '2026-11-12']);
    const response = await apply('EMP001', [row('2026-11-16'), row('2026-11-17', { key: 'WFH', inTime: '10:00', outTime: '19:00', session: [1] })]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe('Regularization applied successfully!');
    twoDays = response.json().data.regularizationCode;
    expect(twoDays).toMatch(/^REG\d{6}$/);
    const stored = await requestOf(twoDays);
    expect(stored).toMatchObject({ organization_id: acme, employee_id: ids.get('EMP001'), applied_to_id: ids.get('MGR001'), status: 'Pending', remarks: 'Badge left at home' });
    const dates = await db().selectFrom('regularization_date').selectAll().where('regularization_id', '=', stored.id).orderBy('attendance_date').execute();
    expect(dates.map((d) => [d.work_type, d.start_time, d.end_time, d.sessions, d.reason, d.status])).toEqual([
      ['REG', '09:30', '18:30', [1, 2], 'Forgot to swipe', 'Pending'],
      ['WFH', '10:00', '19:00', [1], 'Forgot to swipe', 'Pending'],
    ]);
    const audit = await db().selectFrom('audit_log').select(['action', 'actor_employee_id']).where('entity', '=', 'regularization').where('entity_id', '=', twoDays).execute();
    expect(audit).toEqual([{ action: 'create', actor_employee_id: ids.get('EMP001') }]);
    const mail = await db().selectFrom('outbox_mail').select(['to_address', 'subject']).where('subject', 'like', `%${twoDays}%`).execute();
    expect(mail).toEqual([{ to_address: 'manoj.kumar.mgr001@acme.example.com', subject: `Regularization ${twoDays} awaits your approval` }]);
  });

  it('lists the application under Pending with every field of the record, not under Completed', async () => {
    const listed = await send('EMP001', 'GET', `${BASE}?key=Pending`);
    expect(listed.statusCode, listed.body).toBe(200);
    const pending = listed.json().data;
    expect(pending).toMatchObject({ totalElements: 1, totalPages: 1 });
    expect(pending.content[0]).toMatchObject({
      regularizationCode: twoDays,
      empId: 'EMP001',
      appliedTo: 'MGR001',
      approverName: 'Manoj Kumar',
      appliedDate: TODAY,
      status: 'Pending',
      noOfDays: 2,
      regularizationDates: ['2026-11-16', '2026-11-17'],
      employeeRemark: 'Badge left at home',
      appliedRegularizations: [
        { attendanceDate: '2026-11-16', regularizationStatus: 'REG', startTime: '09:30', endTime: '18:30', reason: 'Forgot to swipe', shift: 'S1', status: 'Pending' },
        { attendanceDate: '2026-11-17', regularizationStatus: 'WFH', startTime: '10:00', endTime: '19:00', sessions: [1] },
      ],
    });
    expect((await send('EMP001', 'GET', `${BASE}?key=Approved`)).json().data).toEqual({ content: [], totalElements: 0, totalPages: 0 });
    // Another employee sees none of it.
    expect((await send('EMP002', 'GET', `${BASE}?key=Pending`)).json().data.totalElements).toBe(0);
  });

  it('offers the absent days not yet applied for in the lock window as Quick Add', async () => {
    const response = await send('EMP001', 'GET', `${BASE}/quick-add?yearMonth=11-2026`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ monthYear: '11-2026', lockStartDate: '2026-10-25', lockEndDate: '2026-11-19' });
    expect(response.json().data.attendanceInfo.map((d: any) => [d.attendanceDate, d.attendanceData, d.inTime])).toEqual([
      ['2026-11-12', 'A', '09:40'],
      ['2026-11-13', 'A', '09:40'],
      ['2026-11-18', 'A', '09:40'],
    ]);
  });

  it('refuses dates the employee may not regularize, writing nothing', async () => {
    await absent('EMP001', ['2026-10-20', TODAY, '2026-11-21']);
    await absent('EMP001', ['2026-11-11'], 'P');
    await absent('EMP001', ['2026-11-10'], 'P/A');
    await refused(400, '2026-10-20: Attendance is closed for this date!', () => apply('EMP001', [row('2026-10-20')]));
    await refused(400, `${TODAY}: Attendance is closed for this date!`, () => apply('EMP001', [row(TODAY)]));
    await refused(400, '2026-11-21: Attendance is closed for this date!', () => apply('EMP001', [row('2026-11-21')]));
    await refused(400, /not an absent day/, () => apply('EMP001', [row('2026-11-11')]));
    await refused(400, /not an absent day/, () => apply('EMP001', [row('2026-11-09')]));
    await refused(400, 'Regularization has already been applied for 2026-11-16', () => apply('EMP001', [row('2026-11-16')]));
    await refused(400, /only once/, () => apply('EMP001', [row('2026-11-18'), row('2026-11-18')]));
    // Before joining.
    await db().updateTable('employee').set({ date_of_joining: '2026-11-15' }).where('emp_id', '=', 'EMP003').execute();
    await absent('EMP003', ['2026-11-14']);
    await refused(400, '2026-11-14 is before your date of joining', () => apply('EMP003', [row('2026-11-14')]));
    // A half-absent day is an exception day.
    const half = await apply('EMP001', [row('2026-11-10', { session: [2] })]);
    expect(half.statusCode, half.body).toBe(201);
  });

  it('refuses a blank reason, bad times, an out time before the in time, and an approver who is not the manager or reviewer', async () => {
    await refused(400, /Reason is required/, () => apply('EMP001', [row('2026-11-18', { reason: '   ' })]));
    await refused(400, /In time and out time are required/, () => apply('EMP001', [row('2026-11-18', { inTime: null })]));
    await refused(400, undefined, () => apply('EMP001', [row('2026-11-18', { inTime: '25:00' })]));
    await refused(400, undefined, () => apply('EMP001', [row('2026-11-18', { key: 'XYZ' })]));
    await refused(400, undefined, () => apply('EMP001', [row('2026-11-18', { date: '2026-02-30' })]));
    await refused(400, undefined, () => apply('EMP001', [row('2026-11-18', { reason: 'a\u0000b' })]));
    await refused(400, undefined, () => apply('EMP001', [row('2026-11-18')], 'MGR001', { monthYear: '13-2026' }));
    await refused(400, '2026-11-18: Out time must be after in time', () => apply('EMP001', [row('2026-11-18', { inTime: '18:00', outTime: '09:00' })]));
    await refused(400, 'Applying to must be your primary manager or your reviewer', () => apply('EMP001', [row('2026-11-18')], 'EMP002'));
    await refused(400, 'Applying to must be your primary manager or your reviewer', () => apply('EMP001', [row('2026-11-18')], 'NOBODY'));
  });

  it('accepts an out time before the in time on a night shift that crosses midnight', async () => {
    await sql`CREATE TABLE IF NOT EXISTS master_shift_master (id serial PRIMARY KEY, organization_id integer, shift_code text, shift_name text, in_time text, out_time text, grace_time text)`.execute(db());
    const night = await sql`SELECT 1 FROM master_shift_master WHERE organization_id = ${acme} AND shift_code = 'N1'`.execute(db());
    if (night.rows.length === 0) {
      await sql`INSERT INTO master_shift_master (organization_id, shift_code, shift_name, in_time, out_time, grace_time) VALUES (${acme}, 'N1', 'Night', '22:00', '07:00', '00:15')`.execute(db());
    }
    await absent('EMP002', ['2026-11-18'], 'A', 'N1');
    const response = await apply('EMP002', [row('2026-11-18', { inTime: '22:05', outTime: '07:00' })]);
    expect(response.statusCode, response.body).toBe(201);
  });

  it('lets the reviewer be the approver', async () => {
    const response = await apply('EMP001', [row('2026-11-18')], 'HR001');
    expect(response.statusCode, response.body).toBe(201);
    expect((await requestOf(response.json().data.regularizationCode)).applied_to_id).toBe(ids.get('HR001'));
  });

  it('shows the manager the applications applied to them, and the admin approver every one of the organisation', async () => {
    const mine = (await send('MGR001', 'GET', `${BASE}/approvals?key=Pending`)).json().data;
    expect(mine.count).toBe(3);
    expect(mine.records.map((r: any) => r.regularizationCode)).toContain(twoDays);
    expect(mine.records.every((r: any) => r.appliedTo === 'MGR001')).toBe(true);
    expect(mine.totalElements).toBe(3);
    const reviewer = (await send('HR001', 'GET', `${BASE}/approvals?key=Pending`)).json().data;
    expect(reviewer.records.map((r: any) => r.empId)).toEqual(['EMP001']);
    expect(reviewer.records[0].regularizationCode).not.toBe(twoDays);
    const all = (await send('HR001', 'GET', `${BASE}/admin-approvals?key=Pending`)).json().data;
    expect(all.count).toBe(4);
    await refused(403, undefined, () => send('EMP020', 'GET', `${BASE}/admin-approvals?key=Pending`));
    await refused(403, undefined, () => send('MGR001', 'GET', `${BASE}/admin-approvals?key=Pending`));
    // Another organisation sees none of ACME's.
    expect((await send('NIL001', 'GET', `${BASE}/approvals?key=Pending`)).json().data.count).toBe(0);
  });

  it('refuses a decision from an outsider, another organisation, and on bad input, writing nothing', async () => {
    const decision = { empId: 'EMP001', regCode: twoDays, key: 'Approved', approvedDate: [], rejectedDate: [], remarks: [] };
    await refused(403, 'Only the manager this request was applied to can decide it.', () => send('EMP020', 'PUT', `${BASE}/approve`, decision));
    await refused(403, 'You cannot decide your own regularization request.', () => send('EMP001', 'PUT', `${BASE}/approve`, decision));
    await refused(404, 'Employee not found', () => send('NIL001', 'PUT', `${BASE}/approve`, decision));
    await refused(404, 'Regularization request not found', () => send('MGR001', 'PUT', `${BASE}/approve`, { ...decision, regCode: 'REG999999' }));
    await refused(404, 'Regularization request not found', () => send('MGR001', 'PUT', `${BASE}/approve`, { ...decision, empId: 'EMP002' }));
    await refused(400, undefined, () => send('MGR001', 'PUT', `${BASE}/approve`, { ...decision, key: 'Maybe' }));
    await refused(400, undefined, () => send('MGR001', 'PUT', `${BASE}/approve`, { ...decision, approvedDate: ['2026-13-01'] }));
    await refused(400, /not a date of this request/, () => send('MGR001', 'PUT', `${BASE}/approve`, { ...decision, approvedDate: ['2026-11-01'] }));
  });

  it('asks a rejection for a reason of at least 5 characters and a partial approval for remarks on each rejected date', async () => {
    const put = (body: Record<string, unknown>) => send('MGR001', 'PUT', `${BASE}/approve`, { empId: 'EMP001', regCode: twoDays, approvedDate: [], rejectedDate: [], remarks: [], ...body });
    await refused(400, 'Reason is required', () => put({ key: 'Rejected', remarks: ['  '] }));
    await refused(400, 'Reason is required', () => put({ key: 'Rejected' }));
    await refused(400, 'Reason must be at least 5 characters', () => put({ key: 'Rejected', remarks: ['No'] }));
    await refused(400, 'Remarks required for rejected date.', () => put({ key: 'Partially Approved', approvedDate: ['2026-11-16'], rejectedDate: ['2026-11-17'], remarks: [''] }));
    await refused(400, 'Remarks required for rejected date.', () => put({ key: 'Partially Approved', approvedDate: ['2026-11-16'], rejectedDate: ['2026-11-17'] }));
    await refused(400, /decides every date/, () => put({ key: 'Partially Approved', approvedDate: ['2026-11-16'], rejectedDate: ['2026-11-16'], remarks: ['Was on leave'] }));
  });

  it('partially approves per date, marks the decided dates for the processor, audits, mails the employee; a second decision is a 409', async () => {
    await db().deleteFrom('attendance_dirty').execute();
    const response = await send('MGR001', 'PUT', `${BASE}/approve`, {
      empId: 'EMP001',
      regCode: twoDays,
      key: 'Partially Approved',
      approvedDate: ['2026-11-16'],
      rejectedDate: ['2026-11-17'],
      remarks: ['Swipes show you were not in'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await requestOf(twoDays)).toMatchObject({ status: 'Partially Approved', decided_by: ids.get('MGR001'), version: 2 });
    expect(await datesOf(twoDays)).toEqual([
      { date: '2026-11-16', status: 'Approved', approver_remarks: null },
      { date: '2026-11-17', status: 'Rejected', approver_remarks: 'Swipes show you were not in' },
    ]);
    const dirty = await sql<{ employee_id: number; date: string }>`SELECT employee_id, to_char(attendance_date, 'YYYY-MM-DD') AS date FROM attendance_dirty ORDER BY attendance_date`.execute(db());
    expect(dirty.rows).toEqual([
      { employee_id: ids.get('EMP001'), date: '2026-11-16' },
      { employee_id: ids.get('EMP001'), date: '2026-11-17' },
    ]);
    const audit = await db().selectFrom('audit_log').select('action').where('entity_id', '=', twoDays).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'partially approve']);
    const mail = await db().selectFrom('outbox_mail').select('to_address').where('subject', '=', `Regularization ${twoDays}: Partially Approved`).execute();
    expect(mail).toEqual([{ to_address: expect.stringMatching(/\.emp001@acme\.example\.com$/) }]);
    await refused(409, undefined, () => send('MGR001', 'PUT', `${BASE}/approve`, { empId: 'EMP001', regCode: twoDays, key: 'Approved' }));
    // The employee's Completed tab holds it, with each date's status; the manager's Completed tab too.
    const completed = (await send('EMP001', 'GET', `${BASE}?key=Approved`)).json().data.content;
    expect(completed[0]).toMatchObject({ regularizationCode: twoDays, status: 'Partially Approved' });
    expect(completed[0].appliedRegularizations.map((d: any) => [d.status, d.approverRemarks])).toEqual([
      ['Approved', null],
      ['Rejected', 'Swipes show you were not in'],
    ]);
    expect((await send('MGR001', 'GET', `${BASE}/approvals?key=Approved`)).json().data.count).toBe(1);
  });

  it('lets the admin approver decide a request applied to someone else, but nobody their own', async () => {
    const pending = (await send('HR001', 'GET', `${BASE}/admin-approvals?key=Pending`)).json().data.records as any[];
    const emp002 = pending.find((r) => r.empId === 'EMP002');
    const response = await send('HR001', 'PUT', `${BASE}/approve`, { empId: 'EMP002', regCode: emp002.regularizationCode, key: 'Approved' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Approved successfully!');
    expect(await datesOf(emp002.regularizationCode)).toEqual([{ date: '2026-11-18', status: 'Approved', approver_remarks: null }]);
    // HR001 applies to a manager of their own, then may not decide it with the admin right.
    await db().updateTable('employee').set({ reporting_manager_id: ids.get('MGR001')! }).where('emp_id', '=', 'HR001').execute();
    await absent('HR001', ['2026-11-19']);
    const own = await apply('HR001', [row('2026-11-19')], 'MGR001');
    expect(own.statusCode, own.body).toBe(201);
    await refused(403, 'You cannot decide your own regularization request.', () =>
      send('HR001', 'PUT', `${BASE}/approve`, { empId: 'HR001', regCode: own.json().data.regularizationCode, key: 'Approved' }),
    );
  });

  it('rejects a whole request with its reason; only a request with a date in the approver window can be decided', async () => {
    const list = (await send('MGR001', 'GET', `${BASE}/approvals?key=Pending`)).json().data.records as any[];
    const half = list.find((r) => r.regularizationDates[0] === '2026-11-10');
    // The approver window starts after the request's date: it can no longer be decided.
    await db().insertInto('attendance_lock').values({ organization_id: acme, attendance_emp_lock_date: null, attendance_repo_lock_date: '2026-11-15', payroll_start_day: 25 } as never).execute();
    await refused(400, /approval window/, () => send('MGR001', 'PUT', `${BASE}/approve`, { empId: 'EMP001', regCode: half.regularizationCode, key: 'Rejected', remarks: ['Not in office'] }));
    await db().deleteFrom('attendance_lock').where('organization_id', '=', acme).execute();
    const response = await send('MGR001', 'PUT', `${BASE}/approve`, { empId: 'EMP001', regCode: half.regularizationCode, key: 'Rejected', remarks: ['Not in office'] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Rejected successfully!');
    expect(await requestOf(half.regularizationCode)).toMatchObject({ status: 'Rejected', reject_reason: 'Not in office' });
    expect(await datesOf(half.regularizationCode)).toEqual([{ date: '2026-11-10', status: 'Rejected', approver_remarks: 'Not in office' }]);
    // A partial approval needs more than one day.
    await absent('EMP005', ['2026-11-03']);
    const single = await apply('EMP005', [row('2026-11-03')]);
    await refused(400, /more than one day/, () =>
      send('MGR001', 'PUT', `${BASE}/approve`, { empId: 'EMP005', regCode: single.json().data.regularizationCode, key: 'Partially Approved', approvedDate: ['2026-11-03'], rejectedDate: [], remarks: [] }),
    );
  });

  it('withdraws a pending application of the caller only, once', async () => {
    await absent('EMP001', ['2026-11-05']);
    const applied = await apply('EMP001', [row('2026-11-05')]);
    const code = applied.json().data.regularizationCode;
    await refused(404, 'Regularization request not found', () => send('EMP002', 'DELETE', `${BASE}/${code}`));
    await refused(404, 'Employee not found', () => send('EMP001', 'DELETE', `${BASE}/${code}?empId=NIL002`));
    await refused(404, 'Regularization request not found', () => send('EMP001', 'DELETE', `${BASE}/${code}?empId=EMP002`));
    await refused(400, undefined, () => send('EMP001', 'DELETE', `${BASE}/${code}?yearMonth=2026-11`));
    const response = await send('EMP001', 'DELETE', `${BASE}/${code}?empId=EMP001&yearMonth=11-2026`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Withdraw Successfully.');
    expect((await requestOf(code)).status).toBe('Withdrawn');
    expect((await datesOf(code)).map((d) => d.status)).toEqual(['Withdrawn']);
    await refused(409, 'Only a pending application can be withdrawn.', () => send('EMP001', 'DELETE', `${BASE}/${code}`));
    await refused(409, undefined, () => send('EMP001', 'DELETE', `${BASE}/${twoDays}`));
    const completed = (await send('EMP001', 'GET', `${BASE}?key=Approved`)).json().data.content as any[];
    expect(completed.find((r) => r.regularizationCode === code).status).toBe('Withdraw');
    // A withdrawn date may be applied for again.
    expect((await apply('EMP001', [row('2026-11-05')])).statusCode).toBe(201);
    // A withdrawn request is not an approver's to decide.
    await refused(409, undefined, () => send('MGR001', 'PUT', `${BASE}/approve`, { empId: 'EMP001', regCode: code, key: 'Approved' }));
  });

  it('pages the lists by 10 and refuses a bad key, page or month', async () => {
    const dates = Array.from({ length: 11 }, (_, i) => `2026-10-${String(25 + (i % 7)).padStart(2, '0')}`).slice(0, 7).concat(['2026-11-04', '2026-11-06', '2026-11-07', '2026-11-08']);
    await absent('EMP005', dates);
    for (const date of dates) expect((await apply('EMP005', [row(date)])).statusCode).toBe(201);
    const first = (await send('EMP005', 'GET', `${BASE}?key=Pending&page=0`)).json().data;
    expect([first.content.length, first.totalElements, first.totalPages]).toEqual([10, 12, 2]);
    const second = (await send('EMP005', 'GET', `${BASE}?key=Pending&page=1`)).json().data;
    expect(second.content.length).toBe(2);
    expect(new Set([...first.content, ...second.content].map((r: any) => r.regularizationCode)).size).toBe(12);
    await refused(400, undefined, () => send('EMP005', 'GET', `${BASE}?key=Maybe`));
    await refused(400, undefined, () => send('EMP005', 'GET', `${BASE}?page=-1`));
    await refused(400, undefined, () => send('EMP005', 'GET', `${BASE}/quick-add?yearMonth=2026-11`));
    // Without yearMonth: the open payroll month by the organisation's payroll start day (the browser asks so).
    expect((await send('EMP005', 'GET', `${BASE}/quick-add`)).json().data.monthYear).toBe('11-2026');
    await db().insertInto('attendance_lock').values({ organization_id: acme, attendance_emp_lock_date: null, attendance_repo_lock_date: null, payroll_start_day: 20 } as never).execute();
    expect((await send('EMP005', 'GET', `${BASE}/quick-add`)).json().data.monthYear).toBe('12-2026');
    await db().deleteFrom('attendance_lock').where('organization_id', '=', acme).execute();
  });
});
