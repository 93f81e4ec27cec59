import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { personName } from '../../../shared/personName.js';
import { shortText } from '../../http/schemaParts.js';
import { escapeLike } from '../employeeListQuery.js';
import { currentEmployee } from '../currentEmployee.js';

/**
 * What every employee look-up answers of a person (docs/people.md, "Look-ups"): a select's value
 * (the Emp ID) and label, and the name, designation and department — never HR-only fields.
 */
export interface EmployeeOption {
  value: string;
  label: string;
  empId: string;
  firstName: string;
  lastName: string;
  designation: string;
  department: string;
}

export const toEmployeeOption = (row: { emp_id: string; first_name: string; last_name: string; designation: string; department: string }): EmployeeOption => ({
  value: row.emp_id,
  label: `${row.emp_id} - ${personName(row.first_name, row.last_name)}`,
  empId: row.emp_id,
  firstName: row.first_name,
  lastName: row.last_name,
  designation: row.designation,
  department: row.department,
});

/** The organisation's current employees (Active and before their last working day) as a query to narrow. */
export const currentPeople = (db: Db, organizationId: number) =>
  db
    .selectFrom('employee as e')
    .innerJoin('employee_organization as eo', (join) => join.onRef('eo.employee_id', '=', 'e.id').on('eo.organization_id', '=', organizationId))
    .select(['e.id', 'e.emp_id', 'e.first_name', 'e.last_name', 'e.designation', 'e.department'])
    .where(currentEmployee('e'));

/** A picker's query: `q` keeps people whose Emp ID or name holds it; `limit` (1–1000, default 50) caps the answer (the add-employee form reads 1000 and filters as the user types). */
export const pickerQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { q: shortText('Search', 100), limit: { type: 'integer', title: 'Limit', minimum: 1, maximum: 1000 } },
} as const;
export type PickerQuery = { q?: string; limit?: number };

/** Narrows a people query by `q` (Emp ID or name, case-insensitive, anywhere). */
export const matching = (q: string | undefined) => {
  const text = q?.trim();
  if (!text) return sql<boolean>`true`;
  const like = `%${escapeLike(text)}%`;
  return sql<boolean>`(e.emp_id ILIKE ${like} OR (e.first_name || ' ' || e.last_name) ILIKE ${like})`;
};

/** The Emp ID of a query or body, as the product stores it. */
export const empIdText = shortText('Emp ID', 50);
export const normalEmpId = (value: string) => value.trim().toUpperCase();
