import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Services } from '../services.js';
import type { Db } from '../db/database.js';
import type { AuthContext } from '../auth/AuthContext.js';
import { holdsInSession } from '../auth/tenancy.js';
import { access } from '../http/access.js';
import { badRequest, forbidden, notFound } from '../http/AppError.js';
import { ok } from '../http/reply.js';
import { recordAudit } from '../audit/recordAudit.js';
import { pageOf } from '../http/pageOf.js';
import { idParams, pageProperties } from '../http/schemaParts.js';
import { cleanRichText, plainTextOf } from '../http/richText.js';
import { personName } from '../../shared/personName.js';
import { RECOGNITION_MESSAGES, recognitionProblems, type RecognitionDraft } from '../../shared/recognitionRules.js';

const BASE = '/api/employee-notes';
/** Who may remove anyone's note (moderation): delete on the Recognition screen. Its author always may. */
const MODERATE = { path: '/recognized', verb: 'delete' } as const;
const PAGE_SIZE = 10;

const noteBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    empList: { type: 'array', title: 'Employees', maxItems: 100, items: { type: 'string', title: 'Employee ID', minLength: 1, maxLength: 20 } },
    from: { type: 'string', format: 'date', title: 'From Date' },
    to: { type: 'string', format: 'date', title: 'To Date' },
    description: { type: 'string', title: 'Description', maxLength: 20000 },
  },
} as const;

