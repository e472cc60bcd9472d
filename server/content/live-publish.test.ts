/**
 * The merchant publishes through @sanity/client with the write token; the element (its own content
 * loaders, against another replica of the same database) shows it within 2 s without a restart, and the
 * server takes answers with the new option.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, it } from 'node:test';
import { createClient } from '@sanity/client';
import type { FastifyInstance } from 'fastify';
import { loadQuiz } from '../../src/content/quiz-content.ts';
import { normalizeQuizResult } from '../../src/content/normalize-documents.ts';
import { sanityQuery } from '../../src/content/sanity.ts';
import { QUIZ_RESULT_QUERY } from '../../contract/result-queries.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { forEachDatabase, BUSY_MACHINE_GROQ_BUDGET_MS } from '../test-support/app.ts';
import type { TestDb } from '../test-support/test-db.ts';

const TOKEN = 'merchant-token';

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

async function within<T>(ms: number, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

forEachDatabase('publishing live through the mutation API', (target) => {
  let testDb: TestDb;
  const apps: FastifyInstance[] = [];
  let studioSide: string;
  let shopperSide: string;

  before(async () => {
    testDb = await target.open();
    const config = { ...loadConfig({ LOG_LEVEL: 'silent', GROQ_BUDGET_MS: BUSY_MACHINE_GROQ_BUDGET_MS }), contentWriteToken: TOKEN };
    for (let i = 0; i < 2; i += 1) apps.push(await buildApp({ config, db: testDb.db, logger: false }));
    studioSide = await listen(apps[0] as FastifyInstance);
    shopperSide = await listen(apps[1] as FastifyInstance);
  });
  after(async () => {
    for (const app of apps) await app.close();
    await testDb.dispose();
  });

  it('shows the new price, option, step order and review count on the element within 2 s; the new option gets 200 and a kit', async () => {
    const source = { dataset: 'staging', projectId: undefined, apiHost: shopperSide };
    const before = await loadQuiz(source);
    assert.ok(before.ok);
    const order = before.value.value.steps.map((step) => step.id);
    assert.ok(order.indexOf('age') < order.indexOf('gender'));

    const merchant = createClient({ projectId: 'embedded', dataset: 'staging', apiVersion: '2024-04-01', apiHost: studioSide, useProjectHostname: false, useCdn: false, token: TOKEN });
    const quiz = await merchant.getDocument<{ _id: string; _type: string; steps: Array<{ _key: string; id: string }> }>('quiz-main');
    const genderStep = quiz?.steps.find((step) => step.id === 'gender');
    assert.ok(genderStep);
    await merchant.transaction()
      .patch('quiz-main', (patch) => patch
        .set({
          'quizResult.productRecommends[_key=="product-discovery-kit"].price.amount': 29.99,
          'quizResult.productRecommends[_key=="product-discovery-kit"].reviewCount': 612,
        })
        .insert('after', 'steps[_key=="step-gender"].items[-1]', [{ _key: 'item-nonbinary', _type: 'item', text: 'Non-binary', value: 'non-binary' }]))
      // Gender before age: out, then back in before the age step.
      .patch('quiz-main', (patch) => patch.unset(['steps[_key=="step-gender"]']))
      .patch('quiz-main', (patch) => patch.insert('before', 'steps[_key=="step-age"]', [{ ...genderStep, items: [...((genderStep as { items?: unknown[] }).items ?? []), { _key: 'item-nonbinary', _type: 'item', text: 'Non-binary', value: 'non-binary' }] }]))
      .commit();

    const after = await within(2000, () => loadQuiz(source), (quiz) => quiz.ok && quiz.value.value.steps.findIndex((step) => step.id === 'gender') < quiz.value.value.steps.findIndex((step) => step.id === 'age'));
    assert.ok(after.ok);
    const steps = after.value.value.steps;
    assert.ok(steps.findIndex((step) => step.id === 'gender') < steps.findIndex((step) => step.id === 'age'), 'the reordered steps');
    assert.deepEqual(steps.find((step) => step.id === 'gender')?.items.at(-1), { _key: 'item-nonbinary', text: 'Non-binary', value: 'non-binary' });
    const raw = await sanityQuery(source)(QUIZ_RESULT_QUERY);
    assert.ok(raw.ok);
    const kitProduct = normalizeQuizResult(raw.value, shopperSide)?.value.productRecommends[0];
    assert.deepEqual(kitProduct?.price, { amount: 29.99, currency: 'USD' });
    assert.equal(kitProduct?.reviewCount, 612);

    const shopper = apps[1] as FastifyInstance;
    const profile = JSON.parse(readFileSync(new URL('../test-support/previous-release/quiz-meta.json', import.meta.url), 'utf8')) as { results: Array<Record<string, unknown>> };
    (profile.results[0] as Record<string, unknown>)['gender'] = 'non-binary';
    const stored = await shopper.inject({ method: 'POST', url: '/quiz-meta', payload: profile });
    assert.equal(stored.statusCode, 200, stored.body);
    const { id } = stored.json<{ id: string }>();
    const [row] = await testDb.db.query<{ profile: { gender: string }; unlisted_options: unknown[]; quiz_content: unknown }>(
      'SELECT profile, unlisted_options, quiz_content FROM quiz_meta WHERE id = $1', [id]);
    assert.equal(row?.profile.gender, 'non-binary', 'the new option is an option, not a flagged value');
    assert.deepEqual(row?.unlisted_options, []);
    const published = await merchant.getDocument('quiz-main');
    assert.deepEqual(row?.quiz_content, { dataset: 'staging', id: 'quiz-main', rev: published?._rev }, 'the answers name the revision they were judged by');
    const kit = await shopper.inject({ method: 'GET', url: `/quiz-meta/${id}/kit` });
    assert.equal(kit.statusCode, 200);
    assert.equal(kit.json<{ picks: unknown[] }>().picks.length, 4);
  });
});
