import { computedProperties } from '../../shared/computedFields.js';
import type { MasterDefinition } from './MasterDefinition.js';

/**
 * A client's record (property names) → column values for an insert or update. Read-only fields are
 * the server's: those computed from the record (x-computed) are set here, so create, update, import
 * and seed store the same value; the others are left alone.
 */
export function toColumnValues(definition: MasterDefinition, record: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of computedProperties(definition.schema.properties)) {
    values[definition.byName.get(name)!.column] = field.compute(record) ?? null;
  }
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
    if (field.writeOnly) continue;
    const value = row[field.column];
    if (value === null || value === undefined) continue;
    record[field.name] = value instanceof Date ? value.toISOString() : value;
  }
  return record;
}

/**
 * A PUT replaces every editable field: one the client left out is cleared (or reset to its
 * default), so a user who empties an optional field really empties it. A secret is the exception:
 * the form never shows it, so one left out or empty keeps what is stored.
 */
export function replacementValues(definition: MasterDefinition, record: Record<string, unknown>): Record<string, unknown> {
  const complete: Record<string, unknown> = {};
  for (const field of definition.fields) {
    if (field.readOnly || (field.writeOnly && !record[field.name])) continue;
    complete[field.name] = field.name in record ? record[field.name] : (field.property.default ?? null);
  }
  return toColumnValues(definition, complete);
}

/** For the audit trail: which secrets a save set, without their values. */
export function secretsChanged(definition: MasterDefinition, record: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(definition.fields.filter((field) => field.writeOnly && record[field.name]).map((field) => [field.name, '(changed)']));
}

/** The record with each secret it sets sealed for storage; an empty one stays empty (it keeps the stored value). */
export function sealSecrets(definition: MasterDefinition, record: Record<string, unknown>, seal: (plain: string) => string): Record<string, unknown> {
  const sealed = { ...record };
  for (const field of definition.fields) {
    const value = record[field.name];
    if (field.writeOnly && typeof value === 'string' && value !== '') sealed[field.name] = seal(value);
  }
  return sealed;
}
