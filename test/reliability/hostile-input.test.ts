/**
 * Hostile input: thousands of malformed and adversarial requests over every endpoint (fast-check, through
 * `inject`), then invalid UTF-8 and oversized bodies over a real socket. Never a 5xx; every rejection is a
 * 4xx JSON error that says what was wrong; rejected requests store nothing.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../server/db/database.ts';
import { buildTestApp, countRows } from '../../server/test-support/app.ts';
import { testDbTargets } from '../../server/test-support/test-db.ts';
import type { TestDb } from '../../server/test-support/test-db.ts';
import { CONTENT_PATH, PROFILE, descriptionBody, eventBody, gptContentBody, quizMetaBody } from './support/bodies.ts';
import { answerProblems } from './support/check-response.ts';
import { scaled } from './support/env.ts';
import { recordFigure } from './support/figures.ts';
import { hostileEndpoints } from './support/hostile-requests.ts';
import type { HostileRequest } from './support/hostile-requests.ts';
import { rawRequest } from './support/raw-http.ts';
import { waitFor } from '../support/wait-for.ts';
import type { RawRequest } from './support/raw-http.ts';

const RUNS_PER_ENDPOINT = scaled(20, 100);
/** A hostile request must not hold the server for long (one slow answer blocks every other shopper). */
const MAX_ANSWER_MS = 5_000;
const SEED = Number(process.env.RELIABILITY_SEED ?? (Date.now() % 2_147_483_647));

type Counts = [number, number, number];
const counts = async (db: Database): Promise<Counts> =>
  [await countRows(db, 'quiz_meta'), await countRows(db, 'gpt_content'), await countRows(db, 'quiz_events')];

/** Bodies with `marker` (a string in a text field) replaced by invalid UTF-8 bytes. */
const INVALID_UTF8: ReadonlyArray<[string, number[]]> = [
  ['0xFF', [0xff]],
  ['overlong NUL C0 80', [0xc0, 0x80]],
  ['encoded surrogate ED A0 80', [0xed, 0xa0, 0x80]],
  ['truncated E2 82', [0xe2, 0x82]],
  ['lone continuation 0x80', [0x80]],
  ['5-byte F8 88 80 80 80', [0xf8, 0x88, 0x80, 0x80, 0x80]],
  ['beyond U+10FFFF F4 90 80 80', [0xf4, 0x90, 0x80, 0x80]],
];

function withBytes(body: unknown, marker: string, bytes: number[]): Buffer {
  const text = JSON.stringify(body);
  const at = text.indexOf(marker);
  return Buffer.concat([Buffer.from(text.slice(0, at)), Buffer.from(bytes), Buffer.from(text.slice(at + marker.length))]);
}

/** Short enough for a failure report (fast-check prints the whole counterexample otherwise). */
function summary(request: HostileRequest): string {
  const payload = request.payload === undefined ? '' : ` ${request.payload.length} chars: ${request.payload.slice(0, 160)}`;
  return `${request.method} ${request.url.slice(0, 160)} [${request.kind}] ${JSON.stringify(request.headers)}${payload}`;
}

const printable = (request: HostileRequest) => Object.assign(request, { [fc.toStringMethod]: () => summary(request) });

