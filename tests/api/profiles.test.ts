import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/database.js';
import { loadIdCardFacts } from '../../src/server/employees/idCard.js';
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
    const saved = await call('HR001', 'PUT', '/api/employee/work-info/hr/EMP001', { designation: 'Senior Engineer', seatNumber: 'B-204' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await db.selectFrom('employee').select('designation').where('emp_id', '=', 'EMP001').executeTakeFirstOrThrow()).designation).toBe('Senior Engineer');
    const hrInfo = await call('HR001', 'PUT', '/api/employee/hr-info/hr/EMP001', { grade: 'E3', noticePeriod: 60 });
    expect(hrInfo.statusCode).toBe(200);
    const own = (await call('EMP001', 'GET', '/api/employee/hr-info')).json().data;
    expect(own.values).toMatchObject({ grade: 'E3', noticePeriod: 60 });
    expect(own.editable).toEqual([]);
    const asHr = (await call('HR001', 'GET', '/api/employee/hr-info/hr/EMP001')).json().data;
    expect(asHr.editable).toContain('grade');
    // The employee's own contact is theirs; HR may correct it too.
    expect((await call('HR001', 'GET', '/api/employee/contact-info/hr/EMP001')).json().data.values.city).toBe('Chennai');
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
