import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Real SMTP when smtpUrl is set; otherwise each message is stored as a JSON file in outboxDir and logged. */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: Logger;
}): Mailer {
  const { smtpUrl, from, outboxDir, logger } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
        logger.info({ subject: message.subject }, 'mail sent');
      },
    };
  }
  return {
    async send(message) {
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomSuffix()}.json`,
      );
      // Written aside and renamed into place, so that whoever reads the outbox never finds half a mail.
      const writing = `${file}.writing`;
      await writeFile(
        writing,
        JSON.stringify({ from, date: new Date().toISOString(), ...message }, null, 2),
        {
          mode: 0o600,
        },
      );
      await rename(writing, file);
      // The file holds the link; the log names only the file, so no token reaches the logs.
      logger.info({ subject: message.subject, file }, 'mail stored in outbox (no SMTP_URL set)');
    },
  };
}

function randomSuffix(): string {
  return Math.random().toString(36).slice(2, 8);
}
