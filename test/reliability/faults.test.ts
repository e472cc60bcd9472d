/**
 * Faults: an AI provider that is slow, failing or breaking the rules (the shopper still gets the
 * composer's text, within the timeout); PostgreSQL stopped mid-run (503 JSON errors, then recovery on
 * its own once the database is back). The element's "content API unreachable" path is covered by
 * test/browser/element.test.ts ("shows a friendly message with a working retry...").
 */
import assert from 'node:assert/strict';
import type { ServerResponse } from 'node:http';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { chatCompletion, sendJson, startChatServer } from '../../server/test-support/chat-server.ts';
import type { ChatServer } from '../../server/test-support/chat-server.ts';
import { validateDescription } from '../../server/ai/validator.ts';
import { openPostgres } from '../../server/db/database.ts';
import type { Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrations.ts';
import { buildTestApp } from '../../server/test-support/app.ts';
import { pgliteTarget } from '../../server/test-support/test-db.ts';
import type { TestDb } from '../../server/test-support/test-db.ts';
import { VALID_AI_TEXT, descriptionBody, quizMetaBody } from './support/bodies.ts';
import { SHORT, TEST_AI_KEY, scaled, sleep } from './support/env.ts';
import { recordFigure } from './support/figures.ts';
import { createCluster, postgresBin } from './support/pg-cluster.ts';
import type { PgCluster } from './support/pg-cluster.ts';
import { listen } from './support/server.ts';
import type { RunningServer } from './support/server.ts';
import { waitFor } from '../support/wait-for.ts';
import { startWriters } from './support/writers.ts';

/**
 * The provider timeout. The short run (npm test, a busy machine) gives a request room to reach the
 * provider before it and checks what the shopper gets; the full run also holds the wait to the limit.
 */
const AI_TIMEOUT_MS = scaled(3000, 1000);
/** Time allowed on top of the provider timeout (the composer, scheduling). */
const MARGIN_MS = 1500;
const CONCURRENT = scaled(4, 40);

const RULE_BREAKING_TEXT = '- You are bold and confident.\n- Like a red rose.\n- Like a vanilla cake.\n- Fruity!\n- A fifth bullet';

/** `timeoutMs`: the provider timeout of the run (default AI_TIMEOUT_MS). */
type Mode = { name: string; expect: 'ai' | 'composer'; calls?: number; timeoutMs?: number; handle(response: ServerResponse): void | Promise<void> };

/** The control must show the model's text: a busy machine (the suite's first, cold requests) must not time it out. */
const CONTROL_TIMEOUT_MS = 5000;

const MODES: Mode[] = [
  { name: 'valid text (control)', expect: 'ai', timeoutMs: CONTROL_TIMEOUT_MS, handle: (response) => sendJson(response, 200, chatCompletion(VALID_AI_TEXT)) },
  {
    name: `slow: answers after ${AI_TIMEOUT_MS * 4} ms, beyond the ${AI_TIMEOUT_MS} ms timeout`,
    expect: 'composer',
    async handle(response) {
      await sleep(AI_TIMEOUT_MS * 4);
      if (!response.destroyed) sendJson(response, 200, chatCompletion(VALID_AI_TEXT));
    },
  },
  { name: 'HTTP 500', expect: 'composer', handle: (response) => sendJson(response, 500, '{"error":{"message":"boom"}}') },
  { name: 'HTTP 429', expect: 'composer', handle: (response) => sendJson(response, 429, '{"error":{"message":"rate limited"}}') },
  { name: 'invalid JSON', expect: 'composer', handle: (response) => sendJson(response, 200, '{"choices": [') },
  { name: 'connection cut mid-answer', expect: 'composer', handle: (response) => { response.socket?.destroy(); } },
  { name: 'text that breaks the rules (retried once, then the composer)', expect: 'composer', calls: 2, handle: (response) => sendJson(response, 200, chatCompletion(RULE_BREAKING_TEXT)) },
];

async function describeAll(app: FastifyInstance, count: number) {
  const stored = await app.inject({ method: 'POST', url: '/quiz-meta', payload: quizMetaBody() });
  assert.equal(stored.statusCode, 200, stored.body);
  const { id } = stored.json() as { id: string };
  return Promise.all(Array.from({ length: count }, async () => {
    const started = performance.now();
    const response = await app.inject({ method: 'POST', url: '/ai/description', payload: descriptionBody(id) });
    return { response, ms: performance.now() - started };
  }));
}

describe('faults: AI provider', () => {
  // /ai/description describes a stored profile: one database for the suite.
  let testDb: TestDb;
  before(async () => {
    testDb = await pgliteTarget.open();
  });
  after(async () => {
    await testDb.dispose();
  });

  for (const mode of MODES) {
    it(`${mode.name} → ${mode.expect === 'ai' ? "the model's text" : "the composer's text"} within the timeout`, async () => {
      const chat: ChatServer = await startChatServer((_request, response) => mode.handle(response));
      const app = await buildTestApp(testDb.db, {
        config: { ai: { baseUrl: chat.baseUrl, apiKey: TEST_AI_KEY, model: 'test-model', timeoutMs: mode.timeoutMs ?? AI_TIMEOUT_MS }, aiRateLimitPerMinute: 1_000_000 },
      });
      try {
        const answers = await describeAll(app, CONCURRENT);
        const slowestMs = Math.max(...answers.map(({ ms }) => ms));
        for (const { response } of answers) {
          assert.equal(response.statusCode, 200, response.body);
          const { content, source } = response.json() as { content: string; source: string };
          assert.equal(source, mode.expect, response.body);
          assert.ok(validateDescription(content).ok, `the text shown breaks the rules: ${content}`);
        }
        const limit = (mode.calls ?? 1) * (mode.timeoutMs ?? AI_TIMEOUT_MS) + MARGIN_MS;
        // A wait, timed on a busy machine, is a figure there; the source above shows the timeout fired.
        if (!SHORT) assert.ok(slowestMs <= limit, `slowest answer ${Math.round(slowestMs)} ms > ${limit} ms`);
        assert.equal(chat.requests.length, CONCURRENT * (mode.calls ?? 1), 'provider calls');
        recordFigure({ section: 'faults', name: `ai: ${mode.name}`, requests: CONCURRENT, source: mode.expect, slowestMs: Math.round(slowestMs), providerCalls: chat.requests.length, timeoutMs: mode.timeoutMs ?? AI_TIMEOUT_MS });
      } finally {
        await app.close();
        await chat.close();
      }
    });
  }
});

const pgBin = postgresBin();

describe('faults: PostgreSQL stopped mid-run (pg_ctl stop, then start)', { skip: pgBin ? false : 'no PostgreSQL binaries (set PG_BIN)' }, () => {
  let cluster: PgCluster;
  let db: Database;
  let server: RunningServer;
  before(async () => {
    cluster = await createCluster(pgBin as string);
    db = await openPostgres(cluster.url);
    await migrate(db);
    server = await listen(db);
  });
  after(async () => {
    await server?.close();
    await db?.close();
    await cluster?.destroy();
  });

  it('answers 503 JSON errors while the database is down and recovers by itself when it is back', { timeout: 180_000 }, async () => {
    const writers = startWriters(server.url, scaled(8, 32));
    await waitFor(() => writers.acknowledged.length >= scaled(5, 500), 'writes before the stop');
    const beforeStop = writers.acknowledged.length;
    await cluster.stop('fast');
    const stoppedAt = performance.now();
    await sleep(scaled(1500, 5000));
    const health = await fetch(`${server.url}/health`);
    const healthDown = health.status;
    const okWhileDown = writers.statuses['200'] ?? 0;
    await cluster.start();
    const startedAt = performance.now();
    const downMs = startedAt - stoppedAt;
    const ackAtStart = writers.acknowledged.length;
    let recoveryMs = -1;
    while (performance.now() - startedAt < 30_000) {
      if (writers.acknowledged.length > ackAtStart) {
        recoveryMs = performance.now() - startedAt;
        break;
      }
      await sleep(20);
    }
    await sleep(scaled(800, 3000));
    await writers.stop();
    const healthUp = (await fetch(`${server.url}/health`)).status;

    const rows = await db.query<{ id: string }>('SELECT id::text AS id FROM quiz_meta WHERE id = ANY($1::uuid[])', [writers.acknowledged]);
    const missing = writers.acknowledged.length - rows.length;
    recordFigure({
      section: 'faults', name: 'postgres stopped', downMs: Math.round(downMs), recoveryMs: Math.round(recoveryMs),
      statuses: writers.statuses, networkErrors: writers.networkErrors, slowestMs: Math.round(writers.slowestMs),
      acknowledged: writers.acknowledged.length, missing, healthDown, healthUp,
    });

    assert.ok(beforeStop > 0, 'no write succeeded before the stop');
    assert.deepEqual(Object.keys(writers.statuses).filter((status) => status !== '200' && status !== '503'), [], JSON.stringify(writers.statuses));
    assert.ok((writers.statuses['503'] ?? 0) > 0, `no 503 while the database was down: ${JSON.stringify(writers.statuses)} (${okWhileDown} ok)`);
    const sample = writers.samples['503'];
    assert.ok(sample, 'a 503 answer was kept');
    assert.match(sample.headers['content-type'] ?? '', /^application\/json/);
    assert.equal(sample.headers['retry-after'], '2');
    const json = JSON.parse(sample.body) as { error: unknown; details: unknown };
    assert.equal(typeof json.error, 'string');
    assert.ok(Array.isArray(json.details));
    assert.equal(writers.networkErrors, 0, 'every request got an HTTP answer');
    assert.equal(healthDown, 503, '/health reports the outage');
    assert.ok(recoveryMs >= 0, 'writes did not succeed again within 30 s of the restart');
    assert.equal(healthUp, 200);
    assert.equal(missing, 0, 'acknowledged writes missing after the outage');
  });
});
