import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { openMigratedPglite } from './test-support/test-db.ts';
import type { Database } from './db/database.ts';
import { SECURITY_HEADERS, helmetHeaders } from './security-headers.ts';
import { buildTestApp } from './test-support/app.ts';

describe('security headers', () => {
  it('are helmet\'s, with our strict policy: no inline script, no plugins, only our own frames', () => {
    const csp = SECURITY_HEADERS['content-security-policy'] ?? '';
    assert.match(csp, /(^|;)script-src 'self'(;|$)/);
    assert.match(csp, /(^|;)object-src 'none'(;|$)/);
    assert.match(csp, /(^|;)frame-ancestors 'self'(;|$)/);
    assert.equal(SECURITY_HEADERS['x-content-type-options'], 'nosniff');
    assert.equal(SECURITY_HEADERS['cross-origin-resource-policy'], 'cross-origin', 'hosts on other origins may load the element');
    assert.equal(SECURITY_HEADERS['cross-origin-embedder-policy'], undefined);
  });

  it('refuses options helmet refuses, at start', () => {
    assert.throws(() => helmetHeaders({ crossOriginResourcePolicy: { policy: 'nowhere' as never } }));
  });

  describe('on every response', () => {
    let db: Database;
    let app: FastifyInstance;
    before(async () => {
      db = await openMigratedPglite();
      app = await buildTestApp(db);
    });
    after(async () => {
      await app?.close();
      await db?.close();
    });

    for (const [what, url] of [['an answer', '/health'], ['a 404', '/nowhere'], ['a malformed URL', '/fragrances/%E0%A4%A']] as const) {
      it(`${what}`, async () => {
        const response = await app.inject({ method: 'GET', url });
        for (const [name, value] of Object.entries(SECURITY_HEADERS)) assert.equal(response.headers[name], value, `${url}: ${name}`);
      });
    }
  });
});
