import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

/**
 * Every mail is kept in the outbox table, which administrators can read. With SMTP_URL set it is
 * also sent; without it, it is printed in the server log so a developer can follow links.
 */
export class Mailer {
  readonly #transport?: nodemailer.Transporter;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    smtpUrl: string | undefined,
    private readonly from: string,
  ) {
    this.#transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  }

  async send(mail: Mail): Promise<void> {
    const { id } = await this.db
      .insertInto('outbox_mail')
      .values({ to_address: mail.to, subject: mail.subject, body: mail.body })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!this.#transport) {
      this.log.info({ to: mail.to, subject: mail.subject }, `Mail kept in outbox (no SMTP_URL):\n${mail.body}`);
      return;
    }
    try {
      await this.#transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.body });
      await this.db.updateTable('outbox_mail').set({ sent_at: new Date() }).where('id', '=', id).execute();
    } catch (err) {
      this.log.error({ err, to: mail.to }, 'Sending mail failed');
      await this.db.updateTable('outbox_mail').set({ error: String(err) }).where('id', '=', id).execute();
    }
  }
}
