import { createHash } from 'node:crypto';
import { sql, type Expression, type RawBuilder } from 'kysely';
import type { Database, Db } from '../db/database.js';
import { bindArguments, placeholders } from '../db/preparedStatement.js';
import { SESSION_COLUMNS, sessionQuery, type SessionArgs, type SessionRow } from './authenticate.js';

/** What an endpoint's rows may be keyed on: the live session's columns, as read in the same statement. */
export interface SessionKeys {
  employeeId: RawBuilder<number>;
  organizationId: RawBuilder<number>;
}

const SESSION = 'joined_session';
const sessionKeys: SessionKeys = { employeeId: sql.ref(`${SESSION}.employee_id`), organizationId: sql.ref(`${SESSION}.organization_id`) };

/** Prefix of the session's columns in a joined row, so they never clash with the endpoint's (a master's `id`). */
const SESSION_PREFIX = '__session_';
/** Set on a joined row that carries an endpoint row; a live session with no endpoint rows comes back as one row without it. */
const FOUND = '__found';

/** One statement that reads the session and the endpoint's rows keyed on it (joinSession). */
export interface JoinedStatement<Row> {
  /** Tells this statement's results apart in the sole writer's cache (PGlite), with the session. */
  key: string;
  /** The prepared statement's name: from its text, so equal texts share one. */
  name: string;
  text: string;
  values: readonly unknown[];
  /** Only carries the row type. */
  readonly row?: Row;
}

/**
 * The session check and an endpoint's read as one statement, one round trip:
 *
 *   SELECT <session columns>, q.* FROM (<live session row>) AS joined_session
 *   LEFT JOIN LATERAL (SELECT true AS __found, endpoint.* FROM (<endpoint>) AS endpoint) AS q ON true
 *
 * `endpoint` keys its rows on `session` (the session's employee and organisation as read in the
 * same snapshot), never on a value from the request about who is calling. No live session: no row
 * at all (401). A live session whose endpoint finds nothing: one row without __found. A list keeps
 * its order with `orderBy`, written over `q`'s columns, since a join may reorder what a subquery
 * sorted. The caller's rights are checked on the answer before any of it is used
 * (sessionJoinedRoute.ts).
 */
export function joinSession<Row>(
  db: Db,
  key: string,
  endpoint: (session: SessionKeys) => Expression<Row>,
  orderBy?: (q: (column: string) => RawBuilder<unknown>) => RawBuilder<unknown>,
): JoinedStatement<Row> {
  const arg = placeholders<SessionArgs>();
  const session = sessionQuery(db, { sessionId: arg('sessionId'), employeeId: arg('employeeId'), now: arg('now') });
  const columns = sql.join(SESSION_COLUMNS.map((column) => sql`${sql.ref(`${SESSION}.${column}`)} AS ${sql.ref(SESSION_PREFIX + column)}`));
  const order = orderBy ? sql` ORDER BY ${orderBy((column) => sql.ref(`q.${column}`))}` : sql``;
  const compiled = sql`SELECT ${columns}, q.* FROM (${session}) AS ${sql.ref(SESSION)}
    LEFT JOIN LATERAL (SELECT true AS ${sql.ref(FOUND)}, endpoint.* FROM (${endpoint(sessionKeys)}) AS endpoint) AS q ON true${order}`.compile(db);
  const name = `joined-${createHash('sha1').update(compiled.sql).digest('base64url')}`;
  return { key, name, text: compiled.sql, values: compiled.parameters };
}

/** The session row (undefined: none live) and the endpoint's rows of one joined read. */
export interface JoinedResult<Row> {
  session?: SessionRow;
  rows: Row[];
}

/** Runs a joined statement for this session and splits its answer back into the session and the endpoint's rows. */
export async function runJoined<Row>(database: Database, statement: JoinedStatement<Row>, args: SessionArgs): Promise<JoinedResult<Row>> {
  const { rows } = await database.pool.query({ name: statement.name, text: statement.text, values: bindArguments(statement.values, { ...args }) });
  if (rows.length === 0) return { rows: [] };
  const session = Object.fromEntries(SESSION_COLUMNS.map((column) => [column, rows[0][SESSION_PREFIX + column]])) as unknown as SessionRow;
  if (!rows[0][FOUND]) return { session, rows: [] };
  return { session, rows: rows.map(endpointPart) as Row[] };
}

function endpointPart(row: Record<string, unknown>): Record<string, unknown> {
  const part: Record<string, unknown> = {};
  for (const column in row) if (column !== FOUND && !column.startsWith(SESSION_PREFIX)) part[column] = row[column];
  return part;
}
