import type { ValidateFunction } from 'ajv';
import type { JsonSchema, MasterSchema } from '../../shared/masterSchema.js';

export interface FieldDefinition {
  name: string;
  column: string;
  sqlType: string;
  property: JsonSchema;
  readOnly: boolean;
  /** A secret: stored, never answered, sorted, filtered, exported or imported. */
  writeOnly: boolean;
}

/** Everything the server derives from one schema file. */
export interface MasterDefinition {
  name: string;
  file: string;
  schema: MasterSchema;
  table: string;
  /** False for a schema over an existing product table (x-table): the engine neither creates nor seeds it. */
  ownsTable: boolean;
  fields: FieldDefinition[];
  byName: Map<string, FieldDefinition>;
  /** Validates a client's body: editable fields only, additionalProperties false. */
  validate: ValidateFunction;
}

export const toSnake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** Columns every master table has, whatever its schema says. */
export const SYSTEM_COLUMNS: Record<string, string> = {
  id: 'id',
  version: 'version',
  createdBy: 'created_by',
  createdAt: 'created_at',
  updatedBy: 'updated_by',
  updatedAt: 'updated_at',
};

export function sqlTypeOf(property: JsonSchema): string {
  switch (property.type) {
    case 'integer':
      return 'bigint';
    case 'number':
      return 'double precision';
    case 'boolean':
      return 'boolean';
    case 'array':
    case 'object':
      return 'jsonb';
    default:
      if (property.format === 'date') return 'date';
      if (property.format === 'date-time') return 'timestamptz';
      return 'text';
  }
}