/** The notes, newest first, with their recipients, author, and what the caller may do with each. */
async function notesWhere(db: Db, auth: AuthContext, filter: { noteIds?: number[]; recipientId?: number }, page?: { page: number; size: number }) {
  let query = db.selectFrom('employee_note as n').where('n.organization_id', '=', auth.organizationId);
  if (filter.noteIds) query = query.where('n.id', 'in', filter.noteIds.length ? filter.noteIds : [0]);
  if (filter.recipientId !== undefined) {
    const recipientId = filter.recipientId;
    query = query.where((eb) => eb.exists(eb.selectFrom('employee_note_recipient as r').select('r.note_id').whereRef('r.note_id', '=', 'n.id').where('r.employee_id', '=', recipientId)));
  }
  const total = page ? Number((await query.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n) : 0;
  const rows = await query
    .innerJoin('employee as a', 'a.id', 'n.author_id')
    .select(['n.id', 'n.author_id', 'n.from_date', 'n.to_date', 'n.description', 'n.version', 'n.created_at', 'a.emp_id as author_emp_id', 'a.first_name as author_first', 'a.last_name as author_last'])
    .orderBy('n.id', 'desc')
    .$if(page !== undefined, (q) => q.limit(page!.size).offset(page!.page * page!.size))
    .$if(page === undefined, (q) => q.limit(100))
    .execute();
  const recipients = rows.length
    ? await db
        .selectFrom('employee_note_recipient as r')
        .innerJoin('employee as e', 'e.id', 'r.employee_id')
        .select(['r.note_id', 'e.emp_id', 'e.first_name', 'e.last_name'])
        .where('r.note_id', 'in', rows.map((row) => row.id))
        .orderBy('e.emp_id')
        .execute()
    : [];
  const moderator = holdsInSession(auth, MODERATE);
  const content = rows.map((row) => {
    const mine = recipients.filter((recipient) => recipient.note_id === row.id);
    return {
      id: row.id,
      empList: mine.map((recipient) => recipient.emp_id),
      employees: mine.map((recipient) => ({ empId: recipient.emp_id, name: personName(recipient.first_name, recipient.last_name) })),
      from: row.from_date,
      to: row.to_date,
      description: row.description,
      author: { empId: row.author_emp_id, name: personName(row.author_first, row.author_last) },
      createdAt: row.created_at instanceof Date ? row.created_at.toISOString() : row.created_at,
      version: row.version,
      canEdit: row.author_id === auth.employeeId,
      canDelete: row.author_id === auth.employeeId || moderator,
    };
  });
  return { content, total };
}

/** The draft checked (spec 002 §5), its description cleaned, and its employees' ids (active employees of the organisation). */
async function checkedDraft(db: Db, auth: AuthContext, body: Partial<RecognitionDraft>) {
  const description = cleanRichText(body.description ?? '');
  const empList = [...new Set((body.empList ?? []).map((empId) => empId.trim().toUpperCase()).filter(Boolean))];
  const problems = recognitionProblems({ empList, from: body.from, to: body.to }, plainTextOf(description));
  if (problems.length) throw badRequest(problems[0].message, problems);
  const employees = await db
    .selectFrom('employee as e')
    .innerJoin('employee_organization as eo', 'eo.employee_id', 'e.id')
    .select(['e.id', 'e.emp_id'])
    .where('eo.organization_id', '=', auth.organizationId)
    .where('e.status', '=', 'Active')
    .where('e.emp_id', 'in', empList)
    .execute();
  const unknown = empList.filter((empId) => !employees.some((employee) => employee.emp_id === empId));
  if (unknown.length) throw badRequest(`${unknown.join(', ')} ${unknown.length > 1 ? 'are not active employees' : 'is not an active employee'}`, [{ field: 'empList', message: 'Choose active employees' }]);
  if (employees.some((employee) => employee.id === auth.employeeId)) throw badRequest('You cannot recognize yourself', [{ field: 'empList', message: 'You cannot recognize yourself' }]);
  return { description, from: body.from!, to: body.to!, employeeIds: employees.map((employee) => employee.id) };
}

/** The caller's own note (404 for none in the organisation, 403 for someone else's). */
async function ownNote(db: Db, auth: AuthContext, id: number, allowModerator: boolean) {
  const note = await db.selectFrom('employee_note').select(['id', 'author_id']).where('organization_id', '=', auth.organizationId).where('id', '=', id).executeTakeFirst();
  if (!note) throw notFound('Recognition not found');
  if (note.author_id !== auth.employeeId && !(allowModerator && holdsInSession(auth, MODERATE))) throw forbidden('You can change only the recognitions you wrote.');
  return note;
}

/** What the audit trail keeps of a note (docs/recognition-and-events.md): whom it recognises, the period and the text. */
async function auditedNote(db: Db, auth: AuthContext, id: number) {
  const [note] = (await notesWhere(db, auth, { noteIds: [id] })).content;
  return { empList: note.empList, from: note.from, to: note.to, description: note.description, author: note.author.empId };
}

/**
 * Spec 002 §7 "Recognition (employee notes)": every employee of the organisation reads the notes and
 * may recognise colleagues; a note is changed only by its author (deleted also by a moderator). The
 * description is rich text kept to an allow-list (docs/recognition-and-events.md).
 */
export async function recognitionRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services;
  const tags = ['Recognition'];

  app.get<{ Querystring: { page?: number; size?: number } }>(
    BASE,
    { config: { access: access.self }, schema: { tags, summary: "The organisation's recognitions, newest first, paged (page from 0, size 10)", querystring: { type: 'object', additionalProperties: false, properties: pageProperties } } },
    async (request) => {
      const size = request.query.size ?? PAGE_SIZE;
      const { content, total } = await notesWhere(db, request.auth!, {}, { page: request.query.page ?? 0, size });
      return ok(pageOf(content, total, size));
    },
  );

  app.get<{ Params: { empId: string } }>(
    `${BASE}/:empId`,
    {
      config: { access: access.self },
      schema: { tags, summary: 'The recognitions of one employee of the organisation (newest 100): their dashboard card and profile', params: { type: 'object', required: ['empId'], properties: { empId: { type: 'string', title: 'Employee ID', minLength: 1, maxLength: 20 } } } },
    },
    async (request) => {
      const employee = await db
        .selectFrom('employee as e')
        .innerJoin('employee_organization as eo', 'eo.employee_id', 'e.id')
        .select('e.id')
        .where('eo.organization_id', '=', request.auth!.organizationId)
        .where('e.emp_id', '=', request.params.empId.trim().toUpperCase())
        .executeTakeFirst();
      if (!employee) throw notFound('Employee not found');
      return ok((await notesWhere(db, request.auth!, { recipientId: employee.id })).content);
    },
  );

  app.post<{ Body: Partial<RecognitionDraft> }>(
    BASE,
    { config: { access: access.self }, schema: { tags, summary: 'Recognise colleagues (empList, from, to, description)', body: noteBody } },
    async (request, reply) => {
      const auth = request.auth!;
      const draft = await checkedDraft(db, auth, request.body ?? {});
      const id = await db.transaction().execute(async (trx) => {
        const note = await trx
          .insertInto('employee_note')
          .values({ organization_id: auth.organizationId, author_id: auth.employeeId, from_date: draft.from, to_date: draft.to, description: draft.description })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.insertInto('employee_note_recipient').values(draft.employeeIds.map((employeeId) => ({ note_id: note.id, organization_id: auth.organizationId, employee_id: employeeId }))).execute();
        await recordAudit(trx, auth, { entity: 'recognition', entityId: note.id, action: 'create', after: await auditedNote(trx, auth, note.id) });
        return note.id;
      });
      return reply.status(201).send(ok((await notesWhere(db, auth, { noteIds: [id] })).content[0], RECOGNITION_MESSAGES.submitted));
    },
  );

  app.put<{ Params: { id: number }; Body: Partial<RecognitionDraft> }>(
    `${BASE}/:id`,
    { config: { access: access.self }, schema: { tags, summary: 'Change a recognition the caller wrote', params: idParams('id'), body: noteBody } },
    async (request) => {
      const auth = request.auth!;
      await ownNote(db, auth, request.params.id, false);
      const draft = await checkedDraft(db, auth, request.body ?? {});
      await db.transaction().execute(async (trx) => {
        const before = await auditedNote(trx, auth, request.params.id);
        await trx
          .updateTable('employee_note')
          .set({ from_date: draft.from, to_date: draft.to, description: draft.description, version: sql`version + 1`, updated_at: new Date() })
          .where('id', '=', request.params.id)
          .where('organization_id', '=', auth.organizationId)
          .execute();
        await trx.deleteFrom('employee_note_recipient').where('note_id', '=', request.params.id).execute();
        await trx.insertInto('employee_note_recipient').values(draft.employeeIds.map((employeeId) => ({ note_id: request.params.id, organization_id: auth.organizationId, employee_id: employeeId }))).execute();
        await recordAudit(trx, auth, { entity: 'recognition', entityId: request.params.id, action: 'update', before, after: await auditedNote(trx, auth, request.params.id) });
      });
      return ok((await notesWhere(db, auth, { noteIds: [request.params.id] })).content[0], RECOGNITION_MESSAGES.updated);
    },
  );

  app.delete<{ Params: { id: number } }>(
    `${BASE}/:id`,
    { config: { access: access.self }, schema: { tags, summary: 'Delete a recognition the caller wrote (a moderator: any of the organisation)', params: idParams('id') } },
    async (request) => {
      const auth = request.auth!;
      await ownNote(db, auth, request.params.id, true);
      await db.transaction().execute(async (trx) => {
        const before = await auditedNote(trx, auth, request.params.id);
        await trx.deleteFrom('employee_note').where('id', '=', request.params.id).where('organization_id', '=', auth.organizationId).execute();
        await recordAudit(trx, auth, { entity: 'recognition', entityId: request.params.id, action: 'delete', before });
      });
      return ok({ id: request.params.id }, RECOGNITION_MESSAGES.deleted);
    },
  );
}
