/**
 * Steps known by identity end to end: events from the element (step key, quiz document, fingerprint,
 * dataset) through POST /events into the funnel, across a reorder of the live quiz and two datasets on one
 * server; the step list's history is never read by position.
 */
import assert from 'node:assert/strict';
import { beforeEach, it } from 'node:test';
import { quizFingerprint } from '../../contract/event-identity.ts';
import { DatasetStore, type SanityDocument } from '../content/datasets.ts';
import { forEachDatabase, useApp } from '../test-support/app.ts';
import type { Funnel } from './insights-queries.ts';

const TOKEN = 'identity-test-token-0123456789abcdef';

interface StepDoc { _key: string; _type: 'step'; id: string; name: string; type: string; heading: string }
const step = (id: string, heading: string): StepDoc => ({ _key: `key-${id}`, _type: 'step', id, name: id, type: 'select', heading });

/** Content the test changes at will: each call to `publish` is a new content version, as a mutation makes. */
class EditableDatasets extends DatasetStore {
  readonly content = new Map<string, SanityDocument[]>();
  publish(dataset: string, quizId: string, steps: StepDoc[]): void {
    this.content.set(dataset, [{ _id: quizId, _type: 'quiz', name: quizId, steps }]);
  }
  override documents(dataset: string): SanityDocument[] | null {
    return this.content.get(dataset) ?? null;
  }
}

const AGE = step('age', 'When were you born?');
const GENDER = step('gender', 'How do you identify?');
const MOOD = step('mood', 'Which mood suits you?');

forEachDatabase('step identity in the funnel', (target) => {
  const datasets = new EditableDatasets('/nonexistent');
  const t = useApp(target, { datasets, config: { insightsToken: TOKEN } });
  let cookie = '';
  beforeEach(async () => {
    await t.db.exec('TRUNCATE insights_shoppers, insights_shopper_steps, insights_step_labels');
    datasets.publish('staging', 'quiz-main', [AGE, GENDER, MOOD]);
    datasets.publish('holiday', 'quiz-holiday', [step('gender', 'Who is the gift for?'), step('age', 'How old are they?')]);
    cookie ||= String((await t.app.inject({ method: 'POST', url: '/insights/login', payload: { token: TOKEN } })).headers['set-cookie']).split(';')[0] as string;
  });

  /** What the element sends for one shopper walking `steps` of the quiz it loaded, then completing. */
  function journey(anonymousId: string, dataset: string, quizId: string, steps: StepDoc[], complete = true) {
    const quizRevision = quizFingerprint(quizId, steps);
    const events: object[] = steps.map((s, index) => ({
      name: 'quiz_step_view', anonymousId,
      properties: { stepId: s.id, stepName: s.name, index, stepKey: s._key, quizDocId: quizId, quizRevision, dataset, variant: 'A' },
    }));
    if (complete) events.push({ name: 'quiz_complete', anonymousId, properties: { variant: 'A' } });
    return events;
  }
  const send = async (events: object[]) => {
    const response = await t.app.inject({ method: 'POST', url: '/events', payload: { events } });
    assert.equal(response.statusCode, 202, response.body);
  };
  const funnelReport = async (query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `/insights/api/funnel${query}`, headers: { cookie } });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as Funnel;
  };

  it('a step reordered in the content keeps its history: no false drop-off, labels by question in the live order', async () => {
    for (let i = 0; i < 6; i++) await send(journey(`done-${i}`, 'staging', 'quiz-main', [AGE, GENDER, MOOD]));
    for (let i = 0; i < 4; i++) await send(journey(`left-${i}`, 'staging', 'quiz-main', [AGE], false));
    // The merchant moves "mood" first; one shopper sees it and leaves. By position, this shopper's "mood"
    // would have named step 1 for all eleven: the false 99.9 % drop-off of the demo month.
    datasets.publish('staging', 'quiz-main', [MOOD, AGE, GENDER]);
    await send(journey('after-0', 'staging', 'quiz-main', [MOOD], false));

    const funnel = await funnelReport();
    assert.equal(funnel.started, 11);
    assert.equal(funnel.completed, 6);
    assert.deepEqual(funnel.steps.map((s) => [s.stepName, s.reached, s.dropOff]), [
      ['Which mood suits you?', 7, 0], ['When were you born?', 10, 4], ['How do you identify?', 6, 0],
    ]);
    assert.ok(funnel.steps.every((s) => s.dropOffRate < 0.5), 'no false drop-off at "mood"');
  });

  it('two datasets on one server stay apart, each labelled by its own quiz', async () => {
    for (let i = 0; i < 5; i++) await send(journey(`main-${i}`, 'staging', 'quiz-main', [AGE, GENDER, MOOD]));
    const holiday = [step('gender', 'Who is the gift for?'), step('age', 'How old are they?')];
    for (let i = 0; i < 3; i++) await send(journey(`gift-${i}`, 'holiday', 'quiz-holiday', holiday.slice(0, 1), false));

    const funnel = await funnelReport();
    assert.deepEqual(funnel.quizzes, [
      { dataset: 'staging', quizId: 'quiz-main', started: 5, completed: 5 },
      { dataset: 'holiday', quizId: 'quiz-holiday', started: 3, completed: 0 },
    ]);
    assert.deepEqual(funnel.steps.map((s) => [s.dataset, s.stepName, s.reached, s.dropOff]), [
      ['staging', 'When were you born?', 5, 0], ['staging', 'How do you identify?', 5, 0], ['staging', 'Which mood suits you?', 5, 0],
      ['holiday', 'Who is the gift for?', 3, 3],
    ]);
  });

  it('a step another revision had is stored flagged and left out; the same claim against the live revision is a 400', async () => {
    const gone = step('season', 'Call support: +1-555-0100');
    const stale = quizFingerprint('quiz-main', [AGE, gone]);
    const view = (quizRevision: string) => ({ name: 'quiz_step_view', anonymousId: 'tab', properties: {
      stepId: 'season', stepName: 'season', index: 1, stepKey: gone._key, quizDocId: 'quiz-main', quizRevision, dataset: 'staging',
    } });
    await send([view(stale)]);
    const [row] = await t.db.query<{ excluded: string; step_key: string }>('SELECT excluded, step_key FROM quiz_events');
    assert.deepEqual(row, { excluded: 'unverified', step_key: '' });
    assert.deepEqual((await funnelReport()).steps, []);

    const live = quizFingerprint('quiz-main', [AGE, GENDER, MOOD]);
    const refused = await t.app.inject({ method: 'POST', url: '/events', payload: view(live) });
    assert.equal(refused.statusCode, 400);
    assert.match(refused.body, /properties\/stepId/);
    const wrongKey = { name: 'quiz_step_view', properties: { stepId: 'age', stepName: 'age', index: 0, stepKey: 'key-mood', quizRevision: live } };
    assert.equal((await t.app.inject({ method: 'POST', url: '/events', payload: wrongKey })).statusCode, 400);
    const badDataset = { name: 'quiz_step_view', properties: { stepId: 'age', index: 0, dataset: '../etc' } };
    assert.match((await t.app.inject({ method: 'POST', url: '/events', payload: badDataset })).body, /properties\/dataset/);
  });

  it('the previous element\'s step events (id, name, position only) count under the step\'s identity', async () => {
    await send([{ name: 'quiz_step_view', anonymousId: 'old-tab', properties: { stepId: 'gender', stepName: 'gender', index: 1 } }]);
    const funnel = await funnelReport();
    assert.deepEqual(funnel.steps.map((s) => [s.stepKey, s.stepName, s.reached]), [['key-gender', 'How do you identify?', 1]]);
  });
});
