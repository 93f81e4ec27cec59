import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { access } from '../http/access.js';
import { AppError, badRequest, notFound } from '../http/AppError.js';
import { ok } from '../http/reply.js';
import { databaseId, pageProperties } from '../http/schemaParts.js';
import { ATTACHMENT_MAX_BYTES, checkAttachedBytes, type AttachedFile } from '../files/attachedFile.js';
import { sendUserFile } from '../files/sendUserFile.js';
import type { Services } from '../services.js';
import { raiseTicket, TICKET_RAISED, type TicketForm } from './raiseTicket.js';
import { listTickets, type TicketList, type TicketListQuery } from './ticketLists.js';
import { calendars, ticketView } from './ticketViews.js';
import { changeStatus, giveFeedback, readableTicket, reopenTicket } from './workTicket.js';
import { formParts } from '../http/formParts.js';

const tags = ['Help desk'];
const idParams = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { ...databaseId, title: 'Ticket ID' } } } as const;
const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { ticketStatus: { type: 'string', title: 'Ticket Status', enum: ['Pending', 'Completed'] }, ...pageProperties },
} as const;
const FORM_FIELDS = ['selfRequest', 'forEmpId', 'commonId', 'ticketDetails', 'linkedTicketId', 'ticketRaisedFor', 'employeeList', 'menu', 'subMenu'] as const;

/**
 * Help desk tickets (issue 22 §1; spec 000 §2.4, §3, §5; spec 002 §7; docs/help-desk.md): raising
 * one (routed to the category's contact), the three lists, the contact's status change, the
 * raiser's reopen and feedback, a ticket's detail with its history, and its attachment.
 */
export async function helpDeskRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db, masters, mailer } = services;
  if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart);

  app.post(
    '/api/help-desk',
    {
      config: { access: access.self },
      schema: {
        tags,
        summary:
          'Raise a ticket (form data: selfRequest Yes|No, forEmpId when No, commonId = the sub-menu id if the menu has sub-menus else the menu id, ticketDetails, optional file: PDF, PNG or JPEG up to 2 MB; linkedTicketId: a closed ticket of the caller it follows). Routed to the contact; 200 "Ticket Raised successfully"',
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const { form, file } = await readTicketForm(request);
      const raised = await raiseTicket(db, masters, mailer, request.auth!, form, file);
      return ok(raised, TICKET_RAISED);
    },
  );

  for (const list of ['myRequest', 'myTicket', 'myTeam'] as const satisfies readonly TicketList[]) {
    app.get<{ Querystring: TicketListQuery }>(
      `/api/help-desk/${list}`,
      {
        config: { access: access.self },
        schema: {
          tags,
          summary: {
            myRequest: 'Tickets the caller raised (for themselves or others)',
            myTicket: 'Tickets assigned to the caller as a help desk contact',
            myTeam: "Tickets of the caller's reportees (raised by or for them) and of contacts reporting to them",
          }[list] + ', Pending or Completed (ticketStatus), newest first: content, totalElements, totalPages; each with its working time left',
          querystring: listQuery,
        },
      },
      async (request) => ok(await listTickets(db, request.auth!, list, request.query)),
    );
  }

  app.get<{ Params: { id: number } }>(
    '/api/help-desk/:id',
    {
      config: { access: access.self },
      schema: { tags, summary: 'One ticket with its history and attachments: its raiser, the person raised for, their reporting managers, its contact, the contact\'s manager and help desk report roles', params: idParams },
    },
    async (request) => {
      const ticket = await readableTicket(db, request.auth!, request.params.id);
      const [history, attachments] = await Promise.all([
        sql<{ action: string; comment: string | null; at: Date; by: string | null; by_name: string | null }>`
          SELECT h.action, h.comment, h.at, e.emp_id AS by, trim(e.first_name || ' ' || e.last_name) AS by_name
          FROM help_desk_ticket_history h LEFT JOIN employee e ON e.id = h.by_employee_id
          WHERE h.ticket_id = ${ticket.id} AND h.organization_id = ${ticket.organization_id} ORDER BY h.id`.execute(db),
        db.selectFrom('help_desk_attachment').select(['id', 'file_name']).where('ticket_id', '=', ticket.id).where('organization_id', '=', ticket.organization_id).orderBy('id').execute(),
      ]);
      return ok({
        ...(await ticketView(ticket, calendars(db))),
        history: history.rows.map((h) => ({ action: h.action, comment: h.comment, at: new Date(h.at).toISOString(), by: h.by, byName: h.by_name ?? 'System' })),
        attachments: attachments.map((a) => ({ id: a.id, fileName: a.file_name })),
      });
    },
  );

  app.get<{ Params: { id: number; attachmentId: number } }>(
    '/api/help-desk/:id/attachment/:attachmentId',
    {
      config: { access: access.self },
      schema: {
        tags,
        summary: "A ticket's attachment, to its raiser, the person raised for, their reporting managers, its contact, the contact's manager and help desk report roles (404 to anyone else)",
        params: { type: 'object', required: ['id', 'attachmentId'], additionalProperties: false, properties: { id: { ...databaseId, title: 'Ticket ID' }, attachmentId: { ...databaseId, title: 'Attachment ID' } } },
      },
    },
    async (request, reply) => {
      const ticket = await readableTicket(db, request.auth!, request.params.id);
      const file = await db
        .selectFrom('help_desk_attachment as a')
        .innerJoin('stored_file as f', 'f.name', 'a.stored_file')
        .select(['a.file_name', 'f.bytes'])
        .where('a.id', '=', request.params.attachmentId)
        .where('a.ticket_id', '=', ticket.id)
        .where('a.organization_id', '=', ticket.organization_id)
        .executeTakeFirst();
      if (!file) throw notFound('Attachment not found');
      return sendUserFile(reply, { bytes: file.bytes, fileName: file.file_name, cacheSeconds: 0 });
    },
  );

  app.put<{ Params: { id: number }; Body: { status: 'Pending' | 'Completed'; comment?: string } }>(
    '/api/help-desk/:id',
    {
      config: { access: access.self },
      schema: {
        tags,
        summary: "The contact's status change: Completed with the resolution comment, or Pending with a comment (a response). A completed ticket is never changed here (409)",
        params: idParams,
        body: {
          type: 'object',
          required: ['status'],
          additionalProperties: false,
          properties: { status: { type: 'string', title: 'Status', enum: ['Pending', 'Completed'] }, comment: { type: 'string', title: 'Comment', maxLength: 2000 } },
        },
      },
    },
    async (request) => ok({ ticketId: request.params.id }, await changeStatus(db, mailer, request.auth!, request.params.id, request.body)),
  );

  app.put<{ Params: { id: number }; Body: { reason?: string } }>(
    '/api/help-desk/reopen/:id',
    {
      config: { access: access.self },
      schema: {
        tags,
        summary: "The raiser reopens a completed ticket with a reason, within the organisation's reopen days (then 409: closed for good, raise a new ticket linked to it)",
        params: idParams,
        body: { type: 'object', required: ['reason'], additionalProperties: false, properties: { reason: { type: 'string', title: 'Reason', maxLength: 2000 } } },
      },
    },
    async (request) => {
      await reopenTicket(db, masters, mailer, request.auth!, request.params.id, request.body);
      return ok({ ticketId: request.params.id }, 'Ticket Reopened successfully');
    },
  );

  const feedbackRoute = {
    config: { access: access.self },
    schema: {
      tags,
      summary: 'Feedback on a completed ticket by its raiser (or the person raised for): rating 1 to 5 and a comment, once per completion',
      params: idParams,
      body: {
        type: 'object',
        required: ['rating'],
        additionalProperties: false,
        properties: { rating: { type: 'integer', title: 'Rating', minimum: 1, maximum: 5 }, comment: { type: 'string', title: 'Comment', maxLength: 2000 } },
      },
    },
  };
  const feedback = async (request: FastifyRequest<{ Params: { id: number }; Body: { rating: number; comment?: string } }>) => {
    await giveFeedback(db, request.auth!, request.params.id, request.body);
    return ok({ ticketId: request.params.id }, 'Feedback submitted successfully');
  };
  // Spec 002 §7: PUT or POST /help-desk/feedback/{id}.
  app.put('/api/help-desk/feedback/:id', feedbackRoute, feedback);
  app.post('/api/help-desk/feedback/:id', feedbackRoute, feedback);
}

