import { CONFIRM, PAGES, plural, saidDay, type Answer } from './answers.js';
import type { ProductClient } from './productClient.js';
import type { SaidDates } from './dateParser.js';
import type { PendingAction } from './pendingRequests.js';

/**
 * Requests the chatbot makes for the employee: each first answers a summary and a pending request;
 * the request is sent, through the same API as the page, only when the employee confirms
 * (docs/chatbot.md; the product keeps it meanwhile: pendingRequests.ts).
 */
export interface Prepared {
  answer: Answer;
  /** Sent on confirmation, with the confirming message's token. */
  action?: PendingAction;
  /** A ticket's file, kept with it. */
  file?: File;
}

const confirmQuestion = 'Shall I submit it? Reply Yes to confirm or No to cancel.';
const wordsOf = (text: string) => new Set(text.toLowerCase().split(/[^a-z0-9]+/).filter((word) => word.length > 1));

interface Menu {
  menuName: string;
  menuId: number;
  commonId: number;
  hasSubMenus: boolean;
}

/**
 * A help desk ticket for the employee (POST /api/help-desk, spec 000 §3: selfRequest, commonId,
 * ticketDetails, file), its category the one whose name or sub-category shares a word with the
 * message (GET /api/spoc/help-desk-menus), the attached files with it.
 */
export async function prepareTicket(product: ProductClient, query: string, files: File[]): Promise<Prepared> {
  // The help desk takes one file per ticket (spec 000 §3); the chat takes five.
  if (files.length > 1) return { answer: { text: `A ticket takes one file (PDF, PNG or JPEG up to 2 MB); you attached ${files.length}. Please send the request again with one.`, links: [PAGES.myRequests] } };
  const menus = await product.get<Menu[]>('/spoc/help-desk-menus');
  const asked = wordsOf(query);
  const shares = (name: string) => [...wordsOf(name)].some((word) => asked.has(word));
  let chosen: { menu: Menu; subMenuName: string | null; commonId: number } | null = null;
  for (const menu of menus) {
    const subMenus = menu.hasSubMenus ? await product.get<{ subMenuName: string; commonId: number }[]>('/spoc/help-desk-menus', { filterMenuId: menu.menuId }) : [];
    const sub = subMenus.find((candidate) => shares(candidate.subMenuName));
    if (sub) {
      chosen = { menu, subMenuName: sub.subMenuName, commonId: sub.commonId };
      break;
    }
    if (!chosen && shares(menu.menuName)) chosen = subMenus.length ? { menu, subMenuName: subMenus[0].subMenuName, commonId: subMenus[0].commonId } : { menu, subMenuName: null, commonId: menu.commonId };
  }
  if (!chosen) {
    const names = menus.map((menu) => menu.menuName);
    return {
      answer: {
        text: names.length
          ? `Which category is it? Say it with the issue, e.g. "raise a ticket for ${names[0]}: my laptop does not boot". Categories: ${names.join(', ')}.`
          : 'No help desk categories are set up yet; HR adds them on the help desk contact master.',
        links: [PAGES.myRequests],
      },
    };
  }
  const { menu, subMenuName, commonId } = chosen;
  const category = subMenuName ? `${menu.menuName} / ${subMenuName}` : menu.menuName;
  const attached = files.length ? `, with ${files.map((file) => file.name).join(', ')}` : '';
  return {
    answer: { text: `Raise a help desk ticket for yourself in ${category}: "${query}"${attached}. ${confirmQuestion}`, links: [PAGES.myRequests], suggestions: CONFIRM },
    action: { kind: 'ticket', request: { commonId, ticketDetails: query }, done: `Ticket Raised successfully (${category}).` },
    file: files[0],
  };
}

interface DayDetails {
  record: { attendanceData: string } | null;
  shift: { shiftCode: string; inTime: string | null; outTime: string | null } | null;
}
interface AppliedTo {
  primary: { primaryManagerName: string; primaryManagerId: string } | null;
}
interface AttendanceMonth {
  monthYear: string;
  payrollMonth: { startDate: string; endDate: string };
  absentList: string[];
}

