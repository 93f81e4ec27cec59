import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { beforeMigration, migrate } from '../helpers/migrationTest.js';
import { databaseKinds } from '../helpers/testDatabases.js';

/**
 * Migration 0024 (docs/leave-applications.md, "Storage"): an application's span, from_session/to_session
 * (start in Session X on the first day, end in Session Y on the last), becomes the two day-choices
 * from_sessions/to_sessions without changing what any stored application took.
 */
describe.each(databaseKinds)('leave day-choice migration on %s', { timeout: 180_000 }, (kind) => {
  it('turns each stored span into the sessions its first and last day took', async () => {
    await beforeMigration(kind, '0024', async (db: Kysely<any>, { organizationId, employeeId }) => {
      const spans: [string, string, string, 1 | 2, 1 | 2][] = [
        ['LV1', '2026-11-16', '2026-11-17', 1, 2],
        ['LV2', '2026-11-16', '2026-11-17', 1, 1],
        ['LV3', '2026-11-16', '2026-11-18', 2, 1],
        ['LV4', '2026-11-16', '2026-11-16', 1, 2],
        ['LV5', '2026-11-16', '2026-11-16', 2, 2],
        ['LV6', '2026-11-16', '2026-11-16', 1, 1],
      ];
      for (const [code, from, to, fromSession, toSession] of spans) {
        await sql`INSERT INTO leave_application (organization_id, leave_code, employee_id, leave_type, from_date, from_session, to_date, to_session, num_days, reason, applied_to_id)
                  VALUES (${organizationId}, ${code}, ${employeeId}, 'CL', ${from}, ${fromSession}, ${to}, ${toSession}, 1, 'x', ${employeeId})`.execute(db);
      }
      await migrate(db);
      const rows = await db.selectFrom('leave_application').select(['leave_code', 'from_sessions', 'to_sessions']).orderBy('leave_code').execute();
      expect(rows.map((r) => [r.leave_code, r.from_sessions, r.to_sessions])).toEqual([
        ['LV1', [1, 2], [1, 2]],
        ['LV2', [1, 2], [1]],
        ['LV3', [2], [1]],
        ['LV4', [1, 2], [1, 2]],
        ['LV5', [2], [2]],
        ['LV6', [1], [1]],
      ]);
      // The checks hold: a choice is {1}, {2} or {1,2}, and a one-day leave has one.
      const insert = (code: string, from: string, to: string, fromSessions: string, toSessions: string) =>
        sql`INSERT INTO leave_application (organization_id, leave_code, employee_id, leave_type, from_date, from_sessions, to_date, to_sessions, num_days, reason, applied_to_id)
            VALUES (${organizationId}, ${code}, ${employeeId}, 'CL', ${from}, ${fromSessions}::smallint[], ${to}, ${toSessions}::smallint[], 1, 'x', ${employeeId})`.execute(db);
      await expect(insert('BAD1', '2026-11-16', '2026-11-17', '{}', '{1,2}')).rejects.toThrow();
      await expect(insert('BAD2', '2026-11-16', '2026-11-17', '{2,1}', '{1,2}')).rejects.toThrow();
      await expect(insert('BAD3', '2026-11-16', '2026-11-16', '{1}', '{2}')).rejects.toThrow();
      await insert('OK1', '2026-11-16', '2026-11-17', '{1}', '{2}');
    });
  });
});
