import { sql, type Kysely } from 'kysely';

/**
 * A leave application's supporting document is an uploaded file (docs/leave-applications.md), kept in
 * the one file store, `stored_file`. Such a file is personal: `owner_employee_id` names the employee it
 * belongs to, and the organisation's file route (logos, holiday attachments) never serves a file with
 * an owner — only the leave route that knows who may read it does.
 *
 * `leave_application.attachment` keeps what it held (before: a text naming the document; now: the
 * uploaded file's name as the applicant chose it); `attachment_file` is the stored file, null for
 * applications made before uploads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE stored_file ADD COLUMN owner_employee_id integer REFERENCES employee(id)`.execute(db);
  await sql`ALTER TABLE leave_application ADD COLUMN attachment_file text REFERENCES stored_file(name)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE leave_application DROP COLUMN attachment_file`.execute(db);
  await sql`ALTER TABLE stored_file DROP COLUMN owner_employee_id`.execute(db);
}
