/**
 * Images (docs/behaviour.md "Step screen"): the next step's images are preloaded, the mobile background is used
 * below 719 px when there is one, and the cta step uses the bundled background.
 * The preloading test runs first, while this page has loaded none of the images it checks.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait.ts';
import { setViewport } from '@web/test-runner-commands';
import { CTA_BACKGROUND_URL } from '../../src/components/bundledImages.ts';
import { backgroundUrl, imagesToPreload, stepImage } from '../../src/components/stepImages.ts';
import type { Step } from '../../src/core/types.ts';
import { shadow } from '../support/fixtures.ts';
import { COMPLETE_ANSWERS, holdBackendPosts, openQuiz, quizStep } from '../support/quiz.ts';

const requested = () => new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
const backgroundOf = (el: Element) => (shadow(el).querySelector('.step-background') as HTMLImageElement | null)?.src;

const bare: Step = { _key: 'k', id: 'x', name: 'x', type: 'transition', multiple: false, canNext: true, labelRange: [], items: [] };

describe('quiz: images', () => {
  // The dev server's many module requests fill the default buffer of 250 entries.
  before(() => {
    performance.clearResourceTimings();
    performance.setResourceTimingBufferSize(5000);
  });
  afterEach(() => setViewport({ width: 1024, height: 768 }));

  it('preloads the next step\'s background, mobile background and item images', async () => {
    const el = await openQuiz('/personality', COMPLETE_ANSWERS);
    const travel = quizStep('travel');
    const expected = imagesToPreload(travel);
    expect(expected).to.include.members([travel.background?.url, travel.backgroundMobile?.url, ...travel.items.map((item) => item.image?.url)]);
    expect(expected.length).to.equal(2 + travel.items.length);
    await waitUntil(() => expected.every((url) => requested().has(url)), `not preloaded: ${expected.filter((url) => !requested().has(url)).join(', ')}`);
    // Only preloaded: nothing on the page shows them yet.
    const shown = [...shadow(el).querySelectorAll('img')].map((img) => img.src);
    expect(shown.filter((src) => expected.includes(src))).to.deep.equal([]);
  });

  it('preloads the question image of an interstitial', async () => {
    await openQuiz('/travel', COMPLETE_ANSWERS);
    const image = quizStep('scentstory').image?.url as string;
    await waitUntil(() => requested().has(image), 'the interstitial image was not preloaded');
  });

  it('uses the mobile background at 718 px and the desktop one at 720 px', async () => {
    await setViewport({ width: 718, height: 800 });
    const el = await openQuiz('/gender', COMPLETE_ANSWERS);
    const step = quizStep('gender');
    expect(step.backgroundMobile?.url).to.match(/750x1334/);
    await waitUntil(() => backgroundOf(el) === step.backgroundMobile?.url, `mobile background expected, got ${backgroundOf(el) ?? ''}`);
    await setViewport({ width: 720, height: 800 });
    await waitUntil(() => backgroundOf(el) === step.background?.url, `desktop background expected, got ${backgroundOf(el) ?? ''}`);
    await setViewport({ width: 718, height: 800 });
    await waitUntil(() => backgroundOf(el) === step.backgroundMobile?.url, 'back to the mobile background');
  });

  it('uses the fixed bundled background on the cta step', async () => {
    const release = holdBackendPosts();
    try {
      const el = await openQuiz('/results', COMPLETE_ANSWERS);
      await waitUntil(() => backgroundOf(el) === CTA_BACKGROUND_URL, `the bundled background expected, got ${backgroundOf(el) ?? 'none'}`);
    } finally {
      release();
    }
  });

  it('chooses backgrounds, question images and preloads from image objects and plain URLs', () => {
    const desktop = { url: 'https://cdn.example/d.svg', altText: '' };
    const mobile = { url: 'https://cdn.example/m.svg', altText: '' };
    expect(backgroundUrl({ ...bare, background: desktop }, true)).to.equal(desktop.url);
    expect(backgroundUrl({ ...bare, background: desktop, backgroundMobile: mobile }, true)).to.equal(mobile.url);
    expect(backgroundUrl({ ...bare, background: desktop, backgroundMobile: mobile }, false)).to.equal(desktop.url);
    expect(backgroundUrl({ ...bare, backgroundUrl: 'd.svg', backgroundMobileUrl: 'm.svg' }, true)).to.equal('m.svg');
    expect(backgroundUrl(bare, true)).to.equal(undefined);

    expect(stepImage({ ...bare, imageUrl: 'plain.svg', image: { url: 'object.svg', altText: 'A bottle' } })).to.deep.equal({ url: 'plain.svg', altText: 'A bottle' });
    expect(stepImage({ ...bare, image: { url: 'object.svg', altText: 'A bottle', width: 4, height: 3 } })?.width).to.equal(4);

    const step: Step = {
      ...bare, background: desktop, backgroundMobile: mobile, backgroundUrl: desktop.url, imageUrl: 'i.svg',
      items: [{ _key: 'a', text: 'A', value: 'a', image: { url: 'a.svg', altText: '' } }, { _key: 'b', text: 'B', value: 'b' }],
    };
    expect(imagesToPreload(step)).to.deep.equal([desktop.url, mobile.url, 'i.svg', 'a.svg']);
    expect(imagesToPreload(undefined)).to.deep.equal([]);
  });
});
