/**
 * The families, favourites and kit-scents reports count what the funnel counts: previews and the
 * merchant's own visits left out, and each segment filter (market, locale, device, source) and the date
 * range applied. Every figure is checked against a recount of the seeded shoppers in plain code.
 */
import assert from 'node:assert/strict';
import { beforeEach, it } from 'node:test';
import { SCENT_FAMILIES, type Profile } from '../../contract/profile-fields.ts';
import { insertQuizMeta } from '../repositories/quiz-meta.ts';
import { forEachDatabase, stagingOptions, useApp, validProfile } from '../test-support/app.ts';
import type { FamilyRow, FavouriteRow, KitScentReport } from './insights-queries.ts';

const TOKEN = 'tastes-segments-token-0123456789abcdef';
type Segment = { market: string; locale: string; device: string; source: string };
const US_DESKTOP: Segment = { market: 'US', locale: 'en-US', device: 'desktop', source: 'direct' };
const US_PHONE: Segment = { market: 'US', locale: 'en-US', device: 'phone', source: 'instagram.com' };
const CA_PHONE: Segment = { market: 'CA', locale: 'fr-CA', device: 'phone', source: 'instagram.com' };
const CA_TABLET: Segment = { market: 'CA', locale: 'en-US', device: 'tablet', source: 'direct' };

interface Seed {
  id: string;
  segment: Segment;
  how: 'shopper' | 'preview' | 'merchant';
  ratings: Partial<Record<string, number>>;
  favourites: string[];
  /** The kit of the shopper's order (none: no order). */
  kit?: string[];
}

const SEEDS: Seed[] = [
  { id: 'us-desk', segment: US_DESKTOP, how: 'shopper', ratings: { woody_scent_notes: 5, floral_scent_notes: 2 }, favourites: ['p-amber', 'p-rose'], kit: ['s1', 's2', 's3', 's4'] },
  { id: 'us-phone', segment: US_PHONE, how: 'shopper', ratings: { woody_scent_notes: 4, floral_scent_notes: 4 }, favourites: ['p-amber'], kit: ['s1', 's5', 's6', 's7'] },
  { id: 'ca-phone', segment: CA_PHONE, how: 'shopper', ratings: { woody_scent_notes: 1, floral_scent_notes: 5 }, favourites: ['p-cedar', 'p-amber'], kit: ['s2', 's3', 's5', 's8'] },
  { id: 'ca-tablet', segment: CA_TABLET, how: 'shopper', ratings: { woody_scent_notes: 2, floral_scent_notes: 5 }, favourites: ['p-cedar'] },
  { id: 'previewer', segment: US_DESKTOP, how: 'preview', ratings: { woody_scent_notes: 5, floral_scent_notes: 1 }, favourites: ['p-rose'], kit: ['s9', 's1', 's2', 's3'] },
  { id: 'merchant', segment: US_DESKTOP, how: 'merchant', ratings: { woody_scent_notes: 5, floral_scent_notes: 1 }, favourites: ['p-rose', 'p-oud'], kit: ['s9', 's4', 's5', 's6'] },
];

