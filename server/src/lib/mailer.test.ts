import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryMailer, outboxMailer, outboxMessage } from './mailer';

const mail = {
  to: 'amira@example.com',
  subject: 'We have refunded £6.49 for order ORD-00042',
  text: 'Your code is 482913.\nOpen http://localhost:3000/forgetten?key=abc-DEF_123\n',
  html: `<!DOCTYPE html><html><body><p>${'Lamb chops — £8.99 '.repeat(20)}</p></body></html>`,
};

describe('outbox message', () => {
  it('is multipart/alternative: the text part readable as written, the HTML part in base64', () => {
    const eml = outboxMessage('Larder <shop@larder.example>', mail, new Date('2026-11-23T08:00:00Z'), 'b1');
    expect(eml).toMatch(/^From: Larder <shop@larder.example>$/m);
    expect(eml).toMatch(/^To: amira@example.com$/m);
    expect(eml).toMatch(/^MIME-Version: 1.0$/m);
    expect(eml).toMatch(/^Date: Mon, 23 Nov 2026 08:00:00 GMT$/m);
    // A "£" in the subject travels as an RFC 2047 encoded word.
    const subject = /^Subject: =\?UTF-8\?B\?(.+)\?=$/m.exec(eml)![1]!;
    expect(Buffer.from(subject, 'base64').toString('utf8')).toBe(mail.subject);
    expect(eml).toContain('Content-Type: multipart/alternative; boundary="b1"');
    const [, text, html, end] = eml.split(/^--b1(?:--)?$/m);
    expect(text).toContain('Content-Type: text/plain; charset=utf-8');
    expect(text).toContain('key=abc-DEF_123');
    expect(html).toContain('Content-Transfer-Encoding: base64');
    const body = html!.split('\n\n')[1]!;
    expect(body.split('\n').every((l) => l.length <= 76)).toBe(true);
    expect(Buffer.from(body.replace(/\n/g, ''), 'base64').toString('utf8')).toBe(mail.html);
    expect(end).toBe('\n');
  });

  it('without HTML is a plain text message', () => {
    const eml = outboxMessage('shop@larder.example', { to: 'a@b.c', subject: 'Hi', text: 'Hello' }, new Date(), 'b1');
    expect(eml).not.toContain('multipart');
    expect(eml).toMatch(/^Subject: Hi$/m);
    expect(eml.endsWith('\n\nHello\n')).toBe(true);
  });
});

describe('reply-to', () => {
  it('a reply goes to the shopper who wrote, and a name cannot add headers', () => {
    const mail = {
      to: 'shop@larder.example',
      subject: 'Contact form: Eid',
      text: 'Hello',
      replyTo: { name: 'Amira "Khan"\r\nBcc: all@example.com', address: 'amira@example.com' },
    };
    const eml = outboxMessage('shop@larder.example', mail, new Date(), 'b1');
    expect(eml).toMatch(/^Reply-To: "Amira Khan Bcc: all@example.com" <amira@example.com>$/m);
    expect(eml).not.toMatch(/^Bcc:/m);
    expect(outboxMessage('shop@larder.example', { to: 'a@b.c', subject: 'Hi', text: 'Hello' }, new Date(), 'b1')).not.toContain('Reply-To');
  });
});

describe('mailers', () => {
  it('the outbox writes the .eml and the HTML beside it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-outbox-'));
    const logged: string[] = [];
    await outboxMailer(dir, 'shop@larder.example', (m) => logged.push(m)).send(mail);
    const files = fs.readdirSync(dir).sort();
    expect(files.map((f) => path.extname(f))).toEqual(['.eml', '.html']);
    expect(fs.readFileSync(path.join(dir, files[1]!), 'utf8')).toBe(mail.html);
    expect(fs.readFileSync(path.join(dir, files[0]!), 'utf8')).toContain('key=abc-DEF_123');
    expect(logged[0]).toContain('(and .html)');
    fs.rmSync(dir, { recursive: true });
  });

  it('the memory mailer keeps the HTML part for tests', async () => {
    const m = memoryMailer();
    await m.send(mail);
    expect(m.sent[0]!.html).toBe(mail.html);
  });
});
