/**
 * Browser storage (docs/behaviour.md "Browser storage"; docs/decisions.md "Errors a shopper can see"): answers are
 * saved under `nw_quiz_answers` on every change; corrupted or hostile content is logged, discarded,
 * and the quiz starts clean.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait.ts';
import { resetMouse } from '@web/test-runner-commands';
import { ANSWERS_KEY, choice, click, openQuiz, recordConsoleErrors, storedAnswers, waitForStep } from '../support/quiz.ts';

const CORRUPTED: Array<[what: string, raw: string]> = [
  ['text that is not JSON', 'not json {'],
  ['a JSON array', '[1, 2, 3]'],
  ['a JSON string', '"gender"'],
  ['a __proto__ key (prototype pollution)', '{"__proto__": {"polluted": "yes"}, "gender": "female"}'],
  ['a constructor.prototype payload', '{"constructor": {"prototype": {"polluted": "yes"}}, "gender": "female"}'],
  ['an unsupported value', '{"gender": {"nested": true}}'],
];

describe('quiz: stored answers', () => {
  afterEach(() => resetMouse());

  it('saves every change under nw_quiz_answers', async () => {
    const el = await openQuiz('/age');
    await waitUntil(() => localStorage.getItem(ANSWERS_KEY) === '{"year":1990,"month":"January"}', 'defaults not saved');
    await click(choice(el, 'Male'));
    await waitUntil(() => storedAnswers()['gender'] === 'male', 'gender not saved');
    await click(el.shadowRoot?.querySelector('a[part="next"]') as HTMLElement);
    await waitForStep(el, 'grewup');
    expect(storedAnswers()).to.deep.equal({ year: 1990, month: 'January', gender: 'male' });
  });

  it('resumes from valid stored answers', async () => {
    const el = await openQuiz('/grewup', { year: 1990, month: 'May', gender: 'female' });
    await waitForStep(el, 'grewup');
  });

  for (const [what, raw] of CORRUPTED) {
    it(`discards ${what}: logs it and starts clean`, async () => {
      const errors = recordConsoleErrors();
      try {
        const el = await openQuiz('/grewup', raw);
        await waitForStep(el, 'aboutyou');
        expect(errors.calls.some((args) => String(args[0]).includes('Discarding stored answers')), 'no console.error').to.equal(true);
        expect(localStorage.getItem(ANSWERS_KEY)).to.equal(null);
        expect(({} as Record<string, unknown>)['polluted']).to.equal(undefined);
        expect(Object.prototype).to.not.have.property('polluted');
      } finally {
        errors.restore();
      }
    });
  }
});
