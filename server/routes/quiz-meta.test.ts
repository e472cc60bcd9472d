import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import type { Profile } from '../../contract/profile-fields.ts';
import type { Database } from '../db/database.ts';
import { countRows, forEachDatabase, stagingOptions, useApp, validProfile, withFreshApp } from '../test-support/app.ts';

const options = stagingOptions();
const profile = (overrides: Partial<Profile> = {}) => validProfile(options, overrides);
const body = (overrides: Record<string, unknown> = {}) => ({
  cartToken: '',
  results: [profile()],
  segmentAnnonId: 'anon-123',
  payload: {},
  ...overrides,
});

/** Catalogue rows the favourite-perfume checks look up (the suites start with an empty catalogue). */
const CATALOGUE = [
  { id: 'chanel-no-5', value: 'No 5', brand: 'Chanel', family: 'Floral', sub_family: 'Floral Aldehyde' },
  { id: 'ümlaut-☃-💐', value: 'Unicode', brand: 'Test', family: '', sub_family: '' },
];

async function seedCatalogue(db: Database): Promise<void> {
  for (const [position, item] of CATALOGUE.entries()) {
    await db.query(
      `INSERT INTO fragrances (id, position, value, brand, family, sub_family) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (id) DO NOTHING`,
      [item.id, position, item.value, item.brand, item.family, item.sub_family],
    );
  }
}

/** The answer payload toPayload makes for a shopper who picked No 5 and two colours. */
const PAYLOAD = {
  gender: 'female',
  color_these_you_love1: ['#7BB0FF', '#ffffff'],
  in_extroverted_point: '3',
  age: { year: '1990', month: '1' },
  yob: '1990',
  mob: '1',
  favorite_fragrances: [{ fragrance: { id: 'chanel-no-5', value: 'No 5', image: '', family: 'Floral', subFamily: 'Floral Aldehyde' } }],
};

/** Profile with one field replaced by anything (including wrong types) or removed (`undefined`). */
function profileWith(field: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...profile() };
  if (value === undefined) delete copy[field];
  else copy[field] = value;
  return copy;
}

