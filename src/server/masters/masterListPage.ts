import { sql, type CompiledQuery, type Expression, type SqlBool } from 'kysely';
import type { Database, Db } from '../db/database.js';
import { joinSession, type JoinedStatement } from '../auth/joinSession.js';
import type { AuthContext } from '../auth/AuthContext.js';
import { readThrough } from '../db/SoleWriterCache.js';
import type { JoinedRead } from '../auth/sessionJoinedRoute.js';
import { dynamic } from './dynamicDb.js';
import type { ListQuery } from './listQuery.js';
import type { MasterDefinition } from './MasterDefinition.js';
import { scopeCondition } from './masterScope.js';
import { writeCount } from './masterWriteCount.js';

/** Queries (an organisation's sort, page and filter) kept per master with their statements and total, beyond which the oldest are forgotten. */
const QUERIES_KEPT = 500;

const filtered = (definition: MasterDefinition, organizationId: number | Expression<number>, query: ListQuery): Expression<SqlBool>[] => [
  scopeCondition(definition, organizationId),
  ...query.where,
];

/**
 * One page of a master list, with the table's write counter as a column. It reads only the page
 * through an index on the sort key (syncMasterTables.ts makes them for the default sort and the
 * look-up label), never the whole filtered set. `organizationId` is a value, or the session's
 * organisation as read in the same statement (joinedPageStatement).
 */
const pageQuery = (db: Db, definition: MasterDefinition, organizationId: number | Expression<number>, query: ListQuery) =>
  dynamic(db)
    .selectFrom(definition.table)
    .selectAll()
    .$if(definition.ownsTable, (page) => page.select(writeCount(definition.table).as('__writes')))
    .where((eb) => eb.and(filtered(definition, organizationId, query) as never[]))
    .orderBy(sql.ref(query.orderBy.column), query.orderBy.direction)
    .orderBy('id')
    .offset(query.offset)
    .limit(query.limit);

/**
 * The page of the calling session's organisation, read in the same statement as the session check
 * (joinSession.ts). Exported for the bench, whose floor runs this very statement.
 */
export function joinedPageStatement(db: Db, definition: MasterDefinition, query: ListQuery): JoinedStatement<Record<string, unknown>> {
  return joinSession(
    db,
    `list ${definition.table} ${query.key}`,
    (session) => pageQuery(db, definition, session.organizationId, query),
    (q) => sql`${q(query.orderBy.column)} ${sql.raw(query.orderBy.direction)}, ${q('id')}`,
  );
}

/** The size of the filtered set, and the write counter it was counted at (same snapshot). */
function countStatement(db: Db, definition: MasterDefinition, organizationId: number, query: ListQuery): CompiledQuery {
  return dynamic(db)
    .selectFrom(definition.table)
    .select([sql<number>`count(*)`.as('total'), (definition.ownsTable ? writeCount(definition.table) : sql<number>`NULL`).as('writes')])
    .where((eb) => eb.and(filtered(definition, organizationId, query) as never[]))
    .compile();
}

type Rows = Record<string, unknown>[];

/** Values kept per query (QUERIES_KEPT per master, the oldest forgotten), made on first use. */
function keptPer<T>(): (key: string, make: () => T) => T {
  const kept = new Map<string, T>();
  return (key, make) => {
    let value = kept.get(key);
    if (value === undefined) {
      value = make();
      if (kept.size >= QUERIES_KEPT) kept.delete(kept.keys().next().value!);
      kept.set(key, value);
    }
    return value;
  };
}

interface KnownQuery {
  page?: CompiledQuery;
  count?: CompiledQuery;
  total?: { writes: number; total: number };
}

/**
 * Reads list pages of one master with their total, either for an organisation already known
 * (`page`) or for the session of a joined read (`joinedPage`: the session check and the page in one
 * statement). A query seen before reuses its compiled statements (the grid asks for the same first
 * page again and again). Its total — the count of the filtered set, the costly part of a page of a
 * large master — is kept (for the tables the schema engine owns, which count their writes) with the
 * write counter it was counted at, and reused while the page reads the same counter: no statement
 * has written the table since, in any process or instance (masterWriteCount.ts). A first page
 * shorter than asked is its own total.
 */
export function masterListPage(database: Database, definition: MasterDefinition) {
  const { db, pool } = database;
  const rowsOf = async (statement: CompiledQuery) => (await pool.query(statement.sql, [...statement.parameters])).rows as Rows;
  // Per organisation and query: its page statement (by value) and its kept total.
  const known = keptPer<KnownQuery>();
  // Per query: its page joined with the session, for any organisation (the session's).
  const joined = keptPer<JoinedStatement<Record<string, unknown>>>();

  const totalOf = async (organizationId: number, query: ListQuery, rows: Rows) => {
    if (query.offset === 0 && rows.length < query.limit) return rows.length;
    const kept = known(`${organizationId} ${query.key}`, () => ({}));
    const writes = rows.length > 0 ? Number(rows[0].__writes) : undefined;
    if (kept.total && kept.total.writes === writes) return kept.total.total;
    kept.count ??= countStatement(db, definition, organizationId, query);
    const [counted] = await rowsOf(kept.count);
    // Only the engine's own tables count their writes; a product table's total (x-table) is counted every time.
    if (definition.ownsTable) kept.total = { writes: Number(counted.writes), total: Number(counted.total) };
    return Number(counted.total);
  };

  return {
    page: (organizationId: number, query: ListQuery): Promise<{ rows: Rows; total: number }> => {
      const key = `${organizationId} ${query.key}`;
      const kept = known(key, () => ({}));
      const page = (kept.page ??= pageQuery(db, definition, organizationId, query).compile());
      // On PGlite the whole answer is kept until this process writes (SoleWriterCache.ts).
      return readThrough(database, `list ${definition.table} ${key}`, async () => {
        const rows = await rowsOf(page);
        return { rows, total: await totalOf(organizationId, query, rows) };
      });
    },
    /** `read` checks the session and the caller's rights (sessionJoinedRoute.ts) before the page is used or counted. */
    joinedPage: async (read: JoinedRead, query: ListQuery): Promise<{ auth: AuthContext; rows: Rows; total: number }> => {
      const { auth, rows } = await read(joined(query.key, () => joinedPageStatement(db, definition, query)));
      return { auth, rows, total: await totalOf(auth.organizationId, query, rows) };
    },
  };
}
