/**
 * Accessibility and small screens: zero axe violations on every step type (and the age picker
 * open), and no horizontal overflow at 320 px wide.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait.ts';
import { setViewport } from '@web/test-runner-commands';
import { shadow, waitFor } from '../support/fixtures.ts';
import { COMPLETE_ANSWERS, holdBackendPosts, openQuiz } from '../support/quiz.ts';

/** One step of each type and option kind in the seed quiz. */
const STEPS: Array<[path: string, what: string]> = [
  ['/aboutyou', 'transition'],
  ['/age', 'age picker'],
  ['/gender', 'screen of two steps (age and text options)'],
  ['/floral', 'rating grid'],
  ['/mood', 'screen of two steps (text options and image cards)'],
  ['/occasions', 'text options, multiple'],
  ['/loyalty', 'text options, small grid'],
  ['/personality', 'scale'],
  ['/travel', 'image cards, multiple'],
  ['/scentstory', 'image interstitial'],
  ['/colors', 'colour swatches, multiple'],
  ['/favorites', 'search (perfume picker)'],
  ['/email', 'email (results by e-mail)'],
  ['/results', 'cta'],
];

/** Visible elements of the quiz whose box reaches past the window's right edge. */
function overflowing(el: Element): string[] {
  const width = document.documentElement.clientWidth;
  return [...shadow(el).querySelectorAll<HTMLElement>('*')]
    .filter((node) => !node.closest('.visually-hidden') && !node.classList.contains('step-background'))
    .filter((node) => node.getClientRects().length > 0)
    .filter((node) => {
      const rect = node.getBoundingClientRect();
      return rect.width > 0 && (rect.right > width + 0.5 || rect.left < -0.5);
    })
    .map((node) => `${node.tagName.toLowerCase()}.${node.className}`);
}

describe('quiz: accessibility', () => {
  let release: () => void;
  // The cta step's analysis (another issue's work) must not move on while it is checked.
  beforeEach(() => { release = holdBackendPosts(); });
  afterEach(async () => {
    release();
    await setViewport({ width: 1024, height: 768 });
  });

  for (const [path, what] of STEPS) {
    it(`has no axe violations on a ${what} step (${path})`, async () => {
      const el = await openQuiz(path, COMPLETE_ANSWERS);
      await expect(el).to.be.accessible();
    });
  }

  it('names each option once: the control carries the name, its visible text is hidden from assistive technology', async () => {
    for (const path of ['/loyalty', '/smells', '/colors', '/personality']) {
      const el = await openQuiz(path, COMPLETE_ANSWERS);
      for (const label of shadow(el).querySelectorAll<HTMLLabelElement>('label.choice')) {
        const input = label.querySelector('input') as HTMLInputElement;
        const text = label.querySelector('.choice-text') as HTMLElement;
        expect(input.getAttribute('aria-label'), `${path}: the control's name`).to.match(new RegExp(`^${text.textContent?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') ?? ''}(, .+)?$`));
        expect(text.getAttribute('aria-hidden'), `${path}: "${text.textContent ?? ''}" read a second time`).to.equal('true');
      }
    }
  });

  it('keeps room for the sticky bar below a control scrolled into view (focus never hidden under it)', async () => {
    await setViewport({ width: 375, height: 667 });
    const el = await openQuiz('/smells', COMPLETE_ANSWERS);
    const inputs = [...shadow(el).querySelectorAll<HTMLInputElement>('label.choice input')];
    const bar = shadow(el).querySelector('nav') as HTMLElement;
    for (const input of inputs) {
      input.focus();
      const label = input.closest('label') as HTMLElement;
      expect(label.getBoundingClientRect().bottom, `${input.getAttribute('aria-label') ?? ''} under the bar`).to.be.at.most(bar.getBoundingClientRect().top + 1);
    }
  });

  it('has no axe violations with the age picker open', async () => {
    const el = await openQuiz('/age', COMPLETE_ANSWERS);
    // The picker's code loads after the first step (src/questions/lazyQuestions.ts).
    const year = await waitFor(el, '[role="combobox"]');
    year.click();
    await waitUntil(() => year.getAttribute('aria-expanded') === 'true', 'list did not open');
    await expect(el).to.be.accessible();
  });

  for (const [path, what] of STEPS) {
    it(`fits 320 px without horizontal overflow: ${what}`, async () => {
      await setViewport({ width: 320, height: 640 });
      const el = await openQuiz(path, COMPLETE_ANSWERS);
      expect(overflowing(el)).to.deep.equal([]);
      expect(document.documentElement.scrollWidth).to.be.at.most(320);
    });
  }
});
