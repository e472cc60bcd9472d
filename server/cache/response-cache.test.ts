import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { encodedBody } from './encoded-body.ts';
import { ResponseCache } from './response-cache.ts';

describe('ResponseCache', () => {
  it('computes a key once for concurrent misses and answers later requests from memory', async () => {
    const cache = new ResponseCache(1024 * 1024);
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await Promise.resolve();
      return { body: encodedBody('[1,2,3]'), cacheable: true };
    };
    const bodies = await Promise.all(Array.from({ length: 20 }, () => cache.get('page', compute)));
    assert.equal(computed, 1);
    assert.ok(bodies.every((body) => body === bodies[0]));
    assert.equal(await cache.get('page', compute), bodies[0]);
    assert.equal(computed, 1);
  });

  it('does not keep answers marked not cacheable', async () => {
    const cache = new ResponseCache(1024 * 1024);
    let computed = 0;
    const compute = async () => {
      computed += 1;
      return { body: encodedBody('{"busy":true}', { status: 503 }), cacheable: false };
    };
    await cache.get('q', compute);
    await cache.get('q', compute);
    assert.equal(computed, 2);
  });

  it('evicts the least recently used entries beyond its byte budget', async () => {
    const body = (n: number) => async () => ({ body: encodedBody(JSON.stringify('x'.repeat(1000 + n))), cacheable: true });
    const cache = new ResponseCache(4000);
    await cache.get('a', body(1));
    await cache.get('b', body(2));
    assert.equal(cache.size, 2);
    await cache.get('c', body(3));
    assert.equal(cache.size, 2);
  });

  it('lets a failed computation be retried', async () => {
    const cache = new ResponseCache(1024 * 1024);
    await assert.rejects(cache.get('k', async () => { throw new Error('database gone'); }));
    const body = await cache.get('k', async () => ({ body: encodedBody('[]'), cacheable: true }));
    assert.equal(body.identity.toString(), '[]');
  });
});