forEachDatabase('POST /quiz-meta', (target) => {
  const t = useApp(target);

  const post = (payload: unknown) => t.app.inject({ method: 'POST', url: '/quiz-meta', payload: payload as object });
  before(() => seedCatalogue(t.db));

  async function assertRejected(payload: unknown, status = 400, pathPart?: string) {
    const response = await post(payload);
    assert.equal(response.statusCode, status, response.body);
    const json = response.json() as { error: unknown; details: Array<{ path: string; message: string }> };
    assert.equal(typeof json.error, 'string');
    assert.ok(Array.isArray(json.details));
    if (pathPart) {
      assert.ok(json.details.some((detail) => detail.path.includes(pathPart)), `no detail about ${pathPart}: ${response.body}`);
    }
    assert.equal(await countRows(t.db, 'quiz_meta'), 0, 'nothing stored');
  }

  it('stores the profile and answers its id', async () => {
    const sent = body({ cartToken: 'cart-abc', results: [profile()] });
    const response = await post(sent);
    assert.equal(response.statusCode, 200, response.body);
    const { id } = response.json() as { id: string };
    assert.match(id, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const rows = await t.db.query<{ id: string; cart_token: string; segment_anon_id: string; profile: unknown; created_at: unknown }>(
      'SELECT id, cart_token, segment_anon_id, profile, created_at FROM quiz_meta',
    );
    assert.equal(rows.length, 1);
    assert.equal(rows[0]?.id, id);
    assert.equal(rows[0]?.cart_token, 'cart-abc');
    assert.equal(rows[0]?.segment_anon_id, 'anon-123');
    assert.deepEqual(rows[0]?.profile, sent.results[0]);
    assert.ok(rows[0]?.created_at);
  });

  it('answers each of many concurrent writes with its own id, and stores every acknowledged one', async () => {
    const carts = Array.from({ length: 40 }, (_, i) => `cart-${i}`);
    const responses = await Promise.all(carts.map((cartToken) => post(body({ cartToken }))));
    assert.deepEqual(responses.map((response) => response.statusCode), carts.map(() => 200));
    const ids = responses.map((response) => (response.json() as { id: string }).id);
    assert.equal(new Set(ids).size, carts.length, 'one id per request');
    const rows = await t.db.query<{ id: string; cart_token: string }>('SELECT id, cart_token FROM quiz_meta');
    const stored = new Map(rows.map((row) => [row.id, row.cart_token]));
    assert.deepEqual(ids.map((id) => stored.get(id)), carts, 'each id holds the request it answered');
  });

  it('accepts empty answers, a null year, no ratings and unicode text within the limits', async () => {
    const minimal: Record<string, unknown> = {
      ...profile(),
      age: { year: null },
      gender: '',
      appeals: [],
      color_these_you_love1: [],
      favorite_fragrances: [{ id: 'ümlaut-☃-💐', family: '', subFamily: '' }],
    };
    for (const field of ['floral_scent_notes', 'woody_scent_notes', 'earthy_mossy_notes']) delete minimal[field];
    const first = await post(body({ results: [minimal], segmentAnnonId: '' }));
    assert.equal(first.statusCode, 200, first.body);
    const second = await post(body());
    assert.equal(second.statusCode, 200);
    assert.notEqual(first.json().id, second.json().id);
    const [row] = await t.db.query<{ profile: Profile }>('SELECT profile FROM quiz_meta WHERE id = $1', [first.json().id]);
    assert.deepEqual(row?.profile, minimal);
    assert.equal(await countRows(t.db, 'quiz_meta'), 2);
  });

  it('rejects wrong types', async () => {
    await assertRejected(body({ cartToken: 42 }), 400, '/cartToken');
    await assertRejected(body({ results: profile() }), 400, '/results');
    await assertRejected(body({ results: [profileWith('gender', 5)] }), 400, '/results/0/gender');
    await assertRejected(body({ results: [profileWith('in_extroverted_point', '3')] }), 400, '/results/0/in_extroverted_point');
    await assertRejected(body({ results: [profileWith('often_wear_fragrance', 2.5)] }), 400, '/results/0/often_wear_fragrance');
    await assertRejected(body({ results: [profileWith('appeals', 'beach')] }), 400, '/results/0/appeals');
    await assertRejected(body({ results: [profileWith('age', { year: '1990' })] }), 400, '/results/0/age/year');
    await assertRejected(body({ results: [profileWith('woody_scent_notes', null)] }), 400, '/results/0/woody_scent_notes');
    await assertRejected(body({ results: [profileWith('favorite_fragrances', [{ id: 1, family: '', subFamily: '' }])] }), 400, '/results/0/favorite_fragrances/0/id');
    await assertRejected([body()], 400);
    const raw = await t.app.inject({ method: 'POST', url: '/quiz-meta', headers: { 'content-type': 'application/json' }, payload: '"just a string"' });
    assert.equal(raw.statusCode, 400);
  });

  it('completes a profile with missing fields and drops unknown ones (an element a release older or newer)', async () => {
    const { gender: _gender, appeals: _appeals, ...older } = profile();
    const response = await post(body({ results: [{ ...older, season_of_birth: 'spring', moods: ['x'] }] }));
    assert.equal(response.statusCode, 200, response.body);
    const [row] = await t.db.query<{ profile: Record<string, unknown> }>('SELECT profile FROM quiz_meta');
    assert.equal(row?.profile['gender'], '');
    assert.deepEqual(row?.profile['appeals'], []);
    assert.equal('season_of_birth' in (row?.profile ?? {}), false);
  });

  it('rejects unknown fields of the body and of nested objects', async () => {
    await assertRejected({ cartToken: '', results: [profile()] }, 400);
    await assertRejected(body({ extra: true }), 400);
    await assertRejected(body({ results: [profileWith('age', { year: 1990, month: '1' })] }), 400, '/results/0/age');
    await assertRejected(body({ results: [profileWith('favorite_fragrances', [{ id: 'a', family: '', subFamily: '', value: 'x' }])] }), 400, '/results/0/favorite_fragrances/0');
    const poisoned = JSON.stringify(body()).replace('"gender"', '"__proto__":{"polluted":true},"gender"');
    const response = await t.app.inject({ method: 'POST', url: '/quiz-meta', headers: { 'content-type': 'application/json' }, payload: poisoned });
    assert.equal(response.statusCode, 400, response.body);
    assert.equal(await countRows(t.db, 'quiz_meta'), 0);
  });

  it('rejects out-of-range numbers', async () => {
    for (const [field, value] of [
      ['in_extroverted_point', 5], ['in_extroverted_point', -1], ['often_wear_fragrance', 7], ['subtle_strong_scrent', -1],
      ['floral_scent_notes', 0], ['green_notes', 6], ['loyal_scent_play_the_field', 2], ['loyal_scent_play_the_field', -2],
      ['perfumes_usual_rotation', 21], ['perfumes_usual_rotation', -1],
    ] as const) {
      await assertRejected(body({ results: [profileWith(field, value)] }), 400, `/results/0/${field}`);
    }
    await assertRejected(body({ results: [profileWith('age', { year: 1899 })] }), 400, '/results/0/age/year');
    await assertRejected(body({ results: [profileWith('age', { year: 2101 })] }), 400, '/results/0/age/year');
  });

  it('rejects oversized strings and arrays', async () => {
    await assertRejected(body({ cartToken: 'x'.repeat(201) }), 400, '/cartToken');
    await assertRejected(body({ segmentAnnonId: 'x'.repeat(201) }), 400, '/segmentAnnonId');
    await assertRejected(body({ results: [profileWith('gender', 'x'.repeat(101))] }), 400, '/results/0/gender');
    await assertRejected(body({ results: [profileWith('appeals', Array.from({ length: 21 }, () => options.get('appeals')?.keys().next().value))] }), 400, '/results/0/appeals');
    const fragrance = { id: 'a', family: 'Floral', subFamily: '' };
    await assertRejected(body({ results: [profileWith('favorite_fragrances', Array.from({ length: 5 }, (_, i) => ({ ...fragrance, id: `p${i}` })))] }), 400, '/results/0/favorite_fragrances');
    await assertRejected(body({ results: [profileWith('favorite_fragrances', [{ ...fragrance, id: 'x'.repeat(201) }])] }), 400, '/results/0/favorite_fragrances/0/id');
    await assertRejected(body({ results: [] }), 400, '/results');
    await assertRejected(body({ results: [profile(), profile()] }), 400, '/results');
  });

  it('rejects text PostgreSQL cannot store (NUL, unpaired surrogates)', async () => {
    await assertRejected(body({ cartToken: 'a\u0000b' }), 400, '/cartToken');
    await assertRejected(body({ segmentAnnonId: '\ud800' }), 400, '/segmentAnnonId');
    await assertRejected(body({ results: [profileWith('favorite_fragrances', [{ id: 'x\u0000', family: '', subFamily: '' }])] }), 400, '/results/0/favorite_fragrances/0/id');
  });

  it('stores the answer payload next to the profile, with the catalogue families of the picked perfumes', async () => {
    const picked = profile({ favorite_fragrances: [{ id: 'chanel-no-5', family: 'Citrus', subFamily: 'made up' }] });
    const response = await post(body({ results: [picked], payload: PAYLOAD }));
    assert.equal(response.statusCode, 200, response.body);
    const [row] = await t.db.query<{ payload: unknown; profile: Profile }>('SELECT payload, profile FROM quiz_meta WHERE id = $1', [response.json().id]);
    assert.deepEqual(row?.payload, PAYLOAD);
    assert.deepEqual(row?.profile.favorite_fragrances, [{ id: 'chanel-no-5', family: 'Floral', subFamily: 'Floral Aldehyde' }]);
  });

  it('rejects picked perfumes that are not in the catalogue and colours outside the palette', async () => {
    const unknown = { fragrance: { id: 'no-such-perfume', value: 'x', image: '', family: '', subFamily: '' } };
    await assertRejected(body({ payload: { ...PAYLOAD, favorite_fragrances: [unknown] } }), 400, '/payload/favorite_fragrances/0/fragrance/id');
    await assertRejected(body({ results: [profileWith('favorite_fragrances', [{ id: 'no-such-perfume', family: '', subFamily: '' }])] }), 400, '/results/0/favorite_fragrances/0/id');
    await assertRejected(body({ payload: { ...PAYLOAD, color_these_you_love1: ['#123456'] } }), 400, '/payload/color_these_you_love1/0');
    await assertRejected(body({ payload: { ...PAYLOAD, color_these_you_love3: 'blue' } }), 400, '/payload/color_these_you_love3');
    await assertRejected(body({ payload: { ...PAYLOAD, age: { year: 'nineteen', month: '1' } } }), 400, '/payload/age/year');
    await assertRejected(body({ payload: { ...PAYLOAD, favorite_fragrances: [{ id: 'chanel-no-5' }] } }), 400, '/payload/favorite_fragrances/0');
    await assertRejected(body({ payload: { ...PAYLOAD, notes: { nested: true } } }), 400, '/payload/notes');
    await assertRejected(body({ payload: undefined }), 400);
  });

  it('stores and flags option values the current quiz does not have, outside the profile', async () => {
    const appeals = [...(options.get('appeals')?.keys() ?? [])].slice(0, 1);
    const otherStep = options.get('country_spend')?.keys().next().value as string;
    const sent = profile({ gender: 'Ignore all previous instructions', appeals: [...appeals, 'moon'], scent_type_typically_prefer: ['not-an-option'] });
    const response = await post(body({ results: [sent] }));
    assert.equal(response.statusCode, 200, response.body);
    const [row] = await t.db.query<{ profile: Record<string, unknown>; unlisted_options: unknown }>('SELECT profile, unlisted_options FROM quiz_meta');
    assert.equal(row?.profile['gender'], '');
    assert.deepEqual(row?.profile['appeals'], appeals);
    assert.deepEqual(row?.profile['scent_type_typically_prefer'], []);
    assert.deepEqual(row?.unlisted_options, [
      { path: '/results/0/gender', step: 'gender', value: 'Ignore all previous instructions' },
      { path: `/results/0/appeals/${appeals.length}`, step: 'appeals', value: 'moon' },
      { path: '/results/0/scent_type_typically_prefer/0', step: 'scent_type_typically_prefer', value: 'not-an-option' },
    ]);
    // A value of another step is not an option of this one.
    assert.equal((await post(body({ results: [profile({ gender: otherStep })] }))).statusCode, 200);
    const [last] = await t.db.query<{ profile: Record<string, unknown> }>('SELECT profile FROM quiz_meta ORDER BY created_at DESC LIMIT 1');
    assert.equal(last?.profile['gender'], '');
  });

  it('rejects other content types (415), bad JSON (400) and bodies over the limit (413)', async () => {
    let response = await t.app.inject({ method: 'POST', url: '/quiz-meta', headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(body()) });
    assert.equal(response.statusCode, 415, response.body);
    assert.equal(typeof response.json().error, 'string');
    response = await t.app.inject({ method: 'POST', url: '/quiz-meta', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'cartToken=' });
    assert.equal(response.statusCode, 415);
    response = await t.app.inject({ method: 'POST', url: '/quiz-meta', headers: { 'content-type': 'application/json' }, payload: '{"cartToken": ' });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(Object.keys(response.json()).sort(), ['details', 'error']);
    response = await t.app.inject({ method: 'POST', url: '/quiz-meta', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body({ cartToken: 'x'.repeat(70 * 1024) })) });
    assert.equal(response.statusCode, 413);
    assert.equal(typeof response.json().error, 'string');
    assert.equal(await countRows(t.db, 'quiz_meta'), 0);
  });

  it('answers 503 JSON when the database is down', async () => {
    await withFreshApp(target, {}, async ({ app, db }) => {
      await db.close();
      const response = await app.inject({ method: 'POST', url: '/quiz-meta', payload: body() });
      assert.equal(response.statusCode, 503, response.body);
      assert.equal(typeof response.json().error, 'string');
      assert.ok(response.headers['retry-after']);
    });
  });
});
