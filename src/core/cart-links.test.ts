import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { formatPrice, numberedLines, productCartLink, safeLinkHref, variantACartLink } from './cart-links.ts';

describe('cart links', () => {
  it('links a product card to /cart/{id}:1', () => {
    assert.equal(productCartLink('44890123456789'), '/cart/44890123456789:1');
  });

  it('links variant A with the URL-encoded segmentAnonId note in the spec\'s literal format', () => {
    const url = variantACartLink('44890123456789', 'anon-123');
    assert.equal(url, `/cart/44890123456789:1?note=${encodeURIComponent("{'segmentAnonId':'anon-123'}")}`);
    assert.equal(url, '/cart/44890123456789:1?note=%7B\'segmentAnonId\'%3A\'anon-123\'%7D');
    assert.equal(new URL(url, 'https://shop.example').searchParams.get('note'), "{'segmentAnonId':'anon-123'}");
  });

  it('leaves the note out without an anonymous id (no consent) and keeps it well-formed with a hostile one', () => {
    assert.equal(variantACartLink('1', ''), '/cart/1:1');
    assert.equal(variantACartLink('1', '', { quizId: null, variant: 'A' }), '/cart/1:1');
    const hostile = variantACartLink('1', 'a&b=c#d');
    const parsed = new URL(hostile, 'https://s.example');
    assert.equal(parsed.searchParams.get('note'), "{'segmentAnonId':'a&b=c#d'}");
    assert.equal(parsed.hash, '');
  });

  it('adds the quiz variant and id as Shopify cart attributes beside the note, once a quiz id is known', () => {
    const keys = { quizId: '0b7e6a52-1c1f-4c39-9a3e-3b0f5f1d2a10', variant: 'B' };
    const link = new URL(variantACartLink('1', 'anon-1', keys), 'https://shop.example');
    assert.equal(link.searchParams.get('note'), "{'segmentAnonId':'anon-1'}");
    assert.equal(link.searchParams.get('attributes[quiz_variant]'), 'B');
    assert.equal(link.searchParams.get('attributes[quiz_id]'), keys.quizId);
    assert.equal(productCartLink('2', keys), `/cart/2:1?attributes[quiz_variant]=B&attributes[quiz_id]=${keys.quizId}`);
    assert.equal(productCartLink('2', { quizId: null, variant: 'B' }), '/cart/2:1', 'no quiz id: nothing to attribute');
  });

  it('encodes a variant id that is not a plain number', () => {
    assert.equal(productCartLink('a/b?c'), '/cart/a%2Fb%3Fc:1');
  });
});

describe('numberedLines (AI description)', () => {
  it('numbers each non-empty line 01, 02, … and removes a leading "- "', () => {
    assert.deepEqual(numberedLines('- First\n\n- Second\r\nThird\n   \n- Fourth'), [
      { number: '01', text: 'First' },
      { number: '02', text: 'Second' },
      { number: '03', text: 'Third' },
      { number: '04', text: 'Fourth' },
    ]);
  });

  it('keeps a dash that is not a bullet marker and drops bullet-only lines', () => {
    assert.deepEqual(numberedLines('-no space\n- \n- - nested'), [
      { number: '01', text: '-no space' },
      { number: '02', text: '- nested' },
    ]);
  });

  it('gives nothing for blank text and pads to two digits only', () => {
    assert.deepEqual(numberedLines(''), []);
    const many = numberedLines(Array.from({ length: 12 }, (_, i) => `line ${i}`).join('\n'));
    assert.equal(many[9]?.number, '10');
    assert.equal(many[11]?.number, '12');
  });
});

describe('formatPrice', () => {
  it('always shows two decimals', () => {
    assert.equal(formatPrice(24.99), '24.99');
    assert.equal(formatPrice(60), '60.00');
    assert.equal(formatPrice(19.5), '19.50');
  });
});

describe('safeLinkHref', () => {
  it('allows http(s), mailto and relative links', () => {
    for (const href of ['https://shop.example/a', 'http://x.example', 'mailto:care@x.example', '/pages/custom-kit', 'pages/x', '#faq', '?a=1']) {
      assert.equal(safeLinkHref(href), href, href);
    }
  });

  it('rejects script, data and other schemes, however they are disguised', () => {
    for (const href of ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)',
      'java\nscript:alert(1)', '\u0001javascript:alert(1)', 'data:text/html,<script>1</script>', 'vbscript:x', 'file:///etc/passwd', '', '  ']) {
      assert.equal(safeLinkHref(href), null, JSON.stringify(href));
    }
  });

  it('rejects non-strings', () => {
    assert.equal(safeLinkHref(undefined), null);
    assert.equal(safeLinkHref({ href: '/x' }), null);
  });
});
