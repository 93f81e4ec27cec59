import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../audit/recordAudit.js';
import { access } from '../http/access.js';
import { badRequest, notFound } from '../http/AppError.js';
import { ok } from '../http/reply.js';
import { owns } from '../http/tenancy.js';
import { databaseId, idParams } from '../http/schemaParts.js';
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

  app.put<{ Params: { roleId: string }; Body: { rows: { menuId: number; submenuId: number | null; access: AccessFlags }[] } }>(
    `/api${PATH}/:roleId`,
    {
      config: { access: access.menu(PATH, 'edit'), owns: [owns('role', 'params', 'roleId')] },
      schema: {
        params: idParams('roleId'),
        body: {
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
        },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const role = await roleInOrganization(Number(request.params.roleId) || 0, auth.organizationId);
      const before = await readMatrix(db, role.id);
      const known = new Set(before.map((r) => `${r.menuId}:${r.submenuId}`));
      const granted = request.body.rows.filter((row) => VERBS.some((verb) => row.access[verb]));
      for (const row of granted) {
        if (!known.has(`${row.menuId}:${row.submenuId}`)) throw badRequest(`Menu ${row.menuId}/${row.submenuId ?? '-'} does not exist`);
      }
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('role_permission').where('role_id', '=', role.id).execute();
        if (granted.length > 0) {
          await trx
            .insertInto('role_permission')
            .values(
              granted.map((row) => {
                const flags = normalizedAccess(row.access);
                return {
                  role_id: role.id,
                  menu_id: row.menuId,
                  submenu_id: row.submenuId,
                  can_view: flags.view,
                  can_add: flags.add,
                  can_edit: flags.edit,
                  can_delete: flags.delete,
                };
              }),
            )
            .execute();
        }
        await recordAudit(trx, auth, {
          entity: 'rolesAndPermission',
          entityId: role.id,
          action: 'update',
          before: before.filter((r) => r.access.view).map((r) => ({ path: r.path, ...r.access })),
          after: granted.map((r) => ({ menuId: r.menuId, submenuId: r.submenuId, ...r.access, view: true })),
        });
      });
      await services.permissions.invalidate();
      return ok({ roleId: role.id, roleType: role.role_type, rows: await readMatrix(db, role.id) }, 'Permissions updated successfully');
    },
  );
}
