import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.js';

/**
 * Every statement that writes a master table (insert, update, delete, truncate; from the API, an
 * import, a seed or by hand in psql) adds one to that table's row in `master_write_count`, through
 * a statement trigger, in the writer's own transaction. So a snapshot that reads the counter and
 * the table sees a counter value that names exactly that state of the table: a list's total
 * counted at counter value N is still the total in any later snapshot that reads N, whichever
 * process or instance made the writes. That is what lets masterListPage.ts keep totals in memory.
 *
 * Made by the schema engine's start-up sync (it owns the master tables and their triggers), not a
 * migration; it looks first, so an unchanged start does no DDL.
 */
export async function ensureWriteCounter(db: Db): Promise<void> {
  const { rows } = await sql<{ ready: boolean }>`
    SELECT to_regclass('master_write_count') IS NOT NULL AND to_regproc('master_write_counted') IS NOT NULL AS ready`.execute(db);
  if (rows[0].ready) return;
  await db.transaction().execute(async (trx) => {
    await sql`CREATE TABLE IF NOT EXISTS master_write_count (table_name text PRIMARY KEY, writes bigint NOT NULL)`.execute(trx);
    await sql`
      CREATE OR REPLACE FUNCTION master_write_counted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO master_write_count (table_name, writes) VALUES (TG_TABLE_NAME, 1)
        ON CONFLICT (table_name) DO UPDATE SET writes = master_write_count.writes + 1;
        RETURN NULL;
      END $$`.execute(trx);
  });
}

/** The table's write counter as a column of any statement (0 before its first counted write). */
export function writeCount(table: string): RawBuilder<number> {
  return sql<number>`coalesce((SELECT writes FROM master_write_count WHERE table_name = ${table}), 0)`;
}
