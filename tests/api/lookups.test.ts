import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredRoutes } from '../../src/server/auth/accessControl.js';
import { Mailer } from '../../src/server/mail/Mailer.js';
import { openSecretBox } from '../../src/server/secrets/SecretBox.js';
import { startMailCatcher, type MailCatcher } from '../helpers/mailCatcher.js';
import { databaseKinds } from '../helpers/testDatabases.js';
import { bearer, startTestServer, type TestServer } from '../helpers/testServer.js';

/**
 * Spec 002 §7's look-ups by name ('Reference lookups by name …; other lookups …'), the master each
 * reads, the property it shows, what it answers as value (the id, unless the option is a number or
 * a word of its own), and what a select needs besides: the add-employee rules of spec 002 §4 read a
 * grade's probationStatus, probationDetail.defaultDurationMonth and noticePeriod.
 */
/** `create`: fields a new record needs besides a new label, where the master's unique key is not the label. */
const SPEC_LOOKUPS: Record<string, { master: string; label: string; value?: string; fields?: string[]; numeric?: boolean; create?: Record<string, unknown> }> = {
  // The holiday screens read each location's state (spec 002 §7: the Work Location setting with the states of India).
  'Work Location': { master: 'workLocation', label: 'name', fields: ['state'] },
  Department: { master: 'department', label: 'name' },
  Designation: { master: 'designation', label: 'name' },
  'Week Off': { master: 'weekOff', label: 'name' },
  'Attendance Format': { master: 'attendanceFormat', label: 'name' },
  Experience: { master: 'experiences', label: 'name' },
  Gender: { master: 'gender', label: 'name' },
  'Marital Status': { master: 'maritalStatus', label: 'name' },
  'Blood Group': { master: 'bloodGroup', label: 'name' },
  PF: { master: 'pf', label: 'name' },
  'Swipe Method': { master: 'swipeMethod', label: 'name' },
  'Market Facing Title': { master: 'marketFacingTitle', label: 'name' },
  'Experience Years': { master: 'experienceYears', label: 'name', value: 'value', numeric: true },
  'Experience Months': { master: 'experienceMonths', label: 'name', value: 'value', numeric: true },
  'Probation Months': { master: 'probationMonths', label: 'name', value: 'value', numeric: true },
  Asset: { master: 'asset', label: 'name' },
  'Yes or No': { master: 'yesOrNo', label: 'name', value: 'name' },
  Grade: { master: 'Grade', label: 'gradeName', fields: ['probationStatus', 'probationDetail', 'noticePeriod'] },
  'Role Of Intake': { master: 'roleOfIntake', label: 'name' },
  // Spec 001 §7: dropdown look-ups for leave types (the report's and month end's filters), by code.
  'Leave Type': { master: 'leaveTypeCategory', label: 'leaveName', value: 'code', fields: ['category', 'paid', 'halfDayAllowed'], create: { code: 'ZQX' } },
};
/** The documented cap of one look-up call (docs/lookups.md). */
const MAX_LIMIT = 500;

const SCHEMAS_DIR = path.resolve('schemas/masters');
const schemaFiles = fs
  .readdirSync(SCHEMAS_DIR)
  .filter((file) => file.endsWith('.schema.json'))
  .map((file) => ({ resource: file.replace('.schema.json', ''), raw: JSON.parse(fs.readFileSync(path.join(SCHEMAS_DIR, file), 'utf8')) }));
const sources = new Map(Object.entries(SPEC_LOOKUPS).map(([name, spec]) => [spec.master, { name, ...spec }]));
const undeclared = schemaFiles.filter(({ resource }) => !sources.has(resource) && resource !== 'moduleSettings');
const declared = schemaFiles.filter(({ resource }) => sources.has(resource));

