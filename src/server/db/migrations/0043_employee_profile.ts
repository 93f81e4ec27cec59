import { sql, type Kysely } from 'kysely';

/**
 * Employee profiles (issue 21 §3, docs/profiles.md). One row per employee: a jsonb column per profile
 * section of spec 002 §2 (what the section's schema in schemas/profile/ holds that the employee row
 * does not — names, department, designation, joining date, official e-mail and blood group stay on
 * `employee`), the ID card details, and the profile photo and banner (stored_file names, personal files).
 *
 * Documents of Other Documents are their own rows, each a personal stored file with an optional expiry
 * date; `document_expiry_reminder` remembers the day a reminder was sent for a document, so the daily
 * reminder is sent once per document and day whichever process runs it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE employee_profile (
      employee_id integer PRIMARY KEY REFERENCES employee(id),
      organization_id integer NOT NULL REFERENCES organization(id),
      basic_details jsonb NOT NULL DEFAULT '{}',
      contact jsonb NOT NULL DEFAULT '{}',
      working_information jsonb NOT NULL DEFAULT '{}',
      hr_information jsonb NOT NULL DEFAULT '{}',
      account_information jsonb NOT NULL DEFAULT '{}',
      education jsonb NOT NULL DEFAULT '{}',
      experience jsonb NOT NULL DEFAULT '{}',
      family jsonb NOT NULL DEFAULT '{}',
      other_documents jsonb NOT NULL DEFAULT '{}',
      follow_up jsonb NOT NULL DEFAULT '{}',
      probation_information jsonb NOT NULL DEFAULT '{}',
      id_card jsonb NOT NULL DEFAULT '{}',
      photo_file text REFERENCES stored_file(name),
      banner_file text REFERENCES stored_file(name),
      submitted_at timestamptz,
      version integer NOT NULL DEFAULT 1,
      updated_by text,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE employee_document (
      id serial PRIMARY KEY,
      organization_id integer NOT NULL REFERENCES organization(id),
      employee_id integer NOT NULL REFERENCES employee(id),
      folder text NOT NULL,
      file_name text NOT NULL REFERENCES stored_file(name),
      original_name text NOT NULL,
      document_type text NOT NULL,
      document_number text,
      expiry_date date,
      verified boolean NOT NULL DEFAULT false,
      created_by text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (file_name)
    )`.execute(db);
  await sql`CREATE INDEX employee_document_owner_idx ON employee_document (organization_id, employee_id)`.execute(db);
  await sql`CREATE INDEX employee_document_expiry_idx ON employee_document (organization_id, expiry_date) WHERE expiry_date IS NOT NULL`.execute(db);
  await sql`
    CREATE TABLE document_expiry_reminder (
      document_id integer NOT NULL REFERENCES employee_document(id) ON DELETE CASCADE,
      reminder_date date NOT NULL,
      PRIMARY KEY (document_id, reminder_date)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE document_expiry_reminder`.execute(db);
  await sql`DROP TABLE employee_document`.execute(db);
  await sql`DROP TABLE employee_profile`.execute(db);
}
