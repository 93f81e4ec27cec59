import type { Db } from '../../db/database.js';

/**
 * Refuses (409) a write to a day of a closed payroll month, inside the writing transaction. The
 * month close (issue 20 §2) owns the rule; until it lands every day is open.
 */
export async function assertDaysOpen(_db: Db, _organizationId: number, _dates: readonly string[]): Promise<void> {}