describe.each(databaseKinds)('look-ups on %s', (kind) => {
  let server: TestServer;
  let mailbox: MailCatcher;
  let employee: string;
  let admin: string;
  let nileAdmin: string;
  let nileEmployee: string;
  beforeAll(async () => {
    mailbox = await startMailCatcher();
    server = await startTestServer(kind, { config: { smtpUrl: mailbox.url } });
    employee = (await server.login('EMP001')).token;
    admin = (await server.login('ADMIN')).token;
    const other = (await server.login('ADMIN')).token;
    nileAdmin = (await server.app.inject({ method: 'POST', url: '/api/users/auth/switch', headers: bearer(other), payload: { type: 'Organization', value: 'NILE' } })).json().data.token;
    nileEmployee = (await server.login('NIL003')).token;
  });
  afterAll(async () => {
    await server?.close();
    await mailbox?.close();
  });

  const call = (url: string, token: string, method = 'GET', payload?: unknown) => server.app.inject({ method: method as 'GET', url, headers: bearer(token), payload: payload as object });
  const settings = (name: string, token: string, extra = '') => call(`/api/settings?referenceName=${encodeURIComponent(name)}${extra}`, token);

  it('covers every spec look-up with a schema file', () => {
    expect([...sources.keys()].filter((master) => !schemaFiles.some((file) => file.resource === master))).toEqual([]);
  });

  it.each(undeclared.map(({ resource, raw }) => [resource, raw] as const))('answers nothing for %s, which is no look-up source', async (resource, raw) => {
    for (const name of new Set([resource, raw.title, raw['x-title-plural'], raw['x-reference']].filter(Boolean))) {
      const response = await settings(name, employee);
      expect(response.statusCode, `${resource} as '${name}'`).toBe(404);
      expect(response.body).toBe(JSON.stringify({ message: `No settings list named '${name}'`, errorType: 'OPERATIONAL' }));
      expect((await settings(name, admin)).statusCode).toBe(404);
      expect((await call(`/api/module-settings?referenceName=${encodeURIComponent(name)}`, admin)).json().data).toEqual([]);
    }
  });

  it.each(declared.map(({ resource, raw }) => [resource, raw] as const))('answers %s with only value, label and its marked fields, of active rows', async (resource, raw) => {
    const spec = sources.get(resource)!;
    const response = await settings(spec.name, employee);
    expect(response.statusCode).toBe(200);
    const options: Record<string, unknown>[] = response.json().data;
    expect(options.length).toBeGreaterThan(0);
    const allowed = ['value', 'label', ...(spec.fields ?? [])];
    const secrets = Object.entries(raw.properties as Record<string, { writeOnly?: boolean }>).filter(([, p]) => p.writeOnly).map(([name]) => name);
    for (const option of options) {
      expect(Object.keys(option).filter((key) => !allowed.includes(key)), JSON.stringify(option)).toEqual([]);
      expect(Object.keys(option).filter((key) => secrets.includes(key))).toEqual([]);
    }
    // The same rows the master's own (menu-guarded) list holds as Active, and their values.
    const rows: Record<string, unknown>[] = (await call(`/api/${resource}?range=[0,999]&filter=${encodeURIComponent('{"status":"Active"}')}`, admin)).json();
    expect(options.map((o) => o.label).sort()).toEqual(rows.map((row) => row[spec.label]).sort());
    for (const option of options) {
      const row = rows.find((r) => r[spec.label] === option.label)!;
      expect(option.value).toBe(row[spec.value ?? 'id']);
      for (const field of spec.fields ?? []) expect(option[field]).toEqual(row[field]);
    }
    if (spec.numeric) {
      expect(options.every((o) => typeof o.value === 'number')).toBe(true);
      expect(options.map((o) => o.value)).toEqual(options.map((o) => o.value as number).sort((a, b) => a - b));
    }

    // An Inactive row is no option any more.
    const [first] = rows;
    const off = await call(`/api/${resource}/${first.id}`, admin, 'PUT', { ...first, status: 'Inactive' });
    expect(off.statusCode).toBe(200);
    try {
      expect((await settings(spec.name, employee)).json().data.map((o: any) => o.label)).not.toContain(first[spec.label]);
    } finally {
      await call(`/api/${resource}/${first.id}`, admin, 'PUT', { ...(off.json() as object), status: 'Active' });
    }
  });

  it("offers each organisation its own work locations: NILE's offices in Cairo and Alexandria are not ACME's (issue 17 §5)", async () => {
    const labels = async (token: string) => (await settings('Work Location', token, '&limit=500')).json().data.map((o: { label: string }) => o.label);
    const acme = await labels(employee);
    expect(acme).toContain('Chennai HQ');
    expect(acme.filter((label: string) => ['Cairo', 'Alexandria'].includes(label))).toEqual([]);
    expect(await labels(nileEmployee)).toEqual(expect.arrayContaining(['Alexandria', 'Cairo']));
  });

  it.each(declared.map(({ resource, raw }) => [resource, raw] as const))("answers %s only from the caller's organisation, capped", async (resource, raw) => {
    const spec = sources.get(resource)!;
    const label = `Zq${kind.slice(0, 2)}${resource.slice(0, 6)}`;
    const created = await call(`/api/${resource}`, nileAdmin, 'POST', { ...raw['x-seed'][0], [spec.label]: label, ...spec.create });
    expect(created.statusCode, created.body).toBe(201);
    const search = `&q=${encodeURIComponent(label.toLowerCase())}`;
    expect((await settings(spec.name, employee, search)).json().data).toEqual([]);
    expect((await settings(spec.name, nileEmployee, search)).json().data.map((o: any) => o.label)).toEqual([label]);

    const one = await settings(spec.name, employee, '&limit=1');
    expect(one.json().data).toHaveLength(1);
    const second = await settings(spec.name, employee, '&limit=1&offset=1');
    expect(second.json().data[0]).not.toEqual(one.json().data[0]);
    expect((await settings(spec.name, employee, `&limit=${MAX_LIMIT + 1}`)).statusCode).toBe(400);
  });

  it('answers the module settings lists (qualification) the same way', async () => {
    const qualifications = (await call('/api/module-settings?referenceName=Qualification', employee)).json().data;
    expect(qualifications.map((o: any) => o.label)).toContain('MBA');
    for (const option of qualifications) expect(Object.keys(option).sort()).toEqual(['label', 'value']);
    expect((await call('/api/module-settings?referenceName=nothing-like-this', employee)).json().data).toEqual([]);
  });

  it('answers Yes or No, spec 002 §7, with the words as values', async () => {
    const options = (await settings('Yes or No', employee)).json().data;
    expect(options.map((o: any) => o.value).sort()).toEqual(['No', 'Yes']);
  });

  it('answers no reset token through any GET route after a reset request, and mails it only to the recipient', async () => {
    const emailId = (await server.database.db.selectFrom('employee').select('official_email').where('emp_id', '=', 'EMP040').executeTakeFirstOrThrow()).official_email;
    const sent = await server.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { empId: 'EMP040', emailId } });
    expect(sent.statusCode).toBe(200);
    const token = new URL(mailbox.resetLinkTo(emailId)).searchParams.get('token')!;
    expect(token.length).toBeGreaterThan(20);
    const { id: mailId } = await server.database.db.selectFrom('outbox_mail').select('id').where('to_address', '=', emailId).executeTakeFirstOrThrow();

    const lookupNames = schemaFiles.flatMap(({ resource, raw }) => [resource, raw.title]);
    let walked = 0;
    for (const route of declaredRoutes(server.app).filter((r) => r.method === 'GET' && r.access.kind !== 'public')) {
      const url = route.url.replace(':id', String(mailId)).replace(/:[A-Za-z]+/g, 'x');
      const queries = route.url.endsWith('/export')
        ? ['?format=csv&sort=["id","DESC"]&range=[0,9999]']
        : route.url === '/api/settings' || route.url === '/api/module-settings'
          ? lookupNames.map((name) => `?referenceName=${encodeURIComponent(name)}&limit=${MAX_LIMIT}`)
          : ['', '?range=[0,9999]&sort=["id","DESC"]'];
      for (const query of queries) {
        const response = await call(url.includes('?') && query ? `${url}&${query.slice(1)}` : url + query, admin);
        expect(response.body.includes(token), `${route.url}${query}`).toBe(false);
        walked++;
      }
    }
    expect(walked).toBeGreaterThan(150);
    const outbox = await call(`/api/mailOutbox/${mailId}`, admin);
    expect(outbox.json().body).toContain('resetPassword?token=[redacted]');
  });

  it('keeps a secret out of the production log when no mail server is set', async () => {
    const lines: string[] = [];
    const log = { info: (_: unknown, message: string) => lines.push(message), error: (_: unknown, message: string) => lines.push(message) };
    const secrets = await openSecretBox(server.database.db, server.config);
    const mailer = new Mailer(server.database.db, log as never, secrets, undefined, 'test@example.com', true);
    await mailer.deliver({ to: 'nobody@example.com', subject: 'Secret test', body: 'Open https://x/resetPassword?token=s3cr3t-Token now', organizationId: null, secrets: ['s3cr3t-Token'] });
    expect(lines.join('\n')).toContain('token=[redacted]');
    expect(lines.join('\n')).not.toContain('s3cr3t-Token');
    const kept = await server.database.db.selectFrom('outbox_mail').select('body').where('subject', '=', 'Secret test').executeTakeFirstOrThrow();
    expect(kept.body).toBe('Open https://x/resetPassword?token=[redacted] now');
  });
});
