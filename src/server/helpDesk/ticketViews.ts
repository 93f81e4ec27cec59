import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { AuthContext } from '../auth/AuthContext.js';
import { holdsInSession } from '../auth/tenancy.js';
import { DEFAULT_DAY_RULE } from '../attendance/attendanceDate.js';
import { contactCalendar } from './contactCalendar.js';
import { workingMinutesBetween, type IsWorkingDay } from './workingTime.js';

/** The Help Desk Report screen: its view right also reads every ticket and attachment of the organisation. */
export const HELP_DESK_REPORT_MENU = '/helpDeskReport';
export const DAY_MS = 86_400_000;

/** A ticket row with the names a view shows. */
export interface TicketRow {
  id: number;
  organization_id: number;
  contact_row_id: number;
  menu_name: string;
  sub_menu_name: string | null;
  ticket_details: string;
  status: 'Pending' | 'Completed';
  resolution_comment: string | null;
  raised_at: Date;
  response_due_at: Date;
  resolution_due_at: Date;
  responded_at: Date | null;
  completed_at: Date | null;
  escalated_at: Date | null;
  reopen_count: number;
  linked_ticket_id: number | null;
  raised_by_id: number;
  raised_for_id: number;
  assigned_to_id: number;
  manager_id: number | null;
  /** The raiser's and the raised-for's reporting managers: My Team lists the ticket to them, so they may open it. */
  raised_by_manager_id: number | null;
  raised_for_manager_id: number | null;
  raised_by: string;
  raised_by_name: string;
  raised_for: string;
  raised_for_name: string;
  assigned_to: string;
  assigned_to_name: string;
  manager: string | null;
  reopen_days: number;
  rating: number | null;
  feedback: string | null;
}

/** The select every view reads tickets through (alias t); `where` narrows it. */
export const ticketSelect = sql`
  SELECT t.id, t.organization_id, t.contact_row_id, t.menu_name, t.sub_menu_name, t.ticket_details, t.status, t.resolution_comment, t.raised_at, t.response_due_at,
    t.resolution_due_at, t.responded_at, t.completed_at, t.escalated_at, t.reopen_count, t.linked_ticket_id,
    t.raised_by_id, t.raised_for_id, t.assigned_to_id, t.manager_id, rb.reporting_manager_id AS raised_by_manager_id, rf.reporting_manager_id AS raised_for_manager_id,
    rb.emp_id AS raised_by, trim(rb.first_name || ' ' || rb.last_name) AS raised_by_name,
    rf.emp_id AS raised_for, trim(rf.first_name || ' ' || rf.last_name) AS raised_for_name,
    a.emp_id AS assigned_to, trim(a.first_name || ' ' || a.last_name) AS assigned_to_name, m.emp_id AS manager,
    o.help_desk_reopen_days AS reopen_days,
    (SELECT f.rating FROM help_desk_feedback f WHERE f.ticket_id = t.id AND f.cycle = t.reopen_count) AS rating,
    (SELECT f.comment FROM help_desk_feedback f WHERE f.ticket_id = t.id AND f.cycle = t.reopen_count) AS feedback
  FROM help_desk_ticket t
  JOIN employee rb ON rb.id = t.raised_by_id JOIN employee rf ON rf.id = t.raised_for_id JOIN employee a ON a.id = t.assigned_to_id
  LEFT JOIN employee m ON m.id = t.manager_id JOIN organization o ON o.id = t.organization_id`;

/** One ticket of the organisation, or undefined. */
export async function findTicket(db: Db, organizationId: number, id: number): Promise<TicketRow | undefined> {
  const { rows } = await sql<TicketRow>`${ticketSelect} WHERE t.organization_id = ${organizationId} AND t.id = ${id}`.execute(db);
  return rows[0];
}

/**
 * Who may read a ticket and its attachments: the raiser, the person raised for, the contact, the
 * contact's manager, the raiser's and the raised-for's reporting managers, help desk report roles.
 * Exactly those to whom a list (myRequest, myTicket, myTeam in ticketLists.ts) shows it, and the report.
 */
