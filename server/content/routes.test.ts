import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@sanity/client';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { BUSY_MACHINE_GROQ_BUDGET_MS } from '../test-support/app.ts';
import type { Database } from '../db/database.ts';
import { openMigratedPglite } from '../test-support/test-db.ts';
import { QUIZ_STEPS_QUERY } from '../../contract/content-queries.ts';
import { QUIZ_RESULT_QUERY } from '../../contract/result-queries.ts';

describe('embedded Sanity-compatible content API', () => {
  let app: FastifyInstance;
  let db: Database;
  let url: string;
  const requests: Array<{ method: string; url: string }> = [];

  before(async () => {
    db = await openMigratedPglite();
    const config = { ...loadConfig({ LOG_LEVEL: 'silent', GROQ_BUDGET_MS: BUSY_MACHINE_GROQ_BUDGET_MS }), corsOrigins: ['https://store.example'] };
    app = await buildApp({ config, db, logger: false });
    app.addHook('onRequest', async (request) => { requests.push({ method: request.method, url: request.url }); });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  after(async () => { await app.close(); await db.close(); });

  const client = () => createClient({
    projectId: 'embedded', dataset: 'staging', apiVersion: '2024-04-01', apiHost: url, useProjectHostname: false, useCdn: false,
  });

  it('answers the quiz-steps query through @sanity/client with the seed quiz', async () => {
    const quizzes = await client().fetch<Array<{ steps: Array<{ type: string; name: string; image?: { url: string } }> }>>(QUIZ_STEPS_QUERY);
    assert.equal(quizzes.length, 1);
    const steps = quizzes[0]?.steps ?? [];
    assert.equal(steps[0]?.type, 'Landing');
    assert.ok(steps.some((step) => step.type === 'cta'));
    const withImage = steps.find((step) => step.image);
    assert.match(withImage?.image?.url ?? '', /^\/content\/staging\/images\/.+\.svg$/);
  });

  it('answers the quiz-result query with the seed result', async () => {
    const quizzes = await client().fetch<Array<{ quizResult: { shopifyVariantId: string; productRecommends: unknown[] } }>>(QUIZ_RESULT_QUERY);
    assert.equal(quizzes[0]?.quizResult.shopifyVariantId, '44890123456789');
    assert.ok((quizzes[0]?.quizResult.productRecommends.length ?? 0) >= 2);
  });

  it('answers like Sanity: {ms, query, result}, with $params in the GET query string', async () => {
    const query = '*[_type == $type][0].name';
    const response = await fetch(`${url}/v2024-04-01/data/query/staging?query=${encodeURIComponent(query)}&%24type=${encodeURIComponent('"quiz"')}`);
    assert.equal(response.status, 200);
    const body = await response.json() as { ms: number; query: string; result: unknown };
    assert.equal(body.query, query);
    assert.equal(typeof body.ms, 'number');
    assert.equal(body.result, 'Fragrance Finder');
  });

  it('takes a query over the GET length limit by POST {query, params}, as @sanity/client sends it', async () => {
    requests.length = 0;
    const padding = '\n'.repeat(7_000); // %0A: three characters each in the URL, so @sanity/client POSTs
    const result = await client().fetch<string>(`*[_type == $type]${padding}[0].name`, { type: 'quiz' });
    assert.equal(result, 'Fragrance Finder');
    assert.ok(requests.some((request) => request.method === 'POST' && request.url.startsWith('/v2024-04-01/data/query/staging')));
  });

  it('reads another dataset', async () => {
    const heading = await client().withConfig({ dataset: 'holiday' }).fetch<string>('*[_type == "quiz"][0].steps[type != "Landing"][0].heading');
    assert.match(heading, /Holiday gift finder/);
  });

  it('answers a GROQ syntax error with 400 JSON carrying the parser message', async () => {
    const response = await fetch(`${url}/v2024-04-01/data/query/staging?query=${encodeURIComponent('*[_type == ')}`);
    assert.equal(response.status, 400);
    const body = await response.json() as { error: { description: string; type: string } };
    assert.equal(body.error.type, 'queryParseError');
    assert.ok(body.error.description.length > 0);
  });

  it('answers an unknown or malformed dataset with 404 JSON, never a 500', async () => {
    for (const dataset of ['nope', '..%2F..%2Fetc', 'UPPER']) {
      const response = await fetch(`${url}/v2024-04-01/data/query/${dataset}?query=*`);
      assert.equal(response.status, 404, dataset);
      assert.match(response.headers.get('content-type') ?? '', /application\/json/);
    }
  });

  it('rejects a POST without a query with 400 JSON', async () => {
    const response = await fetch(`${url}/v2024-04-01/data/query/staging`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"params":{}}' });
    assert.equal(response.status, 400);
  });

  it('answers the CORS preflight @sanity/client triggers (X-Sanity-Project-ID) for an allowed origin only', async () => {
    const preflight = (origin: string) => fetch(`${url}/v2024-04-01/data/query/staging?query=*`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-sanity-project-id' },
    });
    const allowed = await preflight('https://store.example');
    assert.equal(allowed.status, 204);
    assert.equal(allowed.headers.get('access-control-allow-origin'), 'https://store.example');
    assert.match(allowed.headers.get('access-control-allow-headers') ?? '', /x-sanity-project-id/i);
    const refused = await preflight('https://evil.example');
    assert.equal(refused.headers.get('access-control-allow-origin'), null);
  });

  it('answers repeated queries from memory with an ETag, 304 on revalidation, brotli or gzip as the client accepts', async () => {
    const path = `/v2024-04-01/data/query/staging?query=${encodeURIComponent(QUIZ_STEPS_QUERY)}&returnQuery=false`;
    const first = await fetch(`${url}${path}`, { headers: { 'accept-encoding': 'br' } });
    assert.equal(first.status, 200);
    assert.equal(first.headers.get('content-encoding'), 'br');
    assert.match(first.headers.get('cache-control') ?? '', /public, max-age=\d+, s-maxage=\d+/);
    assert.match(first.headers.get('vary') ?? '', /accept-encoding/i);
    const body = await first.json() as { result: unknown[]; query?: string };
    assert.equal(body.result.length, 1);
    assert.equal(body.query, undefined, 'returnQuery=false leaves the query out, as Sanity does');
    const etag = first.headers.get('etag') ?? '';
    assert.match(etag, /^"[\w-]+"$/);

    const reindented = QUIZ_STEPS_QUERY.replace(/\s+/g, '\n    ');
    const gzip = await fetch(`${url}/v2024-04-01/data/query/staging?query=${encodeURIComponent(reindented)}&returnQuery=false`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gzip.headers.get('content-encoding'), 'gzip');
    assert.equal(gzip.headers.get('etag'), etag, 'the same answer for the same query in other whitespace');
    assert.deepEqual(await gzip.json(), body);

    const revalidated = await fetch(`${url}${path}`, { headers: { 'if-none-match': etag } });
    assert.equal(revalidated.status, 304);
    const viaPost = await fetch(`${url}/v2024-04-01/data/query/staging?returnQuery=false`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: QUIZ_STEPS_QUERY }),
    });
    assert.deepEqual(await viaPost.json(), body, 'POST answers the same');
  });

  it('refuses a query over its cost limit at once with 400 JSON', async () => {
    const nested = 'count(*[count(*[count(*[count(*) > 0]) > 0]) > 0])';
    const response = await fetch(`${url}/v2024-04-01/data/query/staging?query=${encodeURIComponent(nested)}`);
    assert.equal(response.status, 400);
    const body = await response.json() as { error: { type: string; description: string } };
    assert.equal(body.error.type, 'queryTooExpensive');
    assert.match(body.error.description, /nests 4 iterations/);
  });

  it('refuses a query over its time budget with 400 JSON, and keeps answering other queries meanwhile', async () => {
    // A dataset of 60 documents allows three levels of nesting (60³ is under the cost limit), but building
    // 216,000 objects of three levels takes about half a second on a quiet machine, several times the
    // budget; counting them keeps the answer small, so the only possible refusal is the time budget (not
    // the cost or result-size limit), however fast the machine. The seed is too large for three levels.
    const dir = mkdtempSync(join(tmpdir(), 'fq-budget-'));
    mkdirSync(join(dir, 'staging'));
    writeFileSync(join(dir, 'staging', 'data.ndjson'), Array.from({ length: 60 }, (_, i) => JSON.stringify({ _id: `doc-${i}`, _type: 'note', n: i })).join('\n'));
    const small = await buildApp({ config: { ...loadConfig({ LOG_LEVEL: 'silent', CONTENT_DIR: dir }) }, db, logger: false });
    try {
      await small.listen({ host: '127.0.0.1', port: 0 });
      const address = small.server.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v2024-04-01/data/query/staging`;
      const nested = 'count(*{"x": *{"y": *{"z": 1}}})';
      const started = performance.now();
      const [heavy, light] = await Promise.all([
        fetch(`${base}?query=${encodeURIComponent(nested)}`),
        fetch(`${base}?query=${encodeURIComponent('count(*)')}`),
      ]);
      assert.equal(light.status, 200);
      assert.equal(heavy.status, 400);
      const body = await heavy.json() as { error: { type: string; description: string } };
      assert.equal(body.error.type, 'queryTimeoutError');
      assert.match(body.error.description, /time budget/);
      assert.ok(performance.now() - started < 30_000, 'the evaluation was stopped');
      const again = await fetch(`${base}?query=${encodeURIComponent(nested)}`);
      assert.equal(again.status, 400, 'the verdict is remembered');
    } finally {
      await small.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('serves the seed images and nothing else from the content folder', async () => {
    const imageUrl = await client().fetch<string>('*[_type == "sanity.imageAsset"][0].url');
    const image = await fetch(`${url}${imageUrl}`);
    assert.equal(image.status, 200);
    assert.match(image.headers.get('content-type') ?? '', /image\/svg\+xml/);
    const missing = await fetch(`${url}/content/staging/images/missing.svg`);
    assert.equal(missing.status, 404);
    const data = await fetch(`${url}/content/staging/data.ndjson`);
    assert.equal(data.status, 404);
  });
});
