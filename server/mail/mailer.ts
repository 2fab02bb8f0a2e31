import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';

// One way to send mail: SMTP when SMTP_URL is set, otherwise each message is written as an .eml
// file to the outbox folder, where a developer or an operator without a mail server can open it.

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where mail goes, for the start-up log: "SMTP smtp.example.com" or the outbox folder. */
  describe: string;
}

export interface MailerOptions {
  smtpUrl?: string | undefined;
  from?: string | undefined;
  outboxDir: string;
  /** Used for the default sender address when MAIL_FROM is not set. */
  publicUrl?: string | undefined;
}

export function createMailer(options: MailerOptions): Mailer {
  const host = options.publicUrl ? new URL(options.publicUrl).hostname : 'localhost';
  const from = options.from ?? `Sillage <no-reply@${host}>`;
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      describe: `SMTP ${new URL(options.smtpUrl).hostname}`,
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    describe: `the outbox folder ${options.outboxDir}`,
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await fs.mkdir(options.outboxDir, { recursive: true });
      // Sortable by time, unique without a lock, safe as a file name.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await fs.writeFile(path.join(options.outboxDir, name), info.message as Buffer);
    },
  };
}
