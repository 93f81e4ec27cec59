import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite corrupts its directory when two processes open it, so the server holds an exclusive
 * lock file beside the data for as long as the database is open. A lock left by a process that
 * no longer runs is taken over.
 */
export function acquireLockFile(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.lock');
  const tryCreate = () => fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
  try {
    tryCreate();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const holder = Number(fs.readFileSync(file, 'utf8'));
    if (holder && holder !== process.pid && isRunning(holder)) {
      throw new Error(`The data directory ${dir} is in use by process ${holder}. Stop it first, or set DATA_DIR to another directory.`);
    }
    fs.rmSync(file, { force: true });
    tryCreate();
  }
  return () => {
    try {
      if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
