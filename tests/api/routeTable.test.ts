import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredRoutes } from '../../src/server/auth/accessControl.js';
import { loadMasterSchemas } from '../../src/server/masters/loadMasterSchemas.js';
import type { MasterDefinition } from '../../src/server/masters/MasterDefinition.js';
import {
  CHILD_ORGANIZATION_ACTS,
  CHILD_ORGANIZATION_HOLDER,
  DEMO_WALKERS,
  expectedMenuRoutes,
  FEATURE_ROUTES,
  IN_USE_WHEN_CREATED,
  MASTERS,
  MENU_ROUTES,
  menuOf,
  OWN_ROW_MASTERS,
  PARTIAL_ROLE,
  PUBLIC_ROUTES,
  READ_ONLY_MASTERS,
  ROLE_GRANTS,
  SELF_ROUTES,
  SITE_ADMIN_ACTS,
  SITE_ADMIN_RIGHT,
  specMasterRoutes,
  type Verb,
} from './fixtures/accessPlan.js';
import {
  call,
  changedTables,
  concreteUrl,
  databaseFingerprint,
  editedBody,
  openSession,
  splitRoute,
  tableFingerprint,
  validBody,
  type BodyContext,
  type Session,
} from '../helpers/routeWalk.js';
import { databaseKinds, shareOf } from '../helpers/testDatabases.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

/** Query strings the administration reads need to answer 200. */
const QUERIES: Record<string, (session: Session) => string> = {
  'GET /api/employee/role-types': (session) => `?empId=${session.empId}`,
  'GET /api/employee/by-primary-manager': (session) => `?managerId=${session.empId}`,
  'GET /api/smtp/server': () => `?provider=${encodeURIComponent('Microsoft 365')}`,
  'GET /api/smtp/port': () => `?provider=${encodeURIComponent('Microsoft 365')}`,
  'GET /api/employee/leave/exportForF&F': (session) => `?empId=${session.empId}`,
  'GET /api/attendance-regularization/get-admin-leave-apply': () => '?month=11-2026',
  'GET /api/attendance-muster/override': (session) => `?empId=${session.empId}&monthYear=11-2026`,
  'GET /api/attendance-muster/add-lop-count': (session) => `?empId=${session.empId}&monthYear=11-2026`,
  'GET /api/attendance-muster/breakdown': (session) => `?empId=${session.empId}`,
  'GET /api/employee-attendance/admin-attendance-report': () => '?month=11-2026',
  'GET /api/employee-attendance/export-admin-attendance-report': () => '?month=11-2026',
  'GET /api/employee-attendance/admin-attendance-tracker': () => '?month=11-2026',
  'GET /api/attendance-regularization/get-admin-regularization': () => '?month=11-2026',
  'GET /api/mail-templates/applications': (session) => `?empId=${session.empId}`,
};

/**
 * The authorization walk: every route of the access plan (tests/api/fixtures/accessPlan.ts, written
 * from the spec and the role plans, not from the server) for every demo role in both organisations
 * and for a partial role made here. A refused call answers 403 and writes nothing; a permitted one
 * succeeds on real rows with bodies its schema accepts, and the database shows it.
 */
