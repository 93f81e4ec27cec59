/**
 * The help desk report of issue 22 §2 on 100,000 tickets (a year of 1,000 employees, 4 categories,
 * a fifth reopened, most completed): one page of GET /help-desk/reports' work (reportPage: the page
 * and the count) over the whole year, the same with a search, and the graph — each held against a
 * raw SQL floor measured in the same run (the count and the first page of the year's tickets with no
 * joins or filters). Median of 5 runs. `npm run bench -- helpDesk` runs only these.
 */
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../../src/server/db/database.js';
import { reportGraph, reportPage } from '../../src/server/helpDesk/helpDeskReport.js';
import { loadMasterSchemas } from '../../src/server/masters/loadMasterSchemas.js';
import { syncMasterTables } from '../../src/server/masters/syncMasterTables.js';
import { emptyDatabase, type DatabaseKind } from '../../tests/helpers/testDatabases.js';
import { BenchTable, percentile } from './measure.js';

const TICKETS = Number(process.env.BENCH_HELP_DESK_TICKETS ?? 100_000);
const EMPLOYEES = 1_000;
const RUNS = 5;
const FROM = '2026-01-01';
const TO = '2026-12-31';

async function measure(kind: DatabaseKind): Promise<BenchTable> {
  const scratch = await emptyDatabase(kind);
  const database = await openDatabase({ dataDir: scratch.options.dataDir ?? '', databaseUrl: scratch.options.databaseUrl });
  const table = new BenchTable(`Help desk report, ${TICKETS.toLocaleString('en')} tickets (${kind}, ${os.availableParallelism()} cores, load ${os.loadavg()[0].toFixed(1)})`);
  try {
    const { db } = database;
    await syncMasterTables(db, loadMasterSchemas(path.resolve('schemas/masters')));
    const org = await db.insertInto('organization').values({ organization_code: 'BENCH', organization_detail: 'Bench', short_name: 'Bench' }).returning('id').executeTakeFirstOrThrow();
    await sql`
      INSERT INTO employee (emp_id, organization_id, first_name, last_name, designation, department, official_email)
      SELECT 'B' || i, ${org.id}, 'Bench', 'Employee ' || i, 'Engineer', 'Department ' || (i % 10), 'bench' || i || '@example.com'
      FROM generate_series(1, ${EMPLOYEES}) i`.execute(db);
    const { rows: range } = await sql<{ first: number }>`SELECT min(id) AS first FROM employee WHERE organization_id = ${org.id}`.execute(db);
    const first = range[0].first;
    await sql`
      INSERT INTO help_desk_ticket (organization_id, raised_by_id, raised_for_id, contact_row_id, menu_name, sub_menu_name, ticket_details, assigned_to_id, manager_id,
        status, resolution_comment, raised_at, response_due_at, resolution_due_at, responded_at, completed_at, reopen_count)
      SELECT ${org.id}, ${first} + (i % ${EMPLOYEES}), ${first} + ((i * 7) % ${EMPLOYEES}), 1 + i % 4,
        (ARRAY['IT Support', 'Payroll', 'HR Policies', 'Facilities'])[1 + i % 4], 'Sub ' || (i % 3), 'Ticket number ' || i || ' about something',
        ${first} + (i % 20), ${first} + 20 + (i % 5),
        CASE WHEN i % 10 = 0 THEN 'Pending' ELSE 'Completed' END, 'done',
        at, at + interval '8 hours', at + interval '40 hours', at + interval '2 hours',
        CASE WHEN i % 10 = 0 THEN NULL ELSE at + ((i % 72) || ' hours')::interval END, CASE WHEN i % 5 = 0 THEN 1 ELSE 0 END
      FROM (SELECT i, ${FROM}::timestamptz + (i * (365.0 * 86400 / ${TICKETS})) * interval '1 second' AS at FROM generate_series(1, ${TICKETS}) i) s`.execute(db);
    await sql`ANALYZE`.execute(db);

    const timeRuns = async (work: () => Promise<unknown>) => {
      await work();
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        await work();
        samples.push(performance.now() - started);
      }
      return percentile(samples, 50);
    };
    const floor = await timeRuns(() =>
      Promise.all([
        sql`SELECT count(*) FROM help_desk_ticket WHERE organization_id = ${org.id} AND raised_at >= ${FROM}::timestamptz AND raised_at < ${TO}::timestamptz`.execute(db),
        sql`SELECT * FROM help_desk_ticket WHERE organization_id = ${org.id} AND raised_at >= ${FROM}::timestamptz AND raised_at < ${TO}::timestamptz ORDER BY raised_at DESC, id DESC LIMIT 10`.execute(db),
      ]),
    );
    let total = 0;
    const page = await timeRuns(async () => {
      total = (await reportPage(db, org.id, { startDate: FROM, endDate: TO })).totalElements;
    });
    table.add({ figure: `report page of a year (${total.toLocaleString('en')} tickets)`, value: page, unit: 'ms', floor: { value: floor, what: 'count + first 10 (raw SQL)' }, budget: '≤ 1000 ms' });
    const searched = await timeRuns(() => reportPage(db, org.id, { startDate: FROM, endDate: TO, search: 'B17', menu: 'IT Support' }));
    table.add({ figure: 'report page with a search and a category', value: searched, unit: 'ms', floor: { value: floor, what: 'count + first 10 (raw SQL)' }, budget: '≤ 1000 ms' });
    const graph = await timeRuns(() => reportGraph(db, org.id, { startDate: FROM, endDate: TO }));
    table.add({ figure: 'graph of a year (categories, hours to resolve, reopen rate)', value: graph, unit: 'ms', floor: { value: floor, what: 'count + first 10 (raw SQL)' }, budget: '≤ 1000 ms' });
  } finally {
    await database.close();
    await scratch.drop();
  }
  return table;
}

/** The report's figures on PostgreSQL (with TEST_DATABASE_URL) and PGlite; BENCH_HELP_DESK_KINDS=postgres for one. */
export async function helpDeskFigures(): Promise<void> {
  const kinds = ((process.env.BENCH_HELP_DESK_KINDS?.split(',') as DatabaseKind[] | undefined) ?? (process.env.TEST_DATABASE_URL ? ['postgres', 'pglite'] : ['pglite'])).filter(
    (kind) => kind === 'pglite' || process.env.TEST_DATABASE_URL,
  );
  for (const kind of kinds) (await measure(kind)).print();
}
