import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { conflict } from '../http/AppError.js';
import type { MasterChangeHooks } from '../masters/masterHooks.js';

const codeOf = (record: Record<string, unknown>) => String(record.code ?? '');

/**
 * What of the organisation's leave already names the type by its code: ledger entries,
 * applications, encashments, the schemes that list it and the granter runs that named it. Those
 * keep the code (a run's record, the scheme an HR team set up), so the type keeps it too.
 */
async function uses(trx: Db, organizationId: number, code: string): Promise<string[]> {
  const { rows } = await sql<{ ledger: string; applications: string; encashments: string; schemes: string; runs: string }>`
    SELECT (SELECT count(*) FROM leave_ledger WHERE organization_id = ${organizationId} AND leave_type = ${code}) AS ledger,
           (SELECT count(*) FROM leave_application WHERE organization_id = ${organizationId} AND leave_type = ${code}) AS applications,
           (SELECT count(*) FROM leave_encashment WHERE organization_id = ${organizationId} AND leave_type = ${code}) AS encashments,
           (SELECT count(DISTINCT scheme_id) FROM leave_scheme_entitlement WHERE organization_id = ${organizationId} AND leave_type = ${code}) AS schemes,
           (SELECT count(*) FROM leave_granter_run WHERE organization_id = ${organizationId} AND ${code} = ANY(leave_types)) AS runs`.execute(trx);
  const counts = rows[0];
  const said = (n: string, one: string, many: string) => (Number(n) > 0 ? [`${n} ${Number(n) === 1 ? one : many}`] : []);
  return [
    ...said(counts.ledger, 'balance entry', 'balance entries'),
    ...said(counts.applications, 'leave application', 'leave applications'),
    ...said(counts.encashments, 'encashment', 'encashments'),
    ...said(counts.schemes, 'leave scheme', 'leave schemes'),
    ...said(counts.runs, 'granter run', 'granter runs'),
  ];
}

async function refuseWhileUsed(trx: Db, organizationId: number, code: string, act: string, instead: string): Promise<void> {
  const used = await uses(trx, organizationId, code);
  if (used.length > 0) throw conflict(`Leave type ${code} is used by ${used.join(', ')} and cannot be ${act}. ${instead}`);
}

/**
 * The Leave Type master's rules beyond its schema (docs/leave-types-and-schemes.md): once the
 * ledger, an application, an encashment, a scheme or a granter run names a type, its code cannot
 * change and it cannot be deleted (setting it Inactive stays possible). Only a type nothing names
 * yet may be renamed or deleted.
 */
export const leaveTypeHooks: MasterChangeHooks = {
  async beforeDelete(trx, auth, before) {
    await refuseWhileUsed(trx, auth.organizationId, codeOf(before), 'deleted', 'Set it Inactive instead.');
  },
  async afterUpdate(trx, auth, before, after) {
    const code = codeOf(before);
    if (codeOf(after) === code) return;
    await refuseWhileUsed(trx, auth.organizationId, code, 'given another code', 'Set it Inactive and add a type with the new code instead.');
  },
};
