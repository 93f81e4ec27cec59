import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import type { Mailer } from '../mail/Mailer.js';
import { notifyTicket } from './notifyTicket.js';

/** How often the escalation pass runs. */
export const ESCALATION_EVERY_MS = 5 * 60_000;

export interface HelpDeskEscalation {
  /** One pass at `Date`'s now (a test sets the clock, docs/testing.md): the tickets it escalated. */
  runOnce(): Promise<number[]>;
  stop(): void;
}

/**
 * Escalates every pending ticket past its response time with no response to the contact's
 * reporting manager, once (escalated_at is set in the same statement that picks the ticket, so two
 * processes never both send it), with a history entry and the notice.
 */
export async function escalateOverdueTickets(db: Db, mailer: Mailer): Promise<number[]> {
  const now = new Date();
  const { rows } = await sql<{ id: number; organization_id: number }>`
    UPDATE help_desk_ticket SET escalated_at = ${now}, version = version + 1
    WHERE status = 'Pending' AND responded_at IS NULL AND escalated_at IS NULL AND response_due_at < ${now} AND manager_id IS NOT NULL
    RETURNING id, organization_id`.execute(db);
  for (const row of rows) {
    await db
      .insertInto('help_desk_ticket_history')
      .values({ organization_id: row.organization_id, ticket_id: row.id, action: 'Escalated', by_employee_id: null, comment: 'No response within the response time: escalated to the contact\'s reporting manager', at: now })
      .execute();
    await notifyTicket(db, mailer, row.organization_id, row.id, [['escalated', 'manager']]);
  }
  return rows.map((r) => r.id);
}

/** The periodic job: a pass every ESCALATION_EVERY_MS (never keeping the process alive). */
export function startHelpDeskEscalation(db: Db, mailer: Mailer, log: FastifyBaseLogger, periodic: boolean): HelpDeskEscalation {
  let running: Promise<number[]> = Promise.resolve([]);
  const runOnce = () => {
    running = running.catch(() => []).then(() => escalateOverdueTickets(db, mailer));
    return running;
  };
  const timer = periodic
    ? setInterval(() => {
        runOnce().then(
          (ids) => ids.length && log.info({ tickets: ids }, 'help desk tickets escalated'),
          (error) => log.error(error, 'help desk escalation failed'),
        );
      }, ESCALATION_EVERY_MS).unref()
    : undefined;
  return { runOnce, stop: () => clearInterval(timer) };
}
