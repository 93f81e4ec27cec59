import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.js';
import { pageOf } from '../http/pageOf.js';
import { currentEmployee } from './currentEmployee.js';
import type { DirectoryRow, EmployeeListRow } from '../../shared/employeeRecords.js';

export const EMPLOYEE_STATUSES = ['Active', 'Inactive'] as const;

/** The employee list's filter (GET /employee/filter): every part optional, all parts must hold. */
export interface EmployeeListFilter {
  /** Matches Emp ID, first name, last name or the whole name (case-insensitive, anywhere). */
  search?: string;
  empId?: string;
  department?: string;
  designation?: string;
  /** The reporting manager's Emp ID or a part of their name. */
  manager?: string;
  status?: (typeof EMPLOYEE_STATUSES)[number];
}


interface Columns {
  id: number;
  emp_id: string;
  first_name: string;
  last_name: string;
  official_email: string;
  department: string;
  designation: string;
  contact_no: string | null;
  date_of_joining: string | null;
  status: string;
  last_working_day: string | null;
  manager_emp_id: string | null;
  manager_name: string | null;
  reviewer_emp_id: string | null;
  reviewer_name: string | null;
}

/** A LIKE pattern's own characters, escaped: a search for '50%' matches the text 50%. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Status as HR reads it: an Active employee past their last working day is Inactive. */
const STATUS = sql`CASE WHEN e.status = 'Active' AND e.last_working_day < current_date THEN 'Inactive' ELSE e.status END`;

function whereOf(organizationId: number, filter: EmployeeListFilter): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`eo.organization_id = ${organizationId}`];
  const search = filter.search?.trim();
  if (search) {
    const like = `%${escapeLike(search)}%`;
    parts.push(sql`(e.emp_id ILIKE ${like} OR (e.first_name || ' ' || e.last_name) ILIKE ${like})`);
  }
  if (filter.empId?.trim()) parts.push(sql`e.emp_id ILIKE ${`%${escapeLike(filter.empId.trim())}%`}`);
  if (filter.department?.trim()) parts.push(sql`e.department = ${filter.department.trim()}`);
  if (filter.designation?.trim()) parts.push(sql`e.designation = ${filter.designation.trim()}`);
  const manager = filter.manager?.trim();
  if (manager) {
    const like = `%${escapeLike(manager)}%`;
    parts.push(sql`(m.emp_id ILIKE ${like} OR (m.first_name || ' ' || m.last_name) ILIKE ${like})`);
  }
  if (filter.status) parts.push(sql`${STATUS} = ${filter.status}`);
  return sql.join(parts, sql` AND `);
}

const FROM = sql`
  FROM employee_organization eo
  JOIN employee e ON e.id = eo.employee_id
  LEFT JOIN employee m ON m.id = e.reporting_manager_id
  LEFT JOIN employee r ON r.id = e.reviewer_id`;

const SELECT = sql`
  SELECT e.id, e.emp_id, e.first_name, e.last_name, e.official_email, e.department, e.designation, e.contact_no,
         e.date_of_joining::text AS date_of_joining, ${STATUS} AS status, e.last_working_day::text AS last_working_day,
         m.emp_id AS manager_emp_id, m.first_name || ' ' || m.last_name AS manager_name,
         r.emp_id AS reviewer_emp_id, r.first_name || ' ' || r.last_name AS reviewer_name
  ${FROM}`;

const toRow = (c: Columns): EmployeeListRow => ({
  empId: c.emp_id,
  firstName: c.first_name,
  lastName: c.last_name,
  officialEmail: c.official_email,
  department: c.department,
  designation: c.designation,
  contactNo: c.contact_no,
  dateOfJoining: c.date_of_joining,
  status: c.status,
  lastWorkingDay: c.last_working_day,
  managerEmpId: c.manager_emp_id,
  managerName: c.manager_name,
  reviewerEmpId: c.reviewer_emp_id,
  reviewerName: c.reviewer_name,
});

/** The statement of one page, by Emp ID (exported for the bench, whose floor runs it raw). */
export const employeeListPageSql = (organizationId: number, filter: EmployeeListFilter, page: number, size: number) =>
  sql<Columns>`${SELECT} WHERE ${whereOf(organizationId, filter)} ORDER BY e.emp_id LIMIT ${size} OFFSET ${page * size}`;

export const employeeListCountSql = (organizationId: number, filter: EmployeeListFilter) =>
  sql<{ count: string }>`SELECT count(*) AS count ${FROM} WHERE ${whereOf(organizationId, filter)}`;

/** One page of the organisation's employees, by Emp ID: the spec's paged answer (content, totalElements, totalPages). */
export async function employeeListPage(db: Db, organizationId: number, filter: EmployeeListFilter, page: number, size: number) {
  const [{ rows }, { rows: counted }] = await Promise.all([
    employeeListPageSql(organizationId, filter, page, size).execute(db),
    employeeListCountSql(organizationId, filter).execute(db),
  ]);
  return pageOf(rows.map(toRow), Number(counted[0].count), size);
}

export async function employeeListCount(db: Db, organizationId: number, filter: EmployeeListFilter): Promise<number> {
  const { rows } = await employeeListCountSql(organizationId, filter).execute(db);
  return Number(rows[0].count);
}

/** Every matching employee in keyset pages (after the last Emp ID), for the export. */
export async function* employeeListPages(db: Db, organizationId: number, filter: EmployeeListFilter, pageSize = 1000): AsyncGenerator<EmployeeListRow[]> {
  const where = whereOf(organizationId, filter);
  let after: string | undefined;
  for (;;) {
    const keyset = after === undefined ? sql`` : sql`AND e.emp_id > ${after}`;
    const { rows } = await sql<Columns>`${SELECT} WHERE ${where} ${keyset} ORDER BY e.emp_id LIMIT ${pageSize}`.execute(db);
    if (rows.length === 0) return;
    yield rows.map(toRow);
    after = rows[rows.length - 1].emp_id;
  }
}


/** The directory: the organisation's current employees (active, not past their last working day), searchable like the list. */
export async function directoryPage(db: Db, organizationId: number, filter: Pick<EmployeeListFilter, 'search' | 'department' | 'designation' | 'manager'>, page: number, size: number) {
  const where = sql`${whereOf(organizationId, { ...filter, status: 'Active' })} AND ${currentEmployee('e')}`;
  const [{ rows }, { rows: counted }] = await Promise.all([
    sql<Columns>`${SELECT} WHERE ${where} ORDER BY e.first_name, e.last_name, e.emp_id LIMIT ${size} OFFSET ${page * size}`.execute(db),
    sql<{ count: string }>`SELECT count(*) AS count ${FROM} WHERE ${where}`.execute(db),
  ]);
  const content: DirectoryRow[] = rows.map((c) => ({
    empId: c.emp_id,
    firstName: c.first_name,
    lastName: c.last_name,
    designation: c.designation,
    department: c.department,
    officialEmail: c.official_email,
    managerEmpId: c.manager_emp_id,
    managerName: c.manager_name,
  }));
  return pageOf(content, Number(counted[0].count), size);
}
