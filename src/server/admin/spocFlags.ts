import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { MasterDefinition } from '../masters/MasterDefinition.js';

/** The master the flags are read from (schemas/masters/helpDeskSpoc.schema.json). */
export const HELP_DESK_CONTACTS = 'helpDeskSpoc';

/**
 * UserDetails' spocStatus and spocReportingManagerStatus (spec 000 §3): whether the employee is a
 * help desk contact, or a contact's reporting manager, in an active row of the organisation's
 * help desk contact master — read at each sign-in and switch, so editing the master is enough.
 * A product without that master has no contacts.
 */
export async function spocFlags(
  db: Db,
  masters: readonly MasterDefinition[],
  organizationId: number,
  empId: string,
): Promise<{ spocStatus: boolean; spocReportingManagerStatus: boolean }> {
  const contacts = masters.find((master) => master.name === HELP_DESK_CONTACTS);
  const contact = contacts?.byName.get('spocEmpId');
  const manager = contacts?.byName.get('spocReportingManagerEmpId');
  if (!contacts || !contact || !manager) return { spocStatus: false, spocReportingManagerStatus: false };
  const named = (column: string) =>
    sql<boolean>`EXISTS (SELECT 1 FROM ${sql.table(contacts.table)} WHERE organization_id = ${organizationId} AND status = 'Active' AND upper(${sql.ref(column)}) = ${empId})`;
  const { rows } = await sql<{ spoc: boolean; manager: boolean }>`SELECT ${named(contact.column)} AS spoc, ${named(manager.column)} AS manager`.execute(db);
  return { spocStatus: rows[0].spoc, spocReportingManagerStatus: rows[0].manager };
}
