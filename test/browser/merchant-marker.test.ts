/**
 * The merchant marker in the element (src/analytics/merchant-marker.ts): a well-formed, unexpired marker
 * in the page's URL is kept in storage and taken out of the address bar; a malformed or expired one, or
 * anything else in storage, is ignored.
 */
import { expect } from '@open-wc/testing';
import { captureMerchantMarker, MERCHANT_MARKER_KEY, merchantMarker, resetMerchantMarker } from '../../src/analytics/merchant-marker.ts';

const NOW = Date.UTC(2026, 10, 27);
const SIGNATURE = 'a'.repeat(43);
const marker = (expiresAt: number) => `m1.${expiresAt}.${SIGNATURE}`;

describe('merchant marker', () => {
  const start = location.href;
  beforeEach(() => {
    localStorage.removeItem(MERCHANT_MARKER_KEY);
    resetMerchantMarker();
  });
  afterEach(() => history.replaceState(null, '', start));

  const open = (query: string) => history.replaceState(null, '', `${location.pathname}?${query}#/step`);

  it('keeps the link\'s marker and strips only it from the address bar', () => {
    const valid = marker(NOW + 86_400_000);
    open(`utm_source=mail&fq-merchant=${valid}`);
    captureMerchantMarker(NOW);
    expect(localStorage.getItem(MERCHANT_MARKER_KEY)).to.equal(valid);
    expect(location.search).to.equal('?utm_source=mail');
    expect(location.hash).to.equal('#/step');
    resetMerchantMarker();
    expect(merchantMarker(NOW)).to.equal(valid, 'a later page reads it from storage');
  });

  it('ignores a malformed or expired marker, in the URL or in storage', () => {
    for (const bad of ['m1.123.abc', marker(NOW - 1), `${marker(NOW + 1000)}<script>`]) {
      open(`fq-merchant=${encodeURIComponent(bad)}`);
      captureMerchantMarker(NOW);
      expect(location.search).to.equal('', 'stripped all the same');
      expect(localStorage.getItem(MERCHANT_MARKER_KEY)).to.equal(null);
      localStorage.setItem(MERCHANT_MARKER_KEY, bad);
      resetMerchantMarker();
      expect(merchantMarker(NOW)).to.equal(null, bad);
      localStorage.removeItem(MERCHANT_MARKER_KEY);
    }
    expect(merchantMarker(NOW)).to.equal(null, 'none at all');
  });
});
