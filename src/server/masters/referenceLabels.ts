import { sql } from 'kysely';
import { referenceOf } from '../../shared/referenceOf.js';
import type { Db } from '../db/database.js';
import { dynamic } from './dynamicDb.js';
import type { FieldDefinition, MasterDefinition } from './MasterDefinition.js';
import { scopeCondition } from './masterScope.js';

/** For each reference field (by name): the referenced records' labels by id. */
export type ReferenceLabels = Map<string, Map<number, string>>;

/**
 * The labels of the records that rows point to through reference fields (a submenu's menu, an
 * organisation's parent), so an export shows what the grid shows rather than bare ids. They are
 * read from the referenced master's own table, within the caller's organisation.
 */
export async function referenceLabels(
  db: Db,
  masters: readonly MasterDefinition[],
  fields: readonly FieldDefinition[],
  records: readonly Record<string, unknown>[],
  organizationId: number,
): Promise<ReferenceLabels> {
  const labels: ReferenceLabels = new Map();
  for (const field of fields) {
    const reference = referenceOf(field.property);
    const target = reference && masters.find((master) => master.name === reference.resource);
    const text = reference && target?.byName.get(reference.optionText);
    if (!target || !text) continue;
    const ids = [...new Set(records.map((record) => record[field.name]).filter((id): id is number => Number.isSafeInteger(id)))];
    if (ids.length === 0) continue;
    const rows = (await dynamic(db)
      .selectFrom(target.table)
      .select(['id', sql.ref(text.column).as('label')])
      .where(sql<boolean>`id = ANY(${ids})`)
      .where(scopeCondition(target, organizationId))
      .execute()) as { id: number; label: unknown }[];
    labels.set(field.name, new Map(rows.map((row) => [row.id, String(row.label ?? '')])));
  }
  return labels;
}
