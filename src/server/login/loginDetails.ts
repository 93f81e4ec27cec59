import type { Db } from '../db/database.js';
import { forbidden } from '../http/AppError.js';
import { spocFlags } from '../admin/spocFlags.js';
import { idCardOf } from '../employees/idCard.js';
import { loadRolePermissions } from '../auth/permissions.js';
import { approvesAnyone } from './approvesAnyone.js';
import type { Services } from '../services.js';

/** Picks where a fresh sign-in lands: the home organisation if mapped, and the default role there. */
export async function defaultScope(db: Db, employeeId: number): Promise<{ organizationId: number; roleId: number }> {
  const candidates = await db
    .selectFrom('employee_role as er')
    .innerJoin('role as r', 'r.id', 'er.role_id')
    .innerJoin('organization as o', 'o.id', 'er.organization_id')
    .innerJoin('employee as e', 'e.id', 'er.employee_id')
    .innerJoin('employee_organization as eo', (join) =>
      join.onRef('eo.employee_id', '=', 'er.employee_id').onRef('eo.organization_id', '=', 'er.organization_id'),
    )
    .select(['er.organization_id', 'er.role_id', 'er.is_default', 'r.role_sequence', 'e.organization_id as home'])
    .where('er.employee_id', '=', employeeId)
    .where('r.status', '=', 'Active')
    .where('o.status', '=', 'Active')
    .execute();
  if (candidates.length === 0) throw forbidden('No active role is assigned to you. Please contact your administrator.');
  candidates.sort(
    (a, b) =>
      Number(b.organization_id === b.home) - Number(a.organization_id === a.home) ||
      Number(b.is_default) - Number(a.is_default) ||
      a.role_sequence - b.role_sequence,
  );
  return { organizationId: candidates[0].organization_id, roleId: candidates[0].role_id };
}

/** The login details of spec 000 §3 for a session: token, refresh token and UserDetails. */
export async function buildLoginDetails({ db, tokens, masters }: Pick<Services, 'db' | 'tokens' | 'masters'>, sessionId: string, refreshToken: string) {
  const session = await db
    .selectFrom('session as s')
    .innerJoin('employee as e', 'e.id', 's.employee_id')
    .innerJoin('organization as o', 'o.id', 's.organization_id')
    .innerJoin('role as r', 'r.id', 's.role_id')
    .select([
      's.id',
      's.employee_id',
      's.organization_id',
      's.via_microsoft',
      'r.role_type',
      'r.id as role_id',
      'e.emp_id',
      'e.first_name',
      'e.last_name',
      'e.designation',
      'e.department',
      'e.official_email',
      'e.onboarding_status',
      'e.is_reporting_manager',
      'e.is_reviewer',
      'o.organization_code',
      'o.organization_detail',
      'o.short_name',
      'o.logo_file',
      'o.collaboration_urls',
    ])
    .where('s.id', '=', sessionId)
    .executeTakeFirstOrThrow();

  const [organizations, roles, permissions, spoc, approver] = await Promise.all([
    db
      .selectFrom('employee_organization as eo')
      .innerJoin('organization as o', 'o.id', 'eo.organization_id')
      .select(['o.organization_code as organizationCode', 'o.organization_detail as organizationDetail'])
      .where('eo.employee_id', '=', session.employee_id)
      .where('o.status', '=', 'Active')
      .orderBy('o.organization_code')
      .execute(),
    db
      .selectFrom('employee_role as er')
      .innerJoin('role as r', 'r.id', 'er.role_id')
      .select(['r.role_type as roleType', 'r.role_sequence as roleSequence'])
      .where('er.employee_id', '=', session.employee_id)
      .where('er.organization_id', '=', session.organization_id)
      .where('r.status', '=', 'Active')
      .orderBy('r.role_sequence')
      .execute(),
    loadRolePermissions(db, session.role_id),
    spocFlags(db, masters, session.organization_id, session.emp_id),
    approvesAnyone(db, session.employee_id, session.organization_id),
  ]);

  return {
    token: await tokens.sign({ sub: String(session.employee_id), sid: session.id }),
    refreshToken,
    userDetails: {
      empId: session.emp_id,
      firstName: session.first_name,
      lastName: session.last_name,
      designation: session.designation,
      department: session.department,
      officialEmail: session.official_email,
      onboradingStatus: session.onboarding_status,
      idCard: idCardOf(session.emp_id),
      reportingManager: session.is_reporting_manager,
      reviewer: session.is_reviewer,
      approver,
      ...spoc,
      roleType: session.role_type,
      roles: roles.map((r) => r.roleType),
      organizationAccess: organizations,
      permission: permissions.tree,
      activeOrganization: {
        organizationCode: session.organization_code,
        organizationDetail: session.organization_detail,
        shortName: session.short_name,
        logo: session.logo_file,
        collaborationUrls: session.collaboration_urls,
        roleDetails: roles,
      },
      viaMicrosoft: session.via_microsoft,
    },
  };
}

export type LoginDetails = Awaited<ReturnType<typeof buildLoginDetails>>;
