import assert from 'node:assert/strict';
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import { it } from 'node:test';
import { parseCsv } from '../../insights/lib/csv.ts';
import {
  FIXTURE_GROUPS, KNOWN_FIXTURE_EXPECTED, KNOWN_FIXTURE_RANGE, KNOWN_FIXTURE_TASTES, loadKnownFixture,
} from '../../insights/fixtures/known-fixture.ts';
import { buildTestApp, forEachDatabase, stagingOptions, testConfig, useApp, validProfile } from '../test-support/app.ts';
import { SESSION_COOKIE } from './insights-auth.ts';
import type { Funnel } from './insights-queries.ts';
import type { ScheduledVariantReport } from './insights-schedule.ts';
import { REPORTS } from './insights-queries.ts';
import { shopifySignature } from './webhooks-shopify.ts';

const TOKEN = 'insights-test-token-0123456789abcdef';
const SECRET = 'webhook-secret';
const REPORT_URLS = Object.keys(REPORTS).map((name) => `/insights/api/${name}`);
const query = `?from=${KNOWN_FIXTURE_RANGE.from}&to=${KNOWN_FIXTURE_RANGE.to}`;

forEachDatabase('insights access', (target) => {
  const t = useApp(target, { config: { insightsToken: TOKEN } });
  const login = (token: string) => t.app.inject({ method: 'POST', url: '/insights/login', payload: { token } });

  it('without a session every insights route and the page answer 401 and no data', async () => {
    for (const url of ['/insights', '/insights/', '/insights/assets/index.js', '/insights/anything', ...REPORT_URLS, `${REPORT_URLS[0]}${query}`]) {
      const response = await t.app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 401, url);
      assert.doesNotMatch(response.body, /started|views|loved|picks|shipped/, `${url} leaks data`);
    }
    const page = await t.app.inject({ method: 'GET', url: '/insights', headers: { accept: 'text/html' } });
    assert.equal(page.statusCode, 401);
    assert.match(page.body, /<form method="post" action="\/insights\/login">/, 'the page offers the sign-in form');
  });

  it('a forged or stale cookie is refused', async () => {
    for (const cookie of [`${SESSION_COOKIE}=1999999999999.${'A'.repeat(43)}`, `${SESSION_COOKIE}=${TOKEN}`, `${SESSION_COOKIE}=`]) {
      const response = await t.app.inject({ method: 'GET', url: REPORT_URLS[0] as string, headers: { cookie } });
      assert.equal(response.statusCode, 401, cookie);
    }
  });

  it('a wrong token → 401 without a cookie; the right one → an HttpOnly, SameSite=Strict session that opens every report', async () => {
    const wrong = await login('not-the-token');
    assert.equal(wrong.statusCode, 401);
    assert.equal(wrong.headers['set-cookie'], undefined);
    const right = await login(TOKEN);
    assert.equal(right.statusCode, 204);
    const setCookie = String(right.headers['set-cookie']);
    assert.match(setCookie, /HttpOnly/);
    assert.match(setCookie, /SameSite=Strict/);
    assert.doesNotMatch(setCookie, /Secure/, 'plain http: no Secure flag');
    assert.ok(!setCookie.includes(TOKEN), 'the cookie does not hold the token');
    const cookie = setCookie.split(';')[0] as string;
    for (const url of REPORT_URLS) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
    }
  });

  it('the sign-in form works without script: 303 to the page with the cookie', async () => {
    const response = await t.app.inject({
      method: 'POST', url: '/insights/login', payload: `token=${encodeURIComponent(TOKEN)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(response.statusCode, 303);
    assert.equal(response.headers.location, '/insights');
    assert.match(String(response.headers['set-cookie']), /^fq_insights=\d+\./);
  });

  it('marks the cookie Secure behind https (a proxy TRUST_PROXY names), and believes no one else about it', async () => {
    const proxied = await buildTestApp(t.db, { config: { insightsToken: TOKEN }, env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const response = await proxied.inject({ method: 'POST', url: '/insights/login', payload: { token: TOKEN }, headers: { 'x-forwarded-proto': 'https' } });
      assert.match(String(response.headers['set-cookie']), /; Secure/);
    } finally {
      await proxied.close();
    }
    const claimed = await t.app.inject({ method: 'POST', url: '/insights/login', payload: { token: TOKEN }, headers: { 'x-forwarded-proto': 'https' } });
    assert.doesNotMatch(String(claimed.headers['set-cookie']), /; Secure/);
  });

  it('a bad date range is a 400 naming the problem', async () => {
    const cookie = String((await login(TOKEN)).headers['set-cookie']).split(';')[0] as string;
    const response = await t.app.inject({ method: 'GET', url: '/insights/api/funnel?from=2026-03-31&to=2026-03-01', headers: { cookie } });
    assert.equal(response.statusCode, 400);
    assert.deepEqual((response.json() as { details: string[] }).details, ['"from" must not be after "to"']);
  });
});

forEachDatabase('insights sessions', (target) => {
  const t = useApp(target, { config: { insightsToken: TOKEN } });
  const signIn = async (app = t.app) => String((await app.inject({ method: 'POST', url: '/insights/login', payload: { token: TOKEN } })).headers['set-cookie']).split(';')[0] as string;
  const report = (cookie: string, app = t.app) => app.inject({ method: 'GET', url: REPORT_URLS[0] as string, headers: { cookie } });

  it('signing out ends the session on the server: the same cookie then gets 401, another session stays open', async () => {
    const cookie = await signIn();
    const other = await signIn();
    assert.equal((await report(cookie)).statusCode, 200);
    const out = await t.app.inject({ method: 'POST', url: '/insights/logout', headers: { cookie } });
    assert.equal(out.statusCode, 303);
    assert.match(String(out.headers['set-cookie']), /Max-Age=0/);
    assert.equal((await report(cookie)).statusCode, 401, 'the cookie reused after signing out');
    assert.equal((await report(other)).statusCode, 200, 'another sign-in is its own session');
  });

  it('a new INSIGHTS_TOKEN ends every session', async () => {
    const cookie = await signIn();
    const rotated = await buildTestApp(t.db, { config: { insightsToken: `${TOKEN}-rotated` } });
    try {
      assert.equal((await report(cookie, rotated)).statusCode, 401);
    } finally {
      await rotated.close();
    }
  });

  it('a token under 32 characters stops the server from starting, with a clear message', async () => {
    await assert.rejects(buildTestApp(t.db, { config: { insightsToken: 'a' } }), /INSIGHTS_TOKEN is 1 characters long; use at least 32/);
    assert.throws(() => testConfig({}, { INSIGHTS_TOKEN: 'short-token' }), /INSIGHTS_TOKEN is 11 characters long/);
  });

  it('dates outside 2000 to a year from today are a 400 on every report, not a 500', async () => {
    const cookie = await signIn();
    for (const url of REPORT_URLS) {
      for (const range of ['?to=9999-12-31', '?from=1000-01-01&to=1000-01-02', '?from=1999-12-31&to=2000-01-05']) {
        const response = await t.app.inject({ method: 'GET', url: `${url}${range}`, headers: { cookie } });
        assert.equal(response.statusCode, 400, `${url}${range}: ${response.body}`);
        assert.match((response.json() as { details: string[] }).details[0] ?? '', /^dates must lie between 2000-01-01 and \d{4}-\d{2}-\d{2}$/);
      }
    }
  });
});

forEachDatabase('insights login rate limit', (target) => {
  const t = useApp(target, { config: { insightsToken: TOKEN } });
  it('after 10 attempts from one client the next is refused with 429, even with the right token', async () => {
    for (let i = 0; i < 10; i++) {
      assert.equal((await t.app.inject({ method: 'POST', url: '/insights/login', payload: { token: `guess-${i}` } })).statusCode, 401);
    }
    const blocked = await t.app.inject({ method: 'POST', url: '/insights/login', payload: { token: TOKEN } });
    assert.equal(blocked.statusCode, 429);
  });
});

forEachDatabase('insights without INSIGHTS_TOKEN', (target) => {
  const t = useApp(target);
  it('nobody gets in, not even with an empty token', async () => {
    assert.equal((await t.app.inject({ method: 'POST', url: '/insights/login', payload: { token: '' } })).statusCode, 401);
    assert.equal((await t.app.inject({ method: 'GET', url: '/insights/api/funnel' })).statusCode, 401);
  });
});

forEachDatabase('insights reports over the known fixture', (target) => {
  const t = useApp(target, { config: { insightsToken: TOKEN, shopifyWebhookSecret: SECRET } });
  let cookie = '';
  const report = async <T>(name: string): Promise<T> => {
    const response = await t.app.inject({ method: 'GET', url: `/insights/api/${name}${query}`, headers: { cookie } });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as T;
  };
  it('funnel, variants, tastes and kits equal the hand-computed values', async () => {
    await t.db.exec('TRUNCATE shop_orders, insights_shoppers, insights_steps');
    await loadKnownFixture(t.db, validProfile(stagingOptions()), async (payload) => {
      const body = JSON.stringify(payload);
      const response = await t.app.inject({ method: 'POST', url: '/webhooks/shopify/orders-create', payload: body, headers: { 'content-type': 'application/json', 'x-shopify-hmac-sha256': shopifySignature(body, SECRET) } });
      assert.equal(response.statusCode, 200, response.body);
    });
    cookie = String((await t.app.inject({ method: 'POST', url: '/insights/login', payload: { token: TOKEN } })).headers['set-cookie']).split(';')[0] as string;

    const funnel = await report<Funnel>('funnel');
    assert.equal(funnel.started, KNOWN_FIXTURE_EXPECTED.started);
    assert.equal(funnel.completed, KNOWN_FIXTURE_EXPECTED.completed);
    assert.equal(funnel.medianSecondsToFinish, 360);
    assert.deepEqual(funnel.steps.map((s) => [s.stepName, s.reached, s.dropOff]),
      KNOWN_FIXTURE_EXPECTED.steps.map((s) => [s.name, s.reached, s.dropOff]));

    const variants = await report<ScheduledVariantReport>('variants');
    assert.deepEqual(variants.variants.map((row) => [row.variant, row.schedule.status, row.schedule.weight]), [['A', 'running', 50], ['B', 'running', 25], ['C', 'running', 25]], 'the seed schedule');
    for (const row of variants.variants) {
      const expected = KNOWN_FIXTURE_EXPECTED.variants[row.variant];
      assert.deepEqual([row.views, row.addToCartShoppers, row.addToCartClicks, row.orders], [expected.views, expected.addToCart, expected.clicks, expected.orders], row.variant);
      assert.equal(row.enoughData, row.variant !== 'C');
      assert.deepEqual(row.revenue, [{ currency: 'EUR', amount: expected.revenue }]);
      assert.equal(row.orders, FIXTURE_GROUPS[row.variant].orders);
    }
    const b = variants.variants.find((row) => row.variant === 'B');
    assert.ok(b?.comparison && Math.abs(b.comparison.z - 2.15905) < 1e-4 && Math.abs(b.comparison.pValue - 0.030846) < 1e-5, JSON.stringify(b?.comparison));
    assert.equal(variants.unattributedOrders, 3);
    assert.deepEqual(variants.unattributedRevenue, [{ currency: 'EUR', amount: '60.00' }]);

    // The verdict on orders, worked out here from the fixture's counts: order rate 15/150 against 10/200,
    // unpooled z-test; C (50 viewers) is below the threshold, so B's comparison is a family of one.
    assert.equal(variants.metric, 'orders');
    const [pB, pA] = [15 / 150, 10 / 200];
    const z = (pB - pA) / Math.sqrt(pB * (1 - pB) / 150 + pA * (1 - pA) / 200);
    const expectedP = 2 * (1 - normalCdf(z, 0, 1));
    assert.ok(Math.abs((b?.primary?.pValue ?? 0) - expectedP) < 1e-9 && Math.abs(expectedP - 0.08404) < 1e-4, JSON.stringify(b?.primary));
    assert.equal(b?.primary?.correctedP, b?.primary?.pValue);
    const zPlan = normalQuantile(1 - 0.05 / 4, 0, 1) + normalQuantile(0.8, 0, 1);
    const needed = Math.ceil(zPlan ** 2 * (pB * (1 - pB) + pA * (1 - pA)) / (pB - pA) ** 2);
    assert.equal(b?.verdict, `No clear difference from A on orders yet: about ${needed - 150} more viewers per variant would show whether the gap seen is real.`);
    assert.match(variants.variants.find((row) => row.variant === 'C')?.verdict ?? '', /^Not enough data yet: about 50 more viewers/);
    assert.deepEqual(b?.revenuePerViewer, [{ currency: 'EUR', amount: (898.5 / 150).toFixed(2) }]);
    assert.deepEqual(b?.averageOrderValue, [{ currency: 'EUR', amount: '59.90' }]);
    assert.equal(variants.totals.orders, 10 + 15 + 2 + 3);

    const tastes = await report<{ profiles: number; families: Array<{ field: string; loved: number; avoided: number }> }>('families');
    assert.equal(tastes.profiles, KNOWN_FIXTURE_TASTES.profiles);
    const loved = Object.fromEntries(tastes.families.filter((f) => f.loved > 0).map((f) => [f.field, f.loved]));
    const avoided = Object.fromEntries(tastes.families.filter((f) => f.avoided > 0).map((f) => [f.field, f.avoided]));
    assert.deepEqual(loved, KNOWN_FIXTURE_TASTES.loved);
    assert.deepEqual(avoided, KNOWN_FIXTURE_TASTES.avoided);

    const favourites = await report<{ favourites: Array<{ id: string; picks: number }> }>('favourites');
    assert.deepEqual(favourites.favourites.map((f) => [f.id, f.picks]), KNOWN_FIXTURE_TASTES.favourites);

    // Per question, the fixture's four profiles: woody rated 5, 5, 4, 1; everything else as the base profile.
    const answers = await report<{ profiles: number; questions: Array<{ field: string; question: string; answers: Array<{ value: string; label: string; count: number; share: number }> }> }>('answers');
    assert.equal(answers.profiles, 4);
    const woody = answers.questions.find((question) => question.field === 'woody_scent_notes');
    assert.equal(woody?.question, 'How do you feel about these scents? Woody', 'a grid row reads with its screen\'s question');
    assert.deepEqual(woody?.answers.map((answer) => [answer.value, answer.label, answer.count, answer.share]),
      [['5', 'love', 2, 0.5], ['1', 'strongly dislike', 1, 0.25], ['4', 'like', 1, 0.25]]);
    const gender = answers.questions.find((question) => question.field === 'gender');
    assert.equal(gender?.question, 'How do you identify?');
    assert.deepEqual(gender?.answers.map((answer) => answer.count), [4]);
    assert.notEqual(gender?.answers[0]?.label, gender?.answers[0]?.value, 'labelled with the option\'s text');
    assert.equal(answers.questions.some((question) => question.field === 'favorite_fragrances' || question.field === 'age'), false);

    // The raw responses: one row per profile of the range, answers only, nothing that identifies a shopper.
    const exported = await t.app.inject({ method: 'GET', url: `/insights/export/responses.csv${query}`, headers: { cookie } });
    assert.equal(exported.statusCode, 200);
    assert.match(String(exported.headers['content-disposition']), /attachment; filename="responses-2026-03-01_2026-03-31\.csv"/);
    const lines = parseCsv(exported.body);
    assert.equal(lines.length, 1 + 4);
    assert.equal(lines[0]?.[2], 'age');
    const woodyColumn = lines[0]!.indexOf('woody_scent_notes');
    assert.deepEqual(lines.slice(1).map((line) => line[woodyColumn]).sort(), ['1', '4', '5', '5']);
    assert.equal(lines.slice(1).find((line) => line[0] === '00000000-0000-4000-8000-000000000004')?.[lines[0]!.indexOf('favorite_fragrances')], 'tom-ford-oud-wood');
    assert.doesNotMatch(exported.body, /segment|anon|cart/i, 'no identifier column or value');
    const signedOut = await t.app.inject({ method: 'GET', url: `/insights/export/responses.csv${query}` });
    assert.equal(signedOut.statusCode, 401);

    const kits = await report<{ orders: number; scents: Array<{ shipped: number }> }>('kit-scents');
    assert.equal(kits.orders, KNOWN_FIXTURE_TASTES.kitOrders);
    assert.equal(kits.scents.reduce((sum, s) => sum + s.shipped, 0), KNOWN_FIXTURE_TASTES.kitOrders * 4);
  });

  it('a range without the fixture shows zeros, not the fixture', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/insights/api/funnel?from=2026-04-01&to=2026-04-30', headers: { cookie } });
    assert.equal((response.json() as Funnel).started, 0);
  });
});
