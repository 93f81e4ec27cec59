import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { shiftMasterExists } from '../../attendance/shiftMasterExists.js';
import { access } from '../../http/access.js';
import { ok } from '../../http/reply.js';
import type { Services } from '../../services.js';

/**
 * Spec 002 §7 "shift lookup get-ShiftByOrg": the active shifts of the caller's organisation (its own
 * and the global ones) with the fields of spec 002 §3's Shift, for a select (the add-employee form
 * shows 'Regular(S1)': shiftName(shiftCode)). Any signed-in user may read it, like the other look-ups.
 */
export async function getShiftByOrgRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services;
  app.get(
    '/api/employee/get-ShiftByOrg',
    { config: { access: access.self }, schema: { tags: ['Employees'], summary: "The organisation's active shifts: id, shiftCode, shiftName, inTime, outTime, graceTime, halfDayTime, fullDayTime, status" } },
    async (request) => {
      if (!(await shiftMasterExists(db))) return ok([]);
      const { rows } = await sql<Record<string, unknown>>`
        SELECT id, shift_code AS "shiftCode", shift_name AS "shiftName", in_time AS "inTime", out_time AS "outTime", grace_time AS "graceTime",
               half_day_time AS "halfDayTime", full_day_time AS "fullDayTime", coalesce(status, 'Active') AS status
        FROM master_shift_master
        WHERE (organization_id = ${request.auth!.organizationId} OR organization_id IS NULL) AND shift_code IS NOT NULL AND coalesce(status, 'Active') = 'Active'
        ORDER BY shift_code, id
        LIMIT 500`.execute(db);
      return ok(rows);
    },
  );
}
