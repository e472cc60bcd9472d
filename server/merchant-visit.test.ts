/**
 * The merchant's own store visits recognised on any site: a batch carrying the signed merchant marker is
 * stored flagged and counted nowhere; a shopper's batch, or one with a forged, expired or malformed
 * marker, counts as a shopper's (and is never refused for it).
 */
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { createMerchantMarker, MERCHANT_MARKER_TTL_MS, merchantMarkerValid } from './merchant-visit.ts';
import { forEachDatabase, useApp } from './test-support/app.ts';

const TOKEN = 'merchant-marker-token-0123456789abcdef';

describe('merchant marker', () => {
  it('verifies only its own signature, within its lifetime', () => {
    const now = Date.UTC(2026, 10, 27);
    const { marker, expiresAt } = createMerchantMarker(TOKEN, now);
    assert.equal(expiresAt, now + MERCHANT_MARKER_TTL_MS);
    assert.equal(merchantMarkerValid(marker, TOKEN, now), true);
    assert.equal(merchantMarkerValid(marker, 'another-token-0123456789abcdef-xyz', now), false, 'a new INSIGHTS_TOKEN voids it');
    assert.equal(merchantMarkerValid(marker, TOKEN, expiresAt), false, 'expired');
    const [version, expiry, signature] = marker.split('.') as [string, string, string];
    assert.equal(merchantMarkerValid(`${version}.${Number(expiry) + 1000}.${signature}`, TOKEN, now), false, 'a later expiry under the same signature');
    assert.equal(merchantMarkerValid(`${version}.${expiry}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`, TOKEN, now), false, 'a changed signature');
    for (const bad of [undefined, 42, '', 'm1..', `${marker}x`, marker.toUpperCase()]) assert.equal(merchantMarkerValid(bad, TOKEN, now), false, String(bad));
  });
});

forEachDatabase('merchant visits marked cross-site', (target) => {
  const t = useApp(target, { config: { insightsToken: TOKEN } });
  let cookie = '';
  beforeEach(async () => {
    await t.db.exec('TRUNCATE insights_shoppers, insights_shopper_steps, insights_sessions');
    const login = await t.app.inject({ method: 'POST', url: '/insights/login', payload: { token: TOKEN } });
    cookie = (login.headers['set-cookie'] as string[]).find((c) => c.startsWith('fq_insights='))!.split(';')[0] as string;
  });

  const visit = (anonymousId: string) => [
    { name: 'quiz_impression', anonymousId, properties: { market: 'US' } },
    { name: 'quiz_step_view', anonymousId, properties: { stepId: 'welcome', index: 0, variant: 'A', market: 'US' } },
  ];
  const send = async (anonymousId: string, merchant?: string) => {
    const response = await t.app.inject({ method: 'POST', url: '/events', payload: { events: visit(anonymousId), ...(merchant === undefined ? {} : { merchant }) } });
    assert.equal(response.statusCode, 202, response.body);
  };

  it('the insights page gives a store link carrying a marker; events sent with it are the merchant\'s, a shopper\'s and a forged one\'s are not', async () => {
    assert.equal((await t.app.inject({ method: 'POST', url: '/insights/merchant-link' })).statusCode, 401, 'signed in only');
    const link = await t.app.inject({ method: 'POST', url: '/insights/merchant-link', headers: { cookie } });
    assert.equal(link.statusCode, 200, link.body);
    const { url, expiresAt } = link.json() as { url: string; expiresAt: string };
    const marker = new URL(url).searchParams.get('fq-merchant') ?? '';
    assert.ok(merchantMarkerValid(marker, TOKEN));
    assert.ok(Date.parse(expiresAt) > Date.now() + 100 * 86_400_000, 'lasts months');

    await send('merchant', marker);
    await send('shopper');
    const forged = createMerchantMarker('a-forger-guessing-the-token-0123456789').marker;
    await send('forger', forged);
    await send('garbled', 'not a marker');

    const stored = await t.db.query<{ anonymous_id: string; excluded: string }>('SELECT anonymous_id, excluded FROM insights_shoppers ORDER BY anonymous_id');
    assert.deepEqual(stored, [
      { anonymous_id: 'forger', excluded: '' }, { anonymous_id: 'garbled', excluded: '' },
      { anonymous_id: 'merchant', excluded: 'merchant' }, { anonymous_id: 'shopper', excluded: '' },
    ]);
    const funnel = await t.app.inject({ method: 'GET', url: '/insights/api/funnel', headers: { cookie } });
    const { started, excluded } = funnel.json() as { started: number; excluded: { merchant: number } };
    assert.deepEqual([started, excluded.merchant], [3, 1]);
  });
});
