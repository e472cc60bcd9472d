import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { originMatcher, originsMatcher } from './cors-origins.ts';

describe('CORS_ORIGINS entries', () => {
  it('an exact origin matches itself only (case-insensitive host, trailing slash tolerated)', () => {
    const matches = originMatcher('https://Shop.example/');
    assert.equal(matches('https://shop.example'), true);
    assert.equal(matches('https://shop.example:8443'), false);
    assert.equal(matches('http://shop.example'), false);
    assert.equal(matches('https://evil-shop.example'), false);
  });

  it('a wildcard pattern matches any subdomain depth but not the bare domain or look-alikes', () => {
    const matches = originMatcher('https://*.myshopify.com');
    assert.equal(matches('https://my-store.myshopify.com'), true);
    assert.equal(matches('https://preview.my-store.myshopify.com'), true);
    assert.equal(matches('https://MY-STORE.myshopify.com'), true);
    assert.equal(matches('https://myshopify.com'), false);
    assert.equal(matches('http://my-store.myshopify.com'), false);
    assert.equal(matches('https://my-store.myshopify.com.evil.example'), false);
    assert.equal(matches('https://evilmyshopify.com'), false);
    assert.equal(matches('https://a.myshopifyxcom'), false);
    assert.equal(matches('https://my-store.myshopify.com:8443'), false);
  });

  it('a pattern may name a port, which must then match', () => {
    const matches = originMatcher('http://*.localhost:8080');
    assert.equal(matches('http://shop.localhost:8080'), true);
    assert.equal(matches('http://shop.localhost:8081'), false);
    assert.equal(matches('http://shop.localhost'), false);
  });

  it('"*" matches every origin', () => {
    assert.equal(originMatcher('*')('https://anything.example'), true);
  });

  it('a malformed entry is refused with its name', () => {
    for (const entry of ['https://shop.*.com', '*.myshopify.com', 'https://*', 'shop.example', 'https://shop.example/path', 'ftp://*.example.com']) {
      assert.throws(() => originMatcher(entry), (error: Error) => error.message.includes(entry), entry);
    }
  });

  it('a list matches when any entry does', () => {
    const matches = originsMatcher(['https://shop.example', 'https://*.myshopify.com']);
    assert.equal(matches('https://shop.example'), true);
    assert.equal(matches('https://x.myshopify.com'), true);
    assert.equal(matches('https://other.example'), false);
  });
});
