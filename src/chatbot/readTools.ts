import { PAGES, plural, saidDay, type Answer } from './answers.js';
import type { ProductClient } from './productClient.js';

/**
 * The read-only tools: each answers one question from the signed-in employee's records, read
 * through the same product API as the page it links to (docs/chatbot.md).
 */

interface DayDetails {
  attendanceDate: string;
  processed: boolean;
  record: { attendanceData: string; inTime: string | null; outTime: string | null; leave: string | null } | null;
  lopDays: number;
  lopMessage: string | null;
  explain: string[];
}

/** "Why was I absent on the 12th?": the day's record and its decision trace in words (GET /api/attendance/day). */
export async function dayReason(product: ProductClient, date: string): Promise<Answer> {
  const day = await product.get<DayDetails>('/attendance/day', { date });
  const lines = [
    day.record
      ? `On ${saidDay(date)} your attendance is ${day.record.attendanceData}${day.record.inTime ? ` (in ${day.record.inTime}${day.record.outTime ? `, out ${day.record.outTime}` : ''})` : ' (no swipe recorded)'}.`
      : `${saidDay(date)} has no attendance record yet.`,
    ...day.explain.map((sentence) => `• ${sentence}`),
  ];
  if (day.lopDays) lines.push(`LOP: ${day.lopDays} day${day.lopMessage ? ` — ${day.lopMessage}` : ''}.`);
  return { text: lines.join('\n'), links: [PAGES.calendar, PAGES.regularization] };
}

interface LeaveTypeOption {
  code: string;
  leaveName: string;
  balance: { text: string; count: number } | null;
}

/** "What's my CL balance?" (GET /api/leave/apply/types: the balances Apply Leave shows). */
export async function leaveBalance(product: ProductClient, leaveType: string | null): Promise<Answer> {
  const types = (await product.get<LeaveTypeOption[]>('/leave/apply/types')).filter((type) => type.balance);
  const asked = leaveType ? types.filter((type) => type.code === leaveType) : [];
  if (leaveType && !asked.length) return { text: `You have no ${leaveType} balance: it is not among the leave types of your scheme.`, links: [PAGES.leaveBalance] };
  const shown = asked.length ? asked : types;
  if (!shown.length) return { text: 'You have no leave balances yet.', links: [PAGES.leaveBalance] };
  const lines = shown.map((type) => `${type.leaveName} (${type.code}): ${plural(type.balance!.count, 'day')}`);
  return { text: asked.length ? `Your ${lines[0]}.` : `Your leave balances:\n${lines.map((line) => `• ${line}`).join('\n')}`, links: [PAGES.leaveBalance, PAGES.leaveApply] };
}

interface Holiday {
  occasion: string;
  date: string;
  restrictedHoliday: string;
}

/** "When is the next holiday?" (GET /api/holidays/upcoming: the holidays of the employee's location). */
export async function nextHoliday(product: ProductClient): Promise<Answer> {
  const holidays = await product.get<Holiday[]>('/holidays/upcoming');
  if (!holidays.length) return { text: 'No upcoming holidays are on your holiday calendar.', links: [PAGES.holidays] };
  const [next, ...rest] = holidays;
  const label = (holiday: Holiday) => `${holiday.occasion} on ${saidDay(holiday.date)}${holiday.restrictedHoliday === 'Yes' ? ' (restricted holiday)' : ''}`;
  const after = rest.slice(0, 3).map((holiday) => `• ${label(holiday)}`);
  return { text: [`Your next holiday is ${label(next)}.`, ...(after.length ? ['After that:', ...after] : [])].join('\n'), links: [PAGES.holidays] };
}

interface AttendanceMonth {
  payrollMonth: { startDate: string; endDate: string };
  attendanceData: { attendanceDate: string; attendanceData: string; lopDays: number }[];
}

/** "How many LOP days this month?" (GET /api/attendance/calendar: the payroll month's days). */
export async function lopDays(product: ProductClient): Promise<Answer> {
  const month = await product.get<AttendanceMonth>('/attendance/calendar');
  const days = month.attendanceData.filter((day) => day.lopDays > 0);
  const total = days.reduce((sum, day) => sum + day.lopDays, 0);
  const period = `${saidDay(month.payrollMonth.startDate)} – ${saidDay(month.payrollMonth.endDate)}`;
  if (!total) return { text: `You have no LOP days in this payroll month (${period}) so far.`, links: [PAGES.calendar] };
  const lines = days.map((day) => `• ${saidDay(day.attendanceDate)}: ${day.lopDays} (${day.attendanceData})`);
  return { text: [`You have ${plural(total, 'LOP day')} in this payroll month (${period}):`, ...lines].join('\n'), links: [PAGES.calendar, PAGES.regularization] };
}

interface RegularizationRecord {
  regularizationCode: string;
  status: string;
  appliedDate: string;
  approverName: string | null;
  appliedRegularizations: { attendanceDate: string; status: string; regularizationStatus: string }[];
}

