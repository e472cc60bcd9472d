import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { COMPRESS_THRESHOLD_BYTES, encodedBody, etagMatches, pickEncoding } from './encoded-body.ts';

const big = JSON.stringify(Array.from({ length: 500 }, (_, i) => ({ id: `perfume-${i}`, brand: 'Maison', family: 'Floral' })));

describe('encodedBody', () => {
  it('serves the same JSON in gzip, brotli and identity, compressing each encoding once', async () => {
    const body = encodedBody(big);
    const gzip = await body.encoded('gzip');
    const br = await body.encoded('br');
    assert.equal(gzip.encoding, 'gzip');
    assert.equal(br.encoding, 'br');
    assert.equal(gunzipSync(gzip.bytes).toString('utf8'), big);
    assert.equal(brotliDecompressSync(br.bytes).toString('utf8'), big);
    assert.ok(br.bytes.length < big.length / 5, `brotli ${br.bytes.length} of ${big.length}`);
    assert.equal((await body.encoded('gzip')).bytes, gzip.bytes, 'the compressed copy is kept');
    assert.equal((await body.encoded('identity')).bytes.toString('utf8'), big);
  });

  it('leaves small bodies uncompressed', async () => {
    const small = encodedBody('{"ok":true}');
    assert.ok(small.identity.length < COMPRESS_THRESHOLD_BYTES);
    assert.equal((await small.encoded('br')).encoding, 'identity');
  });

  it('gives equal content the same ETag and different content another', () => {
    assert.equal(encodedBody(big).etag, encodedBody(big).etag);
    assert.notEqual(encodedBody(big).etag, encodedBody(`${big} `).etag);
    assert.equal(encodedBody('[]', { etag: '"v1"' }).etag, '"v1"');
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, honouring q-values and *', () => {
    assert.equal(pickEncoding('gzip, deflate, br'), 'br');
    assert.equal(pickEncoding('gzip'), 'gzip');
    assert.equal(pickEncoding('br;q=0, gzip;q=0.5'), 'gzip');
    assert.equal(pickEncoding('*'), 'br');
    assert.equal(pickEncoding('*;q=0, gzip'), 'gzip');
    assert.equal(pickEncoding('deflate'), 'identity');
    assert.equal(pickEncoding(undefined), 'identity');
    assert.equal(pickEncoding(''), 'identity');
  });
});

describe('etagMatches', () => {
  it('matches a listed or weak tag and *', () => {
    assert.ok(etagMatches('"a", "b"', '"b"'));
    assert.ok(etagMatches('W/"b"', '"b"'));
    assert.ok(etagMatches('*', '"b"'));
    assert.ok(!etagMatches('"a"', '"b"'));
    assert.ok(!etagMatches(undefined, '"b"'));
  });
});
