import { fallback, HELP_TEXT, type Answer } from './answers.js';
import { parseSaidDates } from './dateParser.js';
import type { Understand } from './intentModel.js';
import type { FreeFormModel } from './freeForm.js';
import type { ProductClient } from './productClient.js';
import { dayReason, leaveBalance, lopDays, nextHoliday, pendingApprovals, regularizationStatus, reportingManager, ticketStatus } from './readTools.js';
import { prepareLeave, prepareRegularization, prepareTicket, type Prepared } from './requestTools.js';

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

/** A request waits this long for its confirmation. */
export const CONFIRMATION_MS = 10 * 60_000;

/**
 * The conversation: the intent model picks what the message asks, a tool answers it from the
 * product, and a request waits for the employee's Yes (per employee and conversation). Without an
 * intent, the optional free-form model answers with the read-only tools, else the fallback says
 * what the chatbot can do.
 */
export function createConversation(understand: Understand, freeForm: FreeFormModel | null = null, now: () => number = Date.now) {
  const waiting = new Map<string, { send: NonNullable<Prepared['send']>; until: number }>();

  const hold = (key: string, prepared: Prepared): Answer => {
    // Requests nobody confirmed in time go, so the map holds only the live ones.
    for (const [held, request] of waiting) if (request.until < now()) waiting.delete(held);
    if (prepared.send) waiting.set(key, { send: prepared.send, until: now() + CONFIRMATION_MS });
    else waiting.delete(key);
    return prepared.answer;
  };

  return async function reply(turn: Turn): Promise<Answer> {
    const key = `${turn.userId}\u0000${turn.sessionId}`;
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
        return hold(key, await prepareTicket(product, turn.query, turn.files));
      case 'regularization.apply':
        return hold(key, await prepareRegularization(product, past(), understood.workType, turn.query));
      case 'leave.apply':
        return hold(key, await prepareLeave(product, understood.leaveType, future(), turn.query));
      case 'confirm.yes': {
        const request = waiting.get(key);
        waiting.delete(key);
        if (!request || request.until < now()) return { text: 'Nothing is waiting for your confirmation.', links: [] };
        return request.send(product);
      }
      case 'confirm.no':
        return waiting.delete(key) ? { text: 'Cancelled: nothing was submitted.', links: [] } : { text: 'Okay.', links: [] };
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
