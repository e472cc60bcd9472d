/**
 * The results page paints its first screen at once and the sections below it one at a time, one per
 * frame (src/recommendation/RecommendationPage.tsx): no single long render-and-layout task for the
 * whole page.
 */
import { expect } from '@open-wc/testing';
import { toProfile } from '../../src/core/profile.ts';
import { configure } from '../../src/stores/config.ts';
import { $kitReasons, loadKitReasons } from '../../src/stores/kit-reasons.ts';
import { $marketing, $quizResult } from '../../src/stores/result.ts';
import { API, shadow } from '../support/fixtures.ts';
import { waitUntil } from '../support/wait.ts';
import { COMPLETE_ANSWERS, openRecommendation, waitForPage } from './recommendation-fixtures.ts';

/** Holds back the content queries whose GROQ contains `match` (sent through XMLHttpRequest) until released. */
function holdContentQuery(match: string): { release(): void; restore(): void } {
  const { open, send } = XMLHttpRequest.prototype;
  const held: Array<() => void> = [];
  let released = false;
  const matching = new WeakSet<XMLHttpRequest>();
  XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, method: string, url: string | URL, ...rest: unknown[]) {
    const target = new URL(String(url), location.href);
    if (target.pathname.includes('/data/query/') && (target.searchParams.get('query') ?? '').includes(match)) matching.add(this);
    return (open as (...args: unknown[]) => void).call(this, method, url, ...rest);
  } as typeof open;
  XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
    if (!matching.has(this) || released) return send.call(this, body);
    held.push(() => send.call(this, body));
  };
  return {
    release() {
      released = true;
      for (const go of held.splice(0)) go();
    },
    restore() {
      XMLHttpRequest.prototype.open = open;
      XMLHttpRequest.prototype.send = send;
    },
  };
}

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
      // The kit panel shows once the kit recommender answered, in whichever frame that lands: have the
      // answer in first, as the analysis screen does, so that only the page's own pacing is watched.
      configure({ apiHost: API });
      await loadKitReasons(toProfile(COMPLETE_ANSWERS));
      expect($kitReasons.get().status, 'the kit reasons, loaded before the page').to.equal('ready');
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

describe('the results page, on a direct load', () => {
  it('renders the first screen in a later task than the one its content arrived in, not within it', async () => {
    const hold = holdContentQuery('quizResult');
    try {
      const el = await openRecommendation({ version: 'A' });
      await waitUntil(() => el.shadowRoot?.textContent?.includes('Loading your recommendation'), 'the page waiting for its content');
      const inTheSameTask = new Promise<boolean>((resolve) => {
        const check = () => {
          if ($quizResult.get().status === 'loading' || $marketing.get().status === 'loading') return;
          stop();
          // Everything the stores' update triggers within this task runs as microtasks: let them all run.
          void (async () => {
            for (let hop = 0; hop < 50; hop += 1) await Promise.resolve();
            resolve(shadow(el).querySelector('.recommendation [data-section="hero"]') !== null);
          })();
        };
        const unsubscribe = [$quizResult.listen(check), $marketing.listen(check)];
        const stop = () => unsubscribe.forEach((off) => off());
      });
      hold.release();
      expect(await inTheSameTask, 'the first screen rendered within the task the content arrived in').to.equal(false);
      await waitForPage(el);
      expect(shadow(el).querySelector('#rec-hero-title')?.textContent, 'the first screen, once rendered').to.be.a('string').and.not.equal('');
    } finally {
      hold.restore();
    }
  });
});

describe('the results page, below its first screen', () => {
  it('lays out and paints a section only once the shopper scrolls near it', async () => {
    const el = await openRecommendation({ version: 'A' });
    const page = await waitForPage(el);
    const rendered = (section: string) => page.querySelector(`[data-section="${section}"] h2`)!.checkVisibility({ contentVisibilityAuto: true });
    expect(rendered('hero'), 'the first screen').to.equal(true);
    expect(rendered('faq'), 'the FAQ, far below the screen').to.equal(false);

    page.querySelector('[data-section="faq"]')!.scrollIntoView();
    await waitUntil(() => rendered('faq'), 'the FAQ rendered once scrolled to');
    expect(page.querySelector('[data-section="faq"]')!.getBoundingClientRect().height, 'the FAQ, at its own size').to.be.above(100);
  });
});
