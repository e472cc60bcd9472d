/**
 * Impressions, segments and exclusions as a merchant reads them: the funnel's impressions → starts, the
 * ?market=&locale=&device=&source= filters on every shopper report and the raw export, and previews and
 * the merchant's own visits stored but counted nowhere except in "excluded".
 */
import assert from 'node:assert/strict';
import { beforeEach, it } from 'node:test';
import { previewMark } from '../../contract/preview.ts';
import { MIGRATIONS, migrate } from '../db/migrations.ts';
import { insertQuizMeta } from '../repositories/quiz-meta.ts';
import { forEachDatabase, stagingOptions, useApp, validProfile } from '../test-support/app.ts';
import type { Funnel, VariantReport } from './insights-queries.ts';

const TOKEN = 'segments-test-token-0123456789abcdef';
const CA = { market: 'CA', locale: 'fr-CA', device: 'phone', source: 'instagram / social / spring' };
const US = { market: 'US', locale: 'en-US', device: 'desktop', source: 'direct' };

forEachDatabase('insights segments, impressions and exclusions', (target) => {
  const t = useApp(target, { config: { insightsToken: TOKEN } });
  let cookie = '';
  let merchantCookie = '';
  beforeEach(async () => {
    await t.db.exec('TRUNCATE insights_shoppers, insights_shopper_steps, insights_step_labels, insights_sessions');
    const login = await t.app.inject({ method: 'POST', url: '/insights/login', payload: { token: TOKEN } });
    const cookies = login.headers['set-cookie'] as string[];
    cookie = cookies.find((c) => c.startsWith('fq_insights='))!.split(';')[0] as string;
    merchantCookie = cookies.find((c) => c.startsWith('fq_merchant='))!.split(';')[0] as string;
  });

  /** One shopper who saw the element, and (when `steps` > 0) started and walked that many steps. */
  function visit(anonymousId: string, segment: Record<string, string>, steps: number, extra: Record<string, unknown> = {}, quizId?: string) {
    const ids = ['welcome', 'aboutyou', 'gender'];
    return [
      { name: 'quiz_impression', anonymousId, properties: { ...segment, ...extra } },
      ...ids.slice(0, steps).map((stepId, index) => ({ name: 'quiz_step_view', anonymousId, properties: { stepId, index, variant: 'B', ...segment, ...extra } })),
      ...(steps === 3 ? [{ name: 'quiz_complete', anonymousId, properties: { variant: 'B', ...(quizId ? { quizId } : {}), ...segment, ...extra } },
        { name: 'recommendation_view', anonymousId, properties: { variant: 'B', ...segment, ...extra } }] : []),
    ];
  }
  const send = async (events: object[], headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'POST', url: '/events', payload: { events }, headers });
    assert.equal(response.statusCode, 202, response.body);
  };
  const report = async <T>(name: string, query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `/insights/api/${name}${query}`, headers: { cookie } });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as T;
  };

  it('counts impressions, starts and the rate between', async () => {
    await send([...visit('a', US, 3), ...visit('b', US, 1), ...visit('c', US, 0), ...visit('d', US, 0)]);
    const funnel = await report<Funnel>('funnel');
    assert.deepEqual([funnel.impressions, funnel.started, funnel.startRate, funnel.completed], [4, 2, 0.5, 1]);
  });

  it('filters every shopper report by market, locale, device and source, and lists the values seen', async () => {
    const quizIds = ['00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-00000000000b'];
    for (const [i, id] of quizIds.entries()) {
      await insertQuizMeta(t.db, { id, cartToken: '', segmentAnonId: '', payload: {}, profile: validProfile(stagingOptions(), { gender: i === 0 ? 'Female' : 'Male' } as never) });
    }
    await send([...visit('ca-1', CA, 3, {}, quizIds[0]), ...visit('ca-2', CA, 3), ...visit('ca-3', CA, 1), ...visit('us-1', US, 3, {}, quizIds[1])]);

    const canada = await report<Funnel>('funnel', '?market=CA');
    assert.deepEqual([canada.impressions, canada.started, canada.completed], [3, 3, 2]);
    assert.equal((await report<Funnel>('funnel', '?locale=en-US&device=desktop&source=direct')).started, 1);
    assert.equal((await report<Funnel>('funnel', '?device=tablet')).started, 0);
    const variants = await report<VariantReport>('variants', '?source=instagram%20%2F%20social%20%2F%20spring');
    assert.equal(variants.variants.find((row) => row.variant === 'B')?.views, 2);
    const answers = await report<{ profiles: number }>('answers', '?market=CA');
    assert.equal(answers.profiles, 1, 'only the Canadian shopper\'s profile');
    const days = await report<{ days: Array<{ impressions: number; started: number }> }>('trends', '?market=US');
    assert.deepEqual(days.days.reduce((sum, day) => [sum[0]! + day.impressions, sum[1]! + day.started], [0, 0]), [1, 1]);
    const csv = await t.app.inject({ method: 'GET', url: '/insights/export/responses.csv?market=US', headers: { cookie } });
    assert.equal(csv.body.trim().split('\r\n').length, 2, 'header and the U.S. profile');
    assert.match(csv.body, /00000000-0000-4000-8000-00000000000b/);

    const segments = await report<Record<string, Array<{ value: string; shoppers: number }>>>('segments');
    assert.deepEqual(segments['market'], [{ value: 'CA', shoppers: 3 }, { value: 'US', shoppers: 1 }]);
    assert.deepEqual(segments['source'], [{ value: 'instagram / social / spring', shoppers: 3 }], 'a source of fewer than 3 shoppers is not offered');

    for (const bad of ['?market=Canada', '?device=watch', '?source=Call%20support%3A%20%2B1-555', '?locale=fr']) {
      const refused = await t.app.inject({ method: 'GET', url: `/insights/api/funnel${bad}`, headers: { cookie } });
      assert.equal(refused.statusCode, 400, bad);
    }
  });

  it('stores previews (?version=, the theme editor) and the signed-in merchant\'s visits flagged, and leaves them out of every report and the verdict', async () => {
    const quizId = '00000000-0000-4000-8000-0000000000cc';
    await insertQuizMeta(t.db, { id: quizId, cartToken: '', segmentAnonId: '', payload: {}, profile: validProfile(stagingOptions()) });
    await send(visit('shopper', US, 3));
    await send(visit('previewer', US, 3, { preview: true }));
    // What the element sends from Shopify's theme editor: the merchant editing the theme.
    await send(visit('theme-editor', US, 3, previewMark({ search: '', hash: '', designMode: true })));
    await send(visit('merchant', US, 3, {}, quizId), { cookie: merchantCookie });

    const stored = await t.db.query<{ anonymous_id: string; excluded: string }>('SELECT anonymous_id, excluded FROM insights_shoppers ORDER BY anonymous_id');
    assert.deepEqual(stored, [
      { anonymous_id: 'merchant', excluded: 'merchant' }, { anonymous_id: 'previewer', excluded: 'preview' },
      { anonymous_id: 'shopper', excluded: '' }, { anonymous_id: 'theme-editor', excluded: 'preview' },
    ]);
    const funnel = await report<Funnel>('funnel');
    assert.deepEqual([funnel.impressions, funnel.started, funnel.completed], [1, 1, 1]);
    assert.deepEqual(funnel.excluded, { preview: 2, merchant: 1 });
    assert.ok(funnel.steps.every((s) => s.reached === 1));
    assert.equal((await report<VariantReport>('variants')).variants.find((row) => row.variant === 'B')?.views, 1);
    assert.equal((await report<{ profiles: number }>('answers')).profiles, 0, 'the merchant\'s own profile is not an answer');
    const csv = await t.app.inject({ method: 'GET', url: '/insights/export/responses.csv', headers: { cookie } });
    assert.doesNotMatch(csv.body, new RegExp(quizId));

    // Signed out, the same browser counts as a shopper again.
    await t.app.inject({ method: 'POST', url: '/insights/logout', headers: { cookie } });
    await send(visit('merchant-later', US, 1), { cookie: merchantCookie });
    const [later] = await t.db.query<{ excluded: string }>("SELECT excluded FROM insights_shoppers WHERE anonymous_id = 'merchant-later'");
    assert.equal(later?.excluded, '');
  });

  it('migration 20 keeps the shoppers stored by position readable, labelled as before', async () => {
    await t.db.exec(`
      DROP TABLE insights_shopper_steps; DROP TABLE insights_step_labels;
      ALTER TABLE insights_shoppers DROP COLUMN impression_at, DROP COLUMN market, DROP COLUMN locale, DROP COLUMN device, DROP COLUMN source, DROP COLUMN excluded;
      ALTER TABLE quiz_events DROP COLUMN dataset, DROP COLUMN quiz_doc, DROP COLUMN step_key, DROP COLUMN excluded;
      DELETE FROM schema_migrations WHERE version = 20;
      TRUNCATE insights_steps;
      INSERT INTO insights_steps VALUES (0, 'age', 'age'), (1, 'gender', 'gender');
      INSERT INTO insights_shoppers (anonymous_id, first_seen, last_seen, max_step, completed_at)
        VALUES ('old-1', now(), now(), 1, now()), ('old-2', now(), now(), 0, NULL), ('old-3', now(), now(), 2, NULL)`);
    assert.deepEqual(await migrate(t.db), [20]);
    assert.ok(MIGRATIONS.some((migration) => migration.version === 20));
    const funnel = await report<Funnel>('funnel');
    assert.deepEqual(funnel.steps.map((s) => [s.stepName, s.reached, s.dropOff]), [['age', 3, 1], ['gender', 2, 1], ['Step 3', 1, 0]]);
  });
});
