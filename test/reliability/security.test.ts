/**
 * Security: CORS allowlist, the /ai/description rate limit (not reset by a forged X-Forwarded-For),
 * security headers on every kind of response, AI text with HTML never shown, no secret in dist/.
 * The demo page under its strict CSP is checked in a browser by csp-browser.test.ts; CMS rich text with
 * `javascript:` links by src/recommendation/RichText.tsx's browser test (see RELIABILITY.md).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { chatCompletion, sendJson, startChatServer } from '../../server/test-support/chat-server.ts';
import { validateDescription } from '../../server/ai/validator.ts';
import { openMigratedPglite } from '../../server/test-support/test-db.ts';
import type { Database } from '../../server/db/database.ts';
import { DOCUMENT_ONLY_HEADERS } from '../../server/security-headers.ts';
import { buildTestApp } from '../../server/test-support/app.ts';
import { CONTENT_PATH, descriptionBody, quizMetaBody } from './support/bodies.ts';
import { TEST_AI_KEY } from './support/env.ts';
import { DIST, ROOT, distFiles, ensureDist } from './support/dist.ts';
import { recordFigure } from './support/figures.ts';
import { headerProblems, subresourceHeaderProblems } from './support/headers.ts';
import { unavailableDatabase } from './support/unavailable-db.ts';

const SHOP = 'https://shop.example';
const RATE_LIMIT = 5;

describe('security', () => {
  let db: Database;
  let app: FastifyInstance;
  before(async () => {
    db = await openMigratedPglite();
    app = await buildTestApp(db, { config: { corsOrigins: [SHOP], aiRateLimitPerMinute: RATE_LIMIT } });
  });
  after(async () => {
    await app?.close();
    await db?.close();
  });

  it('CORS: only allowlisted origins get access-control-allow-origin, on simple requests and preflights', async () => {
    const hostile = ['https://evil.example', 'null', `${SHOP}.evil.example`, 'http://shop.example', `${SHOP}:8443`, 'https://evil.example/https://shop.example'];
    const requests = (origin: string): InjectOptions[] => [
      { method: 'GET', url: '/health', headers: { origin } },
      { method: 'POST', url: '/quiz-meta', headers: { origin, 'content-type': 'application/json' }, payload: '{}' },
      { method: 'GET', url: `${CONTENT_PATH}?query=count(*)`, headers: { origin } },
      { method: 'OPTIONS', url: '/quiz-meta', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } },
    ];
    for (const request of requests(SHOP)) {
      const response = await app.inject(request);
      assert.equal(response.headers['access-control-allow-origin'], SHOP, `${request.method} ${request.url}`);
    }
    let checked = 0;
    for (const origin of hostile) {
      for (const request of requests(origin)) {
        const response = await app.inject(request);
        checked += 1;
        assert.equal(response.headers['access-control-allow-origin'], undefined, `${origin}: ${request.method} ${request.url}`);
        assert.equal(response.headers['access-control-allow-credentials'], undefined, `${origin}: ${request.method} ${request.url}`);
        assert.ok(response.statusCode < 500, `${origin}: ${request.method} ${request.url}: ${response.statusCode}`);
      }
    }
    recordFigure({ section: 'security', name: 'cors', allowed: [SHOP], refusedOrigins: hostile, requests: checked });
  });

  it(`/ai/description beyond ${RATE_LIMIT} a minute answers 429 JSON, and a forged X-Forwarded-For does not reset the count`, async () => {
    const remoteAddress = '203.0.113.9';
    const { id } = (await app.inject({ method: 'POST', url: '/quiz-meta', payload: quizMetaBody() })).json() as { id: string };
    const post = (headers: Record<string, string> = {}) => app.inject({ method: 'POST', url: '/ai/description', payload: descriptionBody(id), headers, remoteAddress });
    for (let i = 0; i < RATE_LIMIT; i += 1) assert.equal((await post()).statusCode, 200);
    const limited = await post();
    assert.equal(limited.statusCode, 429, limited.body);
    assert.match(String(limited.headers['content-type']), /^application\/json/);
    const json = limited.json() as { error: string; details: unknown[] };
    assert.match(json.error, /too many requests/i);
    assert.ok(Array.isArray(json.details));
    assert.ok(Number(limited.headers['retry-after']) > 0, 'retry-after');
    assert.deepEqual(headerProblems(limited.headers), []);
    const forged = [];
    for (let i = 0; i < 5; i += 1) forged.push((await post({ 'x-forwarded-for': `198.51.100.${i + 1}` })).statusCode);
    assert.deepEqual(forged, [429, 429, 429, 429, 429], 'a client reset its limit by sending X-Forwarded-For');
    const other = await app.inject({ method: 'POST', url: '/ai/description', payload: descriptionBody(id), remoteAddress: '203.0.113.10' });
    assert.equal(other.statusCode, 200, 'another client is not limited');
    recordFigure({ section: 'security', name: 'rate limit', limitPerMinute: RATE_LIMIT, limitedStatus: limited.statusCode, forgedForwardedFor: forged });
  });

  it('sends the security headers on every kind of response (pages, pictures, JSON, errors of every status), and a script those it acts on', async () => {
    const stored = await app.inject({ method: 'POST', url: '/quiz-meta', payload: quizMetaBody() });
    const { id } = stored.json() as { id: string };
    const etag = (await app.inject({ method: 'GET', url: '/fragrances?start=0&limit=10' })).headers['etag'];
    const requests: Array<[string, InjectOptions]> = [
      ['demo page', { method: 'GET', url: '/' }],
      ['content image', { method: 'GET', url: '/content/staging/images/missing.svg' }],
      ['health', { method: 'GET', url: '/health' }],
      ['content query 200', { method: 'GET', url: `${CONTENT_PATH}?query=count(*)` }],
      ['content query 400', { method: 'GET', url: `${CONTENT_PATH}?query=*[` }],
      ['content dataset 404', { method: 'GET', url: '/v2024-04-01/data/query/nope?query=*' }],
      ['quiz-meta 200', { method: 'POST', url: '/quiz-meta', payload: quizMetaBody() }],
      ['quiz-meta 400', { method: 'POST', url: '/quiz-meta', payload: {} }],
      ['quiz-meta 413', { method: 'POST', url: '/quiz-meta', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ x: 'x'.repeat(100_000) }) }],
      ['quiz-meta 415', { method: 'POST', url: '/quiz-meta', headers: { 'content-type': 'text/plain' }, payload: '{}' }],
      ['kit 200', { method: 'GET', url: `/quiz-meta/${id}/kit` }],
      ['kit 404', { method: 'GET', url: '/quiz-meta/00000000-0000-0000-0000-000000000000/kit' }],
      ['kit with a 150-character id', { method: 'GET', url: `/quiz-meta/${'x'.repeat(150)}/kit` }],
      ['fragrances 304', { method: 'GET', url: '/fragrances?start=0&limit=10', headers: { 'if-none-match': String(etag) } }],
      ['no route 404', { method: 'GET', url: '/no/such/page' }],
      ['malformed URL 400', { method: 'GET', url: '/%E0%A4%A' }],
      ['preflight 204', { method: 'OPTIONS', url: '/quiz-meta', headers: { origin: SHOP, 'access-control-request-method': 'POST' } }],
      ['path traversal', { method: 'GET', url: '/content/staging/../../package.json' }],
    ];
    const seen: Record<string, number> = {};
    for (const [name, request] of requests) {
      const response = await app.inject(request);
      seen[name] = response.statusCode;
      assert.deepEqual(headerProblems(response.headers), [], `${name} (HTTP ${response.statusCode})`);
    }
    const script = await app.inject({ method: 'GET', url: '/fragrance-quiz.js' });
    assert.equal(script.statusCode, 200);
    assert.deepEqual(subresourceHeaderProblems(script.headers, DOCUMENT_ONLY_HEADERS), [], 'element bundle');
    assert.equal(seen['fragrances 304'], 304);
    assert.equal(seen['malformed URL 400'], 400);
    assert.equal(seen['path traversal'], 404);

    // 503: the database gone under a running app (every query fails as a closed PGlite's does).
    const goneApp = await buildTestApp(unavailableDatabase());
    try {
      const unavailable = await goneApp.inject({ method: 'POST', url: '/quiz-meta', payload: quizMetaBody() });
      seen['database gone 503'] = unavailable.statusCode;
      assert.equal(unavailable.statusCode, 503, unavailable.body);
      assert.deepEqual(headerProblems(unavailable.headers), [], 'database gone 503');
    } finally {
      await goneApp.close();
    }
    recordFigure({ section: 'security', name: 'headers', responses: seen });
  });

  it('AI text holding HTML or <script> is refused by the validator; the shopper gets the composer text', async () => {
    const tail = '\n- Imagine a walk.\n- Quiet.\n- science cannot always predict desire';
    const htmlTexts = [
      `- <script>alert(1)</script>${tail}`,
      `- You <b>stand out</b>.${tail}`,
      `- A <a href="javascript:alert(1)">walk</a>.${tail}`,
      `- <img src=x onerror=alert(1)>${tail}`,
      `- <svg onload=alert(1)>${tail}`,
    ];
    // Not HTML: shown as plain text (the element has no HTML sink, see the next test), so inert either way.
    const plainTexts = [`- Visit javascript:alert(1) now.${tail}`, `- [click](javascript:alert(1))${tail}`, `- &lt;script&gt;alert(1)&lt;/script&gt;${tail}`];
    const refusedPlain: string[] = [];
    for (const text of [...htmlTexts, ...plainTexts]) {
      const chat = await startChatServer((_request, response) => sendJson(response, 200, chatCompletion(text)));
      const aiApp = await buildTestApp(db, { config: { ai: { baseUrl: chat.baseUrl, apiKey: TEST_AI_KEY, model: 'test-model', timeoutMs: 2000 } } });
      try {
        const { id } = (await aiApp.inject({ method: 'POST', url: '/quiz-meta', payload: quizMetaBody() })).json() as { id: string };
        const response = await aiApp.inject({ method: 'POST', url: '/ai/description', payload: descriptionBody(id) });
        assert.equal(response.statusCode, 200, response.body);
        const { content, source } = response.json() as { content: string; source: string };
        assert.doesNotMatch(content, /</, 'no tag ever reaches the shopper');
        assert.ok(validateDescription(content).ok);
        assert.equal(chat.requests[0]?.headers.authorization, `Bearer ${TEST_AI_KEY}`, 'the key goes to the provider');
        if (htmlTexts.includes(text)) {
          assert.equal(source, 'composer', `the validator let HTML through: ${text}`);
          assert.equal(chat.requests.length, 2, 'one retry, then the composer');
        } else if (source === 'composer') refusedPlain.push(text.split('\n')[0] ?? '');
      } finally {
        await aiApp.close();
        await chat.close();
      }
    }
    recordFigure({ section: 'security', name: 'ai html', htmlTexts: htmlTexts.length, plainTexts: plainTexts.map((text) => text.split('\n')[0]), refusedPlain });
  });

  it('the element and the demo page have no HTML sink (innerHTML, dangerouslySetInnerHTML, unsafeHTML, document.write, eval)', () => {
    const sinks = /dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|unsafeHTML|document\.write|\beval\(|new Function\(/;
    const sources = ['src', 'elements', 'demo'].flatMap((dir) => distFiles(join(ROOT, dir)))
      .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('__fixtures__'));
    const found = sources.filter((file) => sinks.test(readFileSync(file, 'utf8'))).map((file) => relative(ROOT, file));
    recordFigure({ section: 'security', name: 'html sinks', files: sources.length, found });
    assert.deepEqual(found, []);
  });

  it('dist/ holds no AI key, bearer token or provider URL', { timeout: 600_000 }, async () => {
    await ensureDist();
    const patterns: Array<[string, RegExp]> = [
      ['the test AI key', new RegExp(TEST_AI_KEY)],
      ['an OpenAI-style key (sk-…)', /\bsk-[A-Za-z0-9_-]{16,}/],
      ['a literal bearer token', /Bearer [A-Za-z0-9._~+/=-]{16,}/],
      ['the provider host', /api\.openai\.com/],
      ['the chat-completions path', /\/chat\/completions/],
      ['the key variable', /AI_API_KEY|AI_BASE_URL/],
    ];
    const files = distFiles();
    const found: string[] = [];
    let bearerTemplates = 0;
    for (const file of files) {
      const text = readFileSync(file, 'latin1');
      bearerTemplates += text.match(/Bearer \$\{/g)?.length ?? 0;
      for (const [what, pattern] of patterns) if (pattern.test(text)) found.push(`${what} in ${relative(ROOT, file)}`);
    }
    recordFigure({ section: 'security', name: 'dist scan', files: files.length, found, bearerTemplates, dist: relative(ROOT, DIST) });
    assert.ok(files.length > 0, 'dist/ is empty');
    assert.deepEqual(found, []);
  });
});
