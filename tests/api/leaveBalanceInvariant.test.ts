import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds } from '../helpers/testDatabases.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';
import { call, openSession, refusalCheck, type Method, type Session } from '../helpers/routeWalk.js';

/**
 * The balance invariant (issue 17 §2, docs/leave-ledger.md): for a paid type, the balance less the
 * days pending approval never goes below zero, whoever writes and however many write at once. On the
 * demo: every ACME person opens 2026 with CL 8, SL 8, PL 18; EMP001..EMP010 report to MGR001; HR001
 * acts as HR Ops Admin. The clock is Friday 2026-11-20 in India.
 */
const TODAY = '2026-11-20';
const APPLY = '/api/leave/apply';
const APPROVAL = '/api/leave-approval';
const ADJUST = '/api/leave/balance/update';
const REMARK = 'Team is short that week';

/** The working days ahead in 2026 (Monday to Friday, Christmas left out): the dates a random application picks from. */
const WORKING_DAYS = Array.from({ length: 41 }, (_, i) => new Date(Date.UTC(2026, 10, 21 + i)))
  .filter((day) => day.getUTCDay() % 6 !== 0)
  .map((day) => day.toISOString().slice(0, 10))
  .filter((date) => date !== '2026-12-25');

describe.each(databaseKinds)('the leave balance invariant on %s', (kind) => {
  let server: TestServer;
  const sessions = new Map<string, Session>();
  const db = () => server.database.db;
  const send = (empId: string, method: Method, url: string, payload?: unknown) => call(server, sessions.get(empId)!.token, method, url, payload);
  const refused = refusalCheck(db, ['leave_application', 'leave_application_day', 'leave_ledger', 'audit_log']);

  const apply = (empId: string, leaveType: string, fromDate: string, toDate = fromDate) =>
    send(empId, 'POST', APPLY, { leaveType, fromDate, fromSessions: [1, 2], toDate, ...(toDate === fromDate ? {} : { toSessions: [1, 2] }), reason: 'Family function' });
  const applied = async (empId: string, leaveType: string, fromDate: string, toDate?: string) => {
    const response = await apply(empId, leaveType, fromDate, toDate);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.leaveCode as string;
  };
  const adjust = (empId: string, leaveType: string, days: number) => send('HR001', 'PUT', ADJUST, { empId, leaveType, year: 2026, days, reason: 'Correction after audit' });
  const decide = (leaveCode: string, approvedDate: string[], rejectedDate: string[] = []) =>
    send('MGR001', 'PUT', `${APPROVAL}/${leaveCode}`, { approvedDate, rejectedDate, ...(rejectedDate.length ? { remarks: REMARK } : {}) });
  const datesOf = async (leaveCode: string) =>
    (
      await sql<{ date: string }>`
        SELECT to_char(d.leave_date, 'YYYY-MM-DD') AS date FROM leave_application_day d JOIN leave_application a ON a.id = d.application_id
        WHERE a.leave_code = ${leaveCode} ORDER BY d.leave_date`.execute(db())
    ).rows.map((row) => row.date);

  /** Read straight from the tables, not through the code under test: the ledger's sum and the pending days of 2026. */
  const standing = async (empId: string, leaveType: string) => {
    const { rows } = await sql<{ balance: number; pending: number }>`
      SELECT
        (SELECT coalesce(sum(l.days), 0) FROM leave_ledger l WHERE l.employee_id = e.id AND l.leave_type = ${leaveType} AND l.leave_year = 2026)::float8 AS balance,
        (SELECT coalesce(sum(d.days), 0) FROM leave_application_day d JOIN leave_application a ON a.id = d.application_id
          WHERE d.employee_id = e.id AND d.status = 'Pending' AND a.leave_type = ${leaveType})::float8 AS pending
      FROM employee e WHERE e.emp_id = ${empId}`.execute(db());
    return rows[0];
  };
  /** Every paid type's 2026 standing of these employees whose balance less pending days is below zero (comp-off spans years: its own test). */
  const overdrawn = async (empIds: string[]) =>
    (
      await sql<{ emp_id: string; code: string; available: number }>`
        SELECT * FROM (
          SELECT e.emp_id, t.code,
            ((SELECT coalesce(sum(l.days), 0) FROM leave_ledger l WHERE l.employee_id = e.id AND l.leave_type = t.code AND l.leave_year = 2026)
             - (SELECT coalesce(sum(d.days), 0) FROM leave_application_day d JOIN leave_application a ON a.id = d.application_id
                WHERE d.employee_id = e.id AND d.status = 'Pending' AND a.leave_type = t.code AND d.leave_date >= '2026-01-01'))::float8 AS available
          FROM employee e JOIN master_leave_type_category t ON t.organization_id = e.organization_id
          WHERE e.emp_id = ANY(${empIds}::text[]) AND coalesce(t.paid, true) AND t.code <> 'CO') s
        WHERE available < 0`.execute(db())
    ).rows;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${TODAY}T06:00:00Z`));
    server = await startTestServer(kind, { config: { attendanceProcessing: false } });
    for (const empId of ['EMP002', 'EMP003', 'EMP004', 'EMP005', 'EMP006', 'EMP007', 'EMP008', 'EMP009', 'MGR001']) sessions.set(empId, await openSession(server, empId, { organization: 'ACME' }));
    sessions.set('HR001', await openSession(server, 'HR001', { organization: 'ACME', role: 'HR Ops Admin' }));
  });
  afterAll(async () => {
    await server?.close();
    vi.useRealTimers();
  });

  it('refuses an HR debit that would leave pending days uncovered, so approving them cannot take the balance below zero (issue 17 §2)', async () => {
    const code = await applied('EMP002', 'CL', '2026-11-25', '2026-11-27');
    await refused(400, 'The adjustment would leave 0 days of CL in 2026 while 3 day(s) are pending approval; the balance less pending days cannot go below zero', () => adjust('EMP002', 'CL', -8));
    expect(await standing('EMP002', 'CL')).toEqual({ balance: 8, pending: 3 });
    const taken = await adjust('EMP002', 'CL', -5);
    expect(taken.statusCode, taken.body).toBe(200);
    const approved = await decide(code, ['2026-11-25', '2026-11-26', '2026-11-27']);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await standing('EMP002', 'CL')).toEqual({ balance: 0, pending: 0 });
    await refused(400, 'The adjustment would leave -0.5 days of CL in 2026; a balance cannot go below zero', () => adjust('EMP002', 'CL', -0.5));
    // A credit is never refused.
    expect((await adjust('EMP002', 'CL', 1)).statusCode).toBe(200);
  });

  it('refuses an approval the balance no longer covers, and takes a partial one it does', async () => {
    const code = await applied('EMP003', 'CL', '2026-11-25', '2026-11-26');
    // Days that went since the application by a writer that does not ask (as an expiry does): 1 left for 2 pending.
    await sql`
      INSERT INTO leave_ledger (organization_id, employee_id, leave_type, leave_year, entry_kind, days, effective_date, reason, created_by)
      SELECT organization_id, id, 'CL', 2026, 'lapse', -7, '2026-11-20', 'Lapsed in this test', 'TEST' FROM employee WHERE emp_id = 'EMP003'`.execute(db());
    await refused(409, 'The CL balance no longer covers this approval: it would leave -1 day(s) with 0 day(s) of other applications pending; reject the dates it cannot cover.', () =>
      decide(code, ['2026-11-25', '2026-11-26']),
    );
    expect(await standing('EMP003', 'CL')).toEqual({ balance: 1, pending: 2 });
    const partial = await decide(code, ['2026-11-25'], ['2026-11-26']);
    expect(partial.statusCode, partial.body).toBe(200);
    expect(await standing('EMP003', 'CL')).toEqual({ balance: 0, pending: 0 });
  });

  it('lets exactly as many of fifteen concurrent debits through as the available days cover', async () => {
    const code = await applied('EMP004', 'CL', '2026-11-25', '2026-11-27');
    // Available 5: ten HR debits of a day and five one-day applications, all at once, ask for 15.
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => adjust('EMP004', 'CL', -1)),
      ...['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'].map((date) => apply('EMP004', 'CL', date)),
    ]);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200 || status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 400 || status === 409)).toHaveLength(10);
    const after = await standing('EMP004', 'CL');
    expect(after.balance - after.pending).toBe(0);
    // Approving every pending day at once then spends exactly the balance.
    const pending = (await send('MGR001', 'GET', `${APPROVAL}?key=Pending&page=0`)).json().data.content.filter((row: { empId: string }) => row.empId === 'EMP004');
    expect(pending.map((row: { leaveCode: string }) => row.leaveCode)).toContain(code);
    const decided = await Promise.all(pending.map(async (row: { leaveCode: string }) => decide(row.leaveCode, await datesOf(row.leaveCode))));
    expect(decided.map((answer) => answer.statusCode)).toEqual(pending.map(() => 200));
    expect(await standing('EMP004', 'CL')).toEqual({ balance: 0, pending: 0 });
  });

  it('lapses expired carried days less the days pending on them, so the granter leaves no pending day uncovered', async () => {
    // EMP009's PL: 5 days carried in from 2025, expired on 31 March, and nothing else (the demo opening taken away).
    await sql`
      INSERT INTO leave_ledger (organization_id, employee_id, leave_type, leave_year, entry_kind, days, effective_date, expires_on, idempotency_key, reason, created_by)
      SELECT organization_id, id, 'PL', 2026, 'carryForward', 5, '2026-01-01', '2026-03-31', 'carryForward:PL:2026:EMP009', 'Carried in this test', 'TEST' FROM employee WHERE emp_id = 'EMP009'`.execute(db());
    expect((await adjust('EMP009', 'PL', -18)).statusCode).toBe(200);
    await applied('EMP009', 'PL', '2026-11-30', '2026-12-02');
    const run = await send('HR001', 'POST', '/api/leave/granter', { periodKind: 'Month', period: '2026-11', leaveTypes: ['PL'], empIds: ['EMP009'] });
    expect(run.statusCode, run.body).toBe(202);
    for (;;) {
      const job = (await send('HR001', 'GET', `/api/jobs/${run.json().data.jobId}`)).json().data;
      if (job.status !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const { rows } = await sql<{ days: number }>`SELECT days::float8 AS days FROM leave_ledger WHERE idempotency_key = 'lapse:PL:2026:carried:EMP009'`.execute(db());
    // 5 carried, 3 of them pending: only 2 lapse.
    expect(rows).toEqual([{ days: -2 }]);
    const after = await standing('EMP009', 'PL');
    expect(after.pending).toBe(3);
    expect(after.balance - after.pending).toBeGreaterThanOrEqual(0);
  });

  it('property: random interleaved applies, approvals, rejections, withdrawals, cancellations and adjustments, some at once, never leave a paid balance less pending below zero', async () => {
    const people = ['EMP005', 'EMP006', 'EMP007', 'EMP008'];
    const who = fc.constantFrom(...people);
    const type = fc.constantFrom('CL', 'SL');
    const step = fc.oneof(
      fc.record({ op: fc.constant('apply' as const), who, type, day: fc.nat(WORKING_DAYS.length - 1), length: fc.integer({ min: 1, max: 3 }) }),
      fc.record({ op: fc.constantFrom('approve' as const, 'approveFirst' as const, 'reject' as const, 'withdraw' as const, 'cancel' as const), who, which: fc.nat(9) }),
      fc.record({ op: fc.constant('adjust' as const), who, type, days: fc.integer({ min: -8, max: 4 }).filter((half) => half !== 0).map((half) => half / 2) }),
    );
    type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

    /** The employee's applications in a state, oldest first, `which` modulo their count. */
    const pick = async (empId: string, status: string[], which: number) => {
      const { rows } = await sql<{ leave_code: string }>`
        SELECT a.leave_code FROM leave_application a JOIN employee e ON e.id = a.employee_id
        WHERE e.emp_id = ${empId} AND a.status = ANY(${status}::text[]) ORDER BY a.id`.execute(db());
      return rows.length ? rows[which % rows.length].leave_code : null;
    };
    const run = async (s: Step): Promise<number | null> => {
      if (s.op === 'apply') return (await apply(s.who, s.type, WORKING_DAYS[s.day], WORKING_DAYS[Math.min(WORKING_DAYS.length - 1, s.day + s.length - 1)])).statusCode;
      if (s.op === 'adjust') return (await adjust(s.who, s.type, s.days)).statusCode;
      const code = await pick(s.who, s.op === 'cancel' ? ['Approved', 'Partially Approved'] : ['Pending'], s.which);
      if (!code) return null;
      if (s.op === 'withdraw') return (await send(s.who, 'DELETE', `${APPLY}/${code}`)).statusCode;
      if (s.op === 'cancel') return (await send(s.who, 'PUT', `${APPLY}/${code}/cancel`)).statusCode;
      const dates = await datesOf(code);
      if (s.op === 'reject') return (await decide(code, [], dates)).statusCode;
      if (s.op === 'approveFirst') return (await decide(code, dates.slice(0, 1), dates.slice(1))).statusCode;
      return (await decide(code, dates)).statusCode;
    };

    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(step.map((one) => [one]), fc.array(step, { minLength: 2, maxLength: 5 })), { minLength: 3, maxLength: 8 }), async (rounds) => {
        for (const round of rounds) {
          // A round of several steps runs at once: the lock must make them take turns.
          const statuses = await Promise.all(round.map(run));
          for (const status of statuses) if (status !== null) expect(status).toBeLessThan(500);
          expect(await overdrawn(people)).toEqual([]);
        }
      }),
      { numRuns: 20, endOnFailure: true },
    );
  }, 600_000);
});
