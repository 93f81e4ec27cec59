import type { Db } from '../db/database.js';
import { labelOf } from '../../shared/validationMessages.js';
import type { MasterDefinition } from './MasterDefinition.js';

export interface EmployeeReferenceError {
  /** Index of the record in the list checked. */
  index: number;
  field: string;
  message: string;
}

/**
 * Properties marked `x-employee` hold an Emp ID, which must name an active employee of the
 * caller's organisation (a help desk contact, a contact's manager). One query for all the records,
 * so an import of thousands of rows checks them at once.
 */
export async function employeeReferenceErrors(
  db: Db,
  definition: MasterDefinition,
  records: readonly Record<string, unknown>[],
  organizationId: number,
): Promise<EmployeeReferenceError[]> {
  const fields = definition.fields.filter((field) => field.property['x-employee'] === true);
  const wanted = [...new Set(records.flatMap((record) => fields.map((field) => record[field.name])).filter((v): v is string => typeof v === 'string' && v !== ''))];
  if (wanted.length === 0) return [];
  const found = await db
    .selectFrom('employee as e')
    .innerJoin('employee_organization as eo', 'eo.employee_id', 'e.id')
    .select('e.emp_id')
    .where('eo.organization_id', '=', organizationId)
    .where('e.status', '=', 'Active')
    .where('e.emp_id', 'in', wanted.map((id) => id.toUpperCase()))
    .execute();
  const active = new Set(found.map((row) => row.emp_id));
  return records.flatMap((record, index) =>
    fields.flatMap((field) => {
      const value = record[field.name];
      if (typeof value !== 'string' || value === '' || active.has(value.toUpperCase())) return [];
      return [{ index, field: field.name, message: `${labelOf(field.name, definition.schema.properties)} '${value}' is not an active employee` }];
    }),
  );
}
