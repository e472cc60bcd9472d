/**
 * A shopper walks the whole seed quiz, answering every step type, some by mouse and some by
 * keyboard, and ends on `#/recommendation`. The stored answers, the payload and the profile are then
 * compared with what those choices must give.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait.ts';
import { resetMouse } from '@web/test-runner-commands';
import type { AnswerDetail } from '../../src/core/events.ts';
import { toPayload } from '../../src/core/payload.ts';
import { toProfile } from '../../src/core/profile.ts';
import { shadow, waitFor } from '../support/fixtures.ts';
import {
  choice, choiceInput, click, focused, nextLink, openQuiz, press, stepName, storedAnswers, tabIntoStep, type, waitForStep,
} from '../support/quiz.ts';

const RATINGS: Array<[step: string, field: string, value: string]> = [
  ['floral', 'floral_scent_notes', '5'],
  ['spicy', 'warm_spicy_scent_notes', '2'],
  ['woody', 'woody_scent_notes', '4'],
  ['citrus', 'citrus_scent_notes', '3'],
  ['sweet', 'sweet_edible_notes', '1'],
  ['tropical', 'tropical_fruit_notes', '2'],
  ['freshfruit', 'fresh_fruit_notes', '4'],
  ['herbal', 'herbal_aromatic_notes', '3'],
  ['oceanic', 'aquatic_ocean_notes', '5'],
  ['green', 'green_notes', '4'],
  ['earthy', 'earthy_mossy_notes', '3'],
];

const EXPECTED_ANSWERS = {
  year: 1985,
  month: 'March',
  gender: 'female',
  country_spend: 'canada',
  country_part_did_live: 'coast',
  in_extroverted_point: '2',
  appeals: ['beach', 'forest'],
  often_wear_fragrance: '3',
  subtle_strong_scrent: '3',
  when_like_wear_fragrance: ['daytime', 'evenings out'],
  perfumes_usual_rotation: '3',
  scent_type_typically_prefer: ['fresh-clean', 'woody-earthy'],
  ...Object.fromEntries(RATINGS.map(([, field, value]) => [field, value])),
  color_these_you_love1: ['#7BB0FF', '#FFFFFF'],
  color_these_you_love2: ['fresh-laundry', 'bakery'],
  color_these_you_love3: '#7CCA7F',
  color_these_you_love4: 'golden-hour',
  loyal_scent_play_the_field: '0',
};

const { year: _year, month: _month, ...COPIED_ANSWERS } = EXPECTED_ANSWERS;
const EXPECTED_PAYLOAD = { ...COPIED_ANSWERS, age: { year: '1985', month: '3' }, yob: '1985', mob: '3' };

const EXPECTED_PROFILE = {
  age: { year: 1985 },
  gender: 'female',
  country_spend: 'canada',
  country_part_did_live: 'coast',
  in_extroverted_point: 2,
  appeals: ['beach', 'forest'],
  often_wear_fragrance: 3,
  perfumes_usual_rotation: 3,
  scent_type_typically_prefer: ['fresh-clean', 'woody-earthy'],
  when_like_wear_fragrance: ['daytime', 'evenings out'],
  subtle_strong_scrent: 3,
  color_these_you_love1: ['#7BB0FF', '#FFFFFF'],
  color_these_you_love2: ['fresh-laundry', 'bakery'],
  color_these_you_love3: ['#7CCA7F'],
  color_these_you_love4: ['golden-hour'],
  loyal_scent_play_the_field: 0,
  favorite_fragrances: [],
  floral_scent_notes: 5,
  warm_spicy_scent_notes: 2,
  woody_scent_notes: 4,
  citrus_scent_notes: 3,
  sweet_edible_notes: 1,
  tropical_fruit_notes: 2,
  fresh_fruit_notes: 4,
  herbal_aromatic_notes: 3,
  aquatic_ocean_notes: 5,
  green_notes: 4,
  earthy_mossy_notes: 3,
};

describe('quiz: a full walk through the seed quiz', () => {
  let shown: Array<string | null> = [];
  let answered: AnswerDetail[] = [];
  const recordStep = (event: HTMLElementEventMap['fq-step-change']) => shown.push(event.detail.stepName);
  const recordAnswer = (event: HTMLElementEventMap['fq-answer']) => answered.push(event.detail);
  beforeEach(() => {
    shown = [];
    answered = [];
    document.addEventListener('fq-step-change', recordStep);
    document.addEventListener('fq-answer', recordAnswer);
  });
  afterEach(async () => {
    document.removeEventListener('fq-step-change', recordStep);
    document.removeEventListener('fq-answer', recordAnswer);
    await resetMouse();
  });

  it('answers every step type by mouse and keyboard and reaches #/recommendation with the expected answers', async function () {
    this.timeout(60000);
    const el = await openQuiz(null);
    const root = shadow(el);
    const clickChoice = (text: string) => click(choice(el, text));

    const inStep = (step: string, text: string) => {
      const label = [...root.querySelectorAll<HTMLLabelElement>(`.screen-part[data-step="${step}"] label.choice`)]
        .find((candidate) => candidate.querySelector('.choice-text')?.textContent?.trim() === text);
      if (!label) throw new Error(`no choice "${text}" in step ${step}`);
      return label;
    };
    const rate = (step: string, value: string) =>
      root.querySelector<HTMLInputElement>(`.rating-row[data-step="${step}"] input[value="${value}"]`) as HTMLInputElement;

    await waitForStep(el, 'aboutyou', { hash: false });
    await click(nextLink(el));

    // About you: age and gender share a screen. The age defaults are stored at once; the year by typing,
    // the month by mouse; a choice there never moves on; Next by keyboard.
    await waitForStep(el, 'age');
    await waitUntil(() => storedAnswers()['year'] === 1990 && storedAnswers()['month'] === 'January', 'age defaults not stored');
    await tabIntoStep(el);
    expect(focused(el)?.getAttribute('role')).to.equal('combobox');
    await type('1985');
    await press('Enter');
    const [, monthBox] = [...root.querySelectorAll('[role="combobox"]')];
    await click(monthBox as Element);
    const march = [...root.querySelectorAll('[role="option"]')].find((option) => option.textContent === 'March') as Element;
    await click(march);
    await waitUntil(() => storedAnswers()['month'] === 'March' && storedAnswers()['year'] === 1985, 'age not stored');
    expect(focused(el)).to.equal(monthBox);
    await clickChoice('Female');
    expect(stepName(el), 'a choice on a shared screen does not move on').to.equal('age');
    // Next comes right after the answers in tab order (docs/design.md), then Back.
    await press('Tab');
    expect(focused(el)).to.equal(nextLink(el));
    await press('Enter');

    // Arrow keys only select; Enter continues once the screen is answered.
    await waitForStep(el, 'grewup');
    await tabIntoStep(el);
    await press('ArrowDown');
    await waitUntil(() => choiceInput(el, 'Canada').checked, 'arrow key did not select Canada');
    await press('Enter');
    expect(stepName(el), 'Enter with a question of the screen unanswered').to.equal('grewup');
    await clickChoice('By the coast');
    await press('Enter');

    await waitForStep(el, 'personality');
    await tabIntoStep(el);
    await press('ArrowRight', 'ArrowRight', 'Enter');

    await waitForStep(el, 'travel');
    await clickChoice('Beaches');
    await clickChoice('Forests');
    await click(nextLink(el));

    await waitForStep(el, 'scentstory');
    await click(nextLink(el));

    await waitForStep(el, 'frequency');
    await click(inStep('frequency', '4'));
    await click(inStep('strength', '4'));
    await click(nextLink(el));

    await waitForStep(el, 'occasions');
    await tabIntoStep(el);
    await press('Space', 'Tab', 'Tab', 'Space');
    await click(inStep('rotation', '3'));
    await press('Enter');

    await waitForStep(el, 'scenttypes');
    await clickChoice('Fresh & clean');
    await clickChoice('Woody & earthy');
    await click(nextLink(el));

    // The eleven ratings: two grids of radio rows; arrows move within a row, Enter continues once all are rated.
    for (const [index, [name, , value]] of RATINGS.entries()) {
      if (index === 0 || index === 6) await waitForStep(el, name);
      if (name === 'citrus') {
        rate(name, '1').focus();
        await press('ArrowRight', 'ArrowRight');
        await waitUntil(() => rate(name, value).checked, 'arrows did not rate citrus');
      } else {
        await click(rate(name, value).closest('label') as Element);
      }
      if (index === 5) await click(nextLink(el));
      if (index === 10) await press('Enter');
    }

    await waitForStep(el, 'colors');
    await clickChoice('blue');
    await clickChoice('white');
    await click(nextLink(el));

    await waitForStep(el, 'smells');
    await tabIntoStep(el);
    await press('Space');
    await clickChoice('A Bakery');
    await click(nextLink(el));

    // Right now: the mood (a word standing for a colour) and the moment share a screen.
    await waitForStep(el, 'mood');
    await tabIntoStep(el);
    await press('ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight');
    await waitUntil(() => choiceInput(el, 'Grounded').checked, 'arrows did not choose Grounded');
    await clickChoice('Golden Hour');
    await waitUntil(() => choiceInput(el, 'Golden Hour').checked, 'Golden Hour not chosen');
    expect(stepName(el), 'choices on a shared screen do not move on').to.equal('mood');
    await click(nextLink(el));

    // A single choice shows for a beat, then moves on by itself.
    await waitForStep(el, 'loyalty');
    await clickChoice('Like to change it up');

    await waitForStep(el, 'almostthere');
    await click(nextLink(el));

    // The perfume picker is optional: its Skip link moves on without a pick.
    await waitForStep(el, 'favorites');
    const skip = await waitFor(el, 'a.picker-skip');
    expect(skip.textContent?.trim()).to.equal('Skip');
    await click(skip);

    // Results by e-mail are optional too: Skip moves on, nothing is sent.
    await waitForStep(el, 'email');
    await click(await waitFor(el, 'a.email-skip'));

    // The final step shows, runs the analysis against the real backend (built-in composer) and, once it
    // succeeds, continues to the recommendation by itself: no click.
    await waitUntil(() => shown.includes('results'), `the final step did not show (steps: ${shown.join(', ')})`);
    await waitUntil(() => location.hash === '#/recommendation', `no automatic advance from the final step (on ${location.hash})`, { timeout: 30000 });
    expect(shown.at(-1), 'no step after the final one').to.equal('results');
    expect(shown.length, `screens walked: ${shown.join(', ')}`).to.be.at.most(20);
    expect(new Set(shown).size, 'no screen shown twice').to.equal(shown.length);
    const { stepName: from, direction, userInitiated } = answered.at(-1) as AnswerDetail;
    expect({ from, direction, userInitiated }, 'the analysis continued, not the shopper').to.deep.equal({ from: 'results', direction: 'continue', userInitiated: false });

    const { favorite_fragrances: favorites, ...answers } = storedAnswers();
    expect(favorites ?? []).to.deep.equal([]);
    expect(answers).to.deep.equal(EXPECTED_ANSWERS);
    expect(toPayload(storedAnswers())).to.deep.equal(EXPECTED_PAYLOAD);
    expect(toProfile(storedAnswers())).to.deep.equal(EXPECTED_PROFILE);

    // The quiz's history entries folded into the results' one: a single Back leaves the quiz.
    history.back();
    await waitUntil(() => location.hash === '', `one Back did not leave the quiz (on ${location.hash})`);
  });
});
