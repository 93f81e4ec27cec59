import { sql, type Expression, type SqlBool } from 'kysely';
import { MAX_LIST_PAGE } from '../../shared/heavyWorkLimits.js';
import { badRequest } from '../http/AppError.js';
import { isRealDate, isRealDateTime } from '../http/realDates.js';
import type { MasterDefinition } from './MasterDefinition.js';

export interface ListParams {
  sort?: string;
  range?: string;
  filter?: string;
}

export interface ListQuery {
  orderBy: { column: string; direction: 'asc' | 'desc' };
  offset: number;
  limit: number;
  where: Expression<SqlBool>[];
  /** The query in one string (sort, page, the filters applied): equal keys are the same query, so its statements can be reused. */
  key: string;
}

/** Keeps a page (the grid's 'All' included) bounded, so one call cannot ask for the whole table (docs/heavy-work.md). */
export const MAX_PAGE = MAX_LIST_PAGE;

function parseJson<T>(text: string | undefined, name: string, check: (value: unknown) => value is T): T | undefined {
  if (text === undefined || text === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(`"${name}" must be JSON`);
  }
  if (!check(value)) throw badRequest(`"${name}" has the wrong shape`);
  return value;
}

const isSort = (v: unknown): v is [string, string] => Array.isArray(v) && v.length === 2 && v.every((x) => typeof x === 'string');
const isRange = (v: unknown): v is [number, number] =>
  Array.isArray(v) && v.length === 2 && v.every((x) => Number.isSafeInteger(x) && x >= 0) && v[1] >= v[0];
const isFilter = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Turns ra-data-simple-rest's sort, range and filter into a query. Only the schema's own
 * properties may be sorted or filtered on (an allowlist): anything else is a 400, never SQL.
 */
export function parseListQuery(definition: MasterDefinition, params: ListParams): ListQuery {
  const column = (name: string, what: string) => {
    const field = definition.byName.get(name);
    if (!field || field.writeOnly) throw badRequest(`Cannot ${what} by "${name}": not a field of ${definition.schema.title}`);
    return field;
  };

  const [sortField, sortOrder] = parseJson(params.sort, 'sort', isSort) ?? ['id', 'ASC'];
  const order = sortOrder.toUpperCase();
  if (order !== 'ASC' && order !== 'DESC') throw badRequest('Sort order must be ASC or DESC');
  const sortColumn = column(sortField, 'sort').column;

  const [start, end] = parseJson(params.range, 'range', isRange) ?? [0, 9];
  const limit = Math.min(end - start + 1, MAX_PAGE);

  const where: Expression<SqlBool>[] = [];
  const applied: [string, unknown][] = [];
  for (const [key, value] of Object.entries(parseJson(params.filter, 'filter', isFilter) ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    applied.push([key, value]);
    if (key === 'q') {
      if (typeof value !== 'string') throw badRequest('"q" must be text');
      const pattern = `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const searchable = definition.schema['x-grid'].searchable.map((name) => definition.byName.get(name)!);
      if (searchable.length === 0) continue;
      // lower() … LIKE matches as ILIKE does and scans a large table about a third faster.
      const lowered = sql`lower(${pattern})`;
      where.push(sql<SqlBool>`(${sql.join(searchable.map((f) => sql`lower(${sql.ref(f.column)}::text) LIKE ${lowered}`), sql` OR `)})`);
      continue;
    }
    const field = column(key, 'filter');
    if (field.sqlType === 'jsonb') throw badRequest(`Cannot filter by "${key}"`);
    const values = Array.isArray(value) ? value : [value];
    if (values.length === 0) {
      where.push(sql<SqlBool>`false`);
      continue;
    }
    if (!values.every((v) => fitsColumn(field.sqlType, v))) throw badRequest(`Filter "${key}" has a value of the wrong type`);
    const cast = sql.raw(field.sqlType === 'bigint' ? 'bigint' : field.sqlType === 'double precision' ? 'double precision' : field.sqlType);
    where.push(sql<SqlBool>`${sql.ref(field.column)} IN (${sql.join(values.map((v) => sql`${v}::${cast}`))})`);
  }
  const direction = order === 'ASC' ? 'asc' : 'desc';
  return { orderBy: { column: sortColumn, direction }, offset: start, limit, where, key: JSON.stringify([sortColumn, direction, start, limit, applied]) };
}

/** A filter value must already be of the column's type: PostgreSQL is never asked to guess. */
function fitsColumn(sqlType: string, value: unknown): boolean {
  if (!['string', 'number', 'boolean'].includes(typeof value)) return false;
  const text = String(value);
  switch (sqlType) {
    case 'bigint':
      return /^-?\d{1,15}$/.test(text);
    case 'double precision':
      return Number.isFinite(Number(text)) && text.trim() !== '';
    case 'boolean':
      return text === 'true' || text === 'false';
    case 'date':
      return isRealDate(text);
    case 'timestamptz':
      return isRealDateTime(text);
    default:
      return true;
  }
}
