/**
 * A real SMTP server on loopback (the `smtp-server` package) for the e-mail tests: it keeps every
 * message it accepted, raw, and can hold a message's DATA (never answer it) to stand for a slow
 * receiver while the sending server is killed.
 */
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  /** How many DATA phases started (accepted or not). */
  attempts(): number;
  /** Holds the next message's DATA unanswered until released (the connection's close drops it). */
  holdNext(): { started: Promise<void> };
  close(): Promise<void>;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let attempts = 0;
  let hold: { onStart: () => void } | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      attempts++;
      const held = hold;
      hold = null;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (held) {
          held.onStart();
          return; // never answered: the sender sees no 250, the message is not accepted
        }
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts: () => attempts,
    holdNext() {
      let onStart!: () => void;
      const started = new Promise<void>((resolve) => { onStart = resolve; });
      hold = { onStart };
      return { started };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A header's value in a raw message (unfolded), or undefined. */
export function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1]?.trim();
}

/** The decoded text of a raw message (quoted-printable soft breaks and escapes undone), good enough to search. */
export function decodedBody(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/(?:[\x80-\xff])+/g, (bytes) => Buffer.from(bytes, 'latin1').toString('utf8'));
}
