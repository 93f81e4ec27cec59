import { sql } from 'kysely';
import type { ValidateFunction } from 'ajv';
import type { AuthContext } from '../auth/AuthContext.js';
import type { Db } from '../db/database.js';
import { recordAudit } from '../audit/recordAudit.js';
import { markEmploymentDirty } from '../attendance/markEmploymentDirty.js';
import { AppError, badRequest } from '../http/AppError.js';
import { createAjv } from '../../shared/ajv.js';
import { toFieldErrors } from '../../shared/validationMessages.js';
import { PROFILE_SCHEMAS, editableFields, mayEdit, sectionColumn, type ProfileEditor, type ProfileSchema, type ProfileSectionName } from '../../shared/profileSections.js';

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
}

const columnsOf = (schema: ProfileSchema) =>
  Object.entries(schema.properties).flatMap(([name, property]) => (property['x-column'] ? [[name, property['x-column']] as const] : []));

/** A section's values: its jsonb column merged with the fields kept on the employee row (x-column). */
export async function readSection(db: Db, owner: ProfileOwner, section: StoredSection): Promise<Record<string, unknown>> {
  const schema = PROFILE_SCHEMAS[section];
  const columns = columnsOf(schema);
  const column = sectionColumn(section);
  const row = await db
    .selectFrom('employee as e')
    .leftJoin('employee_profile as p', 'p.employee_id', 'e.id')
    .select(sql<Record<string, unknown> | null>`p.${sql.ref(column)}`.as('stored'))
    .select(columns.map(([name, col]) => sql`e.${sql.ref(col)}`.as(name)))
    .where('e.id', '=', owner.id)
    .executeTakeFirstOrThrow();
  const { stored, ...onEmployee } = row as Record<string, unknown> & { stored: Record<string, unknown> | null };
  const values: Record<string, unknown> = { ...(stored ?? {}) };
  for (const [name] of columns) if (onEmployee[name] !== undefined) values[name] = onEmployee[name];
  // Only what the schema still declares is answered (a field removed from a schema is not shown again).
  return Object.fromEntries(Object.entries(values).filter(([name]) => name in schema.properties));
}

export async function answerSection(db: Db, owner: ProfileOwner, section: StoredSection, editor: ProfileEditor): Promise<SectionAnswer> {
  return { empId: owner.empId, section, values: await readSection(db, owner, section), editable: editableFields(PROFILE_SCHEMAS[section], editor) };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Saves the fields a request names, and only those (a partial update), after checking every one:
 * the section's schema (400 with a message per field), then the employee/HR split (403 naming each
 * HR-only field the employee tried to change; the same value sent back unchanged is accepted, since a
 * form sends the whole section). Nothing is written unless everything passes. Audited.
 */
export async function saveSection(
  db: Db,
  auth: AuthContext,
  owner: ProfileOwner,
  section: StoredSection,
  editor: ProfileEditor,
  body: unknown,
): Promise<SectionAnswer> {
  const schema = PROFILE_SCHEMAS[section];
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(`Send the ${schema.title} fields as a JSON object`);
  const validate = validatorOf(section);
  if (!validate(body)) {
    const fields = toFieldErrors(validate.errors, schema.properties as never);
    throw badRequest(fields[0]?.message ?? 'Invalid input', fields);
  }
  const given = body as Record<string, unknown>;
  const before = await readSection(db, owner, section);
  const refused = Object.keys(given).filter((name) => !mayEdit(schema.properties[name], editor) && !same(given[name], before[name]));
  if (refused.length > 0) {
    const fields = refused.map((name) => ({ field: name, message: `${schema.properties[name].title ?? name} can be changed by HR only` }));
    throw new AppError(403, fields.length === 1 ? fields[0].message : `Only HR can change: ${refused.map((n) => schema.properties[n].title ?? n).join(', ')}`, fields);
  }
  const changed = Object.fromEntries(Object.entries(given).filter(([name]) => mayEdit(schema.properties[name], editor) && !same(given[name], before[name])));
  if (Object.keys(changed).length > 0) {
    const onEmployee: Record<string, unknown> = {};
    const inSection: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(changed)) {
      const column = schema.properties[name]['x-column'];
      if (column) onEmployee[column] = value;
      else inSection[name] = value;
    }
    const column = sectionColumn(section);
    await db.transaction().execute(async (trx) => {
      if (Object.keys(onEmployee).length > 0) {
        await trx.updateTable('employee').set({ ...onEmployee, updated_at: new Date() } as never).where('id', '=', owner.id).execute();
      }
      // A date of joining moved changes which processed days were employed (the attendance engine's window).
      const joined = Object.keys(changed).find((name) => schema.properties[name]['x-column'] === 'date_of_joining');
      if (joined) await markEmploymentDirty(trx, owner.id, 'dateOfJoining', (before[joined] as string | null | undefined) ?? null, (changed[joined] as string | null | undefined) ?? null);
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
  return answerSection(db, owner, section, editor);
}