for (const target of testDbTargets()) {
  describe(`hostile input [${target.name}]`, { skip: target.skip }, () => {
    let testDb: TestDb;
    let app: FastifyInstance;
    let quizMetaId = '';
    let port = 0;

    before(async () => {
      testDb = await target.open();
      app = await buildTestApp(testDb.db, { config: { aiRateLimitPerMinute: 1_000_000 } });
      const stored = await app.inject({ method: 'POST', url: '/quiz-meta', payload: quizMetaBody() });
      assert.equal(stored.statusCode, 200, stored.body);
      quizMetaId = (stored.json() as { id: string }).id;
      await app.listen({ host: '127.0.0.1', port: 0 });
      port = (app.server.address() as AddressInfo).port;
      // A server that just started answers /health 503 until its content warm-up is done.
      await waitFor(async () => (await rawRequest(port, { method: 'GET', path: '/health' })).statusCode === 200, 'the server ready');
    });
    after(async () => {
      await app?.close();
      await testDb?.dispose();
    });

    it(`answers ${RUNS_PER_ENDPOINT} hostile requests per endpoint with no 5xx, a 4xx JSON error that says why, and nothing stored`, async () => {
      const statuses: Record<string, Record<string, number>> = {};
      let total = 0;
      let slowestMs = 0;
      for (const endpoint of hostileEndpoints(quizMetaId)) {
        const seen: Record<string, number> = (statuses[endpoint.name] = {});
        await fc.assert(
          fc.asyncProperty(endpoint.requests.map(printable), async (request) => {
            const before = await counts(testDb.db);
            const started = performance.now();
            const response = await app.inject({ method: request.method as 'GET', url: request.url, headers: request.headers, ...(request.payload === undefined ? {} : { payload: request.payload }) });
            const elapsed = performance.now() - started;
            slowestMs = Math.max(slowestMs, elapsed);
            total += 1;
            seen[response.statusCode] = (seen[response.statusCode] ?? 0) + 1;
            const where = summary(request);
            assert.deepEqual(answerProblems(response, endpoint.shape), [], where);
            assert.ok(elapsed < MAX_ANSWER_MS, `${Math.round(elapsed)} ms for ${where}`);
            if (response.statusCode >= 300) assert.deepEqual(await counts(testDb.db), before, `rows changed by a rejected request: ${where}`);
          }),
          { numRuns: RUNS_PER_ENDPOINT, seed: SEED },
        );
      }
      assert.equal(({} as Record<string, unknown>)['polluted'], undefined, 'Object.prototype was polluted');
      assert.equal(({} as Record<string, unknown>)['isAdmin'], undefined, 'Object.prototype was polluted');
      const fiveHundreds = Object.values(statuses).flatMap((byStatus) => Object.entries(byStatus)).filter(([status]) => Number(status) >= 500).length;
      recordFigure({ section: 'hostile', name: 'inject', database: target.name, total, seed: SEED, slowestMs: Math.round(slowestMs), fiveHundreds, statuses });
    });

    it('refuses invalid UTF-8 bytes in every JSON body with a 400 that says so, over a real socket', async () => {
      const bodies: Array<{ path: string; body: unknown; marker: string; type?: string }> = [
        { path: '/quiz-meta', body: { ...quizMetaBody(), cartToken: 'MARK' }, marker: 'MARK' },
        { path: '/gpt-content', body: { ...gptContentBody(quizMetaId), content: 'MARK' }, marker: 'MARK' },
        { path: '/ai/description', body: descriptionBody('MARK'), marker: 'MARK' },
        { path: '/kit', body: { ...PROFILE, gender: 'MARK' }, marker: 'MARK' },
        { path: '/events', body: { ...eventBody(), properties: { note: 'MARK' } }, marker: 'MARK' },
        { path: '/events', body: { ...eventBody(), properties: { note: 'MARK' } }, marker: 'MARK', type: 'text/plain' },
        { path: '/fragrances', body: { start: 0, limit: 10, MARK: 1 }, marker: 'MARK' },
        { path: CONTENT_PATH, body: { query: '*[_id == "MARK"]' }, marker: 'MARK' },
      ];
      let sent = 0;
      for (const { path, body, marker, type } of bodies) {
        for (const [label, bytes] of INVALID_UTF8) {
          const before = await counts(testDb.db);
          const answer = await rawRequest(port, { method: 'POST', path, headers: { 'content-type': type ?? 'application/json' }, body: withBytes(body, marker, bytes) });
          sent += 1;
          const where = `${path} ${type ?? ''} with ${label}`;
          assert.equal(answer.statusCode, 400, `${where}: ${answer.body}`);
          assert.match(answer.body, /not valid UTF-8/, where);
          assert.deepEqual(answerProblems(answer, path === CONTENT_PATH ? 'content' : 'backend'), [], where);
          assert.deepEqual(await counts(testDb.db), before, where);
        }
      }
      recordFigure({ section: 'hostile', name: 'invalid-utf8', database: target.name, total: sent, cases: INVALID_UTF8.map(([label]) => label) });
    });

    it('refuses oversized bodies (declared, streamed chunked, lying about their length) with 413, and huge URLs with 431', async () => {
      const limit = app.initialConfig.bodyLimit ?? 64 * 1024;
      const big = Buffer.from(JSON.stringify({ ...quizMetaBody(), cartToken: 'x'.repeat(limit) }));
      const paths = ['/quiz-meta', '/gpt-content', '/ai/description', '/kit', '/events', '/fragrances', CONTENT_PATH];
      let sent = 0;
      for (const path of paths) {
        const before = await counts(testDb.db);
        const cases: Array<{ label: string; request: RawRequest }> = [
          { label: 'declared', request: { method: 'POST', path, headers: { 'content-type': 'application/json' }, body: big } },
          { label: 'chunked', request: { method: 'POST', path, headers: { 'content-type': 'application/json' }, body: Buffer.concat([big, big]), chunkSize: 8192 } },
          { label: 'declared 100 MB', request: { method: 'POST', path, headers: { 'content-type': 'application/json', 'content-length': String(100 * 1024 * 1024) }, body: big.subarray(0, 1024) } },
        ];
        for (const { label, request } of cases) {
          const answer = await rawRequest(port, request);
          sent += 1;
          assert.equal(answer.statusCode, 413, `${path} ${label}: ${answer.body}`);
          assert.deepEqual(answerProblems(answer, path === CONTENT_PATH ? 'content' : 'backend'), [], `${path} ${label}`);
        }
        assert.deepEqual(await counts(testDb.db), before, path);
      }
      const longUrl = await rawRequest(port, { method: 'GET', path: `${CONTENT_PATH}?query=${'*'.repeat(20_000)}` });
      assert.equal(longUrl.statusCode, 431, longUrl.body);
      const health = await rawRequest(port, { method: 'GET', path: '/health' });
      assert.equal(health.statusCode, 200, 'the server still answers after the oversized requests');
      recordFigure({ section: 'hostile', name: 'oversized', database: target.name, total: sent + 1, bodyLimit: limit });
    });
  });
}
