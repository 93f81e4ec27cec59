import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/AppError.js';
import { pageOf } from '../http/pageOf.js';
import { DEFAULT_DAY_RULE } from '../attendance/attendanceDate.js';
import { zonedInstant } from '../attendance/zonedInstant.js';
import type { ReportRow } from '../../shared/helpDeskRecords.js';

const ZONE = DEFAULT_DAY_RULE.timeZone;
export const EXPORT_PAGE = 5_000;

/** Spec 002 §3's report filters. */
export interface ReportFilters {
  startDate?: string;
  endDate?: string;
  menu?: string;
  subMenu?: string;
  status?: 'Pending' | 'Completed';
  sortDirection?: 'asc' | 'desc';
  page?: number;
  size?: number;
  search?: string;
}


const midnight = (date: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return zonedInstant({ year, month, day, hour: 0, minute: 0, second: 0 }, ZONE);
};

/** The date range's rule: the start not after the end (each a yyyy-MM-dd the schema checked). */
export function checkRange(filters: Pick<ReportFilters, 'startDate' | 'endDate'>): void {
  if (filters.startDate && filters.endDate && filters.startDate > filters.endDate)
    throw badRequest('Start Date must be on or before End Date', [{ field: 'endDate', message: 'Start Date must be on or before End Date' }]);
}

/** The filters as one condition on help_desk_ticket t (raised dates are the organisation's calendar dates). */
export function reportWhere(organizationId: number, f: ReportFilters): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`t.organization_id = ${organizationId}`];
  if (f.startDate) parts.push(sql`t.raised_at >= ${midnight(f.startDate)}`);
  if (f.endDate) parts.push(sql`t.raised_at < ${midnight(format(addDays(parseISO(f.endDate), 1), 'yyyy-MM-dd'))}`);
  if (f.menu) parts.push(sql`t.menu_name = ${f.menu}`);
  if (f.subMenu) parts.push(sql`t.sub_menu_name = ${f.subMenu}`);
  if (f.status) parts.push(sql`t.status = ${f.status}`);
  const search = f.search?.trim();
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const id = /^\d{1,9}$/.test(search) ? Number(search) : -1;
    parts.push(sql`(t.id = ${id} OR t.ticket_details ILIKE ${like} OR rb.emp_id ILIKE ${like} OR rf.emp_id ILIKE ${like} OR a.emp_id ILIKE ${like}
      OR (rb.first_name || ' ' || rb.last_name) ILIKE ${like} OR (rf.first_name || ' ' || rf.last_name) ILIKE ${like})`);
  }
  return sql.join(parts, sql` AND `);
}

const FROM = sql`FROM help_desk_ticket t JOIN employee rb ON rb.id = t.raised_by_id JOIN employee rf ON rf.id = t.raised_for_id JOIN employee a ON a.id = t.assigned_to_id`;

interface RawRow {
  id: number;
  raised_at: Date;
  menu_name: string;
  sub_menu_name: string | null;
  ticket_details: string;
  raised_by: string;
  raised_by_name: string;
  raised_for: string;
  raised_for_name: string;
  assigned_to: string;
  assigned_to_name: string;
  status: 'Pending' | 'Completed';
  completed_at: Date | null;
  reopen_count: number;
  escalated: boolean;
  rating: number | null;
}

