import type { Db } from '../../db/database.js';
import { assembleDayInputs, type LoadedDay } from './assembleDayInputs.js';
import { loadDayBatches, type DayKey } from './loadDayBatches.js';

export type { DayKey } from './loadDayBatches.js';
export type { LoadedDay } from './assembleDayInputs.js';

/**
 * The engine's inputs of some employee·dates of one organisation, in the keys' order, built on this
 * thread (the day-details call, tests): the processor's batches are assembled on a pool thread from
 * the same texts (loadDayBatches, assembleDayInputs).
 */
export async function loadDayInputs(db: Db, organizationId: number, keys: readonly DayKey[], now: string, timeZone: string): Promise<LoadedDay[]> {
  const [batch] = await loadDayBatches(db, organizationId, keys, timeZone);
  return batch ? [...assembleDayInputs(batch, now)] : [];
}
