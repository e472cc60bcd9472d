/** Cache and CORS headers of the public files, and the API's allowlist with wildcard patterns. */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './test-support/app.ts';
import { pgliteTarget, type TestDb } from './test-support/test-db.ts';
import { loadConfig } from './config.ts';
import { DOCUMENT_ONLY_HEADERS, SECURITY_HEADERS } from './security-headers.ts';

const STORE = 'https://my-store.myshopify.com';
const UNLISTED = 'https://unlisted-store.example';
const FIRST_STEP = `export const steps = ${JSON.stringify('a step '.repeat(500))};\n`;


describe('static files and CORS', () => {
  let testDb: TestDb;
  let app: FastifyInstance;
  const dist = mkdtempSync(join(tmpdir(), 'fq-dist-'));

  before(async () => {
    mkdirSync(join(dist, 'chunks'));
    writeFileSync(join(dist, 'fragrance-quiz.js'), 'export {};\n');
    writeFileSync(join(dist, 'chunks', 'RecommendationPage-Bq3x_9aZ.js'), 'export {};\n');
    writeFileSync(join(dist, 'chunks', 'first-step-Zq7T8069.js'), FIRST_STEP);
    writeFileSync(join(dist, 'chunks', 'first-step-Zq7T8069.js.br'), brotliCompressSync(FIRST_STEP));
    writeFileSync(join(dist, 'chunks', 'first-step-Zq7T8069.js.gz'), gzipSync(FIRST_STEP));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>demo</title>\n');
    testDb = await pgliteTarget.open();
    app = await buildTestApp(testDb.db, { config: { distDir: dist, corsOrigins: ['https://shop.example', 'https://*.myshopify.com'] } });
  });
  after(async () => {
    await app?.close();
    await testDb?.dispose();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, origin?: string, extra: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { ...(origin ? { origin } : {}), ...extra } });

  it('a hashed chunk is cached for a year, immutable, and public to any origin', async () => {
    const response = await get('/chunks/RecommendationPage-Bq3x_9aZ.js', UNLISTED);
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(response.headers['access-control-allow-origin'], '*');
  });

  it('a chunk built with compressed copies is sent as the brotli copy, else the gzip one, with its own headers', async () => {
    const url = '/chunks/first-step-Zq7T8069.js';
    const br = await get(url, UNLISTED, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.deepEqual(br.rawPayload, brotliCompressSync(FIRST_STEP), 'the copy the build wrote, not compressed again');
    assert.match(String(br.headers['content-type']), /javascript/);
    assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(br.headers['access-control-allow-origin'], '*');
    assert.match(String(br.headers.vary), /accept-encoding/i, 'shared caches keep one copy per encoding');
    const gzip = await get(url, UNLISTED, { 'accept-encoding': 'gzip' });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.deepEqual(gzip.rawPayload, gzipSync(FIRST_STEP));
    const plain = await get(url, UNLISTED, { 'accept-encoding': 'identity' });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.payload, FIRST_STEP);
  });

  it('the entry script is revalidated on every load with an ETag that answers 304 (server/entry-script.ts), and is public to any origin', async () => {
    const response = await get('/fragrance-quiz.js', UNLISTED);
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'public, max-age=0, s-maxage=1');
    assert.equal(response.headers['access-control-allow-origin'], '*');
    const etag = String(response.headers.etag);
    assert.ok(etag.length > 2, 'an ETag');
    const again = await get('/fragrance-quiz.js', UNLISTED, { 'if-none-match': etag });
    assert.equal(again.statusCode, 304);
  });

  it('the entry script is public even to an allowlisted origin (one cacheable response for all)', async () => {
    const response = await get('/fragrance-quiz.js', STORE);
    assert.equal(response.headers['access-control-allow-origin'], '*');
  });

  it('content images have a short max-age with an ETag and are public to any origin', async () => {
    const image = await get('/content/staging/images/bg-almost-1440x900.svg', UNLISTED);
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['cache-control'], 'public, max-age=300');
    assert.equal(image.headers['access-control-allow-origin'], '*');
    assert.ok(image.headers.etag, 'an ETag');
  });

  it('a script carries only the security headers that act on it; the page and an SVG (a document when opened) keep every one', async () => {
    const script = await get('/chunks/first-step-Zq7T8069.js', UNLISTED, { 'accept-encoding': 'br' });
    assert.equal(script.statusCode, 200);
    for (const name of DOCUMENT_ONLY_HEADERS) assert.equal(script.headers[name], undefined, `a script without ${name}`);
    for (const name of ['x-content-type-options', 'cross-origin-resource-policy', 'referrer-policy', 'strict-transport-security']) {
      assert.equal(script.headers[name], SECURITY_HEADERS[name], `a script keeps ${name}`);
    }
    for (const url of ['/', '/content/staging/images/bg-almost-1440x900.svg']) {
      const document = await get(url, UNLISTED);
      assert.equal(document.statusCode, 200);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) assert.equal(document.headers[name], value, `${url}: ${name}`);
    }
  });

  it('the demo page is revalidated on every load', async () => {
    const response = await get('/');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-cache');
  });

  it('the API allows an origin matching a wildcard pattern', async () => {
    const response = await get('/v2024-04-01/data/query/staging?query=count(*)', 'https://preview.my-store.myshopify.com');
    assert.equal(response.headers['access-control-allow-origin'], 'https://preview.my-store.myshopify.com');
  });

  it('the API keeps its allowlist: an unlisted origin gets no CORS header', async () => {
    const response = await get('/v2024-04-01/data/query/staging?query=count(*)', UNLISTED);
    assert.equal(response.headers['access-control-allow-origin'], undefined);
    const preflight = await app.inject({
      method: 'OPTIONS', url: '/kit', headers: { origin: UNLISTED, 'access-control-request-method': 'POST' },
    });
    assert.equal(preflight.headers['access-control-allow-origin'], undefined);
  });

  it('a malformed CORS_ORIGINS entry stops the configuration with its name', () => {
    assert.throws(() => loadConfig({ CORS_ORIGINS: 'https://shop.example,https://shop.*.com' }), /shop\.\*\.com/);
  });
});
