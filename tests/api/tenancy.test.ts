import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/passwords.js';
import type { Db } from '../../src/server/db/database.js';
import { declaredRoutes, type DeclaredRoute } from '../../src/server/auth/accessControl.js';
import { loadMasterSchemas } from '../../src/server/masters/loadMasterSchemas.js';
import type { MasterDefinition } from '../../src/server/masters/MasterDefinition.js';
import { DEMO_PASSWORD } from '../../src/server/seed/demoSeed.js';
import { databaseKinds } from '../helpers/testDatabases.js';
import { bearer, startTestServer, type TestServer } from '../helpers/testServer.js';

/**
 * The tenancy rule (docs/tenancy.md) tried from outside: an administrator of one organisation only
 * runs every declared route against the other organisation's records — its rows' ids, its
 * employees, its organisation id, its files. The expectations come from the database, not from
 * the routes' declarations: no successful answer may carry anything planted in the other
 * organisation, and none of its rows (every table with organization_id, its organisation row and
 * mappings, its roles' permissions, the shared menu tree) may change.
 */

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
/** A Site Admin of NILE only, made here: the demo's ADMIN holds both organisations. */
const NILE_ADMIN = 'NILADM';

/** What the walk knows of one organisation: ids and values to aim at, and values planted to be recognised. */
interface Organisation {
  id: number;
  code: string;
  empId: string;
  roleId: number;
  logoFile: string;
  logo: Buffer;
  rows: Map<string, Record<string, unknown>>;
  /** A pending regularization of one of its people (docs/regularization.md): its code and the applicant. */
  regularization: { regCode: string; empId: string };
  /** A pending comp-off claim and encashment of its applicant (docs/leave-special.md), with reasons only it has. */
  leaveRequests: { requestCode: string; encashmentCode: string };
  /** A pending leave application between the same two people: its code (LV…). */
  leaveCode: string;
  jobId: number;
  /** A help desk ticket of its applicant with an attachment (docs/help-desk.md). */
  helpDesk: { ticketId: number; attachmentId: number };
  /** Strings found only in this organisation's data; none may appear in another organisation's successful answer. */
  canaries: string[];
}

