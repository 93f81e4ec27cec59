import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptForLogin } from '../../src/server/auth/loginCrypto.js';
import { startMailCatcher, type MailCatcher } from '../helpers/mailCatcher.js';
import { call, openSession, tableFingerprint } from '../helpers/routeWalk.js';
import { databaseKinds } from '../helpers/testDatabases.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

/**
 * Add employee through the API (issue 21 §1, spec 002 §4–§7): a request that bypasses the form gets
 * the form's messages, references must exist, a new employee gets the next Emp ID of the
 * organisation's rule, the Employee role, a first-password link in their mailbox (never in an
 * answer or the outbox), a leave scheme, and is in the look-ups at once. Expectations written by hand.
 */
const body = (fields: Record<string, unknown>) => ({
  formName: 'Add Employee',
  formFields: {
    ticketId: 'TCK-2101',
    firstName: 'Meera',
    middleName: '',
    lastName: 'Iyer',
    organization: 'ACME',
    subOrganization: 'ACME',
    rfh: '',
    department: 'Engineering',
    designation: 'Software Engineer',
    primaryContactNumber: 9876543210,
    secondaryContactNumber: null,
    personalEmailId: 'meera.iyer@example.org',
    roleOfIntake: 'Lateral',
    attendanceFormat: 'Mon-Fri 5 days / week',
    weekOff: 'Saturday-Alternative Full Day',
    experience: 'Experienced',
    years: 3,
    months: 4,
    grade: 'G2',
    probation: 'Probation',
    probationMonths: 6,
    noticePeriod: 30,
    recruiterId: 'HR001',
    buddyId: 'HR001',
    primaryReportingManager: 'MGR001',
    reviewer: 'HR001',
    workLocation: 'Work From Home',
    workLocationCity: 'Madurai',
    ctc: 1200000,
    doj: '01/12/2026',
    gender: 'Female',
    divisionHeadId: 'MGR001',
    swipeMethod: 'Bio Metric',
    shift: 'S1',
    manpowerOutsourcing: 'No',
    marketFacingTitle: 'Consultant',
    mailIdRequired: 'Yes',
    mailIdDomain: 'acme.example.com',
    assetRequired: 'Yes',
    asset: 'Laptop',
    mobileAccess: 'No',
    accessType: ['Employee'],
    ...fields,
  },
});

