import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.js';
import type { MasterDefinition } from '../masters/MasterDefinition.js';
import { lookupSource } from '../masters/masterLookups.js';
import { dynamic } from '../masters/dynamicDb.js';
import { scopeCondition } from '../masters/masterScope.js';
import { loadNewEmployeeContext, type LoadedNewEmployeeContext } from '../employees/loadNewEmployeeContext.js';
import {
  EMPLOYEE_FIELDS,
  LOOKUP_FIELDS,
  NEW_EMPLOYEE_FIELDS,
  referenceErrors,
  type NewEmployeeField,
  type NewEmployeeForm,
} from '../../shared/addEmployee.js';
import type { ProfileSchema } from '../../shared/profileSections.js';

/**
 * Where a profile field kept outside its section lives (docs/profiles.md, "Fields on the employee
 * row"), read from its `x-column` and `x-source`:
 * - `kind: 'plain'`: an employee column holding the value itself (notice_period, department);
 * - `kind: 'joining'`: a key of employee.joining_details, where Add Employee keeps the rest of its form;
 * - `kind: 'master'`: the id of a settings master row (grade_id…), shown and sent as the row's label;
 * - `kind: 'person'`: the id of an employee (recruiter_id…), shown and sent as their Emp ID.
 * `source` is the Add Employee field whose look-up offers the choices, so the profile offers and
 * accepts exactly what Add Employee does (LOOKUP_FIELDS, the grades, the active employees).
 */
export interface ProfileColumn {
  name: string;
  column: string;
  kind: 'plain' | 'joining' | 'master' | 'person';
  source?: NewEmployeeField;
  /** Reporting manager and reviewer: a change goes through the reporting-line rules, never a plain write. */
  reportingLine?: 'reportingManager' | 'reviewer';
}

const JOINING = 'joining_details.';
const isPersonSource = (source: NewEmployeeField) => EMPLOYEE_FIELDS.includes(source);
/** The Add Employee look-up a source reads, by its reference name (Grade is a list of its own there). */
const referenceNameOf = (source: NewEmployeeField) => (source === 'grade' ? 'Grade' : LOOKUP_FIELDS[source]);

export function profileColumns(schema: ProfileSchema): ProfileColumn[] {
  return Object.entries(schema.properties).flatMap(([name, property]): ProfileColumn[] => {
    const column = property['x-column'];
    if (!column) return [];
    const source = property['x-source'] as NewEmployeeField | undefined;
    if (column.startsWith(JOINING)) return [{ name, column: column.slice(JOINING.length), kind: 'joining', source }];
    if (source && isPersonSource(source)) {
      const reportingLine = column === 'reporting_manager_id' ? 'reportingManager' : column === 'reviewer_id' ? 'reviewer' : undefined;
      return [{ name, column, kind: 'person' as const, source, reportingLine }];
    }
    return [{ name, column, kind: source && column.endsWith('_id') ? 'master' : 'plain', source }];
  });
}

/** The select expression of a column's stored value, on the employee row `e`. */
export const storedValue = (column: ProfileColumn): RawBuilder<unknown> =>
  column.kind === 'joining' ? sql`e.joining_details ->> ${column.column}` : sql`e.${sql.ref(column.column)}`;

/** The look-ups a section's sources need: Add Employee's own context, read only when the section has a source. */
export async function sourcesOf(db: Db, masters: readonly MasterDefinition[], organizationId: number, columns: readonly ProfileColumn[]) {
  return columns.some((column) => column.source) ? loadNewEmployeeContext(db, masters, organizationId) : null;
}

const invert = (map: Map<string, number>) => new Map([...map].map(([key, id]) => [id, key]));

/**
 * Stored ids → what the profile shows: a master row's label, an employee's Emp ID. A row no longer
 * offered (an inactive grade, a former employee) is still named, read by its id.
 */
export async function labelsOf(
  db: Db,
  masters: readonly MasterDefinition[],
  organizationId: number,
  columns: readonly ProfileColumn[],
  stored: Record<string, unknown>,
  context: LoadedNewEmployeeContext | null,
): Promise<Record<string, unknown>> {
  const shown: Record<string, unknown> = { ...stored };
  for (const column of columns) {
    const id = stored[column.name];
    if (id === null || id === undefined || !column.source) continue;
    if (column.kind === 'person') {
      const row = await db.selectFrom('employee').select('emp_id').where('id', '=', Number(id)).executeTakeFirst();
      shown[column.name] = row?.emp_id ?? null;
    } else if (column.kind === 'master') {
      shown[column.name] = await masterLabel(db, masters, organizationId, column.source, Number(id), context);
    }
  }
  return shown;
}

