import type { AuthContext } from '../auth/AuthContext.js';
import type { Db } from '../db/database.js';
import type { MasterDefinition } from './MasterDefinition.js';

type MasterRecord = Record<string, unknown>;

/**
 * A master's rules that reach beyond its own table, run inside the transaction of the change (a
 * throw undoes it): refusing to remove a row other data still means, marking what the change
 * touches. Records are as the API answers them (property names).
 */
export interface MasterChangeHooks {
  beforeDelete?(trx: Db, auth: AuthContext, before: MasterRecord): Promise<void>;
  afterUpdate?(trx: Db, auth: AuthContext, before: MasterRecord, after: MasterRecord): Promise<void>;
}

/**
 * Work a new row of a product table needs in the same transaction, whichever schema created it
 * (an organisation from the Organization or the Sub Organization master).
 */
export type CreateHook = (trx: Db, id: number, auth: AuthContext, masters: MasterDefinition[]) => Promise<void>;

/**
 * The hooks the schema engine runs, by table. The engine knows no domain: the areas that own
 * the rules hand them in (src/server/masterHooks.ts, given to the engine through Services).
 */
export interface MasterHooks {
  change: Readonly<Record<string, MasterChangeHooks>>;
  create: Readonly<Record<string, CreateHook>>;
}
