import { sql, type RawBuilder } from 'kysely';
import type { AuthContext } from '../auth/AuthContext.js';
import type { Db } from '../db/database.js';
import { pageOf } from '../http/pageOf.js';
import { calendars, ticketSelect, ticketView, type TicketRow } from './ticketViews.js';

export type TicketList = 'myRequest' | 'myTicket' | 'myTeam';
export interface TicketListQuery {
  ticketStatus?: 'Pending' | 'Completed';
  page?: number;
  size?: number;
}

/** Whose tickets each list holds (spec 002 §7): raised by the caller (for anyone), assigned to the caller, or of the caller's team. */
function whose(list: TicketList, auth: AuthContext): RawBuilder<unknown> {
  const me = auth.employeeId;
  switch (list) {
    case 'myRequest':
      return sql`t.raised_by_id = ${me}`;
    case 'myTicket':
      return sql`t.assigned_to_id = ${me}`;
    case 'myTeam':
      // The caller's reportees' tickets (raised by or for them), and the tickets of contacts reporting to them.
      return sql`(t.manager_id = ${me} OR rb.reporting_manager_id = ${me} OR rf.reporting_manager_id = ${me})`;
  }
}

/** One page of a list, newest first, with each ticket's time left. */
export async function listTickets(db: Db, auth: AuthContext, list: TicketList, query: TicketListQuery) {
  const status = query.ticketStatus ?? 'Pending';
  const size = query.size ?? 10;
  const page = query.page ?? 0;
  const where = sql`t.organization_id = ${auth.organizationId} AND t.status = ${status} AND ${whose(list, auth)}`;
  const [rows, total] = await Promise.all([
    sql<TicketRow>`${ticketSelect} WHERE ${where} ORDER BY t.raised_at DESC, t.id DESC LIMIT ${size} OFFSET ${page * size}`.execute(db),
    sql<{ n: string }>`SELECT count(*) AS n FROM help_desk_ticket t JOIN employee rb ON rb.id = t.raised_by_id JOIN employee rf ON rf.id = t.raised_for_id WHERE ${where}`.execute(db),
  ]);
  const calendarOf = calendars(db);
  const now = new Date();
  return pageOf(await Promise.all(rows.rows.map((row) => ticketView(row, calendarOf, now))), Number(total.rows[0].n), size);
}