/** The form data of a raised ticket: its fields and at most one file, checked as every attachment (attachedFile.ts). */
async function readTicketForm(request: FastifyRequest): Promise<{ form: TicketForm; file: AttachedFile | null }> {
  if (!request.isMultipart()) throw badRequest('Send the ticket as multipart/form-data');
  const fields: Record<string, string> = {};
  let file: AttachedFile | null = null;
  for await (const part of formParts(request, { limits: { files: 1, fileSize: ATTACHMENT_MAX_BYTES, fields: 20, fieldSize: 10_000 } })) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer().catch(() => {
        throw badRequest('Attachment must be at most 2 MB', [{ field: 'file', message: 'Attachment must be at most 2 MB' }]);
      });
      if (part.file.truncated) throw badRequest('Attachment must be at most 2 MB', [{ field: 'file', message: 'Attachment must be at most 2 MB' }]);
      if (bytes.length > 0) file = await checkAttachedBytes(bytes, part.filename, 'file');
    } else if ((FORM_FIELDS as readonly string[]).includes(part.fieldname)) {
      fields[part.fieldname] = String(part.value ?? '');
    } else {
      throw new AppError(400, `Unknown field ${part.fieldname.slice(0, 50)}`);
    }
  }
  const number = (value: string | undefined, field: string) => {
    if (value === undefined || value === '') return undefined;
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1 || n > 2_147_483_647) throw badRequest(`${field} must be an id`, [{ field, message: `${field} must be an id` }]);
    return n;
  };
  // The page's own names are accepted too: ticketRaisedFor (My Self / Others), employeeList, subMenu / menu.
  const selfRequest = fields.selfRequest ?? (fields.ticketRaisedFor === 'My Self' ? 'Yes' : fields.ticketRaisedFor === 'Others' ? 'No' : undefined);
  return {
    form: {
      selfRequest: selfRequest as TicketForm['selfRequest'],
      forEmpId: fields.forEmpId ?? fields.employeeList,
      commonId: number(fields.commonId ?? fields.subMenu ?? fields.menu, 'commonId')!,
      ticketDetails: fields.ticketDetails ?? '',
      linkedTicketId: number(fields.linkedTicketId, 'linkedTicketId'),
    },
    file,
  };
}
