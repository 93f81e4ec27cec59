/**
 * The attendance figures of issue 10: one whole month for 10,000 employees (1.2 million swipes →
 * 300,000 day records) processed from scratch, then again with nothing changed, held against a
 * raw floor measured in the same run: one INSERT … SELECT writing the same number of day rows from
 * the swipe table with min/max times. Each database runs in a process of its own, so its peak RSS
 * is its own. `npm run bench -- attendance` runs only these.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { markAttendanceDirty } from '../../src/server/attendance/markAttendanceDirty.js';
import { processDirtyAttendance, type ProcessCounts } from '../../src/server/attendance/processor/index.js';
import { openDatabase } from '../../src/server/db/database.js';
import { loadMasterSchemas } from '../../src/server/masters/loadMasterSchemas.js';
import { syncMasterTables } from '../../src/server/masters/syncMasterTables.js';
import { createWorkerPool } from '../../src/server/work/workerPool.js';
import { emptyDatabase, type DatabaseKind } from '../../tests/helpers/testDatabases.js';
import { BenchTable } from './measure.js';

const EMPLOYEES = Number(process.env.BENCH_ATTENDANCE_EMPLOYEES ?? 10_000);
const FROM = '2026-10-01';
const TO = '2026-10-30';
const DAYS = 30;

const peakRssMb = () => process.resourceUsage().maxRSS / 1024;

async function timed<T>(work: () => Promise<T>): Promise<{ seconds: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { seconds: (performance.now() - started) / 1000, value };
}

/** One database's figures, measured in this process. */
async function measure(kind: DatabaseKind): Promise<void> {
  const scratch = await emptyDatabase(kind);
  const database = await openDatabase({ dataDir: scratch.options.dataDir ?? '', databaseUrl: scratch.options.databaseUrl });
  const workers = createWorkerPool(path.resolve('schemas/masters'));
  const table = new BenchTable(`Attendance month, ${EMPLOYEES.toLocaleString('en')} employees (${kind}, ${os.availableParallelism()} cores, load ${os.loadavg()[0].toFixed(1)})`);
  try {
    const { db } = database;
    await syncMasterTables(db, loadMasterSchemas(path.resolve('schemas/masters')));
    const org = await db.insertInto('organization').values({ organization_code: 'BENCH', organization_detail: 'Bench', short_name: 'Bench' }).returning('id').executeTakeFirstOrThrow();
    // The month is inside the approver window, so none of it is closed.
    await db.insertInto('attendance_lock').values({ organization_id: org.id, attendance_repo_lock_date: FROM }).execute();
    await sql`
      INSERT INTO employee (emp_id, organization_id, first_name, last_name, designation, department, official_email, shift_code)
      SELECT 'B' || i, ${org.id}, 'Bench', 'Employee ' || i, 'Engineer', 'IT', 'bench' || i || '@example.com',
        CASE WHEN i % 20 = 0 THEN 'N1' WHEN i % 20 = 1 THEN 'S2' END
      FROM generate_series(1, ${EMPLOYEES}) AS i`.execute(db);
    await sql`INSERT INTO employee_organization (employee_id, organization_id) SELECT id, organization_id FROM employee WHERE organization_id = ${org.id}`.execute(db);
    // Four punches a day each: in, out for lunch, in, out (a night shift's second half after midnight), minutes varying by employee and day.
    await sql`
      INSERT INTO swipe (organization_id, employee_id, log_date_time, attendance_date, device_name, direction)
      SELECT ${org.id}, e.id, (d + p.at + ((e.id + extract(day FROM d)::int) % 40) * interval '1 minute') AT TIME ZONE 'Asia/Kolkata', d::date, 'Gate ' || (e.id % 4), p.direction
      FROM employee e
      CROSS JOIN generate_series(${FROM}::date, ${TO}::date, interval '1 day') AS d
      CROSS JOIN LATERAL (VALUES
        (CASE WHEN e.shift_code = 'N1' THEN interval '21 hours 40 minutes' ELSE interval '9 hours 10 minutes' END, 'IN'),
        (CASE WHEN e.shift_code = 'N1' THEN interval '26 hours' ELSE interval '13 hours' END, 'OUT'),
        (CASE WHEN e.shift_code = 'N1' THEN interval '26 hours 40 minutes' ELSE interval '13 hours 45 minutes' END, 'IN'),
        (CASE WHEN e.shift_code = 'N1' THEN interval '30 hours 50 minutes' ELSE interval '18 hours 20 minutes' END, 'OUT')) AS p(at, direction)
      WHERE e.organization_id = ${org.id}`.execute(db);
    await sql`VACUUM ANALYZE swipe`.execute(db);
    const swipes = Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM swipe`.execute(db)).rows[0].n);

    await sql`CREATE TABLE bench_floor_day (organization_id integer, employee_id integer, attendance_date date, first_in timestamptz, last_out timestamptz, PRIMARY KEY (organization_id, employee_id, attendance_date))`.execute(db);
    const floor = await timed(() =>
      sql`INSERT INTO bench_floor_day SELECT organization_id, employee_id, attendance_date, min(log_date_time), max(log_date_time)
          FROM swipe WHERE organization_id = ${org.id} AND attendance_date BETWEEN ${FROM} AND ${TO} GROUP BY 1, 2, 3`.execute(db),
    );
    const floorRows = Number(floor.value.numAffectedRows);

    const mark = () => markAttendanceDirty(db, org.id, { from: FROM, to: TO });
    const process = () => processDirtyAttendance(db, { workers, organizationId: org.id, concurrency: kind === 'postgres' ? 2 : 1 });
    // A running server's pool threads are already up: start them (and their TypeScript loader under tsx) before timing.
    await Promise.all([1, 2].map(() => workers.computeDays([])));
    const marking = await timed(mark);
    const first = await timed(process);
    const rssAfterFirst = peakRssMb();
    const rerun = await timed(process);
    await mark();
    const recompute = await timed(process);

    const rows = (counts: ProcessCounts) => `${counts.processed.toLocaleString('en')} marks, ${counts.written.toLocaleString('en')} written`;
    table.add({ figure: `swipes in the month`, value: swipes, unit: 'rows' });
    table.add({ figure: `raw floor: INSERT … SELECT min/max → ${floorRows.toLocaleString('en')} day rows`, value: floor.seconds, unit: 's' });
    table.add({ figure: `marking the month dirty (${(DAYS * EMPLOYEES).toLocaleString('en')} marks)`, value: marking.seconds, unit: 's' });
    table.add({ figure: `month from scratch (${rows(first.value)})`, value: first.seconds, unit: 's', floor: { value: floor.seconds, what: 'raw floor' }, budget: `${kind === 'postgres' ? '≤ 10 s' : '≤ 30 s'}, ≤ 3× floor` });
    table.add({ figure: '  its rate', value: first.value.written / first.seconds, unit: 'rows/s' });
    table.add({ figure: '  peak RSS of the process (server side, pool included)', value: rssAfterFirst, unit: 'MB' });
    table.add({ figure: `again, nothing changed (${rows(rerun.value)})`, value: rerun.seconds, unit: 's', floor: { value: first.seconds, what: 'first run' }, budget: '≤ 0.10×' });
    table.add({ figure: `whole month re-marked, inputs unchanged (${rows(recompute.value)})`, value: recompute.seconds, unit: 's', floor: { value: first.seconds, what: 'first run' } });
    table.print();
  } finally {
    await workers.close();
    await database.close();
    await scratch.drop();
  }
}

/** Runs `measure` for each database in a child process (its own peak RSS), PostgreSQL when TEST_DATABASE_URL is set. */
export async function attendanceMonthFigures(): Promise<void> {
  const kinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['postgres', 'pglite'] : ['pglite'];
  for (const kind of kinds) {
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), kind], { stdio: 'inherit' });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    if (code !== 0) console.log(`attendance month figures (${kind}) stopped: exit ${code}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await measure(process.argv[2] as DatabaseKind);
}
