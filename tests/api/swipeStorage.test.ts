import { CompiledQuery, sql, type Compilable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceDateOf } from '../../src/server/attendance/attendanceDate.js';
import { daySwipes, firstInLastOut, swipesSince } from '../helpers/swipeQueries.js';
import { databaseKinds } from '../helpers/testDatabases.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe('the attendance day of a swipe', () => {
  it('is the calendar day in the zone, or the previous one before a night shift’s day start', () => {
    // 2026-03-05 02:00 in India is 2026-03-04 20:30 UTC.
    const earlyMorning = new Date('2026-03-04T20:30:00Z');
    expect(attendanceDateOf(earlyMorning)).toBe('2026-03-05');
    expect(attendanceDateOf(earlyMorning, { timeZone: 'Asia/Kolkata', dayStartsAt: '06:00' })).toBe('2026-03-04');
    expect(attendanceDateOf(earlyMorning, { timeZone: 'UTC', dayStartsAt: '00:00' })).toBe('2026-03-04');
    // 07:00 in India is after a 06:00 day start: the same day.
    expect(attendanceDateOf(new Date('2026-03-05T01:30:00Z'), { timeZone: 'Asia/Kolkata', dayStartsAt: '06:00' })).toBe('2026-03-05');
  });
});

describe.each(databaseKinds)('swipe storage on %s', (kind) => {
  let server: TestServer;
  let organizationId: number;
  let employeeId: number;

  /** The index names the planner chose for a query, from EXPLAIN (FORMAT JSON). */
  async function indexesUsed(query: Compilable<unknown>): Promise<string[]> {
    const compiled = query.compile();
    const result = await server.database.db.executeQuery<{ 'QUERY PLAN': unknown }>(
      CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${compiled.sql}`, [...compiled.parameters]),
    );
    const raw = result.rows[0]['QUERY PLAN'];
    const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
    return nodesOf(plan.Plan).flatMap((node) => (node['Index Name'] ? [node['Index Name']] : []));
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    const { db } = server.database;
    const acme = await db.selectFrom('organization').select('id').where('organization_code', '=', 'ACME').executeTakeFirstOrThrow();
    organizationId = acme.id;
    employeeId = (await db.selectFrom('employee').select('id').where('emp_id', '=', 'EMP001').executeTakeFirstOrThrow()).id;
    // A year of weekday swipes (in at 09:00, out at 18:00 India time, stored as their UTC instants) for
    // every ACME employee, in arrival order as a device feed writes them: about 90,000 rows.
    await sql`
      INSERT INTO swipe (organization_id, employee_id, log_date_time, attendance_date, device_name, direction)
      SELECT ${organizationId}, e.id, d + t.at - interval '5 hours 30 minutes', d::date, 'Main Gate Bio Metric', t.direction
      FROM generate_series(timestamp '2025-01-01', timestamp '2025-12-31', interval '1 day') AS d
      CROSS JOIN (SELECT id FROM employee WHERE organization_id = ${organizationId}) AS e
      CROSS JOIN (VALUES (interval '9 hours', 'IN'), (interval '18 hours', 'OUT')) AS t(at, direction)
      WHERE extract(isodow FROM d) < 6
      ORDER BY d, t.at, e.id`.execute(db);
    await sql`VACUUM ANALYZE swipe`.execute(db);
  });
  afterAll(() => server?.close());

  it('holds enough swipes for the planner to choose between a scan and an index', async () => {
    const { count } = await server.database.db.selectFrom('swipe').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    expect(Number(count)).toBeGreaterThan(50_000);
  });

  it('reads one employee’s day through the (organisation, employee, attendance date) index', async () => {
    const query = daySwipes(server.database.db, organizationId, employeeId, '2025-06-10');
    expect(await indexesUsed(query)).toContain('swipe_employee_day_idx');
    const rows = await query.execute();
    expect(rows.map((row) => row.direction)).toEqual(['IN', 'OUT']);
    expect(rows.map((row) => attendanceDateOf(new Date(row.log_date_time)))).toEqual(['2025-06-10', '2025-06-10']);
  });

  it('aggregates a month’s first in and last out for every employee through the (organisation, attendance date) index', async () => {
    const query = firstInLastOut(server.database.db, organizationId, '2025-06-01', '2025-07-01');
    expect(await indexesUsed(query)).toContain('swipe_day_idx');
    const rows = await query.execute();
    const employees = await server.database.db.selectFrom('employee').select('id').where('organization_id', '=', organizationId).execute();
    // June 2025 has 21 weekdays.
    expect(rows).toHaveLength(employees.length * 21);
    const mine = rows.find((row) => row.employee_id === employeeId && String(row.attendance_date) === '2025-06-10')!;
    expect(new Date(mine.first_in).toISOString()).toBe('2025-06-10T03:30:00.000Z');
    expect(new Date(mine.last_out).toISOString()).toBe('2025-06-10T12:30:00.000Z');
  });

  it('reads the swipes since a watermark through the primary key (organisation, id)', async () => {
    const { max } = await server.database.db.selectFrom('swipe').select((eb) => eb.fn.max('id').as('max')).executeTakeFirstOrThrow();
    const query = swipesSince(server.database.db, organizationId, Number(max) - 10, 100);
    expect(await indexesUsed(query)).toContain('swipe_pkey');
    expect((await query.execute()).length).toBeLessThanOrEqual(10);
  });
});
