import type { MasterDefinition } from './MasterDefinition.js';

/** A client's record (property names) → column values for an insert or update. */
export function toColumnValues(definition: MasterDefinition, record: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(record)) {
    const field = definition.byName.get(name);
    if (!field || field.readOnly) continue;
    values[field.column] = field.sqlType === 'jsonb' && value !== null && value !== undefined ? JSON.stringify(value) : value;
  }
  return values;
}

/** A table row → the record the API answers (property names, ISO timestamps). */
export function fromRow(definition: MasterDefinition, row: Record<string, unknown>): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const field of definition.fields) {
    const value = row[field.column];
    if (value === null || value === undefined) continue;
    record[field.name] = value instanceof Date ? value.toISOString() : value;
  }
  return record;
}