async function rawRows(db: Db, where: RawBuilder<unknown>, direction: 'asc' | 'desc', limit: number, offset: number, after: { at: Date; id: number } | null) {
  const order = direction === 'asc' ? sql`ASC` : sql`DESC`;
  const keyset = after ? (direction === 'asc' ? sql`AND (t.raised_at, t.id) > (${after.at}, ${after.id})` : sql`AND (t.raised_at, t.id) < (${after.at}, ${after.id})`) : sql``;
  const { rows } = await sql<RawRow>`
    SELECT t.id, t.raised_at, t.menu_name, t.sub_menu_name, t.ticket_details, t.status, t.completed_at, t.reopen_count, t.escalated_at IS NOT NULL AS escalated,
      rb.emp_id AS raised_by, trim(rb.first_name || ' ' || rb.last_name) AS raised_by_name,
      rf.emp_id AS raised_for, trim(rf.first_name || ' ' || rf.last_name) AS raised_for_name,
      a.emp_id AS assigned_to, trim(a.first_name || ' ' || a.last_name) AS assigned_to_name,
      (SELECT f.rating FROM help_desk_feedback f WHERE f.ticket_id = t.id ORDER BY f.cycle DESC LIMIT 1) AS rating
    ${FROM} WHERE ${where} ${keyset} ORDER BY t.raised_at ${order}, t.id ${order} LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows;
}

const toRow = (r: RawRow): ReportRow => ({
  ticketId: r.id,
  raisedAt: new Date(r.raised_at).toISOString(),
  menuName: r.menu_name,
  subMenuName: r.sub_menu_name,
  ticketDetails: r.ticket_details,
  raisedBy: r.raised_by,
  raisedByName: r.raised_by_name,
  raisedFor: r.raised_for,
  raisedForName: r.raised_for_name,
  assignedTo: r.assigned_to,
  assignedToName: r.assigned_to_name,
  status: r.status,
  completedAt: r.completed_at && new Date(r.completed_at).toISOString(),
  hoursToResolve: r.completed_at ? Math.round((new Date(r.completed_at).getTime() - new Date(r.raised_at).getTime()) / 360_000) / 10 : null,
  reopenCount: r.reopen_count,
  escalated: r.escalated,
  rating: r.rating,
});

export async function reportCount(db: Db, organizationId: number, f: ReportFilters): Promise<number> {
  const { rows } = await sql<{ n: string }>`SELECT count(*) AS n ${FROM} WHERE ${reportWhere(organizationId, f)}`.execute(db);
  return Number(rows[0].n);
}

/** One page of the report (spec 002 §7 GET /help-desk/reports): content, totalElements, totalPages. */
export async function reportPage(db: Db, organizationId: number, f: ReportFilters) {
  const size = f.size ?? 10;
  const page = f.page ?? 0;
  const where = reportWhere(organizationId, f);
  const [rows, total] = await Promise.all([rawRows(db, where, f.sortDirection ?? 'desc', size, page * size, null), reportCount(db, organizationId, f)]);
  return pageOf(rows.map(toRow), total, size);
}

/** Every row of the report in pages of EXPORT_PAGE, by keyset. */
export async function* reportRows(db: Db, organizationId: number, f: ReportFilters): AsyncGenerator<ReportRow[]> {
  const where = reportWhere(organizationId, f);
  let after: { at: Date; id: number } | null = null;
  for (;;) {
    const rows = await rawRows(db, where, f.sortDirection ?? 'desc', EXPORT_PAGE, 0, after);
    if (rows.length === 0) return;
    yield rows.map(toRow);
    const last = rows[rows.length - 1];
    after = { at: last.raised_at, id: last.id };
    if (rows.length < EXPORT_PAGE) return;
  }
}

export const EXPORT_HEADERS = ['Ticket ID', 'Raised At', 'Category', 'Sub Category', 'Reason', 'Raised By', 'Raised By Name', 'Raised For', 'Raised For Name', 'Assigned To', 'Assigned To Name', 'Status', 'Completed At', 'Hours To Resolve', 'Reopened', 'Escalated', 'Rating'];
export const exportValues = (r: ReportRow) => [r.ticketId, r.raisedAt, r.menuName, r.subMenuName ?? '', r.ticketDetails, r.raisedBy, r.raisedByName, r.raisedFor, r.raisedForName, r.assignedTo, r.assignedToName, r.status, r.completedAt ?? '', r.hoursToResolve ?? '', r.reopenCount, r.escalated ? 'Yes' : 'No', r.rating ?? ''];

/**
 * The report's graph (GET /help-desk-report/graph): tickets by category and status, the time to
 * resolve per category (average clock hours of completed tickets), and the reopen rate.
 */
export async function reportGraph(db: Db, organizationId: number, f: ReportFilters) {
  const where = reportWhere(organizationId, { ...f, status: undefined, search: undefined });
  const { rows } = await sql<{ category: string; pending: string; completed: string; reopened: string; hours: number | null }>`
    SELECT t.menu_name AS category, count(*) FILTER (WHERE t.status = 'Pending') AS pending, count(*) FILTER (WHERE t.status = 'Completed') AS completed,
      count(*) FILTER (WHERE t.reopen_count > 0) AS reopened,
      avg(extract(epoch FROM t.completed_at - t.raised_at) / 3600) FILTER (WHERE t.status = 'Completed') AS hours
    FROM help_desk_ticket t WHERE ${where} GROUP BY t.menu_name ORDER BY t.menu_name`.execute(db);
  const categories = rows.map((r) => ({
    category: r.category,
    Pending: Number(r.pending),
    Completed: Number(r.completed),
    reopened: Number(r.reopened),
    averageHoursToResolve: r.hours === null ? null : Math.round(Number(r.hours) * 10) / 10,
  }));
  const tickets = categories.reduce((n, c) => n + c.Pending + c.Completed, 0);
  const reopened = categories.reduce((n, c) => n + c.reopened, 0);
  return { categories, reopenRate: { tickets, reopened, rate: tickets === 0 ? 0 : Math.round((reopened / tickets) * 1000) / 10 } };
}

/**
 * Tickets over time (GET /help-desk-report/movement-graph): per day (a range of up to 62 days) or
 * per month, how many were raised, how many of those are completed and how many reopened.
 */
export async function movementGraph(db: Db, organizationId: number, f: ReportFilters) {
  const byDay = f.startDate && f.endDate ? differenceInCalendarDays(parseISO(f.endDate), parseISO(f.startDate)) <= 62 : false;
  const where = reportWhere(organizationId, { ...f, status: undefined, search: undefined });
  const pattern = byDay ? 'YYYY-MM-DD' : 'YYYY-MM';
  const { rows } = await sql<{ period: string; raised: string; completed: string; reopened: string }>`
    SELECT to_char(t.raised_at AT TIME ZONE ${ZONE}, ${pattern}) AS period, count(*) AS raised,
      count(*) FILTER (WHERE t.status = 'Completed') AS completed, count(*) FILTER (WHERE t.reopen_count > 0) AS reopened
    FROM help_desk_ticket t WHERE ${where} GROUP BY 1 ORDER BY 1`.execute(db);
  return { interval: byDay ? 'day' : 'month', points: rows.map((r) => ({ period: r.period, raised: Number(r.raised), completed: Number(r.completed), reopened: Number(r.reopened) })) };
}
