/**
 * The admin tracker of issue 20 §6: a payroll month of 10,000 employees (300,000 processed days,
 * about a million swipes, 10 departments) answered by adminTracker (the route's whole work: its SQL and
 * the per-department totals), held against a raw SQL floor measured in the same run: one statement
 * that only groups the month's stored days by department (count and sums), with no swipes or
 * regularizations. Wall time of the median of 5 runs, and the process's peak RSS (on PGlite the
 * database runs in this process). `npm run bench -- tracker` runs only these.
 */
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { adminTracker } from '../../src/server/attendance/reports/trackerQuery.js';
import { openDatabase } from '../../src/server/db/database.js';
import { loadMasterSchemas } from '../../src/server/masters/loadMasterSchemas.js';
import { syncMasterTables } from '../../src/server/masters/syncMasterTables.js';
import { emptyDatabase, type DatabaseKind } from '../../tests/helpers/testDatabases.js';
import { BenchTable, benchDatabases, percentile } from './measure.js';

const EMPLOYEES = Number(process.env.BENCH_TRACKER_EMPLOYEES ?? 10_000);
const FROM = '2026-09-25';
const TO = '2026-10-24';
const RUNS = 5;

const peakRssMb = () => process.resourceUsage().maxRSS / 1024;

async function measure(kind: DatabaseKind): Promise<BenchTable> {
  const scratch = await emptyDatabase(kind);
  const database = await openDatabase({
    dataDir: scratch.options.dataDir ?? '',
    databaseUrl: scratch.options.databaseUrl,
  });
  const table = new BenchTable(
    `Admin tracker, ${EMPLOYEES.toLocaleString('en')} employees × a payroll month (${kind}, ${os.availableParallelism()} cores, load ${os.loadavg()[0].toFixed(1)})`,
  );
  try {
    const { db } = database;
    await syncMasterTables(db, loadMasterSchemas(path.resolve('schemas/masters')));
    const org = await db
      .insertInto('organization')
      .values({
        organization_code: 'BENCH',
        organization_detail: 'Bench',
        short_name: 'Bench',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`
      INSERT INTO employee (emp_id, organization_id, first_name, last_name, designation, department, official_email)
      SELECT 'B' || i, ${org.id}, 'Bench', 'Employee ' || i, 'Engineer', 'Department ' || (i % 10), 'bench' || i || '@example.com'
      FROM generate_series(1, ${EMPLOYEES}) i`.execute(db);
    await sql`INSERT INTO employee_organization (employee_id, organization_id) SELECT id, organization_id FROM employee WHERE organization_id = ${org.id}`.execute(
      db,
    );
    // Processed days as the processor stores them: packed records, a present day with its hours, weekends off, some absences and leave.
    await sql`
      INSERT INTO attendance_day (organization_id, employee_id, attendance_date, status_code, shift_code, lop_days, record, result_hash)
      SELECT ${org.id}, e.id, d::date,
             CASE WHEN extract(isodow FROM d) = 7 THEN 'OFF' WHEN (e.id + extract(day FROM d)::int) % 23 = 0 THEN 'A' WHEN (e.id + extract(day FROM d)::int) % 29 = 0 THEN 'CL' WHEN (e.id + extract(day FROM d)::int) % 17 = 0 THEN 'P/A' ELSE 'P' END,
             'S1', 0,
             CASE WHEN extract(isodow FROM d) = 7 THEN '{}' ELSE '{"inTime":"09:30","outTime":"18:40","totalWorkHours":"09:10","breakHrs":"00:45","actualWorkHours":"08:25"}' END::jsonb,
             'bench'
      FROM employee e CROSS JOIN generate_series(${FROM}::date, ${TO}::date, interval '1 day') d
      WHERE e.organization_id = ${org.id}`.execute(db);
    await sql`
      INSERT INTO swipe (organization_id, employee_id, log_date_time, attendance_date, device_name, direction, source)
      SELECT ${org.id}, e.id, d + p.at, d::date, 'Main Gate', p.direction, 'Bio Metric'
      FROM employee e CROSS JOIN generate_series(${FROM}::date, ${TO}::date, interval '1 day') d
      CROSS JOIN (VALUES (interval '4 hours', 'IN'), (interval '8 hours', 'OUT'), (interval '9 hours', 'IN'), (interval '13 hours 10 minutes', 'OUT')) p(at, direction)
      WHERE e.organization_id = ${org.id} AND extract(isodow FROM d) <> 7`.execute(db);
    await sql`ANALYZE`.execute(db);

    const timeRuns = async (work: () => Promise<unknown>) => {
      await work(); // warm-up
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        await work();
        samples.push(performance.now() - started);
      }
      return percentile(samples, 50);
    };
    const floor = await timeRuns(() =>
      sql`SELECT e.department, count(DISTINCT e.id), count(*) FILTER (WHERE ad.status_code = 'P'), sum(length(ad.record::text))
          FROM attendance_day ad JOIN employee e ON e.id = ad.employee_id
          WHERE ad.organization_id = ${org.id} AND ad.attendance_date BETWEEN ${FROM}::date AND ${TO}::date GROUP BY e.department`.execute(db),
    );
    let departments = 0;
    const product = await timeRuns(async () => {
      departments = Object.keys(await adminTracker(db, org.id, FROM, TO)).length;
    });
    table.add({
      figure: `admin tracker of a month (${departments} departments)`,
      value: product,
      unit: 'ms',
      floor: { value: floor, what: 'days grouped by department (raw SQL)' },
      budget: '≤ 3000 ms',
    });
    table.add({
      figure: 'peak RSS of the bench process',
      value: peakRssMb(),
      unit: 'MB',
    });
  } finally {
    await database.close();
    await scratch.drop();
  }
  return table;
}

/** The tracker's figures on PGlite and, with TEST_DATABASE_URL, PostgreSQL. */
export async function adminTrackerFigures(): Promise<void> {
  // BENCH_TRACKER_KINDS=postgres: one database only.
  const kinds = benchDatabases('BENCH_TRACKER_KINDS').filter(
    (kind) => kind === 'pglite' || process.env.TEST_DATABASE_URL,
  );
  for (const kind of kinds) (await measure(kind)).print();
}
