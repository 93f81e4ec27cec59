import { sql, type RawBuilder } from 'kysely';
import type { MasterDefinition } from './MasterDefinition.js';

/** Rows of an organisation master belong to the caller's active organisation; global ones to all. */
export function scopeCondition(definition: MasterDefinition, organizationId: number): RawBuilder<boolean> {
  return definition.schema['x-scope'] === 'global' ? sql<boolean>`true` : sql<boolean>`organization_id = ${organizationId}`;
}

/** The owner column of a new row: only organisation masters carry one. */
export function ownerValues(definition: MasterDefinition, organizationId: number): { organization_id?: number } {
  return definition.schema['x-scope'] === 'global' ? {} : { organization_id: organizationId };
}
