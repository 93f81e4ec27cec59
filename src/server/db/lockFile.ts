import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';

/** How often the holder refreshes its lease (the file's modification time). */
export const HEARTBEAT_MS = 3_000;
/** A lease not refreshed for this long belongs to a server that is gone; another may take over. */
export const STALE_MS = 15_000;
/** How long a lease that looks stale is watched for a heartbeat before it is taken over. */
const WATCH_MS = 2 * HEARTBEAT_MS;
/** After taking a lease, how long to wait before checking that no concurrent opener replaced it. */
const CONFIRM_MS = 300;

interface Lease {
  owner: string;
  host: string;
  pid: number;
  /** The PID namespace (Linux), so a pid is only compared with processes it can name. */
  pidNamespace?: string;
  since: string;
}

/** Thrown when another live server holds the directory; its message is one line fit for a user. */
export class DataDirInUseError extends Error {}

/**
 * PGlite corrupts its directory when two servers open it, and servers sharing it may sit in
 * different PID namespaces (containers on one volume) or on different hosts, so a PID proves
 * nothing. The holder keeps a lease file beside the data: created atomically (link, which also
 * holds on NFS), naming a random owner id, its modification time refreshed every HEARTBEAT_MS by a
 * worker thread (so a busy event loop never lets it lapse). A second opener refuses while the
 * heartbeat is fresh and takes over only a lease not refreshed for STALE_MS (and then only after
 * watching it stay still), or one left by a dead process of its own host and PID namespace. A
 * holder that finds its lease taken stops (`onLost`). Returns release().
 */
export async function acquireLockFile(
  dir: string,
  onLost: (message: string) => void = exitOnLostLease,
): Promise<() => void> {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.lock');
  const lease: Lease = {
    owner: crypto.randomUUID(),
    host: os.hostname(),
    pid: process.pid,
    pidNamespace: pidNamespace(),
    since: new Date().toISOString(),
  };
  const text = JSON.stringify(lease);

  while (!tryCreate(file, text)) {
    const held = readLease(file);
    if (!held) continue; // released meanwhile
    if (!(await isAbandoned(file, held))) {
      throw new DataDirInUseError(
        `The data directory ${dir} is in use by another server (process ${held.lease?.pid ?? '?'} on host ${held.lease?.host ?? '?'}). ` +
          `Stop it first, or set DATA_DIR to another directory; a lease not refreshed for ${STALE_MS / 1000} s is taken over.`,
      );
    }
    // Remove the abandoned lease only if it is still the one judged abandoned.
    if (readLease(file)?.text === held.text) fs.rmSync(file, { force: true });
  }
  await sleep(CONFIRM_MS);
  if (readLease(file)?.lease?.owner !== lease.owner) {
    throw new DataDirInUseError(`The data directory ${dir} was taken by another server starting at the same moment.`);
  }

  const heartbeat = new Worker(HEARTBEAT_WORKER, { eval: true, workerData: { file, owner: lease.owner, intervalMs: HEARTBEAT_MS } });
  heartbeat.unref();
  heartbeat.on('message', (message: string) => onLost(`The data directory ${dir}: ${message}`));
  heartbeat.on('error', (err) => onLost(`The data directory ${dir}: lease heartbeat failed: ${err.message}`));

  let released = false;
  return () => {
    if (released) return;
    released = true;
    void heartbeat.terminate();
    if (readLease(file)?.lease?.owner === lease.owner) fs.rmSync(file, { force: true });
  };
}

function tryCreate(file: string, text: string): boolean {
  const draft = `${file}.${crypto.randomUUID()}`;
  fs.writeFileSync(draft, text);
  try {
    fs.linkSync(draft, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

function readLease(file: string): { text: string; lease?: Lease; mtimeMs: number } | undefined {
  try {
    const mtimeMs = fs.statSync(file).mtimeMs;
    const text = fs.readFileSync(file, 'utf8');
    let lease: Lease | undefined;
    try {
      lease = JSON.parse(text) as Lease;
    } catch {
      // a lease of an older version (a bare pid) or a torn file: judged by its age alone
    }
    return { text, lease, mtimeMs };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

async function isAbandoned(file: string, held: { text: string; lease?: Lease; mtimeMs: number }): Promise<boolean> {
  const { lease } = held;
  if (lease && lease.host === os.hostname() && lease.pidNamespace && lease.pidNamespace === pidNamespace()) {
    return !isRunning(lease.pid);
  }
  if (Date.now() - held.mtimeMs < STALE_MS) return false;
  // Old by this host's clock; another host's clock may differ, so watch for a heartbeat too.
  for (let waited = 0; waited < WATCH_MS; waited += 250) {
    await sleep(250);
    const now = readLease(file);
    if (!now) return true;
    if (now.mtimeMs !== held.mtimeMs || now.text !== held.text) return false;
  }
  return true;
}

function pidNamespace(): string | undefined {
  try {
    return fs.readlinkSync('/proc/self/ns/pid');
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function exitOnLostLease(message: string): void {
  console.error(`${message}. Stopping so two servers never write the same directory.`);
  process.exit(1);
}

/**
 * Runs in a worker thread: refreshes the lease's time, and reports when it is no longer ours.
 * Dynamic imports, because a loader (tsx) may run eval code as CommonJS or as an ES module.
 */
const HEARTBEAT_WORKER = `
Promise.all([import('node:fs'), import('node:worker_threads')]).then(([fs, { parentPort, workerData }]) => {
  const { file, owner, intervalMs } = workerData;
  setInterval(() => {
    let current;
    try {
      current = JSON.parse(fs.readFileSync(file, 'utf8')).owner;
    } catch {
      current = undefined;
    }
    if (current !== owner) {
      parentPort.postMessage('its lock file was removed or taken over by another server');
      process.exit(0);
    }
    const now = new Date();
    fs.utimesSync(file, now, now);
  }, intervalMs);
});
`;
