/**
 * Signed-in calls under load, from outside the server (autocannon): the profile call and the first
 * page of a 10,000-row master list at 20 and 100 connections, p99 at 100, and the server's memory.
 * PostgreSQL has two floors, measured in the same run (docs/performance.md): the HTTP floor, the
 * same joined statements (floorCalls.ts) behind a bare `node:http` server of its own measured by the
 * same autocannon (httpFloorServer.ts), which the budget holds the product against; and, as
 * information, the statements alone straight through `pg` with 20 connections, no HTTP at all.
 * PGlite is held against the PostgreSQL product. PostgreSQL reached over its Unix socket, when
 * run.ts finds one, is a contestant of its own with its floors over the same socket.
 */
import autocannon from 'autocannon';
import pg from 'pg';
import type { BenchTable } from './measure.js';
import { floorCalls, FLOOR_PATHS, LIST_MASTER, LIST_QUERY, type FloorKind } from './floorCalls.js';
import { startServerProcess, type ServerProcess } from './serverProcess.js';

/** `npm run seed`'s arguments for the call benches: 10,000 employees and a 10,000-row master. */
export const SEED = ['--employees', '10000', '--master', LIST_MASTER, '--rows', '10000'];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const STATEMENT_FLOOR_CONNECTIONS = 20;
const CONNECTIONS = [20, 100] as const;

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

/** The statement floor: the endpoints' statements through a plain pool of STATEMENT_FLOOR_CONNECTIONS, each run on its own; close() ends the pool. */
function statementFloorOf(databaseUrl: string, tokens: Record<FloorKind, string>) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: STATEMENT_FLOOR_CONNECTIONS });
  const calls = floorCalls(pool);
  const run = (kind: FloorKind) => async () => {
    if (!(await calls[kind](tokens[kind]))?.length) throw new Error(`floor: ${kind} found no session or rows`);
  };
  return {
    throughput: (kind: FloorKind, seconds: number) => driverThroughput(STATEMENT_FLOOR_CONNECTIONS, seconds, run(kind)),
    close: () => pool.end(),
  };
}

/** The HTTP floor's process on `databaseUrl` (httpFloorServer.ts, run from its TypeScript source). */
const startHttpFloor = (databaseUrl: string) =>
  startServerProcess({ DATABASE_URL: databaseUrl, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import tsx`.trim() }, 'scripts/bench/httpFloorServer.ts');

/** One database's server under test, and the table its rows go to. */
export interface Contestant {
  table: BenchTable;
  server: ServerProcess;
  /** PostgreSQL's URL: its floors (the same statements behind bare HTTP, and through `pg` alone, over the same transport) are measured beside it. */
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
const byConnections = () => ({ 20: tally(), 100: tally() });

/** One slice of autocannon load on `url`, added to `into`. */
async function measure(into: Tally, url: string, token: string, connections: number, seconds: number) {
  const result = await load(url, token, connections, seconds);
  into.requests += result.requests.total;
  into.seconds += result.duration;
  into.p99s.push(result.latency.p99);
}

/**
 * Adds the call rows to each contestant's table. The machine is shared, so a figure and what it is
 * held against are measured in alternating short rounds (ROUNDS per figure, each SECONDS/ROUNDS
 * long): PostgreSQL product at 20 and 100 connections, its HTTP floor at 20 and 100, its statement
 * floor, the same over PostgreSQL's Unix socket when given, PGlite product at 20 and 100, and
 * again. A burst of someone else's work then weighs on all of them alike instead of deciding one
 * figure. Throughput is all requests over all rounds' time; p99 is the median of the rounds' p99s
 * (the worst round is printed beside it).
 */
export async function callThroughput(postgres: Contestant[], pglite: Contestant): Promise<void> {
  const contestants = [...postgres, pglite];
  const floors: { close(): Promise<void> }[] = [];
  const stopAll = () => Promise.all(floors.map((floor) => floor.close()));
  try {
    const sides = await Promise.all(
      contestants.map(async (contestant) => {
        const { server, databaseUrl } = contestant;
        const tokens = { profile: await server.login('EMP001'), list: await server.login('ADMIN') };
        const paths = { profile: '/api/employee/getEmployeeProfile', list: `/api/${LIST_MASTER}?${new URLSearchParams(LIST_QUERY)}` };
        if (!databaseUrl) return { contestant, tokens, paths, url: server.url };
        const statements = statementFloorOf(databaseUrl, tokens);
        const http = await startHttpFloor(databaseUrl);
        floors.push(statements, { close: http.stop });
        return { contestant, tokens, paths, url: server.url, floors: { statements, http: http.url } };
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const { contestant } of sides) contestant.table.add({ figure: 'idle RSS of the server', value: contestant.server.memory().rss, unit: 'MB' });

    const slice = Math.max(1, Math.round(SECONDS / ROUNDS));
    for (const kind of ['profile', 'list'] as const) {
      // Warm-up: JIT, prepared statements, caches.
      for (const { url, paths, tokens, floors } of sides) {
        await load(url + paths[kind], tokens[kind], 20, Math.min(3, SECONDS));
        if (floors) await load(floors.http + FLOOR_PATHS[kind], tokens[kind], 20, Math.min(3, SECONDS));
      }
      const tallies = sides.map(() => ({ product: byConnections(), http: byConnections(), statements: tally() }));
      for (let round = 0; round < ROUNDS; round++) {
        for (const [i, { url, paths, tokens, floors }] of sides.entries()) {
          for (const connections of CONNECTIONS) await measure(tallies[i].product[connections], url + paths[kind], tokens[kind], connections, slice);
          if (!floors) continue;
          for (const connections of CONNECTIONS) await measure(tallies[i].http[connections], floors.http + FLOOR_PATHS[kind], tokens[kind], connections, slice);
          tallies[i].statements.requests += (await floors.statements.throughput(kind, slice)) * slice;
          tallies[i].statements.seconds += slice;
        }
      }
      // PGlite is held against the first PostgreSQL (over TCP).
      const postgresProduct = postgres.length ? tallies[0].product : undefined;
      for (const [i, { contestant, floors }] of sides.entries()) {
        const { product, http, statements } = tallies[i];
        for (const connections of CONNECTIONS) {
          const value = rate(product[connections]);
          if (floors) {
            contestant.table.add({
              figure: figures[kind](connections),
              value,
              unit: 'req/s',
              floor: { value: rate(http[connections]), what: `same SQL behind bare node:http, ${connections} conns` },
              budget: '≥ 0.8× floor',
            });
            contestant.table.add({ figure: '  against the statements alone (information)', value, unit: 'req/s', floor: { value: rate(statements), what: `same SQL via pg, ${STATEMENT_FLOOR_CONNECTIONS} conns, no HTTP` } });
          } else {
            const held = postgresProduct && { value: rate(postgresProduct[connections]), what: 'PostgreSQL product' };
            contestant.table.add({ figure: figures[kind](connections), value, unit: 'req/s', floor: held, budget: '≥ 0.8× PostgreSQL' });
          }
        }
        const p99s = product[100].p99s;
        contestant.table.add({
          figure: `  p99 latency, ${kind}, 100 conns (median of ${ROUNDS}; worst ${Math.max(...p99s)} ms)`,
          value: median(p99s),
          unit: 'ms',
          budget: floors ? '≤ 150 ms' : undefined,
        });
      }
    }
  } finally {
    await stopAll();
  }
  for (const contestant of contestants) contestant.table.add({ figure: 'peak RSS of the server (VmHWM)', value: contestant.server.memory().peak, unit: 'MB' });
}