/** "Is my regularization approved?" (GET /api/attendance-regularization, Pending and Approved: the page's two tabs). */
export async function regularizationStatus(product: ProductClient, date: string | null): Promise<Answer> {
  const [pending, completed] = await Promise.all(
    (['Pending', 'Approved'] as const).map((key) => product.get<{ content: RegularizationRecord[] }>('/attendance-regularization', { key, page: 0 })),
  );
  const records = [...pending.content, ...completed.content].filter((record) => !date || record.appliedRegularizations.some((row) => row.attendanceDate === date));
  if (!records.length) return { text: date ? `You have no regularization for ${saidDay(date)}.` : 'You have no regularization requests.', links: [PAGES.regularization] };
  const lines = records.slice(0, 5).map((record) => {
    const dates = record.appliedRegularizations.map((row) => `${saidDay(row.attendanceDate)} ${row.regularizationStatus}: ${row.status === '-' ? 'Pending' : row.status}`).join('; ');
    const status = record.status === '-' ? 'Pending' : record.status;
    return `• ${record.regularizationCode} — ${status}${record.approverName ? ` (with ${record.approverName})` : ''}: ${dates}`;
  });
  return { text: ['Your regularizations:', ...lines].join('\n'), links: [PAGES.regularization] };
}

interface Profile {
  reportingManager: { empId: string; name: string } | null;
  reviewer: { empId: string; name: string } | null;
}

/** "Who is my reporting manager?" (GET /api/employee/getEmployeeProfile). */
export async function reportingManager(product: ProductClient): Promise<Answer> {
  const profile = await product.get<Profile>('/employee/getEmployeeProfile');
  if (!profile.reportingManager) return { text: 'You have no reporting manager on record. HR can set one on your profile.', links: [PAGES.dashboard] };
  const reviewer = profile.reviewer ? ` Your reviewer is ${profile.reviewer.name} (${profile.reviewer.empId}).` : '';
  return { text: `Your reporting manager is ${profile.reportingManager.name} (${profile.reportingManager.empId}).${reviewer}`, links: [PAGES.dashboard] };
}

/** "What's pending for me?" (a manager's approval queues: regularizations and leave, as their pages list them). */
export async function pendingApprovals(product: ProductClient): Promise<Answer> {
  const [regularizations, leaves] = await Promise.all([
    product.get<{ count?: number; totalElements: number }>('/attendance-regularization/approvals', { key: 'Pending', page: 0 }),
    product.get<{ count?: number; totalElements: number }>('/leave-approval', { key: 'Pending', page: 0 }),
  ]);
  const regs = regularizations.count ?? regularizations.totalElements;
  const leave = leaves.count ?? leaves.totalElements;
  if (!regs && !leave) return { text: 'Nothing is pending for your approval.', links: [PAGES.approvals, PAGES.leaveApprovals] };
  return {
    text: `Pending for your approval: ${plural(regs, 'regularization request')} and ${plural(leave, 'leave application')}.`,
    links: [PAGES.approvals, PAGES.leaveApprovals],
  };
}

export interface Ticket {
  id?: number | string;
  ticketId?: string;
  ticketCode?: string;
  menuName?: string;
  subMenuName?: string | null;
  ticketDetails?: string;
  status?: string;
  ticketStatus?: string;
}

const ticketList = (data: unknown): Ticket[] => (Array.isArray(data) ? data : ((data as { content?: Ticket[] } | null)?.content ?? []));

/** The words of a text, for finding which ticket a question names (the question's words among the ticket's). */
const wordsOf = (text: string) => new Set(text.toLowerCase().split(/[^a-z0-9]+/).filter((word) => word.length > 2));

/**
 * "What's the status of my laptop ticket?" (GET /api/help-desk/myRequest, Pending and Completed:
 * My Requests' two lists). The tickets whose category or details share a word with the question
 * are named first.
 */
export async function ticketStatus(product: ProductClient, question: string): Promise<Answer> {
  const [pending, completed] = await Promise.all(
    (['Pending', 'Completed'] as const).map((ticketStatus) => product.get<unknown>('/help-desk/myRequest', { ticketStatus }).then(ticketList)),
  );
  const tickets = [...pending.map((ticket) => ({ ...ticket, listed: 'Pending' })), ...completed.map((ticket) => ({ ...ticket, listed: 'Completed' }))];
  if (!tickets.length) return { text: 'You have not raised any help desk tickets.', links: [PAGES.myRequests] };
  const asked = wordsOf(question);
  const about = (ticket: Ticket) => wordsOf(`${ticket.menuName ?? ''} ${ticket.subMenuName ?? ''} ${ticket.ticketDetails ?? ''}`);
  const matching = tickets.filter((ticket) => [...about(ticket)].some((word) => asked.has(word) && !['ticket', 'status', 'my', 'the', 'what'].includes(word)));
  const shown = (matching.length ? matching : tickets).slice(0, 5);
  const lines = shown.map((ticket) => {
    const name = ticket.ticketId ?? ticket.ticketCode ?? (ticket.id !== undefined ? `#${ticket.id}` : 'Ticket');
    const category = [ticket.menuName, ticket.subMenuName].filter(Boolean).join(' / ');
    return `• ${name}${category ? ` (${category})` : ''}: ${ticket.status ?? ticket.ticketStatus ?? ticket.listed}${ticket.ticketDetails ? ` — "${ticket.ticketDetails.slice(0, 80)}"` : ''}`;
  });
  return { text: [matching.length ? 'Your matching tickets:' : 'Your tickets:', ...lines].join('\n'), links: [PAGES.myRequests] };
}
