/** The pieces a scheme's create and update share: the body read, what must exist, what one scheme may hold, the writes. */
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { badRequest, conflict } from '../../http/AppError.js';
import type { FieldError } from '../../../shared/validationMessages.js';
import type { LeaveSchemeFields } from '../../../shared/leaveScheme.js';
import { loadLeaveTypes } from '../leaveTypes.js';

export type SchemeBody = Omit<LeaveSchemeFields, 'isDefault' | 'status' | 'grades' | 'rolesOfIntake' | 'employees'> &
  Partial<Pick<LeaveSchemeFields, 'isDefault' | 'status' | 'grades' | 'rolesOfIntake' | 'employees'>> & { version?: number };

export const STALE = 'This record was changed by someone else. Reload it and try again.';

/** The body with its optional parts filled: a scheme not said to be default is not; no assignment given is none. */
export function fieldsOf(body: SchemeBody): LeaveSchemeFields {
  return {
    schemeName: body.schemeName.trim(),
    isDefault: body.isDefault ?? false,
    status: body.status ?? 'Active',
    // A type with 0 days is not in the scheme (docs/leave-types-and-schemes.md).
    entitlements: body.entitlements.filter((e) => e.daysPerYear > 0),
    grades: body.grades ?? [],
    rolesOfIntake: body.rolesOfIntake ?? [],
    employees: [...new Set((body.employees ?? []).map((empId) => empId.trim().toUpperCase()))],
  };
}

/** What the schema cannot say: each type and assignee must exist in the organisation. 400 naming each one. */
export async function checkReferences(trx: Db, organizationId: number, body: SchemeBody, fields: LeaveSchemeFields): Promise<Map<string, number>> {
  const errors: FieldError[] = [];
  const types = await loadLeaveTypes(trx, organizationId);
  const seen = new Set<string>();
  body.entitlements.forEach(({ leaveType }, index) => {
    if (!types.has(leaveType)) errors.push({ field: `entitlements.${index}.leaveType`, message: `Leave type '${leaveType}' does not exist` });
    else if (seen.has(leaveType)) errors.push({ field: `entitlements.${index}.leaveType`, message: `Leave type '${leaveType}' is listed twice` });
    seen.add(leaveType);
  });
  const missing = async (table: string, ids: number[], field: string, label: string) => {
    if (ids.length === 0) return;
    const { rows } = await sql<{ id: number }>`SELECT id FROM ${sql.table(table)} WHERE organization_id = ${organizationId} AND id IN (${sql.join(ids)})`.execute(trx);
    const found = new Set(rows.map((row) => Number(row.id)));
    for (const id of ids) if (!found.has(id)) errors.push({ field, message: `${label} ${id} does not exist` });
  };
  await missing('master_grade', fields.grades, 'grades', 'Grade');
  await missing('master_role_of_intake', fields.rolesOfIntake, 'rolesOfIntake', 'Role of Intake');
  const employees = new Map<string, number>();
  if (fields.employees.length > 0) {
    // One by one is the employee's own column, read for their home organisation (loadLeaveSchemes).
    const rows = await trx.selectFrom('employee').select(['id', 'emp_id']).where('organization_id', '=', organizationId).where(sql`upper(emp_id)`, 'in', fields.employees).execute();
    for (const row of rows) employees.set(row.emp_id.toUpperCase(), row.id);
    for (const empId of fields.employees) if (!employees.has(empId)) errors.push({ field: 'employees', message: `Employee '${empId}' not found` });
  }
  if (fields.isDefault && fields.status !== 'Active') errors.push({ field: 'status', message: 'The default scheme must be Active' });
  if (errors.length > 0) throw badRequest(errors.map((e) => e.message).join(', '), errors);
  return employees;
}

/**
 * A grade, role of intake or employee belongs to one scheme at a time: one assigned elsewhere is a
 * 409 naming the scheme to take it from, rather than moved without the administrator seeing it.
 */
