import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../db/database.js';
import { dynamic } from './dynamicDb.js';
import type { ListQuery } from './listQuery.js';
import type { MasterDefinition } from './MasterDefinition.js';

/** Rows per page read for an export: small enough that one page never holds the HTTP thread. */
export const EXPORT_PAGE_ROWS = 1000;

/**
 * Every row matching a list query, in the list's order (the sort column, then id), read in keyset
 * pages: each page continues after the last row of the one before, so no page costs more than
 * the first and nothing holds a connection between pages (PGlite has only one).
 * PostgreSQL puts NULLs last in ascending order and first in descending order, as the list does.
 */
export async function* exportPages(db: Db, definition: MasterDefinition, query: ListQuery, scope: Expression<SqlBool>): AsyncGenerator<Record<string, unknown>[]> {
  const { column, direction } = query.orderBy;
  const field = definition.fields.find((f) => f.column === column);
  const cast = sql.raw(field?.sqlType ?? 'bigint');
  const by = sql.ref(column);
  let after: { value: unknown; id: number } | undefined;
  for (;;) {
    const keyset: Expression<SqlBool>[] = [];
    if (after) {
      const value = after.value === null || after.value === undefined ? null : field?.sqlType === 'jsonb' ? JSON.stringify(after.value) : after.value;
      const id = after.id;
      if (column === 'id') keyset.push(direction === 'asc' ? sql<SqlBool>`id > ${id}` : sql<SqlBool>`id < ${id}`);
      else if (value === null) keyset.push(direction === 'asc' ? sql<SqlBool>`(${by} IS NULL AND id > ${id})` : sql<SqlBool>`(${by} IS NOT NULL OR id > ${id})`);
      else {
        const beyond = direction === 'asc' ? sql`${by} > ${value}::${cast}` : sql`${by} < ${value}::${cast}`;
        const nullsAfter = direction === 'asc' ? sql` OR ${by} IS NULL` : sql``;
        keyset.push(sql<SqlBool>`(${beyond} OR (${by} = ${value}::${cast} AND id > ${id})${nullsAfter})`);
      }
    }
    let page = dynamic(db)
      .selectFrom(definition.table)
      .selectAll()
      .where((eb) => eb.and([scope, ...query.where, ...keyset] as never[]))
      .orderBy(by, direction);
    if (column !== 'id') page = page.orderBy('id');
    const rows = (await page.limit(EXPORT_PAGE_ROWS).execute()) as Record<string, unknown>[];
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_PAGE_ROWS) return;
    const last = rows[rows.length - 1];
    after = { value: last[column], id: Number(last.id) };
  }
}
