import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type nodemailer from 'nodemailer';
import { lazyModule } from './lazy-module';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes (the shopper who wrote through the contact form), when not to the shop itself. */
  replyTo?: { name: string; address: string };
}

/** A display name fit for a header: no line breaks, no quotes or angle brackets to break out of it. */
const displayName = (name: string) =>
  name
    .replace(/[\r\n"<>\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Sends e-mail: SMTP when SMTP_URL is set, otherwise writes it to the outbox folder (development). */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

const loadNodemailer = lazyModule<typeof nodemailer>('nodemailer');

/** The message as nodemailer sends it: the HTML part beside the plain-text one (multipart/alternative) when there is HTML. */
function message(from: string, mail: Mail) {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    ...(mail.replyTo ? { replyTo: { name: displayName(mail.replyTo.name), address: mail.replyTo.address } } : {}),
  };
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = loadNodemailer().createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail(message(from, mail));
    },
  };
}

/** A header value: as is when plain ASCII, else an RFC 2047 encoded word (a "£" in a subject). */
function headerValue(v: string): string {
  return /^[\x20-\x7e]*$/.test(v) ? v : `=?UTF-8?B?${Buffer.from(v, 'utf8').toString('base64')}?=`;
}

/**
 * A MIME message for the outbox: multipart/alternative with the plain-text part first, kept as
 * 8-bit text so reset codes and links read (and match) as written — nodemailer would encode it as
 * quoted-printable, turning "key=" into "key=3D" — and the HTML part in base64.
 */
export function outboxMessage(from: string, mail: Mail, date: Date, boundary: string): string {
  const head = [
    `From: ${from}`,
    `To: ${mail.to}`,
    `Subject: ${headerValue(mail.subject)}`,
    ...(mail.replyTo ? [`Reply-To: "${headerValue(displayName(mail.replyTo.name))}" <${mail.replyTo.address}>`] : []),
    `Date: ${date.toUTCString()}`,
    'MIME-Version: 1.0',
  ];
  const text = ['Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: 8bit', '', mail.text];
  if (!mail.html) return `${[...head, ...text].join('\n')}\n`;
  const html = Buffer.from(mail.html, 'utf8').toString('base64').replace(/.{76}/g, '$&\n');
  return `${[
    ...head,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    ...text,
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    html,
    `--${boundary}--`,
  ].join('\n')}\n`;
}

/**
 * Development: writes each message to the outbox folder as a .eml (MIME: the plain-text and HTML
 * parts, which a mail client opens) and the HTML part beside it as .html to open in a browser.
 */
export function outboxMailer(dir: string, from: string, log: (msg: string) => void): Mailer {
  return {
    send(mail) {
      fs.mkdirSync(dir, { recursive: true });
      const now = new Date();
      const safe = mail.to.replace(/[^a-z0-9@._-]/gi, '_');
      const base = path.join(dir, `${now.toISOString().replace(/[:.]/g, '-')}-${safe}`);
      fs.writeFileSync(`${base}.eml`, outboxMessage(from, mail, now, `larder-${randomBytes(12).toString('hex')}`));
      if (mail.html) fs.writeFileSync(`${base}.html`, mail.html);
      log(`e-mail to ${mail.to} written to ${base}.eml${mail.html ? ' (and .html)' : ''}`);
      return Promise.resolve();
    },
  };
}

/** A mailer that keeps messages in memory, HTML and text (tests read them). */
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
