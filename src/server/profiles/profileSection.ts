import { sql } from 'kysely';
import type { ValidateFunction } from 'ajv';
import type { AuthContext } from '../auth/AuthContext.js';
import type { Db } from '../db/database.js';
import { recordAudit } from '../audit/recordAudit.js';
import { markEmploymentDirty } from '../attendance/markEmploymentDirty.js';
import { AppError, badRequest } from '../http/AppError.js';
import { createAjv } from '../../shared/ajv.js';
import { toFieldErrors } from '../../shared/validationMessages.js';
import { probationEndDateOf } from '../../shared/addEmployee.js';
import type { MasterDefinition } from '../masters/MasterDefinition.js';
import type { LoadedNewEmployeeContext } from '../employees/loadNewEmployeeContext.js';
import { changeReportingLine, type LineChange } from '../employees/reportingLine.js';
import { currentPeople, toEmployeeOption } from '../employees/lookups/employeeOption.js';
import { choicesOf, labelsOf, profileColumns, sourceErrors, sourcesOf, storedOf, storedValue, type ProfileColumn } from './profileColumns.js';
import { PROFILE_SCHEMAS, editableFields, mayEdit, sectionColumn, type ProfileEditor, type ProfileSectionName } from '../../shared/profileSections.js';

/** employee.probation_end_date from the row's probation, date of joining and months, by Add Employee's rule. */
async function recomputeProbationEnd(trx: Db, employeeId: number): Promise<void> {
  const row = await trx.selectFrom('employee').select(['probation', 'probation_months', sql<string | null>`date_of_joining::text`.as('doj')]).where('id', '=', employeeId).executeTakeFirstOrThrow();
  await trx.updateTable('employee').set({ probation_end_date: probationEndDateOf(row.probation, row.doj, row.probation_months) }).where('id', '=', employeeId).execute();
}

export type StoredSection = Exclude<ProfileSectionName, 'otherDocuments'> | 'idCard';

const ajv = createAjv();
const validators = new Map<string, ValidateFunction>();
function validatorOf(section: StoredSection): ValidateFunction {
  let validate = validators.get(section);
  if (!validate) {
    validate = ajv.compile(PROFILE_SCHEMAS[section]);
    validators.set(section, validate);
  }
  return validate;
}

/** The employee whose profile is read or saved: their row id, Emp ID and the organisation it is kept for. */
export interface ProfileOwner {
  id: number;
  empId: string;
  organizationId: number;
}

export interface SectionAnswer {
  empId: string;
  section: StoredSection;
  values: Record<string, unknown>;
  /** The fields this caller may change (the form disables the others). */
  editable: string[];
  /** The choices of each field picked from a look-up (x-source), the same as Add Employee offers. */
  options: Record<string, { value: string; label: string }[]>;
}

/** What a section reads and saves needs besides the database: the masters its look-ups come from. */
export interface ProfileServices {
  db: Db;
  masters: readonly MasterDefinition[];
}

/** A section's values as stored, ids not yet named: its jsonb column merged with the fields on the employee row (x-column). */
async function readStored(db: Db, owner: ProfileOwner, section: StoredSection, columns: readonly ProfileColumn[]): Promise<Record<string, unknown>> {
  const schema = PROFILE_SCHEMAS[section];
  const column = sectionColumn(section);
  const row = await db
    .selectFrom('employee as e')
    .leftJoin('employee_profile as p', 'p.employee_id', 'e.id')
    .select(sql<Record<string, unknown> | null>`p.${sql.ref(column)}`.as('stored'))
    .select(columns.map((col) => storedValue(col).as(col.name)))
    .where('e.id', '=', owner.id)
    .executeTakeFirstOrThrow();
  const { stored, ...onEmployee } = row as Record<string, unknown> & { stored: Record<string, unknown> | null };
  const values: Record<string, unknown> = { ...(stored ?? {}) };
  for (const { name } of columns) {
    // The employee row is the truth for its fields: an empty column is an empty field (answered null only where the schema allows null).
    const value = onEmployee[name];
    if (value !== null && value !== undefined) values[name] = value;
    else if ([schema.properties[name].type].flat().includes('null')) values[name] = null;
    else delete values[name];
  }
  // Only what the schema still declares is answered (a field removed from a schema is not shown again).
  return Object.fromEntries(Object.entries(values).filter(([name]) => name in schema.properties));
}

/** A section's values: its jsonb column merged with the fields kept on the employee row (x-column), ids shown as their labels. */
export async function readSection(services: ProfileServices, owner: ProfileOwner, section: StoredSection, context?: LoadedNewEmployeeContext | null): Promise<Record<string, unknown>> {
  const columns = profileColumns(PROFILE_SCHEMAS[section]);
  const stored = await readStored(services.db, owner, section, columns);
  const sources = context === undefined ? await sourcesOf(services.db, services.masters, owner.organizationId, columns) : context;
  return labelsOf(services.db, services.masters, owner.organizationId, columns, stored, sources);
}