/** The payroll month holding `date` (named by the month it ends in: the date's month, or the next). */
async function payrollMonthOf(product: ProductClient, date: string): Promise<AttendanceMonth> {
  const [year, month] = date.split('-').map(Number);
  const named = await product.get<AttendanceMonth>('/attendance/calendar', { yearMonth: `${String(month).padStart(2, '0')}-${year}` });
  if (date <= named.payrollMonth.endDate) return named;
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return product.get<AttendanceMonth>('/attendance/calendar', { yearMonth: `${String(next.month).padStart(2, '0')}-${next.year}` });
}

/** A regularization of one absent day (POST /api/attendance-regularization, the Apply tab's payload), at the shift's times, to the primary manager. */
export async function prepareRegularization(product: ProductClient, dates: SaidDates | null, workType: string | null, query: string): Promise<Prepared> {
  if (!dates) return { answer: { text: 'For which date? For example "apply regularization for yesterday" or "regularize 12/11".', links: [PAGES.regularization] } };
  const date = dates.from;
  const [day, appliedTo, month] = await Promise.all([
    product.get<DayDetails>('/attendance/day', { date }),
    product.get<AppliedTo>('/attendance-regularization/applied-to'),
    payrollMonthOf(product, date),
  ]);
  if (!month.absentList.includes(date)) {
    return { answer: { text: `${saidDay(date)} is not an absent day you can regularize${day.record ? ` (it is ${day.record.attendanceData})` : ''}.`, links: [PAGES.regularization, PAGES.calendar] } };
  }
  if (!appliedTo.primary) return { answer: { text: 'You have no reporting manager to apply to; HR can set one on your profile.', links: [PAGES.regularization] } };
  const key = workType === 'WFH' || workType === 'OD' ? workType : 'REG';
  const inTime = day.shift?.inTime ?? '09:30';
  const outTime = day.shift?.outTime ?? '18:30';
  const payload = {
    regularizationInfo: [{ date, reason: query, inTime, outTime, session: [1, 2], key }],
    appliedTo: appliedTo.primary.primaryManagerId,
    remark: 'Applied through the HR assistant',
    monthYear: month.monthYear,
  };
  return {
    answer: {
      text: `Regularize ${saidDay(date)} as ${key}, ${inTime}–${outTime}, both sessions, reason "${query}", applying to ${appliedTo.primary.primaryManagerName} (${appliedTo.primary.primaryManagerId}). ${confirmQuestion}`,
      links: [PAGES.regularization],
      suggestions: CONFIRM,
    },
    action: { kind: 'regularization', request: payload, done: 'Regularization applied successfully!' },
  };
}

interface LeaveTypeOption {
  code: string;
  leaveName: string;
  balance: { count: number } | null;
}

/** A leave application (POST /api/leave/apply, Apply Leave's payload), counted first by the page's preview. */
export async function prepareLeave(product: ProductClient, leaveType: string | null, dates: SaidDates | null, query: string): Promise<Prepared> {
  const types = await product.get<LeaveTypeOption[]>('/leave/apply/types');
  const type = types.find((candidate) => candidate.code === leaveType);
  if (!type || !dates) {
    const missing = [!type && `the leave type (${types.map((candidate) => candidate.code).join(', ')})`, !dates && 'the date'].filter(Boolean).join(' and ');
    return { answer: { text: `Please tell me ${missing}, e.g. "apply CL on 1 Dec" or "apply SL from 2 Dec to 4 Dec".`, links: [PAGES.leaveApply] } };
  }
  const payload = { leaveType: type.code, fromDate: dates.from, toDate: dates.to, reason: query };
  const preview = await product.post<{ numOfDays: number; problem: string | null }>('/leave/apply/preview', payload);
  if (preview.problem) return { answer: { text: `I cannot apply that leave: ${preview.problem}`, links: [PAGES.leaveApply] } };
  const count = preview.numOfDays;
  const span = dates.from === dates.to ? saidDay(dates.from) : `${saidDay(dates.from)} to ${saidDay(dates.to)}`;
  const balance = type.balance ? ` Your balance is ${plural(type.balance.count, 'day')}.` : '';
  return {
    answer: {
      text: `Apply ${type.leaveName} (${type.code}) for ${span} (${plural(count, 'day')}), reason "${query}".${balance} ${confirmQuestion}`,
      links: [PAGES.leaveApply],
      suggestions: CONFIRM,
    },
    action: { kind: 'leave', request: payload, done: `${type.leaveName} applied for ${span}.` },
  };
}
