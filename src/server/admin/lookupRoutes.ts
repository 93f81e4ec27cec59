import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth/AuthContext.js';
import { sql } from 'kysely';
import { recordAudit } from '../audit/recordAudit.js';
import { access } from '../http/access.js';
import { ok } from '../http/reply.js';
import { organizationsWithRight, requireRightIn } from '../auth/tenancy.js';
import { databaseId, shortText } from '../http/schemaParts.js';
import type { Services } from '../services.js';
import { MAIL_SERVERS } from './mailServers.js';
import { HELP_DESK_CONTACTS } from './spocFlags.js';

/** Option lists other screens read: help desk categories, menus with submenus, organisations (module settings: masters/masterLookupRoutes). */
export async function lookupRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db, masters } = services;
  // These look-ups read masters of schemas/masters; a product without the file has nothing to offer.
  const tableOf = (name: string) => masters.find((master) => master.name === name)?.table;

  // Help desk categories from the SPOC master: menus, or the sub-menus of one menu (spec 000 §3).
  const menuQuery = (name: string) => ({ type: 'object', properties: { [name]: { ...databaseId, title: 'Menu' } } });
  app.get<{ Querystring: { filterMenuId?: string } }>('/api/spoc/help-desk-menus', { config: { access: access.self }, schema: { querystring: menuQuery('filterMenuId') } }, async (request) => {
    const organizationId = request.auth!.organizationId;
    const table = tableOf(HELP_DESK_CONTACTS);
    if (!table) return ok([]);
    const rows = await sql<{ id: number; menu_name: string; sub_menu_name: string | null }>`
      SELECT id, menu_name, sub_menu_name FROM ${sql.table(table)}
      WHERE organization_id = ${organizationId} AND status = 'Active' ORDER BY menu_name, sub_menu_name NULLS FIRST, id`.execute(db);
    const menus = new Map<string, { menuName: string; menuId: number; commonId: number; hasSubMenus: boolean }>();
    for (const row of rows.rows) {
      const menu = menus.get(row.menu_name) ?? { menuName: row.menu_name, menuId: row.id, commonId: row.id, hasSubMenus: false };
      if (row.sub_menu_name) menu.hasSubMenus = true;
      menus.set(row.menu_name, menu);
    }
    const filterMenuId = Number(request.query.filterMenuId);
    if (request.query.filterMenuId !== undefined) {
      const menu = [...menus.values()].find((m) => m.menuId === filterMenuId);
      return ok(
        rows.rows
          .filter((row) => menu && row.menu_name === menu.menuName && row.sub_menu_name)
          .map((row) => ({ subMenuName: row.sub_menu_name, commonId: row.id })),
      );
    }
    return ok([...menus.values()]);
  });

  app.get<{ Querystring: { menuId?: string } }>('/api/menu/menu-submenu', { config: { access: access.self }, schema: { querystring: menuQuery('menuId') } }, async (request) => {
    let menus = db.selectFrom('menu').select(['id', 'text', 'path']).where('status', '=', 'Active').orderBy('sort_order');
    if (request.query.menuId !== undefined) menus = menus.where('id', '=', Number(request.query.menuId) || 0);
    const [menuRows, submenus] = await Promise.all([
      menus.execute(),
      db.selectFrom('submenu').select(['id', 'menu_id', 'text', 'path']).where('status', '=', 'Active').orderBy('sort_order').execute(),
    ]);
    return ok(
      menuRows.map((menu) => ({
        menuId: menu.id,
        menuName: menu.text,
        path: menu.path,
        submenu: submenus.filter((s) => s.menu_id === menu.id).map((s) => ({ submenuId: s.id, subMenuName: s.text, path: s.path })),
      })),
    );
  });

  const organizationEditor = { config: { access: access.menu('/organization', 'view') } };
  app.get('/api/smtp', organizationEditor, async () => ok(Object.keys(MAIL_SERVERS)));
  const smtpQuery = { type: 'object', properties: { provider: shortText('Provider'), server: shortText('Server') } };
  app.get<{ Querystring: { provider?: string } }>('/api/smtp/server', { ...organizationEditor, schema: { querystring: smtpQuery } }, async (request) =>
    ok(Object.keys(MAIL_SERVERS[request.query.provider ?? ''] ?? {})),
  );
  app.get<{ Querystring: { provider?: string; server?: string } }>('/api/smtp/port', { ...organizationEditor, schema: { querystring: smtpQuery } }, async (request) =>
    ok(MAIL_SERVERS[request.query.provider ?? '']?.[request.query.server ?? ''] ?? [25, 465, 587, 2525]),
  );

  // Organisation mapping (spec 002 §7). Mapping one organisation under another takes the right in
  // both (docs/tenancy.md): the candidates are those where the caller holds it, and each side's audit
  // trail records the mapping. Lists answer an organisation's identity, never its settings.
  const ORGANIZATION_EDIT = { path: '/organization', verb: 'edit' } as const;
  const orgColumns = ['id', 'organization_code as organizationCode', 'organization_detail as organizationDetail', 'status'] as const;
  const editableOrganizations = (auth: AuthContext) => organizationsWithRight(db, services.permissions, auth, ORGANIZATION_EDIT);
  app.get('/api/organization/organization-map', organizationEditor, async (request) =>
    ok(await db.selectFrom('organization').select(orgColumns).where('parent_organization', '=', request.auth!.organizationId).orderBy('organization_detail').execute()),
  );
  app.get('/api/organization/organization-nonmap', organizationEditor, async (request) => {
    const candidates = (await editableOrganizations(request.auth!)).filter((id) => id !== request.auth!.organizationId);
    if (candidates.length === 0) return ok([]);
    return ok(
      await db.selectFrom('organization').select(orgColumns).where('parent_organization', 'is', null).where('id', 'in', candidates).orderBy('organization_detail').execute(),
    );
  });
  app.put<{ Body: { organizationIds: number[] } }>(
    '/api/organization/map',
    {
      config: { access: access.menu('/organization', 'edit') },
      schema: {
        body: {
          type: 'object',
          required: ['organizationIds'],
          additionalProperties: false,
          properties: { organizationIds: { type: 'array', title: 'Organizations', items: databaseId, maxItems: 500 } },
        },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const ids = [...new Set(request.body.organizationIds.filter((id) => id !== auth.organizationId))];
      if (ids.length === 0) return ok([], 'Organization mapping updated successfully');
      await requireRightIn(db, services.permissions, auth, ORGANIZATION_EDIT, ids);
      const mapped = await db.transaction().execute(async (trx) => {
        const rows = await trx
          .updateTable('organization')
          .set({ parent_organization: auth.organizationId, updated_by: auth.empId, updated_at: new Date() })
          .where('id', 'in', ids)
          .where('parent_organization', 'is', null)
          .returning(['id', 'organization_code'])
          .execute();
        await recordAudit(trx, auth, {
          entity: 'organizationMap',
          entityId: auth.organizationId,
          action: 'update',
          after: rows.map((r) => r.organization_code),
          organizationIds: [auth.organizationId, ...rows.map((r) => r.id)],
        });
        return rows;
      });
      return ok(mapped, 'Organization mapping updated successfully');
    },
  );

  app.get('/api/organization/options', { config: { access: access.self } }, async (request) => {
    const rows = await db
      .selectFrom('employee_organization as eo')
      .innerJoin('organization as o', 'o.id', 'eo.organization_id')
      .select(['o.id as value', 'o.organization_detail as label', 'o.organization_code as organizationCode'])
      .where('eo.employee_id', '=', request.auth!.employeeId)
      .where('o.status', '=', 'Active')
      .orderBy('o.organization_detail')
      .execute();
    return ok(rows);
  });

  // A parent organisation is picked from those the caller may map under: where they hold the right.
  app.get('/api/organization/active-org-list', { config: { access: access.menu('/organization', 'view') } }, async (request) => {
    const editable = await editableOrganizations(request.auth!);
    if (editable.length === 0) return ok([]);
    const rows = await db
      .selectFrom('organization')
      .select(['id', 'organization_code as organizationCode', 'organization_detail as organizationDetail', 'short_name as shortName', 'parent_organization as parentOrganization'])
      .where('status', '=', 'Active')
      .where('id', 'in', editable)
      .orderBy('organization_detail')
      .execute();
    return ok(rows);
  });
}
