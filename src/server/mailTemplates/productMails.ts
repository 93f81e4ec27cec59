import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { dynamic } from '../masters/dynamicDb.js';
import type { MasterDefinition } from '../masters/MasterDefinition.js';
import type { Mail } from '../mail/Mailer.js';
import type { ProductEvent, ProductMail } from '../mail/productMail.js';
import { renderTemplate } from './renderTemplate.js';

export const MAIL_TEMPLATE_MASTER = 'mailTemplate';

interface TemplateText {
  subject: string;
  body: string;
}

/**
 * Turns a product mail into a mail: the organisation's active template for the event (the oldest,
 * when several name it) rendered with liquidjs, values HTML-escaped. Without one, or when an edit
 * left it failing (an unknown variable), the schema's own seeded text for the event is used, so a
 * mail is never blank or lost; the failure is logged for the administrator to fix.
 */
export class ProductMails {
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly definition: MasterDefinition | undefined,
  ) {}

  /** The schema's seeded template for an event: the default every organisation starts with. */
  defaultTemplate(event: ProductEvent): TemplateText {
    const seed = (this.definition?.schema['x-seed'] ?? []) as { productEvent?: string; subject: string; body: string }[];
    const row = seed.find((candidate) => candidate.productEvent === event);
    if (!row) throw new Error(`No seeded mail template for ${event}`);
    return { subject: row.subject, body: row.body };
  }

  async organizationTemplate(organizationId: number, event: ProductEvent): Promise<TemplateText | undefined> {
    if (!this.definition) return undefined;
    return dynamic(this.db)
      .selectFrom(this.definition.table)
      .select(['subject', 'body'])
      .where('organization_id', '=', organizationId)
      .where('product_event', '=', event)
      .where('status', '=', 'Active')
      .orderBy('id')
      .executeTakeFirst();
  }

  /** Product mails rendered: each organisation's template for an event read once (a bulk upload's welcome mails). */
  async composeMany(mails: readonly ProductMail[]): Promise<Mail[]> {
    const templates = new Map<string, Promise<TemplateText | undefined>>();
    const composed: Mail[] = [];
    for (const mail of mails) {
      const key = `${mail.organizationId}\u0000${mail.event}`;
      if (!templates.has(key)) templates.set(key, mail.organizationId === null ? Promise.resolve(undefined) : this.organizationTemplate(mail.organizationId, mail.event));
      const own = await templates.get(key);
      let rendered: TemplateText | undefined;
      if (own) {
        try {
          rendered = await renderTemplate(own, mail.variables);
        } catch (err) {
          this.log.error({ err, event: mail.event, organizationId: mail.organizationId }, 'Mail template failed: the default text was sent');
        }
      }
      rendered ??= await renderTemplate(this.defaultTemplate(mail.event), mail.variables);
      composed.push({ to: mail.to, organizationId: mail.organizationId, subject: rendered.subject, body: rendered.body, html: true, secrets: mail.secrets });
    }
    return composed;
  }
}
