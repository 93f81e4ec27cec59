import type { Db } from '../db/database.js';
import { personName } from '../../shared/personName.js';
import { NO_APPROVER } from '../../shared/appliedTo.js';

/** Someone a request may be applied to. */
export interface Approver {
  id: number;
  empId: string;
  name: string;
  email: string;
}

/**
 * Who an employee's requests may go to (docs/regularization.md, "Who an application goes to"): the
 * reporting manager (the default) and the reviewer; and, only when no reporting manager is set, the
 * organisation's fallback approver, so nobody is left without one.
 */
export interface Approvers {
  primary: Approver | null;
  reviewer: Approver | null;
  fallback: Approver | null;
}

/** The role type whose first active holder (by Emp ID) is the fallback approver when the organisation names none. */
export const FALLBACK_ROLE_TYPE = 'HR Ops Admin';

const approverColumns = ['e.id', 'e.emp_id', 'e.first_name', 'e.last_name', 'e.official_email'] as const;
const toApprover = (row: { id: number; emp_id: string; first_name: string; last_name: string; official_email: string } | undefined): Approver | null =>
  row ? { id: row.id, empId: row.emp_id, name: personName(row.first_name, row.last_name), email: row.official_email } : null;

export async function loadApprovers(db: Db, organizationId: number, employeeId: number): Promise<Approvers> {
  const me = await db
    .selectFrom('employee as me')
    .leftJoin('employee as m', 'm.id', 'me.reporting_manager_id')
    .leftJoin('employee as r', 'r.id', 'me.reviewer_id')
    .select([
      'm.id as m_id', 'm.emp_id as m_emp_id', 'm.first_name as m_first', 'm.last_name as m_last', 'm.official_email as m_email',
      'r.id as r_id', 'r.emp_id as r_emp_id', 'r.first_name as r_first', 'r.last_name as r_last', 'r.official_email as r_email',
    ])
    .where('me.id', '=', employeeId)
    .executeTakeFirstOrThrow();
  const primary = me.m_id === null ? null : { id: me.m_id, empId: me.m_emp_id!, name: personName(me.m_first, me.m_last), email: me.m_email! };
  const reviewer = me.r_id === null ? null : { id: me.r_id, empId: me.r_emp_id!, name: personName(me.r_first, me.r_last), email: me.r_email! };
  return { primary, reviewer, fallback: primary ? null : await loadFallbackApprover(db, organizationId, employeeId) };
}

/**
 * The organisation's fallback approver for this applicant: the employee its Organization record names
 * (Master Data → Organization → Fallback Approver) when active in the organisation, else the first
 * active holder of an active HR Ops Admin role by Emp ID; never the applicant, so one falls back past
 * themselves. Null when the organisation has neither.
 */
export async function loadFallbackApprover(db: Db, organizationId: number, applicantId: number): Promise<Approver | null> {
  const candidates = db
    .selectFrom('employee as e')
    .innerJoin('employee_organization as eo', (join) => join.onRef('eo.employee_id', '=', 'e.id').on('eo.organization_id', '=', organizationId))
    .select(approverColumns)
    .where('e.status', '=', 'Active')
    .where('e.id', '!=', applicantId);
  const named = await candidates
    .where('e.emp_id', '=', (eb) => eb.selectFrom('organization').select('fallback_approver').where('id', '=', organizationId))
    .executeTakeFirst();
  if (named) return toApprover(named);
  const hr = await candidates
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('employee_role as er')
          .innerJoin('role', 'role.id', 'er.role_id')
          .select('er.role_id')
          .whereRef('er.employee_id', '=', 'e.id')
          .where('er.organization_id', '=', organizationId)
          .where('role.role_type', '=', FALLBACK_ROLE_TYPE)
          .where('role.status', '=', 'Active'),
      ),
    )
    .orderBy('e.emp_id')
    .limit(1)
    .executeTakeFirst();
  return toApprover(hr);
}

/**
 * The approver an application names, if it is one of the applicant's (Approvers); with no name, the
 * default: the reporting manager, else the fallback approver.
 */
export function chosenApprover(approvers: Approvers, empId: string | null | undefined): Approver | null {
  const wanted = empId?.trim().toUpperCase();
  if (!wanted) return approvers.primary ?? approvers.fallback;
  return [approvers.primary, approvers.reviewer, approvers.fallback].find((approver) => approver?.empId === wanted) ?? null;
}

/** The refusal of an approver who is not one of the applicant's, naming who may be chosen. */
export function approverRefusal(approvers: Approvers): string {
  if (approvers.primary) return 'Applying to must be your primary manager or your reviewer';
  if (approvers.fallback) return 'Applying to must be the fallback approver or your reviewer';
  return approvers.reviewer ? 'Applying to must be your reviewer' : NO_APPROVER;
}
