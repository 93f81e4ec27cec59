/**
 * `npm run bench -- cpu`: the server's own CPU per call, which a shared machine's load does not
 * move the way it moves req/s. The built server runs on a seeded PostgreSQL; a fixed number of
 * calls (autocannon, 20 connections) is sent and the process's user and system time
 * (/proc/<pid>/stat, every thread) read before and after; req/s is left to callThroughput.ts.
 *
 * A/B back to back: BENCH_BASE=<another build's main.js> (e.g. `main`'s dist/server copied aside)
 * starts that build beside this one, and the rounds alternate between them. PostgreSQL is reached
 * over TCP and, when its socket directory exists (BENCH_PG_SOCKET, default /var/run/postgresql),
 * also over its Unix socket. BENCH_DATABASE_URL: an already seeded database (else a scratch one of
 * TEST_DATABASE_URL's server is seeded and dropped); BENCH_CALLS (default 4000) calls per round,
 * BENCH_ROUNDS (default 4) rounds.
 */
import fs from 'node:fs';
import autocannon from 'autocannon';
import { emptyDatabase } from '../../tests/helpers/testDatabases.js';
import { LIST_MASTER, LIST_QUERY } from './callThroughput.js';
import { buildServer, seed, startServerProcess, type ServerProcess } from './serverProcess.js';

const CALLS = Number(process.env.BENCH_CALLS ?? 4000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
/** Where a PostgreSQL on this machine has its Unix socket (Debian's default). */
export const PG_SOCKET_DIR = process.env.BENCH_PG_SOCKET ?? '/var/run/postgresql';

/** The same database reached over PostgreSQL's Unix socket in `dir` instead of TCP. */
export function overUnixSocket(databaseUrl: string, dir: string): string {
  const url = new URL(databaseUrl);
  return `postgres://${url.username ? `${url.username}@` : ''}${url.pathname}?host=${encodeURIComponent(dir)}`;
}

const perCall = (seconds: number, calls: number) => ((seconds / calls) * 1000).toFixed(3);

export async function callCpuFigures(): Promise<void> {
  buildServer();
  const scratch = process.env.BENCH_DATABASE_URL ? undefined : await emptyDatabase('postgres');
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? scratch!.options.databaseUrl!;
  if (scratch) seed({ DATABASE_URL: databaseUrl }, ['--employees', '10000', '--master', LIST_MASTER, '--rows', '10000']);
  const builds = { this: 'dist/server/main.js', ...(process.env.BENCH_BASE ? { base: process.env.BENCH_BASE } : {}) };
  const transports = { tcp: databaseUrl, ...(fs.existsSync(PG_SOCKET_DIR) ? { unix: overUnixSocket(databaseUrl, PG_SOCKET_DIR) } : {}) };
  const servers: { name: string; server: ServerProcess; tokens: Record<'profile' | 'list', string> }[] = [];
  try {
    for (const [build, main] of Object.entries(builds)) {
      for (const [transport, url] of Object.entries(transports)) {
        const server = await startServerProcess({ DATABASE_URL: url, ATTENDANCE_PROCESSING: 'off' }, main);
        servers.push({ name: `${build} build, ${transport}`, server, tokens: { profile: await server.login('EMP001'), list: await server.login('ADMIN') } });
      }
    }
    const paths = { profile: '/api/employee/getEmployeeProfile', list: `/api/${LIST_MASTER}?${new URLSearchParams(LIST_QUERY)}` };
    const call = async (side: (typeof servers)[number], kind: 'profile' | 'list', amount: number) => {
      const before = side.server.cpuSeconds();
      const result = await autocannon({ url: side.server.url + paths[kind], connections: 20, amount, headers: { authorization: `Bearer ${side.tokens[kind]}` } });
      if (result.non2xx || result.errors) throw new Error(`${side.name} ${kind}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      const after = side.server.cpuSeconds();
      return { user: after.user - before.user, system: after.system - before.system, calls: result.requests.total };
    };
    for (const kind of ['profile', 'list'] as const) {
      for (const side of servers) await call(side, kind, CALLS / 2); // warm-up: JIT, prepared statements, caches
      const totals = servers.map(() => ({ user: 0, system: 0, calls: 0 }));
      for (let round = 0; round < ROUNDS; round++) {
        for (const [i, side] of servers.entries()) {
          const { user, system, calls } = await call(side, kind, CALLS);
          totals[i].user += user;
          totals[i].system += system;
          totals[i].calls += calls;
          console.log(`  ${kind}, ${side.name}, round ${round + 1}: ${perCall(user + system, calls)} ms CPU per call`);
        }
      }
      for (const [i, side] of servers.entries()) {
        const t = totals[i];
        console.log(`${kind}, ${side.name}: ${perCall(t.user + t.system, t.calls)} ms server CPU per call (user ${perCall(t.user, t.calls)}, system ${perCall(t.system, t.calls)}; ${t.calls} calls)`);
      }
    }
  } finally {
    for (const { server } of servers) await server.stop();
    await scratch?.drop();
  }
}
