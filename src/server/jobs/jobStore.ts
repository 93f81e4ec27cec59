import type { AuthContext } from '../auth/AuthContext.js';
import type { Db } from '../db/database.js';

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
 * starts, passes a phase and ends; in between, an import's transaction may hold PGlite's only
 * connection, so the running figure is answered from here.
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

export async function startJob(db: Db, auth: AuthContext, kind: string, subject: string, message: string): Promise<JobHandle> {
  const { id } = await db
    .insertInto('background_job')
    .values({ organization_id: auth.organizationId, employee_id: auth.employeeId, kind, subject, message })
    .returning('id')
    .executeTakeFirstOrThrow();
  const live: LiveJob = { id, kind, subject, status: 'running', progress: 0, message, result: null, organizationId: auth.organizationId, employeeId: auth.employeeId };
  liveOf(db).set(id, live);
  const save = () =>
    db
      .updateTable('background_job')
      .set({ status: live.status, progress: live.progress, message: live.message, result: live.result === null ? null : JSON.stringify(live.result), updated_at: new Date() })
      .where('organization_id', '=', auth.organizationId)
      .where('id', '=', id)
      .execute();
  const end = async (status: 'done' | 'failed', text: string, result: unknown) => {
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
      if (persist) await save();
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
  return db
    .selectFrom('background_job')
    .select(['id', 'kind', 'subject', 'status', 'progress', 'message', 'result'])
    .where('organization_id', '=', auth.organizationId)
    .where('employee_id', '=', auth.employeeId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Jobs that were running when the server stopped never finish: each wrote all or nothing in one
 * transaction, so nothing of theirs is in the database. Said so at start-up.
 */
export async function failInterruptedJobs(db: Db): Promise<void> {
  await db
    .updateTable('background_job')
    .set({ status: 'failed', message: 'The server restarted before the job finished; nothing was written. Start it again.', updated_at: new Date() })
    .where('status', '=', 'running')
    .execute();
}
