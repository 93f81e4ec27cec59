import type { FastifyRequest } from 'fastify';
import type { AuthContext } from './AuthContext.js';
import type { PermissionCache } from './PermissionCache.js';
import type { Db } from '../db/database.js';
import { forbidden, notFound } from '../http/AppError.js';
import type { Verb } from '../http/access.js';

/**
 * The tenancy rule (docs/tenancy.md): what belongs to an organisation is read and changed only from
 * a session of that organisation, by a role granted the right there. A route that names a record
 * in its path, query or body declares what kind of record it is (`config.owns`); the access hook
 * resolves each one and answers 404 unless it belongs to the caller's active organisation, before
 * the handler runs. Masters declare their owner in their schema (masters/masterScope.ts).
 */
export type OwnedKind = keyof typeof owners;

export interface Owned {
  kind: OwnedKind;
  /** Where the request names the record. */
  in: 'params' | 'query' | 'body';
  field: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Records the request names, each of which must belong to the caller's active organisation. */
    owns?: Owned[];
  }
}

export const owns = (kind: OwnedKind, where: Owned['in'], field: string): Owned => ({ kind, in: where, field });

const employeeId = (value: string) => value.trim().toUpperCase();

/** For each kind of record: does the one named by `value` belong to `organizationId`, and what to say when not. */
const owners = {
  /** An organisation's own row (its settings, logo, mail server) belongs to that organisation. */
  organization: {
    missing: 'Organization not found',
    belongs: async (_db: Db, value: string, organizationId: number) => Number(value) === organizationId,
  },
  /** An employee belongs to every organisation they are mapped to (employee_organization). */
  employee: {
    missing: 'Employee not found',
    belongs: employeeBelongs,
  },
  /**
   * A file of users/docs: an ID card (`EMP001.pdf`) is the employee's record; a profile photo, banner
   * or document is a stored file of the organisation (a personal one: the route decides who reads it).
   */
  idCard: {
    missing: 'Document not found',
    belongs: async (db: Db, value: string, organizationId: number) =>
      (await employeeBelongs(db, value.replace(/\.pdf$/i, ''), organizationId)) ||
      Boolean(await db.selectFrom('stored_file').select('name').where('name', '=', value).where('organization_id', '=', organizationId).executeTakeFirst()),
  },
  /** A role, and with it its permissions, belongs to the organisation it was made in. */
  role: {
    missing: 'Role not found',
    belongs: async (db: Db, value: string, organizationId: number) => {
      const id = Number(value);
      if (!Number.isSafeInteger(id)) return false;
      return Boolean(await db.selectFrom('role').select('id').where('id', '=', id).where('organization_id', '=', organizationId).executeTakeFirst());
    },
  },
  /** A holiday belongs to the organisation whose calendar it is on. */
  holiday: {
    missing: 'Holiday not found',
    belongs: async (db: Db, value: string, organizationId: number) => {
      const id = Number(value);
      if (!Number.isSafeInteger(id)) return false;
      return Boolean(await db.selectFrom('holiday').select('id').where('id', '=', id).where('organization_id', '=', organizationId).executeTakeFirst());
    },
  },
  /** A stored file (an organisation's logo) belongs to the organisation that uploaded it; a personal one (a leave document) is nobody's to read here. */
  file: {
    missing: 'File not found',
    belongs: async (db: Db, value: string, organizationId: number) =>
      Boolean(await db.selectFrom('stored_file').select('name').where('name', '=', value).where('organization_id', '=', organizationId).where('owner_employee_id', 'is', null).executeTakeFirst()),
  },
};

/** The employee with this Emp ID among those mapped to the organisation, if any. */
export function employeeInOrganization(db: Db, empId: string, organizationId: number) {
  return db
    .selectFrom('employee as e')
    .innerJoin('employee_organization as eo', 'eo.employee_id', 'e.id')
    .select(['e.id', 'e.emp_id'])
    .where('e.emp_id', '=', employeeId(empId))
    .where('eo.organization_id', '=', organizationId)
    .executeTakeFirst();
}

async function employeeBelongs(db: Db, empId: string, organizationId: number): Promise<boolean> {
  return Boolean(await employeeInOrganization(db, empId, organizationId));
}

/** Refuses the request (404, as for a record that does not exist) when a record it names belongs elsewhere. */
export async function enforceOwnership(db: Db, request: FastifyRequest, auth: AuthContext, declared: readonly Owned[]): Promise<void> {
  for (const { kind, in: where, field } of declared) {
    const source = (request[where] ?? {}) as Record<string, unknown>;
    const value = source[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' && typeof value !== 'number') throw notFound(owners[kind].missing);
    if (!(await owners[kind].belongs(db, String(value), auth.organizationId))) throw notFound(owners[kind].missing);
  }
}

export interface Right {
  path: string;
  verb: Verb;
}

/**
 * The Site Admin right of an organisation: editing Roles And Permissions there. Whoever holds it can
 * grant themselves any other right, so it is the Site Admin's in substance, whatever the role is
 * called. It guards an organisation's mail server and the creation of organisations.
 */
export const SITE_ADMIN: Right = { path: '/rolesAndPermission', verb: 'edit' };

/** Rights a master schema may name on a field (x-write-right), with who holds them, for the refusal. */
export const NAMED_RIGHTS: Record<string, Right & { holder: string }> = {
  siteAdmin: { ...SITE_ADMIN, holder: 'a Site Admin' },
};

export const holdsInSession = (auth: AuthContext, right: Right) => Boolean(auth.permissions.byPath.get(right.path)?.[right.verb]);

/**
 * Of `organizationIds`, those where the employee holds `right` through an active role of their own
 * there. The one check for acts that reach beyond the active organisation: mapping an organisation
 * under another, changing what all organisations share.
 */
export async function organizationsWithRight(
  db: Db,
  permissions: PermissionCache,
  auth: AuthContext,
  right: Right,
  organizationIds?: readonly number[],
): Promise<number[]> {
  if (organizationIds?.length === 0) return [];
  let query = db
    .selectFrom('employee_role as er')
    .innerJoin('role as r', 'r.id', 'er.role_id')
    .select(['er.organization_id', 'er.role_id'])
    .where('er.employee_id', '=', auth.employeeId)
    .where('r.status', '=', 'Active')
    // A role is only ever held in its own organisation; the join keeps a stray row from counting.
    .whereRef('r.organization_id', '=', 'er.organization_id');
  if (organizationIds) query = query.where('er.organization_id', 'in', [...organizationIds]);
  const held = await query.execute();
  const granted = new Set<number>();
  for (const { organization_id, role_id } of held) {
    if ((await permissions.get(role_id, auth.permissionVersion)).byPath.get(right.path)?.[right.verb]) granted.add(organization_id);
  }
  return [...granted].sort((a, b) => a - b);
}

/** Refuses (403) unless the employee holds `right` in every one of `organizationIds`. */
export async function requireRightIn(db: Db, permissions: PermissionCache, auth: AuthContext, right: Right, organizationIds: readonly number[]): Promise<void> {
  const wanted = [...new Set(organizationIds)];
  const granted = new Set(await organizationsWithRight(db, permissions, auth, right, wanted));
  if (wanted.some((id) => !granted.has(id))) {
    throw forbidden('This change reaches organisations where you do not hold this right. It needs the right in every organisation it affects.');
  }
}

/** Every organisation: what they all share (the menu tree) affects each of them. */
export async function everyOrganization(db: Db): Promise<number[]> {
  return (await db.selectFrom('organization').select('id').orderBy('id').execute()).map((row) => row.id);
}
