import { sql, type RawBuilder } from 'kysely';
import type { MasterDefinition } from './MasterDefinition.js';

/** The column naming a row's organisation: organization_id, or x-owner-column over a product table. */
const ownerColumn = (definition: MasterDefinition) => definition.schema['x-owner-column'] ?? 'organization_id';

/** Rows of an organisation master belong to the caller's active organisation; global ones to all. */
export function scopeCondition(definition: MasterDefinition, organizationId: number): RawBuilder<boolean> {
  return definition.schema['x-scope'] === 'global' ? sql<boolean>`true` : sql<boolean>`${sql.ref(ownerColumn(definition))} = ${organizationId}`;
}

/** The owner column of a new row: only organisation masters carry one. */
export function ownerValues(definition: MasterDefinition, organizationId: number): Record<string, number> {
  return definition.schema['x-scope'] === 'global' ? {} : { [ownerColumn(definition)]: organizationId };
}
