import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from './precompress.ts';

describe('precompress', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fq-precompress-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies of text assets that decode to the same bytes, and skips the rest', () => {
    mkdirSync(join(dir, 'chunks'));
    const script = `export const text = ${JSON.stringify('a perfume house '.repeat(200))};\n`;
    writeFileSync(join(dir, 'chunks', 'app-Ab12Cd34.js'), script);
    writeFileSync(join(dir, 'tiny.js'), 'export {};\n');
    writeFileSync(join(dir, 'photo.webp'), Buffer.alloc(4096, 7));

    const written = precompress(['chunks/app-Ab12Cd34.js', 'tiny.js', 'photo.webp'].map((file) => join(dir, file)));

    assert.deepEqual(written, [join(dir, 'chunks', 'app-Ab12Cd34.js')]);
    const br = readFileSync(join(dir, 'chunks', 'app-Ab12Cd34.js.br'));
    assert.equal(brotliDecompressSync(br).toString(), script);
    assert.equal(gunzipSync(readFileSync(join(dir, 'chunks', 'app-Ab12Cd34.js.gz'))).toString(), script);
    assert.ok(br.length < script.length / 10, 'compressed');
    assert.equal(existsSync(join(dir, 'tiny.js.br')), false, 'too small to be worth it');
    assert.equal(existsSync(join(dir, 'photo.webp.br')), false, 'not a text asset');
  });
});
