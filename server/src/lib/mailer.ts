import fs from 'node:fs';
import path from 'node:path';
import type nodemailer from 'nodemailer';
import { lazyModule } from './lazy-module';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends e-mail: SMTP when SMTP_URL is set, otherwise writes it to the outbox folder (development). */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = lazyModule<typeof nodemailer>('nodemailer')().createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/** Writes each message as an .eml-like text file so a developer can read reset codes. */
export function outboxMailer(dir: string, from: string, log: (msg: string) => void): Mailer {
  return {
    send(mail) {
      fs.mkdirSync(dir, { recursive: true });
      const safe = mail.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safe}.eml`);
      fs.writeFileSync(file, `From: ${from}\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`);
      log(`e-mail to ${mail.to} written to ${file}`);
      return Promise.resolve();
    },
  };
}

/** A mailer that keeps messages in memory (tests read them). */
export function memoryMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    sent,
    send(mail) {
      sent.push(mail);
      return Promise.resolve();
    },
  };
}
