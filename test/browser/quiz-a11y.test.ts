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
  ['/gender', 'text options, single'],
  ['/occasions', 'text options, multiple'],
  ['/loyalty', 'text options, small grid'],
  ['/personality', 'scale'],
  ['/travel', 'image cards, multiple'],
  ['/moment', 'image cards, single'],
  ['/scentstory', 'image interstitial'],
  ['/colors', 'colour swatches, multiple'],
  ['/mood', 'colour swatches, single'],
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