describe.each(databaseKinds)('authorization walk over the access plan on %s', (kind) => {
  let server: TestServer;
  let masters: Map<string, MasterDefinition>;
  const admins = new Map<string, Session>();
  beforeAll(async () => {
    // The processing loop is not the subject, and it writes days as shifts end by the wall clock,
    // which the snapshots of what a request wrote would count.
    server = await startTestServer(kind, { config: { attendanceProcessing: false } });
    masters = new Map(loadMasterSchemas(server.config.schemasDir).map((definition) => [definition.name, definition]));
    admins.set('ACME', await openSession(server, 'ADMIN', { organization: 'ACME' }));
    admins.set('NILE', await openSession(server, 'ADMIN', { organization: 'NILE' }));
  });
  afterAll(() => server?.close());

  const db = () => server.database.db;

  it('serves exactly the routes of the plan, each with the access the plan gives it', () => {
    const plan = new Map<string, string>([
      ...PUBLIC_ROUTES.map((route) => [route, 'public'] as const),
      ...SELF_ROUTES.map((route) => [route, 'self'] as const),
      ...[...expectedMenuRoutes()].map(([route, [path, verb]]) => [route, `${path} ${verb}`] as const),
    ]);
    const served = new Map(
      declaredRoutes(server.app).map((r) => [`${r.method} ${r.url}`, r.access.kind === 'menu' ? `${r.access.path} ${r.access.verb}` : r.access.kind]),
    );
    expect([...served.keys()].filter((route) => !plan.has(route)), 'served but not in the plan').toEqual([]);
    expect([...plan.keys()].filter((route) => !served.has(route)), 'in the plan but not served').toEqual([]);
    expect(Object.fromEntries(served)).toEqual(Object.fromEntries(plan));
  });

  it('answers the public routes without a token and refuses every other route with 401', async () => {
    for (const route of PUBLIC_ROUTES) {
      const [method, url] = splitRoute(route);
      const response = await call(server, undefined, method, url, method === 'GET' ? undefined : {});
      expect(response.statusCode, route).not.toBe(401);
      expect(response.statusCode, route).toBeLessThan(500);
    }
    const before = await databaseFingerprint(db());
    for (const route of [...SELF_ROUTES, ...expectedMenuRoutes().keys()]) {
      const [method, url] = splitRoute(route);
      const response = await call(server, undefined, method, concreteUrl(url, { folderName: 'idcard', fileName: 'EMP001.pdf' }), method === 'GET' ? undefined : {});
      expect(response.statusCode, route).toBe(401);
    }
    expect(changedTables(before, await databaseFingerprint(db()))).toEqual([]);
  });

  // Each walker once, on one of the kinds in turns: the Site Admin of ACME on the first and of NILE on the
  // second, so every route's permitted path runs on both (shareOf).
  it.each(shareOf(DEMO_WALKERS, kind))('holds $empId ($roleType) in $organization to the plan', async ({ empId, roleType, organization }) => {
    const session = await openSession(server, empId, { organization, role: roleType });
    await walk(session, ROLE_GRANTS[roleType]);
  });

  // Once, on the last kind (the first has the longer share of the walkers).
  it.runIf(kind === databaseKinds.at(-1))('holds a role made with view on one master and add and edit on another to exactly that', async () => {
    const admin = admins.get('ACME')!;
    const role = await call(server, admin.token, 'POST', '/api/addRoles', { roleType: PARTIAL_ROLE.roleType, roleSequence: 50 });
    expect(role.statusCode).toBe(201);
    const matrix = (await call(server, admin.token, 'GET', `/api/rolesAndPermission/${role.json().id}`)).json().data.rows as any[];
    const rows = Object.entries(PARTIAL_ROLE.grants).map(([path, verbs]) => {
      const row = matrix.find((r) => r.path === path);
      const flags = Object.fromEntries(['view', 'add', 'edit', 'delete'].map((verb) => [verb, verbs.includes(verb as Verb)]));
      return { menuId: row.menuId, submenuId: row.submenuId, access: flags };
    });
    expect((await call(server, admin.token, 'PUT', `/api/rolesAndPermission/${role.json().id}`, { rows })).statusCode).toBe(200);
    expect((await call(server, admin.token, 'PUT', '/api/employee/edit-role-type', { empId: 'EMP030', roleTypes: ['Employee', PARTIAL_ROLE.roleType] })).statusCode).toBe(200);

    await walk(await openSession(server, 'EMP030', { role: PARTIAL_ROLE.roleType }), PARTIAL_ROLE.grants);
  });

  /** Walks the administration routes and every master as `session`, which the plan grants `grants`. */
  async function walk(session: Session, grants: Record<string, Verb[]>) {
    const may = (path: string, verb: Verb) => Boolean(grants[path]?.includes(verb));
    const label = (route: string) => `${session.empId}@${session.organizationCode} ${route}`;

    const before = await databaseFingerprint(db());
    const role = await db().selectFrom('role').select('id').where('organization_id', '=', session.organizationId).executeTakeFirstOrThrow();
    for (const [route, [path, verb]] of Object.entries(MENU_ROUTES)) {
      const [method, url] = splitRoute(route);
      const target = concreteUrl(url, { roleId: role.id, id: session.organizationId }) + (QUERIES[route]?.(session) ?? '');
      const response = await call(server, session.token, method, target, method === 'GET' ? undefined : {});
      if (!may(path, verb)) expect(response.statusCode, label(route)).toBe(403);
      // Reads answer; the writes here are sent empty (a 400 that writes nothing) — administration.test.ts makes them with real bodies.
      else if (method === 'GET') expect(response.statusCode, label(route)).toBe(200);
      else expect(response.statusCode, label(route)).toBe(400);
    }
    // Calls that change a named row: refused without the right (their feature's test makes them).
    for (const [route, [path, verb]] of Object.entries(FEATURE_ROUTES)) {
      if (may(path, verb)) continue;
      const [method, url] = splitRoute(route);
      expect((await call(server, session.token, method, concreteUrl(url, {}))).statusCode, label(route)).toBe(403);
    }
    // The spec's own calls on masters: refused without the right (specApi.test.ts makes them with real rows).
    for (const [route, [path, verb]] of specMasterRoutes()) {
      if (may(path, verb)) continue;
      const [method, url] = splitRoute(route);
      const response = await call(server, session.token, method, concreteUrl(url, { id: session.organizationId }), method === 'GET' ? undefined : {});
      expect(response.statusCode, label(route)).toBe(403);
    }
    expect(changedTables(before, await databaseFingerprint(db())), label('administration routes')).toEqual([]);

    const siteAdmin = may(...SITE_ADMIN_RIGHT);
    const holdsChild = session.empId === CHILD_ORGANIZATION_HOLDER;
    const mayOn = (name: string) => (verb: Verb) =>
      may(menuOf(name), verb) && (siteAdmin || !SITE_ADMIN_ACTS[name]?.includes(verb)) && (holdsChild || !CHILD_ORGANIZATION_ACTS[name]?.includes(verb));
    for (const name of MASTERS) await walkMaster(session, masters.get(name)!, mayOn(name), (verb) => may(menuOf(name), verb), label);
  }

  /** `may`: what the plan lets the session do on the master; `mayMenu`: what its menu alone grants (a blank sample needs only that). */
  async function walkMaster(session: Session, definition: MasterDefinition, may: (verb: Verb) => boolean, mayMenu: (verb: Verb) => boolean, label: (route: string) => string) {
    const base = `/api/${definition.name}`;
    const table = definition.table;
    const readOnly = READ_ONLY_MASTERS.has(definition.name);
    const context: BodyContext = {
      empId: session.organizationCode === 'NILE' ? 'NIL002' : 'EMP002',
      referenceId: async (resource) => Number((await sql<{ id: number }>`SELECT min(id)::int AS id FROM ${sql.table(masters.get(resource)!.table)}`.execute(db())).rows[0].id),
    };
    const rowOf = async (id: number) =>
      (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)} WHERE id = ${id}`.execute(db())).rows[0];
    // The table as the walk last left it: a refused call must leave it so. The refusals since the last
    // print are checked together, before the walk's next permitted write and at the end: one query for
    // several refused calls, and a failure names them all.
    let printed = '';
    let refusedSincePrint: string[] = [];
    const unchangedByRefusals = async () => {
      if (refusedSincePrint.length === 0) return;
      expect(await tableFingerprint(db(), table), `one of ${refusedSincePrint.join(', ')} wrote while refused`).toBe(printed);
      refusedSincePrint = [];
    };
    const reprint = async () => void (printed = await tableFingerprint(db(), table));
    const refused = async (route: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
      const response = await call(server, session.token, method, url, payload);
      expect(response.statusCode, label(route)).toBe(403);
      refusedSincePrint.push(label(route));
    };

    // A row of the session's organisation to read, change and delete, made by that organisation's Site Admin.
    const admin = admins.get(session.organizationCode)!;
    let target: Record<string, any> | undefined;
    if (OWN_ROW_MASTERS.has(definition.name)) {
      target = (await call(server, admin.token, 'GET', `${base}/${session.organizationId}`)).json();
    } else if (!readOnly) {
      const made = await call(server, admin.token, 'POST', base, await validBody(definition, context));
      expect(made.statusCode, `${definition.name}: the Site Admin's row ${made.body}`).toBe(201);
      target = made.json();
    } else {
      const [first] = (await call(server, admin.token, 'GET', `${base}?range=[0,0]`)).json();
      target = first;
    }
    const targetUrl = `${base}/${target?.id ?? 999999}`;
    await reprint();

    // view: the list, one record, the export
    if (may('view')) {
      const list = await call(server, session.token, 'GET', `${base}?range=[0,999]&sort=["id","DESC"]`);
      expect(list.statusCode, label(`GET ${base}`)).toBe(200);
      if (target) expect(list.json().map((r: any) => r.id), label(`GET ${base}`)).toContain(target.id);
      if (target) {
        const one = await call(server, session.token, 'GET', targetUrl);
        expect(one.statusCode, label(`GET ${base}/:id`)).toBe(200);
        expect(one.json().id).toBe(target.id);
      }
      const exported = await call(server, session.token, 'GET', `${base}/export?format=csv`);
      expect(exported.statusCode, label(`GET ${base}/export`)).toBe(200);
      // The row shows in the export by its key (or the field an edit changes, for a master without one).
      const shown = definition.schema['x-unique'].find((name) => target?.[name] != null) ?? editedBody(definition, target ?? {}).field;
      if (target && !readOnly) expect(exported.body, label(`GET ${base}/export`)).toContain(String(target[shown]));
    } else {
      await refused(`GET ${base}`, 'GET', base);
      await refused(`GET ${base}/:id`, 'GET', targetUrl);
      await refused(`GET ${base}/export`, 'GET', `${base}/export?format=csv`);
    }
    if (readOnly) return unchangedByRefusals();

    // add: a record, an import, the sample
    const body = await validBody(definition, context);
    const importBody = await validBody(definition, context);
    if (may('add')) {
      await unchangedByRefusals();
      const created = await call(server, session.token, 'POST', base, body);
      expect(created.statusCode, `${label(`POST ${base}`)} ${created.body}`).toBe(201);
      const stored = await rowOf(created.json().id);
      for (const [name, value] of Object.entries(body)) expect(stored?.[definition.byName.get(name)!.column], `${label(`POST ${base}`)} ${name}`).toEqual(value);
      const imported = await call(server, session.token, 'POST', `${base}/import`, { rows: [importBody] });
      expect(imported.statusCode, `${label(`POST ${base}/import`)} ${imported.body}`).toBe(200);
      const [key] = definition.schema['x-unique'];
      const column = definition.byName.get(key ?? Object.keys(importBody)[0])!.column;
      const found = await sql`SELECT id FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${importBody[key ?? Object.keys(importBody)[0]]}`.execute(db());
      expect(found.rows, label(`POST ${base}/import`)).toHaveLength(1);
      expect((await call(server, session.token, 'GET', `${base}/sample?format=xlsx`)).statusCode, label(`GET ${base}/sample`)).toBe(200);
      await reprint();
    } else {
      await refused(`POST ${base}`, 'POST', base, body);
      await refused(`POST ${base}/import`, 'POST', `${base}/import`, { rows: [importBody] });
      if (mayMenu('add')) expect((await call(server, session.token, 'GET', `${base}/sample?format=xlsx`)).statusCode, label(`GET ${base}/sample`)).toBe(200);
      else await refused(`GET ${base}/sample`, 'GET', `${base}/sample?format=xlsx`);
    }

    // edit: one field of the target changed
    const edit = editedBody(definition, target!);
    if (may('edit')) {
      await unchangedByRefusals();
      const saved = await call(server, session.token, 'PUT', targetUrl, edit.body);
      expect(saved.statusCode, `${label(`PUT ${base}/:id`)} ${saved.body}`).toBe(200);
      expect((await rowOf(target!.id))?.[definition.byName.get(edit.field)!.column], label(`PUT ${base}/:id`)).toBe(edit.value);
      await reprint();
    } else {
      await refused(`PUT ${base}/:id`, 'PUT', targetUrl, edit.body);
    }

    // delete: the target gone
    if (may('delete') && IN_USE_WHEN_CREATED.has(definition.name)) {
      await unchangedByRefusals();
      const deleted = await call(server, session.token, 'DELETE', targetUrl);
      expect(deleted.statusCode, `${label(`DELETE ${base}/:id`)} ${deleted.body}`).toBe(409);
      expect(deleted.json().message).toMatch(/is in use and cannot be deleted/);
      expect(await rowOf(target!.id), label(`DELETE ${base}/:id`)).toBeDefined();
    } else if (may('delete')) {
      await unchangedByRefusals();
      const deleted = await call(server, session.token, 'DELETE', targetUrl);
      expect(deleted.statusCode, `${label(`DELETE ${base}/:id`)} ${deleted.body}`).toBe(200);
      expect(await rowOf(target!.id), label(`DELETE ${base}/:id`)).toBeUndefined();
    } else {
      await refused(`DELETE ${base}/:id`, 'DELETE', targetUrl);
    }
    await unchangedByRefusals();
  }
});
