import * as XLSX from 'xlsx';
import { sql } from 'kysely';
import { addDays, format, parseISO } from 'date-fns';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { attendanceToday } from '../../src/server/attendance/attendanceClock.js';
import { markAttendanceDirty } from '../../src/server/attendance/markAttendanceDirty.js';
import { loadLockSetting } from '../../src/server/attendance/loadLockSetting.js';
import { attendanceWindows } from '../../src/shared/attendanceWindows.js';
import { openSession } from '../helpers/routeWalk.js';
import { tableFingerprint } from '../helpers/routeWalk.js';
import { databaseKinds } from '../helpers/testDatabases.js';
import { bearer, startTestServer, type TestServer } from '../helpers/testServer.js';

/** The sheet's header as docs/onsite-attendance.md documents it, written here independently. */
const HEADER = 'Emp ID,Date,Time,Punch';

/**
 * Onsite attendance (issue 20 §3, spec 001 §5, §7): HR's CSV checked whole (one bad row writes
 * nothing and lists every wrong row), the day entries it builds, the approver's decision (reason
 * required, once), an approved day reaching the engine as Onsite swipes, day-wise processing, the
 * onsite report's date rules on a fake clock, and who may call what.
 */
describe.each(databaseKinds)('onsite attendance on %s', (kind) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  let day: string;

  beforeAll(async () => {
    server = await startTestServer(kind, { listen: true });
    for (const empId of ['HR001', 'MGR001', 'EMP001', 'EMP020']) tokens[empId] = (await server.login(empId)).token;
    tokens.NILE = (await openSession(server, 'ADMIN', { organization: 'NILE' })).token;
    // A working day of EMP001 at least three days back, with its swipes removed: the onsite day alone decides it.
    const db = server.database.db;
    const emp = await db.selectFrom('employee').select('id').where('emp_id', '=', 'EMP001').executeTakeFirstOrThrow();
    const limit = format(addDays(parseISO(attendanceToday()), -3), 'yyyy-MM-dd');
    // The approver window reaches back to the previous payroll month, so the days since are open (recomputed): docs/attendance-lock.md.
    const acme = await db.selectFrom('organization').select('id').where('organization_code', '=', 'ACME').executeTakeFirstOrThrow();
    await sql`INSERT INTO attendance_lock (organization_id, attendance_repo_lock_date) VALUES (${acme.id}, ${format(addDays(parseISO(attendanceToday()), -45), 'yyyy-MM-dd')}::date)
      ON CONFLICT (organization_id) DO UPDATE SET attendance_repo_lock_date = excluded.attendance_repo_lock_date`.execute(db);
    const { closedBefore } = attendanceWindows(attendanceToday(), await loadLockSetting(db, acme.id));
    const { rows } = await sql<{ date: string; organization_id: number }>`
      SELECT to_char(attendance_date, 'YYYY-MM-DD') AS date, organization_id FROM attendance_day
      WHERE employee_id = ${emp.id} AND organization_id = ${acme.id} AND status_code = 'P' AND attendance_date BETWEEN ${closedBefore}::date AND ${limit}::date
        AND NOT EXISTS (SELECT 1 FROM holiday h WHERE h.organization_id = ${acme.id} AND h.holiday_date = attendance_day.attendance_date)
        AND NOT EXISTS (SELECT 1 FROM leave_application_day l WHERE l.employee_id = ${emp.id} AND l.leave_date = attendance_day.attendance_date)
      ORDER BY attendance_date DESC LIMIT 1`.execute(db);
    day = rows[0].date;
    await db.transaction().execute(async (trx) => {
      await sql`DELETE FROM swipe WHERE employee_id = ${emp.id} AND attendance_date = ${day}::date`.execute(trx);
      await markAttendanceDirty(trx, rows[0].organization_id, {
        employeeIds: [emp.id],
        from: day,
        to: day,
      });
    });
    await server.app.attendanceProcessor.whenIdle();
  });
  afterAll(() => server?.close());
  afterEach(() => void vi.useRealTimers());

  const get = (path: string, token: string) => fetch(`${server.url}/api${path}`, { headers: bearer(token) });
  const send = (method: string, path: string, token: string, body?: unknown) =>
    fetch(`${server.url}/api${path}`, {
      method,
      headers: {
        ...bearer(token),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const upload = async (fileName: string, text: string, token = tokens.HR001) => {
    const form = new FormData();
    form.append('file', new Blob([text]), fileName);
    return fetch(`${server.url}/api/employee-attendance/bulk-upload`, {
      method: 'POST',
      headers: bearer(token),
      body: form,
    });
  };
  const sheet = async (response: Response) => {
    const book = XLSX.read(new Uint8Array(await response.arrayBuffer()), {
      type: 'array',
    });
    return XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], {
      header: 1,
      raw: false,
    });
  };
  const written = async () => [await tableFingerprint(server.database.db, 'onsite_punch'), await tableFingerprint(server.database.db, 'onsite_attendance')];
  const monthOf = (date: string) => `${date.slice(5, 7)}-${date.slice(0, 4)}`;
  const storedDay = async (empId: string, date: string) => {
    const { rows } = await sql<{
      status_code: string | null;
      in_time: string | null;
    }>`
      SELECT ad.status_code, ad.record->>'inTime' AS in_time FROM attendance_day ad JOIN employee e ON e.id = ad.employee_id
      WHERE e.emp_id = ${empId} AND ad.attendance_date = ${date}::date`.execute(server.database.db);
    return rows[0];
  };

  it('keeps the upload, the day-wise process and the sample to HR: an employee is refused and nothing is written', async () => {
    const before = await written();
    expect((await get('/employee-attendance/onsite-attendance-sample-download', tokens.EMP020)).status).toBe(403);
    expect((await upload('onsite.csv', `${HEADER}\nEMP020,${day},09:00,IN\nEMP020,${day},18:00,OUT`, tokens.EMP020)).status).toBe(403);
    expect((await send('POST', `/employee-attendance/process-by-date?date=${day}`, tokens.EMP020)).status).toBe(403);
    expect((await send('POST', `/employee-attendance/process-by-date?date=${day}`, tokens.MGR001)).status).toBe(403);
    expect(await written()).toEqual(before);
    const sample = await get('/employee-attendance/onsite-attendance-sample-download', tokens.HR001);
    expect(sample.status).toBe(200);
    expect((await sample.text()).split(/\r?\n/)[0]).toBe(HEADER);
  });

  it("refuses a file that is not a CSV or is missing with spec 001 §5's messages", async () => {
    const notCsv = await upload('onsite.xlsx', 'whatever');
    expect(notCsv.status).toBe(400);
    expect((await notCsv.json()).message).toBe('Only .csv files are accepted');
    const missing = await send('POST', '/employee-attendance/bulk-upload', tokens.HR001, {});
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe('File is required');
  });

  it('checks the whole file first: one bad row writes nothing and every wrong row is listed with its reason', async () => {
    const before = await written();
    const future = format(addDays(parseISO(attendanceToday()), 2), 'yyyy-MM-dd');
    const csv = [
      HEADER,
      `EMP001,${day},09:30,IN`,
      `EMP001,${day},18:30,OUT`,
      `EMP002,${day},25:10,IN`,
      `EMP003,${future},09:00,IN`,
      `EMP004,${day},09:00,SIDEWAYS`,
      `NIL001,${day},09:00,IN`,
      `NIL001,${day},17:00,OUT`,
      `EMP005,${day},10:00,IN`,
    ].join('\n');
    const refused = await upload('onsite.csv', csv);
    expect(refused.status).toBe(400);
    const body = await refused.json();
    expect(body.message).toBe('6 of 8 rows have errors; nothing was uploaded');
    const errorOf = Object.fromEntries(body.rows.map((row: { row: number; error: string }) => [row.row, row.error]));
    expect(errorOf).toEqual({
      4: 'Time must be HH:mm (24-hour); found 25:10',
      5: `Date ${future} is in the future`,
      6: 'Punch must be IN or OUT; found SIDEWAYS',
      7: 'No employee NIL001 in this organisation',
      8: 'No employee NIL001 in this organisation',
      9: `EMP005 has no OUT punch on ${day}`,
    });
    expect(body.rows.find((row: { row: number }) => row.row === 6).cells).toEqual(['EMP004', day, '09:00', 'SIDEWAYS']);
    expect(await written()).toEqual(before);
  });

  it('writes a clean file whole in a background job whose sheet is OnsiteAttendance.xlsx; the approver decides; an approved day reaches the engine as Onsite swipes', async () => {
    expect(await storedDay('EMP001', day)).toMatchObject({ status_code: 'A' });
    const response = await upload(
      'onsite.csv',
      `${HEADER}\nEMP001,${day},09:40,IN\nEMP001,${day},13:00,OUT\nEMP001,${day},14:00,IN\nEMP001,${day},18:45,OUT\nEMP002,${day},10:00,IN\nEMP002,${day},19:00,OUT`,
    );
    // A background job writes the file; its sheet is read once it is done (docs/onsite-attendance.md).
    expect(response.status).toBe(202);
    const { jobId } = (await response.json()).data;
    let job: { status: string; message: string; progress: number };
    do job = (await (await get(`/jobs/${jobId}`, tokens.HR001)).json()).data;
    while (job.status === 'running');
    expect(job).toMatchObject({ status: 'done', message: 'Uploaded Successfully!', progress: 100 });
    expect((await get(`/employee-attendance/bulk-upload/${jobId}/sheet`, tokens.EMP020)).status).toBe(403);
    const result = await get(`/employee-attendance/bulk-upload/${jobId}/sheet`, tokens.HR001);
    expect(result.headers.get('content-disposition')).toContain('OnsiteAttendance.xlsx');
    const rows = await sheet(result);
    expect(rows[0]).toEqual(['Emp ID', 'Employee Name', 'Date', 'In Time', 'Out Time', 'Total Work Hours', 'Status', 'Approver']);
    expect(rows.slice(1).map((row) => [row[0], row[2], row[3], row[4], row[5], row[6], row[7]])).toEqual([
      ['EMP001', day, '09:40', '18:45', '09:05', 'Pending', 'Manoj Kumar'],
      ['EMP002', day, '10:00', '19:00', '09:00', 'Pending', 'Manoj Kumar'],
    ]);
    // Their approver is told through the outbox: one mail for the upload, naming both employees' days.
    const mails = await server.database.db.selectFrom('outbox_mail').select(['to_address', 'subject', 'body']).where('subject', 'like', 'Onsite attendance awaiting your approval%').execute();
    const manager = await server.database.db.selectFrom('employee').select('official_email').where('emp_id', '=', 'MGR001').executeTakeFirstOrThrow();
    expect(mails).toEqual([
      {
        to_address: manager.official_email,
        subject: 'Onsite attendance awaiting your approval: 2 days',
        body: '<p>Dear Manoj Kumar, HR001 uploaded onsite attendance: 2 days of EMP001, EMP002 await your approval in Attendance › Onsite Approvals.</p>',
      },
    ]);
    // Pending onsite days are not attendance.
    await server.app.attendanceProcessor.whenIdle();
    expect(await storedDay('EMP001', day)).toMatchObject({ status_code: 'A' });

    const pending = await (await get('/employee-attendance/onsite-approvals?key=Pending', tokens.MGR001)).json();
    expect(pending.data.count).toBeGreaterThanOrEqual(2);
    expect(pending.data.records.find((r: { empId: string }) => r.empId === 'EMP001')).toMatchObject({
      empName: expect.any(String),
      approverName: 'Manoj Kumar',
      attendanceDate: day,
      inTime: '09:40',
      outTime: '18:45',
      totalWorkHours: '09:05',
      leaveType: 'Pending',
      month: monthOf(day),
    });
    // Someone else's approvals list does not show them; nor may they decide.
    const others = await (await get('/employee-attendance/onsite-approvals?key=Pending', tokens.EMP020)).json();
    expect(others.data.records).toEqual([]);
    const payload = {
      status: 'Approved',
      empId: 'EMP001',
      date: day,
      month: monthOf(day),
    };
    expect((await send('PUT', '/employee-attendance/onsite-approvals', tokens.EMP020, payload)).status).toBe(404);

    const noReason = await send('PUT', '/employee-attendance/onsite-approvals', tokens.MGR001, {
      ...payload,
      status: 'Rejected',
      empId: 'EMP002',
      reason: '  ',
    });
    expect(noReason.status).toBe(400);
    expect((await noReason.json()).message).toBe('Reason is required');
    const wrongMonth = await send('PUT', '/employee-attendance/onsite-approvals', tokens.MGR001, { ...payload, month: '01-1999' });
    expect(wrongMonth.status).toBe(400);

    const approved = await send('PUT', '/employee-attendance/onsite-approvals', tokens.MGR001, payload);
    expect(approved.status).toBe(200);
    expect((await approved.json()).message).toBe('Approved successfully!');
    const rejected = await send('PUT', '/employee-attendance/onsite-approvals', tokens.MGR001, {
      ...payload,
      status: 'Rejected',
      empId: 'EMP002',
      reason: 'Was on leave that day',
    });
    expect((await rejected.json()).message).toBe('Rejected successfully!');
    expect((await send('PUT', '/employee-attendance/onsite-approvals', tokens.MGR001, payload)).status).toBe(409);

    const { rows: swipes } = await sql<{
      source: string;
      direction: string;
      device_name: string;
      emp_id: string;
    }>`
      SELECT s.source, s.direction, s.device_name, e.emp_id FROM swipe s JOIN employee e ON e.id = s.employee_id
      WHERE e.emp_id IN ('EMP001', 'EMP002') AND s.attendance_date = ${day}::date AND s.source = 'Onsite' ORDER BY s.log_date_time`.execute(server.database.db);
    expect(swipes).toEqual([
      {
        source: 'Onsite',
        direction: 'IN',
        device_name: 'Onsite',
        emp_id: 'EMP001',
      },
      {
        source: 'Onsite',
        direction: 'OUT',
        device_name: 'Onsite',
        emp_id: 'EMP001',
      },
    ]);
    await server.app.attendanceProcessor.whenIdle();
    expect(await storedDay('EMP001', day)).toEqual({
      status_code: 'P',
      in_time: '09:40',
    });

    const decided = await (await get('/employee-attendance/onsite-approvals?key=Approved', tokens.MGR001)).json();
    expect(decided.data.records.map((r: { empId: string; leaveType: string; reason: string | null }) => [r.empId, r.leaveType, r.reason])).toEqual(
      expect.arrayContaining([
        ['EMP001', 'Approved', null],
        ['EMP002', 'Rejected', 'Was on leave that day'],
      ]),
    );
    const audit = await server.database.db.selectFrom('audit_log').select(['action']).where('entity', '=', 'onsiteAttendance').execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['import', 'update']));

    // A decided day is not changed by a later file: the whole file is refused.
    const before = await written();
    const again = await upload('again.csv', `${HEADER}\nEMP001,${day},08:00,IN\nEMP001,${day},20:00,OUT`);
    expect(again.status).toBe(400);
    expect((await again.json()).rows.map((row: { error: string }) => row.error)).toEqual([
      `EMP001's onsite attendance on ${day} is already Approved`,
      `EMP001's onsite attendance on ${day} is already Approved`,
    ]);
    expect(await written()).toEqual(before);
  });

  it('processes a day: the date is required and not in the future; the answer lists the day', async () => {
    const future = format(addDays(parseISO(attendanceToday()), 1), 'yyyy-MM-dd');
    const refused = await send('POST', `/employee-attendance/process-by-date?date=${future}`, tokens.HR001);
    expect(refused.status).toBe(400);
    expect((await send('POST', '/employee-attendance/process-by-date', tokens.HR001)).status).toBe(400);
    const processed = await send('POST', `/employee-attendance/process-by-date?date=${day}`, tokens.HR001);
    expect(processed.status).toBe(200);
    const rows = await sheet(processed);
    expect(rows.slice(1).map((row) => [row[0], row[6]])).toEqual([
      ['EMP001', 'Approved'],
      ['EMP002', 'Rejected'],
    ]);
  });

  it("reads the onsite report of a manager's reportee and the organisation's for HR, with the form's date rules on a fake clock", async () => {
    const path = `/employee-attendance/report?empId=EMP001&fromDate=${day}&toDate=${day}`;
    const mine = await (await get(path, tokens.MGR001)).json();
    expect(mine.data.content).toEqual([
      {
        empId: 'EMP001',
        empName: expect.any(String),
        date: day,
        inOut: '09:40',
        punchInOrOut: 'IN',
      },
      {
        empId: 'EMP001',
        empName: expect.any(String),
        date: day,
        inOut: '13:00',
        punchInOrOut: 'OUT',
      },
      {
        empId: 'EMP001',
        empName: expect.any(String),
        date: day,
        inOut: '14:00',
        punchInOrOut: 'IN',
      },
      {
        empId: 'EMP001',
        empName: expect.any(String),
        date: day,
        inOut: '18:45',
        punchInOrOut: 'OUT',
      },
    ]);
    expect((await get(path, tokens.EMP020)).status).toBe(403);
    expect((await get(path.replace('EMP001', 'NIL001'), tokens.HR001)).status).toBe(404);
    const all = await (await get(`/employee-attendance/report?empId=ALL&fromDate=${day}&toDate=${day}`, tokens.HR001)).json();
    expect(all.data.totalElements).toBe(6);
    const exported = await get(`/employee-attendance/report/export?empId=ALL&fromDate=${day}&toDate=${day}`, tokens.HR001);
    expect(exported.headers.get('content-disposition')).toContain('OnsiteAttendanceReport.xlsx');
    expect((await sheet(exported)).length).toBe(7);

    vi.useFakeTimers({
      toFake: ['Date'],
      now: new Date('2026-12-10T06:30:00Z'),
    });
    const token = (await server.login('HR001')).token;
    const message = async (query: string) => (await (await get(`/employee-attendance/report?${query}`, token)).json()).message;
    expect(await message('fromDate=2026-12-01&toDate=2026-12-05')).toBe('Please Select the Employee!');
    expect(await message('empId=EMP001&toDate=2026-12-05')).toBe('Please Select the Date!');
    expect(await message('empId=EMP001&fromDate=2026-12-09&toDate=2026-12-09')).toBe('From date must be at most two days before today');
    expect(await message('empId=EMP001&fromDate=2026-12-08&toDate=2026-12-10')).toBe('To date must be at most yesterday');
    expect(await message('empId=EMP001&fromDate=2026-12-08&toDate=2026-12-07')).toBe('To date cannot be before the from date');
    expect((await get('/employee-attendance/report?empId=EMP001&fromDate=2026-12-08&toDate=2026-12-09', token)).status).toBe(200);
  });
  // Last: it changes the decisions the tests above read.
  it("lets HR override a decision on the approver's behalf, with a reason, audited; a closed payroll month is refused until reopened", async () => {
    const db = server.database.db;
    const payload = { status: 'Approved', empId: 'EMP002', date: day, month: monthOf(day), reason: 'Client timesheet confirms the day' };
    // HR's list: every approver's decided days.
    const decided = await (await get('/employee-attendance/onsite-days?key=Approved', tokens.HR001)).json();
    expect(decided.data.records.find((r: { empId: string }) => r.empId === 'EMP002')).toMatchObject({ leaveType: 'Rejected', approverName: 'Manoj Kumar', attendanceDate: day });
    // Not the approver's path, nor another organisation's: MGR001 is refused, NILE's administrator finds nothing.
    expect((await send('PUT', '/employee-attendance/onsite-override', tokens.MGR001, payload)).status).toBe(403);
    expect((await get('/employee-attendance/onsite-days?key=Approved', tokens.MGR001)).status).toBe(403);
    expect((await send('PUT', '/employee-attendance/onsite-override', tokens.NILE, payload)).status).toBe(404);
    const noReason = await send('PUT', '/employee-attendance/onsite-override', tokens.HR001, { ...payload, reason: ' ' });
    expect([noReason.status, (await noReason.json()).message]).toEqual([400, 'Reason is required']);
    // Already so: nothing to override.
    expect((await send('PUT', '/employee-attendance/onsite-override', tokens.HR001, { ...payload, empId: 'EMP001' })).status).toBe(409);

    // A closed payroll month refuses it with the reopen message.
    const acme = (await db.selectFrom('organization').select('id').where('organization_code', '=', 'ACME').executeTakeFirstOrThrow()).id;
    const close = await db
      .insertInto('payroll_month_event')
      .values({ organization_id: acme, month_year: '12-1999', start_date: day, end_date: day, action: 'close', actor_emp_id: 'HR001' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refused = await send('PUT', '/employee-attendance/onsite-override', tokens.HR001, payload);
    expect([refused.status, (await refused.json()).message]).toEqual([409, 'Payroll month 12-1999 is closed. Reopen it with a reason to change its days.']);
    await db.deleteFrom('payroll_month_event').where('id', '=', close.id).execute();

    // Approving EMP002's rejected day writes its Onsite swipes; rejecting EMP001's approved day takes them away.
    const approved = await send('PUT', '/employee-attendance/onsite-override', tokens.HR001, payload);
    expect([approved.status, (await approved.json()).message]).toEqual([200, 'Approved successfully!']);
    const rejected = await send('PUT', '/employee-attendance/onsite-override', tokens.HR001, { ...payload, empId: 'EMP001', status: 'Rejected', reason: 'Client says he was not on site' });
    expect([rejected.status, (await rejected.json()).message]).toEqual([200, 'Rejected successfully!']);
    const { rows: swipes } = await sql<{ emp_id: string; direction: string; door_address: string }>`
      SELECT e.emp_id, s.direction, s.door_address FROM swipe s JOIN employee e ON e.id = s.employee_id
      WHERE e.emp_id IN ('EMP001', 'EMP002') AND s.attendance_date = ${day}::date AND s.source = 'Onsite' ORDER BY s.log_date_time`.execute(db);
    expect(swipes).toEqual([
      { emp_id: 'EMP002', direction: 'IN', door_address: 'Onsite, approved by HR001 for MGR001' },
      { emp_id: 'EMP002', direction: 'OUT', door_address: 'Onsite, approved by HR001 for MGR001' },
    ]);
    await server.app.attendanceProcessor.whenIdle();
    expect(await storedDay('EMP001', day)).toMatchObject({ status_code: 'A' });
    const rows = await db.selectFrom('onsite_attendance as o').innerJoin('employee as e', 'e.id', 'o.employee_id').select(['e.emp_id', 'o.status', 'o.reason']).where('o.attendance_date', '=', day).orderBy('e.emp_id').execute();
    expect(rows).toEqual([
      { emp_id: 'EMP001', status: 'Rejected', reason: 'Client says he was not on site' },
      { emp_id: 'EMP002', status: 'Approved', reason: 'Client timesheet confirms the day' },
    ]);
    const trail = await db.selectFrom('audit_log').select(['entity_id', 'before', 'after']).where('entity', '=', 'onsiteAttendance').where('action', '=', 'override').orderBy('id').execute();
    const parsed = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
    expect(trail.map((row) => [row.entity_id, parsed(row.before), parsed(row.after)])).toEqual([
      [`EMP002/${day}`, { status: 'Rejected', reason: 'Was on leave that day', decidedBy: 'MGR001' }, { status: 'Approved', reason: 'Client timesheet confirms the day', insteadOf: 'MGR001' }],
      [`EMP001/${day}`, { status: 'Approved', reason: null, decidedBy: 'MGR001' }, { status: 'Rejected', reason: 'Client says he was not on site', insteadOf: 'MGR001' }],
    ]);
  });
});
