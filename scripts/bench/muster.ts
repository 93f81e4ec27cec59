/**
 * The muster figures of issue 20 §6 (docs/attendance-muster.md): on the built server as its own
 * process, over a database seeded with 10,000 more employees whose payroll month is stored (31
 * days each, 310,000 attendance_day rows): a muster page (p50, against the raw SQL of the same
 * page's day rows), the muster export of the whole month (wall time and the server's peak RSS,
 * against the raw SQL reading every day row of the month), and /api/health p99 while the export
 * and Process Attendance for every employee run. `npm run bench -- muster` runs only these; with
 * TEST_DATABASE_URL, PostgreSQL (the budget's database), then PGlite.
 */
import fs from 'node:fs';
import os from 'node:os';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { format, parseISO, subDays } from 'date-fns';
import { payrollMonthOf } from '../../src/shared/payrollMonth.js';
import { emptyDatabase, type DatabaseKind } from '../../tests/helpers/testDatabases.js';
import { BenchTable, benchDatabases, healthDuring, percentile } from './measure.js';
import { seed, startServerProcess, type ServerProcess } from './serverProcess.js';

const EMPLOYEES = 10_000;
/**
 * The last wholly past payroll month (25th → 24th), kept open by the approver lock date at its start
 * so Process Attendance recomputes it rather than holding it.
 */
const OPEN = payrollMonthOf(format(new Date(), 'yyyy-MM-dd'));
const LAST = payrollMonthOf(format(subDays(parseISO(OPEN.startDate), 1), 'yyyy-MM-dd'));
const MONTH = format(parseISO(LAST.endDate), 'MM-yyyy');
const PAGES = 60;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The seeded employees' month as the processor would store it: a code per day (P mostly, A, CL, OFF on Sundays). */
const STORE_MONTH = (from: string, to: string) => sql`
  INSERT INTO attendance_day (organization_id, employee_id, attendance_date, status_code, shift_code, lop_days, record, result_hash)
  SELECT eo.organization_id, eo.employee_id, d::date,
         CASE WHEN extract(isodow FROM d) = 7 THEN 'OFF' WHEN (eo.employee_id + extract(day FROM d)::int) % 23 = 0 THEN 'A'
              WHEN (eo.employee_id + extract(day FROM d)::int) % 29 = 0 THEN 'CL' WHEN (eo.employee_id + extract(day FROM d)::int) % 31 = 0 THEN 'P/A' ELSE 'P' END,
         'S1',
         CASE WHEN extract(isodow FROM d) = 7 THEN 0 WHEN (eo.employee_id + extract(day FROM d)::int) % 23 = 0 THEN 1 WHEN (eo.employee_id + extract(day FROM d)::int) % 31 = 0 THEN 0.5 ELSE 0 END,
         '{}'::jsonb, 'bench'
  FROM employee_organization eo
  CROSS JOIN generate_series(${from}::date, ${to}::date, interval '1 day') AS d
  WHERE eo.organization_id = (SELECT id FROM organization ORDER BY id LIMIT 1)
  ON CONFLICT DO NOTHING`;
const OPEN_LAST_MONTH = (from: string) => sql`
  INSERT INTO attendance_lock (organization_id, attendance_repo_lock_date) SELECT id, ${from}::date FROM organization ORDER BY id LIMIT 1
  ON CONFLICT (organization_id) DO UPDATE SET attendance_repo_lock_date = excluded.attendance_repo_lock_date, attendance_emp_lock_date = NULL`;

