import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import type { SecretBox } from '../secrets/SecretBox.js';
import type { ProductMail } from './productMail.js';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  /** The organisation the mail is sent for: its own mail server sends it, when it has one. */
  organizationId: number | null;
  /**
   * Parts of the body only the recipient may ever read (a password-reset link's token). The mail
   * sent carries them; the outbox and the production log keep the body with each one redacted.
   */
  secrets?: string[];
  /** The body is HTML (a rendered mail template): sent as the mail's HTML part. */
  html?: boolean;
}

export const REDACTED = '[redacted]';

/** The body as it may be kept: every secret of the mail replaced, wherever it occurs. */
export function redactedBody(mail: Mail): string {
  return (mail.secrets ?? []).filter(Boolean).reduce((body, secret) => body.split(secret).join(REDACTED), mail.body);
}

/** An organisation's mail server as its form stores it (organization.mailSettings, mailPassword). */
interface OrganizationMailServer {
  server?: string;
  port?: number;
  username?: string;
  fromAddress?: string;
}

/**
 * Every mail is kept in the outbox table, which administrators can read, without its secrets. It
 * is sent through the organisation's own mail server when one is set (server and port), otherwise
 * through SMTP_URL; with neither, it is printed in the server log so a developer can follow links
 * (outside production only: a production log gets the redacted body).
 */
export class Mailer {
  readonly #transport?: nodemailer.Transporter;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly secrets: SecretBox,
    smtpUrl: string | undefined,
    private readonly from: string,
    private readonly production: boolean,
    /** Renders the product's own mails from the organisation's templates (docs/mail-templates.md). */
    readonly productMails?: { compose(mail: ProductMail): Promise<Mail> },
  ) {
    this.#transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  }

  /**
   * The product's only way to mail: an event rendered from the organisation's template for it, so
   * every mail the product sends is one an organisation can edit (docs/mail-templates.md).
   */
  async send(mail: ProductMail): Promise<void> {
    await this.deliver(await this.compose(mail));
  }

  /** Keeps a composed mail in the outbox (secrets redacted) and sends it. */
  async deliver(mail: Mail): Promise<void> {
    const { id } = await this.db
      .insertInto('outbox_mail')
      .values({ to_address: mail.to, subject: mail.subject, body: redactedBody(mail), organization_id: mail.organizationId })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const own = mail.organizationId === null ? undefined : await this.organizationTransport(mail.organizationId);
      const transport = own?.transport ?? this.#transport;
      if (!transport) {
        this.log.info({ to: mail.to, subject: mail.subject }, `Mail kept in outbox (no mail server):\n${this.production ? redactedBody(mail) : mail.body}`);
        return;
      }
      const content = mail.html ? { html: mail.body } : { text: mail.body };
      await transport.sendMail({ from: own?.from ?? this.from, to: mail.to, subject: mail.subject, ...content });
      await this.db.updateTable('outbox_mail').set({ sent_at: new Date() }).where('id', '=', id).execute();
    } catch (err) {
      this.log.error({ err, to: mail.to }, 'Sending mail failed');
      await this.db.updateTable('outbox_mail').set({ error: String(err) }).where('id', '=', id).execute();
    }
  }

  private compose(mail: ProductMail): Promise<Mail> {
    if (!this.productMails) throw new Error('Product mails need the mail templates');
    return this.productMails.compose(mail);
  }

  /** The organisation's own server, read at each send so an edit of its form applies to the next mail. */
  private async organizationTransport(organizationId: number) {
    const row = await this.db.selectFrom('organization').select(['mail_settings', 'mail_password']).where('id', '=', organizationId).executeTakeFirst();
    const settings = (row?.mail_settings ?? {}) as OrganizationMailServer;
    if (!settings.server || !settings.port) return undefined;
    const password = row?.mail_password ? this.secrets.open(row.mail_password) : '';
    const auth = settings.username ? { user: settings.username, pass: password } : undefined;
    return {
      transport: nodemailer.createTransport({ host: settings.server, port: settings.port, secure: settings.port === 465, auth }),
      from: settings.fromAddress,
    };
  }
}
