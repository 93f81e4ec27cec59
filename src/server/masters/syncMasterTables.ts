import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { MasterDefinition } from './MasterDefinition.js';
import { insertSeedRows } from './seedMasters.js';

/** information_schema's names for the column types the product creates. */
const INFORMATION_SCHEMA_TYPE: Record<string, string> = {
  text: 'text',
  date: 'date',
  timestamptz: 'timestamp with time zone',
  bigint: 'bigint',
  'double precision': 'double precision',
  boolean: 'boolean',
  jsonb: 'jsonb',
};

/**
 * Brings each master's table in line with its schema: creates it, adds new columns, converts an
 * empty column whose type changed. It never drops a column or rewrites data; a type change on a
 * column holding data stops start-up with the master and field named.
 */
export async function syncMasterTables(db: Db, definitions: MasterDefinition[]): Promise<void> {
  for (const definition of definitions) {
    await db.transaction().execute(async (trx) => {
      const table = sql.table(definition.table);
      const existed = await tableExists(trx, definition.table);
      await sql`
        CREATE TABLE IF NOT EXISTS ${table} (
          id bigserial PRIMARY KEY,
          organization_id integer REFERENCES organization(id),
          version integer NOT NULL DEFAULT 1,
          created_by text,
          created_at timestamptz NOT NULL DEFAULT now(),
          updated_by text,
          updated_at timestamptz NOT NULL DEFAULT now()
        )`.execute(trx);
      const columns = await sql<{ column_name: string; data_type: string }>`
        SELECT column_name, data_type FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = ${definition.table}`.execute(trx);
      const current = new Map(columns.rows.map((c) => [c.column_name, c.data_type]));
      for (const field of definition.fields) {
        const have = current.get(field.column);
        if (!have) {
          const defaultValue = field.property.default;
          await sql`ALTER TABLE ${table} ADD COLUMN ${sql.ref(field.column)} ${sql.raw(field.sqlType)}${
            defaultValue !== undefined && field.sqlType !== 'jsonb' ? sql` NOT NULL DEFAULT ${sql.lit(defaultValue as string)}` : sql``
          }`.execute(trx);
        } else if (have !== INFORMATION_SCHEMA_TYPE[field.sqlType]) {
          const used = await sql<{ used: boolean }>`SELECT EXISTS (SELECT 1 FROM ${table} WHERE ${sql.ref(field.column)} IS NOT NULL) AS used`.execute(trx);
          if (used.rows[0].used) {
            throw new Error(
              `Schema ${definition.file}: field "${field.name}" changed from ${have} to ${field.sqlType}, but column ${definition.table}.${field.column} holds data. Migrate the data or keep the old type.`,
            );
          }
          await sql`ALTER TABLE ${table} ALTER COLUMN ${sql.ref(field.column)} TYPE ${sql.raw(field.sqlType)} USING NULL`.execute(trx);
        }
      }
      await sql`CREATE INDEX IF NOT EXISTS ${sql.ref(`${definition.table}_org_idx`)} ON ${table} (organization_id)`.execute(trx);
      const unique = definition.schema['x-unique'];
      if (unique.length > 0) {
        const parts = unique.map((name) => {
          const field = definition.byName.get(name)!;
          return field.sqlType === 'text' ? sql`lower(${sql.ref(field.column)})` : sql.ref(field.column);
        });
        const indexName = `${definition.table}_uq_${unique.map((n) => definition.byName.get(n)!.column).join('_')}`;
        await sql`CREATE UNIQUE INDEX IF NOT EXISTS ${sql.ref(indexName)} ON ${table} (coalesce(organization_id, 0), ${sql.join(parts)})`.execute(trx);
      }
      if (!existed) await insertSeedRows(trx, definition);
    });
  }
}

async function tableExists(db: Db, table: string): Promise<boolean> {
  const result = await sql<{ found: boolean }>`SELECT to_regclass(${table}) IS NOT NULL AS found`.execute(db);
  return result.rows[0].found;
}
