/**
 * The balance import figure of issue 11: a 10,000-row opening-balance sheet (10,000 employees, one
 * type each) imported the way POST /api/leave/balance/import does it — read and checked in the worker
 * pool, the references checked, then written in one transaction — held against a raw floor measured
 * in the same run: multi-row INSERTs of the same 10,000 ledger entries. Each database runs in a
 * process of its own. `npm run bench -- leaveImport` runs only these.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { AuthContext } from '../../src/server/auth/AuthContext.js';
import { openDatabase } from '../../src/server/db/database.js';
import { checkBalanceReferences } from '../../src/server/leave/balanceImport/checkBalanceReferences.js';
import { openingEntries } from '../../src/server/leave/balanceImport/openingEntries.js';
import { writeBalanceImport } from '../../src/server/leave/balanceImport/writeBalanceImport.js';
import { loadMasterSchemas } from '../../src/server/masters/loadMasterSchemas.js';
import { insertSeedRows } from '../../src/server/masters/seedMasters.js';
import { syncMasterTables } from '../../src/server/masters/syncMasterTables.js';
import { createServerWorkerPool } from '../../src/server/serverWorkerPool.js';
import { emptyDatabase, type DatabaseKind } from '../../tests/helpers/testDatabases.js';
import { BenchTable, measureEachDatabaseApart, timed } from './measure.js';

const ROWS = Number(process.env.BENCH_LEAVE_IMPORT_ROWS ?? 10_000);
const YEAR = 2026;
/** Each row's opening: never 0, so every row is one entry in the import as in the floor. */
const daysOf = (i: number) => (i % 30) / 2 + 0.5;
/** Rows per floor INSERT: 10 columns each, under PostgreSQL's 65,535 parameters. */
const FLOOR_BATCH = 5000;

async function measure(kind: DatabaseKind): Promise<void> {
  const scratch = await emptyDatabase(kind);
  const database = await openDatabase({ dataDir: scratch.options.dataDir ?? '', databaseUrl: scratch.options.databaseUrl });
  const schemasDir = path.resolve('schemas/masters');
  const workers = createServerWorkerPool();
  const table = new BenchTable(`Leave balance import, ${ROWS.toLocaleString('en')} rows (${kind}, ${os.availableParallelism()} cores, load ${os.loadavg()[0].toFixed(1)})`);
  try {
    const { db } = database;
    const masters = loadMasterSchemas(schemasDir);
    await syncMasterTables(db, masters);
    const org = await db.insertInto('organization').values({ organization_code: 'BENCH', organization_detail: 'Bench', short_name: 'Bench' }).returning('id').executeTakeFirstOrThrow();
    await insertSeedRows(db, masters.find((m) => m.name === 'leaveTypeCategory')!, org.id);
    await sql`
      INSERT INTO employee (emp_id, organization_id, first_name, last_name, designation, department, official_email)
      SELECT 'B' || i, ${org.id}, 'Bench', 'Employee ' || i, 'Engineer', 'IT', 'bench' || i || '@example.com'
      FROM generate_series(1, ${ROWS}) AS i`.execute(db);
    await sql`INSERT INTO employee_organization (employee_id, organization_id) SELECT id, organization_id FROM employee WHERE organization_id = ${org.id}`.execute(db);
    await sql`ANALYZE employee`.execute(db);
    const first = await db.selectFrom('employee').select(['id', 'emp_id']).where('organization_id', '=', org.id).orderBy('id').executeTakeFirstOrThrow();
    const auth = { employeeId: first.id, empId: first.emp_id, organizationId: org.id } as AuthContext;
    const csv = ['Emp ID,Leave Type,Year,Opening Balance,Reason', ...Array.from({ length: ROWS }, (_, i) => `B${i + 1},PL,${YEAR},${daysOf(i)},Migrated`)].join('\n');
    const file = { name: 'opening.csv', bytes: Buffer.from(csv) };
    // A running server's pool threads are already up: start one (and tsx under it) before timing.
    await workers.checkLeaveBalances({ name: 'warm.csv', bytes: Buffer.from('Emp ID,Leave Type,Year,Opening Balance\nB1,PL,2026,1') });

    // The floor: the same entries, built once, written by plain multi-row INSERTs into a copy of the ledger.
    await sql`CREATE TABLE bench_floor_ledger (LIKE leave_ledger INCLUDING ALL)`.execute(db);
    const lines = Array.from({ length: ROWS }, (_, i) => ({ empId: `B${i + 1}`, leaveType: 'PL', year: YEAR, days: daysOf(i), reason: 'Migrated' }));
    const ids = new Map((await db.selectFrom('employee').select(['id', 'emp_id']).where('organization_id', '=', org.id).execute()).map((e) => [e.emp_id, e.id]));
    const entries = openingEntries(lines, ids, new Map(), { organizationId: org.id, importId: 0, empId: auth.empId });
    const floor = await timed(async () => {
      for (let start = 0; start < entries.length; start += FLOOR_BATCH) {
        await db.insertInto('bench_floor_ledger' as 'leave_ledger').values(entries.slice(start, start + FLOOR_BATCH)).execute();
      }
    });

    const whole = await timed(async () => {
      const check = await timed(() => workers.checkLeaveBalances(file));
      const references = await timed(() => checkBalanceReferences(db, org.id, check.value.lines));
      if (check.value.errors.length || references.value.errors.length) throw new Error(`the bench sheet has errors: ${JSON.stringify([...check.value.errors, ...references.value.errors].slice(0, 3))}`);
      const write = await timed(() => writeBalanceImport(db, auth, { name: file.name, rows: ROWS }, check.value.lines.map((l) => l.line), references.value.employees));
      return { check, references, write };
    });
    const again = await timed(async () => {
      const check = await workers.checkLeaveBalances(file);
      const references = await checkBalanceReferences(db, org.id, check.lines);
      return writeBalanceImport(db, auth, { name: file.name, rows: ROWS }, check.lines.map((l) => l.line), references.employees);
    });
    const { check, references, write } = whole.value;
    table.add({ figure: `raw floor: multi-row INSERT of ${entries.length.toLocaleString('en')} ledger entries`, value: floor.seconds, unit: 's' });
    table.add({ figure: `import of ${ROWS.toLocaleString('en')} rows, file to committed (${write.value.openings.toLocaleString('en')} openings)`, value: whole.seconds, unit: 's', floor: { value: floor.seconds, what: 'raw floor' } });
    table.add({ figure: '  read and check the sheet (worker pool)', value: check.seconds, unit: 's' });
    table.add({ figure: '  employees and types (database)', value: references.seconds, unit: 's' });
    table.add({ figure: '  write: lock, read openings, entries, audit (one transaction)', value: write.seconds, unit: 's', floor: { value: floor.seconds, what: 'raw floor' } });
    table.add({ figure: `the same file again (${again.value.unchanged.toLocaleString('en')} unchanged, nothing written)`, value: again.seconds, unit: 's', floor: { value: whole.seconds, what: 'first import' } });
    table.print();
  } finally {
    await workers.close();
    await database.close();
    await scratch.drop();
  }
}

/** Runs `measure` for each database in a child process, PostgreSQL when TEST_DATABASE_URL is set. */
export async function leaveImportFigures(): Promise<void> {
  await measureEachDatabaseApart(import.meta.url, 'leave import');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await measure(process.argv[2] as DatabaseKind);
}
