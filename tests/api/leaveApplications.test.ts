import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { computeDay } from '../../src/server/attendance/engine/index.js';
import { loadDayInputs } from '../../src/server/attendance/processor/loadDayInputs.js';
import { databaseKinds } from '../helpers/testDatabases.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';
import { call, openSession, type Method, type Session, refusalCheck } from '../helpers/routeWalk.js';

/**
 * Leave applications (issue 11 §3–§4, docs/leave-applications.md). The clock is Friday 2026-11-20 in
 * India: the employee window opens 2026-10-25. 2026-11-24 is a restricted holiday for everyone
 * (Guru Nanak Jayanti, demo holidays); the demo's 2026 opening balances give CL 8, SL 8, RH 2.
 */
const TODAY = '2026-11-20';
const APPLY = '/api/leave/apply';
const APPROVAL = '/api/leave-approval';

describe.each(databaseKinds)('leave applications on %s', (kind) => {
  let server: TestServer;
  let acme: number;
  const ids = new Map<string, number>();
  const sessions = new Map<string, Session>();
  const db = () => server.database.db;
  const send = (empId: string, method: Method, url: string, payload?: unknown) => call(server, sessions.get(empId)!.token, method, url, payload);
  type Choice = (1 | 2)[];
  const BOTH: Choice = [1, 2];
  /** An application body: the first day's and the last day's sessions; a one-day leave gives only the first (toSessions left out). */
  const leave = (leaveType: string, fromDate: string, fromSessions: Choice, toDate: string, toSessions?: Choice, extra: Record<string, unknown> = {}) => ({
    leaveType,
    fromDate,
    fromSessions,
    toDate,
    ...(toSessions ? { toSessions } : {}),
    reason: 'Family function',
    ...extra,
  });
  const apply = (empId: string, body: unknown) => send(empId, 'POST', APPLY, body);
  const applied = async (empId: string, body: unknown) => {
    const response = await apply(empId, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.leaveCode as string;
  };
  const balance = async (empId: string, type: string) =>
    Number((await sql<{ total: string }>`SELECT coalesce(sum(days), 0) AS total FROM leave_ledger WHERE employee_id = ${ids.get(empId)} AND leave_type = ${type} AND leave_year = 2026`.execute(db())).rows[0].total);
  const available = async (empId: string, type: string) => (await send(empId, 'GET', `${APPLY}/types`)).json().data.find((t: any) => t.code === type)?.balance.count;
  const statusOf = async (code: string) => (await db().selectFrom('leave_application').select('status').where('leave_code', '=', code).executeTakeFirstOrThrow()).status;

  /** The tables an application, decision or ending writes first (audit, mail and marks go with them). */
  const WRITTEN = ['leave_application', 'leave_application_day', 'leave_ledger'];
  const refused = refusalCheck(db, WRITTEN);

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${TODAY}T06:00:00Z`));
    server = await startTestServer(kind, { config: { attendanceProcessing: false } });
    acme = (await db().selectFrom('organization').select('id').where('organization_code', '=', 'ACME').executeTakeFirstOrThrow()).id;
    for (const row of await db().selectFrom('employee').select(['id', 'emp_id']).execute()) ids.set(row.emp_id, row.id);
    for (const empId of ['EMP001', 'EMP002', 'EMP003', 'EMP004', 'MGR001']) sessions.set(empId, await openSession(server, empId, { organization: 'ACME' }));
    sessions.set('HR001', await openSession(server, 'HR001', { organization: 'ACME', role: 'HR Ops Admin' }));
    sessions.set('NIL001', await openSession(server, 'NIL001'));
  });
  afterAll(async () => {
    await server?.close();
    vi.useRealTimers();
  });

  it('documents every leave application route in the OpenAPI contract', async () => {
    const admin = await openSession(server, 'ADMIN', { organization: 'ACME' });
    const paths = Object.keys((await call(server, admin.token, 'GET', '/api/openapi.json')).json().paths);
    expect(paths.filter((path) => path.startsWith(APPLY) || path.startsWith(APPROVAL) || path.endsWith('get-admin-leave-apply')).sort()).toEqual(
      [APPLY, `${APPLY}/preview`, `${APPLY}/types`, `${APPLY}/{leaveCode}`, `${APPLY}/{leaveCode}/cancel`, `${APPLY}/{leaveCode}/attachment`, APPROVAL, `${APPROVAL}/{leaveCode}`, `${APPROVAL}/admin/approve-or-reject`, '/api/attendance-regularization/get-admin-leave-apply'].sort(),
    );
  });

  it('offers only the types the caller may take, each with its available balance', async () => {
    const mine = (await send('EMP001', 'GET', `${APPLY}/types`)).json().data;
    expect(mine.map((t: any) => t.code).sort()).toEqual(['BL', 'CL', 'CO', 'L', 'ML', 'PL', 'RH', 'SL']);
    expect(mine.find((t: any) => t.code === 'CL').balance).toEqual({ text: 'Casual Leave Balance', count: 8 });
    expect(mine.find((t: any) => t.code === 'L').balance).toBeNull();
    const his = (await send('EMP002', 'GET', `${APPLY}/types`)).json().data.map((t: any) => t.code);
    expect(his).toContain('PAL');
    expect(his).not.toContain('ML');
  });

  it('previews the days as the server counts them, writing nothing', async () => {
    let body: any;
    await refused(200, undefined, async () => {
      const response = await send('EMP001', 'POST', `${APPLY}/preview`, leave('CL', '2026-11-23', BOTH, '2026-11-24', [2], { reason: '' }));
      body = response.json().data;
      return response;
    });
    expect(body).toEqual({
      numOfDays: 1.5,
      days: [
        { date: '2026-11-23', sessions: [1, 2], counted: 1, why: 'Working day' },
        { date: '2026-11-24', sessions: [2], counted: 0.5, why: 'Working day (Session 2 only)' },
      ],
      available: 8,
      problem: null,
      attachmentRequired: false,
    });
    const weekend = (await send('EMP001', 'POST', `${APPLY}/preview`, leave('PL', '2026-12-04', BOTH, '2026-12-07', BOTH))).json().data;
    expect(weekend.numOfDays).toBe(4);
    expect(weekend.days.map((d: any) => d.why)).toEqual(['Working day', 'Weekly off (sandwich rule)', 'Weekly off (sandwich rule)', 'Working day']);
    const noSandwich = (await send('EMP001', 'POST', `${APPLY}/preview`, leave('CL', '2026-12-04', BOTH, '2026-12-07', BOTH))).json().data;
    expect(noSandwich.numOfDays).toBe(2);
    // Sessions left out are both; a one-day leave may repeat its one choice as the last day's.
    const leftOut = (await send('EMP001', 'POST', `${APPLY}/preview`, { leaveType: 'CL', fromDate: '2026-12-03', toDate: '2026-12-04', reason: '' })).json().data;
    expect(leftOut.days.map((d: any) => d.sessions)).toEqual([[1, 2], [1, 2]]);
    const repeated = (await send('EMP001', 'POST', `${APPLY}/preview`, leave('CL', '2026-12-03', [2], '2026-12-03', [2]))).json().data;
    expect(repeated).toMatchObject({ numOfDays: 0.5, days: [{ date: '2026-12-03', sessions: [2] }] });
    const eachHalf = (await send('EMP001', 'POST', `${APPLY}/preview`, leave('CL', '2026-12-03', [1], '2026-12-04', [2]))).json().data;
    expect(eachHalf.days.map((d: any) => [d.sessions, d.counted])).toEqual([[[1], 0.5], [[2], 0.5]]);
  });

  let twoDays = '';
  it('applies two days of CL with the second day’s Session 2 only, pending; mails the manager; available drops, the balance does not', async () => {
    twoDays = await applied('EMP001', leave('CL', '2026-11-23', BOTH, '2026-11-24', [2]));
    expect(twoDays).toMatch(/^LV\d{6}$/);
    const stored = await db().selectFrom('leave_application').selectAll().where('leave_code', '=', twoDays).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ organization_id: acme, employee_id: ids.get('EMP001'), applied_to_id: ids.get('MGR001'), status: 'Pending', leave_type: 'CL', reason: 'Family function' });
    expect([stored.from_sessions, stored.to_sessions]).toEqual([[1, 2], [2]]);
    expect(Number(stored.num_days)).toBe(1.5);
    const days = await sql<any>`SELECT to_char(leave_date, 'YYYY-MM-DD') AS date, session1, session2, days::float AS days, status FROM leave_application_day WHERE application_id = ${stored.id} ORDER BY leave_date`.execute(db());
    expect(days.rows).toEqual([
      { date: '2026-11-23', session1: true, session2: true, days: 1, status: 'Pending' },
      { date: '2026-11-24', session1: false, session2: true, days: 0.5, status: 'Pending' },
    ]);
    const mail = await db().selectFrom('outbox_mail').select(['to_address', 'subject']).where('subject', 'like', `%${twoDays}%`).execute();
    expect(mail).toEqual([{ to_address: 'manoj.kumar.mgr001@acme.example.com', subject: `Leave ${twoDays} awaits your approval` }]);
    expect(await available('EMP001', 'CL')).toBe(6.5);
    expect(await balance('EMP001', 'CL')).toBe(8);
    const listed = (await send('EMP001', 'GET', `${APPLY}?key=Pending`)).json().data;
    expect(listed).toMatchObject({ totalElements: 1, totalPages: 1 });
    expect(listed.content[0]).toMatchObject({
      leaveCode: twoDays,
      empId: 'EMP001',
      empName: 'Priya Farouk',
      appliedToName: 'Manoj Kumar',
      leaveCategory: 'Paid Leave',
      leaveType: 'CL',
      fromSessions: [1, 2],
      toSessions: [2],
      dateList: ['2026-11-23', '2026-11-24'],
      numOfDays: 1.5,
      empReason: 'Family function',
      appliedDate: TODAY,
      status: 'Pending',
      remarks: null,
    });
    expect((await send('EMP002', 'GET', `${APPLY}?key=Pending`)).json().data.totalElements).toBe(0);
  });

  it('shows the application to the manager it was applied to, and nobody else', async () => {
    const pending = (await send('MGR001', 'GET', `${APPROVAL}?key=Pending`)).json().data;
    expect(pending.count).toBe(1);
    expect(pending.content[0].leaveCode).toBe(twoDays);
    expect((await send('HR001', 'GET', `${APPROVAL}?key=Pending`)).json().data.count).toBe(0);
    expect((await send('NIL001', 'GET', `${APPROVAL}?key=Pending`)).json().data.count).toBe(0);
  });

  it('lets only the manager decide: not the applicant, not another employee, not another organisation', async () => {
    const all = { approvedDate: ['2026-11-23', '2026-11-24'] };
    await refused(403, 'You cannot decide your own leave application.', () => send('EMP001', 'PUT', `${APPROVAL}/${twoDays}`, all));
    await refused(403, 'Only the manager this leave was applied to can decide it.', () => send('EMP002', 'PUT', `${APPROVAL}/${twoDays}`, all));
    await refused(404, 'Leave application not found', () => send('NIL001', 'PUT', `${APPROVAL}/${twoDays}`, all));
    await refused(400, /not a date of this application/, () => send('MGR001', 'PUT', `${APPROVAL}/${twoDays}`, { approvedDate: ['2026-11-25'] }));
    await refused(400, /Decide every date/, () => send('MGR001', 'PUT', `${APPROVAL}/${twoDays}`, { approvedDate: ['2026-11-23'] }));
    await refused(400, 'Reason is required', () => send('MGR001', 'PUT', `${APPROVAL}/${twoDays}`, { approvedDate: ['2026-11-23'], rejectedDate: ['2026-11-24'] }));
    await refused(404, 'Leave application not found', () => send('EMP002', 'DELETE', `${APPLY}/${twoDays}`));
  });

  it('approves: the balance drops by 1.5, the days are marked, the processor reads CL and honours punches in the other half (Session 1)', async () => {
    const response = await send('MGR001', 'PUT', `${APPROVAL}/${twoDays}`, { approvedDate: ['2026-11-23', '2026-11-24'], remarks: 'Enjoy' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Approved successfully!');
    expect(await statusOf(twoDays)).toBe('Approved');
    expect(await balance('EMP001', 'CL')).toBe(6.5);
    expect(await available('EMP001', 'CL')).toBe(6.5);
    const entries = await db().selectFrom('leave_ledger').select(['entry_kind', 'idempotency_key']).where('source_ref', '=', twoDays).orderBy('idempotency_key').execute();
    expect(entries).toEqual([
      { entry_kind: 'application', idempotency_key: `application:${twoDays}:2026-11-23` },
      { entry_kind: 'application', idempotency_key: `application:${twoDays}:2026-11-24` },
    ]);
    const marked = await sql<{ date: string }>`SELECT to_char(attendance_date, 'YYYY-MM-DD') AS date FROM attendance_dirty WHERE employee_id = ${ids.get('EMP001')} AND attendance_date BETWEEN '2026-11-23' AND '2026-11-24' ORDER BY 1`.execute(db());
    expect(marked.rows.map((r) => r.date)).toEqual(['2026-11-23', '2026-11-24']);
    const mail = await db().selectFrom('outbox_mail').select(['to_address', 'subject']).where('subject', '=', `Leave ${twoDays}: Approved`).execute();
    expect(mail).toHaveLength(1);
    await refused(409, 'This leave application is already approved.', () => send('MGR001', 'PUT', `${APPROVAL}/${twoDays}`, { approvedDate: ['2026-11-23', '2026-11-24'] }));

    const keys = ['2026-11-23', '2026-11-24'].map((date) => ({ employeeId: ids.get('EMP001')!, date }));
    const [full, half] = await loadDayInputs(db(), acme, keys, '2026-11-24T23:00', 'Asia/Kolkata');
    expect(full.inputs.leaves).toEqual([{ leaveCode: 'CL', sessions: [1, 2] }]);
    expect(half.inputs.leaves).toEqual([{ leaveCode: 'CL', sessions: [2] }]);
    expect(computeDay(full.inputs).attendanceData).toBe('CL');
    const morning = computeDay({ ...half.inputs, swipes: [{ at: '2026-11-24T09:30', direction: 'IN', device: 'Gate' }, { at: '2026-11-24T14:00', direction: 'OUT', device: 'Gate' }] });
    expect([morning.session1.status, morning.session2.status]).toEqual(['P', 'CL']);
  });

  it('cancels an approved leave that has not started: the days return to the balance', async () => {
    const response = await send('EMP001', 'PUT', `${APPLY}/${twoDays}/cancel`);
    expect(response.statusCode, response.body).toBe(200);
    expect(await statusOf(twoDays)).toBe('Cancelled');
    expect(await balance('EMP001', 'CL')).toBe(8);
    expect((await db().selectFrom('leave_ledger').select('idempotency_key').where('entry_kind', '=', 'cancellation').where('source_ref', '=', twoDays).execute()).length).toBe(2);
    expect(await db().selectFrom('outbox_mail').select('to_address').where('subject', '=', `Leave ${twoDays} cancelled`).execute()).toEqual([{ to_address: 'manoj.kumar.mgr001@acme.example.com' }]);
    await refused(409, 'Only an approved leave can be cancelled.', () => send('EMP001', 'PUT', `${APPLY}/${twoDays}/cancel`));
    expect((await send('EMP001', 'GET', `${APPLY}?key=Approved`)).json().data.content[0]).toMatchObject({ leaveCode: twoDays, status: 'Cancelled' });
  });

  it('withdraws a pending application (back-dated sick leave), once', async () => {
    const code = await applied('EMP001', leave('SL', '2026-11-19', BOTH, '2026-11-19', undefined, { appliedTo: 'HR001' }));
    expect((await send('EMP001', 'DELETE', `${APPLY}/${code}`)).statusCode).toBe(200);
    expect(await statusOf(code)).toBe('Withdrawn');
    expect(await db().selectFrom('outbox_mail').select('to_address').where('subject', '=', `Leave ${code} withdrawn`).execute()).toEqual([{ to_address: expect.stringContaining('hr001') }]);
    await refused(409, 'Only a pending application can be withdrawn.', () => send('EMP001', 'DELETE', `${APPLY}/${code}`));
    await refused(409, 'Only an approved leave can be cancelled.', () => send('EMP001', 'PUT', `${APPLY}/${code}/cancel`));
  });

  it('takes the supporting document as an upload, kept for the applicant, the approver and HR only', async () => {
    const sick = (extra: Record<string, unknown> = {}) => leave('SL', '2026-12-14', BOTH, '2026-12-16', BOTH, extra);
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from('1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')]);
    const dataUrl = (bytes: Buffer, type = 'application/pdf', name = 'medical%20note.pdf') => `data:${type};name=${name};base64,${bytes.toString('base64')}`;
    // The preview has no document yet: it says one is needed.
    expect((await send('EMP004', 'POST', `${APPLY}/preview`, sick())).json().data).toMatchObject({ numOfDays: 3, attachmentRequired: true });
    expect((await send('EMP004', 'POST', `${APPLY}/preview`, leave('SL', '2026-12-14', BOTH, '2026-12-15', BOTH))).json().data.attachmentRequired).toBe(false);
    // Bad documents: a 400 that says what to do, and no file, application or entry written.
    const nothing = refusalCheck(db, [...WRITTEN, 'stored_file']);
    await nothing(400, /^An attachment is required for Sick Leave of more than 2 day\(s\)/, () => apply('EMP004', sick()));
    await nothing(400, 'Attachment must be a file chosen in the form', () => apply('EMP004', sick({ attachment: 'medical certificate handed to HR' })));
    await nothing(400, 'Please upload a valid file type: .pdf, .png, .jpeg, .jpg', () => apply('EMP004', sick({ attachment: dataUrl(Buffer.from('<html><script>alert(1)</script></html>'), 'application/pdf', 'note.pdf') })));
    await nothing(400, 'Attachment must be at most 2 MB', () => apply('EMP004', sick({ attachment: dataUrl(Buffer.concat([pdf, Buffer.alloc(2 * 1024 * 1024)])) })));
    await nothing(400, 'Attachment is an empty file', () => apply('EMP004', sick({ attachment: dataUrl(Buffer.alloc(0)) })));
    await nothing(400, /Attachment/, () => send('EMP004', 'POST', `${APPLY}/preview`, sick({ attachment: dataUrl(pdf) })));

    const code = await applied('EMP004', sick({ attachment: dataUrl(pdf) }));
    const row = await db().selectFrom('leave_application').select(['attachment', 'attachment_file']).where('leave_code', '=', code).executeTakeFirstOrThrow();
    expect(row.attachment).toBe('medical note.pdf');
    const stored = await db().selectFrom('stored_file').select(['owner_employee_id', 'organization_id', 'content_type']).where('name', '=', row.attachment_file!).executeTakeFirstOrThrow();
    expect(stored).toEqual({ owner_employee_id: ids.get('EMP004'), organization_id: acme, content_type: 'application/pdf' });

    const url = `${APPLY}/${code}/attachment`;
    const pending = (await send('MGR001', 'GET', `${APPROVAL}?key=Pending`)).json().data.content.find((r: any) => r.leaveCode === code);
    expect(pending).toMatchObject({ attachment: 'medical note.pdf', attachmentUrl: url });
    for (const reader of ['EMP004', 'MGR001', 'HR001']) {
      const read = await send(reader, 'GET', url);
      expect(read.statusCode, `${reader}: ${read.body}`).toBe(200);
      expect(read.headers['content-type']).toBe('application/pdf');
      expect(read.headers['content-disposition']).toBe('attachment; filename="medical_note.pdf"');
      expect(read.rawPayload.equals(pdf)).toBe(true);
    }
    // Deny by default: a colleague, even the approver's other reportee, and another organisation.
    const colleague = await send('EMP001', 'GET', url);
    expect([colleague.statusCode, colleague.json().message]).toEqual([403, "Only the applicant, the approver and HR may read this application's document."]);
    expect((await send('NIL001', 'GET', url)).statusCode).toBe(404);
    // A personal file is never served as an organisation file, not even to its owner.
    for (const reader of ['EMP001', 'EMP004']) expect((await send(reader, 'GET', `/api/organization/file/${row.attachment_file}`)).statusCode).toBe(404);
    const plain = await applied('EMP004', leave('SL', '2026-12-17', BOTH, '2026-12-17'));
    expect((await send('EMP004', 'GET', `${APPLY}/${plain}/attachment`)).json().message).toBe('This application has no uploaded document');
  });

  it('approves a past date only inside the approver window (repoLockStartDate..); before it a date can only be rejected', async () => {
    const code = await applied('EMP001', leave('SL', '2026-11-10', BOTH, '2026-11-11', BOTH));
    const late = await applied('EMP001', leave('L', '2026-11-09', BOTH, '2026-11-09'));
    await db().insertInto('attendance_lock').values({ organization_id: acme, attendance_repo_lock_date: '2026-11-11' }).execute();
    try {
      // The approver's list carries the window the decision is held to, so the card shows the date as reject-only in advance.
      expect((await send('MGR001', 'GET', APPROVAL)).json().data.approverWindow.from).toBe('2026-11-11');
      const closed = '2026-11-10: Attendance is closed for this date! Leave before 2026-11-11 can only be rejected.';
      await refused(400, closed, () => send('MGR001', 'PUT', `${APPROVAL}/${code}`, { approvedDate: ['2026-11-10', '2026-11-11'] }));
      expect(await statusOf(code)).toBe('Pending');
      // The month end is the administrator's path: it decides any date of a month not closed, past the approvers' lock date (docs/attendance-lock.md).
      const path = `${APPROVAL}/admin/approve-or-reject`;
      const decided = await send('MGR001', 'PUT', `${APPROVAL}/${code}`, { approvedDate: ['2026-11-11'], rejectedDate: ['2026-11-10'], remarks: 'Payroll closed' });
      expect(decided.statusCode, decided.body).toBe(200);
      expect(await statusOf(code)).toBe('Partially Approved');
      expect(await balance('EMP001', 'SL')).toBe(7);
      const monthEnd = await send('HR001', 'POST', path, [{ empId: 'EMP001', leaveCode: late, type: 'approve' }]);
      expect(monthEnd.statusCode, monthEnd.body).toBe(200);
      expect(await statusOf(late)).toBe('Approved');
    } finally {
      await db().deleteFrom('attendance_lock').where('organization_id', '=', acme).execute();
    }
  });

  it('approves some dates and rejects others with a remark: only the approved days are debited', async () => {
    const code = await applied('EMP001', leave('CL', '2026-11-25', BOTH, '2026-11-26', BOTH));
    const response = await send('MGR001', 'PUT', `${APPROVAL}/${code}`, { approvedDate: ['2026-11-25'], rejectedDate: ['2026-11-26'], remarks: 'Audit on Thursday' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Leave Updated Successfully!');
    expect(await statusOf(code)).toBe('Partially Approved');
    expect(await balance('EMP001', 'CL')).toBe(7);
    expect((await send('MGR001', 'GET', `${APPROVAL}?key=Approved`)).json().data.content.map((r: any) => [r.leaveCode, r.status])).toContainEqual([code, 'Partially Approved']);
    // The rejected day is free again; the approved one is taken.
    await refused(409, 'Leave has already been applied for 2026-11-25', () => apply('EMP001', leave('SL', '2026-11-25', [2], '2026-11-25')));
    expect((await send('EMP001', 'POST', `${APPLY}/preview`, leave('SL', '2026-11-25', BOTH, '2026-11-26', BOTH))).json().data.problem).toBe('Leave has already been applied for 2026-11-25');
  });

  it('refuses what may not be applied, with a clear message, writing nothing', async () => {
    await refused(400, 'To date must not be before from date', () => apply('EMP001', leave('CL', '2026-11-26', BOTH, '2026-11-25', BOTH)));
    await refused(400, /^A one-day leave has one choice of sessions/, () => apply('EMP001', leave('CL', '2026-11-27', [2], '2026-11-27', [1])));
    await refused(400, 'First Day Sessions: choose at least one', () => apply('EMP001', leave('CL', '2026-11-27', [], '2026-11-27')));
    await refused(400, 'Last Day Sessions: choose at least one', () => apply('EMP001', leave('CL', '2026-11-26', BOTH, '2026-11-27', [])));
    await refused(400, 'First Day Sessions must be one of: 1, 2', () => apply('EMP001', leave('CL', '2026-11-27', [3 as 1], '2026-11-27')));
    await refused(400, 'Last Day Sessions must not repeat a value', () => apply('EMP001', leave('CL', '2026-11-26', BOTH, '2026-11-27', [2, 2])));
    await refused(400, /^Last Day Sessions: choose at most 2/, () => apply('EMP001', leave('CL', '2026-11-26', BOTH, '2026-11-27', [1, 2, 1])));
    await refused(400, 'First Day Sessions must be of type array', () => apply('EMP001', leave('CL', '2026-11-27', 1 as never, '2026-11-27')));
    await refused(400, 'From Session is not a known field', () => apply('EMP001', { ...leave('CL', '2026-11-27', BOTH, '2026-11-27'), fromSession: 1 }));
    await refused(400, undefined, () => apply('EMP001', leave('CL', '2026-11-31', BOTH, '2026-11-31')));
    await refused(400, undefined, () => apply('EMP001', leave('CL', '2026-11-27', BOTH, '2026-11-27', undefined, { reason: '  ' })));
    await refused(400, 'Unknown leave type XX', () => apply('EMP001', leave('XX', '2026-11-27', BOTH, '2026-11-27')));
    await refused(400, 'You are not eligible for Paternity Leave', () => apply('EMP001', leave('PAL', '2026-12-07', BOTH, '2026-12-07')));
    await refused(400, 'You are not eligible for Probationary Leave', () => apply('EMP001', leave('PRL', '2026-11-27', BOTH, '2026-11-27')));
    await refused(400, 'Bereavement Leave cannot be taken for half a day', () => apply('EMP001', leave('BL', '2026-11-27', [2], '2026-11-27')));
    await refused(400, 'Privilege Leave needs 7 day(s) notice', () => apply('EMP001', leave('PL', '2026-11-23', BOTH, '2026-11-23')));
    await refused(400, 'Casual Leave allows at most 3 day(s) per application', () => apply('EMP001', leave('CL', '2026-11-30', BOTH, '2026-12-03', BOTH)));
    await refused(400, 'An attachment is required for Sick Leave of more than 2 day(s): attach the document (PDF, PNG or JPEG, at most 2 MB)', () => apply('EMP002', leave('SL', '2026-11-25', BOTH, '2026-11-27', BOTH)));
    await refused(400, /^Attendance is closed for this date! Leave can be applied from 2026-10-25/, () => apply('EMP001', leave('CL', '2026-10-20', BOTH, '2026-10-20')));
    await refused(400, 'A leave application must fall within one leave year (calendar year)', () => apply('EMP001', leave('L', '2026-12-31', BOTH, '2027-01-01', BOTH)));
    await refused(400, 'Leave for 2027 opens on 2027-01-01', () => apply('EMP001', leave('L', '2027-01-04', BOTH, '2027-01-04')));
    await refused(400, 'The selected dates hold no working day to take leave on', () => apply('EMP001', leave('CL', '2026-11-28', BOTH, '2026-11-29', BOTH)));
    await refused(400, 'Applying to must be your primary manager or your reviewer', () => apply('EMP001', leave('CL', '2026-11-27', BOTH, '2026-11-27', undefined, { appliedTo: 'EMP002' })));
    await db().updateTable('employee').set({ date_of_joining: '2026-11-18' }).where('emp_id', '=', 'EMP003').execute();
    await refused(400, '2026-11-17 is before your date of joining (2026-11-18)', () => apply('EMP003', leave('CL', '2026-11-17', BOTH, '2026-11-17')));
  });

  it('refuses a short balance unless the type is unpaid, and a date with a pending regularization', async () => {
    await db()
      .insertInto('leave_ledger')
      .values({ organization_id: acme, employee_id: ids.get('EMP003')!, leave_type: 'CL', leave_year: 2026, entry_kind: 'adjustment', days: -7, effective_date: '2026-11-01', reason: 'test' })
      .execute();
    await refused(409, 'Insufficient Casual Leave balance: 1 day(s) available, 2 applied', () => apply('EMP003', leave('CL', '2026-11-25', BOTH, '2026-11-26', BOTH)));
    await applied('EMP003', leave('L', '2026-11-23', BOTH, '2026-11-24', BOTH));
    const reg = await db()
      .insertInto('regularization')
      .values({ organization_id: acme, regularization_code: 'REGLV1', employee_id: ids.get('EMP002')!, applied_to_id: ids.get('MGR001')!, remarks: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('regularization_date')
      .values({ organization_id: acme, regularization_id: reg.id, employee_id: ids.get('EMP002')!, attendance_date: '2026-11-18', work_type: 'REG', start_time: '09:30', end_time: '18:30', sessions: JSON.stringify([1, 2]), reason: 'x' })
      .execute();
    await refused(409, /A regularization is pending for 2026-11-18/, () => apply('EMP002', leave('CL', '2026-11-18', BOTH, '2026-11-18')));
  });

  it('takes RH only on a restricted holiday of the employee’s place, within the quota', async () => {
    await db()
      .insertInto('holiday')
      .values({ organization_id: acme, occasion: 'Elsewhere Day', holiday_date: '2026-11-27', restricted_holiday: 'Yes', all_state: true, all_location: false, location_list: JSON.stringify([{ name: 'Nowhere' }]), state_list: '[]', discription: null, file: null })
      .execute();
    await refused(400, 'Restricted holiday leave can be taken only on a restricted holiday of your state and location', () => apply('EMP001', leave('RH', '2026-11-27', BOTH, '2026-11-27')));
    await refused(400, 'Restricted holiday leave can be taken only on a restricted holiday of your state and location', () => apply('EMP001', leave('RH', '2026-11-23', BOTH, '2026-11-23')));
    const code = await applied('EMP001', leave('RH', '2026-11-24', BOTH, '2026-11-24'));
    expect(await available('EMP001', 'RH')).toBe(1);
    await db()
      .insertInto('leave_ledger')
      .values({ organization_id: acme, employee_id: ids.get('EMP002')!, leave_type: 'RH', leave_year: 2026, entry_kind: 'adjustment', days: -2, effective_date: '2026-11-01', reason: 'quota used' })
      .execute();
    await refused(409, /Insufficient Restricted Holiday balance: 0 day\(s\) available/, () => apply('EMP002', leave('RH', '2026-11-24', BOTH, '2026-11-24')));
    expect(await statusOf(code)).toBe('Pending');
  });

  it('refuses regularization of a date on leave, and of a session on leave', async () => {
    await db()
      .insertInto('attendance_day')
      .values(['2026-11-16', '2026-11-17'].map((date) => ({ organization_id: acme, employee_id: ids.get('EMP002')!, attendance_date: date, status_code: 'A', shift_code: 'S1', record: JSON.stringify({}), result_hash: `lv-${date}` })))
      .onConflict((oc) => oc.columns(['organization_id', 'employee_id', 'attendance_date']).doUpdateSet({ status_code: 'A' }))
      .execute();
    await applied('EMP002', leave('CL', '2026-11-16', BOTH, '2026-11-17', [1]));
    const regularize = (date: string, session: number[]) =>
      send('EMP002', 'POST', '/api/attendance-regularization', { regularizationInfo: [{ date, reason: 'Forgot', inTime: '09:30', outTime: '18:30', session, key: 'REG' }], appliedTo: 'MGR001', monthYear: '11-2026' });
    await refused(400, '2026-11-16: Leave has already been applied for this date!', () => regularize('2026-11-16', [1, 2]));
    await refused(400, '2026-11-17: Session 1 is on leave', () => regularize('2026-11-17', [1, 2]));
    expect((await regularize('2026-11-17', [2])).statusCode).toBe(201);
    const month = (await send('EMP002', 'GET', '/api/attendance/calendar?yearMonth=11-2026')).json().data;
    expect(month.leaveListSession).toMatchObject({ '2026-11-16': [1, 2], '2026-11-17': [1] });
  });

  it('serves the month-end list and decisions to the month-end screen only, all or nothing', async () => {
    const list = await send('HR001', 'GET', '/api/attendance-regularization/get-admin-leave-apply?month=11-2026&sortDirection=DESC&page=0&size=10');
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().data.content;
    expect(rows.every((r: any) => r.status === 'Pending')).toBe(true);
    const rh = rows.find((r: any) => r.leaveType === 'RH' && r.empId === 'EMP001');
    expect(rh).toBeDefined();
    expect(list.json().data).toMatchObject({ totalElements: rows.length, totalPages: 1 });
    expect((await send('HR001', 'GET', '/api/attendance-regularization/get-admin-leave-apply?month=11-2026&leaveType=L')).json().data.content.map((r: any) => r.empId)).toEqual(['EMP003']);
    expect((await send('EMP001', 'GET', '/api/attendance-regularization/get-admin-leave-apply?month=11-2026')).statusCode).toBe(403);
    const lop = rows.find((r: any) => r.leaveType === 'L');
    const path = `${APPROVAL}/admin/approve-or-reject`;
    await refused(400, /Remark is required when rejecting/, () =>
      send('HR001', 'POST', path, [
        { empId: 'EMP001', leaveCode: rh.leaveCode, type: 'approve' },
        { empId: 'EMP003', leaveCode: lop.leaveCode, type: 'reject' },
      ]),
    );
    await refused(404, /Leave application not found/, () => send('HR001', 'POST', path, [{ empId: 'EMP002', leaveCode: rh.leaveCode, type: 'approve' }]));
    await refused(403, undefined, () => send('EMP001', 'POST', path, [{ empId: 'EMP001', leaveCode: rh.leaveCode, type: 'approve' }]));
    const decided = await send('HR001', 'POST', path, [
      { empId: 'EMP001', leaveCode: rh.leaveCode, type: 'approve' },
      { empId: 'EMP003', leaveCode: lop.leaveCode, type: 'reject', remark: 'Team is short' },
    ]);
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await statusOf(rh.leaveCode)).toBe('Approved');
    expect(await statusOf(lop.leaveCode)).toBe('Rejected');
    expect(await balance('EMP001', 'RH')).toBe(1);
    // Unpaid leave writes no ledger entry.
    expect((await db().selectFrom('leave_ledger').select('id').where('source_ref', '=', lop.leaveCode).execute()).length).toBe(0);
  });
});
