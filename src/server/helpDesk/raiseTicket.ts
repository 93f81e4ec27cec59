import { sql } from 'kysely';
import type { AuthContext } from '../auth/AuthContext.js';
import type { Db } from '../db/database.js';
import type { MasterDefinition } from '../masters/MasterDefinition.js';
import type { Mailer } from '../mail/Mailer.js';
import { badRequest, conflict } from '../http/AppError.js';
import { attendanceToday } from '../attendance/attendanceClock.js';
import { DEFAULT_DAY_RULE } from '../attendance/attendanceDate.js';
import { storeAttachedFile, type AttachedFile } from '../files/attachedFile.js';
import { activeContactRows, onApprovedLeave, routeTicket, type Routing } from './routeTicket.js';
import { contactCalendar } from './contactCalendar.js';
import { addWorkingMinutes } from './workingTime.js';
import { findTicket, isClosed } from './ticketViews.js';
import { notifyTicket } from './notifyTicket.js';

/** The form of spec 000 §2.4 / §3 as the server reads it. */
export interface TicketForm {
  selfRequest: 'Yes' | 'No';
  forEmpId?: string;
  commonId: number;
  ticketDetails: string;
  /** A closed ticket of the caller this one follows (docs/help-desk.md). */
  linkedTicketId?: number;
}

/** Spec 000 §5's messages; the sub-menu's is not given there. */
export const TICKET_MESSAGES = {
  reason: 'Please Enter the reason!',
  raisedFor: 'Please Select the Raised For!',
  menu: 'Please Enter the Category!',
  employeeList: 'Please enter the employee list!',
  subMenu: 'Please Select the Sub Category!',
} as const;
export const TICKET_RAISED = 'Ticket Raised successfully';
export const MAX_TICKET_DETAILS = 2000;

/**
 * Raises a ticket (spec 000 §2.4, §5; spec 002 §7 POST /help-desk): checks the form, routes it to
 * the contact (routeTicket), counts its response and resolution times on the contact's working
 * calendar, stores it, its attachment and its first history, then tells the contact and their
 * manager through the outbox (after the commit).
 */
