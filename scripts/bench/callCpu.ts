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
 * TEST_DATABASE_URL's server is seeded and dropped); BENCH_CALLS (default 6000) calls per round,
 * BENCH_ROUNDS (default 4) rounds.
 *
 * PostgreSQL's side is counted too when it runs on this machine: the CPU of the backends serving
 * each server (told apart by application_name, read from /proc like the server's).
 */
import fs from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { emptyDatabase } from '../../tests/helpers/testDatabases.js';
import { SEED } from './callThroughput.js';
import { LIST_MASTER, LIST_QUERY } from './floorCalls.js';
import { buildServer, seed, startServerProcess, type ServerProcess } from './serverProcess.js';

const CALLS = Number(process.env.BENCH_CALLS ?? 6000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
/** Where a PostgreSQL on this machine has its Unix socket (Debian's default). */
export const PG_SOCKET_DIR = process.env.BENCH_PG_SOCKET ?? '/var/run/postgresql';

/** The same database reached over PostgreSQL's Unix socket in `dir` instead of TCP. */
export function overUnixSocket(databaseUrl: string, dir: string): string {
  const url = new URL(databaseUrl);
  return `postgres://${url.username ? `${url.username}@` : ''}${url.pathname}?host=${encodeURIComponent(dir)}`;
}

const perCall = (seconds: number, calls: number) => ((seconds / calls) * 1000).toFixed(3);

/** user + system seconds of each process now (those already gone are left out), from /proc/<pid>/stat. */
function cpuOf(pids: number[]): Map<number, number> {
  const seconds = new Map<number, number>();
  for (const pid of pids) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      seconds.set(pid, (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      // The backend ended: its time is lost, which only makes PostgreSQL's figure lower.
    }
  }
  return seconds;
}

/** The CPU PostgreSQL's backends named `application` spend while `work` runs (0 when PostgreSQL is on another machine). */
async function backendCpu(admin: pg.Client, application: string, work: () => Promise<void>): Promise<number> {
  const pids = async () => (await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [application])).rows.map((row) => row.pid);
  const before = cpuOf(await pids());
  await work();
  let spent = 0;
  for (const [pid, seconds] of cpuOf(await pids())) spent += seconds - (before.get(pid) ?? 0);
  return spent;
}

const withApplicationName = (url: string, name: string) => `${url}${url.includes('?') ? '&' : '?'}application_name=${name}`;

export async function callCpuFigures(): Promise<void> {
  buildServer();
  const scratch = process.env.BENCH_DATABASE_URL ? undefined : await emptyDatabase('postgres');
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? scratch!.options.databaseUrl!;
  if (scratch) seed({ DATABASE_URL: databaseUrl }, SEED);
  const builds = { this: 'dist/server/main.js', ...(process.env.BENCH_BASE ? { base: process.env.BENCH_BASE } : {}) };
  const transports = { tcp: databaseUrl, ...(fs.existsSync(PG_SOCKET_DIR) ? { unix: overUnixSocket(databaseUrl, PG_SOCKET_DIR) } : {}) };
  const servers: { name: string; application: string; server: ServerProcess; tokens: Record<'profile' | 'list', string> }[] = [];
  // A client rather than a pool: its end() waits for the connection to close, before the scratch database is dropped.
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    for (const [build, main] of Object.entries(builds)) {
      for (const [transport, url] of Object.entries(transports)) {
        const application = `bench-${build}-${transport}`;
        const server = await startServerProcess({ DATABASE_URL: withApplicationName(url, application), ATTENDANCE_PROCESSING: 'off' }, main);
        servers.push({ name: `${build} build, ${transport}`, application, server, tokens: { profile: await server.login('EMP001'), list: await server.login('ADMIN') } });
      }
    }
    const paths = { profile: '/api/employee/getEmployeeProfile', list: `/api/${LIST_MASTER}?${new URLSearchParams(LIST_QUERY)}` };
    const call = async (side: (typeof servers)[number], kind: 'profile' | 'list', amount: number) => {
      const before = side.server.cpuSeconds();
      let calls = 0;
      const database = await backendCpu(admin, side.application, async () => {
        const result = await autocannon({ url: side.server.url + paths[kind], connections: 20, amount, headers: { authorization: `Bearer ${side.tokens[kind]}` } });
        if (result.non2xx || result.errors) throw new Error(`${side.name} ${kind}: ${result.non2xx} non-2xx, ${result.errors} errors`);
        calls = result.requests.total;
      });
      const after = side.server.cpuSeconds();
      return { user: after.user - before.user, system: after.system - before.system, database, calls };
    };
    for (const kind of ['profile', 'list'] as const) {
      // Warm-up (JIT, prepared statements, caches): with fewer calls the figures come out 2-3× high.
      for (const side of servers) await call(side, kind, Math.max(CALLS / 2, 3000));
      const totals = servers.map(() => ({ user: 0, system: 0, database: 0, calls: 0 }));
      for (let round = 0; round < ROUNDS; round++) {
        for (const [i, side] of servers.entries()) {
          const { user, system, database, calls } = await call(side, kind, CALLS);
          totals[i].user += user;
          totals[i].system += system;
          totals[i].database += database;
          totals[i].calls += calls;
          console.log(`  ${kind}, ${side.name}, round ${round + 1}: ${perCall(user + system, calls)} ms CPU per call`);
        }
      }
      for (const [i, side] of servers.entries()) {
        const t = totals[i];
        console.log(`${kind}, ${side.name}: ${perCall(t.user + t.system, t.calls)} ms server CPU per call (user ${perCall(t.user, t.calls)}, system ${perCall(t.system, t.calls)}; PostgreSQL's backends ${perCall(t.database, t.calls)}; ${t.calls} calls)`);
      }
    }
  } finally {
    for (const { server } of servers) await server.stop();
    await admin.end();
    await scratch?.drop();
  }
}