export function mayRead(
  auth: AuthContext,
  ticket: Pick<TicketRow, 'raised_by_id' | 'raised_for_id' | 'assigned_to_id' | 'manager_id' | 'raised_by_manager_id' | 'raised_for_manager_id'>,
): boolean {
  return (
    [ticket.raised_by_id, ticket.raised_for_id, ticket.assigned_to_id, ticket.manager_id, ticket.raised_by_manager_id, ticket.raised_for_manager_id].includes(auth.employeeId) ||
    holdsInSession(auth, { path: HELP_DESK_REPORT_MENU, verb: 'view' })
  );
}

/** Completed and past the organisation's reopen grace period: closed for good. */
export const isClosed = (ticket: Pick<TicketRow, 'status' | 'completed_at' | 'reopen_days'>, now = new Date()) =>
  ticket.status === 'Completed' && ticket.completed_at !== null && now.getTime() > new Date(ticket.completed_at).getTime() + ticket.reopen_days * DAY_MS;

/** Working-calendar lookups of a request, one per contact. */
export function calendars(db: Db, timeZone = DEFAULT_DAY_RULE.timeZone) {
  const loaded = new Map<string, Promise<IsWorkingDay>>();
  return (ticket: TicketRow, from: Date) => {
    const key = `${ticket.organization_id}:${ticket.assigned_to_id}`;
    if (!loaded.has(key)) loaded.set(key, contactCalendar(db, ticket.organization_id, ticket.assigned_to_id, from, timeZone));
    return loaded.get(key)!;
  };
}

/** A ticket as every list and the detail show it. Text is answered as stored; the pages escape it (React) and exports neutralise formulas. */
export async function ticketView(ticket: TicketRow, calendarOf: ReturnType<typeof calendars>, now = new Date(), timeZone = DEFAULT_DAY_RULE.timeZone) {
  let responseTimeLeftMinutes: number | null = null;
  let resolutionTimeLeftMinutes: number | null = null;
  if (ticket.status === 'Pending') {
    const earliest = new Date(Math.min(now.getTime(), new Date(ticket.response_due_at).getTime(), new Date(ticket.raised_at).getTime()));
    const isWorking = await calendarOf(ticket, earliest);
    if (!ticket.responded_at) responseTimeLeftMinutes = workingMinutesBetween(now, new Date(ticket.response_due_at), isWorking, timeZone);
    resolutionTimeLeftMinutes = workingMinutesBetween(now, new Date(ticket.resolution_due_at), isWorking, timeZone);
  }
  const closed = isClosed(ticket, now);
  return {
    ticketId: ticket.id,
    menuName: ticket.menu_name,
    subMenuName: ticket.sub_menu_name,
    ticketDetails: ticket.ticket_details,
    status: ticket.status,
    resolutionComment: ticket.resolution_comment,
    raisedBy: ticket.raised_by,
    raisedByName: ticket.raised_by_name,
    raisedFor: ticket.raised_for,
    raisedForName: ticket.raised_for_name,
    selfRequest: ticket.raised_by_id === ticket.raised_for_id ? 'Yes' : 'No',
    assignedTo: ticket.assigned_to,
    assignedToName: ticket.assigned_to_name,
    raisedAt: new Date(ticket.raised_at).toISOString(),
    responseDueAt: new Date(ticket.response_due_at).toISOString(),
    resolutionDueAt: new Date(ticket.resolution_due_at).toISOString(),
    respondedAt: ticket.responded_at && new Date(ticket.responded_at).toISOString(),
    completedAt: ticket.completed_at && new Date(ticket.completed_at).toISOString(),
    escalated: ticket.escalated_at !== null,
    responseTimeLeftMinutes,
    resolutionTimeLeftMinutes,
    reopenCount: ticket.reopen_count,
    reopenUntil: ticket.status === 'Completed' && ticket.completed_at ? new Date(new Date(ticket.completed_at).getTime() + ticket.reopen_days * DAY_MS).toISOString() : null,
    closed,
    linkedTicketId: ticket.linked_ticket_id,
    rating: ticket.rating,
    feedback: ticket.feedback,
  };
}

export type TicketView = Awaited<ReturnType<typeof ticketView>>;
