import type { RaRecord } from 'react-admin';

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'import'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One row of GET /api/auditLog. */
export interface AuditEntry extends RaRecord {
  id: number;
  entity: string;
  entityId: string | null;
  action: string;
  before: unknown;
  after: unknown;
  /** ISO instant. */
  at: string;
  /** Emp ID of who did it; null for the system (seed, start-up). */
  actor: string | null;
  actorName: string | null;
}

/** The filters GET /api/auditLog accepts (q searches entity, record and actor). */
export interface AuditFilters {
  entity?: string;
  actor?: string;
  action?: string;
  from?: string;
  to?: string;
  q?: string;
}
