import type { Access } from '../auth/types';
import type { MasterSchema } from '../../shared/masterSchema';

/** One entry of GET /api/schemas: a master the signed-in role may view, and what else it may do. */
export interface MasterSchemaEntry {
  /** The resource name: file stem, route and API path (/api/<name>). */
  name: string;
  schema: MasterSchema;
  access: Access;
}

/** A master row as the API answers it: the schema's properties plus the system fields. */
export interface MasterRecord {
  id: number;
  version?: number;
  status?: string;
  [property: string]: unknown;
}

export const FULL_ACCESS: Access = { view: true, add: true, edit: true, delete: true };
