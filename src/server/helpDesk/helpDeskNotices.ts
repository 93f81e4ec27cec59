/**
 * Every mail text of the help desk in one place (docs/help-desk.md), so they can move to mail
 * templates unchanged. Each notice is plain text: the outbox never renders it as HTML.
 */
export interface TicketNoticeFacts {
  ticketId: number;
  category: string;
  raisedBy: string;
  raisedFor: string;
  details: string;
  contact: string;
}

const what = (t: TicketNoticeFacts) => `ticket #${t.ticketId} (${t.category})`;

export const helpDeskNotices = {
  /** To the contact the ticket was routed to. */
  assigned: (t: TicketNoticeFacts, to: string) => ({
    subject: `Help desk ticket #${t.ticketId} assigned to you: ${t.category}`,
    body: `Dear ${to}, ${t.raisedBy} raised ${what(t)} for ${t.raisedFor}. It is assigned to you.\n\nReason: ${t.details}\n\nOpen Help Desk › My Tickets to work it.`,
  }),
  /** To the contact's reporting manager, for information. */
  managerInformed: (t: TicketNoticeFacts, to: string) => ({
    subject: `Help desk ticket #${t.ticketId} assigned to ${t.contact}: ${t.category}`,
    body: `Dear ${to}, ${t.raisedBy} raised ${what(t)} for ${t.raisedFor}. It is assigned to ${t.contact}, who reports to you.\n\nReason: ${t.details}`,
  }),
  /** To the contact's reporting manager when the ticket passed its response time unanswered. */
  escalated: (t: TicketNoticeFacts, to: string) => ({
    subject: `Help desk ticket #${t.ticketId} escalated: no response from ${t.contact}`,
    body: `Dear ${to}, ${what(t)} raised by ${t.raisedBy} passed its response time without a response from ${t.contact}. It is escalated to you.\n\nReason: ${t.details}\n\nOpen Help Desk › My Team Tickets to follow it up.`,
  }),
  /** To the contact when the raiser reopens the ticket. */
  reopened: (t: TicketNoticeFacts, to: string, reason: string) => ({
    subject: `Help desk ticket #${t.ticketId} reopened by ${t.raisedBy}`,
    body: `Dear ${to}, ${t.raisedBy} reopened ${what(t)}.\n\nReason: ${reason}\n\nOpen Help Desk › My Tickets to work it.`,
  }),
  /** To the raiser when the contact completes the ticket. */
  completed: (t: TicketNoticeFacts, to: string, comment: string) => ({
    subject: `Help desk ticket #${t.ticketId} completed`,
    body: `Dear ${to}, ${t.contact} completed ${what(t)}.\n\nResolution: ${comment}\n\nYou may reopen it or give feedback in Help Desk › My Requests.`,
  }),
};
