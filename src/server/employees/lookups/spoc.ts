import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { access } from '../../http/access.js';
import { ok } from '../../http/reply.js';
import type { Services } from '../../services.js';
import { HELP_DESK_CONTACTS } from '../../admin/spocFlags.js';
import { toEmployeeOption } from './employeeOption.js';
import { currentEmployee } from '../currentEmployee.js';

/**
 * Spec 002 §7 spoc: the organisation's help desk contacts (active rows of the Help Desk Contact
 * master whose contact is a current employee) — who to ask about what. Any signed-in user.
 */
export function spoc(app: FastifyInstance, { db, masters }: Services): void {
  const contacts = masters.find((master) => master.name === HELP_DESK_CONTACTS);
  app.get(
    '/api/employee/spoc',
    { config: { access: access.self }, schema: { tags: ['People'], summary: "The organisation's help desk contacts: category, sub category and the contact" } },
    async (request) => {
      const column = (name: string) => sql.ref(`c.${contacts!.byName.get(name)!.column}`);
      if (!contacts) return ok([]);
      const { rows } = await sql<{ category: string; sub_category: string | null; emp_id: string; first_name: string; last_name: string; designation: string; department: string }>`
        SELECT ${column('menuName')} AS category, ${column('subMenuName')} AS sub_category, e.emp_id, e.first_name, e.last_name, e.designation, e.department
        FROM ${sql.table(contacts.table)} AS c
        JOIN employee e ON e.emp_id = upper(${column('spocEmpId')})
        JOIN employee_organization eo ON eo.employee_id = e.id AND eo.organization_id = c.organization_id
        WHERE c.organization_id = ${request.auth!.organizationId} AND c.status = 'Active' AND ${currentEmployee('e')}
        ORDER BY 1, 2 NULLS FIRST, e.emp_id`.execute(db);
      return ok(rows.map((row) => ({ category: row.category, subCategory: row.sub_category, contact: toEmployeeOption(row) })));
    },
  );
}
