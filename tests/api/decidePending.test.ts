import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds } from '../helpers/testDatabases.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';
import { call, openSession, type Method, type Session } from '../helpers/routeWalk.js';

/**
 * The guarded "Pending → decided" write (`decidePending`, issue 18 §1): of many deciders pressing at
 * once exactly one decides, the others get 409 and write nothing. On the demo (EMP001..EMP010 report
 * to MGR001; HR001 as HR Ops Admin decides encashments), the clock Friday 2026-11-20 in India.
 */
const TODAY = '2026-11-20';
const AT_ONCE = 10;

describe.each(databaseKinds)('one decision of a pending request on %s', (kind) => {
  let server: TestServer;
  const sessions = new Map<string, Session>();
  const db = () => server.database.db;
  const send = (empId: string, method: Method, url: string, payload?: unknown) => call(server, sessions.get(empId)!.token, method, url, payload);
  const count = async (query: ReturnType<typeof sql<{ n: number }>>) => (await query.execute(db())).rows[0].n;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${TODAY}T06:00:00Z`));
    server = await startTestServer(kind, { config: { attendanceProcessing: false } });
    for (const empId of ['EMP005', 'EMP006', 'MGR001']) sessions.set(empId, await openSession(server, empId, { organization: 'ACME' }));
    sessions.set('HR001', await openSession(server, 'HR001', { organization: 'ACME', role: 'HR Ops Admin' }));
  });
  afterAll(async () => {
    await server?.close();
    vi.useRealTimers();
  });

  it('decides a leave application once when its manager approves and rejects it ten times at once', async () => {
    const applied = await send('EMP005', 'POST', '/api/leave/apply', { leaveType: 'CL', fromDate: '2026-11-25', fromSessions: [1, 2], toDate: '2026-11-25', reason: 'Family function' });
    expect(applied.statusCode, applied.body).toBe(201);
    const { leaveCode } = applied.json().data;
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) =>
        send('MGR001', 'PUT', `/api/leave-approval/${leaveCode}`, i % 2 ? { approvedDate: ['2026-11-25'] } : { rejectedDate: ['2026-11-25'], remarks: 'Team is short that week' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(AT_ONCE - 1).fill(409)]);
    for (const answer of answers.filter((one) => one.statusCode === 409)) expect(answer.json().message).toMatch(/^This leave application is already (decided|approved|rejected)\.$/);
    expect(await count(sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'leaveApplication' AND entity_id = ${leaveCode} AND action IN ('approve', 'reject')`)).toBe(1);
    expect(await count(sql<{ n: number }>`SELECT count(*)::int AS n FROM leave_ledger WHERE source_ref = ${leaveCode}`)).toBeLessThanOrEqual(1);
  });

  it('decides an encashment once when HR approves it ten times at once: one debit', async () => {
    const applied = await send('EMP006', 'POST', '/api/leave/encashment', { leaveType: 'PL', days: 2, reason: 'Year end' });
    expect(applied.statusCode, applied.body).toBe(201);
    const { encashmentCode } = applied.json().data;
    const answers = await Promise.all(Array.from({ length: AT_ONCE }, () => send('HR001', 'PUT', `/api/leave/encashment/${encashmentCode}/decision`, { decision: 'Approved' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(AT_ONCE - 1).fill(409)]);
    for (const answer of answers.filter((one) => one.statusCode === 409)) expect(answer.json().message).toBe('This encashment request is already decided.');
    expect(await count(sql<{ n: number }>`SELECT count(*)::int AS n FROM leave_ledger WHERE source_ref = ${encashmentCode}`)).toBe(1);
  });
});
