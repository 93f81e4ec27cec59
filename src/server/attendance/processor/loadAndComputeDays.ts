import { workerDatabase } from '../../db/workerDatabase.js';
import { computeDays, type ChangedDays } from './computeDays.js';
import { loadDayBatches } from './loadDayBatches.js';
import { readStoredHashes } from './readStoredHashes.js';

/** A part of a processor batch whose inputs the pool thread reads itself: its keys (whole employees, in key order) and where to read them. */
export interface DayKeysChunk {
  /** PostgreSQL only (workerDatabase). */
  databaseUrl: string;
  organizationId: number;
  employeeIds: number[];
  dates: string[];
  timeZone: string;
  now: string;
}

/**
 * A pool task (docs/attendance-engine.md, "Loader"): a chunk's inputs and stored hashes read on
 * this thread's own connections, assembled and computed here, so the HTTP thread neither receives
 * the inputs' texts nor passes them on; it answers the days to write, which the batch's transaction
 * writes. The reads see what the batch's own connection would: committed rows (READ COMMITTED), and
 * the batch has written nothing of these keys yet (a chunk holds whole employees).
 */
export async function loadAndComputeDays({ databaseUrl, organizationId, employeeIds, dates, timeZone, now }: DayKeysChunk): Promise<ChangedDays> {
  const db = workerDatabase(databaseUrl);
  const keys = employeeIds.map((employeeId, i) => ({ employeeId, date: dates[i] }));
  const [[batch], [stored]] = await Promise.all([loadDayBatches(db, organizationId, keys, timeZone), readStoredHashes(db, organizationId, keys, [0])]);
  return computeDays({ batch, stored, now });
}
