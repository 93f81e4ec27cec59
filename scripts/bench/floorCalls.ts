/**
 * The call bench's floors run the product's own statements: the session check joined into the
 * endpoint's read (joinSession.ts), imported from the product and run by its `runJoined`. The
 * list's total is kept between calls while the table is unwritten (masterListPage.ts), so in this
 * read-only bench the product issues only this statement per call too.
 */
import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { sessionArgs } from '../../src/server/auth/authenticate.js';
import { runJoined } from '../../src/server/auth/joinSession.js';
import type { Database } from '../../src/server/db/database.js';
import type { Tables } from '../../src/server/db/tables.js';
import { profileStatement } from '../../src/server/employees/employeeRoutes.js';
import { parseListQuery } from '../../src/server/masters/listQuery.js';
import { loadMasterSchemas } from '../../src/server/masters/loadMasterSchemas.js';
import { joinedPageStatement } from '../../src/server/masters/masterListPage.js';

export const LIST_MASTER = 'marketFacingTitle';
export const LIST_QUERY = { sort: '["name","ASC"]', range: '[0,9]' };

export type FloorKind = 'profile' | 'list';
/** The HTTP floor's paths (httpFloorServer.ts) for the two calls. */
export const FLOOR_PATHS: Record<FloorKind, string> = { profile: '/profile', list: '/list' };

/** The token's claims, read without checking its signature: the floors pay for no access check. */
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sub: string; sid: string };

/** Each call's joined statement on `pool`: the endpoint's rows for the bearer of `token`, or undefined when its session is not live. */
export function floorCalls(pool: pg.Pool): Record<FloorKind, (token: string) => Promise<unknown[] | undefined>> {
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  const database = { db, pool } as Database;
  const definition = loadMasterSchemas('schemas/masters').find((d) => d.name === LIST_MASTER)!;
  const joined = { profile: profileStatement(db), list: joinedPageStatement(db, definition, parseListQuery(definition, LIST_QUERY)) };
  const call = (kind: FloorKind) => async (token: string) => {
    const { session, rows } = await runJoined(database, joined[kind], sessionArgs(claimsOf(token), new Date()));
    return session ? rows : undefined;
  };
  return { profile: call('profile'), list: call('list') };
}
