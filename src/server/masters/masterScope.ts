import { sql, type Expression, type RawBuilder } from 'kysely';
import { referenceOf } from '../../shared/referenceOf.js';
import type { AuthContext } from '../auth/AuthContext.js';
import type { Db } from '../db/database.js';
import { forbidden } from '../http/AppError.js';
import type { PermissionCache } from '../auth/PermissionCache.js';
import type { Verb } from '../http/access.js';
import { everyOrganization, holdsInSession, NAMED_RIGHTS, requireRightIn } from '../auth/tenancy.js';
import type { MasterDefinition } from './MasterDefinition.js';

/**
 * The tenancy rule for masters (docs/tenancy.md). A schema declares whose its rows are: the active
 * organisation's (organization_id, or x-owner-column over a product table; `id` for the
 * organisation's own row), or everyone's (x-scope global). Every read and write of the engine goes
 * through scopeCondition; every write asks writeScope which organisations it affects.
 */
const ownerColumn = (definition: MasterDefinition) => definition.schema['x-owner-column'] ?? 'organization_id';
const isGlobal = (definition: MasterDefinition) => definition.schema['x-scope'] === 'global';

/**
 * Rows of an organisation master belong to the caller's active organisation; global ones to all.
 * The organisation is a value, or the session's column in a statement that reads both (joinSession.ts).
 */
export function scopeCondition(definition: MasterDefinition, organizationId: number | Expression<number>): RawBuilder<boolean> {
  return isGlobal(definition) ? sql<boolean>`true` : sql<boolean>`${sql.ref(ownerColumn(definition))} = ${organizationId}`;
}

/** The owner column of a new row: only organisation masters carry one; a new organisation owns itself. */
export function ownerValues(definition: MasterDefinition, organizationId: number): Record<string, number> {
  return isGlobal(definition) || ownerColumn(definition) === 'id' ? {} : { [ownerColumn(definition)]: organizationId };
}

export interface RowChange {
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/** Property names of the fields holding an organisation's id: references into a master over the organization table. */
function organizationFields(definition: MasterDefinition, masters: readonly MasterDefinition[]): string[] {
  return definition.fields
    .filter((field) => {
      const reference = referenceOf(field.property);
      return reference && masters.find((master) => master.name === reference.resource)?.table === 'organization';
    })
    .map((field) => field.name);
}

/**
 * Every organisation a write to these rows affects, the caller's own first: all of them for what
 * they share (a menu); besides the caller's, the organisation a row itself is (x-also-owned-by: a
 * sub-organisation's own row), and each organisation a row is mapped under or taken from (an
 * organisation field that changes). The writer needs the master's right in each, and each one's
 * audit trail records the change.
 */
async function writeScope(
  db: Db,
  masters: readonly MasterDefinition[],
  definition: MasterDefinition,
  auth: AuthContext,
  changes: readonly RowChange[],
): Promise<number[]> {
  if (isGlobal(definition)) return [auth.organizationId, ...(await everyOrganization(db)).filter((id) => id !== auth.organizationId)];
  const affected = new Set([auth.organizationId]);
  const alsoOwnedBy = definition.schema['x-also-owned-by'];
  const selfField = alsoOwnedBy && definition.fields.find((field) => field.column === alsoOwnedBy)?.name;
  const mapped = organizationFields(definition, masters);
  for (const { before, after } of changes) {
    if (selfField && before && Number.isSafeInteger(before[selfField])) affected.add(before[selfField] as number);
    for (const name of mapped) {
      if (before?.[name] === after?.[name]) continue;
      for (const value of [before?.[name], after?.[name]]) if (Number.isSafeInteger(value)) affected.add(value as number);
    }
  }
  return [...affected];
}

/**
 * Refuses (403) a write unless the caller holds the master's menu right in every organisation it
 * affects (the active one was checked by the route's declaration); answers those organisations,
 * whose audit trails record it. Reads outside any transaction: PGlite has one connection.
 */
export async function authorizeWrite(
  db: Db,
  permissions: PermissionCache,
  masters: readonly MasterDefinition[],
  definition: MasterDefinition,
  auth: AuthContext,
  verb: Verb,
  changes: readonly RowChange[],
): Promise<number[]> {
  const organizations = await writeScope(db, masters, definition, auth, changes);
  const elsewhere = organizations.filter((id) => id !== auth.organizationId);
  await requireRightIn(db, permissions, auth, { path: definition.schema['x-menu'], verb }, elsewhere);
  return organizations;
}

/**
 * Fields only a named right may change (x-write-right: an organisation's mail server is the Site
 * Admin's). Checked against the caller's role in the active organisation, the only one whose rows
 * the caller can reach. A secret counts as changed when a value is sent; anything else when it differs.
 */
export function requireFieldRights(definition: MasterDefinition, auth: AuthContext, record: Record<string, unknown>, before: Record<string, unknown> = {}): void {
  for (const field of definition.fields) {
    const name = field.property['x-write-right'] as string | undefined;
    if (!name) continue;
    const value = record[field.name];
    const changed = field.writeOnly ? typeof value === 'string' && value !== '' : JSON.stringify(value ?? null) !== JSON.stringify(before[field.name] ?? null);
    const right = NAMED_RIGHTS[name];
    if (changed && !(right && holdsInSession(auth, right))) {
      throw forbidden(`Only ${right?.holder ?? 'an administrator'} of this organisation can change the ${field.property.title ?? field.name}`);
    }
  }
}
