import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireLockFile, DataDirInUseError, STALE_MS } from '../../src/server/db/lockFile.js';

const REFUSED = /^The data directory .+ is in use by another server \(process \d+ on host .+\)\. Stop it first, or set DATA_DIR to another directory; a lease not refreshed for 15 s is taken over\.$/;
const unshareWorks = spawnSync('unshare', ['--pid', '--fork', '--mount-proc', 'true']).status === 0;

/** Runs the real server entry point on `dataDir` and collects what it prints until it exits. */
async function startServer(dataDir: string, prefix: string[] = []) {
  const command = [...prefix, process.execPath, '--import', 'tsx', 'src/server/main.ts'];
  const child = spawn(command[0], command.slice(1), {
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderrLines: stderr.split('\n').filter(Boolean) };
}

describe('one server per data directory', () => {
  let dataDir: string;
  let holder: ChildProcess;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-lock-'));
    // Another process holds the directory through the same lock the server takes.
    holder = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', `
        const { acquireLockFile } = await import('./src/server/db/lockFile.ts');
        await acquireLockFile(${JSON.stringify(dataDir)});
        console.log('held');
        setInterval(() => {}, 60_000);
      `],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve, reject) => {
      holder.stdout!.on('data', (chunk) => String(chunk).includes('held') && resolve());
      holder.on('exit', (code) => reject(new Error(`lock holder exited with ${code}`)));
    });
  });
  afterAll(() => {
    holder?.kill();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server with one line and a non-zero exit', async () => {
    const second = await startServer(dataDir);
    expect(second.code).not.toBe(0);
    expect(second.stderrLines).toHaveLength(1);
    expect(second.stderrLines[0]).toMatch(REFUSED);
    expect(second.stdout).toBe('');
  });

  it.skipIf(!unshareWorks)('refuses a second server in another PID namespace (a container on the same volume)', async () => {
    const second = await startServer(dataDir, ['unshare', '--pid', '--fork', '--mount-proc']);
    expect(second.code).not.toBe(0);
    expect(second.stderrLines).toHaveLength(1);
    expect(second.stderrLines[0]).toMatch(REFUSED);
  });
});

describe('lease takeover', () => {
  const dirs: string[] = [];
  const leaseIn = (lease: object, ageMs: number) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-lease-'));
    dirs.push(dir);
    const file = path.join(dir, 'server.lock');
    fs.writeFileSync(file, JSON.stringify(lease));
    const at = new Date(Date.now() - ageMs);
    fs.utimesSync(file, at, at);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it('refuses a fresh lease of another host', async () => {
    const dir = leaseIn({ owner: 'x', host: 'elsewhere', pid: 1, since: '' }, 1_000);
    await expect(acquireLockFile(dir)).rejects.toThrow(DataDirInUseError);
  });

  it('takes over a lease whose heartbeat stopped, and releases its own', async () => {
    const dir = leaseIn({ owner: 'x', host: 'elsewhere', pid: 1, since: '' }, STALE_MS + 1_000);
    const release = await acquireLockFile(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8'))).toMatchObject({ host: os.hostname(), pid: process.pid });
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('takes over at once a fresh lease left by a dead process of this host and PID namespace', async () => {
    const namespace = fs.readlinkSync('/proc/self/ns/pid');
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
    const dir = leaseIn({ owner: 'x', host: os.hostname(), pid: dead, pidNamespace: namespace, since: '' }, 0);
    const release = await acquireLockFile(dir);
    release();
  });

  it('tells the holder when its lease was taken', async () => {
    const dir = leaseIn({}, 0);
    fs.rmSync(path.join(dir, 'server.lock'));
    let lost: (message: string) => void;
    const told = new Promise<string>((resolve) => (lost = resolve));
    const release = await acquireLockFile(dir, (message) => lost(message));
    fs.writeFileSync(path.join(dir, 'server.lock'), JSON.stringify({ owner: 'someone else' }));
    expect(await told).toMatch(/taken over by another server/);
    release();
  });
});
