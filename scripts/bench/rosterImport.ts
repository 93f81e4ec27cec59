/**
 * The roster import figure of issue 19 §4: a Shift Roster sheet of 10,000 employees × the 31 days of
 * a payroll month (310,000 employee·dates) imported the way POST /api/shift-roster/import does it —
 * the organisation's employees, shifts and open month read, the workbook read and checked whole in
 * the worker pool, then written in one transaction that marks every changed day for recomputing
 * and audits — held against a floor measured in the same run: the same 310,000 rows COPYed into a
 * plain table (no key, no index) on PostgreSQL; on PGlite, whose server cannot read a file of ours,
 * one INSERT … SELECT of the same rows from arrays. Each database runs in a process of its own.
 * `npm run bench -- roster` runs only these.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import * as XLSX from 'xlsx';
import type { AuthContext } from '../../src/server/auth/AuthContext.js';
import { openDatabase } from '../../src/server/db/database.js';
import { loadMasterSchemas } from '../../src/server/masters/loadMasterSchemas.js';
import { insertSeedRows } from '../../src/server/masters/seedMasters.js';
import { syncMasterTables } from '../../src/server/masters/syncMasterTables.js';
import { createServerWorkerPool } from '../../src/server/serverWorkerPool.js';
import { loadRosterContext } from '../../src/server/shifts/loadRosterContext.js';
import { writeRosterImport } from '../../src/server/shifts/writeRosterImport.js';
import { emptyDatabase, type DatabaseKind } from '../../tests/helpers/testDatabases.js';
import { BenchTable, measureEachDatabaseApart, timed } from './measure.js';

const EMPLOYEES = Number(process.env.BENCH_ROSTER_EMPLOYEES ?? 10_000);
/** "Today" at the end of a 31-day payroll month (25 Dec 2026 – 24 Jan 2027): every date is in it and up to today, so every day is marked. */
const TODAY = '2027-01-24';
const DATES = Array.from({ length: 31 }, (_, i) => new Date(Date.UTC(2026, 11, 25 + i)).toISOString().slice(0, 10));
const SHIFTS = ['S1', 'G1', 'S2', 'N1'];
/** A week of six shifts and a day off, staggered per employee. */
const cellOf = (employee: number, day: number) => ((employee + day) % 7 === 0 ? 'OFF' : SHIFTS[(employee + day) % SHIFTS.length]);

