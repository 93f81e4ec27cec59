/**
 * The month end's figure of issue 20 §6: the preview of 1,000 pending leave applications (one
 * employee each, one day of the previous payroll month, approved by the cut-off policy) through
 * runMonthEnd — the items read, the engine's inputs and the balances loaded before and after the
 * decisions made with the approvers' own logic, the engine run in the worker pool on both, the
 * transaction rolled back — held against a raw floor measured in the same run: the same decisions
 * as three set-based statements (applications, their days, the ledger entries) in a transaction
 * rolled back. Budget: ≤ 5 s. Each database runs in a process of its own. `npm run bench -- monthEnd`
 * runs only these.
 */
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { format, parseISO, subDays } from 'date-fns';
import { sql } from 'kysely';
import { openDatabase } from '../../src/server/db/database.js';
import { createServerWorkerPool } from '../../src/server/serverWorkerPool.js';
import { runMonthEnd } from '../../src/server/monthEnd/runMonthEnd.js';
import { attendanceToday } from '../../src/server/attendance/attendanceClock.js';
import { payrollMonthOf } from '../../src/shared/payrollMonth.js';
import type { AuthContext } from '../../src/server/auth/AuthContext.js';
import type { MonthEndDecision } from '../../src/shared/monthEnd/monthEndRecords.js';
import { seededDatabase, type DatabaseKind } from '../../tests/helpers/testDatabases.js';
import { BenchTable, measureEachDatabaseApart, timed } from './measure.js';

const ITEMS = Number(process.env.BENCH_MONTH_END_ITEMS ?? 1000);

class Rollback extends Error {}