export async function raiseTicket(db: Db, masters: readonly MasterDefinition[], mailer: Mailer, auth: AuthContext, form: TicketForm, file: AttachedFile | null) {
  const refuse = (field: string, message: string) => badRequest(message, [{ field, message }]);
  const details = form.ticketDetails?.trim() ?? '';
  if (!details) throw refuse('ticketDetails', TICKET_MESSAGES.reason);
  if (details.length > MAX_TICKET_DETAILS) throw refuse('ticketDetails', `The reason must be at most ${MAX_TICKET_DETAILS} characters`);
  if (form.selfRequest !== 'Yes' && form.selfRequest !== 'No') throw refuse('selfRequest', TICKET_MESSAGES.raisedFor);
  if (!form.commonId) throw refuse('commonId', TICKET_MESSAGES.menu);
  const rows = await activeContactRows(db, masters, auth.organizationId);
  const row = rows.find((r) => r.id === form.commonId);
  if (!row) throw refuse('commonId', TICKET_MESSAGES.menu);
  const categoryHasSubMenus = rows.some((r) => r.menuName === row.menuName && r.subMenuName);
  // A category with sub-menus takes a sub-menu's id (the category row's own id names no sub-menu).
  if (categoryHasSubMenus && !row.subMenuName) throw refuse('subMenu', TICKET_MESSAGES.subMenu);

  let raisedForId = auth.employeeId;
  if (form.selfRequest === 'No') {
    const empId = form.forEmpId?.trim().toUpperCase();
    if (!empId) throw refuse('forEmpId', TICKET_MESSAGES.employeeList);
    const { rows: found } = await sql<{ id: number }>`
      SELECT e.id FROM employee e JOIN employee_organization eo ON eo.employee_id = e.id AND eo.organization_id = ${auth.organizationId}
      WHERE upper(e.emp_id) = ${empId} AND e.status = 'Active'`.execute(db);
    if (!found[0]) throw refuse('forEmpId', `No active employee ${empId} in this organisation`);
    raisedForId = found[0].id;
  }
  if (form.linkedTicketId !== undefined) {
    const linked = await findTicket(db, auth.organizationId, form.linkedTicketId);
    if (!linked || linked.raised_by_id !== auth.employeeId) throw refuse('linkedTicketId', 'The linked ticket is not one of your tickets');
    if (!isClosed(linked)) throw conflict('The linked ticket is not closed yet: reopen it instead');
  }

  const timeZone = DEFAULT_DAY_RULE.timeZone;
  const now = new Date();
  const category = rows.filter((r) => r.menuName === row.menuName);
  const candidates = [...new Set([...category.map((r) => r.spocEmpId)])];
  const routing: Routing = routeTicket(rows, row, await onApprovedLeave(db, auth.organizationId, candidates, attendanceToday(timeZone, now)));
  const people = await employeesByEmpId(db, auth.organizationId, [routing.assignedEmpId, routing.managerEmpId]);
  const assigned = people.get(routing.assignedEmpId);
  if (!assigned) throw conflict(`The help desk contact ${routing.assignedEmpId} of ${row.menuName} is not an employee of this organisation; ask HR to correct the help desk contacts`);
  const manager = people.get(routing.managerEmpId) ?? null;
  const isWorking = await contactCalendar(db, auth.organizationId, assigned.id, now, timeZone);
  const responseDue = addWorkingMinutes(now, row.responseHours * 60, isWorking, timeZone);
  const resolutionDue = addWorkingMinutes(now, row.resolutionHours * 60, isWorking, timeZone);

  const ticketId = await db.transaction().execute(async (trx) => {
    const ticket = await trx
      .insertInto('help_desk_ticket')
      .values({
        organization_id: auth.organizationId,
        raised_by_id: auth.employeeId,
        raised_for_id: raisedForId,
        contact_row_id: row.id,
        menu_name: row.menuName,
        sub_menu_name: row.subMenuName,
        ticket_details: details,
        assigned_to_id: assigned.id,
        manager_id: manager?.id ?? null,
        raised_at: now,
        response_due_at: responseDue,
        resolution_due_at: resolutionDue,
        linked_ticket_id: form.linkedTicketId ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const history = (action: string, comment: string | null) => ({ organization_id: auth.organizationId, ticket_id: ticket.id, action, by_employee_id: action === 'Raised' ? auth.employeeId : null, comment, at: now });
    const skipped = routing.skipped.length ? `; skipped (on approved leave today): ${routing.skipped.join(', ')}` : '';
    await trx
      .insertInto('help_desk_ticket_history')
      .values([
        history('Raised', form.linkedTicketId ? `Follows closed ticket #${form.linkedTicketId}` : null),
        history('Assigned', `Assigned to ${routing.assignedEmpId} (${routing.via === 'contact' ? 'the contact' : routing.via === 'nextContact' ? "the category's next contact" : "the category's fallback"})${skipped}`),
      ])
      .execute();
    if (file) {
      const stored = await storeAttachedFile(trx, file, { organizationId: auth.organizationId, prefix: 'helpdesk', ownerEmployeeId: auth.employeeId });
      await trx.insertInto('help_desk_attachment').values({ organization_id: auth.organizationId, ticket_id: ticket.id, file_name: file.fileName, stored_file: stored, uploaded_by_id: auth.employeeId, uploaded_at: now }).execute();
    }
    return ticket.id;
  });
  await notifyTicket(db, mailer, auth.organizationId, ticketId, [
    ['assigned', 'contact'],
    ['managerInformed', 'manager'],
  ]);
  return { ticketId, assignedTo: routing.assignedEmpId };
}

/** Emp ID (upper case) → the organisation's employee. */
export async function employeesByEmpId(db: Db, organizationId: number, empIds: string[]) {
  const { rows } = await sql<{ id: number; emp_id: string }>`
    SELECT e.id, e.emp_id FROM employee e JOIN employee_organization eo ON eo.employee_id = e.id AND eo.organization_id = ${organizationId}
    WHERE upper(e.emp_id) = ANY(${sql.val(empIds)}::text[])`.execute(db);
  return new Map(rows.map((r) => [r.emp_id.toUpperCase(), r]));
}
