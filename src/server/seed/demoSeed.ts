import type { Db } from '../db/database.js';
import type { NewEmployee } from '../db/tables.js';
import { hashPassword } from '../auth/passwords.js';
import { grantMenus } from './grantMenus.js';
import { syncMenuTree } from './menuTree.js';
import { ROLE_PLANS, ROLE_TYPES, type RoleType } from './rolePlans.js';
import { demoLogoPng } from './demoLogo.js';
import { sql } from 'kysely';
import type { MasterDefinition } from '../masters/MasterDefinition.js';
import { insertSeedRows } from '../masters/seedMasters.js';
import { syncMasterTables } from '../masters/syncMasterTables.js';
import { seedDemoHolidays } from './demoHolidays.js';
import { seedDemoLeave } from './demoLeave.js';
import { DEFAULT_SHIFT_ROW } from '../attendance/processor/shiftOfMaster.js';
import { demoReportingTree, NILE_HR, seedReportingTree } from './demoReportingTree.js';
import { DEMO_SHIFT_CODES, seedDemoSwipes, type DemoShiftTimes } from './demoSwipes.js';

export const DEMO_PASSWORD = 'Welcome@123';

const ORGANIZATIONS = [
  { code: 'ACME', detail: 'Acme Technologies Pvt Ltd', shortName: 'Acme', color: [27, 115, 69] as const },
  { code: 'NILE', detail: 'Nile Digital Services S.A.E.', shortName: 'Nile Digital', color: [230, 126, 34] as const },
];

const DEPARTMENTS: Record<string, string[]> = {
  Engineering: ['Software Engineer', 'Senior Software Engineer', 'Tech Lead', 'QA Engineer'],
  'Human Resources': ['HR Executive', 'HR Business Partner'],
  Finance: ['Accountant', 'Finance Analyst'],
  Sales: ['Sales Executive', 'Account Manager'],
  Operations: ['Operations Executive', 'Site Coordinator'],
  'IT Infrastructure': ['System Administrator', 'Network Engineer'],
  Design: ['Graphic Designer', 'UX Designer'],
};
const FIRST_NAMES = ['Aarav', 'Priya', 'Rohan', 'Ananya', 'Vikram', 'Sneha', 'Karthik', 'Divya', 'Arjun', 'Meera', 'Omar', 'Nour', 'Youssef', 'Salma', 'Ahmed', 'Laila', 'Rahul', 'Kavya', 'Siddharth', 'Ishita', 'Mostafa', 'Hana', 'Aditya', 'Pooja'];
const LAST_NAMES = ['Sharma', 'Iyer', 'Reddy', 'Nair', 'Gupta', 'Menon', 'Hassan', 'Farouk', 'Mahmoud', 'Khan', 'Patel', 'Rao', 'Verma', 'Saleh', 'Das', 'Joshi'];
const BLOOD_GROUPS = ['A+', 'B+', 'O+', 'AB+', 'A-', 'O-'];
const EMPLOYEE_COUNT = 180;
const NILE_COUNT = 20;

