import type { Db } from '../../db/database.js';

/**
 * The default scheme a new organisation starts with, so every employee has one from day one: yearly
 * days per leave type code of the Leave Type master's seed (comp-off and unpaid leave need none).
 */
export const STANDARD_ENTITLEMENTS: Readonly<Record<string, number>> = { PL: 18, CL: 8, SL: 8, PRL: 6, ML: 182, PAL: 5, BL: 3, RH: 2 };
export const STANDARD_SCHEME_NAME = 'Standard';

/** Writes the organisation's default "Standard" scheme with its entitlements; answers its id. */
export async function createStandardScheme(db: Db, organizationId: number, createdBy: string): Promise<number> {
  const { id } = await db
    .insertInto('leave_scheme')
    .values({ organization_id: organizationId, scheme_name: STANDARD_SCHEME_NAME, is_default: true, created_by: createdBy, updated_by: createdBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('leave_scheme_entitlement')
    .values(Object.entries(STANDARD_ENTITLEMENTS).map(([leaveType, days]) => ({ organization_id: organizationId, scheme_id: id, leave_type: leaveType, days_per_year: days })))
    .execute();
  return id;
}
