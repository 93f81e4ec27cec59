import type { JsonSchema, MasterSchema } from '../../shared/masterSchema.js';
import { INT4_MAX } from '../http/schemaParts.js';
import type { MasterDefinition } from './MasterDefinition.js';

/**
 * Whole numbers bounded by the column that stores them: a schema's own minimum/maximum stay, a
 * property without them gets PostgreSQL integer's range, so 1e20 is a 400 rather than a 500.
 */
export function withColumnRanges<S extends JsonSchema>(schema: S): S {
  const bound = (property: JsonSchema): JsonSchema => {
    if (property.type === 'integer') return { minimum: -INT4_MAX - 1, maximum: INT4_MAX, ...property };
    if (property.type === 'object' && property.properties) {
      return { ...property, properties: Object.fromEntries(Object.entries(property.properties).map(([name, inner]) => [name, bound(inner)])) };
    }
    if (property.type === 'array' && property.items) return { ...property, items: bound(property.items) };
    return property;
  };
  return bound(schema) as S;
}

const text = (title: string, description: string) => ({ type: 'string', title, description, maxLength: 2000 });

/**
 * The Fastify schemas of one master's routes, generated from its schema file: they validate every
 * request before a handler runs and are what /api/openapi.json publishes.
 */
export function masterRouteSchemas(definition: MasterDefinition) {
  const { 'x-seed': _seed, ...schema } = definition.schema;
  const tags = [definition.schema['x-title-plural']];
  // The engine's own tables have bigserial ids; the product tables behind x-table have serial ones.
  const idParams = {
    type: 'object',
    required: ['id'],
    properties: { id: { type: 'integer', title: 'ID', minimum: 1, maximum: definition.ownsTable ? Number.MAX_SAFE_INTEGER : INT4_MAX } },
  };
  const listQuery = {
    type: 'object',
    properties: {
      sort: text('Sort', 'JSON ["field", "ASC" | "DESC"]'),
      range: text('Range', 'JSON [first, last] row numbers, from 0'),
      filter: text('Filter', 'JSON {"field": value | [values], "q": "text"}'),
    },
  };
  // A record sent back as it was read may carry the read-only fields; the handler ignores them.
  const body = withColumnRanges(schema as MasterSchema);
  return {
    tags,
    idParams,
    listQuery,
    body,
    updateBody: { ...body, required: [...body.required, 'version'] },
    exportQuery: { ...listQuery, properties: { ...listQuery.properties, format: { type: 'string', title: 'Format', enum: ['csv', 'xlsx', 'pdf'] } } },
    sampleQuery: { type: 'object', properties: { format: { type: 'string', title: 'Format', enum: ['csv', 'xlsx'] } } },
  };
}
