/**
 * The people figures of issue 21 §5: on 10,000 employees added to the demo's ACME, the employee
 * list's search (GET /employee/filter?search=…, a page of 20 with its count) and the org chart's
 * first level (GET /employee/org-chart: the tops with their counts) — each p50 through the server
 * (in-process inject: session check, validation, query, serialisation) against its raw SQL floor,
 * the same statements run straight on the driver in the same run. Budget: search p50 ≤ 50 ms on
 * PostgreSQL. `npm run bench -- people` runs only these, PostgreSQL when TEST_DATABASE_URL is set.
 */
import os from 'node:os';
import { sql } from 'kysely';
import { startTestServer } from '../../tests/helpers/testServer.js';
import { openSession } from '../../tests/helpers/routeWalk.js';
import type { DatabaseKind } from '../../tests/helpers/testDatabases.js';
import { employeeListCountSql, employeeListPageSql } from '../../src/server/employees/employeeListQuery.js';
import { chartLevelSql } from '../../src/server/employees/orgChartQuery.js';
import { BenchTable, percentile, timeMany } from './measure.js';

const EMPLOYEES = Number(process.env.BENCH_PEOPLE ?? 10_000);
const SAMPLES = 200;
const FIRST = ['Asha', 'Ravi', 'Meera', 'Karthik', 'Divya', 'Suresh', 'Anita', 'Vikram', 'Priya', 'Arjun', 'Lakshmi', 'Rahul'];
const LAST = ['Iyer', 'Sharma', 'Nair', 'Reddy', 'Gupta', 'Menon', 'Rao', 'Das', 'Pillai', 'Joshi', 'Kumar', 'Patel'];

async function measure(kind: DatabaseKind): Promise<void> {
  const server = await startTestServer(kind, { config: { attendanceProcessing: false } });
  const table = new BenchTable(`People on ${EMPLOYEES.toLocaleString('en')} more employees (${kind}, ${os.availableParallelism()} cores, load ${os.loadavg()[0].toFixed(1)})`);
  try {
    const { db } = server.database;
    const org = await db.selectFrom('organization').select('id').where('organization_code', '=', 'ACME').executeTakeFirstOrThrow();
    const head = await db.selectFrom('employee').select('id').where('emp_id', '=', 'EMP021').executeTakeFirstOrThrow();
    // 100 managers under the head, each with the rest spread under them: a chart of three levels.
    await sql`
      INSERT INTO employee (emp_id, organization_id, first_name, last_name, designation, department, official_email, date_of_joining)
      SELECT 'PEB' || lpad(i::text, 5, '0'), ${org.id}, (${sql.val(FIRST)}::text[])[1 + i % 12], (${sql.val(LAST)}::text[])[1 + (i / 12) % 12] || ' ' || i,
             'Engineer', (ARRAY['IT', 'Finance', 'Sales', 'HR', 'Operations'])[1 + i % 5], 'peoplebench' || i || '@example.com', DATE '2021-01-04'
      FROM generate_series(1, ${EMPLOYEES}) AS i`.execute(db);
    await sql`INSERT INTO employee_organization (employee_id, organization_id) SELECT id, organization_id FROM employee WHERE emp_id LIKE 'PEB%'`.execute(db);
    await sql`UPDATE employee SET reporting_manager_id = ${head.id}, is_reporting_manager = true WHERE emp_id LIKE 'PEB%' AND substr(emp_id, 4)::int <= 100`.execute(db);
    await sql`
      UPDATE employee e SET reporting_manager_id = m.id FROM employee m
      WHERE e.emp_id LIKE 'PEB%' AND substr(e.emp_id, 4)::int > 100 AND m.emp_id = 'PEB' || lpad((1 + substr(e.emp_id, 4)::int % 100)::text, 5, '0')`.execute(db);
    await sql`ANALYZE employee`.execute(db);
    await sql`ANALYZE employee_organization`.execute(db);
    const hr = await openSession(server, 'HR001', { organization: 'ACME', role: 'HR Ops Admin' });
    const get = (url: string) => server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${hr.token}` } });

    const terms = ['meera', 'PEB0042', 'kumar 77', 'zzz', 'ravi'];
    let n = 0;
    const searched = await timeMany(SAMPLES, async () => {
      const response = await get(`/api/employee/filter?search=${encodeURIComponent(terms[n++ % terms.length])}&size=20`);
      if (response.statusCode !== 200) throw new Error(`filter: ${response.statusCode} ${response.body}`);
    });
    n = 0;
    const searchFloor = await timeMany(SAMPLES, async () => {
      const filter = { search: terms[n++ % terms.length] };
      await Promise.all([employeeListPageSql(org.id, filter, 0, 20).execute(db), employeeListCountSql(org.id, filter).execute(db)]);
    });
    const firstPage = await timeMany(SAMPLES, () => get('/api/employee/filter?size=20'));
    const firstPageFloor = await timeMany(SAMPLES, () => Promise.all([employeeListPageSql(org.id, {}, 0, 20).execute(db), employeeListCountSql(org.id, {}).execute(db)]));

    const tops = await timeMany(SAMPLES, async () => {
      const response = await get('/api/employee/org-chart');
      if (response.statusCode !== 200) throw new Error(`org chart: ${response.statusCode}`);
    });
    const topsFloor = await timeMany(SAMPLES, () => chartLevelSql(org.id, null).execute(db));
    const second = await timeMany(SAMPLES, () => get('/api/employee/org-chart?empId=EMP021'));
    const secondFloor = await timeMany(SAMPLES, () => chartLevelSql(org.id, head.id).execute(db));

    const p50 = (samples: number[]) => percentile(samples, 50);
    table.add({ figure: 'employee list search p50 (page of 20 + count)', value: p50(searched), unit: 'ms', floor: { value: p50(searchFloor), what: 'raw SQL' }, budget: kind === 'postgres' ? '≤ 50 ms' : undefined });
    table.add({ figure: '  its p95', value: percentile(searched, 95), unit: 'ms' });
    table.add({ figure: 'employee list first page p50 (no search)', value: p50(firstPage), unit: 'ms', floor: { value: p50(firstPageFloor), what: 'raw SQL' } });
    table.add({ figure: "org chart's first level p50 (the tops + counts)", value: p50(tops), unit: 'ms', floor: { value: p50(topsFloor), what: 'raw SQL' } });
    table.add({ figure: "org chart's second level p50 (the head's 109 + counts)", value: p50(second), unit: 'ms', floor: { value: p50(secondFloor), what: 'raw SQL' } });
    table.print();
  } finally {
    await server.close();
  }
}

/** The people figures on each database, PostgreSQL first when TEST_DATABASE_URL is set. */
export async function peopleFigures(): Promise<void> {
  const kinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['postgres', 'pglite'] : ['pglite'];
  for (const kind of kinds) await measure(kind).catch((err) => console.log(`people figures (${kind}) stopped: ${err instanceof Error ? err.message : err}`));
}
