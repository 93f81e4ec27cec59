/**
 * Issue 21's bulk upload figure: 10,000 new employees in one sheet, from the upload to the job's
 * end (checked in the worker pool, written in one transaction, a Welcome mail with a first-password
 * link each), with /api/health called back to back meanwhile; held against a raw floor measured in
 * the same run: the same 10,000 employee rows written by plain multi-row INSERTs into a copy of the
 * table. `npm run bench -- employeeUpload` runs only these.
 */
import os from 'node:os';
import * as XLSX from 'xlsx';
import { sql } from 'kysely';
import { employeeSheetRow } from '../../tests/helpers/employeeSheetRow.js';
import { call, openSession } from '../../tests/helpers/routeWalk.js';
import type { DatabaseKind } from '../../tests/helpers/testDatabases.js';
import { bearer, startTestServer } from '../../tests/helpers/testServer.js';
import { BenchTable, benchDatabases, healthDuring, percentile, timed } from './measure.js';

const ROWS = Number(process.env.BENCH_EMPLOYEE_ROWS ?? 10_000);
const FLOOR_BATCH = 500;

/** A row of the sample's columns with an Emp ID of the bench's own. */
const row = (n: number) => employeeSheetRow(n, { 'Emp ID': `UPL${String(n).padStart(5, '0')}` });

async function measure(kind: DatabaseKind): Promise<BenchTable> {
  const table = new BenchTable(`Employee bulk upload, ${ROWS.toLocaleString('en')} rows (${kind}, ${os.availableParallelism()} cores, load ${os.loadavg()[0].toFixed(1)})`);
  const server = await startTestServer(kind, { listen: true });
  try {
    const db = server.database.db;
    const hr = (await openSession(server, 'HR001', { role: 'HR Ops Admin' })).token;
    const sample = await fetch(`${server.url}/api/employee/sample`, { headers: bearer(hr) });
    const book = XLSX.read(new Uint8Array(await sample.arrayBuffer()), { type: 'array' });
    const [header] = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1, raw: false });
    const rows = Array.from({ length: ROWS }, (_, i) => row(i + 1));
    const sheet = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(sheet, XLSX.utils.json_to_sheet(rows, { header }), 'Employees');
    const bytes = XLSX.write(sheet, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;

    // The floor: the same number of employee rows, built from a template row, by plain INSERTs.
    const template = await db.selectFrom('employee').selectAll().where('emp_id', '=', 'EMP001').executeTakeFirstOrThrow();
    await sql`CREATE TABLE bench_floor_employee (LIKE employee INCLUDING DEFAULTS)`.execute(db);
    const { id: _id, ...columns } = template;
    const floorRows = rows.map((r) => ({ ...columns, emp_id: r['Emp ID'], first_name: r['First Name'], official_email: `${r['First Name'].toLowerCase()}@acme.example.com` }));
    const floor = await timed(async () => {
      for (let start = 0; start < floorRows.length; start += FLOOR_BATCH) {
        await db.insertInto('bench_floor_employee' as 'employee').values(floorRows.slice(start, start + FLOOR_BATCH) as never).execute();
      }
    });

    const started = new Date();
    const upload = async () => {
      const form = new FormData();
      form.append('file', new Blob([bytes]), 'employees.xlsx');
      const response = await fetch(`${server.url}/api/employee/bulk-upload?operation=create`, { method: 'POST', headers: bearer(hr), body: form });
      const body = await response.json();
      if (response.status !== 202) throw new Error(`upload answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
      for (;;) {
        const job = (await call(server, hr, 'GET', `/api/jobs/${body.data.jobId}`)).json().data;
        if (job.status !== 'running') return { ...job, id: body.data.jobId as number };
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    let whole: Awaited<ReturnType<typeof timed<{ id: number }>>> | undefined;
    const work = timed(upload).then((done) => (whole = done));
    const health = await healthDuring(server.url, work);
    const written = await db.selectFrom('employee').select(db.fn.countAll<number>().as('n')).where('emp_id', 'like', 'UPL%').executeTakeFirstOrThrow();
    // The phases from the database's own clock: the job row is made once the file is checked; the
    // first first-password link is kept once the writing transaction has committed; the job's last update ends it.
    const job = await db.selectFrom('background_job').select(['created_at', 'updated_at']).where('id', '=', whole!.value.id).executeTakeFirstOrThrow();
    const mails = await db.selectFrom('password_reset').select(db.fn.min('created_at').as('first')).where('created_at', '>=', job.created_at).executeTakeFirstOrThrow();
    const at = (value: unknown) => new Date(value as string | Date).getTime();
    const phases = {
      check: (at(job.created_at) - started.getTime()) / 1000,
      write: (at(mails.first) - at(job.created_at)) / 1000,
      mails: (at(job.updated_at) - at(mails.first)) / 1000,
    };
    table.add({ figure: `raw floor: multi-row INSERT of ${ROWS.toLocaleString('en')} employee rows`, value: floor.seconds, unit: 's' });
    table.add({ figure: `upload to job done (${Number(written.n).toLocaleString('en')} employees written, one Welcome mail each)`, value: whole!.seconds, unit: 's', floor: { value: floor.seconds, what: 'raw floor' }, budget: '≤ 30 s' });
    table.add({ figure: '  phase: upload read and checked (worker pool, database check)', value: phases.check, unit: 's' });
    table.add({ figure: '  phase: the writing transaction', value: phases.write, unit: 's' });
    table.add({ figure: '  phase: first-password links and Welcome mails', value: phases.mails, unit: 's' });
    table.add({ figure: `  /api/health p99 meanwhile (${health.length} calls)`, value: percentile(health, 99), unit: 'ms', budget: '≤ 100 ms' });
  } finally {
    await server.close();
  }
  return table;
}

/** The figures on PGlite and, with TEST_DATABASE_URL, PostgreSQL (BENCH_EMPLOYEE_DATABASES=postgres: one). */
export async function employeeUploadFigures(): Promise<void> {
  for (const kind of benchDatabases('BENCH_EMPLOYEE_DATABASES')) {
    try {
      (await measure(kind)).print();
    } catch (error) {
      console.log(`employee upload figures (${kind}) stopped: ${error instanceof Error ? error.message : error}`);
    }
  }
}
