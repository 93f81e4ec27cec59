import type { AuthContext } from '../auth/AuthContext.js';
import type { Db } from '../db/database.js';
import { administratorHooks } from '../admin/administratorHooks.js';
import { leaveTypeHooks } from '../leave/leaveTypeHooks.js';
import { shiftMasterHooks } from '../shifts/shiftRules.js';

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

/** By table. */
export const changeHooks: Record<string, MasterChangeHooks> = {
  ...administratorHooks,
  master_shift_master: shiftMasterHooks,
  master_leave_type_category: leaveTypeHooks,
};
