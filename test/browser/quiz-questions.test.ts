/**
 * Each question type by mouse and by keyboard (docs/behaviour.md "Question types"): text options, scales,
 * colour swatches, image cards, transitions and interstitials, and the common step parts.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait.ts';
import { resetMouse } from '@web/test-runner-commands';
import { COLOR_PALETTE } from '../../src/core/constants.ts';
import { capitalizeWords } from '../../src/questions/ChoiceQuestion.tsx';
import { nextFrame } from '../support/clock.ts';
import { shadow } from '../support/fixtures.ts';
import {
  choice, choiceInput, click, COMPLETE_ANSWERS, focused, holdBackendPosts, nextLink, openQuiz, press, quizStep, stepName,
  storedAnswers, tabIntoStep, waitForStep,
} from '../support/quiz.ts';

const answered = (id: string, value: unknown) => waitUntil(
  () => JSON.stringify(storedAnswers()[id]) === JSON.stringify(value),
  `answer ${id} is ${JSON.stringify(storedAnswers()[id])}, expected ${JSON.stringify(value)}`,
);
const inputs = (el: Element) => [...shadow(el).querySelectorAll<HTMLInputElement>('label.choice input')];

/**
 * An automatic advance happens in the same event as the choice that triggers it and announces itself with
 * `fq-answer`; once the answer is stored and a frame has passed, no such event means no advance.
 */
let continued: string[] = [];
const recordContinue = (event: HTMLElementEventMap['fq-answer']) => {
  if (event.detail.direction === 'continue') continued.push(event.detail.stepName);
};
async function expectNoAdvanceFrom(el: Element, step: string): Promise<void> {
  await nextFrame();
  expect(continued, `moved on from ${step}`).to.deep.equal([]);
  expect(stepName(el)).to.equal(step);
}