export async function answerSection(services: ProfileServices, owner: ProfileOwner, section: StoredSection, editor: ProfileEditor): Promise<SectionAnswer> {
  const editable = editableFields(PROFILE_SCHEMAS[section], editor);
  // The choices are read only for fields this caller may change (an employee reads labels, not HR's lists).
  const choosing = profileColumns(PROFILE_SCHEMAS[section]).filter((col) => col.source && editable.includes(col.name));
  const context = await sourcesOf(services.db, services.masters, owner.organizationId, choosing);
  const people = choosing.some((col) => col.kind === 'person')
    ? (await currentPeople(services.db, owner.organizationId).orderBy('e.emp_id').execute()).map(toEmployeeOption).map(({ value, label }) => ({ value, label }))
    : [];
  return { empId: owner.empId, section, values: await readSection(services, owner, section, context), editable, options: choicesOf(choosing, context, people) };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Saves the fields a request names, and only those (a partial update), after checking every one:
 * the section's schema (400 with a message per field), then the employee/HR split (403 naming each
 * HR-only field the employee tried to change; the same value sent back unchanged is accepted, since a
 * form sends the whole section). Nothing is written unless everything passes. Audited.
 */
export async function saveSection(
  services: ProfileServices,
  auth: AuthContext,
  owner: ProfileOwner,
  section: StoredSection,
  editor: ProfileEditor,
  body: unknown,
): Promise<SectionAnswer> {
  const { db } = services;
  const schema = PROFILE_SCHEMAS[section];
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(`Send the ${schema.title} fields as a JSON object`);
  const validate = validatorOf(section);
  if (!validate(body)) {
    const fields = toFieldErrors(validate.errors, schema.properties as never);
    throw badRequest(fields[0]?.message ?? 'Invalid input', fields);
  }
  const given = body as Record<string, unknown>;
  const columns = profileColumns(schema);
  const context = await sourcesOf(db, services.masters, owner.organizationId, columns);
  const before = await readSection(services, owner, section, context);
  const refused = Object.keys(given).filter((name) => !mayEdit(schema.properties[name], editor) && !same(given[name], before[name]));
  if (refused.length > 0) {
    const fields = refused.map((name) => ({ field: name, message: `${schema.properties[name].title ?? name} can be changed by HR only` }));
    throw new AppError(403, fields.length === 1 ? fields[0].message : `Only HR can change: ${refused.map((n) => schema.properties[n].title ?? n).join(', ')}`, fields);
  }
  const changed = Object.fromEntries(Object.entries(given).filter(([name]) => mayEdit(schema.properties[name], editor) && !same(given[name], before[name])));
  if (context) {
    const fields = sourceErrors(columns, changed, before, context);
    if (fields.length > 0) throw badRequest(fields[0].message, fields);
  }
  if (Object.keys(changed).length > 0) {
    const byName = new Map(columns.map((col) => [col.name, col]));
    const onEmployee: Record<string, unknown> = {};
    const joining: Record<string, unknown> = {};
    const line: LineChange = {};
    const inSection: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(changed)) {
      const col = byName.get(name);
      if (!col) inSection[name] = value;
      else if (col.reportingLine) line[col.reportingLine] = typeof value === 'string' && value.trim() ? value : null;
      else if (col.kind === 'joining') joining[col.column] = col.source && typeof value === 'string' && value.trim() ? storedOf(col, value, context) : value;
      else onEmployee[col.column] = storedOf(col, value, context);
    }
    const column = sectionColumn(section);
    await db.transaction().execute(async (trx) => {
      // Reporting manager and reviewer: the reporting-line rules (no self, no cycle, pending requests, its own audit entry).
      if (Object.keys(line).length > 0) await changeReportingLine(trx, { ...auth, organizationId: owner.organizationId }, owner.empId, line);
      if (Object.keys(joining).length > 0) {
        await trx
          .updateTable('employee')
          .set({ joining_details: sql`coalesce(joining_details, '{}'::jsonb) || ${JSON.stringify(joining)}::jsonb` as never, updated_at: new Date() })
          .where('id', '=', owner.id)
          .execute();
      }
      if (Object.keys(onEmployee).length > 0) {
        await trx.updateTable('employee').set({ ...onEmployee, updated_at: new Date() } as never).where('id', '=', owner.id).execute();
      }
      // A date of joining moved changes which processed days were employed (the attendance engine's window).
      const joined = Object.keys(changed).find((name) => schema.properties[name]['x-column'] === 'date_of_joining');
      if (joined) await markEmploymentDirty(trx, owner.id, 'dateOfJoining', (before[joined] as string | null | undefined) ?? null, (changed[joined] as string | null | undefined) ?? null);
      // Add Employee's rule holds after the fact: the probation ends its months after joining (unless HR sets the end date itself).
      if (('date_of_joining' in onEmployee || 'probation_months' in onEmployee) && !('probation_end_date' in onEmployee)) await recomputeProbationEnd(trx, owner.id);
      const json = JSON.stringify(inSection);
      await trx
        .insertInto('employee_profile')
        .values({ employee_id: owner.id, organization_id: owner.organizationId, [column]: json, updated_by: auth.empId } as never)
        .onConflict((oc) =>
          oc.column('employee_id').doUpdateSet({
            [column]: sql`employee_profile.${sql.ref(column)} || ${json}::jsonb`,
            version: sql`employee_profile.version + 1`,
            updated_by: auth.empId,
            updated_at: new Date(),
          } as never),
        )
        .execute();
      await recordAudit(trx, auth, {
        entity: 'employee_profile',
        entityId: owner.empId,
        action: 'update',
        before: { section, ...Object.fromEntries(Object.keys(changed).map((name) => [name, before[name] ?? null])) },
        after: { section, ...changed },
      });
    });
  }
  return answerSection(services, owner, section, editor);
}
