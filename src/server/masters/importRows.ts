import type { JsonSchema } from '../../shared/masterSchema.js';
import { hhmm } from '../../shared/shiftTimes.js';
import { toFieldErrors } from '../../shared/validationMessages.js';
import type { MasterDefinition } from './MasterDefinition.js';

export interface RowError {
  /** The row number as the user sees it in the sheet: the header is row 1. */
  row: number;
  field: string;
  message: string;
}

/** The columns a sample or an import carries: every editable field, headed by its title. */
export function importColumns(definition: MasterDefinition) {
  return definition.fields.filter((field) => !field.readOnly && !field.writeOnly).map((field) => ({ ...field, header: field.property.title ?? field.name }));
}

/** A spreadsheet cell is text; turn it into the schema's type so ajv judges the value, not its spelling. */
function coerce(property: JsonSchema, value: unknown): unknown {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return undefined;
  const text = typeof value === 'string' ? value.trim() : value;
  switch (property.type) {
    case 'integer':
    case 'number': {
      const number = typeof text === 'number' ? text : Number(text);
      return Number.isFinite(number) ? number : text;
    }
    case 'boolean': {
      if (typeof text === 'boolean') return text;
      const lower = String(text).toLowerCase();
      if (['true', 'yes', 'y', '1'].includes(lower)) return true;
      if (['false', 'no', 'n', '0'].includes(lower)) return false;
      return text;
    }
    case 'array':
    case 'object':
      try {
        return typeof text === 'string' ? JSON.parse(text) : text;
      } catch {
        return text;
      }
    default:
      // Excel keeps a typed time (09:30) as the fraction of a day it is.
      if (typeof text === 'number' && isTimeProperty(property) && text >= 0 && text < 1) return hhmm(Math.round(text * 24 * 60) % (24 * 60));
      return String(text);
  }
}

const isTimeProperty = (property: JsonSchema) => (property['x-ui'] as Record<string, unknown> | undefined)?.['ui:widget'] === 'time';

/**
 * Reads sheet rows keyed by column title (or property name), validates every one, and reports all
 * problems at once — including duplicates of the unique key inside the file. Nothing is written
 * by this function; the caller writes only when the list of errors is empty.
 */
export function readImportRows(definition: MasterDefinition, rows: Record<string, unknown>[]) {
  const columns = importColumns(definition);
  const byHeader = new Map<string, (typeof columns)[number]>();
  for (const column of columns) {
    byHeader.set(column.header.trim().toLowerCase(), column);
    byHeader.set(column.name.toLowerCase(), column);
  }
  const errors: RowError[] = [];
  const records: { row: number; record: Record<string, unknown> }[] = [];
  const seen = new Map<string, number>();
  const unique = definition.schema['x-unique'];
  rows.forEach((raw, index) => {
    const rowNumber = index + 2;
    const record: Record<string, unknown> = {};
    for (const [header, value] of Object.entries(raw)) {
      const column = byHeader.get(header.trim().toLowerCase());
      if (!column) {
        if (value !== '' && value !== null && value !== undefined) errors.push({ row: rowNumber, field: header, message: `${header} is not a column of ${definition.schema.title}` });
        continue;
      }
      const coerced = coerce(column.property, value);
      if (coerced !== undefined) record[column.name] = coerced;
    }
    if (!definition.validate(record)) {
      for (const error of toFieldErrors(definition.validate.errors, definition.schema.properties)) {
        errors.push({ row: rowNumber, ...error });
      }
      return;
    }
    if (unique.length > 0) {
      const key = unique.map((name) => String(record[name] ?? '').toLowerCase()).join('\u0000');
      const first = seen.get(key);
      if (first !== undefined) {
        errors.push({ row: rowNumber, field: unique[0], message: `Duplicate of row ${first} in this file` });
        return;
      }
      seen.set(key, rowNumber);
    }
    records.push({ row: rowNumber, record });
  });
  return { records, errors };
}
