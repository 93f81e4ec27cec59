import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/database.js';
import { loadIdCardFacts } from '../../src/server/employees/idCard.js';
import { openSession } from '../helpers/routeWalk.js';
import { databaseKinds } from '../helpers/testDatabases.js';
import { bearer, startTestServer, type TestServer } from '../helpers/testServer.js';

describe.each(databaseKinds)('profile sections on %s', (kind) => {
  let server: TestServer;
  let db: Db;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer(kind, { config: { attendanceProcessing: false } });
    db = server.database.db;
    for (const empId of ['EMP001', 'EMP002', 'HR001', 'NIL001']) tokens[empId] = (await server.login(empId)).token;
  });
  afterAll(() => server?.close());

  const call = (who: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
    server.app.inject({ method, url, headers: bearer(tokens[who]), ...(payload === undefined ? {} : { payload: payload as object }) });
  const auditCount = async () => Number((await db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).where('entity', '=', 'employee_profile').executeTakeFirstOrThrow()).n);

  it('lets the employee change their own contact, only the fields named, and audits it', async () => {
    const first = await call('EMP001', 'PUT', '/api/employee/contact-info', { primaryContactNumber: '9876543210', city: 'Chennai' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe('Contact updated successfully');
    const second = await call('EMP001', 'PUT', '/api/employee/contact-info', { personalEmailId: 'kavya@example.com' });
    expect(second.statusCode).toBe(200);
    const read = await call('EMP001', 'GET', '/api/employee/contact-info');
    expect(read.json().data.values).toMatchObject({ primaryContactNumber: '9876543210', city: 'Chennai', personalEmailId: 'kavya@example.com' });
    expect(read.json().data.editable).toContain('primaryContactNumber');
    expect(read.json().data.editable).not.toContain('officialEmail');
    const audit = await db.selectFrom('audit_log').select(['after', 'entity_id']).where('entity', '=', 'employee_profile').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit.entity_id).toBe('EMP001');
    expect(JSON.parse(JSON.stringify(audit.after))).toMatchObject({ section: 'contact', personalEmailId: 'kavya@example.com' });
  });

  it('refuses an HR-only field from the employee with a clear message and writes nothing', async () => {
    const audits = await auditCount();
    const before = await db.selectFrom('employee').select(['designation', 'first_name']).where('emp_id', '=', 'EMP001').executeTakeFirstOrThrow();
    const refused = await call('EMP001', 'PUT', '/api/employee/work-info', { designation: 'Chief Executive', primarySkill: 'TypeScript' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Designation can be changed by HR only');
    expect(refused.json().fields).toEqual([{ field: 'designation', message: 'Designation can be changed by HR only' }]);
    const hrSection = await call('EMP001', 'PUT', '/api/employee/hr-info', { grade: 'E9' });
    expect(hrSection.statusCode).toBe(403);
    expect(hrSection.json().message).toBe('Grade can be changed by HR only');
    expect((await call('EMP001', 'GET', '/api/employee/work-info')).json().data.values.primarySkill).toBeUndefined();
    expect(await db.selectFrom('employee').select(['designation', 'first_name']).where('emp_id', '=', 'EMP001').executeTakeFirstOrThrow()).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it('accepts an HR-only field sent back unchanged, as a whole form sends it', async () => {
    const { values } = (await call('EMP001', 'GET', '/api/employee/basic-info')).json().data;
    const saved = await call('EMP001', 'PUT', '/api/employee/basic-info', { firstName: values.firstName, lastName: values.lastName, nationality: 'Indian' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.values).toMatchObject({ firstName: values.firstName, nationality: 'Indian' });
  });

  it('validates a section by its schema, message per field, writing nothing', async () => {
    const refused = await call('EMP001', 'PUT', '/api/employee/contact-info', { primaryContactNumber: '12345', personalEmailId: 'nope', unknownField: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual(
      expect.arrayContaining([
        { field: 'primaryContactNumber', message: 'Enter a valid 10-digit phone number' },
        { field: 'personalEmailId', message: 'Invalid email format' },
        { field: 'unknownField', message: 'Unknown Field is not a known field' },
      ]),
    );
    expect((await call('EMP001', 'GET', '/api/employee/contact-info')).json().data.values.primaryContactNumber).toBe('9876543210');
    const lists = await call('EMP001', 'PUT', '/api/employee/edu-info', { qualifications: [{ institution: 'IIT' }] });
    expect(lists.statusCode).toBe(400);
    expect(lists.json().fields).toEqual([{ field: 'qualifications.0.qualification', message: 'Qualification is required' }]);
    const saved = await call('EMP001', 'PUT', '/api/employee/family-info', { members: [{ relationship: 'Mother', name: 'Lakshmi', dependent: true }] });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('lets HR of the organisation change HR-only fields through /hr/{id}, kept on the employee row where the product reads them', async () => {
    // A designation is one of the Designation list's, as Add Employee's (typed in any case, kept as the list spells it).
    const saved = await call('HR001', 'PUT', '/api/employee/work-info/hr/EMP001', { designation: 'senior software engineer', seatNumber: 'B-204' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await db.selectFrom('employee').select('designation').where('emp_id', '=', 'EMP001').executeTakeFirstOrThrow()).designation).toBe('Senior Software Engineer');
    const hrInfo = await call('HR001', 'PUT', '/api/employee/hr-info/hr/EMP001', { grade: 'G2', noticePeriod: 60, band: 'B1' });
    expect(hrInfo.statusCode, hrInfo.body).toBe(200);
    const own = (await call('EMP001', 'GET', '/api/employee/hr-info')).json().data;
    expect(own.values).toMatchObject({ grade: 'G2', noticePeriod: 60, band: 'B1' });
    // The employee reads labels; the choices are only for who may change them.
    expect(own.options).toEqual({});
    expect(own.editable).toEqual([]);
    const asHr = (await call('HR001', 'GET', '/api/employee/hr-info/hr/EMP001')).json().data;
    expect(asHr.editable).toContain('grade');
    // The employee's own contact is theirs; HR may correct it too.
    expect((await call('HR001', 'GET', '/api/employee/contact-info/hr/EMP001')).json().data.values.city).toBe('Chennai');
  });

  describe('what Add Employee stored', () => {
    let hr: string;
    let empId: string;
    const asHr = (method: 'GET' | 'PUT', url: string, payload?: unknown) =>
      server.app.inject({ method, url, headers: bearer(hr), ...(payload === undefined ? {} : { payload: payload as object }) });
    const row = () =>
      db
        .selectFrom('employee as e')
        .leftJoin('employee as m', 'm.id', 'e.reporting_manager_id')
        .select(['e.notice_period', 'e.grade_id', 'e.work_location_id', 'e.probation_months', 'e.probation_end_date', 'e.department', 'e.joining_details', 'm.emp_id as manager'])
        .where('e.emp_id', '=', empId)
        .executeTakeFirstOrThrow();
    const optionId = async (referenceName: string, label: string) =>
      ((await asHr('GET', `/api/settings?referenceName=${encodeURIComponent(referenceName)}&limit=500`)).json().data as { value: number; label: string }[]).find((o) => o.label === label)!.value;

    beforeAll(async () => {
      hr = (await openSession(server, 'HR001', { role: 'HR Ops Admin' })).token;
      const added = await server.app.inject({
        method: 'POST',
        url: '/api/employee',
        headers: bearer(hr),
        payload: {
          formName: 'Add Employee',
          formFields: {
            ...{ ticketId: 'TCK-3101', firstName: 'Nila', middleName: 'K', lastName: 'Raman', organization: 'ACME', subOrganization: 'ACME', rfh: '' },
            ...{ department: 'Engineering', designation: 'Software Engineer', primaryContactNumber: 9876501234, secondaryContactNumber: 9876501235 },
            ...{ personalEmailId: 'nila.raman@example.org', roleOfIntake: 'Lateral', attendanceFormat: 'Mon-Fri 5 days / week', weekOff: 'Saturday-Alternative Full Day' },
            ...{ experience: 'Experienced', years: 3, months: 4, grade: 'G2', probation: 'Probation', probationMonths: 6, noticePeriod: 30 },
            ...{ recruiterId: 'HR001', buddyId: 'HR001', primaryReportingManager: 'MGR001', reviewer: 'HR001', workLocation: 'Work From Home', workLocationCity: 'Madurai' },
            ...{ ctc: 1200000, doj: '01/12/2026', gender: 'Female', divisionHeadId: 'MGR001', swipeMethod: 'Bio Metric', shift: 'S1', manpowerOutsourcing: 'No' },
            ...{ marketFacingTitle: 'Consultant', mailIdRequired: 'Yes', mailIdDomain: 'acme.example.com', assetRequired: 'No', asset: '', mobileAccess: 'No', accessType: ['Employee'] },
          },
        },
      });
      expect(added.statusCode, added.body).toBe(201);
      empId = added.json().data.empId;
    });

    it('shows HR Information, Working Information, Contact and Probation as Add Employee stored them', async () => {
      const hrInfo = (await asHr('GET', `/api/employee/hr-info/hr/${empId}`)).json().data;
      expect(hrInfo.values).toEqual({ grade: 'G2', roleOfIntake: 'Lateral', noticePeriod: 30, recruiterId: 'HR001', buddyId: 'HR001', reportingManager: 'MGR001', reviewer: 'HR001', divisionHeadId: 'MGR001' });
      // The selects offer Add Employee's own look-ups.
      expect(hrInfo.options.grade).toContainEqual({ value: 'G2', label: 'G2' });
      expect(hrInfo.options.reportingManager).toContainEqual(expect.objectContaining({ value: 'MGR001' }));
      // Division heads are get-division-head's only, as the server checks: a team member is not offered.
      expect(hrInfo.options.divisionHeadId.length).toBeGreaterThan(0);
      expect(hrInfo.options.divisionHeadId).not.toContainEqual(expect.objectContaining({ value: 'EMP004' }));
      const work = (await asHr('GET', `/api/employee/work-info/hr/${empId}`)).json().data;
      expect(work.values).toEqual({ department: 'Engineering', designation: 'Software Engineer', dateOfJoining: '2026-12-01', workLocation: 'Work From Home', workLocationCity: 'Madurai', marketFacingTitle: 'Consultant' });
      expect(work.options.department).toContainEqual({ value: 'Engineering', label: 'Engineering' });
      const contact = (await asHr('GET', `/api/employee/contact-info/hr/${empId}`)).json().data;
      expect(contact.values).toMatchObject({ primaryContactNumber: '9876501234', secondaryContactNumber: '9876501235', personalEmailId: 'nila.raman@example.org' });
      expect((await asHr('GET', `/api/employee/basic-info/hr/${empId}`)).json().data.values).toMatchObject({ firstName: 'Nila', middleName: 'K' });
      expect((await asHr('GET', `/api/employee/probation-info/hr/${empId}`)).json().data.values).toEqual({ probationMonths: 6, probationEndDate: '2027-06-01' });
    });

    it('saves notice period, grade and work location on the employee row, and refuses what Add Employee refuses', async () => {
      const grades = ((await asHr('GET', `/api/employee/hr-info/hr/${empId}`)).json().data.options.grade as { value: string }[]).map((o) => o.value);
      const grade = grades.find((name) => name !== 'G2' && name !== 'TR')!;
      const saved = await asHr('PUT', `/api/employee/hr-info/hr/${empId}`, { noticePeriod: 60, grade });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data.values).toMatchObject({ noticePeriod: 60, grade });
      const work = await asHr('PUT', `/api/employee/work-info/hr/${empId}`, { workLocation: 'Pune', workLocationCity: '' });
      expect(work.statusCode, work.body).toBe(200);
      expect(await row()).toMatchObject({ notice_period: 60, grade_id: await optionId('Grade', grade), work_location_id: await optionId('Work Location', 'Pune') });
      expect((await row()).joining_details).toMatchObject({ workLocationCity: '', asset: '' });

      const refused = await asHr('PUT', `/api/employee/work-info/hr/${empId}`, { department: 'Astrology', seatNumber: 'Z-1' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Department Astrology does not exist');
      expect(refused.json().fields).toEqual([{ field: 'department', message: 'Department Astrology does not exist' }]);
      const person = await asHr('PUT', `/api/employee/hr-info/hr/${empId}`, { recruiterId: 'NOBODY9' });
      expect(person.json().message).toBe("Recruiter 'NOBODY9' is not an active employee");
      expect((await row()).department).toBe('Engineering');
    });

    it('recomputes the probation end date when the date of joining or the probation months change', async () => {
      expect((await asHr('PUT', `/api/employee/work-info/hr/${empId}`, { dateOfJoining: '2026-12-15' })).statusCode).toBe(200);
      expect((await row()).probation_end_date).toBe('2027-06-15');
      expect((await asHr('PUT', `/api/employee/probation-info/hr/${empId}`, { probationMonths: 3 })).statusCode).toBe(200);
      expect(await row()).toMatchObject({ probation_months: 3, probation_end_date: '2027-03-15' });
    });

    it('changes the reporting manager through the reporting-line rules: no self, no cycle, audited', async () => {
      const self = await asHr('PUT', `/api/employee/hr-info/hr/${empId}`, { reportingManager: empId });
      expect(self.statusCode).toBe(400);
      expect(self.json().message).toBe(`${empId} cannot report to themselves`);
      const cycle = await asHr('PUT', '/api/employee/hr-info/hr/MGR001', { reportingManager: empId });
      expect(cycle.statusCode).toBe(400);
      expect(cycle.json().message).toMatch(new RegExp(`^MGR001 cannot report to ${empId}: ${empId} already reports to MGR001`));
      expect((await row()).manager).toBe('MGR001');
      const moved = await asHr('PUT', `/api/employee/hr-info/hr/${empId}`, { reportingManager: 'HR001' });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().data.values.reportingManager).toBe('HR001');
      expect((await row()).manager).toBe('HR001');
      const audit = await db.selectFrom('audit_log').select(['before', 'after']).where('entity', '=', 'employee').where('action', '=', 'reporting-line').where('entity_id', '=', empId).executeTakeFirstOrThrow();
      expect(JSON.parse(JSON.stringify(audit.before))).toMatchObject({ reportingManager: 'MGR001' });
      expect(JSON.parse(JSON.stringify(audit.after))).toMatchObject({ reportingManager: 'HR001' });
    });
  });

  it('keeps one employee out of another one\'s profile, and one organisation out of another\'s', async () => {
    expect((await call('EMP001', 'GET', '/api/employee/contact-info/hr/EMP002')).statusCode).toBe(403);
    expect((await call('EMP001', 'PUT', '/api/employee/contact-info/hr/EMP002', { city: 'Pune' })).statusCode).toBe(403);
    expect((await call('EMP001', 'GET', '/api/employee/card/info/EMP002')).statusCode).toBe(403);
    const nile = await call('HR001', 'GET', '/api/employee/contact-info/hr/NIL001');
    expect(nile.statusCode).toBe(404);
    expect(nile.json().message).toBe('Employee not found');
    expect((await call('HR001', 'PUT', '/api/employee/basic-info/hr/NIL001', { nationality: 'X' })).statusCode).toBe(404);
    expect((await call('HR001', 'GET', '/api/employee/card/info/NIL001')).statusCode).toBe(404);
    expect((await call('NIL001', 'GET', '/api/employee/contact-info')).json().data.values.city).toBeUndefined();
  });

  it('keeps ID card details HR\'s, readable by the employee, and prints them on the ID card', async () => {
    const refused = await call('EMP001', 'PUT', '/api/employee/update-idCardByHr/EMP001', { bloodGroup: 'O+' });
    expect(refused.statusCode).toBe(403);
    const saved = await call('HR001', 'PUT', '/api/employee/update-idCardByHr/EMP001', { empRelation: 'Mother', nameOfRelation: 'Lakshmi', contactNo: '9123456780', bloodGroup: 'B+' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('ID card details updated successfully');
    const own = (await call('EMP001', 'GET', '/api/employee/card/info/EMP001')).json().data;
    expect(own).toMatchObject({ empId: 'EMP001', empRelation: 'Mother', nameOfRelation: 'Lakshmi', contactNo: '9123456780', bloodGroup: 'B+', status: 'Active' });
    expect((await db.selectFrom('employee').select('blood_group').where('emp_id', '=', 'EMP001').executeTakeFirstOrThrow()).blood_group).toBe('B+');
    const card = await call('EMP001', 'GET', '/api/users/docs/idcard/EMP001.pdf');
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('application/pdf');
    const employee = await db.selectFrom('employee').select('id').where('emp_id', '=', 'EMP001').executeTakeFirstOrThrow();
    const acme = await db.selectFrom('organization').select('id').where('organization_code', '=', 'ACME').executeTakeFirstOrThrow();
    expect(await loadIdCardFacts(db, employee.id, acme.id)).toMatchObject({
      empId: 'EMP001',
      bloodGroup: 'B+',
      contactNo: '9123456780',
      relation: 'Lakshmi (Mother)',
    });
  });

  it('stamps the overall submit', async () => {
    expect((await call('EMP002', 'POST', '/api/employee/updateProfileOverallSubmit', { when: 'now' })).statusCode).toBe(400);
    const submitted = await call('EMP002', 'POST', '/api/employee/updateProfileOverallSubmit', {});
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().message).toBe('Profile submitted successfully');
    const row = await db.selectFrom('employee_profile as p').innerJoin('employee as e', 'e.id', 'p.employee_id').select('p.submitted_at').where('e.emp_id', '=', 'EMP002').executeTakeFirstOrThrow();
    expect(row.submitted_at).not.toBeNull();
  });

  it("shows HR when an employee submitted their profile, through getEmployeeProfile's HR variant", async () => {
    const before = await call('HR001', 'GET', '/api/employee/getEmployeeProfile/hr/EMP001');
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data).toMatchObject({ empId: 'EMP001', submittedAt: null, organization: { organizationCode: 'ACME' } });
    const submitted = (await call('EMP001', 'POST', '/api/employee/updateProfileOverallSubmit', {})).json().data.submittedAt;
    const after = (await call('HR001', 'GET', '/api/employee/getEmployeeProfile/hr/EMP001')).json().data;
    expect(after.submittedAt).toBe(submitted);
    expect((await call('EMP001', 'GET', '/api/employee/getEmployeeProfile/hr/EMP002')).statusCode).toBe(403);
    expect((await call('HR001', 'GET', '/api/employee/getEmployeeProfile/hr/NIL001')).statusCode).toBe(404);
  });

  it('takes ID card details in the body form of update-idCardByHr (spec 002 §3: empId in the entity), by the same rules', async () => {
    const saved = await call('HR001', 'PUT', '/api/employee/update-idCardByHr', { empId: 'EMP002', empRelation: 'Father', nameOfRelation: 'Ravi', contactNo: '9000000001', bloodGroup: 'A+', status: 'Active' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ empId: 'EMP002', empRelation: 'Father', status: 'Active' });
    expect((await call('EMP002', 'GET', '/api/employee/card/info/EMP002')).json().data).toMatchObject({ nameOfRelation: 'Ravi', contactNo: '9000000001', bloodGroup: 'A+' });
    expect((await call('EMP001', 'PUT', '/api/employee/update-idCardByHr', { empId: 'EMP001', bloodGroup: 'O+' })).statusCode).toBe(403);
    expect((await call('HR001', 'PUT', '/api/employee/update-idCardByHr', { empId: 'NIL001', bloodGroup: 'O+' })).statusCode).toBe(404);
    expect((await call('HR001', 'PUT', '/api/employee/update-idCardByHr', { bloodGroup: 'O+' })).statusCode).toBe(400);
    const invalid = await call('HR001', 'PUT', '/api/employee/update-idCardByHr', { empId: 'EMP002', contactNo: '12' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toEqual([{ field: 'contactNo', message: 'Enter a valid 10-digit phone number' }]);
  });
});