async function measure(kind: DatabaseKind, table: BenchTable): Promise<void> {
  const scratch = await emptyDatabase(kind);
  const dataDir = scratch.options.dataDir ?? '';
  const env: Record<string, string> = kind === 'postgres' ? { DATABASE_URL: scratch.options.databaseUrl! } : { DATA_DIR: dataDir };
  const month = LAST;
  seed(env, ['--employees', String(EMPLOYEES)]);
  /** Pages spread over the organisation's 10,000+ rows, 50 rows each (the largest page size offered). */
  const pageAt = (i: number) => (i * 37) % 200;
  // The raw floor reads the same database directly: PostgreSQL over a second connection; PGlite only
  // inside its server process, so its floor is measured on a copy opened after the server stops.
  let server: ServerProcess | undefined;
  const direct = kind === 'postgres' ? new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: scratch.options.databaseUrl, max: 1 }) }) }) : undefined;
  try {
    const floorPage = (db: Kysely<unknown>, page: number) => sql`
      SELECT e.emp_id, d.attendance_date, d.status_code, d.lop_days
      FROM (SELECT e.id, e.emp_id FROM employee e JOIN employee_organization eo ON eo.employee_id = e.id
            WHERE eo.organization_id = (SELECT id FROM organization ORDER BY id LIMIT 1) ORDER BY e.emp_id DESC LIMIT 50 OFFSET ${page * 50}) e
      JOIN attendance_day d ON d.organization_id = (SELECT id FROM organization ORDER BY id LIMIT 1) AND d.employee_id = e.id AND d.attendance_date BETWEEN ${month.startDate}::date AND ${month.endDate}::date`.execute(db);
    const floorMonth = (db: Kysely<unknown>) => sql`
      SELECT d.employee_id, d.attendance_date, d.status_code, d.lop_days FROM attendance_day d
      WHERE d.organization_id = (SELECT id FROM organization ORDER BY id LIMIT 1) AND d.attendance_date BETWEEN ${month.startDate}::date AND ${month.endDate}::date`.execute(db);

    // The raw floors, on the stored month before the server starts (the same rows the server then reads).
    let floorPageMs: number[] = [];
    let floorMonthSeconds = 0;
    const floors = async (db: Kysely<unknown>) => {
      for (let i = 0; i < 10; i++) await floorPage(db, pageAt(i));
      for (let i = 0; i < PAGES; i++) {
        const t = performance.now();
        await floorPage(db, pageAt(i));
        floorPageMs.push(performance.now() - t);
      }
      const t = performance.now();
      await floorMonth(db);
      floorMonthSeconds = (performance.now() - t) / 1000;
    };
    if (direct) {
      await STORE_MONTH(month.startDate, month.endDate).execute(direct);
      await OPEN_LAST_MONTH(month.startDate).execute(direct);
      await sql`VACUUM ANALYZE attendance_day`.execute(direct);
      await floors(direct);
    } else {
      const { openDatabase } = await import('../../src/server/db/database.js');
      const database = await openDatabase({ dataDir, databaseUrl: undefined });
      await STORE_MONTH(month.startDate, month.endDate).execute(database.db);
      await OPEN_LAST_MONTH(month.startDate).execute(database.db);
      await sql`ANALYZE attendance_day`.execute(database.db);
      await floors(database.db as unknown as Kysely<unknown>);
      await database.close();
    }
    server = await startServerProcess(env);
    const token = await server.login('HR001');
    const get = (url: string) => fetch(`${server!.url}${url}`, { headers: bearer(token) });
    const total = Number((await (await get(`/api/attendance-muster?monthYear=${MONTH}&size=1`)).json()).data.totalElements);

    // A muster page: pages spread over the organisation, 50 rows each (the largest page size offered).
    for (let i = 0; i < 10; i++) await get(`/api/attendance-muster?monthYear=${MONTH}&size=50&page=${pageAt(i)}`);
    const pageTimes: number[] = [];
    for (let i = 0; i < PAGES; i++) {
      const started = performance.now();
      const response = await get(`/api/attendance-muster?monthYear=${MONTH}&size=50&page=${pageAt(i)}`);
      await response.json();
      pageTimes.push(performance.now() - started);
    }
    // The export of the whole month, /api/health answered meanwhile.
    const exportStarted = performance.now();
    let bytes = 0;
    const exported = get(`/api/attendance-muster/export?monthYear=${MONTH}`).then(async (r) => (bytes = (await r.arrayBuffer()).byteLength));
    const healthExport = await healthDuring(server.url, exported);
    const exportSeconds = (performance.now() - exportStarted) / 1000;
    const exportPeak = server.memory().peak;

    // Process Attendance for every employee over the month, /api/health answered meanwhile.
    const processStarted = performance.now();
    const started = (await (await fetch(`${server.url}/api/attendance-muster?monthYear=${MONTH}&isAll=true`, { method: 'POST', headers: bearer(token) })).json()) as { data: { jobId: number } };
    const job = (async () => {
      for (;;) {
        const { data } = (await (await get(`/api/jobs/${started.data.jobId}`)).json()) as { data: { status: string; message: string } };
        if (data.status !== 'running') return data.message;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    })();
    const healthProcess = await healthDuring(server.url, job);
    const processSeconds = (performance.now() - processStarted) / 1000;
    const processMessage = await job;
    const processPeak = server.memory().peak;

    const rows = EMPLOYEES * (Math.round((parseISO(month.endDate).getTime() - parseISO(month.startDate).getTime()) / 86_400_000) + 1);
    table.add({ figure: `raw SQL: one page's day rows (50 employees × 31 days) p50`, value: percentile(floorPageMs, 50), unit: 'ms' });
    table.add({ figure: `GET /attendance-muster, 50 rows of ${total.toLocaleString('en')}, p50 of ${PAGES}`, value: percentile(pageTimes, 50), unit: 'ms', floor: { value: percentile(floorPageMs, 50), what: 'raw SQL' }, budget: kind === 'postgres' ? '≤ 150 ms' : undefined });
    table.add({ figure: '  its p95', value: percentile(pageTimes, 95), unit: 'ms' });
    table.add({ figure: `raw SQL: every day row of the month (${rows.toLocaleString('en')} and the demo staff's)`, value: floorMonthSeconds * 1000, unit: 'ms' });
    table.add({ figure: `MusterReport.xlsx of the month (${(bytes / 1024 / 1024).toFixed(1)} MB)`, value: exportSeconds * 1000, unit: 'ms', floor: { value: floorMonthSeconds * 1000, what: 'raw SQL' }, budget: '≤ 10000 ms' });
    table.add({ figure: '  server peak RSS after it (pool included)', value: exportPeak, unit: 'MB' });
    table.add({ figure: `  /api/health p99 during it (${healthExport.length} calls)`, value: percentile(healthExport, 99), unit: 'ms', budget: '≤ 100 ms' });
    table.add({ figure: `Process Attendance, all employees, the month: ${processMessage}`, value: processSeconds, unit: 's' });
    table.add({ figure: '  server peak RSS after it', value: processPeak, unit: 'MB' });
    table.add({ figure: `  /api/health p99 during it (${healthProcess.length} calls)`, value: percentile(healthProcess, 99), unit: 'ms', budget: '≤ 100 ms' });
  } finally {
    await server?.stop();
    await direct?.destroy();
    await scratch.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function musterFigures(): Promise<void> {
  for (const kind of benchDatabases('BENCH_MUSTER_DATABASES')) {
    const table = new BenchTable(`Attendance muster, ${EMPLOYEES.toLocaleString('en')} employees × 31 days (${kind}, ${os.availableParallelism()} cores, load ${os.loadavg()[0].toFixed(1)})`);
    try {
      await measure(kind, table);
    } catch (error) {
      console.log(`muster figures (${kind}) stopped: ${error instanceof Error ? error.message : error}`);
    }
    table.print();
  }
}

