import { sql } from 'kysely';
import { referenceOf } from '../../shared/referenceOf.js';
import { labelOf } from '../../shared/validationMessages.js';
import type { Db } from '../db/database.js';
import { dynamic } from './dynamicDb.js';
import type { MasterDefinition } from './MasterDefinition.js';
import type { EmployeeReferenceError } from './employeeReferences.js';
import { scopeCondition } from './masterScope.js';

/**
 * Reference fields (the reference widget: a submenu's menu, an organisation's parent) must name a
 * row of the referenced master that the caller's organisation can see. Checked before writing,
 * one query per field for all the records, so an import of thousands of rows checks them at once.
 */
export async function masterReferenceErrors(
  db: Db,
  masters: readonly MasterDefinition[],
  definition: MasterDefinition,
  records: readonly Record<string, unknown>[],
  organizationId: number,
): Promise<EmployeeReferenceError[]> {
  const errors: EmployeeReferenceError[] = [];
  for (const field of definition.fields) {
    const reference = referenceOf(field.property);
    const target = reference && masters.find((master) => master.name === reference.resource);
    if (!target) continue;
    const wanted = [...new Set(records.map((record) => record[field.name]).filter((id): id is number => typeof id === 'number'))];
    if (wanted.length === 0) continue;
    const found = (await dynamic(db)
      .selectFrom(target.table)
      .select('id')
      .where(sql<boolean>`id = ANY(${wanted.filter((id) => Number.isSafeInteger(id) && id > 0)}::bigint[])`)
      .where(scopeCondition(target, organizationId))
      .execute()) as { id: number | string }[];
    const existing = new Set(found.map((row) => Number(row.id)));
    records.forEach((record, index) => {
      const value = record[field.name];
      if (typeof value === 'number' && !existing.has(value)) {
        errors.push({ index, field: field.name, message: `${labelOf(field.name, definition.schema.properties)} ${value} does not exist` });
      }
    });
  }
  return errors;
}
