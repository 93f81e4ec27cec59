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
/** Outbox rows written per statement by sendMany. */
const OUTBOX_CHUNK = 500;

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
    readonly productMails?: { composeMany(mails: readonly ProductMail[]): Promise<Mail[]> },
  ) {
    this.#transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  }

  /**
   * The product's only way to mail: an event rendered from the organisation's template for it, so
   * every mail the product sends is one an organisation can edit (docs/mail-templates.md).
   */
  async send(mail: ProductMail): Promise<void> {
    await this.sendMany([mail]);
  }

  /** Many product mails at once (a bulk upload's welcome mails): each organisation's template for an event read once. */
  async sendMany(mails: readonly ProductMail[]): Promise<void> {
    if (mails.length) await this.deliver(await this.composeMany(mails));
  }

  /**
   * Keeps composed mails in the outbox (secrets redacted) and sends them: the outbox's one writer. The
   * rows are written a chunk per statement, each organisation's server looked up once, the sent marks
   * written together; each mail is still sent on its own, and one failing marks only itself.
   */
  async deliver(given: Mail | readonly Mail[]): Promise<void> {
    const mails: readonly Mail[] = Array.isArray(given) ? given : [given as Mail];
    const ids: number[] = [];
    for (let start = 0; start < mails.length; start += OUTBOX_CHUNK) {
      const rows = await this.db
        .insertInto('outbox_mail')
        .values(mails.slice(start, start + OUTBOX_CHUNK).map((mail) => ({ to_address: mail.to, subject: mail.subject, body: redactedBody(mail), organization_id: mail.organizationId })))
        .returning('id')
        .execute();
      ids.push(...rows.map((row) => row.id));
    }
    const transports = new Map<number, Awaited<ReturnType<Mailer['organizationTransport']>>>();
    const sent: number[] = [];
    for (const [index, mail] of mails.entries()) {
      try {
        if (mail.organizationId !== null && !transports.has(mail.organizationId)) transports.set(mail.organizationId, await this.organizationTransport(mail.organizationId));
        const own = mail.organizationId === null ? undefined : transports.get(mail.organizationId);
        const transport = own?.transport ?? this.#transport;
        if (!transport) {
          this.log.info({ to: mail.to, subject: mail.subject }, `Mail kept in outbox (no mail server):\n${this.production ? redactedBody(mail) : mail.body}`);
          continue;
        }
        const content = mail.html ? { html: mail.body } : { text: mail.body };
        await transport.sendMail({ from: own?.from ?? this.from, to: mail.to, subject: mail.subject, ...content });
        sent.push(ids[index]);
      } catch (err) {
        this.log.error({ err, to: mail.to }, 'Sending mail failed');
        await this.db.updateTable('outbox_mail').set({ error: String(err) }).where('id', '=', ids[index]).execute();
      }
    }
    for (let start = 0; start < sent.length; start += OUTBOX_CHUNK) {
      await this.db.updateTable('outbox_mail').set({ sent_at: new Date() }).where('id', 'in', sent.slice(start, start + OUTBOX_CHUNK)).execute();
    }
  }

  private composeMany(mails: readonly ProductMail[]): Promise<Mail[]> {
    if (!this.productMails) throw new Error('Product mails need the mail templates');
    return this.productMails.composeMany(mails);
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
