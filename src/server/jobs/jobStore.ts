import { sql } from 'kysely';
import type { AuthContext } from '../auth/AuthContext.js';
import type { Database, Db } from '../db/database.js';

/**
 * On PostgreSQL any process or instance may be asked for a job another one runs (WORKERS=N, a load
 * balancer): the row is the truth. Its runner writes it at least this often while it runs (progress,
 * or only updated_at as a heartbeat)…
 */
const SHARED_SAVE_MS = 1_000;
const HEARTBEAT_MS = 10_000;
/** …so a running row left unwritten this long belongs to a process that died: it reads as failed. */
const ABANDONED_MS = 60_000;
const INTERRUPTED = 'The server restarted before the job finished; nothing was written. Start it again.';

/** A background job as its owner reads it (GET /api/jobs/:id). */
export interface JobView {
  id: number;
  kind: string;
  subject: string;
  status: 'running' | 'done' | 'failed';
  /** 0–100. */
  progress: number;
  message: string | null;
  result: unknown;
}

interface LiveJob extends JobView {
  organizationId: number;
  employeeId: number;
}

/**
 * Progress of the jobs running in this process, per database. The row is written when a job
 * starts, passes a phase and ends, and on PostgreSQL also every second it moves and every ten
 * seconds it does not; on PGlite an import's transaction may hold the only connection, so the
 * running figure is answered from here (PGlite is one process: nobody else asks).
 */
const liveJobs = new WeakMap<Db, Map<number, LiveJob>>();
const liveOf = (db: Db) => {
  if (!liveJobs.has(db)) liveJobs.set(db, new Map());
  return liveJobs.get(db)!;
};

export interface JobHandle {
  id: number;
  /** `fraction` 0–1 of the work done; `save` also writes it to the row (outside any transaction). */
  progress(fraction: number, message?: string, save?: boolean): Promise<void>;
  done(message: string, result?: unknown): Promise<void>;
  failed(message: string, result?: unknown): Promise<void>;
}

export async function startJob(database: Database, auth: AuthContext, kind: string, subject: string, message: string): Promise<JobHandle> {
  const { db } = database;
  const shared = database.kind === 'postgres';
  const { id } = await db
    .insertInto('background_job')
    .values({ organization_id: auth.organizationId, employee_id: auth.employeeId, kind, subject, message })
    .returning('id')
    .executeTakeFirstOrThrow();
  const live: LiveJob = { id, kind, subject, status: 'running', progress: 0, message, result: null, organizationId: auth.organizationId, employeeId: auth.employeeId };
  liveOf(db).set(id, live);
  // Saves run one after another, so a slow earlier one never lands after a later one.
  let saving: Promise<unknown> = Promise.resolve();
  let savedAt = Date.now();
  const save = () => {
    savedAt = Date.now();
    const values = { status: live.status, progress: live.progress, message: live.message, result: live.result === null ? null : JSON.stringify(live.result), updated_at: new Date() };
    const next = saving.then(() => db.updateTable('background_job').set(values).where('organization_id', '=', auth.organizationId).where('id', '=', id).execute());
    saving = next.catch(() => undefined);
    return next;
  };
  const heartbeat = shared ? setInterval(() => void save().catch(() => undefined), HEARTBEAT_MS).unref() : undefined;
  const end = async (status: 'done' | 'failed', text: string, result: unknown) => {
    clearInterval(heartbeat);
    Object.assign(live, { status, message: text, result: result ?? null, progress: status === 'done' ? 100 : live.progress });
    try {
      await save();
    } finally {
      liveOf(db).delete(id);
    }
  };
  return {
    id,
    async progress(fraction, text, persist = false) {
      live.progress = Math.min(99, Math.floor(fraction * 100));
      if (text !== undefined) live.message = text;
      if (persist || (shared && Date.now() - savedAt >= SHARED_SAVE_MS)) await save();
    },
    done: (text, result) => end('done', text, result),
    failed: (text, result) => end('failed', text, result),
  };
}

/** A job of the caller's own, in the caller's organisation; anyone else's reads as missing. */
export async function findOwnJob(db: Db, auth: AuthContext, id: number): Promise<JobView | undefined> {
  const live = liveOf(db).get(id);
  if (live) {
    if (live.organizationId !== auth.organizationId || live.employeeId !== auth.employeeId) return undefined;
    const { organizationId: _organization, employeeId: _employee, ...view } = live;
    return view;
  }
  const row = await db
    .selectFrom('background_job')
    .select(['id', 'kind', 'subject', 'status', 'progress', 'message', 'result', 'updated_at'])
    .where('organization_id', '=', auth.organizationId)
    .where('employee_id', '=', auth.employeeId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { updated_at: updatedAt, ...view } = row;
  // Running, not in this process, and silent past its heartbeat: its process is gone.
  if (view.status === 'running' && Date.now() - new Date(updatedAt).getTime() > ABANDONED_MS) {
    await failAbandoned(db, sql`organization_id = ${auth.organizationId} AND id = ${id}`);
    return { ...view, status: 'failed', message: INTERRUPTED };
  }
  return view;
}

/** Marks as failed the running jobs `which` selects whose runner has not written them for ABANDONED_MS. */
async function failAbandoned(db: Db, which = sql<boolean>`true`): Promise<void> {
  await db
    .updateTable('background_job')
    .set({ status: 'failed', message: INTERRUPTED, updated_at: new Date() })
    .where('status', '=', 'running')
    .where(sql<boolean>`updated_at < now() - make_interval(secs => ${ABANDONED_MS / 1000})`)
    .where(which)
    .execute();
}

/**
 * Jobs that were running when the server stopped never finish: each wrote all or nothing in one
 * transaction, so nothing of theirs is in the database. Said so at start-up. On PGlite this process
 * is the only one, so every running job was its own; on PostgreSQL other processes may be running
 * theirs, so only jobs silent past their heartbeat are failed (the rest are judged when read).
 */
export async function failInterruptedJobs(database: Database): Promise<void> {
  if (database.kind === 'postgres') return failAbandoned(database.db);
  await database.db.updateTable('background_job').set({ status: 'failed', message: INTERRUPTED, updated_at: new Date() }).where('status', '=', 'running').execute();
}
