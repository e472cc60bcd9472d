/**
 * The first screen paints its text before anything decorative is asked for (src/stores/decorations.ts,
 * src/core/after-paint.ts): its background picture, the next step's preloads. This file runs in a page
 * of its own, so the element's first screen here is the page's first.
 */
import { expect } from '@open-wc/testing';
import { backgroundUrl, imagesToPreload } from '../../src/components/stepImages.ts';
import { MOBILE_BACKGROUND_BELOW_PX } from '../../src/core/constants.ts';
import { shadow } from '../support/fixtures.ts';
import { openQuiz, quizSteps, stepName } from '../support/quiz.ts';
import { waitUntil } from '../support/wait.ts';

const requestedAt = (url: string) => performance.getEntriesByType('resource').find((entry) => entry.name === url)?.startTime;

describe('the first screen', () => {
  before(() => performance.setResourceTimingBufferSize(5000));

  it("paints its heading first; its background and the next step's pictures are asked for after, the background fading in", async () => {
    let atFirstHeading: { at: number; background: boolean } | null = null;
    const observer = new MutationObserver(() => {
      const root = document.querySelector('fragrance-quiz')?.shadowRoot;
      if (atFirstHeading || !root?.querySelector('h2[part="heading"]')) return;
      atFirstHeading = { at: performance.now(), background: Boolean(root.querySelector('.step-background')) };
    });
    const original = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function attachShadow(init) {
      const root = original.call(this, init);
      observer.observe(root, { childList: true, subtree: true });
      return root;
    };
    try {
      const el = await openQuiz(null);
      await waitUntil(() => atFirstHeading, 'the first heading');
      expect(atFirstHeading!.background, 'a background in the frame of the first heading').to.equal(false);

      const steps = quizSteps();
      const index = steps.findIndex((step) => step.name === stepName(el));
      const background = backgroundUrl(steps[index]!, innerWidth < MOBILE_BACKGROUND_BELOW_PX);
      if (!background) throw new Error('the seed\'s first step has a background');
      const pictures = [background, ...imagesToPreload(steps[index + 1])];
      await waitUntil(() => shadow(el).querySelector('.step-background'), 'the background, once the heading painted');
      expect(shadow(el).querySelector('.step-background')?.classList.contains('fades-in'), 'fades in').to.equal(true);
      await waitUntil(() => pictures.every((url) => requestedAt(url) !== undefined), 'every picture asked for');
      for (const url of pictures) expect(requestedAt(url), `${url} asked for after the heading`).to.be.above(atFirstHeading!.at);
    } finally {
      Element.prototype.attachShadow = original;
      observer.disconnect();
    }
  });
});