async function measure(kind: DatabaseKind): Promise<void> {
  const scratch = await emptyDatabase(kind);
  const database = await openDatabase({ dataDir: scratch.options.dataDir ?? '', databaseUrl: scratch.options.databaseUrl });
  const workers = createServerWorkerPool();
  const entries = EMPLOYEES * DATES.length;
  const table = new BenchTable(
    `Shift roster import, ${EMPLOYEES.toLocaleString('en')} employees × ${DATES.length} days = ${entries.toLocaleString('en')} entries (${kind}, ${os.availableParallelism()} cores, load ${os.loadavg()[0].toFixed(1)})`,
  );
  const csvPath = path.join(os.tmpdir(), `bench-roster-floor-${process.pid}.csv`);
  try {
    const { db } = database;
    const masters = loadMasterSchemas(path.resolve('schemas/masters'));
    await syncMasterTables(db, masters);
    const org = await db.insertInto('organization').values({ organization_code: 'BENCH', organization_detail: 'Bench', short_name: 'Bench' }).returning('id').executeTakeFirstOrThrow();
    await insertSeedRows(db, masters.find((m) => m.name === 'shiftMaster')!, org.id);
    await sql`
      INSERT INTO employee (emp_id, organization_id, first_name, last_name, designation, department, official_email)
      SELECT 'B' || i, ${org.id}, 'Bench', 'Employee ' || i, 'Engineer', 'IT', 'bench' || i || '@example.com'
      FROM generate_series(1, ${EMPLOYEES}) AS i`.execute(db);
    await sql`INSERT INTO employee_organization (employee_id, organization_id) SELECT id, organization_id FROM employee WHERE organization_id = ${org.id} ON CONFLICT DO NOTHING`.execute(db);
    await sql`ANALYZE employee`.execute(db);
    const people = await db.selectFrom('employee').select(['id', 'emp_id']).where('organization_id', '=', org.id).orderBy('id').execute();
    const auth = { employeeId: people[0].id, empId: people[0].emp_id, organizationId: org.id } as AuthContext;

    const workbook = (matrix: string[][]) => {
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(matrix), 'Roster');
      return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    };
    const file = { name: 'roster.xlsx', bytes: workbook([['Emp ID', 'Employee Name', ...DATES], ...people.map((person, e) => [person.emp_id, `Bench Employee ${e + 1}`, ...DATES.map((_, d) => cellOf(e, d))])]) };
    // A running server's pool threads are already up: start one before timing.
    const warm = await loadRosterContext(db, org.id, TODAY);
    await workers.checkRosterSheet({ kind: 'shiftRoster', file: { name: 'warm.xlsx', bytes: workbook([['Emp ID', DATES[0]], ['B1', 'S1']]) }, context: warm });

    // The floor: the same rows into a plain table.
    await sql`CREATE TABLE bench_floor_roster (organization_id integer, employee_id integer, roster_date date, shift_code text, day_type text, source text)`.execute(db);
    const rows = people.flatMap((person, e) => DATES.map((date, d) => [org.id, person.id, date, cellOf(e, d) === 'OFF' ? '' : cellOf(e, d), cellOf(e, d) === 'OFF' ? 'OFF' : '', 'shiftRoster']));
    let floorWhat: string;
    let floor: { seconds: number };
    if (kind === 'postgres') {
      fs.writeFileSync(csvPath, rows.map((row) => row.join(',')).join('\n'), { mode: 0o644 });
      floorWhat = 'COPY floor';
      floor = await timed(() => sql`COPY bench_floor_roster FROM ${sql.raw(`'${csvPath}'`)} (FORMAT csv)`.execute(db));
    } else {
      floorWhat = 'INSERT … SELECT floor';
      const column = (i: number) => rows.map((row) => row[i] || null);
      floor = await timed(
        () => sql`INSERT INTO bench_floor_roster SELECT * FROM unnest(${column(0)}::integer[], ${column(1)}::integer[], ${column(2)}::date[], ${column(3)}::text[], ${column(4)}::text[], ${column(5)}::text[])`.execute(db),
      );
    }

    const importOnce = () =>
      timed(async () => {
        const context = await timed(() => loadRosterContext(db, org.id, TODAY));
        const check = await timed(() => workers.checkRosterSheet({ kind: 'shiftRoster', file, context: context.value }));
        if (check.value.refused || check.value.errors.length) throw new Error(`the bench sheet has errors: ${check.value.refused ?? check.value.errors[0].error}`);
        const write = await timed(() => writeRosterImport(db, auth, 'shiftRoster', { name: file.name, rows: check.value.rowCount }, check.value.entries, TODAY, async () => undefined));
        return { context, check, write };
      });
    const whole = await importOnce();
    const { context, check, write } = whole.value;
    await sql`DELETE FROM attendance_dirty`.execute(db);
    const again = await importOnce();
    table.add({ figure: `${floorWhat}: ${entries.toLocaleString('en')} rows into a plain table`, value: floor.seconds, unit: 's' });
    table.add({ figure: `import, file to committed (${write.value.changed.toLocaleString('en')} entries written and marked)`, value: whole.seconds, unit: 's', floor: { value: floor.seconds, what: floorWhat } });
    table.add({ figure: '  employees, shifts, payroll month (database)', value: context.seconds, unit: 's' });
    table.add({ figure: '  read and check the workbook (worker pool)', value: check.seconds, unit: 's' });
    table.add({ figure: '  write: upsert, mark days, audit (one transaction)', value: write.seconds, unit: 's', floor: { value: floor.seconds, what: floorWhat } });
    table.add({ figure: `the same file again (${again.value.write.value.changed.toLocaleString('en')} changed, nothing marked)`, value: again.seconds, unit: 's', floor: { value: whole.seconds, what: 'first import' } });
    table.print();
  } finally {
    fs.rmSync(csvPath, { force: true });
    await workers.close();
    await database.close();
    await scratch.drop();
  }
}

/** Runs `measure` for each database in a child process, PostgreSQL when TEST_DATABASE_URL is set. */
export async function rosterImportFigures(): Promise<void> {
  await measureEachDatabaseApart(import.meta.url, 'roster import');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await measure(process.argv[2] as DatabaseKind);
}
