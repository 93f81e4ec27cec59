import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds } from '../helpers/testDatabases.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';
import { call, openSession, type Method, type Session } from '../helpers/routeWalk.js';

/**
 * Who a request goes to (issue 17 §5, docs/regularization.md "Who an application goes to"): every
 * demo employee has a reporting manager and a reviewer but each organisation's head; an employee
 * with no reporting manager applies to the organisation's fallback approver, who decides. The clock
 * is 2026-11-20 in India, as in the regularization and leave files.
 */
const TODAY = '2026-11-20';
const REG = '/api/attendance-regularization';

/** The README's demo tree, written out here rather than read from the seed code. */
const HEADS = ['EMP021', 'NIL002'];
const NOT_REVIEWED = ['EMP021', 'HR001', 'NIL002', 'NIL003'];

describe.each(databaseKinds)('fallback approver on %s', (kind) => {
  let server: TestServer;
  let acme: number;
  const ids = new Map<string, number>();
  const sessions = new Map<string, Session>();
  const db = () => server.database.db;
  const send = (empId: string, method: Method, url: string, payload?: unknown) => call(server, sessions.get(empId)!.token, method, url, payload);
  const appliedTo = async (empId: string) => (await send(empId, 'GET', `${REG}/applied-to`)).json().data;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${TODAY}T06:00:00Z`));
    server = await startTestServer(kind, { config: { attendanceProcessing: false } });
    acme = (await db().selectFrom('organization').select('id').where('organization_code', '=', 'ACME').executeTakeFirstOrThrow()).id;
    for (const row of await db().selectFrom('employee').select(['id', 'emp_id']).execute()) ids.set(row.emp_id, row.id);
    for (const empId of ['EMP021', 'EMP150', 'MGR001']) sessions.set(empId, await openSession(server, empId, { organization: 'ACME' }));
    sessions.set('HR001', await openSession(server, 'HR001', { organization: 'ACME', role: 'HR Ops Admin' }));
    for (const empId of ['NIL002', 'NIL003']) sessions.set(empId, await openSession(server, empId));
  });
  afterAll(async () => {
    await server?.close();
    vi.useRealTimers();
  });

  it('gives every demo employee a reporting manager and a reviewer, but the heads; MGR001 manages EMP001–EMP010', async () => {
    const people = await db()
      .selectFrom('employee as e')
      .leftJoin('employee as m', 'm.id', 'e.reporting_manager_id')
      .leftJoin('employee as r', 'r.id', 'e.reviewer_id')
      .select(['e.emp_id', 'm.emp_id as manager', 'r.emp_id as reviewer'])
      .where('e.emp_id', '!=', 'ADMIN')
      .orderBy('e.emp_id')
      .execute();
    expect(people.length).toBe(202);
    expect(people.filter((p) => p.manager === null).map((p) => p.emp_id)).toEqual(HEADS);
    expect(people.filter((p) => p.reviewer === null).map((p) => p.emp_id)).toEqual(NOT_REVIEWED);
    expect(people.filter((p) => p.manager === 'MGR001').map((p) => p.emp_id)).toEqual(Array.from({ length: 10 }, (_, i) => `EMP${String(i + 1).padStart(3, '0')}`));
    for (const person of people.filter((p) => p.emp_id.startsWith('EMP') && !HEADS.includes(p.emp_id))) expect(person.reviewer, person.emp_id).toBe('HR001');
    // Managers are in their employee's organisation.
    for (const person of people.filter((p) => p.manager)) expect(person.manager!.slice(0, 3) === 'NIL', person.emp_id).toBe(person.emp_id.startsWith('NIL'));
    expect(await appliedTo('EMP150')).toEqual({ primary: { primaryManagerId: 'EMP024', primaryManagerName: expect.any(String) }, reviewer: { reviewerManagerId: 'HR001', reviewerManagerName: 'Hema Raman' }, fallback: null });
  });

  it("sends a regularization of an employee without a manager to the fallback approver (ACME: its first HR Ops Admin), who approves it", async () => {
    expect(await appliedTo('EMP021')).toEqual({ primary: null, reviewer: null, fallback: { fallbackApproverId: 'HR001', fallbackApproverName: 'Hema Raman' } });
    await db()
      .insertInto('attendance_day')
      .values({ organization_id: acme, employee_id: ids.get('EMP021')!, attendance_date: '2026-11-18', status_code: 'A', shift_code: 'S1', record: JSON.stringify({ inTime: null, outTime: null }), result_hash: 'test' })
      .onConflict((oc) => oc.columns(['organization_id', 'employee_id', 'attendance_date']).doUpdateSet({ status_code: 'A' }))
      .execute();
    const body = (appliedTo: string) => ({ regularizationInfo: [{ date: '2026-11-18', reason: 'Client visit', inTime: '09:30', outTime: '18:30', session: [1, 2], key: 'REG' }], appliedTo, monthYear: '11-2026' });
    const wrong = await send('EMP021', 'POST', REG, body('MGR001'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Applying to must be the fallback approver or your reviewer');

    const applied = await send('EMP021', 'POST', REG, body('HR001'));
    expect(applied.statusCode, applied.body).toBe(201);
    const code = applied.json().data.regularizationCode;
    const stored = await db().selectFrom('regularization').select(['applied_to_id', 'status']).where('regularization_code', '=', code).executeTakeFirstOrThrow();
    expect(stored).toEqual({ applied_to_id: ids.get('HR001'), status: 'Pending' });
    const pending = (await send('HR001', 'GET', `${REG}/approvals?key=Pending`)).json().data.records;
    expect(pending.map((r: { regularizationCode: string }) => r.regularizationCode)).toContain(code);
    const decided = await send('HR001', 'PUT', `${REG}/approve`, { empId: 'EMP021', regCode: code, key: 'Approved' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await db().selectFrom('regularization').select('status').where('regularization_code', '=', code).executeTakeFirstOrThrow()).status).toBe('Approved');
  });

  it('sends leave of an employee without a manager to the fallback approver by default, who approves it', async () => {
    const applied = await send('EMP021', 'POST', '/api/leave/apply', { leaveType: 'CL', fromDate: '2026-11-26', fromSessions: [1, 2], toDate: '2026-11-26', reason: 'Family function' });
    expect(applied.statusCode, applied.body).toBe(201);
    const code = applied.json().data.leaveCode;
    const stored = await db().selectFrom('leave_application').select('applied_to_id').where('leave_code', '=', code).executeTakeFirstOrThrow();
    expect(stored.applied_to_id).toBe(ids.get('HR001'));
    const decided = await send('HR001', 'PUT', `/api/leave-approval/${code}`, { approvedDate: ['2026-11-26'] });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await db().selectFrom('leave_application').select('status').where('leave_code', '=', code).executeTakeFirstOrThrow()).status).toBe('Approved');
    // An employee with a manager cannot pick the fallback approver.
    const around = await send('EMP150', 'POST', '/api/leave/apply', { leaveType: 'CL', fromDate: '2026-11-27', fromSessions: [1, 2], toDate: '2026-11-27', reason: 'Family function', appliedTo: 'EMP022' });
    expect(around.statusCode).toBe(400);
    expect(around.json().message).toBe('Applying to must be your primary manager or your reviewer');
  });

  it("follows the fallback approver HR names on the Organization record, refusing one who is not an active employee of the organisation", async () => {
    const organization = () => send('HR001', 'GET', `/api/organization/${acme}`).then((r) => r.json());
    const save = async (fallbackApprover: string | undefined) => {
      const { fallbackApprover: _, ...current } = await organization();
      return send('HR001', 'PUT', `/api/organization/${acme}`, { ...current, ...(fallbackApprover === undefined ? {} : { fallbackApprover }) });
    };
    const foreign = await save('NIL003');
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual([{ field: 'fallbackApprover', message: "Fallback Approver 'NIL003' is not an active employee" }]);
    expect((await save('EMP022')).statusCode).toBe(200);
    expect((await db().selectFrom('organization').select('fallback_approver').where('id', '=', acme).executeTakeFirstOrThrow()).fallback_approver).toBe('EMP022');
    expect((await appliedTo('EMP021')).fallback).toEqual({ fallbackApproverId: 'EMP022', fallbackApproverName: expect.any(String) });
    // Left out again: back to the first HR Ops Admin.
    expect((await save(undefined)).statusCode).toBe(200);
    expect((await appliedTo('EMP021')).fallback.fallbackApproverId).toBe('HR001');
  });

  it('never falls back to the applicant: HR001 without a manager has nobody, and is told to ask HR', async () => {
    await db().updateTable('employee').set({ reporting_manager_id: null }).where('emp_id', '=', 'HR001').execute();
    try {
      expect(await appliedTo('HR001')).toEqual({ primary: null, reviewer: null, fallback: null });
      const refused = await send('HR001', 'POST', '/api/leave/apply', { leaveType: 'CL', fromDate: '2026-11-27', fromSessions: [1, 2], toDate: '2026-11-27', reason: 'Family function' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('No reporting manager is set for you and the organisation has no fallback approver: ask HR to set one');
    } finally {
      await db().updateTable('employee').set({ reporting_manager_id: ids.get('EMP021')! }).where('emp_id', '=', 'HR001').execute();
    }
  });

  it("sends NILE's head to the fallback approver NILE names (NIL003)", async () => {
    expect((await appliedTo('NIL002')).fallback).toEqual({ fallbackApproverId: 'NIL003', fallbackApproverName: expect.any(String) });
    const applied = await send('NIL002', 'POST', '/api/leave/apply', { leaveType: 'CL', fromDate: '2026-11-26', fromSessions: [1, 2], toDate: '2026-11-26', reason: 'Family function' });
    expect(applied.statusCode, applied.body).toBe(201);
    const pending = (await send('NIL003', 'GET', '/api/leave-approval?key=Pending')).json().data.content;
    expect(pending.map((row: { leaveCode: string }) => row.leaveCode)).toContain(applied.json().data.leaveCode);
  });
});
