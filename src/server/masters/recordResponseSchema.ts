import type { MasterDefinition } from './MasterDefinition.js';

const SCALAR_TYPES = new Set(['string', 'integer', 'number', 'boolean']);

/**
 * The JSON Schema of one record as the API answers it (what fromRow() emits: every readable field,
 * nulls left out), for Fastify to serialise lists with fast-json-stringify instead of
 * JSON.stringify. Arrays, objects and anything typed loosely are written as they are.
 */
export function recordResponseSchema(definition: MasterDefinition): object {
  const properties: Record<string, object> = {};
  for (const field of definition.fields) {
    if (field.writeOnly) continue;
    const type = field.property.type;
    properties[field.name] = typeof type === 'string' && SCALAR_TYPES.has(type) ? { type } : {};
  }
  return { type: 'object', properties };
}
