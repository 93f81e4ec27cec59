import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { Mailer } from '../mail/Mailer.js';
import type { ProductEvent } from '../mail/productMail.js';

type Notice = 'assigned' | 'managerInformed' | 'escalated' | 'completed';
type Recipient = 'contact' | 'manager' | 'raiser';

/** Each notice is the organisation's mail template for its event (docs/mail-templates.md). */
const NOTICE_EVENTS: Record<Notice, ProductEvent> = {
  assigned: 'Help Desk Ticket Raised',
  managerInformed: 'Help Desk Ticket Raised For Team',
  escalated: 'Help Desk Ticket Escalated',
  completed: 'Help Desk Ticket Completed',
};

/** What a help desk template may name (the seeded templates' variables). */
interface TicketFacts {
  ticketId: number;
  category: string;
  raisedBy: string;
  raisedFor: string;
  details: string;
  contact: string;
}

/** Sends a ticket's notices through the outbox (Mailer), after the commit that made them true. */
export async function notifyTicket(db: Db, mailer: Mailer, organizationId: number, ticketId: number, notices: [Notice, Recipient][], extra = ''): Promise<void> {
  const { rows } = await sql<{
    menu_name: string; sub_menu_name: string | null; ticket_details: string;
    raised_by: string; raised_for: string; contact: string;
    contact_email: string; contact_name: string; manager_email: string | null; manager_name: string | null; raiser_email: string; raiser_name: string;
  }>`
    SELECT t.menu_name, t.sub_menu_name, t.ticket_details,
      trim(rb.first_name || ' ' || rb.last_name) || ' (' || rb.emp_id || ')' AS raised_by,
      trim(rf.first_name || ' ' || rf.last_name) || ' (' || rf.emp_id || ')' AS raised_for,
      trim(a.first_name || ' ' || a.last_name) || ' (' || a.emp_id || ')' AS contact,
      a.official_email AS contact_email, trim(a.first_name || ' ' || a.last_name) AS contact_name,
      m.official_email AS manager_email, trim(m.first_name || ' ' || m.last_name) AS manager_name,
      rb.official_email AS raiser_email, trim(rb.first_name || ' ' || rb.last_name) AS raiser_name
    FROM help_desk_ticket t JOIN employee rb ON rb.id = t.raised_by_id JOIN employee rf ON rf.id = t.raised_for_id
    JOIN employee a ON a.id = t.assigned_to_id LEFT JOIN employee m ON m.id = t.manager_id
    WHERE t.id = ${ticketId} AND t.organization_id = ${organizationId}`.execute(db);
  const t = rows[0];
  if (!t) return;
  const facts: TicketFacts = {
    ticketId,
    category: t.sub_menu_name ? `${t.menu_name} › ${t.sub_menu_name}` : t.menu_name,
    raisedBy: t.raised_by,
    raisedFor: t.raised_for,
    details: t.ticket_details,
    contact: t.contact,
  };
  const address = { contact: [t.contact_email, t.contact_name], manager: [t.manager_email, t.manager_name], raiser: [t.raiser_email, t.raiser_name] } as const;
  for (const [notice, recipient] of notices) {
    const [to, name] = address[recipient];
    if (!to) continue;
    await mailer.send({ to, organizationId, event: NOTICE_EVENTS[notice], variables: { ...facts, recipientName: name, resolution: extra } });
  }
}

/** The reopen notice to the contact. */
export async function notifyReopen(db: Db, mailer: Mailer, organizationId: number, ticketId: number, reason: string): Promise<void> {
  const { rows } = await sql<{ email: string; name: string; raised_by: string; menu_name: string; sub_menu_name: string | null; ticket_details: string; raised_for: string }>`
    SELECT a.official_email AS email, trim(a.first_name || ' ' || a.last_name) AS name, trim(rb.first_name || ' ' || rb.last_name) || ' (' || rb.emp_id || ')' AS raised_by,
      t.menu_name, t.sub_menu_name, t.ticket_details, rf.emp_id AS raised_for
    FROM help_desk_ticket t JOIN employee a ON a.id = t.assigned_to_id JOIN employee rb ON rb.id = t.raised_by_id JOIN employee rf ON rf.id = t.raised_for_id
    WHERE t.id = ${ticketId} AND t.organization_id = ${organizationId}`.execute(db);
  const t = rows[0];
  if (!t?.email) return;
  const facts: TicketFacts = { ticketId, category: t.sub_menu_name ? `${t.menu_name} › ${t.sub_menu_name}` : t.menu_name, raisedBy: t.raised_by, raisedFor: t.raised_for, details: t.ticket_details, contact: t.name };
  await mailer.send({ to: t.email, organizationId, event: 'Help Desk Ticket Reopened', variables: { ...facts, recipientName: t.name, reason } });
}
