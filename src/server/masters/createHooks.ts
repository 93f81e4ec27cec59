import { provisionOrganization } from '../admin/provisionOrganization.js';
import type { AuthContext } from '../auth/AuthContext.js';
import type { Db } from '../db/database.js';
import type { MasterDefinition } from './MasterDefinition.js';

export type CreateHook = (trx: Db, id: number, auth: AuthContext, masters: MasterDefinition[]) => Promise<void>;

/**
 * Work a new row of a product table needs in the same transaction, whichever schema created it
 * (an organisation from the Organization or the Sub Organization master).
 */
export const createHooks: Record<string, CreateHook> = {
  organization: provisionOrganization,
};
