import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLeaveSchemes } from '../../src/server/leave/loadLeaveSchemes.js';
import { tableFingerprint } from '../helpers/routeWalk.js';
import { databaseKinds } from '../helpers/testDatabases.js';
import { bearer, startTestServer, type TestServer } from '../helpers/testServer.js';

/**
 * Issue 11 §1 (docs/leave-types-and-schemes.md): leave types at spec 002 §7's /leave/category paths,
 * their rules and what the ledger fixes; schemes at /leave/scheme with their entitlements,
 * assignments and default; which scheme applies to whom; the types an employee may take; a new
 * organisation's Standard scheme. Expectations are the decisions of that page, not the code.
 */

const SCHEME_TABLES = ['leave_scheme', 'leave_scheme_entitlement', 'leave_scheme_assignment', 'employee'];

describe.each(databaseKinds)('leave types and schemes on %s', (kind) => {
  let server: TestServer;
  let hr: string;
  let hrss: string;
  let employee: string;
  let nileAdmin: string;
  let acmeId: number;
  let nileId: number;
  let grades: number[];
  let roles: number[];

  const db = () => server.database.db;
  const call = (token: string, method: string, url: string, payload?: unknown) =>
    server.app.inject({ method: method as 'GET', url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
  const fingerprint = async () => Promise.all(SCHEME_TABLES.map((table) => tableFingerprint(db(), table)));
  const typeId = async (code: string, organizationId = acmeId) =>
    (await db().selectFrom('master_leave_type_category' as never).select('id' as never).where('code' as never, '=', code as never).where('organization_id' as never, '=', organizationId as never).executeTakeFirstOrThrow()) as unknown as { id: number };

  beforeAll(async () => {
    server = await startTestServer(kind, { config: { attendanceProcessing: false } });
    [hr, hrss, employee] = await Promise.all(['HR001', 'EMP011', 'EMP020'].map(async (empId) => (await server.login(empId)).token));
    const admin = (await server.login('ADMIN')).token;
    nileAdmin = (await call(admin, 'POST', '/api/users/auth/switch', { type: 'Organization', value: 'NILE' })).json().data.token;
    const orgs = await db().selectFrom('organization').select(['id', 'organization_code']).execute();
    acmeId = orgs.find((o) => o.organization_code === 'ACME')!.id;
    nileId = orgs.find((o) => o.organization_code === 'NILE')!.id;
    const ids = async (table: string) =>
      ((await db().selectFrom(table as never).select('id' as never).where('organization_id' as never, '=', acmeId as never).orderBy('id' as never).limit(3).execute()) as { id: number }[]).map((r) => Number(r.id));
    grades = await ids('master_grade');
    roles = await ids('master_role_of_intake');
  });
  afterAll(() => server?.close());

  describe('leave types at /leave/category', () => {
    it('lists the legend types, the category choices, and is Leave Admin only', async () => {
      const page = await call(hr, 'GET', `/api/leave/category?org=${acmeId}&size=20`);
      expect(page.statusCode).toBe(200);
      const codes = page.json().data.content.map((t: { code: string }) => t.code).sort();
      expect(codes).toEqual(['BL', 'CL', 'CO', 'L', 'ML', 'PAL', 'PL', 'PRL', 'RH', 'SL']);
      expect((await call(hr, 'GET', '/api/leave/category/type')).json().data).toEqual(['Paid Leave', 'Unpaid Leave', 'Special Leave']);
      expect((await call(employee, 'GET', '/api/leave/category')).statusCode).toBe(403);
      expect((await call(hrss, 'GET', '/api/leave/category')).statusCode).toBe(200);
    });

    it('adds a type for the active organisation only (org of another is 404, nothing written)', async () => {
      const before = await tableFingerprint(db(), 'master_leave_type_category');
      const body = { code: 'STU', leaveName: 'Study Leave', category: 'Special Leave', accrual: 'Yearly' };
      const elsewhere = await call(hr, 'POST', `/api/leave/category?org=${nileId}`, body);
      expect(elsewhere.statusCode).toBe(404);
      expect(await tableFingerprint(db(), 'master_leave_type_category')).toEqual(before);
      expect((await call(employee, 'POST', `/api/leave/category?org=${acmeId}`, body)).statusCode).toBe(403);
      const created = await call(hr, 'POST', `/api/leave/category?org=${acmeId}`, body);
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ data: { code: 'STU', paid: true, carryForwardCap: 0 }, message: 'Leave Type added successfully' });
      expect((await call(hr, 'POST', `/api/leave/category?org=${acmeId}`, body)).statusCode).toBe(409);
    });

    it('refuses rules that mean nothing: an expiry without a cap, an encashable unpaid type', async () => {
      const before = await tableFingerprint(db(), 'master_leave_type_category');
      const expiry = await call(hr, 'POST', '/api/leave/category', { code: 'EXP', leaveName: 'Expiring', category: 'Paid Leave', accrual: 'Yearly', carryForwardExpiryMonths: 3, carryForwardCap: 0 });
      expect(expiry.statusCode).toBe(400);
      expect(expiry.json().fields).toEqual([{ field: 'carryForwardCap', message: 'Carry Forward Cap (Days) must be at least 0.5' }]);
      const encash = await call(hr, 'POST', '/api/leave/category', { code: 'ENC', leaveName: 'Unpaid', category: 'Unpaid Leave', paid: false, accrual: 'None', encashableCap: 5 });
      expect(encash.statusCode).toBe(400);
      expect(encash.json().fields).toEqual([{ field: 'encashableCap', message: 'Encashable Cap (Days) must be at most 0' }]);
      expect(await tableFingerprint(db(), 'master_leave_type_category')).toEqual(before);
      const withCap = await call(hr, 'POST', '/api/leave/category', { code: 'EXQ', leaveName: 'Expiring', category: 'Paid Leave', accrual: 'Yearly', carryForwardExpiryMonths: 3, carryForwardCap: 10 });
      expect(withCap.statusCode).toBe(201);
    });

    // PUT /leave/category/{id} holds the grid's optimistic lock: it names the version it read (issue 17 §4).
    const versionOf = async (id: number) => (await call(hr, 'GET', `/api/leaveTypeCategory/${id}`)).json().version as number;

    it('keeps the code of a type the ledger uses, and the type itself; deactivating stays possible', async () => {
      const { id } = await typeId('CL');
      const rename = await call(hr, 'PUT', `/api/leave/category/${id}`, { code: 'CAS', version: await versionOf(id) });
      expect(rename.statusCode).toBe(409);
      expect(rename.json().message).toMatch(/^Leave type CL is used by \d+ balance entries, 1 leave scheme and cannot be given another code/);
      const removed = await call(hr, 'DELETE', `/api/leave/category/${id}`);
      expect(removed.statusCode).toBe(409);
      expect(removed.json().message).toMatch(/^Leave type CL is used by .* and cannot be deleted\. Set it Inactive instead\.$/);
      expect((await call(hr, 'PUT', `/api/leave/category/${id}`, { status: 'Inactive', version: await versionOf(id) })).json().data).toMatchObject({ code: 'CL', status: 'Inactive' });
      expect((await call(hr, 'PUT', `/api/leave/category/${id}`, { status: 'Active', version: await versionOf(id) })).statusCode).toBe(200);
      // HRSS holds Leave Admin without delete.
      expect((await call(hrss, 'DELETE', `/api/leave/category/${id}`)).statusCode).toBe(403);
    });

    it('renames or deletes only a type nothing names: a scheme listing it or a granter run naming it is a use (409)', async () => {
      const created = (await call(hr, 'POST', '/api/leave/category', { code: 'SAB', leaveName: 'Sabbatical', category: 'Special Leave', accrual: 'Yearly' })).json().data;
      expect((await call(hr, 'PUT', `/api/leave/category/${created.id}`, { code: 'SBT', version: await versionOf(created.id) })).statusCode).toBe(200);
      const standard = (await call(hr, 'GET', '/api/leave/scheme')).json().data.find((s: { isDefault: boolean }) => s.isDefault);
      const withSbt = await call(hr, 'PUT', `/api/leave/scheme/${standard.id}`, { ...standard, entitlements: [...standard.entitlements, { leaveType: 'SBT', daysPerYear: 30 }] });
      expect(withSbt.statusCode).toBe(200);
      const types = () => tableFingerprint(db(), 'master_leave_type_category');
      const before = await types();
      const recode = await call(hr, 'PUT', `/api/leave/category/${created.id}`, { code: 'SAB', version: await versionOf(created.id) });
      expect([recode.statusCode, recode.json().message]).toEqual([409, 'Leave type SBT is used by 1 leave scheme and cannot be given another code. Set it Inactive and add a type with the new code instead.']);
      const removed = await call(hr, 'DELETE', `/api/leave/category/${created.id}`);
      expect([removed.statusCode, removed.json().message]).toEqual([409, 'Leave type SBT is used by 1 leave scheme and cannot be deleted. Set it Inactive instead.']);
      expect(await types()).toEqual(before);
      // Out of the scheme again, a granter run that named it still keeps the code.
      const latest = (await call(hr, 'GET', `/api/leave/scheme/${standard.id}`)).json().data;
      expect((await call(hr, 'PUT', `/api/leave/scheme/${standard.id}`, { ...latest, entitlements: latest.entitlements.filter((e: { leaveType: string }) => e.leaveType !== 'SBT') })).statusCode).toBe(200);
      const run = await call(hr, 'POST', '/api/leave/granter', { periodKind: 'Month', period: '2026-11', leaveTypes: ['SBT'], empIds: ['EMP001'] });
      expect(run.statusCode, run.body).toBe(202);
      const afterRun = await call(hr, 'DELETE', `/api/leave/category/${created.id}`);
      expect([afterRun.statusCode, afterRun.json().message]).toEqual([409, 'Leave type SBT is used by 1 granter run and cannot be deleted. Set it Inactive instead.']);
      expect((await call(hr, 'PUT', `/api/leave/category/${created.id}`, { status: 'Inactive', version: await versionOf(created.id) })).json().data).toMatchObject({ code: 'SBT', status: 'Inactive' });
      // A type nothing names is deleted.
      const spare = (await call(hr, 'POST', '/api/leave/category', { code: 'SPR', leaveName: 'Spare', category: 'Special Leave', accrual: 'Yearly' })).json().data;
      expect((await call(hr, 'DELETE', `/api/leave/category/${spare.id}`)).statusCode).toBe(200);
    });
  });

  describe('schemes at /leave/scheme', () => {
    const standardOf = async () => (await call(hr, 'GET', '/api/leave/scheme')).json().data.find((s: { isDefault: boolean }) => s.isDefault);

    it("lists the organisation's schemes: the default Standard with its entitlements", async () => {
      const list = await call(hr, 'GET', `/api/leave/scheme?org=${acmeId}`);
      expect(list.statusCode).toBe(200);
      const standard = list.json().data[0];
      expect(standard).toMatchObject({ schemeName: 'Standard', isDefault: true, status: 'Active', grades: [], rolesOfIntake: [], employees: [] });
      expect(Object.fromEntries(standard.entitlements.map((e: { leaveType: string; daysPerYear: number }) => [e.leaveType, e.daysPerYear]))).toEqual({ PL: 18, CL: 8, SL: 8, PRL: 6, ML: 182, PAL: 5, BL: 3, RH: 2 });
      expect((await call(hr, 'GET', `/api/leave/scheme?org=${nileId}`)).statusCode).toBe(404);
      expect((await call(employee, 'GET', '/api/leave/scheme')).statusCode).toBe(403);
      expect((await call(hr, 'GET', `/api/leave/scheme/${standard.id}`)).json().data.schemeName).toBe('Standard');
      // NILE's session does not see ACME's scheme.
      expect((await call(nileAdmin, 'GET', `/api/leave/scheme/${standard.id}`)).statusCode).toBe(404);
    });

    it('refuses bad input with a clear message and writes nothing', async () => {
      const before = await fingerprint();
      const base = { schemeName: 'Bad Input', entitlements: [{ leaveType: 'CL', daysPerYear: 4 }] };
      const cases: [unknown, number, RegExp][] = [
        [{ ...base, entitlements: [{ leaveType: 'XX', daysPerYear: 4 }] }, 400, /Leave type 'XX' does not exist/],
        [{ ...base, entitlements: [{ leaveType: 'CL', daysPerYear: -1 }] }, 400, /^Days per Year must be at least 0$/],
        [{ ...base, entitlements: [{ leaveType: 'CL', daysPerYear: 1.3 }] }, 400, /Days per Year/],
        [{ ...base, entitlements: [{ leaveType: 'CL', daysPerYear: 1 }, { leaveType: 'CL', daysPerYear: 2 }] }, 400, /listed twice/],
        [{ ...base, employees: ['NOSUCH1'] }, 400, /Employee 'NOSUCH1' not found/],
        [{ ...base, employees: ['NIL001'] }, 400, /Employee 'NIL001' not found/],
        [{ ...base, grades: [2_000_000_000] }, 400, /Grade 2000000000 does not exist/],
        [{ ...base, schemeName: '   ' }, 400, /Scheme Name/],
        [{ ...base, isDefault: true, status: 'Inactive' }, 400, /The default scheme must be Active/],
        [{ ...base, schemeName: 'standard' }, 409, /A leave scheme named 'standard' already exists/],
      ];
      for (const [payload, status, message] of cases) {
        const response = await call(hr, 'POST', '/api/leave/scheme', payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(status);
        expect(response.json().message).toMatch(message);
      }
      expect((await call(hr, 'POST', `/api/leave/scheme?org=${nileId}`, base)).statusCode).toBe(404);
      expect((await call(employee, 'POST', '/api/leave/scheme', base)).statusCode).toBe(403);
      expect(await fingerprint()).toEqual(before);
    });

    it('adds, edits and deletes a scheme with its assignments; one default; nothing taken twice', async () => {
      const created = await call(hrss, 'POST', `/api/leave/scheme?org=${acmeId}`, {
        schemeName: 'Senior',
        entitlements: [{ leaveType: 'PL', daysPerYear: 24 }, { leaveType: 'CL', daysPerYear: 10.5 }, { leaveType: 'SL', daysPerYear: 0 }],
        grades: [grades[0]],
        rolesOfIntake: [roles[0]],
        employees: ['emp005'],
      });
      expect(created.statusCode).toBe(201);
      const senior = created.json().data;
      // A type with 0 days is not in the scheme.
      expect(senior).toMatchObject({ schemeName: 'Senior', isDefault: false, entitlements: [{ leaveType: 'CL', daysPerYear: 10.5 }, { leaveType: 'PL', daysPerYear: 24 }], grades: [grades[0]], rolesOfIntake: [roles[0]], employees: ['EMP005'] });
      expect((await db().selectFrom('employee').select('leave_scheme_id').where('emp_id', '=', 'EMP005').executeTakeFirstOrThrow()).leave_scheme_id).toBe(senior.id);

      // The same grade or employee in another scheme: 409 naming where it is.
      const before = await fingerprint();
      const clash = await call(hr, 'POST', '/api/leave/scheme', { schemeName: 'Clash', entitlements: [], grades: [grades[0]], employees: ['EMP005'] });
      expect(clash.statusCode).toBe(409);
      expect(clash.json().message).toBe(`Grade ${grades[0]} is assigned to 'Senior', EMP005 is assigned to 'Senior'. Remove them from that scheme first.`);
      expect(await fingerprint()).toEqual(before);

      // In use: not deleted. HRSS may not delete at all.
      expect((await call(hrss, 'DELETE', `/api/leave/scheme/${senior.id}`)).statusCode).toBe(403);
      const inUse = await call(hr, 'DELETE', `/api/leave/scheme/${senior.id}`);
      expect(inUse.statusCode).toBe(409);
      expect(inUse.json().message).toMatch(/^'Senior' is assigned to 1 employee and 1 grade and 1 role of intake and cannot be deleted/);

      // Edit: the record as read goes back with its version; a stale one is refused.
      const edited = await call(hr, 'PUT', `/api/leave/scheme/${senior.id}`, { ...senior, employees: ['EMP006'], grades: [], rolesOfIntake: [] });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().data).toMatchObject({ employees: ['EMP006'], grades: [], rolesOfIntake: [], version: senior.version + 1 });
      expect((await db().selectFrom('employee').select('leave_scheme_id').where('emp_id', '=', 'EMP005').executeTakeFirstOrThrow()).leave_scheme_id).toBeNull();
      expect((await call(hr, 'PUT', `/api/leave/scheme/${senior.id}`, { ...senior, schemeName: 'Stale' })).statusCode).toBe(409);
      expect((await call(hr, 'PUT', `/api/leave/scheme/${senior.id}`, { ...edited.json().data, entitlements: [{ leaveType: 'ZZ', daysPerYear: 1 }] })).statusCode).toBe(400);

      // Made the default, it takes the flag from Standard, which can then be deleted no more than before… but can lose it.
      const standard = await standardOf();
      const promoted = await call(hr, 'PUT', `/api/leave/scheme/${senior.id}`, { ...edited.json().data, isDefault: true });
      expect(promoted.json().data.isDefault).toBe(true);
      const demoted = (await call(hr, 'GET', `/api/leave/scheme/${standard.id}`)).json().data;
      expect(demoted.isDefault).toBe(false);
      const dropDefault = await call(hr, 'PUT', `/api/leave/scheme/${senior.id}`, { ...promoted.json().data, isDefault: false });
      expect(dropDefault.statusCode).toBe(409);
      expect(dropDefault.json().message).toBe("'Senior' is the organisation's default scheme. Make another scheme the default instead.");
      const defaultDelete = await call(hr, 'DELETE', `/api/leave/scheme/${senior.id}`);
      expect(defaultDelete.statusCode).toBe(409);
      expect(defaultDelete.json().message).toMatch(/default scheme and cannot be deleted/);
      expect((await call(hr, 'PUT', `/api/leave/scheme/${standard.id}`, { ...demoted, isDefault: true })).statusCode).toBe(200);

      // Another organisation's session cannot touch it; once free, it is deleted.
      const latest = (await call(hr, 'GET', `/api/leave/scheme/${senior.id}`)).json().data;
      expect((await call(nileAdmin, 'PUT', `/api/leave/scheme/${senior.id}`, { ...latest, employees: [] })).statusCode).toBe(404);
      expect((await call(nileAdmin, 'DELETE', `/api/leave/scheme/${senior.id}`)).statusCode).toBe(404);
      expect((await call(hr, 'PUT', `/api/leave/scheme/${senior.id}`, { ...latest, employees: [] })).statusCode).toBe(200);
      const deleted = await call(hr, 'DELETE', `/api/leave/scheme/${senior.id}`);
      expect(deleted.json()).toMatchObject({ data: { schemeName: 'Senior' }, message: 'Leave Scheme deleted successfully' });
      expect(await db().selectFrom('leave_scheme_entitlement').select('leave_type').where('scheme_id', '=', senior.id).where('organization_id', '=', acmeId).execute()).toEqual([]);
    });

    it('applies the employee’s own scheme, else their grade’s, else their role of intake’s, else the default', async () => {
      const person = await db().selectFrom('employee').select(['id']).where('emp_id', '=', 'EMP007').executeTakeFirstOrThrow();
      await db().updateTable('employee').set({ grade_id: grades[1], role_of_intake_id: roles[1] }).where('id', '=', person.id).execute();
      const add = async (schemeName: string, extra: object) =>
        (await call(hr, 'POST', '/api/leave/scheme', { schemeName, entitlements: [{ leaveType: 'CL', daysPerYear: 1 }], ...extra })).json().data as { id: number; version: number };
      const own = await add('Own', { employees: ['EMP007'] });
      const byGrade = await add('By Grade', { grades: [grades[1]] });
      const byRole = await add('By Role', { rolesOfIntake: [roles[1]] });
      const applied = async () => (await loadLeaveSchemes(db(), acmeId, [person.id])).get(person.id)?.schemeName;
      expect(await applied()).toBe('Own');
      // An inactive scheme places nobody: the next rule applies.
      const ownRecord = (await call(hr, 'GET', `/api/leave/scheme/${own.id}`)).json().data;
      await call(hr, 'PUT', `/api/leave/scheme/${own.id}`, { ...ownRecord, status: 'Inactive' });
      expect(await applied()).toBe('By Grade');
      await call(hr, 'DELETE', `/api/leave/scheme/${byGrade.id}`).then((r) => expect(r.statusCode).toBe(409));
      const gradeRecord = (await call(hr, 'GET', `/api/leave/scheme/${byGrade.id}`)).json().data;
      await call(hr, 'PUT', `/api/leave/scheme/${byGrade.id}`, { ...gradeRecord, grades: [] });
      expect(await applied()).toBe('By Role');
      const roleRecord = (await call(hr, 'GET', `/api/leave/scheme/${byRole.id}`)).json().data;
      await call(hr, 'PUT', `/api/leave/scheme/${byRole.id}`, { ...roleRecord, rolesOfIntake: [] });
      expect(await applied()).toBe('Standard');
      // Another organisation's employee has no scheme of this one.
      const nile = await db().selectFrom('employee').select('id').where('emp_id', '=', 'NIL001').executeTakeFirstOrThrow();
      expect((await loadLeaveSchemes(db(), acmeId, [nile.id])).size).toBe(0);
    });
  });

  describe('the types an employee may take', () => {
    it('answers the scheme’s types that fit gender and probation, and those without accrual', async () => {
      const emp001 = (await server.login('EMP001')).token;
      const emp002 = (await server.login('EMP002')).token;
      const codes = async (token: string) => (await call(token, 'GET', '/api/leave/my-types')).json().data.map((t: { code: string }) => t.code);
      // EMP001 is a confirmed woman, EMP002 a confirmed man (demo), both on Standard.
      expect(await codes(emp001)).toEqual(['BL', 'CL', 'CO', 'L', 'ML', 'PL', 'RH', 'SL']);
      expect(await codes(emp002)).toEqual(['BL', 'CL', 'CO', 'L', 'PAL', 'PL', 'RH', 'SL']);
      const [sick] = (await call(emp001, 'GET', '/api/leave/my-types')).json().data.filter((t: { code: string }) => t.code === 'SL');
      expect(sick).toEqual({ code: 'SL', name: 'Sick Leave', category: 'Paid Leave', paid: true, halfDayAllowed: true, minNoticeDays: 0, maxDaysPerApplication: 10, documentAfterDays: 2, daysPerYear: 8, schemeName: 'Standard' });

      // On probation, PRL instead of PL; a scheme of CL only leaves CL and the types without accrual.
      await db().updateTable('employee').set({ probation_end_date: '2099-12-31' }).where('emp_id', '=', 'EMP001').execute();
      expect(await codes(emp001)).toEqual(['BL', 'CL', 'CO', 'L', 'ML', 'PRL', 'RH', 'SL']);
      await call(hr, 'POST', '/api/leave/scheme', { schemeName: 'Casual Only', entitlements: [{ leaveType: 'CL', daysPerYear: 6 }], employees: ['EMP001'] });
      const narrow = (await call(emp001, 'GET', '/api/leave/my-types')).json().data;
      expect(narrow.map((t: { code: string }) => t.code)).toEqual(['CL', 'CO', 'L']);
      expect(narrow[0]).toMatchObject({ daysPerYear: 6, schemeName: 'Casual Only' });
      expect(narrow[1]).toMatchObject({ daysPerYear: null, schemeName: 'Casual Only' });
    });
  });

  it('gives a new organisation a default Standard scheme', async () => {
    const admin = (await server.login('ADMIN')).token;
    const created = await call(admin, 'POST', '/api/organization', { organizationCode: 'LVS', organizationDetail: 'Leave Scheme Org', shortName: 'LVS' });
    expect(created.statusCode).toBe(201);
    const schemes = await db().selectFrom('leave_scheme').select(['id', 'scheme_name', 'is_default']).where('organization_id', '=', created.json().id).execute();
    expect(schemes).toEqual([{ id: expect.any(Number), scheme_name: 'Standard', is_default: true }]);
    const entitled = await db().selectFrom('leave_scheme_entitlement').select(['leave_type', 'days_per_year']).where('scheme_id', '=', schemes[0].id).where('organization_id', '=', created.json().id).execute();
    expect(Object.fromEntries(entitled.map((e) => [e.leave_type, Number(e.days_per_year)]))).toEqual({ PL: 18, CL: 8, SL: 8, PRL: 6, ML: 182, PAL: 5, BL: 3, RH: 2 });
  });
});
