import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { preconnect, type PreconnectDocument } from './preconnect.ts';

function fakeDocument(origin: string, existing: string[] = []) {
  const links: Array<{ rel: string; href: string }> = existing.map((href) => ({ rel: 'preconnect', href }));
  const doc: PreconnectDocument = {
    location: { origin },
    head: {
      querySelector: (selector: string) => links.find((link) => selector.includes(`[href="${link.href}"]`)) ?? null,
      append: (node: never) => { links.push(node); },
    },
    createElement: () => ({ rel: '', href: '' }),
  };
  return { doc, links };
}

describe('preconnect', () => {
  it("links another origin the pictures come from, once, by its origin only", () => {
    const { doc, links } = fakeDocument('https://shop.example');
    assert.equal(preconnect('https://cdn.sanity.io/', doc), 'https://cdn.sanity.io');
    assert.equal(preconnect('https://cdn.sanity.io/images/abc/production/x.jpg', doc), null, 'already linked');
    assert.deepEqual(links, [{ rel: 'preconnect', href: 'https://cdn.sanity.io' }]);
  });

  it("needs nothing for the page's own origin, relative URLs, an origin the page already links, or a URL that is not one", () => {
    const { doc, links } = fakeDocument('https://shop.example', ['https://quiz.example/']);
    assert.equal(preconnect('https://shop.example/', doc), null);
    assert.equal(preconnect('/v2024-04-01/', doc), null);
    assert.equal(preconnect('https://quiz.example/', doc), null);
    assert.equal(preconnect('http://[::1', doc), null);
    assert.equal(preconnect('data:image/png;base64,AA', doc), null);
    assert.equal(links.length, 1);
  });
});
