/**
 * A server killed mid-delivery (SIGKILL while the SMTP server holds the message's DATA unanswered) still
 * delivers the e-mail exactly once: the next start takes the message from the outbox once its lease
 * runs out, and the receiver had not accepted the first try.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { kill, startServer, stop, type ChildServer } from '../../test/support/child-server.ts';
import { stagingOptions, validProfile } from '../test-support/app.ts';
import { startTestSmtp, type TestSmtp } from '../test-support/smtp.ts';
import { seedMigratedDataDir } from '../test-support/test-db.ts';

const LEASE_MS = 1500;

async function post(server: ChildServer, path: string, body: unknown): Promise<Response> {
  return fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

async function waitUntil(check: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('results e-mail across a crash', () => {
  let smtp: TestSmtp | undefined;
  let dataDir = '';
  const servers: ChildServer[] = [];
  after(async () => {
    for (const server of servers) await stop(server, 5000);
    await smtp?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('a server killed mid-send delivers the e-mail exactly once after restart', { timeout: 300_000 }, async () => {
    smtp = await startTestSmtp();
    dataDir = await mkdtemp(join(tmpdir(), 'fq-mail-crash-'));
    await seedMigratedDataDir(dataDir);
    const env = {
      DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: smtp.url, MAIL_FROM: 'Scentology <quiz@scentology.example>',
      OUTBOX_LEASE_MS: String(LEASE_MS), OUTBOX_POLL_MS: '100', PUBLIC_URL: 'http://api.test',
    };
    const first = await startServer(env);
    servers.push(first);
    const meta = await post(first, '/quiz-meta', { cartToken: '', results: [validProfile(stagingOptions())], segmentAnnonId: '', payload: {} });
    assert.equal(meta.status, 200);
    const { id } = await meta.json() as { id: string };
    assert.equal((await post(first, '/ai/description', { quizMetaId: id })).status, 200);

    const held = smtp.holdNext();
    const optIn = await post(first, '/email-results', {
      quizMetaId: id, email: 'crash.test@example.com', consent: { version: 'default-2026-11', market: 'GB' }, stepId: 'email',
      locale: 'en-GB', shopifyVariantId: '44890123456789',
    });
    assert.equal(optIn.status, 202, await optIn.text());
    await held.started;
    await kill(first);
    assert.equal(smtp.received.length, 0, 'the receiver never accepted the first try');

    const second = await startServer(env);
    servers.push(second);
    await waitUntil(() => smtp?.received.length === 1, 'the e-mail after the restart');
    // Well past another lease and many polls: no second copy.
    await new Promise((resolve) => setTimeout(resolve, LEASE_MS * 3));
    assert.equal(smtp.received.length, 1, 'exactly once');
    assert.equal(smtp.attempts(), 2, 'the killed try and the one after the restart');
    assert.deepEqual(smtp.received[0]?.to, ['crash.test@example.com']);
  });
});
