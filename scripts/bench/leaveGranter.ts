/**
 * The Leave Granter's figure of issue 11: the yearly accrual for 10,000 employees (a Year run of
 * every type with accrual, through the granter's own read, plan in the worker pool and write),
 * held against a raw floor measured in the same run: plain multi-row INSERTs of the same entries
 * into a copy of the ledger with the same indexes. Then the same run again, which must write
 * nothing (idempotent per key). Each database runs in a process of its own. `npm run bench -- leave`
 * (or BENCH_ONLY=leave) runs only these.
 */
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { openDatabase } from '../../src/server/db/database.js';
import { plan, writeGrant } from '../../src/server/leave/granter/runGranter.js';
import { createServerWorkerPool } from '../../src/server/serverWorkerPool.js';
import { seededDatabase, type DatabaseKind } from '../../tests/helpers/testDatabases.js';
import { BenchTable, measureEachDatabaseApart, timed } from './measure.js';

const EMPLOYEES = Number(process.env.BENCH_LEAVE_EMPLOYEES ?? 10_000);
const YEAR = 2027;
/** Rows per INSERT, as the granter writes them. */
const CHUNK = 2000;

async function measure(kind: DatabaseKind): Promise<void> {
  // The demo: ACME's leave types and its default Standard scheme; the bench's employees join it.
  const scratch = await seededDatabase(kind);
  const database = await openDatabase({ dataDir: scratch.options.dataDir ?? '', databaseUrl: scratch.options.databaseUrl });
  const workers = createServerWorkerPool();
  const table = new BenchTable(`Leave Granter, yearly accrual, ${EMPLOYEES.toLocaleString('en')} employees (${kind}, ${os.availableParallelism()} cores, load ${os.loadavg()[0].toFixed(1)})`);
  try {
    const { db } = database;
    const org = await db.selectFrom('organization').select('id').where('organization_code', '=', 'ACME').executeTakeFirstOrThrow();
    await sql`
      INSERT INTO employee (emp_id, organization_id, first_name, last_name, designation, department, official_email, date_of_joining, gender)
      SELECT 'LB' || i, ${org.id}, 'Bench', 'Employee ' || i, 'Engineer', 'IT', 'leavebench' || i || '@example.com',
        CASE WHEN i % 10 = 0 THEN make_date(${YEAR}, 1 + i % 12, 1 + i % 28) ELSE DATE '2020-04-01' END,
        CASE WHEN i % 2 = 0 THEN 'Female' ELSE 'Male' END
      FROM generate_series(1, ${EMPLOYEES}) AS i`.execute(db);
    await sql`INSERT INTO employee_organization (employee_id, organization_id) SELECT id, organization_id FROM employee WHERE emp_id LIKE 'LB%'`.execute(db);
    const ids = (await db.selectFrom('employee').select('id').where('emp_id', 'like', 'LB%').orderBy('id').execute()).map((row) => row.id);
    const period = { kind: 'Year' as const, year: YEAR };
    const run = await db.insertInto('leave_granter_run').values({ organization_id: org.id, period_kind: 'Year', period: String(YEAR), leave_types: [], created_by: 'bench' }).returning('id').executeTakeFirstOrThrow();
    const planned = await plan(database, workers, org.id, { period }, ids);
    // A running server's pool threads are already up: start one (and its TypeScript loader under tsx) before timing.
    const { entries } = await planned.load();

    await sql`CREATE TABLE bench_floor_ledger (LIKE leave_ledger INCLUDING DEFAULTS INCLUDING INDEXES)`.execute(db);
    const floor = await timed(async () => {
      for (let start = 0; start < entries.length; start += CHUNK) {
        await db
          .insertInto('bench_floor_ledger' as 'leave_ledger')
          .values(entries.slice(start, start + CHUNK).map((e) => ({ organization_id: org.id, employee_id: e.employeeId, leave_type: e.leaveType, leave_year: e.leaveYear, entry_kind: e.entryKind, days: e.days, effective_date: e.effectiveDate, expires_on: e.expiresOn, source_ref: `granter:${run.id}`, idempotency_key: e.key, reason: `Leave Granter ${YEAR}`, created_by: 'bench' })))
          .execute();
      }
    });
    const write = { organizationId: org.id, runId: run.id, period, employeeIds: ids, createdBy: 'bench' };
    const first = await timed(() => writeGrant(db, planned.load, write, async () => undefined));
    const again = await timed(() => writeGrant(db, planned.load, write, async () => undefined));

    table.add({ figure: `entries of the year (${first.value.employees.toLocaleString('en')} employees credited)`, value: entries.length, unit: 'rows' });
    table.add({ figure: `raw floor: multi-row INSERTs of the same entries, ${CHUNK} a statement`, value: floor.seconds, unit: 's' });
    table.add({ figure: `granter Year run (lock, read, plan in the pool, write ${first.value.written.toLocaleString('en')})`, value: first.seconds, unit: 's', floor: { value: floor.seconds, what: 'raw floor' } });
    table.add({ figure: '  its rate', value: first.value.written / first.seconds, unit: 'rows/s' });
    table.add({ figure: `the same run again (writes ${again.value.written})`, value: again.seconds, unit: 's', floor: { value: first.seconds, what: 'first run' } });
    table.print();
  } finally {
    await workers.close();
    await database.close();
    await scratch.drop();
  }
}

/** Runs `measure` for each database in a child process, PostgreSQL when TEST_DATABASE_URL is set. */
export async function leaveGranterFigures(): Promise<void> {
  await measureEachDatabaseApart(import.meta.url, 'leave granter');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await measure(process.argv[2] as DatabaseKind);
}
