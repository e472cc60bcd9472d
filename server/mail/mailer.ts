/**
 * Sends an e-mail with nodemailer: over SMTP (`SMTP_URL`), or, unset, written as an `.eml` file (with the
 * HTML part beside it) under `<DATA_DIR>/mail`, so a demo needs no mail server. Both are idempotent by
 * the message id: SMTP receivers drop a repeated Message-ID, and a file of the same id is overwritten.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Result } from '../../contract/requests.ts';
import { redactError } from '../outbox/outbox.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** Stable per message (from the outbox key), so a resend after a crash is recognisable. */
  idempotencyKey: string;
}

export interface MailFailure { message: string; permanent: boolean }

export interface Mailer {
  readonly kind: 'smtp' | 'file';
  send(mail: OutgoingMail): Promise<Result<void, MailFailure>>;
  /** File mode: the HTML of the newest e-mail written, or null. */
  latestHtml(): Promise<string | null>;
  close(): void;
}

export function messageIdFor(key: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'fragrance-quiz.invalid';
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${domain}>`;
}

export function createMailer(options: { smtpUrl: string | undefined; from: string; dir: string }): Mailer {
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const toMessage = (mail: OutgoingMail) => ({
    from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers,
    messageId: messageIdFor(mail.idempotencyKey, options.from),
  });
  if (options.smtpUrl) {
    return {
      kind: 'smtp',
      async send(mail) {
        try {
          await transport.sendMail(toMessage(mail));
          return { ok: true, value: undefined };
        } catch (error) {
          const code = (error as { responseCode?: unknown }).responseCode;
          // 5xx: the receiving server refuses for good (unknown mailbox, policy); anything else may pass later.
          return { ok: false, error: { message: redactError(error), permanent: typeof code === 'number' && code >= 500 } };
        }
      },
      latestHtml: () => Promise.resolve(null),
      close: () => transport.close(),
    };
  }
  return {
    kind: 'file',
    async send(mail) {
      try {
        const info = await transport.sendMail(toMessage(mail)) as { message: Buffer };
        await mkdir(options.dir, { recursive: true });
        const name = createHash('sha256').update(mail.idempotencyKey).digest('hex').slice(0, 24);
        await writeFile(join(options.dir, `${name}.eml`), info.message);
        await writeFile(join(options.dir, `${name}.html`), mail.html);
        return { ok: true, value: undefined };
      } catch (error) {
        return { ok: false, error: { message: redactError(error), permanent: false } };
      }
    },
    async latestHtml() {
      const names = await readdir(options.dir).catch(() => [] as string[]);
      let newest: { file: string; at: number } | null = null;
      for (const file of names.filter((name) => name.endsWith('.html'))) {
        const at = (await stat(join(options.dir, file))).mtimeMs;
        if (!newest || at > newest.at) newest = { file, at };
      }
      return newest ? readFile(join(options.dir, newest.file), 'utf8') : null;
    },
    close: () => transport.close(),
  };
}
