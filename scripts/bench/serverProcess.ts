/** The built server as its own process, as users run it: the bench measures it from outside. */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { encryptForLogin } from '../../src/server/auth/loginCrypto.js';
import { DEMO_PASSWORD } from '../../src/server/seed/demoSeed.js';

export interface ServerProcess {
  url: string;
  /** Resident memory of the server's processes now and at their peaks (VmRSS, VmHWM, summed over the cluster's processes with WORKERS>1), in MB. */
  memory(): { rss: number; peak: number };
  /** CPU seconds (every thread) the server's processes have used so far, from /proc/<pid>/stat. */
  cpuSeconds(): { user: number; system: number };
  /** A bearer token of a demo account. */
  login(empId: string): Promise<string>;
  stop(): Promise<void>;
}

export function buildServer(): void {
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('server build failed');
}

/** `npm run seed` against the same DATA_DIR / DATABASE_URL, in its own process. */
export function seed(env: Record<string, string>, args: string[]): void {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', ...args], {
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (run.status !== 0) throw new Error('seed failed');
}

/** Ports handed out so far from BENCH_PORT_BASE. */
let portsTaken = 0;

/**
 * A port for the next server: from BENCH_PORT_BASE upwards when set (a shared machine gives each
 * engineer a range), else any free one the system picks.
 */
async function freePort(): Promise<number> {
  if (process.env.BENCH_PORT_BASE) return Number(process.env.BENCH_PORT_BASE) + portsTaken++;
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const statusOf = (pid: number) => fs.readFileSync(`/proc/${pid}/status`, 'utf8');

/** The process and its children (the cluster's server processes with WORKERS>1), from /proc/<pid>/task/<tid>/children. */
function processTree(pid: number): number[] {
  const children = fs
    .readdirSync(`/proc/${pid}/task`)
    .flatMap((tid) => fs.readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean).map(Number));
  return [pid, ...children.flatMap(processTree)];
}
const kilobytes = (status: string, field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);

/** utime and stime (fields 14 and 15 of /proc/<pid>/stat, after the parenthesised name), in seconds. */
function cpuSecondsOf(pid: number): { user: number; system: number } {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return { user: Number(fields[11]) / CLOCK_TICKS, system: Number(fields[12]) / CLOCK_TICKS };
}
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** The built server (`main`: another build of it, for an A/B) on `env`'s database. */
export async function startServerProcess(env: Record<string, string>, main = 'dist/server/main.js'): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, DATABASE_URL: '', ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  for (let ready = false; !ready; ) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    ready = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    memory: () => {
      const statuses = processTree(child.pid!).map(statusOf);
      const total = (field: string) => statuses.reduce((sum, status) => sum + kilobytes(status, field), 0) / 1024;
      return { rss: total('VmRSS'), peak: total('VmHWM') };
    },
    cpuSeconds: () =>
      processTree(child.pid!)
        .map(cpuSecondsOf)
        .reduce((sum, cpu) => ({ user: sum.user + cpu.user, system: sum.system + cpu.system }), { user: 0, system: 0 }),
    login: async (empId) => {
      const key = (await (await fetch(`${url}/api/crypto/public-key`)).json()) as { data: { publicKey: string } };
      const response = await fetch(`${url}/api/users/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ empId, ...encryptForLogin(key.data.publicKey, DEMO_PASSWORD) }),
      });
      if (!response.ok) throw new Error(`login ${empId}: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { data: { token: string } }).data.token;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
