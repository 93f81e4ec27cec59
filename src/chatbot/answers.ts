import { format, parseISO } from 'date-fns';

/** A reply of the chatbot: its text, the pages that show what it says, and quick replies. */
export interface Answer {
  text: string;
  links: { label: string; path: string }[];
  suggestions?: string[];
}

/** The pages the answers link to (src/shared/routeCatalogue.ts). */
export const PAGES = {
  calendar: { label: 'Open the attendance calendar', path: '/attendance/calendar' },
  leaveBalance: { label: 'Open Leave Balance', path: '/LeaveBalance' },
  leaveApply: { label: 'Open Apply Leave', path: '/leaveApply' },
  holidays: { label: 'Open the Holiday Calendar', path: '/empHolidays' },
  regularization: { label: 'Open Regularization', path: '/attendance/regularization' },
  approvals: { label: 'Open Regularization Approvals', path: '/attendance/approvals' },
  leaveApprovals: { label: 'Open Leave Approval', path: '/LeaveApproval' },
  myRequests: { label: 'Open My Requests', path: '/myRequests' },
  dashboard: { label: 'Open the dashboard', path: '/dashboard' },
} as const;

export const CONFIRM = ['Yes', 'No'];

/** 12 Nov 2026 */
export const saidDay = (day: string) => format(parseISO(day), 'd MMM yyyy');

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The fallback (spec: says what it can help with). */
export const HELP_TEXT = [
  'I can answer from your own records:',
  '• why you were absent on a day ("why was I absent on the 12th?")',
  '• your leave balance ("what\'s my CL balance?")',
  '• the next holiday',
  '• your LOP days this month',
  '• whether your regularization is approved',
  '• the status of your help desk tickets',
  '• who your reporting manager is',
  '• what is pending for your approval (managers)',
  'I can also raise a help desk ticket, apply a regularization for a date or apply a leave — I show you a summary first and act only when you confirm.',
].join('\n');

export const fallback = (): Answer => ({ text: `Sorry, I did not understand that. ${HELP_TEXT}`, links: [] });
