import { sql } from 'kysely';
import type { Db } from '../db/database.js';

const known = new WeakMap<Db, Promise<boolean>>();

/**
 * Whether this database has the shift master's table (a schema set without shiftMaster has none).
 * Asked once per database handle: master tables are made by the start-up sync before any route
 * answers, and never dropped, so the answer cannot change while the process runs.
 */
export function shiftMasterExists(db: Db): Promise<boolean> {
  let answer = known.get(db);
  if (!answer) {
    answer = sql<{ present: boolean }>`SELECT to_regclass('master_shift_master') IS NOT NULL AS present`.execute(db).then((result) => result.rows[0].present);
    known.set(db, answer);
  }
  return answer;
}
