import type { Db } from '../db/database.js';
import type { AuthContext } from '../auth/AuthContext.js';

export interface AuditEntry {
  entity: string;
  entityId: string | number;
  action: 'create' | 'update' | 'delete' | 'import' | string;
  before?: unknown;
  after?: unknown;
  /**
   * Whose audit trails record the change: the active organisation's by default; every organisation
   * a change reaches (a shared menu, a mapping between two) when it reaches beyond (docs/tenancy.md).
   */
  organizationIds?: readonly number[];
}

/** Who changed what, when, with the record before and after; written in the change's transaction. */
export async function recordAudit(db: Db, auth: Pick<AuthContext, 'organizationId' | 'employeeId'>, entry: AuditEntry): Promise<void> {
  await recordAudits(db, auth, [entry]);
}

/** recordAudit for several changes in one INSERT (a batch of decisions). */
export async function recordAudits(db: Db, auth: Pick<AuthContext, 'organizationId' | 'employeeId'>, entries: readonly AuditEntry[]): Promise<void> {
  if (!entries.length) return;
  await db
    .insertInto('audit_log')
    .values(
      entries.flatMap((entry) => [...new Set(entry.organizationIds ?? [auth.organizationId])].map((organizationId) => ({
        organization_id: organizationId,
        actor_employee_id: auth.employeeId,
        entity: entry.entity,
        entity_id: String(entry.entityId),
        action: entry.action,
        before: entry.before === undefined ? null : JSON.stringify(entry.before),
        after: entry.after === undefined ? null : JSON.stringify(entry.after),
      }))),
    )
    .execute();
}
