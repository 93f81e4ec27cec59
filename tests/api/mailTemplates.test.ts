import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds } from '../helpers/testDatabases.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';
import { call, openSession, type Method, type Session } from '../helpers/routeWalk.js';
import { runsScript, STORED_SCRIPT_PAYLOADS } from '../helpers/storedScriptPayloads.js';

/**
 * Mail templates (issue 23 §3, spec 002 §2/§9, docs/mail-templates.md): each organisation's own
 * templates, a live preview against its real records, and the product's own mail rendered from them.
 */
const TODAY = '2026-11-20';
const PREVIEW = '/api/mail-templates/preview';
const sourceFiles = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? sourceFiles(path.join(dir, entry.name)) : entry.name.endsWith('.ts') ? [path.join(dir, entry.name)] : []));

describe.each(databaseKinds)('mail templates on %s', (kind) => {
  let server: TestServer;
  const sessions = new Map<string, Session>();
  const db = () => server.database.db;
  const send = (who: string, method: Method, url: string, payload?: unknown) => call(server, sessions.get(who)!.token, method, url, payload);
  const templates = async (who: string) => (await send(who, 'GET', '/api/mailTemplate?range=[0,99]')).json() as any[];
  const template = async (who: string, name: string) => (await templates(who)).find((row) => row.name === name);

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${TODAY}T06:00:00Z`));
    server = await startTestServer(kind, { config: { attendanceProcessing: false } });
    sessions.set('ADMIN', await openSession(server, 'ADMIN', { organization: 'ACME' }));
    sessions.set('NILE-ADMIN', await openSession(server, 'ADMIN', { organization: 'NILE' }));
    sessions.set('HR001', await openSession(server, 'HR001', { organization: 'ACME', role: 'HR Ops Admin' }));
    for (const empId of ['EMP001', 'EMP020', 'MGR001']) sessions.set(empId, await openSession(server, empId, { organization: 'ACME' }));
  });
  afterAll(async () => {
    await server?.close();
    vi.useRealTimers();
  });

  it('documents the preview routes in the OpenAPI contract', async () => {
    const paths = Object.keys((await send('ADMIN', 'GET', '/api/openapi.json')).json().paths);
    expect(paths.filter((path) => path.startsWith('/api/mail-templates')).sort()).toEqual(['/api/mail-templates/applications', PREVIEW]);
  });

  it('gives every organisation the two samples and one template per product mail, its own copies', async () => {
    const acme = await templates('ADMIN');
    expect(acme.find((row) => row.name === 'Welcome Email')).toMatchObject({ category: 'Onboarding', productEvent: 'Welcome' });
    expect(acme.find((row) => row.name === 'Leave Approval')).toMatchObject({ category: 'Leave', productEvent: 'Leave Decided', subject: 'Leave {{ leaveCode }}: {{ status }}' });
    expect(acme.map((row) => row.productEvent).sort()).toEqual(
      [
        'Comp-Off Applied',
        'Comp-Off Decided',
        'Document Expiry Reminder',
        'Help Desk Ticket Completed',
        'Help Desk Ticket Escalated',
        'Help Desk Ticket Raised',
        'Help Desk Ticket Raised For Team',
        'Help Desk Ticket Reopened',
        'Leave Applied',
        'Leave Cancelled',
        'Leave Decided',
        'Leave Encashment Applied',
        'Leave Encashment Decided',
        'Leave Withdrawn',
        'Onsite Attendance Uploaded',
        'Password Reset',
        'Regularization Applied',
        'Regularization Decided',
        'Welcome',
      ],
    );
    const nile = await templates('NILE-ADMIN');
    expect(nile.map((row) => row.name).sort()).toEqual(acme.map((row) => row.name).sort());
    expect(nile.map((row) => row.id).some((id) => acme.some((row) => row.id === id))).toBe(false);
    // A category outside spec 002 §9's list is refused.
    const refused = await send('ADMIN', 'POST', '/api/mailTemplate', { name: 'Bad', category: 'Travel', subject: 'x', body: 'y' });
    expect(refused.statusCode).toBe(400);
  });

  it('offers the seven roles of spec 002 §2 as the role a template is sent to', async () => {
    const schemas = (await send('ADMIN', 'GET', '/api/schemas')).json().data as { name: string; schema: any }[];
    const audience = schemas.find((row) => row.name === 'mailTemplate')!.schema.properties.audience;
    expect(audience.enum).toEqual(['Employee', 'HR Ops Admin', 'Onboarder', 'Site Admin', 'IT Infra', 'Finance', 'Graphics Team']);
    expect((await send('ADMIN', 'POST', '/api/mailTemplate', { name: 'Bad role', category: 'General', audience: 'Travel Desk', subject: 'x', body: 'y' })).statusCode).toBe(400);
  });

  it('keeps an organisation’s templates from another: NILE neither reads nor edits ACME’s', async () => {
    const acme = await template('ADMIN', 'Welcome Email');
    expect((await send('NILE-ADMIN', 'GET', `/api/mailTemplate/${acme.id}`)).statusCode).toBe(404);
    const edit = await send('NILE-ADMIN', 'PUT', `/api/mailTemplate/${acme.id}`, { ...acme, subject: 'Hijacked' });
    expect(edit.statusCode).toBe(404);
    expect((await template('ADMIN', 'Welcome Email')).subject).toBe(acme.subject);
    // The preview reads the caller's organisation only: NILE cannot preview against ACME's employee.
    const stranger = await send('NILE-ADMIN', 'POST', PREVIEW, { subject: 'Hi', body: 'Hi {{ firstName }}', empId: 'EMP001' });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('Employee not found');
  });

  it('refuses the preview to a role without the Mail Templates screen', async () => {
    const response = await send('EMP020', 'POST', PREVIEW, { subject: 'Hi', body: 'Hi', empId: 'EMP001' });
    expect(response.statusCode).toBe(403);
    expect((await send('EMP020', 'GET', '/api/mailTemplate')).statusCode).toBe(403);
  });

  let leaveCode = '';
  it('previews against a real employee and one of their leave applications', async () => {
    const applied = await send('EMP001', 'POST', '/api/leave/apply', { leaveType: 'CL', fromDate: '2026-11-23', toDate: '2026-11-23', reason: '<script>alert(1)</script> family' });
    expect(applied.statusCode, applied.body).toBe(201);
    leaveCode = applied.json().data.leaveCode;
    const options = (await send('ADMIN', 'GET', '/api/mail-templates/applications?empId=EMP001')).json().data;
    expect(options.leave[0]).toMatchObject({ value: leaveCode, label: expect.stringContaining('23/11/2026') });

    const approval = await template('ADMIN', 'Leave Approval');
    const preview = await send('ADMIN', 'POST', PREVIEW, { subject: approval.subject, body: `${approval.body}<p>{{ leaveType }} {{ fromDate }}–{{ toDate }}: {{ reason }}</p>`, empId: 'emp001', applicationCode: leaveCode });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.subject).toBe(`Leave ${leaveCode}: Pending`);
    expect(preview.json().data.body).toContain('Dear Priya Farouk, your leave');
    expect(preview.json().data.body).toContain('CL 23/11/2026–23/11/2026');
    // The applicant's text is a value: escaped, shown as text, never run.
    expect(preview.json().data.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; family');
    expect(runsScript(preview.json().data.body)).toBe(false);
  });

  it('previews an Attendance template against one of the employee’s real regularizations', async () => {
    const organization = (await db().selectFrom('organization').select('id').where('organization_code', '=', 'ACME').executeTakeFirstOrThrow()).id;
    const employee = (await db().selectFrom('employee').select('id').where('emp_id', '=', 'EMP001').where('organization_id', '=', organization).executeTakeFirstOrThrow()).id;
    // An absent day to regularize (the server's processing is off here).
    await db()
      .insertInto('attendance_day')
      .values({ organization_id: organization, employee_id: employee, attendance_date: '2026-11-17', status_code: 'A', shift_code: 'S1', record: JSON.stringify({}), result_hash: 'mail-preview' })
      .onConflict((oc) => oc.columns(['organization_id', 'employee_id', 'attendance_date']).doUpdateSet({ status_code: 'A' }))
      .execute();
    const applied = await send('EMP001', 'POST', '/api/attendance-regularization', { regularizationInfo: [{ date: '2026-11-17', reason: 'Forgot to swipe', inTime: '09:30', outTime: '18:30', session: [1, 2], key: 'REG' }], appliedTo: 'MGR001', monthYear: '11-2026' });
    expect(applied.statusCode, applied.body).toBe(201);
    const { regularization } = (await send('ADMIN', 'GET', '/api/mail-templates/applications?empId=EMP001')).json().data;
    const code = regularization[0].value as string;
    expect(regularization[0].label).toBe(`${code} · Pending`);

    const decision = await template('ADMIN', 'Regularization Decision');
    expect(decision.category).toBe('Attendance');
    const preview = await send('ADMIN', 'POST', PREVIEW, { subject: decision.subject, body: `${decision.body}<p>{{ dates }}</p>`, empId: 'EMP001', applicationCode: code });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.subject).toBe(`Regularization ${code}: Pending`);
    expect(preview.json().data.body).toContain(`Dear Priya Farouk, your regularization ${code} is pending`);
    expect(preview.json().data.body).toContain('<p>17/11/2026</p>');
    // Another employee's application is not EMP001's to preview against.
    expect((await send('ADMIN', 'POST', PREVIEW, { subject: decision.subject, body: decision.body, empId: 'EMP020', applicationCode: code })).statusCode).toBe(404);
  });

  it('shows an unknown variable or a broken tag at its line and column, not a blank mail', async () => {
    const unknown = await send('ADMIN', 'POST', PREVIEW, { subject: 'Hello', body: '<p>Dear {{ firstName }},</p>\n<p>{{ salary }}</p>', empId: 'EMP001' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: 'Failed to generate email preview', problem: { field: 'body', message: 'undefined variable: salary', line: 2, col: 7 } });
    expect(unknown.json().fields).toEqual([{ field: 'body', message: 'Line 2, column 7: undefined variable: salary' }]);
    const broken = await send('ADMIN', 'POST', PREVIEW, { subject: 'Hello {{ firstName', body: 'x', empId: 'EMP001' });
    expect(broken.json()).toMatchObject({ message: 'Failed to generate email preview', problem: { field: 'subject', line: 1 } });
    // A template cannot read the server's files.
    const include = await send('ADMIN', 'POST', PREVIEW, { subject: 'x', body: "{% include 'package.json' %}", empId: 'EMP001' });
    expect(include.statusCode).toBe(400);
    expect(include.body).not.toContain('"dependencies"');
  });

  it('renders the stored-script payloads in a template body inert', async () => {
    for (const payload of STORED_SCRIPT_PAYLOADS) {
      const response = await send('ADMIN', 'POST', PREVIEW, { subject: 'x', body: `<p>Dear {{ firstName }}</p>${payload}`, empId: 'EMP001' });
      expect(response.statusCode, payload).toBe(200);
      expect(runsScript(response.json().data.body), `${payload} → ${response.json().data.body}`).toBe(false);
    }
  });

  it('sends the leave decision rendered from the organisation’s edited Leave Approval template', async () => {
    const approval = await template('ADMIN', 'Leave Approval');
    const edited = await send('ADMIN', 'PUT', `/api/mailTemplate/${approval.id}`, {
      ...approval,
      subject: 'Your leave {{ leaveCode }} was {{ status | downcase }}',
      body: '<p>Hello {{ firstName }}, {{ decidedBy }} decided {{ leaveType }} from {{ fromDate }} to {{ toDate }}: {{ status }}.</p>',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const decided = await send('MGR001', 'PUT', `/api/leave-approval/${leaveCode}`, { approvedDate: ['2026-11-23'] });
    expect(decided.statusCode, decided.body).toBe(200);
    const mail = await db().selectFrom('outbox_mail').select(['to_address', 'subject', 'body']).where('subject', '=', `Your leave ${leaveCode} was approved`).execute();
    expect(mail).toEqual([{ to_address: expect.stringContaining('emp001'), subject: `Your leave ${leaveCode} was approved`, body: '<p>Hello Priya, MGR001 decided CL from 23/11/2026 to 23/11/2026: Approved.</p>' }]);
    // NILE's Leave Approval is untouched.
    expect((await template('NILE-ADMIN', 'Leave Approval')).subject).toBe('Leave {{ leaveCode }}: {{ status }}');
  });

  it('has a seeded template in every organisation for the event of every outbox writer', async () => {
    // The outbox's one writer is Mailer.deliver, reached from the product only through send(ProductMail).
    const writers = sourceFiles('src/server').filter((file) => /insertInto\('outbox_mail'\)/.test(fs.readFileSync(file, 'utf8')));
    expect(writers.map((file) => path.relative('.', file))).toEqual(['src/server/mail/Mailer.ts']);
    const mailer = fs.readFileSync('src/server/mail/Mailer.ts', 'utf8');
    expect(mailer).toMatch(/async send\(mail: ProductMail\)/);
    // The events the senders name (every file that mails or builds a product mail), read from the source.
    const schema = JSON.parse(fs.readFileSync('schemas/masters/mailTemplate.schema.json', 'utf8'));
    const known = new Set<string>(schema.properties.productEvent.enum);
    const senders = sourceFiles('src/server').filter((file) => /mailer\.send(Many)?\(|: ProductMail\b|ProductMail\[/.test(fs.readFileSync(file, 'utf8')) && !file.includes('/mail/') && !file.includes('/mailTemplates/'));
    const named = new Set(senders.flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/'([A-Z][A-Za-z -]+)'/g)].map((match) => match[1]).filter((text) => known.has(text))));
    expect(named.size).toBeGreaterThanOrEqual(19);
    // Every event is sent by someone, and every sent event has its template, seeded per organisation.
    expect([...named].sort()).toEqual([...known].filter((event) => event !== 'None').sort());
    const seeded = (
      await sql<{ organization: string; event: string }>`SELECT o.organization_detail AS organization, t.product_event AS event
        FROM master_mail_template t JOIN organization o ON o.id = t.organization_id WHERE t.status = 'Active'`.execute(db())
    ).rows;
    for (const organization of new Set(seeded.map((row) => row.organization))) {
      const events = new Set(seeded.filter((row) => row.organization === organization).map((row) => row.event));
      for (const event of named) expect(events.has(event), `${organization}: ${event}`).toBe(true);
    }
    expect(new Set(seeded.map((row) => row.organization)).size).toBe(2);
    // The notices of leave ends, comp-off, encashment, onsite and documents preview whole against an employee (samples for what the sending moment knows).
    for (const event of ['Leave Withdrawn', 'Leave Cancelled', 'Comp-Off Applied', 'Comp-Off Decided', 'Leave Encashment Applied', 'Leave Encashment Decided', 'Onsite Attendance Uploaded', 'Document Expiry Reminder']) {
      const seededTemplate = (await templates('ADMIN')).find((row) => row.productEvent === event);
      const preview = await send('ADMIN', 'POST', PREVIEW, { subject: seededTemplate.subject, body: seededTemplate.body, empId: 'EMP001' });
      expect(preview.statusCode, `${event}: ${preview.body}`).toBe(200);
    }
  });

  it('mails a withdrawn leave from the organisation’s edited Leave Withdrawn template', async () => {
    const withdrawn = await template('ADMIN', 'Leave Withdrawn');
    const edited = await send('ADMIN', 'PUT', `/api/mailTemplate/${withdrawn.id}`, { ...withdrawn, subject: 'Withdrawn: {{ leaveCode }} of {{ empId }}', body: '<p>{{ employeeName }} took back {{ leaveType }} {{ leaveCode }}.</p>' });
    expect(edited.statusCode, edited.body).toBe(200);
    const applied = await send('EMP001', 'POST', '/api/leave/apply', { leaveType: 'CL', fromDate: '2026-11-25', toDate: '2026-11-25', reason: 'Errand' });
    expect(applied.statusCode, applied.body).toBe(201);
    const code = applied.json().data.leaveCode;
    expect((await send('EMP001', 'DELETE', `/api/leave/apply/${code}`)).statusCode).toBe(200);
    const mail = await db().selectFrom('outbox_mail').select(['subject', 'body']).where('subject', 'like', `Withdrawn: ${code}%`).execute();
    expect(mail).toEqual([{ subject: `Withdrawn: ${code} of EMP001`, body: `<p>Priya Farouk took back CL ${code}.</p>` }]);
  });

  it('falls back to the seeded text when an edit left the template failing, and keeps the reset link redacted', async () => {
    const reset = await template('ADMIN', 'Password Reset');
    expect((await send('ADMIN', 'PUT', `/api/mailTemplate/${reset.id}`, { ...reset, body: '<p>{{ unknownThing }}</p>' })).statusCode).toBe(200);
    const employee = await db().selectFrom('employee').select(['official_email']).where('emp_id', '=', 'EMP003').executeTakeFirstOrThrow();
    const asked = await server.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { empId: 'EMP003', emailId: employee.official_email } });
    expect(asked.statusCode, asked.body).toBe(200);
    const kept = await db().selectFrom('outbox_mail').select(['subject', 'body']).where('to_address', '=', employee.official_email).executeTakeFirstOrThrow();
    expect(kept.subject).toBe('Reset your HR Console password');
    expect(kept.body).toContain('resetPassword?token=[redacted]');
  });
});