describe.each(databaseKinds)('one organisation cannot reach into another on %s', (kind) => {
  let server: TestServer;
  let db: Db;
  let masters: MasterDefinition[];
  const organisations = new Map<string, Organisation>();

  beforeAll(async () => {
    // The processing loop is not the subject, and it writes days as shifts end by the wall clock,
    // which the snapshots of what a request wrote would count.
    server = await startTestServer(kind, { config: { attendanceProcessing: false } });
    db = server.database.db;
    masters = loadMasterSchemas(server.config.schemasDir);
    const nile = await db.selectFrom('organization').select('id').where('organization_code', '=', 'NILE').executeTakeFirstOrThrow();
    const siteAdmin = await db.selectFrom('role').select('id').where('organization_id', '=', nile.id).where('role_type', '=', 'Site Admin').executeTakeFirstOrThrow();
    const { id } = await db
      .insertInto('employee')
      .values({
        emp_id: NILE_ADMIN,
        organization_id: nile.id,
        first_name: 'Nadia',
        last_name: 'Adel',
        department: 'IT Infrastructure',
        designation: 'System Administrator',
        official_email: 'nadia.adel@nile.example.com',
        password_hash: await hashPassword(DEMO_PASSWORD),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('employee_organization').values({ employee_id: id, organization_id: nile.id }).execute();
    await db.insertInto('employee_role').values({ employee_id: id, organization_id: nile.id, role_id: siteAdmin.id, is_default: true }).execute();
    // An outbox mail for each organisation (a reset request is public), so the read-only master has a row to aim at.
    for (const empId of ['EMP001', 'NIL001']) {
      const employee = await db.selectFrom('employee').select('official_email').where('emp_id', '=', empId).executeTakeFirstOrThrow();
      await server.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { empId, emailId: employee.official_email } });
    }
    for (const code of ['ACME', 'NILE']) organisations.set(code, await plant(code));
  });
  afterAll(() => server?.close());

  const ownerColumn = (definition: MasterDefinition) => definition.schema['x-owner-column'] ?? 'organization_id';
  const isGlobal = (definition: MasterDefinition) => definition.schema['x-scope'] === 'global';
  const recordOf = (definition: MasterDefinition, row: Record<string, unknown>) =>
    Object.fromEntries(definition.fields.filter((f) => !f.writeOnly && row[f.column] !== null).map((f) => [f.name, row[f.column] instanceof Date ? (row[f.column] as Date).toISOString() : row[f.column]]));
  const firstRow = async (definition: MasterDefinition, organizationId: number) =>
    (
      await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(definition.table)} ${isGlobal(definition) ? sql`` : sql`WHERE ${sql.ref(ownerColumn(definition))} = ${organizationId}`} ORDER BY id LIMIT 1`.execute(db)
    ).rows[0];

  /** Reads one organisation's targets and plants recognisable values in its rows. */
  async function plant(code: string): Promise<Organisation> {
    const org = await db.selectFrom('organization').selectAll().where('organization_code', '=', code).executeTakeFirstOrThrow();
    const canaries: string[] = [];
    const mailServer = `smtp-canary-${code.toLowerCase()}.example`;
    const collaboration = `https://canary-${code.toLowerCase()}.example/dm`;
    await db
      .updateTable('organization')
      .set({ mail_settings: JSON.stringify({ provider: 'Custom SMTP', server: mailServer, port: 587 }), collaboration_urls: JSON.stringify({ dm: collaboration }) })
      .where('id', '=', org.id)
      .execute();
    canaries.push(mailServer, collaboration, org.logo_file!);
    // Its own people (not those it shares, such as the demo's ADMIN): Emp IDs and mail addresses.
    const own = await db
      .selectFrom('employee as e')
      .select(['e.emp_id', 'e.official_email'])
      .where('e.organization_id', '=', org.id)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('employee_organization as eo').select('eo.employee_id').whereRef('eo.employee_id', '=', 'e.id').where('eo.organization_id', '!=', org.id))))
      .orderBy('e.emp_id')
      .execute();
    canaries.push(...own.flatMap((e) => [e.emp_id, e.official_email]));
    const rows = new Map<string, Record<string, unknown>>();
    for (const definition of masters) {
      const row = await firstRow(definition, org.id);
      if (!row) continue;
      // A free-text field of an organisation's own list row gets a value only this organisation has.
      const field = definition.ownsTable && !isGlobal(definition)
        ? definition.fields.find((f) => f.sqlType === 'text' && !f.readOnly && !f.writeOnly && !f.property.enum && !f.property.format && !f.property.pattern && !f.property['x-employee'] && ((f.property.maxLength as number | undefined) ?? 99) >= 30)
        : undefined;
      if (field) {
        const canary = `Zqx${code}Canary${definition.name}`;
        await sql`UPDATE ${sql.table(definition.table)} SET ${sql.ref(field.column)} = ${canary} WHERE id = ${row.id}`.execute(db);
        row[field.column] = canary;
        canaries.push(canary);
      }
      rows.set(definition.name, recordOf(definition, row));
    }
    const role = await db.selectFrom('role').select('id').where('organization_id', '=', org.id).orderBy('role_sequence').executeTakeFirstOrThrow();
    const logo = await db.selectFrom('stored_file').select('bytes').where('name', '=', org.logo_file!).executeTakeFirstOrThrow();
    // A pending regularization between two of its own people, with a reason only it has.
    const [applicant, approver] = await db.selectFrom('employee').select(['id', 'emp_id']).where('emp_id', 'in', [own[0].emp_id, own[1].emp_id]).orderBy('emp_id').execute();
    const regCode = `ZQX${code}REG`;
    const reg = await db.insertInto('regularization').values({ organization_id: org.id, regularization_code: regCode, employee_id: applicant.id, applied_to_id: approver.id }).returning('id').executeTakeFirstOrThrow();
    const reason = `Zqx${code}CanaryRegularization`;
    await db.insertInto('regularization_date').values({ organization_id: org.id, regularization_id: reg.id, employee_id: applicant.id, attendance_date: '2026-01-05', work_type: 'REG', reason, sessions: '[1,2]' }).execute();
    canaries.push(reason);
    const regularization = { regCode, empId: applicant.emp_id };
    const leaveRequests = { requestCode: `ZQX${code}CO`, encashmentCode: `ZQX${code}ENC` };
    await db.insertInto('comp_off_request').values({ organization_id: org.id, request_code: leaveRequests.requestCode, employee_id: applicant.id, worked_date: '2026-01-04', days: 1, reason: `Zqx${code}CanaryCompOff`, applied_to_id: approver.id }).execute();
    await db.insertInto('leave_encashment').values({ organization_id: org.id, encashment_code: leaveRequests.encashmentCode, employee_id: applicant.id, leave_type: 'PL', leave_year: 2026, days: 1, reason: `Zqx${code}CanaryEncashment` }).execute();
    canaries.push(`Zqx${code}CanaryCompOff`, `Zqx${code}CanaryEncashment`);
    const leaveCode = `ZQX${code}LV`;
    const leaveReason = `Zqx${code}CanaryLeave`;
    const leave = await db
      .insertInto('leave_application')
      .values({ organization_id: org.id, leave_code: leaveCode, employee_id: applicant.id, leave_type: 'CL', from_date: '2026-01-05', to_date: '2026-01-05', num_days: 1, reason: leaveReason, applied_to_id: approver.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('leave_application_day').values({ organization_id: org.id, application_id: leave.id, employee_id: applicant.id, leave_date: '2026-01-05', session1: true, session2: true, days: 1 }).execute();
    canaries.push(leaveReason);
    // A finished onsite upload of its own, whose result sheet another organisation must not read.
    const job = await db
      .insertInto('background_job')
      .values({ organization_id: org.id, employee_id: applicant.id, kind: 'import', subject: 'onsiteAttendance', status: 'done', progress: 1, message: null, result: JSON.stringify({ punches: 0, days: 0, selection: { employeeIds: [applicant.id], dates: ['2026-01-05'] } }) })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A help desk ticket between two of its own people, with an attachment (docs/help-desk.md).
    const ticketReason = `Zqx${code}CanaryTicket`;
    const now = new Date();
    const ticket = await db
      .insertInto('help_desk_ticket')
      .values({ organization_id: org.id, raised_by_id: applicant.id, raised_for_id: applicant.id, contact_row_id: 1, menu_name: 'IT Support', ticket_details: ticketReason, assigned_to_id: approver.id, raised_at: now, response_due_at: now, resolution_due_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const storedName = `helpdesk-${org.id}-tenancy.png`;
    await db.insertInto('stored_file').values({ name: storedName, organization_id: org.id, content_type: 'image/png', bytes: Buffer.from('png'), owner_employee_id: applicant.id }).execute();
    const attachment = await db
      .insertInto('help_desk_attachment')
      .values({ organization_id: org.id, ticket_id: ticket.id, file_name: 'a.png', stored_file: storedName, uploaded_by_id: applicant.id, uploaded_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    canaries.push(ticketReason);
    const helpDesk = { ticketId: ticket.id, attachmentId: attachment.id };
    return { id: org.id, code, empId: own[0].emp_id, roleId: role.id, logoFile: org.logo_file!, logo: logo.bytes, rows, regularization, leaveRequests, leaveCode, jobId: job.id, helpDesk, canaries };
  }

  /** Every row that is the organisation's: tables with organization_id, its organisation row and those mapped under it, its roles' permissions, the shared menu tree. */
  async function snapshot(organizationId: number): Promise<Record<string, string[]>> {
    const tables = await sql<{ table_name: string }>`
      SELECT table_name FROM information_schema.columns
      WHERE column_name = 'organization_id' AND table_schema = current_schema() ORDER BY table_name`.execute(db);
    const shot: Record<string, string[]> = {};
    const keep = (name: string, rows: unknown[]) => (shot[name] = rows.map((row) => JSON.stringify(row)).sort());
    for (const { table_name } of tables.rows) keep(table_name, (await sql`SELECT * FROM ${sql.table(table_name)} WHERE organization_id = ${organizationId}`.execute(db)).rows);
    keep('organization', await db.selectFrom('organization').selectAll().where((eb) => eb.or([eb('id', '=', organizationId), eb('parent_organization', '=', organizationId)])).execute());
    keep('role_permission', await db.selectFrom('role_permission').selectAll().where('role_id', 'in', db.selectFrom('role').select('id').where('organization_id', '=', organizationId)).execute());
    keep('menu', await db.selectFrom('menu').selectAll().execute());
    keep('submenu', await db.selectFrom('submenu').selectAll().execute());
    return shot;
  }

  const masterOf = (url: string) => masters.find((m) => [`/api/${m.name}`, `/api/${m.name}/:id`, `/api/${m.name}/export`, `/api/${m.name}/sample`, `/api/${m.name}/import`].includes(url));

  /** A path parameter aimed at the target organisation; a route with a parameter the table does not know fails the test. */
  function concreteUrl(route: DeclaredRoute, target: Organisation): string {
    const master = masterOf(route.url);
    return route.url.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
      switch (name) {
        case 'id': {
          if (route.url.startsWith('/api/help-desk/')) return String(target.helpDesk.ticketId);
          if (!master) return String(target.id); // /organization/:id/logo
          const id = target.rows.get(master.name)?.id;
          return String(id ?? 0);
        }
        case 'roleId':
          return String(target.roleId);
        case 'name':
          return encodeURIComponent(target.logoFile);
        case 'folderName':
          return 'idcard';
        case 'fileName':
          return `${target.empId}.pdf`;
        case 'regCode':
          return target.regularization.regCode;
        case 'requestCode':
          return target.leaveRequests.requestCode;
        case 'encashmentCode':
          return target.leaveRequests.encashmentCode;
        case 'empId':
          return target.empId;
        case 'year':
          return '2026';
        case 'leaveCode':
          return target.leaveCode;
        case 'jobId':
          return String(target.jobId);
        case 'attachmentId':
          return String(target.helpDesk.attachmentId);
        default:
          throw new Error(`${route.method} ${route.url}: no value of the target organisation for :${name}; add one to this table`);
      }
    });
  }

  /** A body that would do harm if the route let it through: the target's own record, its ids and people. */
  function bodyFor(route: DeclaredRoute, target: Organisation, fresh: number): unknown {
    const key = `${route.method} ${route.url}`;
    const special: Record<string, unknown> = {
      'PUT /api/employee/edit-role-type': { empId: target.empId, roleTypes: ['Employee'] },
      'PUT /api/organization/map': { organizationIds: [target.id] },
      'PUT /api/rolesAndPermission/:roleId': { rows: [] },
      'PUT /api/rolesAndPermission/:roleId/replace': { rows: [] },
      'POST /api/users/auth/switch': { type: 'Organization', value: target.code },
      'PUT /api/attendance-regularization/approve': { empId: target.regularization.empId, regCode: target.regularization.regCode, key: 'Approved' },
      'PUT /api/leave/comp-off/:requestCode/decision': { decision: 'Approved' },
      'PUT /api/leave/encashment/:encashmentCode/decision': { decision: 'Approved' },
      'POST /api/leave/comp-off': { workedDate: '2026-01-04', reason: 'Zqx' },
      'POST /api/leave/encashment': { leaveType: 'PL', days: 1 },
      'PUT /api/leave/balance/update': { empId: target.empId, leaveType: 'CL', year: 2026, days: 5, reason: 'Reaching across organisations' },
      'POST /api/leave/granter': { periodKind: 'Year', period: '2026', empIds: [target.empId] },
      'PUT /api/leave-approval/:leaveCode': { approvedDate: ['2026-01-05'] },
      'POST /api/leave-approval/admin/approve-or-reject': [{ empId: target.regularization.empId, leaveCode: target.leaveCode, type: 'approve' }],
      'POST /api/attendance-regularization/admin-approve-regularization': [{ regCode: target.regularization.regCode, action: 'approve', empId: target.regularization.empId, month: '11-2026' }],
      'POST /api/month-end/preview': { monthYear: '11-2026', leave: [{ empId: target.regularization.empId, code: target.leaveCode, type: 'approve' }], regularization: [{ empId: target.regularization.empId, code: target.regularization.regCode, type: 'approve' }] },
    };
    if (key in special) return special[key];
    const master = masterOf(route.url);
    const record = master && target.rows.get(master.name);
    if (!master || !record) return { empId: target.empId, organizationId: target.id, organizationIds: [target.id] };
    const writable = Object.fromEntries(Object.entries(record).filter(([name]) => !master.byName.get(name)?.readOnly));
    // Anything naming an organisation or a person points at the target.
    for (const field of master.fields) {
      const resource = (field.property['x-ui'] as { 'ui:options'?: { resource?: string } } | undefined)?.['ui:options']?.resource;
      if (resource && masters.find((m) => m.name === resource)?.table === 'organization') writable[field.name] = target.id;
      if (field.property['x-employee']) writable[field.name] = target.empId;
    }
    if (route.method === 'PUT') return { ...writable, status: record.status === 'Active' ? 'Inactive' : 'Active', version: record.version };
    // A create carries none of the target's planted values (its answer would echo them) and a fresh unique key.
    for (const [name, value] of Object.entries(writable)) {
      if (!target.canaries.some((canary) => JSON.stringify(value).includes(canary))) continue;
      if (master.schema.required.includes(name)) writable[name] = `Zqxfresh${fresh}`;
      else delete writable[name];
    }
    for (const name of master.schema['x-unique']) if (typeof writable[name] === 'string') writable[name] = `${writable[name]}ZQX${fresh}`;
    return route.url.endsWith('/import') ? { rows: [writable] } : writable;
  }

  function multipartLogo() {
    const boundary = '----tenancy';
    return {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`),
        PNG,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    };
  }

  /** The requests of the walk for one route: look-ups by name are tried for every master. */
  function requestsFor(route: DeclaredRoute, target: Organisation, fresh: number): { url: string; payload?: object; headers?: Record<string, string> }[] {
    const url = concreteUrl(route, target);
    if (route.method === 'GET') {
      const queries: Record<string, string[]> = {
        '/api/settings': masters.map((m) => `referenceName=${encodeURIComponent(m.name)}`),
        '/api/module-settings': [`referenceName=${encodeURIComponent(String(target.rows.get('moduleSettings')?.referenceName ?? 'qualification'))}`],
        '/api/employee/role-types': [`empId=${target.empId}`],
      };
      const exports = url.endsWith('/export') ? ['format=csv'] : [''];
      return (queries[route.url] ?? exports).map((query) => ({ url: query ? `${url}?${query}` : url }));
    }
    if (route.url === '/api/organization/:id/logo') return [{ url, ...multipartLogo() }];
    if (route.method === 'DELETE') return [{ url }];
    return [{ url, payload: bodyFor(route, target, fresh) as object }];
  }

  const login = (empId: string) => server.login(empId).then((l) => l.token);

  it('the walk’s bodies are accepted on the caller’s own rows, so its refusals are the rule’s and not bad requests', async () => {
    const nile = organisations.get('NILE')!;
    const token = await login(NILE_ADMIN);
    const refused: string[] = [];
    // Organisation rows are the mail-server test's; a change here would show NILE's editor to ACME's mapping view.
    for (const definition of masters.filter((m) => !m.schema['x-read-only'] && !isGlobal(m) && m.table !== 'organization' && nile.rows.has(m.name))) {
      const record = nile.rows.get(definition.name)!;
      const writable = Object.fromEntries(Object.entries(record).filter(([name]) => !definition.byName.get(name)?.readOnly));
      const response = await server.app.inject({ method: 'PUT', url: `/api/${definition.name}/${record.id}`, headers: bearer(token), payload: { ...writable, version: record.version } });
      if (response.statusCode !== 200) refused.push(`${definition.name}: ${response.statusCode} ${response.body}`);
      else nile.rows.set(definition.name, response.json());
    }
    expect(refused).toEqual([]);
  });

  it('a change to what every organisation shares needs the right in each, and each one’s audit trail records it', async () => {
    const menu = await db.selectFrom('menu').selectAll().where('path', '=', '/holidays').executeTakeFirst() ?? (await db.selectFrom('menu').selectAll().orderBy('id').executeTakeFirstOrThrow());
    const body = { text: menu.text, path: menu.path, icon: menu.icon, sortOrder: menu.sort_order, status: 'Inactive' };
    const version = (await server.app.inject({ url: `/api/menu/${menu.id}`, headers: bearer(await login('ADMIN')) })).json().version;
    const nileOnly = await server.app.inject({ method: 'PUT', url: `/api/menu/${menu.id}`, headers: bearer(await login(NILE_ADMIN)), payload: { ...body, version } });
    expect(nileOnly.statusCode).toBe(403);
    expect((await db.selectFrom('menu').select('status').where('id', '=', menu.id).executeTakeFirstOrThrow()).status).toBe(menu.status);

    const admin = await login('ADMIN');
    const changed = await server.app.inject({ method: 'PUT', url: `/api/menu/${menu.id}`, headers: bearer(admin), payload: { ...body, version } });
    expect(changed.statusCode).toBe(200);
    const trails = await db.selectFrom('audit_log').select('organization_id').where('entity', '=', 'menu').where('entity_id', '=', String(menu.id)).execute();
    expect(trails.map((t) => t.organization_id).sort()).toEqual([...organisations.values()].map((o) => o.id).sort());
    await server.app.inject({ method: 'PUT', url: `/api/menu/${menu.id}`, headers: bearer(admin), payload: { ...body, status: menu.status, version: changed.json().version } });
  });

  it('an organisation’s mail server is changed only by a Site Admin of it; others may save its row unchanged', async () => {
    const hr = await login('HR001');
    const [acme] = (await server.app.inject({ url: '/api/organization', headers: bearer(hr) })).json();
    expect(acme.organizationCode).toBe('ACME');
    const { id, version, createdAt, createdBy, updatedAt, updatedBy, logoFile, ...record } = acme;
    const attempt = await server.app.inject({
      method: 'PUT',
      url: `/api/organization/${id}`,
      headers: bearer(hr),
      payload: { ...record, version, mailSettings: { provider: 'Custom SMTP', server: 'smtp.attacker.example', port: 25 } },
    });
    expect(attempt.statusCode).toBe(403);
    expect(attempt.json().message).toBe('Only a Site Admin of this organisation can change the Mail Server');
    const password = await server.app.inject({ method: 'PUT', url: `/api/organization/${id}`, headers: bearer(hr), payload: { ...record, version, mailPassword: 'x' } });
    expect(password.statusCode).toBe(403);
    const unchanged = await server.app.inject({ method: 'PUT', url: `/api/organization/${id}`, headers: bearer(hr), payload: { ...record, shortName: 'Acme Tech', version } });
    expect(unchanged.statusCode).toBe(200);
    const stored = await db.selectFrom('organization').select(['mail_settings', 'short_name']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ mail_settings: acme.mailSettings, short_name: 'Acme Tech' });
    // Creating an organisation is a Site Admin act too.
    const created = await server.app.inject({ method: 'POST', url: '/api/organization', headers: bearer(hr), payload: { organizationCode: 'HRCO', organizationDetail: 'HR Co', shortName: 'HR Co' } });
    expect(created.statusCode).toBe(403);
    expect(await db.selectFrom('organization').select('id').where('organization_code', '=', 'HRCO').executeTakeFirst()).toBeUndefined();
  });

  it('mapping an organisation under another, or out from under it, needs the right in both', async () => {
    const [acme, nile] = [organisations.get('ACME')!, organisations.get('NILE')!];
    const nileAdmin = await login(NILE_ADMIN);
    const [own] = (await server.app.inject({ url: '/api/organization', headers: bearer(nileAdmin) })).json();
    expect([own.organizationCode, own.parentOrganization]).toEqual(['NILE', acme.id]);
    const { parentOrganization: _parent, id, createdAt, createdBy, updatedAt, updatedBy, logoFile, ...unmapped } = own;
    const out = await server.app.inject({ method: 'PUT', url: `/api/organization/${id}`, headers: bearer(nileAdmin), payload: unmapped });
    expect(out.statusCode).toBe(403);
    expect(out.json().message).toBe('This change reaches organisations where you do not hold this right. It needs the right in every organisation it affects.');
    const over = await server.app.inject({ method: 'PUT', url: '/api/organization/map', headers: bearer(nileAdmin), payload: { organizationIds: [acme.id] } });
    expect(over.statusCode).toBe(403);
    expect((await server.app.inject({ url: '/api/organization/organization-nonmap', headers: bearer(nileAdmin) })).json().data).toEqual([]);
    const parents = await db.selectFrom('organization').select(['id', 'parent_organization']).where('id', 'in', [acme.id, nile.id]).orderBy('id').execute();
    expect(parents).toEqual([
      { id: acme.id, parent_organization: null },
      { id: nile.id, parent_organization: acme.id },
    ]);
  });

  it('an imported organisation is provisioned as a created one is: a Site Admin act that maps its creator with a role there', async () => {
    const row = { organizationCode: 'IMPORTED', organizationDetail: 'Imported Org', shortName: 'Imported' };
    const hr = await server.app.inject({ method: 'POST', url: '/api/organization/import', headers: bearer(await login('HR001')), payload: { rows: [row] } });
    expect(hr.statusCode).toBe(403);
    expect(await db.selectFrom('organization').select('id').where('organization_code', '=', 'IMPORTED').executeTakeFirst()).toBeUndefined();

    const imported = await server.app.inject({ method: 'POST', url: '/api/organization/import', headers: bearer(await login('ADMIN')), payload: { rows: [row] } });
    expect(imported.statusCode).toBe(200);
    const fresh = await server.login('ADMIN');
    expect(fresh.userDetails.organizationAccess.map((o: any) => o.organizationCode)).toContain('IMPORTED');
    const switched = await server.app.inject({ method: 'POST', url: '/api/users/auth/switch', headers: bearer(fresh.token), payload: { type: 'Organization', value: 'IMPORTED' } });
    expect(switched.json().data.userDetails.roleType).toBe('Site Admin');
    const roles = (await server.app.inject({ url: '/api/rolesAndPermission', headers: bearer(switched.json().data.token) })).json().data;
    expect(roles.map((r: any) => r.roleType)).toContain('Employee');
  });

  // Last: the walk's own creates (a sub-organisation of the attacker's) add organisations the tests above would have to hold rights in.
  it.each([
    { attacker: 'HR001', own: 'ACME', other: 'NILE' },
    { attacker: NILE_ADMIN, own: 'NILE', other: 'ACME' },
  ])('$attacker, an administrator of $own only, reads and changes nothing of $other through any declared route', async ({ attacker, other }) => {
    const target = organisations.get(other)!;
    const before = await snapshot(target.id);
    let token = await login(attacker);
    const leaks: string[] = [];
    let answered = 0;
    let fresh = 0;
    for (const route of declaredRoutes(server.app)) {
      if (route.access.kind === 'public') continue; // no session, no organisation: outside the rule
      for (const request of requestsFor(route, target, ++fresh)) {
        const response = await server.app.inject({
          method: route.method as 'GET',
          url: request.url,
          payload: request.payload,
          headers: { ...bearer(token), ...request.headers },
        });
        const label = `${route.method} ${request.url} → ${response.statusCode}`;
        expect(response.statusCode, label).toBeLessThan(500);
        if (response.statusCode < 300) {
          answered++;
          const text = response.rawPayload.toString('latin1');
          const seen = target.canaries.filter((canary) => text.includes(canary));
          if (seen.length > 0) leaks.push(`${label} answers ${other}'s ${seen.slice(0, 3).join(', ')}`);
          if (response.rawPayload.includes(target.logo)) leaks.push(`${label} answers ${other}'s logo`);
        }
        // A call that ends the walker's own session (logout, a password change) is followed by a new sign-in.
        if ((await server.app.inject({ url: '/api/employee/getEmployeeProfile', headers: bearer(token) })).statusCode === 401) token = await login(attacker);
      }
    }
    expect(leaks).toEqual([]);
    // The walk is not vacuous: the attacker's own lists, look-ups and profile answer.
    expect(answered).toBeGreaterThan(50);
    const after = await snapshot(target.id);
    for (const table of Object.keys(before)) expect(after[table], `${other}'s ${table}`).toEqual(before[table]);
  });
});