const quizIdOf = (index: number) => `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;
const profileOf = (seed: Seed): Profile => validProfile(stagingOptions(), {
  ...seed.ratings, favorite_fragrances: seed.favourites.map((id) => ({ id, family: 'Woody', subFamily: '' })),
} as Partial<Profile>);

/** The reports as recounted from the seeds: the shoppers who count, in the segment asked. */
function recount(filter: Partial<Segment>) {
  const counted = SEEDS.filter((seed) => seed.how === 'shopper'
    && Object.entries(filter).every(([name, value]) => seed.segment[name as keyof Segment] === value));
  const profiles = counted.map(profileOf) as unknown as Array<Record<string, unknown>>;
  const families = SCENT_FAMILIES.map(({ field }) => ({
    field,
    loved: profiles.filter((p) => p[field] === 4 || p[field] === 5).length,
    avoided: profiles.filter((p) => p[field] === 1 || p[field] === 2).length,
  })).sort((a, b) => b.loved - a.loved || a.field.localeCompare(b.field));
  const picks = new Map<string, number>();
  for (const seed of counted) for (const id of seed.favourites) picks.set(id, (picks.get(id) ?? 0) + 1);
  const kits = new Map<string, number>();
  for (const seed of counted) for (const id of seed.kit ?? []) kits.set(id, (kits.get(id) ?? 0) + 1);
  const byCount = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return {
    families: { profiles: profiles.length, families },
    favourites: byCount(picks).map(([id, n]) => [id, n]),
    kits: { orders: counted.filter((seed) => seed.kit).length, scents: byCount(kits).map(([id, n]) => [id, n]) },
  };
}

forEachDatabase('families, favourites and kit scents: exclusions and segments', (target) => {
  const t = useApp(target, { config: { insightsToken: TOKEN } });
  let cookie = '';

  const report = async <T>(name: string, query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/insights/api/${name}?${query}`, headers: { cookie } });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as T;
  };

  beforeEach(async () => {
    await t.db.exec('TRUNCATE insights_shoppers, insights_shopper_steps, insights_step_labels, insights_sessions, shop_orders, shop_refunds');
    const login = await t.app.inject({ method: 'POST', url: '/insights/login', payload: { token: TOKEN } });
    const cookies = login.headers['set-cookie'] as string[];
    cookie = cookies.find((c) => c.startsWith('fq_insights='))!.split(';')[0] as string;
    const merchantCookie = cookies.find((c) => c.startsWith('fq_merchant='))!.split(';')[0] as string;
    for (const [index, seed] of SEEDS.entries()) {
      const quizId = quizIdOf(index);
      await insertQuizMeta(t.db, { id: quizId, cartToken: '', segmentAnonId: seed.id, payload: {}, profile: profileOf(seed) });
      const properties = { variant: 'A', ...seed.segment, ...(seed.how === 'preview' ? { preview: true } : {}) };
      const events = [
        { name: 'quiz_impression', anonymousId: seed.id, properties },
        { name: 'quiz_step_view', anonymousId: seed.id, properties: { ...properties, stepId: 'welcome', index: 0 } },
        { name: 'quiz_complete', anonymousId: seed.id, properties: { ...properties, quizId } },
      ];
      const sent = await t.app.inject({ method: 'POST', url: '/events', payload: { events }, headers: seed.how === 'merchant' ? { cookie: merchantCookie } : {} });
      assert.equal(sent.statusCode, 202, sent.body);
      if (!seed.kit) continue;
      const kit = JSON.stringify(seed.kit.map((id) => ({ id, name: `Scent ${id}` })));
      await t.db.query(`INSERT INTO shop_orders (id, created_at, total_price, currency, quiz_id, anonymous_id, variant, kit_scents, kit_written_at)
        VALUES ($1, now(), 59.90, 'EUR', $2, $3, 'A', $4::jsonb, CASE WHEN $5 THEN now() END)`, [String(1000 + index), quizId, seed.id, kit, index === 0]);
    }
    // A test order and a cancelled one of a counted shopper: never shipped.
    await t.db.query(`INSERT INTO shop_orders (id, created_at, total_price, currency, anonymous_id, variant, kit_scents, test, cancelled_at) VALUES
      ('2001', now(), 59.90, 'EUR', 'us-desk', 'A', '[{"id":"s7","name":"Scent s7"}]', true, NULL),
      ('2002', now(), 59.90, 'EUR', 'ca-phone', 'A', '[{"id":"s7","name":"Scent s7"}]', false, now())`);
  });

  const today = new Date().toISOString().slice(0, 10);
  const filters: Array<Partial<Segment>> = [
    {}, { market: 'US' }, { market: 'CA' }, { locale: 'fr-CA' }, { locale: 'en-US' }, { device: 'phone' }, { device: 'desktop' },
    { source: 'instagram.com' }, { source: 'direct' }, { market: 'CA', device: 'tablet' },
  ];

  it('leaves previews and the merchant out and applies every segment filter, as a recount does', async () => {
    const [stored] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM insights_shoppers WHERE excluded IN ('preview', 'merchant')");
    assert.equal(stored?.n, 2, 'the preview and the merchant visit are stored, flagged');
    for (const filter of filters) {
      const query = new URLSearchParams({ from: today, to: today, ...filter }).toString();
      const expected = recount(filter);
      const families = await report<{ profiles: number; families: FamilyRow[] }>('families', query);
      assert.deepEqual(families, { from: today, to: today, ...expected.families }, `families ${query}`);
      const favourites = await report<{ favourites: FavouriteRow[] }>('favourites', query);
      assert.deepEqual(favourites.favourites.map((row) => [row.id, row.picks]), expected.favourites, `favourites ${query}`);
      const kits = await report<KitScentReport>('kit-scents', query);
      assert.deepEqual({ orders: kits.orders, scents: kits.scents.map((row) => [row.id, row.shipped]) }, expected.kits, `kit scents ${query}`);
      assert.equal(kits.written, filter.market === 'CA' || filter.device === 'phone' || filter.source === 'instagram.com' || filter.locale === 'fr-CA' ? 0 : 1,
        `written to the Shopify order ${query}`);
    }
    // Not a single report counted the merchant's favourite or the preview's and merchant's kit scent.
    const all = new URLSearchParams({ from: today, to: today }).toString();
    assert.ok(!(await report<{ favourites: FavouriteRow[] }>('favourites', all)).favourites.some((row) => row.id === 'p-oud'));
    assert.ok(!(await report<KitScentReport>('kit-scents', all)).scents.some((row) => row.id === 's9'));
  });

  it('applies the date range: a day without profiles or orders counts nothing', async () => {
    const query = new URLSearchParams({ from: '2026-01-01', to: '2026-01-02' }).toString();
    assert.equal((await report<{ profiles: number }>('families', query)).profiles, 0);
    assert.deepEqual((await report<{ favourites: FavouriteRow[] }>('favourites', query)).favourites, []);
    assert.equal((await report<KitScentReport>('kit-scents', query)).orders, 0);
  });
});