describe('quiz: question types', () => {
  beforeEach(() => {
    continued = [];
    document.addEventListener('fq-answer', recordContinue);
  });
  afterEach(async () => {
    document.removeEventListener('fq-answer', recordContinue);
    await resetMouse();
  });

  describe('common parts', () => {
    it('shows heading and subHeading inside the step section', async () => {
      const el = await openQuiz('/personality', COMPLETE_ANSWERS);
      const section = shadow(el).querySelector('section[part="step"]') as HTMLElement;
      const step = quizStep('personality');
      expect(section.querySelector('h2')?.textContent).to.equal(step.heading);
      expect(section.querySelector('.sub-heading')?.textContent).to.equal(step.subHeading);
      expect(section.getAttribute('aria-labelledby')).to.equal(section.querySelector('h2')?.id);
    });

    it('uses the dark bar on questions and the light bar on transition and cta steps', async () => {
      const question = await openQuiz('/loyalty', COMPLETE_ANSWERS);
      expect(shadow(question).querySelector('nav')?.className).to.equal('nav-bar');
      const transition = await openQuiz('/aboutyou', COMPLETE_ANSWERS);
      expect(shadow(transition).querySelector('nav')?.className).to.equal('nav-bar light');
      const release = holdBackendPosts();
      try {
        const cta = await openQuiz('/results', COMPLETE_ANSWERS);
        expect(shadow(cta).querySelector('nav')?.className).to.equal('nav-bar light');
      } finally {
        release();
      }
    });
  });

  describe('text options (select)', () => {
    it('lays out a grid, a small one below 4 items', async () => {
      const four = await openQuiz('/gender', COMPLETE_ANSWERS);
      const grid = shadow(four).querySelector('[role="radiogroup"]');
      expect(grid?.classList.contains('options-grid')).to.equal(true);
      expect(grid?.classList.contains('small')).to.equal(false);
      const three = await openQuiz('/loyalty', COMPLETE_ANSWERS);
      expect(shadow(three).querySelector('[role="radiogroup"]')?.classList.contains('small')).to.equal(true);
      expect(inputs(three).map((input) => input.type)).to.deep.equal(['radio', 'radio', 'radio']);
    });

    it('single choice by mouse stores the value and advances', async () => {
      const el = await openQuiz('/loyalty', COMPLETE_ANSWERS);
      await click(choice(el, 'Always looking'));
      await waitForStep(el, 'almostthere');
      expect(storedAnswers()['loyal_scent_play_the_field']).to.equal('1');
    });

    it('single choice by keyboard: arrows select without advancing, Space on the chosen one advances', async () => {
      const { loyal_scent_play_the_field: _unanswered, ...answers } = COMPLETE_ANSWERS;
      const el = await openQuiz('/loyalty', answers);
      await tabIntoStep(el);
      await press('ArrowDown', 'ArrowDown');
      await answered('loyal_scent_play_the_field', '1');
      await expectNoAdvanceFrom(el, 'loyalty');
      expect(focused(el)).to.equal(choiceInput(el, 'Always looking'));
      await press('Space');
      await waitForStep(el, 'almostthere');
    });

    it('multiple choice uses checkboxes that toggle by mouse and by keyboard, and never auto-advance', async () => {
      const el = await openQuiz('/occasions', { year: 1990, month: 'May', perfumes_usual_rotation: '2' });
      expect(shadow(el).querySelector('[role="group"]')).to.not.equal(null);
      const occasions = [...shadow(el).querySelectorAll<HTMLInputElement>('.screen-part[data-step="occasions"] label.choice input')];
      expect(occasions.length).to.equal(7);
      expect(occasions.every((input) => input.type === 'checkbox')).to.equal(true);
      await click(choice(el, 'At work'));
      await click(choice(el, 'Weekends'));
      await click(choice(el, 'At work'));
      await answered('when_like_wear_fragrance', ['weekends']);
      await tabIntoStep(el);
      await press('Space');
      await answered('when_like_wear_fragrance', ['weekends', 'daytime']);
      expect(stepName(el)).to.equal('occasions');
      // Enter continues once the whole screen is answered (its rotation step is).
      await press('Enter');
      await waitForStep(el, 'scenttypes');
    });
  });

  describe('scales (range)', () => {
    it('shows the labelRange labels above numbered options', async () => {
      const el = await openQuiz('/personality', COMPLETE_ANSWERS);
      const labels = shadow(el).querySelector('.range-labels') as HTMLElement;
      const group = shadow(el).querySelector('[role="radiogroup"]') as HTMLElement;
      expect([...labels.children].map((span) => span.textContent)).to.deep.equal(['Very introverted', 'Very extroverted']);
      expect(labels.compareDocumentPosition(group) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
      expect(labels.getBoundingClientRect().bottom).to.be.at.most(group.getBoundingClientRect().top + 1);
      expect([...group.querySelectorAll('.choice-text')].map((span) => span.textContent)).to.deep.equal(['1', '2', '3', '4', '5']);
      expect(choiceInput(el, '1').getAttribute('aria-label')).to.equal('1, Very introverted');
      expect(choiceInput(el, '5').getAttribute('aria-label')).to.equal('5, Very extroverted');
    });

    it('by mouse: a choice stores the value and advances', async () => {
      const el = await openQuiz('/personality', COMPLETE_ANSWERS);
      await click(choice(el, '2'));
      await waitForStep(el, 'travel');
      expect(storedAnswers()['in_extroverted_point']).to.equal('1');
    });

    it('by keyboard: arrows move within the group without advancing; Enter advances', async () => {
      const el = await openQuiz('/personality', { year: 1990, month: 'May' });
      await tabIntoStep(el);
      await press('ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowLeft');
      await answered('in_extroverted_point', '2');
      await expectNoAdvanceFrom(el, 'personality');
      await press('Enter');
      await waitForStep(el, 'travel');
    });
  });

  describe('colour swatches', () => {
    it('shows named circles in the palette colours, white with a border, labelled by name', async () => {
      const el = await openQuiz('/colors', COMPLETE_ANSWERS);
      for (const { name, hex } of COLOR_PALETTE) {
        const label = choice(el, name);
        const swatch = label.querySelector('.swatch') as HTMLElement;
        const style = getComputedStyle(swatch);
        const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
        expect(style.backgroundColor, name).to.equal(`rgb(${r}, ${g}, ${b})`);
        expect(style.borderRadius, name).to.equal('50%');
        expect(parseFloat(style.borderTopWidth) > 0, `${name} border`).to.equal(name === 'white');
        expect(label.querySelector('input')?.value).to.equal(hex);
        expect(label.textContent?.trim()).to.equal(name);
      }
    });

    it('multiple colours by mouse store the hex codes', async () => {
      const { color_these_you_love1: _none, ...answers } = COMPLETE_ANSWERS;
      const el = await openQuiz('/colors', answers);
      expect(inputs(el).every((input) => input.type === 'checkbox')).to.equal(true);
      await click(choice(el, 'purple'));
      await click(choice(el, 'black'));
      await answered('color_these_you_love1', ['#BE89FF', '#000000']);
      expect(stepName(el)).to.equal('colors');
    });

    it('asks for colours once: the mood step names moods, each answering with a palette colour', async () => {
      const el = await openQuiz('/mood', COMPLETE_ANSWERS);
      expect(shadow(el).querySelectorAll('.swatch').length).to.equal(0);
      await click(choice(el, 'Dreamy'));
      await answered('color_these_you_love3', '#BE89FF');
      await expectNoAdvanceFrom(el, 'mood');
    });
  });

  describe('rating grid (rating steps sharing a screen)', () => {
    const rows = (el: Element) => [...shadow(el).querySelectorAll<HTMLElement>('.rating-row')];
    const rating = (el: Element, step: string, value: string) =>
      shadow(el).querySelector<HTMLInputElement>(`.rating-row[data-step="${step}"] input[value="${value}"]`) as HTMLInputElement;

    it('shows a row per family, each a radio group named by the family, the scale ends named once', async () => {
      const el = await openQuiz('/freshfruit', COMPLETE_ANSWERS);
      expect(rows(el).map((row) => row.dataset['step'])).to.deep.equal(['freshfruit', 'herbal', 'oceanic', 'green', 'earthy']);
      for (const row of rows(el)) {
        const group = row.querySelector('[role="radiogroup"]') as HTMLElement;
        const name = shadow(el).getElementById(group.getAttribute('aria-labelledby') ?? '');
        expect(name?.querySelector('.rating-name')?.textContent).to.equal(quizStep(row.dataset['step'] ?? '').heading);
        expect([...group.querySelectorAll('input')].map((input) => input.getAttribute('aria-label'))).to.deep.equal(['1, Strongly dislike', '2', '3', '4', '5, Love']);
      }
      expect(shadow(el).querySelector('.rating-head')?.textContent).to.equal('Strongly dislikeLove');
    });

    it('by mouse and keyboard: a choice rates its row only, never moves on; Enter continues once every row is rated', async () => {
      const el = await openQuiz('/floral', { year: 1990, month: 'May' });
      await click(rating(el, 'floral', '5').closest('label') as Element);
      await answered('floral_scent_notes', '5');
      await expectNoAdvanceFrom(el, 'floral');
      rating(el, 'spicy', '1').focus();
      await press('ArrowRight', 'ArrowRight');
      await answered('warm_spicy_scent_notes', '3');
      await press('Enter');
      await expectNoAdvanceFrom(el, 'floral');
      expect(nextLink(el).getAttribute('aria-disabled'), 'four rows unrated').to.equal('true');
      for (const family of ['woody', 'citrus', 'sweet', 'tropical']) await click(rating(el, family, '4').closest('label') as Element);
      await waitUntil(() => nextLink(el).getAttribute('aria-disabled') === null, 'Next not enabled with every row rated');
      rating(el, 'tropical', '4').focus();
      await press('Enter');
      await waitForStep(el, 'freshfruit');
    });
  });

  describe('image cards', () => {
    it('shows each item image and its text with every word capitalised', async () => {
      const el = await openQuiz('/smells', COMPLETE_ANSWERS);
      const cards = [...shadow(el).querySelectorAll('label.choice')];
      const step = quizStep('smells');
      expect(cards.map((card) => card.querySelector('.choice-text')?.textContent)).to.deep.equal(step.items.map((item) => capitalizeWords(item.text)));
      expect(cards.map((card) => card.querySelector('img')?.src)).to.deep.equal(step.items.map((item) => item.image?.url));
      expect(choice(el, 'A Rose Garden')).to.not.equal(null);
      expect(capitalizeWords('rain on pavement')).to.equal('Rain On Pavement');
      expect(capitalizeWords('fresh-cut  grass')).to.equal('Fresh-Cut  Grass');
    });

    it('multiple cards by mouse and keyboard', async () => {
      const el = await openQuiz('/travel', { year: 1990, month: 'May' });
      await click(choice(el, 'Deserts'));
      await tabIntoStep(el);
      await press('Space');
      await answered('appeals', ['desert', 'beach']);
      expect(stepName(el)).to.equal('travel');
    });

    it('a single card is a radio choice by mouse, without auto-advance on a screen it shares', async () => {
      const el = await openQuiz('/moment', COMPLETE_ANSWERS);
      expect(inputs(el).every((input) => input.type === 'radio')).to.equal(true);
      await click(choice(el, 'A Starry Night'));
      await answered('color_these_you_love4', 'starry-night');
      await expectNoAdvanceFrom(el, 'mood');
    });
  });

  describe('transitions', () => {
    it('a transition shows its text and no form controls', async () => {
      const el = await openQuiz('/aboutyou');
      expect(shadow(el).querySelector('.transition-step .step-text')?.textContent).to.equal(quizStep('aboutyou').text);
      expect(shadow(el).querySelectorAll('input, [role="combobox"]').length).to.equal(0);
    });

    it('an interstitial shows the question image with its alt text', async () => {
      const el = await openQuiz('/scentstory', COMPLETE_ANSWERS);
      const image = shadow(el).querySelector('.interstitial-image') as HTMLImageElement;
      const step = quizStep('scentstory');
      expect(image.src).to.equal(step.image?.url);
      expect(image.alt).to.equal(step.image?.altText);
    });
  });
});