/** Demo data for a first start outside production (issue 2 §3): two organisations, ~200 people. */
export async function seedDemoData(db: Db, masters: MasterDefinition[]): Promise<void> {
  await syncMenuTree(db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const orgIds: Record<string, number> = {};
  for (const org of ORGANIZATIONS) {
    const logo = `${org.code.toLowerCase()}-logo.png`;
    const { id } = await db
      .insertInto('organization')
      .values({
        organization_code: org.code,
        organization_detail: org.detail,
        short_name: org.shortName,
        logo_file: logo,
        collaboration_urls: JSON.stringify({}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    orgIds[org.code] = id;
    await db.insertInto('stored_file').values({ name: logo, organization_id: id, content_type: 'image/png', bytes: demoLogoPng(org.color) }).execute();
  }
  await db.updateTable('organization').set({ parent_organization: orgIds.ACME }).where('id', '=', orgIds.NILE).execute();

  const roleIds: Record<string, Record<RoleType, number>> = {};
  for (const org of ORGANIZATIONS) {
    roleIds[org.code] = {} as Record<RoleType, number>;
    for (const [index, roleType] of ROLE_TYPES.entries()) {
      const { id } = await db
        .insertInto('role')
        .values({ organization_id: orgIds[org.code], role_type: roleType, role_sequence: index + 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      roleIds[org.code][roleType] = id;
      await grantMenus(db, id, ROLE_PLANS[roleType]);
    }
  }

  const insert = async (employee: Omit<NewEmployee, 'password_hash'>) =>
    (await db.insertInto('employee').values({ ...employee, password_hash: passwordHash }).returning('id').executeTakeFirstOrThrow()).id;
  const person = (empId: string, first: string, last: string, department: string, designation: string, org = 'ACME') => ({
    emp_id: empId,
    organization_id: orgIds[org],
    first_name: first,
    last_name: last,
    department,
    designation,
    official_email: `${first}.${last}.${empId}@${org.toLowerCase()}.example.com`.toLowerCase(),
    date_of_joining: '2022-04-01',
    blood_group: 'O+',
    contact_no: '9876543210',
  });

  const admin = await insert(person('ADMIN', 'Site', 'Administrator', 'IT Infrastructure', 'System Administrator'));
  const hr = await insert({ ...person('HR001', 'Hema', 'Raman', 'Human Resources', 'HR Manager'), gender: 'Female' });
  const manager = await insert({ ...person('MGR001', 'Manoj', 'Kumar', 'Engineering', 'Engineering Manager'), gender: 'Male' });

  const access: { employee_id: number; organization_id: number }[] = [];
  const roles: { employee_id: number; organization_id: number; role_id: number; is_default: boolean }[] = [];
  const grant = (employeeId: number, org: string, roleTypes: RoleType[]) => {
    access.push({ employee_id: employeeId, organization_id: orgIds[org] });
    roleTypes.forEach((roleType, index) =>
      roles.push({ employee_id: employeeId, organization_id: orgIds[org], role_id: roleIds[org][roleType], is_default: index === 0 }),
    );
  };
  grant(admin, 'ACME', ['Site Admin']);
  grant(admin, 'NILE', ['Site Admin']);
  grant(hr, 'ACME', ['HR Ops Admin', 'Employee']);
  grant(manager, 'ACME', ['Employee']);

  const departments = Object.entries(DEPARTMENTS);
  const staff: NewEmployee[] = [];
  for (let n = 1; n <= EMPLOYEE_COUNT + NILE_COUNT; n++) {
    const inNile = n > EMPLOYEE_COUNT;
    const empId = inNile ? `NIL${String(n - EMPLOYEE_COUNT).padStart(3, '0')}` : `EMP${String(n).padStart(3, '0')}`;
    const [department, designations] = departments[n % departments.length];
    const first = FIRST_NAMES[n % FIRST_NAMES.length];
    // FIRST_NAMES alternate a man's and a woman's name.
    const gender = n % 2 === 0 ? 'Male' : 'Female';
    const last = LAST_NAMES[(n * 7) % LAST_NAMES.length];
    staff.push({
      ...person(empId, first, last, department, designations[n % designations.length], inNile ? 'NILE' : 'ACME'),
      password_hash: passwordHash,
      shift_code: DEMO_SHIFT_CODES[empId] ?? null,
      blood_group: BLOOD_GROUPS[n % BLOOD_GROUPS.length],
      gender,
      date_of_joining: `20${String(18 + (n % 7)).padStart(2, '0')}-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (n % 27)).padStart(2, '0')}`,
    });
  }
  const staffIds = await db.insertInto('employee').values(staff).returning(['id', 'emp_id', 'organization_id']).execute();
  for (const member of staffIds) {
    const org = member.organization_id === orgIds.NILE ? 'NILE' : 'ACME';
    const special: Record<string, RoleType[]> = { EMP011: ['HRSS', 'Employee'], EMP012: ['Onboarder', 'Employee'], EMP013: ['Finance', 'Employee'], EMP014: ['IT Infra', 'Employee'], EMP015: ['Graphics Team', 'Employee'] };
    grant(member.id, org, special[member.emp_id] ?? ['Employee']);
  }
  await db.insertInto('employee_organization').values(access).execute();
  // Dates of birth spread over the year, so the birthday screens and card have someone in every month.
  await sql`UPDATE employee SET date_of_birth = make_date(1980 + id % 20, 1 + id % 12, 1 + (id * 7) % 28)`.execute(db);
  await db.insertInto('employee_role').values(roles).execute();
  await seedReportingTree(db, demoReportingTree(EMPLOYEE_COUNT, NILE_COUNT));
  // NILE names its HR person as fallback approver; ACME leaves it empty: its first HR Ops Admin, HR001.
  await db.updateTable('organization').set({ fallback_approver: NILE_HR, employee_id_prefix: 'NIL' }).where('id', '=', orgIds.NILE).execute();
  // NILE numbers its people NIL001…; ACME leaves the prefix empty: EMP (docs/people.md).
  await seedWorkLocations(db, masters, orgIds.NILE, [['ADMIN', 0], ['HR001', 0], ['MGR001', 0], ...staffIds.map((s, n) => [s.emp_id, n] as [string, number])]);
  await seedDemoHolidays(db, { ACME: orgIds.ACME, NILE: orgIds.NILE });
  const leavePeople = await db.selectFrom('employee').select(['id', 'emp_id', 'organization_id', 'gender']).where('emp_id', '!=', 'ADMIN').execute();
  await seedDemoLeave(db, [orgIds.ACME, orgIds.NILE], leavePeople.map((p) => ({ id: p.id, empId: p.emp_id, organizationId: p.organization_id, gender: p.gender === 'Other' ? null : p.gender })));
  await seedDemoSwipes(db, [
    { id: manager, empId: 'MGR001', organizationId: orgIds.ACME },
    { id: hr, empId: 'HR001', organizationId: orgIds.ACME },
    ...staffIds.map((s) => ({ id: s.id, empId: s.emp_id, organizationId: s.organization_id })),
  ], demoShiftTimes(masters));
}

/**
 * The shift master's seed rows: the demo swipes follow the shifts every organisation starts with
 * (the processor's default shift when a schema set has no shift master).
 */
function demoShiftTimes(masters: MasterDefinition[]): DemoShiftTimes {
  const seed = (masters.find((m) => m.name === 'shiftMaster')?.schema['x-seed'] ?? []) as { shiftCode: string; inTime: string; outTime: string }[];
  return {
    [DEFAULT_SHIFT_ROW.shift_code]: { inTime: DEFAULT_SHIFT_ROW.in_time, outTime: DEFAULT_SHIFT_ROW.out_time },
    ...Object.fromEntries(seed.map((row) => [row.shiftCode, { inTime: row.inTime, outTime: row.outTime }])),
  };
}

/** Where the demo people work (their holidays follow): ACME over its Indian offices, EMP001 in Chennai HQ; NILE in Cairo and Alexandria. */
const ACME_LOCATIONS = ['Chennai HQ', 'Bengaluru', 'Hyderabad', 'Pune', 'Noida', 'Coimbatore', 'Chennai HQ', 'Work From Home'];
/** NILE's own offices, in Egypt's governorates: rows of NILE's Work Location list only (every organisation starts with the schema's Indian ones). */
const NILE_OFFICES = [
  { name: 'Cairo', city: 'Cairo', state: 'Cairo' },
  { name: 'Alexandria', city: 'Alexandria', state: 'Alexandria' },
];
const NILE_LOCATIONS = NILE_OFFICES.map((office) => office.name);

async function seedWorkLocations(db: Db, masters: MasterDefinition[], nileId: number, people: [empId: string, index: number][]): Promise<void> {
  // The Work Location master's table and rows exist before the app's own start-up sync makes them.
  await syncMasterTables(db, masters);
  const workLocation = masters.find((m) => m.name === 'workLocation');
  if (!workLocation) return;
  await insertSeedRows(db, workLocation);
  await insertSeedRows(db, workLocation, nileId, NILE_OFFICES);
  const places = people.map(([empId, index]) => {
    const list = empId.startsWith('NIL') ? NILE_LOCATIONS : ACME_LOCATIONS;
    return { empId, location: list[index % list.length] };
  });
  await sql`
    UPDATE employee e SET work_location_id = w.id
    FROM unnest(${sql.val(places.map((p) => p.empId))}::text[], ${sql.val(places.map((p) => p.location))}::text[]) AS p(emp_id, location)
    JOIN ${sql.table(workLocation.table)} w ON w.name = p.location
    WHERE e.emp_id = p.emp_id AND w.organization_id = e.organization_id`.execute(db);
}
