/**
 * Signed-in calls under load, from outside the server (autocannon): the profile call and the first
 * page of a 10,000-row master list at 20 and 100 connections, p99 at 100, and the server's memory.
 * The floor on PostgreSQL is the same statements the product issues (the session check joined into
 * the endpoint's query, joinSession.ts) straight through `pg` with 20 connections in the same run;
 * PGlite is held against the PostgreSQL product. PostgreSQL reached over its Unix socket, when
 * run.ts finds one, is a contestant of its own with its floor over the same socket.
 */
import autocannon from 'autocannon';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { sessionArgs } from '../../src/server/auth/authenticate.js';
import { runJoined } from '../../src/server/auth/joinSession.js';
import type { Database } from '../../src/server/db/database.js';
import type { Tables } from '../../src/server/db/tables.js';
import { profileStatement } from '../../src/server/employees/employeeRoutes.js';
import { parseListQuery } from '../../src/server/masters/listQuery.js';
import { joinedPageStatement } from '../../src/server/masters/masterListPage.js';
import { loadMasterSchemas } from '../../src/server/masters/loadMasterSchemas.js';
import type { BenchTable } from './measure.js';
import type { ServerProcess } from './serverProcess.js';

export const LIST_MASTER = 'marketFacingTitle';
/** `npm run seed`'s arguments for the call benches: 10,000 employees and a 10,000-row master. */
export const SEED = ['--employees', '10000', '--master', LIST_MASTER, '--rows', '10000'];
export const LIST_QUERY = { sort: '["name","ASC"]', range: '[0,9]' };
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
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
async function driverThroughput(connections: number, seconds: number, call: () => Promise<unknown>): Promise<number> {
  const until = performance.now() + seconds * 1000;
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

type Floor = Record<'profile' | 'list', (seconds: number) => Promise<number>>;

/** The endpoints' own statements through a plain pool of FLOOR_CONNECTIONS, each run on its own; close() ends the pool. */
function floorOf(databaseUrl: string, profileToken: string, listToken: string): Floor & { close(): Promise<void> } {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: FLOOR_CONNECTIONS });
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  const database = { db, pool } as Database;
  const definition = loadMasterSchemas('schemas/masters').find((d) => d.name === LIST_MASTER)!;
  // The product's statements: the session check and the endpoint's read in one. The list's total
  // is kept between calls while the table is unwritten (masterListPage.ts), so in this read-only
  // run the product issues only this statement per call.
  const joined = { profile: profileStatement(db), list: joinedPageStatement(db, definition, parseListQuery(definition, LIST_QUERY)) };
  const call = (kind: 'profile' | 'list', token: string) => async () => {
    const { session, rows } = await runJoined(database, joined[kind], sessionArgs(claimsOf(token), new Date()));
    if (!session || rows.length === 0) throw new Error(`floor: ${kind} found no session or rows`);
  };
  return {
    profile: (seconds) => driverThroughput(FLOOR_CONNECTIONS, seconds, call('profile', profileToken)),
    list: (seconds) => driverThroughput(FLOOR_CONNECTIONS, seconds, call('list', listToken)),
    // The pool is the driver here; Kysely only built the statements, so it never owned the pool.
    close: () => pool.end(),
  };
}

/** One database's server under test, and the table its rows go to. */
export interface Contestant {
  table: BenchTable;
  server: ServerProcess;
  /** PostgreSQL's URL: its floor (the same statements through `pg`, over the same transport) is measured beside it. */
  databaseUrl?: string;
}

interface Tally {
  requests: number;
  seconds: number;
  p99s: number[];
}
const tally = (): Tally => ({ requests: 0, seconds: 0, p99s: [] });
const rate = (t: Tally) => t.requests / t.seconds;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Adds the call rows to each contestant's table. The machine is shared, so a figure and what it is
 * held against are measured in alternating short rounds (ROUNDS per figure, each SECONDS/ROUNDS
 * long): PostgreSQL product at 20 and 100 connections, its floor, the same over PostgreSQL's Unix
 * socket when given, PGlite product at 20 and 100, and again. A burst of someone else's work then weighs on all of them alike instead of deciding one
 * figure. Throughput is all requests over all rounds' time; p99 is the median of the rounds' p99s
 * (the worst round is printed beside it).
 */
export async function callThroughput(postgres: Contestant[], pglite: Contestant): Promise<void> {
  const contestants = [...postgres, pglite];
  const sides = await Promise.all(
    contestants.map(async (contestant) => {
      const { server } = contestant;
      const profileToken = await server.login('EMP001');
      const listToken = await server.login('ADMIN');
      const urls = {
        profile: { url: `${server.url}/api/employee/getEmployeeProfile`, token: profileToken },
        list: { url: `${server.url}/api/${LIST_MASTER}?${new URLSearchParams(LIST_QUERY)}`, token: listToken },
      };
      const floor = contestant.databaseUrl ? floorOf(contestant.databaseUrl, profileToken, listToken) : undefined;
      return { contestant, urls, floor };
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const { contestant } of sides) contestant.table.add({ figure: 'idle RSS of the server', value: contestant.server.memory().rss, unit: 'MB' });

  const slice = Math.max(1, Math.round(SECONDS / ROUNDS));
  try {
    for (const kind of ['profile', 'list'] as const) {
      // Warm-up: JIT, prepared statements, caches.
      for (const { urls } of sides) await load(urls[kind].url, urls[kind].token, 20, Math.min(3, SECONDS));
      const product = sides.map(() => ({ 20: tally(), 100: tally() }));
      const floorTallies = sides.map(() => tally());
      for (let round = 0; round < ROUNDS; round++) {
        for (const [i, { urls, floor }] of sides.entries()) {
          for (const connections of [20, 100] as const) {
            const result = await load(urls[kind].url, urls[kind].token, connections, slice);
            const t = product[i][connections];
            t.requests += result.requests.total;
            t.seconds += result.duration;
            t.p99s.push(result.latency.p99);
          }
          if (floor) {
            floorTallies[i].requests += (await floor[kind](slice)) * slice;
            floorTallies[i].seconds += slice;
          }
        }
      }
      // PGlite is held against the first PostgreSQL (over TCP).
      const postgresProduct = postgres.length ? product[0] : undefined;
      for (const [i, { contestant }] of sides.entries()) {
        const isPostgres = !!contestant.databaseUrl;
        for (const connections of [20, 100] as const) {
          const held = isPostgres
            ? { value: rate(floorTallies[i]), what: `same SQL via pg, ${FLOOR_CONNECTIONS} conns` }
            : postgresProduct && { value: rate(postgresProduct[connections]), what: 'PostgreSQL product' };
          contestant.table.add({
            figure: figures[kind](connections),
            value: rate(product[i][connections]),
            unit: 'req/s',
            floor: held || undefined,
            budget: isPostgres ? '≥ 0.8× floor' : '≥ 0.8× PostgreSQL',
          });
        }
        const p99s = product[i][100].p99s;
        contestant.table.add({
          figure: `  p99 latency, ${kind}, 100 conns (median of ${ROUNDS}; worst ${Math.max(...p99s)} ms)`,
          value: median(p99s),
          unit: 'ms',
          budget: isPostgres ? '≤ 150 ms' : undefined,
        });
      }
    }
  } finally {
    for (const { floor } of sides) await floor?.close();
  }
  for (const { contestant } of sides) contestant.table.add({ figure: 'peak RSS of the server (VmHWM)', value: contestant.server.memory().peak, unit: 'MB' });
}
