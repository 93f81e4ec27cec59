import { fallback, HELP_TEXT, type Answer } from './answers.js';
import { parseSaidDates } from './dateParser.js';
import type { Understand } from './intentModel.js';
import type { FreeFormModel } from './freeForm.js';
import type { ProductClient } from './productClient.js';
import { dayReason, leaveBalance, lopDays, nextHoliday, pendingApprovals, regularizationStatus, reportingManager, ticketStatus } from './readTools.js';
import { prepareLeave, prepareRegularization, prepareTicket, type Prepared } from './requestTools.js';
import { keepPending, sendPending, takePending } from './pendingRequests.js';

/** One message of an employee, with what the service knows of them. */
export interface Turn {
  userId: string;
  sessionId: string;
  query: string;
  files: File[];
  /** The product, as this employee (their token). */
  product: ProductClient;
  /** The employee's day (yyyy-MM-dd) in their time zone. */
  today: string;
}

/**
 * The conversation: the intent model picks what the message asks, a tool answers it from the
 * product, and a request waits for the employee's Yes (per employee and conversation, in the
 * product: pendingRequests.ts, so this process keeps nothing between messages). Without an
 * intent, the optional free-form model answers with the read-only tools, else the fallback says
 * what the chatbot can do.
 */
export function createConversation(understand: Understand, freeForm: FreeFormModel | null = null) {
  /** The summary waits for its Yes; a request that could not be prepared drops the one before it (the employee moved on). */
  const propose = async (turn: Turn, prepared: Prepared): Promise<Answer> => {
    if (prepared.action) await keepPending(turn.product, turn.sessionId, prepared.action, prepared.file ?? null);
    else await takePending(turn.product, turn.sessionId);
    return prepared.answer;
  };

  return async function reply(turn: Turn): Promise<Answer> {
    const understood = await understand(turn.query);
    const past = () => parseSaidDates(turn.query, turn.today, 'past', understood.days);
    const future = () => parseSaidDates(turn.query, turn.today, 'future', understood.days);
    const { product } = turn;
    switch (understood.intent) {
      case 'attendance.absentReason': {
        const dates = past();
        if (!dates) return { text: 'Which day? For example "why was I absent on the 12th?" or "why was I absent yesterday?".', links: [] };
        return dayReason(product, dates.from);
      }
      case 'leave.balance':
        return leaveBalance(product, understood.leaveType);
      case 'holiday.next':
        return nextHoliday(product);
      case 'attendance.lopCount':
        return lopDays(product);
      case 'regularization.status':
        return regularizationStatus(product, past()?.from ?? null);
      case 'ticket.status':
        return ticketStatus(product, turn.query);
      case 'profile.manager':
        return reportingManager(product);
      case 'approvals.pending':
        return pendingApprovals(product);
      case 'ticket.raise':
        return propose(turn, await prepareTicket(product, turn.query, turn.files));
      case 'regularization.apply':
        return propose(turn, await prepareRegularization(product, past(), understood.workType, turn.query));
      case 'leave.apply':
        return propose(turn, await prepareLeave(product, understood.leaveType, future(), turn.query));
      case 'confirm.yes': {
        const taken = await takePending(product, turn.sessionId);
        return taken ? sendPending(product, taken) : { text: 'Nothing is waiting for your confirmation.', links: [] };
      }
      case 'confirm.no':
        return (await takePending(product, turn.sessionId)) ? { text: 'Cancelled: nothing was submitted.', links: [] } : { text: 'Okay.', links: [] };
      case 'smalltalk.greeting':
        return { text: `Hello! ${HELP_TEXT}`, links: [] };
      case 'smalltalk.help':
        return { text: HELP_TEXT, links: [] };
      case 'smalltalk.thanks':
        return { text: "You're welcome!", links: [] };
      case 'None':
        return (freeForm && (await freeForm(turn.query, product, turn.today))) || fallback();
    }
  };
}

export type Reply = ReturnType<typeof createConversation>;