export async function refuseTaken(trx: Db, organizationId: number, schemeId: number, fields: LeaveSchemeFields): Promise<void> {
  const clashes: string[] = [];
  const targets = [
    ['grade', fields.grades, 'Grade'],
    ['roleOfIntake', fields.rolesOfIntake, 'Role of Intake'],
  ] as const;
  for (const [assignBy, ids, label] of targets) {
    if (ids.length === 0) continue;
    const taken = await trx
      .selectFrom('leave_scheme_assignment as a')
      .innerJoin('leave_scheme as s', (join) => join.onRef('s.organization_id', '=', 'a.organization_id').onRef('s.id', '=', 'a.scheme_id'))
      .select(['a.target_id', 's.scheme_name'])
      .where('a.organization_id', '=', organizationId)
      .where('a.assign_by', '=', assignBy)
      .where('a.target_id', 'in', ids)
      .where('a.scheme_id', '<>', schemeId)
      .execute();
    for (const row of taken) clashes.push(`${label} ${row.target_id} is assigned to '${row.scheme_name}'`);
  }
  if (fields.employees.length > 0) {
    const taken = await trx
      .selectFrom('employee as e')
      .innerJoin('leave_scheme as s', (join) => join.onRef('s.organization_id', '=', 'e.organization_id').onRef('s.id', '=', 'e.leave_scheme_id'))
      .select(['e.emp_id', 's.scheme_name'])
      .where('e.organization_id', '=', organizationId)
      .where(sql`upper(e.emp_id)`, 'in', fields.employees)
      .where('s.id', '<>', schemeId)
      .execute();
    for (const row of taken) clashes.push(`${row.emp_id} is assigned to '${row.scheme_name}'`);
  }
  if (clashes.length > 0) throw conflict(`${clashes.join(', ')}. Remove ${clashes.length === 1 ? 'it' : 'them'} from that scheme first.`);
}

/** Lays the scheme's entitlements and assignments down as the fields say, replacing what it had. */
export async function writeParts(trx: Db, organizationId: number, schemeId: number, fields: LeaveSchemeFields, employeeIds: number[]): Promise<void> {
  await trx.deleteFrom('leave_scheme_entitlement').where('organization_id', '=', organizationId).where('scheme_id', '=', schemeId).execute();
  if (fields.entitlements.length > 0) {
    await trx
      .insertInto('leave_scheme_entitlement')
      .values(fields.entitlements.map((e) => ({ organization_id: organizationId, scheme_id: schemeId, leave_type: e.leaveType, days_per_year: e.daysPerYear })))
      .execute();
  }
  await trx.deleteFrom('leave_scheme_assignment').where('organization_id', '=', organizationId).where('scheme_id', '=', schemeId).execute();
  const assignments = [
    ...fields.grades.map((id) => ({ assign_by: 'grade' as const, target_id: id })),
    ...fields.rolesOfIntake.map((id) => ({ assign_by: 'roleOfIntake' as const, target_id: id })),
  ];
  if (assignments.length > 0) {
    await trx
      .insertInto('leave_scheme_assignment')
      .values(assignments.map((a) => ({ ...a, organization_id: organizationId, scheme_id: schemeId })))
      .execute();
  }
  let release = trx.updateTable('employee').set({ leave_scheme_id: null }).where('organization_id', '=', organizationId).where('leave_scheme_id', '=', schemeId);
  if (employeeIds.length > 0) release = release.where('id', 'not in', employeeIds);
  await release.execute();
  if (employeeIds.length > 0) await trx.updateTable('employee').set({ leave_scheme_id: schemeId }).where('organization_id', '=', organizationId).where('id', 'in', employeeIds).execute();
}

/** The scheme's name is unique per organisation (case-insensitive): the index's refusal as a 409. */
export async function uniqueName<T>(name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    const { code, constraint } = err as { code?: string; constraint?: string };
    // Two schemes made the default at once: the later one finds the flag taken.
    if (code === '23505' && constraint === 'leave_scheme_default_idx') throw conflict('Another scheme was made the default at the same time. Reload and try again.');
    if (code === '23505') throw conflict(`A leave scheme named '${name}' already exists`);
    throw err;
  }
}

/** A new default takes the flag from the old one, in the same transaction (one default per organisation). */
export async function takeDefault(trx: Db, organizationId: number, schemeId: number | null): Promise<void> {
  let others = trx.updateTable('leave_scheme').set({ is_default: false, version: sql`version + 1` }).where('organization_id', '=', organizationId).where('is_default', '=', true);
  if (schemeId !== null) others = others.where('id', '<>', schemeId);
  await others.execute();
}

