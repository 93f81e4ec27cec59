import type { JsonSchema } from '../../shared/masterSchema.js';

/**
 * A record as the product stores it: every text trimmed, and a text left blank treated as not
 * given, so a required field says '{label} is required' and 'Finance ' is the name 'Finance'.
 * Secrets (writeOnly) are kept exactly as typed. Objects nested in the schema are trimmed alike.
 */
export function trimmedRecord(schema: JsonSchema, record: unknown): unknown {
  if (!record || typeof record !== 'object' || Array.isArray(record)) return record;
  const result: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(record)) {
    const property = schema.properties?.[name];
    if (typeof value === 'string' && property?.writeOnly !== true) {
      const trimmed = value.trim();
      if (trimmed !== '') result[name] = trimmed;
    } else if (property?.type === 'object') {
      result[name] = trimmedRecord(property, value);
    } else {
      result[name] = value;
    }
  }
  return result;
}
