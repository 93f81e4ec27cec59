import { sql, type CompiledQuery, type Expression, type SqlBool } from 'kysely';
import type { Database, Db } from '../db/database.js';
import { readThrough } from '../db/SoleWriterCache.js';
import { dynamic } from './dynamicDb.js';
import type { ListQuery } from './listQuery.js';
import type { MasterDefinition } from './MasterDefinition.js';
import { scopeCondition } from './masterScope.js';
import { writeCount } from './masterWriteCount.js';

/** Queries (an organisation's sort, page and filter) kept per master with their statements and total, beyond which the oldest are forgotten. */
const QUERIES_KEPT = 500;

const filtered = (definition: MasterDefinition, organizationId: number, query: ListQuery): Expression<SqlBool>[] => [scopeCondition(definition, organizationId), ...query.where];

/**
 * One page of a master list, with the table's write counter as a column. It reads only the page
 * through an index on the sort key (syncMasterTables.ts makes them for the default sort and the
 * look-up label), never the whole filtered set. Exported for the bench, whose floor runs this
 * very statement.
 */
export function pageStatement(db: Db, definition: MasterDefinition, organizationId: number, query: ListQuery): CompiledQuery {
  return dynamic(db)
    .selectFrom(definition.table)
    .selectAll()
    .$if(definition.ownsTable, (page) => page.select(writeCount(definition.table).as('__writes')))
    .where((eb) => eb.and(filtered(definition, organizationId, query) as never[]))
    .orderBy(sql.ref(query.orderBy.column), query.orderBy.direction)
    .orderBy('id')
    .offset(query.offset)
    .limit(query.limit)
    .compile();
}

/** The size of the filtered set, and the write counter it was counted at (same snapshot). */
function countStatement(db: Db, definition: MasterDefinition, organizationId: number, query: ListQuery): CompiledQuery {
  return dynamic(db)
    .selectFrom(definition.table)
    .select([sql<number>`count(*)`.as('total'), (definition.ownsTable ? writeCount(definition.table) : sql<number>`NULL`).as('writes')])
    .where((eb) => eb.and(filtered(definition, organizationId, query) as never[]))
    .compile();
}

interface KnownQuery {
  page: CompiledQuery;
  count: CompiledQuery;
  total?: { writes: number; total: number };
}

/**
 * Reads list pages of one master with their total. A query seen before reuses its compiled
 * statements (the grid asks for the same first page again and again). Its total — the count of
 * the filtered set, the costly part of a page of a large master — is kept (for the tables the
 * schema engine owns, which count their writes) with the write counter it was counted at, and reused while the page reads the same counter: no statement has written
 * the table since, in any process or instance (masterWriteCount.ts). A first page shorter than
 * asked is its own total.
 */
export function masterListPage(database: Database, definition: MasterDefinition) {
  const { db, pool } = database;
  const known = new Map<string, KnownQuery>();
  const rowsOf = async (statement: CompiledQuery) => (await pool.query(statement.sql, [...statement.parameters])).rows as Record<string, unknown>[];

  const read = async (query: ListQuery, statements: KnownQuery) => {
    const rows = await rowsOf(statements.page);
    if (query.offset === 0 && rows.length < query.limit) return { rows, total: rows.length };
    const writes = rows.length > 0 ? Number(rows[0].__writes) : undefined;
    if (statements.total && statements.total.writes === writes) return { rows, total: statements.total.total };
    const [counted] = await rowsOf(statements.count);
    // Only the engine's own tables count their writes; a product table's total (x-table) is counted every time.
    if (definition.ownsTable) statements.total = { writes: Number(counted.writes), total: Number(counted.total) };
    return { rows, total: Number(counted.total) };
  };

  return (organizationId: number, query: ListQuery): Promise<{ rows: Record<string, unknown>[]; total: number }> => {
    const key = `${organizationId} ${query.key}`;
    let statements = known.get(key);
    if (!statements) {
      statements = { page: pageStatement(db, definition, organizationId, query), count: countStatement(db, definition, organizationId, query) };
      if (known.size >= QUERIES_KEPT) known.delete(known.keys().next().value!);
      known.set(key, statements);
    }
    // On PGlite the whole answer is kept until this process writes (SoleWriterCache.ts).
    return readThrough(database, `list ${definition.table} ${key}`, () => read(query, statements));
  };
}
