import { sql } from 'kysely';
import type { AuthContext } from '../auth/AuthContext.js';
import type { Db } from '../db/database.js';
import type { Mailer } from '../mail/Mailer.js';
import { badRequest, conflict, forbidden, notFound } from '../http/AppError.js';
import { DEFAULT_DAY_RULE } from '../attendance/attendanceDate.js';
import { contactCalendar } from './contactCalendar.js';
import { activeContactRows, DEFAULT_RESOLUTION_HOURS } from './routeTicket.js';
import type { MasterDefinition } from '../masters/MasterDefinition.js';
import { addWorkingMinutes } from './workingTime.js';
import { findTicket, isClosed, mayRead, type TicketRow } from './ticketViews.js';
import { notifyReopen, notifyTicket } from './notifyTicket.js';

const MAX_COMMENT = 2000;
const text = (value: string | undefined, field: string, message: string) => {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) throw badRequest(message, [{ field, message }]);
  if (trimmed.length > MAX_COMMENT) throw badRequest(`At most ${MAX_COMMENT} characters`, [{ field, message: `At most ${MAX_COMMENT} characters` }]);
  return trimmed;
};

/** The ticket of the organisation the caller may read, else 404 (a ticket one may not read is not shown to exist). */
export async function readableTicket(db: Db, auth: AuthContext, id: number): Promise<TicketRow> {
  const ticket = await findTicket(db, auth.organizationId, id);
  if (!ticket || !mayRead(auth, ticket)) throw notFound('Ticket not found');
  return ticket;
}

const history = (auth: AuthContext, ticketId: number, action: string, comment: string | null, at: Date) => ({
  organization_id: auth.organizationId,
  ticket_id: ticketId,
  action,
  by_employee_id: auth.employeeId,
  comment,
  at,
});

/**
 * The contact's status change (spec 002 §7 /help-desk/{id}): Pending with a comment is a response
 * (it stops the response clock); Completed needs the resolution comment. A completed ticket is
 * never changed by it: only its raiser reopens it.
 */
export async function changeStatus(db: Db, mailer: Mailer, auth: AuthContext, id: number, body: { status: 'Pending' | 'Completed'; comment?: string }) {
  const ticket = await readableTicket(db, auth, id);
  if (ticket.assigned_to_id !== auth.employeeId) throw forbidden('Only the help desk contact the ticket is assigned to may change its status');
  const comment = text(body.comment, 'comment', body.status === 'Completed' ? 'Please enter the resolution comment' : 'Please enter a comment');
  const now = new Date();
  const changed = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('help_desk_ticket')
      .set({
        status: body.status,
        responded_at: sql`coalesce(responded_at, ${now})`,
        ...(body.status === 'Completed' ? { completed_at: now, resolution_comment: comment } : {}),
        version: sql`version + 1`,
      })
      .where('id', '=', id)
      .where('organization_id', '=', auth.organizationId)
      .where('status', '=', 'Pending')
      .returning('id')
      .executeTakeFirst();
    if (!updated) return false;
    await trx.insertInto('help_desk_ticket_history').values(history(auth, id, body.status === 'Completed' ? 'Completed' : 'Responded', comment, now)).execute();
    return true;
  });
  if (!changed) throw conflict('This ticket is already completed; only its raiser may reopen it');
  if (body.status === 'Completed') await notifyTicket(db, mailer, auth.organizationId, id, [['completed', 'raiser']], comment);
  return body.status === 'Completed' ? 'Ticket Completed successfully' : 'Ticket updated successfully';
}

/**
 * The raiser reopens a completed ticket with a reason, within the organisation's grace period
 * (organization.help_desk_reopen_days); after it the ticket is closed for good: a new ticket links to it.
 */
export async function reopenTicket(db: Db, masters: readonly MasterDefinition[], mailer: Mailer, auth: AuthContext, id: number, body: { reason?: string }) {
  const ticket = await readableTicket(db, auth, id);
  if (ticket.raised_by_id !== auth.employeeId) throw forbidden('Only the raiser of a ticket may reopen it');
  const reason = text(body.reason, 'reason', 'Please enter the reason for reopening');
  if (ticket.status !== 'Completed') throw conflict('Only a completed ticket can be reopened');
  const now = new Date();
  if (isClosed(ticket, now)) throw conflict(`This ticket was closed ${ticket.reopen_days} days after completion and cannot be reopened; raise a new ticket, linked to it`);
  // The category's resolution time as configured now (the schema's default for a row since removed).
  const hours = (await activeContactRows(db, masters, auth.organizationId)).find((r) => r.id === ticket.contact_row_id)?.resolutionHours ?? DEFAULT_RESOLUTION_HOURS;
  const timeZone = DEFAULT_DAY_RULE.timeZone;
  const isWorking = await contactCalendar(db, auth.organizationId, ticket.assigned_to_id, now, timeZone);
  const resolutionDue = addWorkingMinutes(now, hours * 60, isWorking, timeZone);
  const reopened = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('help_desk_ticket')
      .set({ status: 'Pending', completed_at: null, resolution_due_at: resolutionDue, reopen_count: sql`reopen_count + 1`, version: sql`version + 1` })
      .where('id', '=', id)
      .where('organization_id', '=', auth.organizationId)
      .where('status', '=', 'Completed')
      .returning('id')
      .executeTakeFirst();
    if (!updated) return false;
    await trx.insertInto('help_desk_ticket_history').values(history(auth, id, 'Reopened', reason, now)).execute();
    return true;
  });
  if (!reopened) throw conflict('Only a completed ticket can be reopened');
  await notifyReopen(db, mailer, auth.organizationId, id, reason);
}

/** The raiser's feedback on a completed ticket: a rating of 1 to 5 and a comment, once per completion. */
export async function giveFeedback(db: Db, auth: AuthContext, id: number, body: { rating: number; comment?: string }) {
  const ticket = await readableTicket(db, auth, id);
  if (ticket.raised_by_id !== auth.employeeId && ticket.raised_for_id !== auth.employeeId) throw forbidden('Only the raiser of a ticket or the person it was raised for may give feedback on it');
  if (ticket.status !== 'Completed') throw conflict('Feedback can be given once the ticket is completed');
  const comment = body.comment?.trim() || null;
  if (comment && comment.length > MAX_COMMENT) throw badRequest(`At most ${MAX_COMMENT} characters`, [{ field: 'comment', message: `At most ${MAX_COMMENT} characters` }]);
  const now = new Date();
  const given = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('help_desk_feedback')
      .values({ organization_id: auth.organizationId, ticket_id: id, cycle: ticket.reopen_count, rating: body.rating, comment, by_employee_id: auth.employeeId, at: now })
      .onConflict((c) => c.columns(['ticket_id', 'cycle']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return false;
    await trx.insertInto('help_desk_ticket_history').values(history(auth, id, 'Feedback', `Rating ${body.rating}/5${comment ? `: ${comment}` : ''}`, now)).execute();
    return true;
  });
  if (!given) throw conflict('Feedback has already been given for this ticket');
}
