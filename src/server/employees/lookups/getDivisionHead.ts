import type { FastifyInstance } from 'fastify';
import { access } from '../../http/access.js';
import { ok } from '../../http/reply.js';
import type { Db } from '../../db/database.js';
import type { Services } from '../../services.js';
import { EMPLOYEE_LIST_PATH } from '../employeeListRoutes.js';
import { currentPeople, matching, pickerQuery, toEmployeeOption, type PickerQuery } from './employeeOption.js';

/**
 * Spec 002 §7 get-division-head: the division heads a new employee's divisionHeadId is chosen from.
 * The product has no division record, so a division head is read from the reporting tree (docs/people.md):
 * the organisation's heads (nobody above them) and the managers reporting directly to a head.
 */
export const divisionHeads = (db: Db, organizationId: number) =>
  currentPeople(db, organizationId)
    .leftJoin('employee as m', 'm.id', 'e.reporting_manager_id')
    .where((eb) => eb.or([eb('e.reporting_manager_id', 'is', null), eb.and([eb('m.reporting_manager_id', 'is', null), eb('e.is_reporting_manager', '=', true)])]));

export function getDivisionHead(app: FastifyInstance, { db }: Services): void {
  app.get<{ Querystring: PickerQuery }>(
    '/api/employee/get-division-head',
    { config: { access: access.menu(EMPLOYEE_LIST_PATH, 'view') }, schema: { tags: ['People'], summary: "Division head options: the organisation's heads and the managers reporting to them (q, limit)", querystring: pickerQuery } },
    async (request) => {
      const rows = await divisionHeads(db, request.auth!.organizationId)
        .where(matching(request.query.q))
        .orderBy('e.emp_id')
        .limit(request.query.limit ?? 50)
        .execute();
      return ok(rows.map(toEmployeeOption));
    },
  );
}
