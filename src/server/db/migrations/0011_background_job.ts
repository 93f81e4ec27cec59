import { sql, type Kysely } from 'kysely';

/** Long work (an import of a file) runs as a job whose progress the owner can read after a reload (docs/heavy-work.md). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE background_job (
      id serial,
      organization_id integer NOT NULL REFERENCES organization(id),
      employee_id integer NOT NULL REFERENCES employee(id) ON DELETE CASCADE,
      kind text NOT NULL,
      subject text NOT NULL,
      status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'done', 'failed')),
      progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
      message text,
      result jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (organization_id, id)
    )`.execute(db);
  await sql`CREATE INDEX background_job_owner_idx ON background_job (organization_id, employee_id, created_at)`.execute(db);
}
