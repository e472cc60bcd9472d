/**
 * The results page paints its first screen at once and the sections below it one at a time, one per
 * frame (src/recommendation/RecommendationPage.tsx): no single long render-and-layout task for the
 * whole page.
 */
import { expect } from '@open-wc/testing';
import { shadow } from '../support/fixtures.ts';
import { waitUntil } from '../support/wait.ts';
import { openRecommendation, waitForPage } from './recommendation-fixtures.ts';

/** Every `data-section` as it enters the shadow root, with the number of the frame it entered in. */
function watchSections(root: ShadowRoot): { arrivals: Array<{ section: string; frame: number }>; stop(): void } {
  const arrivals: Array<{ section: string; frame: number }> = [];
  const seen = new Set<string>();
  let frame = 0;
  let counting = true;
  const count = () => {
    if (!counting) return;
    frame += 1;
    requestAnimationFrame(count);
  };
  requestAnimationFrame(count);
  const observer = new MutationObserver(() => {
    for (const section of root.querySelectorAll<HTMLElement>('.recommendation > section[data-section]')) {
      const name = section.dataset['section']!;
      if (!seen.has(name)) {
        seen.add(name);
        arrivals.push({ section: name, frame });
      }
    }
  });
  observer.observe(root, { childList: true, subtree: true });
  return { arrivals, stop: () => { counting = false; observer.disconnect(); } };
}

describe('the results page, as it appears', () => {
  for (const [version, firstScreen] of [['A', ['hero', 'ai-results']], ['B', ['products']]] as const) {
    it(`variant ${version}: the first screen together, then each section below it in a later frame than the one before`, async () => {
      const el = await openRecommendation({ version });
      await waitUntil(() => el.shadowRoot, 'the shadow root');
      const watch = watchSections(shadow(el));
      await waitForPage(el);
      watch.stop();

      const { arrivals } = watch;
      expect(arrivals.slice(0, firstScreen.length).map(({ section }) => section)).to.deep.equal([...firstScreen]);
      expect(new Set(arrivals.slice(0, firstScreen.length).map(({ frame }) => frame)).size, 'the first screen in one update').to.equal(1);
      const later = arrivals.slice(firstScreen.length);
      expect(later.length, 'sections below the first screen').to.be.at.least(5);
      for (let index = 1; index < later.length; index += 1) {
        expect(later[index]!.frame, `${later[index]!.section} after ${later[index - 1]!.section}`).to.be.above(later[index - 1]!.frame);
      }
      expect(later[0]!.frame, `${later[0]!.section} after the first screen`).to.be.above(arrivals[0]!.frame);
    });
  }
});