async function masterLabel(db: Db, masters: readonly MasterDefinition[], organizationId: number, source: NewEmployeeField, id: number, context: LoadedNewEmployeeContext | null) {
  const offered = context ? idsOf(context, source) : undefined;
  const lower = offered ? invert(offered).get(id) : undefined;
  if (lower !== undefined) return canonical(context!, source, lower) ?? lower;
  const definition = lookupSource(masters, referenceNameOf(source)!);
  const label = definition.byName.get(definition.schema['x-lookup'].label)!;
  const row = (await dynamic(db)
    .selectFrom(definition.table)
    .select(sql.ref(label.column).as('label'))
    .where('id', '=', id)
    .where(scopeCondition(definition, organizationId))
    .executeTakeFirst()) as { label?: unknown } | undefined;
  return row?.label === undefined || row.label === null ? null : String(row.label);
}

/** Label (lower-cased) → id of the masters whose id the employee row keeps. */
function idsOf(context: LoadedNewEmployeeContext, source: NewEmployeeField): Map<string, number> | undefined {
  if (source === 'grade') return context.ids.grade;
  if (source === 'roleOfIntake') return context.ids.roleOfIntake;
  if (source === 'workLocation') return context.ids.workLocation;
  return undefined;
}

/** An option's name as the look-up spells it ('astrology' typed → undefined; 'hr' → 'HR'). */
function canonical(context: LoadedNewEmployeeContext, source: NewEmployeeField, typed: string): string | undefined {
  const names = source === 'grade' ? context.grades.map((grade) => grade.gradeName) : (context.options[source] ?? []);
  return names.find((name) => name.trim().toLowerCase() === typed.trim().toLowerCase());
}

/** The choices of each source field, as the section's form offers them ({ value, label }). */
export function choicesOf(columns: readonly ProfileColumn[], context: LoadedNewEmployeeContext | null, people: readonly { value: string; label: string }[]) {
  if (!context) return {};
  const choices: Record<string, { value: string; label: string }[]> = {};
  for (const column of columns) {
    if (!column.source) continue;
    // A division head is one of get-division-head's, as the server checks (referenceErrors).
    if (column.kind === 'person')
      choices[column.name] = column.source === 'divisionHeadId' && context.divisionHeads ? people.filter((person) => context.divisionHeads!.has(person.value.toUpperCase())) : [...people];
    else {
      const names = column.source === 'grade' ? context.grades.map((grade) => grade.gradeName) : (context.options[column.source] ?? []);
      choices[column.name] = names.map((name) => ({ value: name, label: name }));
    }
  }
  return choices;
}

/**
 * Add Employee's reference checks on the changed source fields ('Department Astrology does not
 * exist', "Recruiter 'X' is not an active employee", a trainee intake's grade), each under the
 * profile's field name. Reporting manager and reviewer are judged by the reporting-line rules instead.
 */
export function sourceErrors(columns: readonly ProfileColumn[], changed: Record<string, unknown>, current: Record<string, unknown>, context: LoadedNewEmployeeContext) {
  const blank = Object.fromEntries(NEW_EMPLOYEE_FIELDS.map((field) => [field, ''])) as NewEmployeeForm;
  const form = { ...blank };
  const fieldOf = new Map<NewEmployeeField, string>();
  for (const column of columns) {
    if (!column.source || column.reportingLine) continue;
    const value = column.name in changed ? changed[column.name] : current[column.name];
    form[column.source] = value === null || value === undefined ? '' : String(value);
    fieldOf.set(column.source, column.name);
  }
  const changedSources = new Set(columns.filter((column) => column.source && column.name in changed).map((column) => column.source!));
  // The trainee rule ties the grade to the role of intake: a change of either is judged.
  if (changedSources.has('roleOfIntake') && fieldOf.has('grade')) changedSources.add('grade');
  const errors = referenceErrors(form, context);
  return (Object.entries(errors) as [NewEmployeeField, string][])
    .filter(([field]) => changedSources.has(field) && fieldOf.has(field))
    .map(([field, message]) => ({ field: fieldOf.get(field)!, message }));
}

/** A checked value → what the column stores: a master's id, an employee's id, '' as none. */
export function storedOf(column: ProfileColumn, value: unknown, context: LoadedNewEmployeeContext | null): unknown {
  const text = typeof value === 'string' ? value.trim() : value;
  if (!column.source) return value;
  if (text === '' || text === null || text === undefined) return null;
  if (column.kind === 'person') return context!.employeeIds.get(String(text).toUpperCase()) ?? null;
  if (column.kind === 'master') return idsOf(context!, column.source)?.get(String(text).toLowerCase()) ?? null;
  return canonical(context!, column.source, String(text)) ?? text;
}
