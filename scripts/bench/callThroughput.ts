/**
 * Signed-in calls under load, from outside the server (autocannon): the profile call and the first
 * page of a 10,000-row master list at 20 and 100 connections, p99 at 100, and the server's memory.
 * The floor on PostgreSQL is the same statements (session check + the endpoint's query) issued
 * straight through `pg` with 20 connections in the same run; PGlite is held against the PostgreSQL
 * product.
 */
import autocannon from 'autocannon';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { readSession } from '../../src/server/auth/authenticate.js';
import type { Database } from '../../src/server/db/database.js';
import type { Tables } from '../../src/server/db/tables.js';
import { readProfile } from '../../src/server/employees/employeeRoutes.js';
import { parseListQuery } from '../../src/server/masters/listQuery.js';
import { pageStatement } from '../../src/server/masters/masterListPage.js';
import { loadMasterSchemas } from '../../src/server/masters/loadMasterSchemas.js';
import type { BenchTable } from './measure.js';
import type { ServerProcess } from './serverProcess.js';

export const LIST_MASTER = 'marketFacingTitle';
const LIST_QUERY = { sort: '["name","ASC"]', range: '[0,9]' };
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const FLOOR_CONNECTIONS = 20;

export const figures = {
  profile: (connections: number) => `profile call, ${connections} connections`,
  list: (connections: number) => `master list page, ${connections} connections`,
};

async function load(url: string, token: string, connections: number, duration = SECONDS) {
  const result = await autocannon({ url, connections, duration, headers: { authorization: `Bearer ${token}` } });
  if (result.non2xx || result.errors) console.log(`  ${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result;
}

/** Calls per second of `call` run back to back by `connections` loops for the bench's duration. */
async function driverThroughput(connections: number, call: () => Promise<unknown>): Promise<number> {
  const until = performance.now() + SECONDS * 1000;
  let calls = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        await call();
        calls++;
      }
    }),
  );
  return calls / ((performance.now() - started) / 1000);
}

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sub: string; sid: string };

/** The endpoints' own statements through a plain pool of FLOOR_CONNECTIONS, each run on its own. */
async function withFloors<T>(databaseUrl: string, profileToken: string, listToken: string, measure: (floor: Record<'profile' | 'list', () => Promise<number>>) => Promise<T>): Promise<T> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: FLOOR_CONNECTIONS });
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  const database = { db, pool } as Database;
  try {
    const session = async (token: string) => {
      const claims = claimsOf(token);
      const [row] = await readSession(database, { sessionId: claims.sid, employeeId: Number(claims.sub), now: new Date() });
      return row;
    };
    const definition = loadMasterSchemas('schemas/masters').find((d) => d.name === LIST_MASTER)!;
    const query = parseListQuery(definition, LIST_QUERY);
    const { organization_id: organizationId } = (await session(listToken))!;
    // The product's page statement; its total is kept between calls while the table is unwritten
    // (masterListPage.ts), so in this read-only run the product issues only this after the session check.
    const list = pageStatement(db, definition, organizationId, query);
    const employeeId = Number(claimsOf(profileToken).sub);
    return await measure({
      profile: () =>
        driverThroughput(FLOOR_CONNECTIONS, async () => {
          await session(profileToken);
          await readProfile(database, { employeeId });
        }),
      list: () =>
        driverThroughput(FLOOR_CONNECTIONS, async () => {
          await session(listToken);
          await pool.query(list.sql, [...list.parameters]);
        }),
    });
  } finally {
    // The pool is the driver here; Kysely only built the statements, so it never owned the pool.
    await pool.end();
  }
}

/**
 * Adds the rows to `table`. `databaseUrl` (PostgreSQL) measures the driver floor; `postgres`, the
 * PostgreSQL table of the same run, is PGlite's floor.
 */
export async function callThroughput(table: BenchTable, server: ServerProcess, options: { databaseUrl?: string; postgres?: BenchTable }): Promise<void> {
  const profileToken = await server.login('EMP001');
  const listToken = await server.login('ADMIN');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  table.add({ figure: 'idle RSS of the server', value: server.memory().rss, unit: 'MB' });

  const urls = {
    profile: { url: `${server.url}/api/employee/getEmployeeProfile`, token: profileToken },
    list: { url: `${server.url}/api/${LIST_MASTER}?${new URLSearchParams(LIST_QUERY)}`, token: listToken },
  };
  // Each figure group in turn: a warm-up (JIT, prepared statements, caches), the product at 20 and
  // 100 connections, then its floor right after, so a machine busy with other work weighs on both.
  const measureAll = async (floor?: Record<'profile' | 'list', () => Promise<number>>) => {
    for (const kind of ['profile', 'list'] as const) {
      const { url, token } = urls[kind];
      await load(url, token, 20, Math.min(3, SECONDS));
      const at = { 20: await load(url, token, 20), 100: await load(url, token, 100) };
      const floorValue = floor ? await floor[kind]() : undefined;
      for (const connections of [20, 100] as const) {
        const figure = figures[kind](connections);
        const postgres = options.postgres?.value(figure);
        table.add({
          figure,
          value: at[connections].requests.average,
          unit: 'req/s',
          floor: floorValue
            ? { value: floorValue, what: `same SQL via pg, ${FLOOR_CONNECTIONS} conns` }
            : postgres
              ? { value: postgres, what: 'PostgreSQL product' }
              : undefined,
          budget: floor ? '≥ 0.8× floor' : '≥ 0.8× PostgreSQL',
        });
      }
      table.add({
        figure: `  p99 latency, ${kind}, 100 connections`,
        value: at[100].latency.p99,
        unit: 'ms',
        budget: options.databaseUrl ? '≤ 150 ms' : undefined,
      });
    }
  };
  if (options.databaseUrl) await withFloors(options.databaseUrl, profileToken, listToken, measureAll);
  else await measureAll();
  table.add({ figure: 'peak RSS of the server (VmHWM)', value: server.memory().peak, unit: 'MB' });
}
