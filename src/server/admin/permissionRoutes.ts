import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../audit/recordAudit.js';
import { access } from '../http/access.js';
import { badRequest, notFound } from '../http/AppError.js';
import { requireAdministrator } from './requireAdministrator.js';
import { ok } from '../http/reply.js';
import { owns } from '../auth/tenancy.js';
import { databaseId, idParams } from '../http/schemaParts.js';
import type { AuthContext } from '../auth/AuthContext.js';
import type { Db } from '../db/database.js';
import type { Services } from '../services.js';
import { normalizedAccess, VERBS, type AccessFlags, type PermissionRow } from '../../shared/permissionMatrix.js';

const PATH = '/rolesAndPermission';

/** Every menu and submenu × view/add/edit/delete for one role: the rolesAndPermission screen. */
async function readMatrix(db: Db, roleId: number): Promise<PermissionRow[]> {
  const [menus, submenus, grants] = await Promise.all([
    db.selectFrom('menu').select(['id', 'text', 'path', 'status', 'sort_order']).orderBy('sort_order').execute(),
    db.selectFrom('submenu').select(['id', 'menu_id', 'text', 'path', 'status', 'sort_order']).orderBy('sort_order').execute(),
    db.selectFrom('role_permission').selectAll().where('role_id', '=', roleId).execute(),
  ]);
  const grantOf = (menuId: number, submenuId: number | null): AccessFlags => {
    const grant = grants.find((g) => g.menu_id === menuId && g.submenu_id === submenuId);
    return { view: grant?.can_view ?? false, add: grant?.can_add ?? false, edit: grant?.can_edit ?? false, delete: grant?.can_delete ?? false };
  };
  const rows: PermissionRow[] = [];
  for (const menu of menus) {
    const own = submenus.filter((s) => s.menu_id === menu.id);
    if (own.length === 0) {
      rows.push({ menuId: menu.id, submenuId: null, menuText: menu.text, text: menu.text, path: menu.path, status: menu.status, access: grantOf(menu.id, null) });
    }
    for (const sub of own) {
      rows.push({ menuId: menu.id, submenuId: sub.id, menuText: menu.text, text: sub.text, path: sub.path, status: sub.status, access: grantOf(menu.id, sub.id) });
    }
  }
  return rows;
}

