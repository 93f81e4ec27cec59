import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import type { WorkerPool } from '../../work/workerPool.js';
import type { AttendanceTasks } from '../attendanceTasks.js';
import { DEFAULT_DAY_RULE } from '../attendanceDate.js';
import { attendanceNow } from '../attendanceClock.js';
import { markEndedShifts } from './markEndedShifts.js';
import { processDirtyAttendance, type ProcessCounts } from './processDirtyAttendance.js';

export interface AttendanceProcessor {
  /** Start a pass now, without waiting for the next poll: for a write in this process that wants its day at once (the web sign-in). */
  nudge(): void;
  /** Resolves once a pass begun after this call found nothing left to process (tests, the seed). */
  whenIdle(): Promise<void>;
  /** Ends the loop after the batch in flight commits. */
  stop(): Promise<void>;
}

export interface ProcessorOptions {
  /** How often an idle loop looks for marks: a new swipe shows within this (plus its batch). */
  pollMs?: number;
  /** How often days in progress are checked for an ended shift. */
  endedShiftsEveryMs?: number;
  log?: Pick<FastifyBaseLogger, 'error'>;
  /**
   * Other periodic work riding on this loop (the daily document-expiry reminders, docs/profiles.md):
   * each runs at the first pass and then every `everyMs`; its failure is logged and retried at its
   * next turn, never stopping attendance.
   */
  chores?: { name: string; everyMs: number; run: () => Promise<unknown> }[];
}

/** After a failed pass (the database away), wait this long before the next. */
const RETRY_MS = 5_000;

/**
 * The processing loop of every server process (docs/attendance-engine.md, "The processor"):
 * polls attendance_dirty every pollMs (a mark is committed with its change, so a swipe shows
 * within about that long), works until nothing is left, and with several processes on one
 * PostgreSQL database each takes other marks (FOR UPDATE SKIP LOCKED). Intervals are measured with
 * performance.now, which the tests' fake Date does not stop.
 */
export function startAttendanceProcessor(database: Database, workers: Pick<WorkerPool<AttendanceTasks>, 'computeDays' | 'loadAndComputeDays'>, options: ProcessorOptions = {}): AttendanceProcessor {
  const pollMs = options.pollMs ?? 250;
  const endedShiftsEveryMs = options.endedShiftsEveryMs ?? 60_000;
  let running = true;
  let wake: (() => void) | undefined;
  let idleWaiters: (() => void)[] = [];
  let endedShiftsCheckedAt = -Infinity;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => done(), ms);
      const done = () => {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      };
      wake = done;
    });

  const choresRanAt = new Map<string, number>();
  const runChores = async () => {
    for (const chore of options.chores ?? []) {
      if (performance.now() - (choresRanAt.get(chore.name) ?? -Infinity) < chore.everyMs) continue;
      choresRanAt.set(chore.name, performance.now());
      try {
        await chore.run();
      } catch (error) {
        options.log?.error({ err: error }, `${chore.name} failed; retrying at its next turn`);
      }
    }
  };

  const pass = async (): Promise<ProcessCounts> => {
    await runChores();
    if (performance.now() - endedShiftsCheckedAt >= endedShiftsEveryMs) {
      await markEndedShifts(database.db, attendanceNow(DEFAULT_DAY_RULE.timeZone));
      endedShiftsCheckedAt = performance.now();
    }
    // On PostgreSQL the pool threads read each chunk's inputs on their own connections.
    const databaseUrl = database.kind === 'postgres' ? database.pool.options.connectionString : undefined;
    return processDirtyAttendance(database.db, { workers, databaseUrl, concurrency: database.kind === 'postgres' ? 2 : 1 });
  };

  const loop = (async () => {
    while (running) {
      const waiting = idleWaiters;
      idleWaiters = [];
      let delay = pollMs;
      try {
        const counts = await pass();
        if (counts.processed > 0) {
          idleWaiters.unshift(...waiting);
          continue;
        }
        for (const resolve of waiting) resolve();
      } catch (error) {
        if (!running) break;
        options.log?.error({ err: error }, 'Attendance processing failed; retrying');
        idleWaiters.unshift(...waiting);
        delay = RETRY_MS;
      }
      if (running) await sleep(delay);
    }
    for (const resolve of idleWaiters) resolve();
  })();

  return {
    nudge: () => wake?.(),
    whenIdle: () => {
      if (!running) return Promise.resolve();
      const idle = new Promise<void>((resolve) => idleWaiters.push(resolve));
      wake?.();
      return idle;
    },
    stop: async () => {
      running = false;
      wake?.();
      await loop;
    },
  };
}
