import type { Db } from '../../db/database.js';

/** The employee row id of an Emp ID (unique across organisations), for the audit trail. */
export async function actorOf(db: Db, empId: string): Promise<number> {
  const row = await db.selectFrom('employee').select('id').where('emp_id', '=', empId).executeTakeFirstOrThrow();
  return row.id;
}