export async function permissionRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services;
  const roleInOrganization = async (roleId: number, organizationId: number) => {
    const role = await db
      .selectFrom('role')
      .select(['id', 'role_type'])
      .where('id', '=', roleId)
      .where('organization_id', '=', organizationId)
      .executeTakeFirst();
    if (!role) throw notFound('Role not found');
    return role;
  };

  app.get(`/api${PATH}`, { config: { access: access.menu(PATH, 'view') } }, async (request) =>
    ok(
      await db
        .selectFrom('role')
        .select(['id', 'role_type as roleType', 'role_sequence as roleSequence', 'status'])
        .where('organization_id', '=', request.auth!.organizationId)
        .orderBy('role_sequence')
        .execute(),
    ),
  );

  app.get<{ Params: { roleId: string } }>(`/api${PATH}/:roleId`, { config: { access: access.menu(PATH, 'view'), owns: [owns('role', 'params', 'roleId')] }, schema: { params: idParams('roleId') } }, async (request) => {
    const role = await roleInOrganization(Number(request.params.roleId) || 0, request.auth!.organizationId);
    return ok({ roleId: role.id, roleType: role.role_type, rows: await readMatrix(db, role.id) });
  });

  const rowsBody = {
    type: 'object',
    required: ['rows'],
    additionalProperties: false,
    properties: {
      rows: {
        type: 'array',
        title: 'Permissions',
        maxItems: 5000,
        items: {
          type: 'object',
          required: ['menuId', 'submenuId', 'access'],
          properties: {
            menuId: databaseId,
            submenuId: { ...databaseId, type: ['integer', 'null'] },
            access: {
              type: 'object',
              required: [...VERBS],
              properties: Object.fromEntries(VERBS.map((v) => [v, { type: 'boolean' }])),
            },
          },
        },
      },
    },
  };
  const rowsRoute = (summary: string, description: string) => ({
    config: { access: access.menu(PATH, 'edit'), owns: [owns('role', 'params', 'roleId')] },
    schema: { summary, description, params: idParams('roleId'), body: rowsBody },
  });

  /**
   * Writes the named rows of a role's matrix: `update` changes only those (the others stay as they
   * are), `replace` makes them the whole set (every row not named loses its access). Refused when
   * it would leave the organisation without an administrator; audited with the rows before and after.
   */
  const write = async (auth: AuthContext, roleIdParam: string, named: NamedRow[], mode: 'update' | 'replace') => {
    const role = await roleInOrganization(Number(roleIdParam) || 0, auth.organizationId);
    const seen = new Set<string>();
    for (const row of named) {
      const key = keyOf(row);
      if (seen.has(key)) throw badRequest(`Menu ${row.menuId}/${row.submenuId ?? '-'} is named twice`);
      seen.add(key);
    }
    const answer = await db.transaction().execute(async (trx) => {
      const before = await readMatrix(trx, role.id);
      const known = new Set(before.map(keyOf));
      for (const row of named) {
        if (!known.has(keyOf(row))) throw badRequest(`Menu ${row.menuId}/${row.submenuId ?? '-'} does not exist`);
      }
      const stored = await trx.selectFrom('role_permission').select(['id', 'menu_id', 'submenu_id']).where('role_id', '=', role.id).execute();
      const dropped = mode === 'replace' ? stored : stored.filter((grant) => seen.has(keyOf({ menuId: grant.menu_id, submenuId: grant.submenu_id })));
      if (dropped.length > 0) await trx.deleteFrom('role_permission').where('id', 'in', dropped.map((grant) => grant.id)).execute();
      const granted = named.map((row) => ({ ...row, access: normalizedAccess(row.access) })).filter((row) => row.access.view);
      if (granted.length > 0) {
        await trx
          .insertInto('role_permission')
          .values(granted.map(({ menuId, submenuId, access: flags }) => ({ role_id: role.id, menu_id: menuId, submenu_id: submenuId, can_view: flags.view, can_add: flags.add, can_edit: flags.edit, can_delete: flags.delete })))
          .execute();
      }
      await requireAdministrator(trx, [auth.organizationId]);
      const after = await readMatrix(trx, role.id);
      const was = new Map(before.map((row) => [keyOf(row), row]));
      const changed = after.flatMap((is) => {
        const earlier = was.get(keyOf(is)) ?? { ...is, access: NO_ACCESS };
        return sameAccess(is.access, earlier.access) ? [] : [{ was: earlier, is }];
      });
      const removed = changed.filter(({ was, is }) => was.access.view && !is.access.view).map(({ was }) => grantOf(was));
      await recordAudit(trx, auth, {
        entity: 'rolesAndPermission',
        entityId: role.id,
        action: mode,
        before: changed.map(({ was }) => grantOf(was)),
        after: changed.map(({ is }) => grantOf(is)),
      });
      return { roleId: role.id, roleType: role.role_type, rows: after, ...(mode === 'replace' ? { removed } : {}) };
    });
    await services.permissions.invalidate();
    return answer;
  };

  app.put<{ Params: { roleId: string }; Body: { rows: NamedRow[] } }>(
    `/api${PATH}/:roleId`,
    rowsRoute('Change the named rows of a role\'s permissions', 'Rows not named keep their access. Answers 409, saving nothing, when the change would leave the organisation without an active employee who can edit Roles And Permissions.'),
    async (request) => ok(await write(request.auth!, request.params.roleId, request.body.rows, 'update'), 'Permissions updated successfully'),
  );

  app.put<{ Params: { roleId: string }; Body: { rows: NamedRow[] } }>(
    `/api${PATH}/:roleId/replace`,
    rowsRoute(
      "Replace a role's whole permission set",
      'The rows sent become the whole set: every row not named (or named with no access) loses its access, and the answer lists those it removed (`removed`). Answers 409, saving nothing, when the change would leave the organisation without an active employee who can edit Roles And Permissions.',
    ),
    async (request) => ok(await write(request.auth!, request.params.roleId, request.body.rows, 'replace'), 'Permissions replaced successfully'),
  );
}

interface NamedRow {
  menuId: number;
  submenuId: number | null;
  access: AccessFlags;
}

const keyOf = (row: { menuId: number; submenuId: number | null }) => `${row.menuId}:${row.submenuId}`;
const NO_ACCESS: AccessFlags = { view: false, add: false, edit: false, delete: false };
const sameAccess = (a: AccessFlags, b: AccessFlags) => VERBS.every((verb) => a[verb] === b[verb]);
/** A matrix row as the audit trail and the replace answer show it: which screen, and its access. */
const grantOf = (row: PermissionRow) => ({ menuId: row.menuId, submenuId: row.submenuId, path: row.path, text: row.text, ...row.access });
