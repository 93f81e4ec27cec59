import { sql } from 'kysely';
import type { LookupDeclaration } from '../../shared/masterSchema.js';
import type { Db } from '../db/database.js';
import { badRequest, notFound } from '../http/AppError.js';
import { dynamic } from './dynamicDb.js';
import type { MasterDefinition } from './MasterDefinition.js';
import { fromRow } from './masterRecords.js';
import { scopeCondition } from './masterScope.js';

/** How many options one look-up call answers when it does not say (docs/lookups.md). */
export const DEFAULT_LOOKUP_LIMIT = 100;
/** The most options one look-up call answers: a select is searched (`q`), never filled with a table. */
export const MAX_LOOKUP_LIMIT = 500;

/** As the query string brings them: whole numbers in text, checked by lookupQuerySchema. */
export interface LookupParams {
  q?: string;
  limit?: string;
  offset?: string;
}

/** One option of a select: its value and label, plus the fields the schema marks for look-ups. */
export type LookupOption = { value: unknown; label: unknown } & Record<string, unknown>;

/** The query string every look-up route accepts, checked before the handler runs. */
export const lookupQuerySchema = {
  type: 'object',
  required: ['referenceName'],
  properties: {
    referenceName: { type: 'string', title: 'Reference Name', minLength: 1, maxLength: 100 },
    q: { type: 'string', title: 'Search', maxLength: 100 },
    // Query values arrive as text (the server's ajv does not coerce): whole numbers; limit's range is checked below.
    limit: { type: 'string', title: 'Limit', pattern: '^[0-9]{1,6}$' },
    offset: { type: 'string', title: 'Offset', pattern: '^[0-9]{1,6}$' },
  },
} as const;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The master a select names (`referenceName`), among those that declare themselves look-up
 * sources. Any other name — unknown, or a master without `x-lookup` — is the same 404, so a caller
 * cannot even learn which masters exist.
 */
export function lookupSource(masters: readonly MasterDefinition[], referenceName: string): MasterDefinition & { schema: { 'x-lookup': LookupDeclaration } } {
  const found = masters.find((master) => {
    const lookup = master.schema['x-lookup'];
    return lookup && !lookup.listedBy && sameName(lookup.name, referenceName);
  });
  if (!found) throw notFound(`No settings list named '${referenceName}'`);
  return found as MasterDefinition & { schema: { 'x-lookup': LookupDeclaration } };
}

/**
 * The options of a look-up source: only active rows of the caller's organisation (all rows of a
 * global master), only `value`, `label` and the marked fields, in the order of the value when it
 * is a property of its own (numbers as numbers), else of the label; at most `limit` of them.
 */
export async function lookupOptions(
  db: Db,
  definition: MasterDefinition,
  organizationId: number,
  params: LookupParams,
  list?: string,
): Promise<LookupOption[]> {
  const lookup = definition.schema['x-lookup'];
  if (!lookup) throw notFound();
  const field = (name: string) => definition.byName.get(name)!;
  const label = field(lookup.label);
  const value = field(lookup.value);
  const order = lookup.value === 'id' ? label : value;
  const limit = Number(params.limit ?? DEFAULT_LOOKUP_LIMIT);
  if (limit < 1 || limit > MAX_LOOKUP_LIMIT) throw badRequest(`Limit must be from 1 to ${MAX_LOOKUP_LIMIT}`, [{ field: 'limit', message: `Limit must be from 1 to ${MAX_LOOKUP_LIMIT}` }]);
  let query = dynamic(db)
    .selectFrom(definition.table)
    .select([...new Set(['id', label.column, value.column, ...lookup.fields.map((name) => field(name).column)])].map((column) => sql.ref(column).as(column)))
    .where(scopeCondition(definition, organizationId));
  if (definition.byName.has('status')) query = query.where(sql.ref(field('status').column), '=', 'Active');
  if (lookup.listedBy && list !== undefined) query = query.where(sql`lower(${sql.ref(field(lookup.listedBy).column)})`, '=', list.trim().toLowerCase());
  if (params.q) {
    const pattern = `%${params.q.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(sql`lower(${sql.ref(label.column)}::text)`, 'like', pattern);
  }
  const ordered = order.sqlType === 'text' ? sql`lower(${sql.ref(order.column)})` : sql.ref(order.column);
  const rows = (await query
    .orderBy(ordered)
    .orderBy('id')
    .offset(Number(params.offset ?? 0))
    .limit(limit)
    .execute()) as Record<string, unknown>[];
  return rows.map((row) => {
    const record = fromRow(definition, row);
    const option: LookupOption = { value: record[lookup.value] ?? null, label: record[lookup.label] ?? '' };
    for (const name of lookup.fields) if (name in record) option[name] = record[name];
    return option;
  });
}
