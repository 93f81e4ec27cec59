import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  /** The raw message, quoted-printable soft breaks and escapes undone. */
  text: string;
}

export interface MailCatcher {
  /** `SMTP_URL` of the catcher, e.g. for startTestServer's `config.smtpUrl`. */
  url: string;
  port: number;
  mails: CaughtMail[];
  /** The reset link of the newest mail to `address` (the recipient's mailbox is the only place it lives). */
  resetLinkTo(address: string): string;
  close(): Promise<void>;
}

const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A real SMTP server on a free port that keeps what it receives: the recipients' mailbox in tests. */
export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData: (stream, session, done) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), text: decodeQuotedPrintable(Buffer.concat(chunks).toString()) });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    resetLinkTo(address) {
      const mail = mails.filter((m) => m.to.includes(address)).at(-1);
      const link = mail?.text.match(/https?:\/\/\S+\/resetPassword\?token=[\w-]+/)?.[0];
      if (!link) throw new Error(`no reset link was mailed to ${address}`);
      return link;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
