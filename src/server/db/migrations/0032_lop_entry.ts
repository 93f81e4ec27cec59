import { sql, type Kysely } from 'kysely';

/**
 * LOP corrections as entries, never an overwritten number (issue 20 §1, §2): HR's Add LOP and LOP
 * reversal for a past payroll month, and the differences a reopened month's corrections make to
 * what payroll used. Each names the payroll month it corrects and the payroll month whose run
 * carries it (the open one when it was made), with who and why. Positive days add LOP; negative
 * days reverse it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE lop_entry (
      id bigserial PRIMARY KEY,
      organization_id integer NOT NULL REFERENCES organization(id),
      employee_id integer NOT NULL REFERENCES employee(id),
      payroll_month date NOT NULL,
      applied_in date NOT NULL,
      lop_days numeric(4,1) NOT NULL CHECK (lop_days <> 0 AND abs(lop_days) <= 31),
      source text NOT NULL CHECK (source IN ('addLop', 'lopReversal', 'reopen')),
      reason text NOT NULL,
      created_by text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX lop_entry_month_idx ON lop_entry (organization_id, payroll_month, employee_id)`.execute(db);
  await sql`CREATE INDEX lop_entry_applied_idx ON lop_entry (organization_id, applied_in)`.execute(db);
}