async function measure(kind: DatabaseKind): Promise<void> {
  const scratch = await seededDatabase(kind);
  const database = await openDatabase({ dataDir: scratch.options.dataDir ?? '', databaseUrl: scratch.options.databaseUrl });
  const workers = createServerWorkerPool();
  const table = new BenchTable(`Month-end preview of ${ITEMS.toLocaleString('en')} pending leave applications (${kind}, ${os.availableParallelism()} cores, load ${os.loadavg()[0].toFixed(1)})`);
  try {
    const { db } = database;
    const org = await db.selectFrom('organization').select('id').where('organization_code', '=', 'ACME').executeTakeFirstOrThrow();
    const hr = await db.selectFrom('employee').select('id').where('emp_id', '=', 'HR001').executeTakeFirstOrThrow();
    // The previous payroll month, which the approver lock date opens to decisions (a month end after the month is over).
    const current = payrollMonthOf(attendanceToday());
    const previous = payrollMonthOf(format(subDays(parseISO(current.startDate), 1), 'yyyy-MM-dd'));
    await db.insertInto('attendance_lock').values({ organization_id: org.id, attendance_repo_lock_date: previous.startDate }).execute();
    await sql`
      INSERT INTO employee (emp_id, organization_id, first_name, last_name, designation, department, official_email, date_of_joining, gender)
      SELECT 'MEB' || i, ${org.id}, 'Bench', 'Employee ' || i, 'Engineer', 'IT', 'monthendbench' || i || '@example.com', DATE '2020-04-01', 'Female'
      FROM generate_series(1, ${ITEMS}) AS i`.execute(db);
    await sql`INSERT INTO employee_organization (employee_id, organization_id) SELECT id, organization_id FROM employee WHERE emp_id LIKE 'MEB%'`.execute(db);
    // Each a CL balance, and one pending one-day CL on a weekday of the previous month, applied to HR001.
    await sql`
      INSERT INTO leave_ledger (organization_id, employee_id, leave_type, leave_year, entry_kind, days, effective_date, source_ref, idempotency_key, reason, created_by)
      SELECT ${org.id}, id, 'CL', extract(year FROM ${previous.endDate}::date)::integer, 'opening', 8, ${previous.startDate}::date, 'bench', 'bench:' || id, 'Bench opening', 'bench'
      FROM employee WHERE emp_id LIKE 'MEB%'`.execute(db);
    await sql`
      WITH days AS (
        SELECT d::date AS day, row_number() OVER (ORDER BY d) - 1 AS n
        FROM generate_series(${previous.startDate}::date, ${previous.endDate}::date, interval '1 day') d WHERE extract(isodow FROM d) < 6),
      bench AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM employee WHERE emp_id LIKE 'MEB%'),
      picked AS (SELECT b.id, d.day FROM bench b JOIN days d ON d.n = b.n % (SELECT count(*) FROM days)),
      applied AS (
        INSERT INTO leave_application (organization_id, leave_code, employee_id, leave_type, from_date, from_sessions, to_date, to_sessions, num_days, reason, applied_to_id)
        SELECT ${org.id}, 'MEB-' || id, id, 'CL', day, '{1,2}', day, '{1,2}', 1, 'Bench', ${hr.id} FROM picked
        RETURNING id, employee_id, from_date)
      INSERT INTO leave_application_day (organization_id, application_id, employee_id, leave_date, session1, session2, days)
      SELECT ${org.id}, id, employee_id, from_date, true, true, 1 FROM applied`.execute(db);
    const codes = await db.selectFrom('leave_application as l').innerJoin('employee as e', 'e.id', 'l.employee_id').select(['l.leave_code', 'e.emp_id']).where('l.leave_code', 'like', 'MEB-%').execute();
    const decisions: MonthEndDecision[] = codes.map((row) => ({ kind: 'leave', empId: row.emp_id, code: row.leave_code, approve: true }));
    // HR001 is the approver the applications were applied to: the month end decides as any approver would.
    const auth = { employeeId: hr.id, empId: 'HR001', organizationId: org.id } as AuthContext;

    // The raw floor: the decisions' own writes, set-based, rolled back.
    const floor = await timed(() =>
      db
        .transaction()
        .execute(async (trx) => {
          await sql`UPDATE leave_application SET status = 'Approved', decided_by = ${hr.id}, decided_at = now(), version = version + 1 WHERE organization_id = ${org.id} AND leave_code LIKE 'MEB-%'`.execute(trx);
          await sql`UPDATE leave_application_day d SET status = 'Approved' FROM leave_application a WHERE a.id = d.application_id AND a.leave_code LIKE 'MEB-%'`.execute(trx);
          await sql`
            INSERT INTO leave_ledger (organization_id, employee_id, leave_type, leave_year, entry_kind, days, effective_date, source_ref, idempotency_key, reason, created_by)
            SELECT a.organization_id, a.employee_id, 'CL', extract(year FROM a.from_date)::integer, 'application', -1, a.from_date, a.leave_code, 'application:' || a.leave_code || ':' || a.from_date, 'bench', 'bench'
            FROM leave_application a WHERE a.leave_code LIKE 'MEB-%'`.execute(trx);
          throw new Rollback();
        })
        .catch((error) => {
          if (!(error instanceof Rollback)) throw error;
        }),
    );
    // A running server's pool threads are up: one small preview first, not timed.
    await runMonthEnd(db, workers, auth, decisions.slice(0, 2), { commit: false });
    const rssBefore = process.resourceUsage().maxRSS / 1024;
    const preview = await timed(() => runMonthEnd(db, workers, auth, decisions, { commit: false }));
    const peak = process.resourceUsage().maxRSS / 1024;
    const pending = await db.selectFrom('leave_application').select(sql<number>`count(*)::integer`.as('n')).where('leave_code', 'like', 'MEB-%').where('status', '=', 'Pending').executeTakeFirstOrThrow();

    table.add({ figure: 'raw floor: the same approvals as three set-based statements, rolled back', value: floor.seconds, unit: 's' });
    table.add({ figure: `month-end preview (${preview.value.effect.totals.daysChanged.toLocaleString('en')} days change, LOP −${preview.value.effect.totals.lopRemoved})`, value: preview.seconds, unit: 's', floor: { value: floor.seconds, what: 'raw floor' } });
    table.add({ figure: '  budget', value: 5, unit: 's' });
    table.add({ figure: `  peak RSS of the process (${rssBefore.toFixed(0)} MB before the preview)`, value: peak, unit: 'MB' });
    table.add({ figure: '  applications still pending after it (nothing written)', value: pending.n, unit: 'rows' });
    table.print();
  } finally {
    await workers.close();
    await database.close();
    await scratch.drop();
  }
}

/** Runs `measure` for each database in a child process, PostgreSQL when TEST_DATABASE_URL is set. */
export async function monthEndPreviewFigures(): Promise<void> {
  await measureEachDatabaseApart(import.meta.url, 'month-end preview');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await measure(process.argv[2] as DatabaseKind);
}
