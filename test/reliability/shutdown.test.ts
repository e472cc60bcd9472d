/**
 * Graceful shutdown under load: the real server (`server/main.ts`) takes quiz-meta writers and slow
 * AI-description requests; SIGTERM arrives while they run. Every request in flight finishes with 2xx,
 * later ones are refused cleanly (503 or no connection, never a 500), every acknowledged write is stored,
 * and the process exits with status 0 (before its force-exit timer, which exits with 1).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sendJson, startChatServer } from '../../server/test-support/chat-server.ts';
import type { ChatServer } from '../../server/test-support/chat-server.ts';
import { descriptionBody, quizMetaBody } from './support/bodies.ts';
import { childTargets } from './support/child-targets.ts';
import type { ChildSetup } from './support/child-targets.ts';
import { freePort, kill, startServer } from '../support/child-server.ts';
import type { ChildServer } from '../support/child-server.ts';
import { TEST_AI_KEY, scaled } from './support/env.ts';
import { recordFigure } from './support/figures.ts';
import { missingFromDatabase } from './support/stored-ids.ts';
import { waitFor } from '../support/wait-for.ts';
import { startWriters } from './support/writers.ts';

const WRITERS = scaled(8, 32);
const SLOW_REQUESTS = scaled(4, 16);
const PROVIDER_DELAY_MS = 1500;

/** An AI provider that takes its time: the requests it serves are in flight when the server is told to stop. */
function slowProvider(delayMs: number): Promise<ChatServer> {
  return startChatServer((_request, response) => new Promise<void>((resolve) => {
    setTimeout(() => { sendJson(response, 500, '{}'); resolve(); }, delayMs);
  }));
}

for (const target of childTargets()) {
  describe(`graceful shutdown [${target.name}]`, { skip: target.skip }, () => {
    let provider: ChatServer;
    let setup: ChildSetup;
    let server: ChildServer | undefined;

    before(async () => {
      provider = await slowProvider(PROVIDER_DELAY_MS);
      setup = await target.setup();
    });
    after(async () => {
      if (server && server.process.exitCode === null && server.process.signalCode === null) await kill(server);
      await provider?.close();
      await setup?.cleanup();
    });

    it('SIGTERM under load: requests in flight finish with 2xx, nothing acknowledged is lost, exit status 0', { timeout: 180_000 }, async () => {
      server = await startServer({
        ...setup.env, AI_BASE_URL: provider.baseUrl, AI_API_KEY: TEST_AI_KEY, AI_TIMEOUT_MS: '5000', AI_RATE_LIMIT_PER_MINUTE: '1000',
      }, await freePort());
      const running = server;
      const writers = startWriters(running.url, WRITERS);
      await waitFor(() => writers.acknowledged.length >= WRITERS * 2, 'the writers to get going');
      const stored = await fetch(`${running.url}/quiz-meta`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(quizMetaBody()) });
      const { id } = await stored.json() as { id: string };
      const slow = Array.from({ length: SLOW_REQUESTS }, () => fetch(`${running.url}/ai/description`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(descriptionBody(id)),
      }));
      await waitFor(() => provider.requests.length >= SLOW_REQUESTS, 'the AI requests to reach the provider');

      const signalled = performance.now();
      running.process.kill('SIGTERM');
      const answers = await Promise.all(slow.map(async (pending) => {
        const response = await pending;
        return { status: response.status, body: await response.json() as { content?: string; source?: string } };
      }));
      const exit = await running.exited;
      const exitMs = Math.round(performance.now() - signalled);
      await writers.stop();

      assert.deepEqual(answers.map((answer) => answer.status), answers.map(() => 200), 'every request in flight finished with 200');
      assert.ok(answers.every((answer) => answer.body.source === 'composer' && (answer.body.content ?? '').length > 0));
      assert.equal(exit, '0', running.output());
      const refusals = Object.keys(writers.statuses).filter((status) => status !== '200' && status !== '503');
      assert.deepEqual(refusals, [], `statuses: ${JSON.stringify(writers.statuses)}`);

      const db = await setup.open();
      const missing = await missingFromDatabase(db, writers.acknowledged).finally(() => db.close());
      recordFigure({
        section: 'shutdown', name: 'sigterm under load', database: target.name, writers: WRITERS, slowRequests: SLOW_REQUESTS,
        acknowledged: writers.acknowledged.length, missing: missing.length, statuses: writers.statuses,
        networkErrors: writers.networkErrors, exit, exitMs,
      });
      assert.deepEqual(missing.slice(0, 10), [], `${missing.length} of ${writers.acknowledged.length} acknowledged writes are missing`);
    });
  });
}
