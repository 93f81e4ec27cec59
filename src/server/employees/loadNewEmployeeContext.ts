import { sql } from 'kysely';
import { LOOKUP_FIELDS, type GradeOption, type NewEmployeeContext, type NewEmployeeField } from '../../shared/addEmployee.js';
import { shiftMasterExists } from '../attendance/shiftMasterExists.js';
import type { Db } from '../db/database.js';
import type { MasterDefinition } from '../masters/MasterDefinition.js';
import { lookupOptions, lookupSource, MAX_LOOKUP_LIMIT } from '../masters/masterLookups.js';
import { divisionHeads } from './lookups/getDivisionHead.js';

/** NewEmployeeContext plus the ids a checked form is stored with. */
export interface LoadedNewEmployeeContext extends NewEmployeeContext {
  /** Lower-cased name → id, of the look-ups whose id the employee row keeps. */
  ids: { grade: Map<string, number>; roleOfIntake: Map<string, number>; workLocation: Map<string, number> };
  /** Upper-cased Emp ID → employee.id, active employees of the organisation. */
  employeeIds: Map<string, number>;
}

/** The fixed organisation and sub-organisation of spec 002 §6: the active organisation's parent (itself when it has none), and itself. */
export async function fixedOrganizations(db: Db, organizationId: number) {
  const row = await db
    .selectFrom('organization as o')
    .leftJoin('organization as p', 'p.id', 'o.parent_organization')
    .select(['o.organization_code as code', 'o.organization_detail as detail', 'p.organization_code as parentCode', 'p.organization_detail as parentDetail'])
    .where('o.id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return {
    organization: { code: row.parentCode ?? row.code, name: row.parentDetail ?? row.detail },
    subOrganization: { code: row.code, name: row.detail },
  };
}

/** Mail ID domains a new official address may take: those the organisation's active employees' addresses use (docs/people.md). */
export async function mailDomains(db: Db, organizationId: number): Promise<string[]> {
  const { rows } = await sql<{ domain: string }>`
    SELECT DISTINCT lower(split_part(e.official_email, '@', 2)) AS domain
    FROM employee e JOIN employee_organization eo ON eo.employee_id = e.id AND eo.organization_id = ${organizationId}
    WHERE e.status = 'Active' AND position('@' in e.official_email) > 0
    ORDER BY 1`.execute(db);
  return rows.map((row) => row.domain).filter(Boolean);
}

/** Active shift codes of the organisation (its own and the global ones). */
export async function activeShiftCodes(db: Db, organizationId: number): Promise<string[]> {
  if (!(await shiftMasterExists(db))) return [];
  const { rows } = await sql<{ shift_code: string }>`
    SELECT DISTINCT shift_code FROM master_shift_master
    WHERE (organization_id = ${organizationId} OR organization_id IS NULL) AND shift_code IS NOT NULL AND coalesce(status, 'Active') = 'Active'`.execute(db);
  return rows.map((row) => row.shift_code);
}

/**
 * Everything the add-employee checks need from the database, read once (one form, or a whole bulk
 * upload): each look-up's active options, the grades, the organisation's active employees, division
 * heads and shifts, the mail domains and the fixed organisations.
 */
export async function loadNewEmployeeContext(db: Db, masters: readonly MasterDefinition[], organizationId: number): Promise<LoadedNewEmployeeContext> {
  const read = (referenceName: string) => lookupOptions(db, lookupSource(masters, referenceName), organizationId, { limit: String(MAX_LOOKUP_LIMIT) });
  const names = [...new Set(Object.values(LOOKUP_FIELDS))];
  const [lists, grades, employees, heads, shifts, domains, fixed] = await Promise.all([
    Promise.all(names.map(async (name) => [name, await read(name)] as const)),
    read('Grade'),
    db
      .selectFrom('employee as e')
      .innerJoin('employee_organization as eo', 'eo.employee_id', 'e.id')
      .select(['e.id', 'e.emp_id'])
      .where('eo.organization_id', '=', organizationId)
      .where('e.status', '=', 'Active')
      .execute(),
    divisionHeads(db, organizationId).select('e.emp_id').execute(),
    activeShiftCodes(db, organizationId),
    mailDomains(db, organizationId),
    fixedOrganizations(db, organizationId),
  ]);
  const byName = new Map(lists);
  const options: Partial<Record<NewEmployeeField, string[]>> = {};
  for (const [field, name] of Object.entries(LOOKUP_FIELDS) as [NewEmployeeField, string][]) options[field] = byName.get(name)!.map((option) => String(option.label));
  const idsOf = (list: readonly { value: unknown; label: unknown }[]) => new Map(list.map((option) => [String(option.label).toLowerCase(), Number(option.value)]));
  const employeeIds = new Map(employees.map((row) => [row.emp_id.toUpperCase(), row.id]));
  return {
    options,
    grades: grades.map((option) => ({
      gradeName: String(option.label),
      probationStatus: option.probationStatus as GradeOption['probationStatus'],
      probationDetail: option.probationDetail as GradeOption['probationDetail'],
      noticePeriod: option.noticePeriod as GradeOption['noticePeriod'],
    })),
    employees: new Set(employeeIds.keys()),
    divisionHeads: new Set(heads.map((row) => row.emp_id.toUpperCase())),
    shifts,
    mailDomains: domains,
    organization: fixed.organization.code,
    subOrganization: fixed.subOrganization.code,
    ids: { grade: idsOf(grades), roleOfIntake: idsOf(byName.get('Role Of Intake')!), workLocation: idsOf(byName.get('Work Location')!) },
    employeeIds,
  };
}
