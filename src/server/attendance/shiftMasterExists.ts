import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { oncePerDatabase } from '../db/oncePerDatabase.js';

/** Whether this database has the shift master's table (a schema set without shiftMaster has none). */
export function shiftMasterExists(db: Db): Promise<boolean> {
  return oncePerDatabase(db, 'shiftMasterExists', () =>
    sql<{ present: boolean }>`SELECT to_regclass('master_shift_master') IS NOT NULL AS present`.execute(db).then((result) => result.rows[0].present),
  );
}