describe.each(databaseKinds)('add employee on %s', (kind) => {
  let server: TestServer;
  let mailbox: MailCatcher;
  let hr: string;
  beforeAll(async () => {
    mailbox = await startMailCatcher();
    server = await startTestServer(kind, { config: { smtpUrl: mailbox.url } });
    hr = (await openSession(server, 'HR001', { role: 'HR Ops Admin' })).token;
  });
  afterAll(async () => {
    await server?.close();
    await mailbox?.close();
  });

  const db = () => server.database.db;
  const add = (token: string, payload: unknown) => call(server, token, 'POST', '/api/employee', payload);
  const employees = () => tableFingerprint(db(), 'employee');

  it('adds an employee with the next Emp ID, the Employee role, a leave scheme, an audit entry and a first-password link', async () => {
    const response = await add(hr, body({ firstName: 'meera' }));
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json();
    expect(answer.message).toBe('Employee added successfully');
    // ACME names no prefix: EMP, after the demo's highest, EMP180.
    expect(answer.data.empId).toBe('EMP181');
    expect(answer.data.officialEmail).toBe('meera.iyer@acme.example.com');
    expect(JSON.stringify(answer)).not.toMatch(/token/i);

    const row = await db()
      .selectFrom('employee as e')
      .leftJoin('employee as m', 'm.id', 'e.reporting_manager_id')
      .select(['e.id', 'e.first_name', 'e.status', 'e.probation', 'e.probation_months', 'e.notice_period', 'e.probation_end_date', 'e.date_of_joining', 'e.ctc', 'e.contact_no', 'e.shift_code', 'e.password_hash', 'm.emp_id as manager', 'e.joining_details'])
      .where('e.emp_id', '=', 'EMP181')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ first_name: 'Meera', status: 'Active', probation: 'Probation', probation_months: 6, notice_period: 30, probation_end_date: '2027-06-01', date_of_joining: '2026-12-01', contact_no: '9876543210', shift_code: 'S1', password_hash: null, manager: 'MGR001' });
    expect(Number(row.ctc)).toBe(1200000);
    expect(row.joining_details).toMatchObject({ workLocationCity: 'Madurai', asset: 'Laptop', ticketId: 'TCK-2101', years: '3', accessType: ['Employee'] });

    const { rows: roles } = await sql<{ role_type: string }>`
      SELECT r.role_type FROM employee_role er JOIN role r ON r.id = er.role_id WHERE er.employee_id = ${row.id}`.execute(db());
    expect(roles.map((r) => r.role_type)).toEqual(['Employee']);

    // A leave scheme: the one the grade, role of intake or default gives (here the organisation's default).
    const { rows: schemes } = await sql<{ scheme_name: string }>`
      SELECT scheme_name FROM leave_scheme s JOIN organization o ON o.id = s.organization_id WHERE o.organization_code = 'ACME' AND s.is_default AND s.status = 'Active'`.execute(db());
    expect(answer.data.leaveScheme).toBe(schemes[0]?.scheme_name ?? null);

    // In the look-ups at once.
    const active = (await call(server, hr, 'GET', '/api/employee/getActiveEmployees')).json().data as { value: string }[];
    expect(active.map((option) => option.value)).toContain('EMP181');

    const audit = await db().selectFrom('audit_log').select(['action', 'entity']).where('entity', '=', 'Employee').where('entity_id', '=', 'EMP181').execute();
    expect(audit).toEqual([{ action: 'create', entity: 'Employee' }]);

    // The link reaches the personal mailbox only; the outbox keeps it redacted.
    const link = mailbox.resetLinkTo('meera.iyer@example.org');
    const outbox = await db().selectFrom('outbox_mail').select(['subject', 'body']).where('to_address', '=', 'meera.iyer@example.org').executeTakeFirstOrThrow();
    expect(outbox.body).toContain('token=[redacted]');
    expect(outbox.body).toContain('EMP181');
    // Rendered from the organisation's Welcome template (docs/mail-templates.md): the seeded subject, ACME's name.
    const acme = await db().selectFrom('organization').select('organization_detail').where('organization_code', '=', 'ACME').executeTakeFirstOrThrow();
    expect(outbox.subject).toBe(`Welcome to ${acme.organization_detail}, Meera!`);
    const token = new URL(link).searchParams.get('token')!;
    const set = await server.app.inject({ method: 'PUT', url: '/api/forgot-password/change-Password', payload: { token, confirmPassword: 'First@Pass1' } });
    expect(set.statusCode, set.body).toBe(200);
    const key = (await server.app.inject({ url: '/api/crypto/public-key' })).json().data.publicKey;
    const signIn = await server.app.inject({ method: 'POST', url: '/api/users/auth/login', payload: { empId: 'EMP181', ...encryptForLogin(key, 'First@Pass1') } });
    expect(signIn.statusCode, signIn.body).toBe(200);
  });

  it('gives a request that bypasses the form the form’s messages, and writes nothing', async () => {
    const before = await employees();
    const response = await add(hr, body({ firstName: '   ', lastName: '', ticketId: ' ', primaryContactNumber: 12345, buddyId: '', grade: '', mailIdDomain: '', asset: '', workLocationCity: ' ', years: null, doj: '31/02/2026', personalEmailId: 'meera@', ctc: 'abc' }));
    expect(response.statusCode).toBe(400);
    const messages = Object.fromEntries((response.json().fields as { field: string; message: string }[]).map((f) => [f.field, f.message]));
    expect(messages).toEqual({
      ticketId: 'Ticket ID is required',
      firstName: 'First Name cannot be empty or just spaces',
      lastName: 'Last Name cannot be empty or just spaces',
      primaryContactNumber: 'Enter a valid 10-digit phone number',
      personalEmailId: 'Invalid email format',
      years: 'Years is required',
      grade: 'Grade cannot be empty or just spaces',
      buddyId: 'HRBP is required',
      workLocationCity: 'Please enter the Work Location City',
      ctc: 'CTC must contain digits only',
      doj: 'Invalid date',
      mailIdDomain: 'Please Select Mail ID domain',
      asset: 'Please Select Asset',
    });
    expect(await employees()).toEqual(before);
  });

  it('refuses dangling references and §4 broken by a request, writing nothing', async () => {
    const before = await employees();
    const response = await add(hr, body({ department: 'Astrology', reviewer: 'EMP999', grade: 'Z9', shift: 'Q7', subOrganization: 'NILE', workLocation: 'Atlantis', workLocationCity: '' }));
    expect(response.statusCode).toBe(400);
    const messages = Object.fromEntries((response.json().fields as { field: string; message: string }[]).map((f) => [f.field, f.message]));
    expect(messages).toEqual({
      subOrganization: 'Sub Organization must be ACME',
      department: 'Department Astrology does not exist',
      grade: 'Grade Z9 does not exist',
      reviewer: "Reviewer 'EMP999' is not an active employee",
      workLocation: 'Work Location Atlantis does not exist',
      shift: 'Shift Q7 does not exist',
    });
    const trainee = await add(hr, body({ roleOfIntake: 'NAPS', grade: 'G1' }));
    expect(trainee.statusCode).toBe(400);
    expect(trainee.json().message).toBe('Grade must be TR for role of intake NAPS');
    expect(await employees()).toEqual(before);
  });

  it('refuses a division head who is not in get-division-head, writing nothing', async () => {
    const heads = (await call(server, hr, 'GET', '/api/employee/get-division-head?limit=100')).json().data as { value: string }[];
    expect(heads.map((head) => head.value)).toContain('MGR001');
    expect(heads.map((head) => head.value)).not.toContain('EMP001');
    const before = await employees();
    const response = await add(hr, body({ divisionHeadId: 'EMP001' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'divisionHeadId', message: "Division Head 'EMP001' is not a division head of this organisation" }]);
    expect(await employees()).toEqual(before);
  });

  it('lets HRSS add without ticket ID or CTC, stored as CTC 0 (spec 002 §6)', async () => {
    const hrss = (await openSession(server, 'EMP011', { role: 'HRSS' })).token;
    const response = await add(hrss, body({ ticketId: '', ctc: undefined, firstName: 'Ravi', lastName: 'Kumar', personalEmailId: 'ravi.kumar@example.org', roleOfIntake: 'NAPS', grade: 'TR', probation: 'Trainee', probationMonths: 0, noticePeriod: 15, workLocation: 'Chennai HQ', workLocationCity: 'ignored' }));
    expect(response.statusCode, response.body).toBe(201);
    const row = await db().selectFrom('employee').select(['ctc', 'probation', 'probation_end_date', 'joining_details']).where('emp_id', '=', response.json().data.empId).executeTakeFirstOrThrow();
    expect(Number(row.ctc)).toBe(0);
    expect(row.probation).toBe('Trainee');
    expect(row.probation_end_date).toBeNull();
    expect(row.joining_details).toMatchObject({ workLocationCity: '' });
    // The same body from HR needs both.
    const fromHr = await add(hr, body({ ticketId: '', ctc: undefined }));
    expect(fromHr.json().fields).toEqual([
      { field: 'ticketId', message: 'Ticket ID is required' },
      { field: 'ctc', message: 'CTC is required' },
    ]);
  });

  it('numbers a sub-organisation’s people by its own prefix, under its parent organisation (§6)', async () => {
    const nile = (await openSession(server, 'ADMIN', { organization: 'NILE' })).token;
    const options = (await call(server, nile, 'GET', '/api/employee/add-options')).json().data;
    expect(options.organization.code).toBe('ACME');
    expect(options.subOrganization.code).toBe('NILE');
    expect(options.mailDomains).toContain('nile.example.com');
    const response = await add(nile, body({ organization: 'ACME', subOrganization: 'NILE', firstName: 'Omar', lastName: 'Hassan', personalEmailId: 'omar@example.org', mailIdDomain: 'nile.example.com', recruiterId: 'NIL001', buddyId: 'NIL001', primaryReportingManager: 'NIL001', reviewer: 'NIL002', divisionHeadId: 'NIL004' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.empId).toBe('NIL021');
    // ACME's people are not NILE's: a reference across organisations is refused.
    const across = await add(nile, body({ organization: 'ACME', subOrganization: 'NILE', mailIdDomain: 'nile.example.com' }));
    expect(across.json().fields.map((f: { field: string }) => f.field)).toEqual(['recruiterId', 'buddyId', 'primaryReportingManager', 'reviewer', 'divisionHeadId']);
  });

  it('is for those who may add on People → Add Employee', async () => {
    const before = await employees();
    for (const [empId, role] of [['EMP020', 'Employee'], ['EMP015', 'Graphics Team']]) {
      const token = (await openSession(server, empId, { role })).token;
      expect((await add(token, body({}))).statusCode).toBe(403);
      expect((await call(server, token, 'GET', '/api/employee/add-options')).statusCode).toBe(403);
    }
    expect(await employees()).toEqual(before);
  });

  it('refuses a personal mail another employee holds (case and spaces aside), naming the field; another organisation’s neutrally', async () => {
    const before = await employees();
    const same = await add(hr, body({ personalEmailId: ' MEERA.Iyer@example.org ' }));
    expect(same.statusCode).toBe(400);
    expect(same.json().fields).toEqual([{ field: 'personalEmailId', message: 'Personal Email ID MEERA.Iyer@example.org already belongs to employee EMP181' }]);
    // omar@example.org is NILE's NIL021: ACME's HR learns it is taken, not whose.
    const elsewhere = await add(hr, body({ personalEmailId: 'omar@example.org' }));
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe('Personal Email ID omar@example.org is already taken');
    expect(await employees()).toEqual(before);
  });

  it('makes one employee of two identical requests sent at once (a double submit)', async () => {
    const twice = body({ firstName: 'Twice', lastName: 'Sent', personalEmailId: 'twice.sent@example.org' });
    const answers = await Promise.all([add(hr, twice), add(hr, twice)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.statusCode === 400)!.json().fields[0].field).toBe('personalEmailId');
    const made = await db().selectFrom('employee').select('emp_id').where('personal_email', '=', 'twice.sent@example.org').execute();
    expect(made).toHaveLength(1);
  });

  it('pre-fills the reviewer from the manager, and lists the shifts', async () => {
    const reviewer = await call(server, hr, 'GET', '/api/employee/by-primary-manager?managerId=EMP001');
    const { manager } = await db()
      .selectFrom('employee as e')
      .innerJoin('employee as m', 'm.id', 'e.reporting_manager_id')
      .select('m.emp_id as manager')
      .where('e.emp_id', '=', 'EMP001')
      .executeTakeFirstOrThrow();
    expect(reviewer.json().data.reviewer.empId).toBe(manager);
    expect((await call(server, hr, 'GET', '/api/employee/by-primary-manager?managerId=NOBODY')).statusCode).toBe(404);
    const shifts = (await call(server, hr, 'GET', '/api/employee/get-ShiftByOrg')).json().data as { shiftCode: string; shiftName: string }[];
    expect(shifts).toContainEqual(expect.objectContaining({ shiftCode: 'S1', shiftName: 'Regular' }));
  });
});
