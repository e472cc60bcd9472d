/** The attribution window (contract/events.ts ATTRIBUTION_WINDOW_DAYS) at its edges. */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, beforeEach, it } from 'node:test';
import { ATTRIBUTION_WINDOW_DAYS } from '../../contract/events.ts';
import { forEachDatabase, stagingOptions, validProfile } from '../test-support/app.ts';
import type { TestDb } from '../test-support/test-db.ts';
import { findCompletionForOrder } from './orders.ts';
import { insertQuizMeta } from './quiz-meta.ts';

const COMPLETED = new Date(Date.UTC(2026, 2, 10, 12));
const WINDOW_MS = ATTRIBUTION_WINDOW_DAYS * 86_400_000;
const at = (offsetMs: number) => new Date(COMPLETED.getTime() + offsetMs);

forEachDatabase('order attribution window', (target) => {
  let t: TestDb;
  let quizId: string;
  before(async () => { t = await target.open(); });
  beforeEach(async () => {
    await t.db.exec('TRUNCATE gpt_content, quiz_meta');
    quizId = randomUUID();
    await insertQuizMeta(t.db, { id: quizId, cartToken: '', segmentAnonId: '', payload: {}, profile: validProfile(stagingOptions()), createdAt: COMPLETED });
  });
  after(async () => { await t?.dispose(); });

  const found = async (orderAt: Date) => (await findCompletionForOrder(t.db, { quizId, anonymousId: '' }, orderAt))?.quizId ?? null;

  it(`credits an order placed up to exactly ${ATTRIBUTION_WINDOW_DAYS} days after the quiz, not a second later`, async () => {
    assert.equal(await found(at(WINDOW_MS - 1000)), quizId);
    assert.equal(await found(at(WINDOW_MS)), quizId);
    assert.equal(await found(at(WINDOW_MS + 1000)), null);
  });

  it('credits an order stamped up to 5 minutes before the quiz (clock skew), not earlier', async () => {
    assert.equal(await found(at(-5 * 60_000)), quizId);
    assert.equal(await found(at(-5 * 60_000 - 1000)), null);
  });
});
