/** The mails the product sends itself, each rendered from the organisation's template for it (docs/mail-templates.md). */
export type ProductEvent =
  | 'Password Reset'
  | 'Welcome'
  | 'Leave Applied'
  | 'Leave Decided'
  | 'Regularization Applied'
  | 'Regularization Decided'
  | 'Help Desk Ticket Raised'
  | 'Help Desk Ticket Raised For Team'
  | 'Help Desk Ticket Escalated'
  | 'Help Desk Ticket Reopened'
  | 'Help Desk Ticket Completed';

/** A mail named by its event and the values its template may use, instead of a written subject and body. */
export interface ProductMail {
  to: string;
  organizationId: number | null;
  event: ProductEvent;
  variables: Record<string, unknown>;
  /** As Mail.secrets: values (a reset token) the outbox keeps redacted. */
  secrets?: string[];
}
