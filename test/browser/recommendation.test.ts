/** The recommendation pages (docs/behaviour.md "Recommendation pages", variants A, B and C). */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait.ts';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { variantACartLink } from '../../src/core/cart-links.ts';
import { CAROUSEL_LOCK_MS } from '../../src/core/constants.ts';
import type { AddToCartDetail, RecommendationViewDetail } from '../../src/core/events.ts';
import { fakePerformanceNow, nextFrame } from '../support/clock.ts';
import { shadow, waitFor } from '../support/fixtures.ts';
import {
  ANON_ID, COMPLETE_ANSWERS, KIT_VARIANT_ID, SAMPLER_VARIANT_ID, fakeAnalytics, openRecommendation, sectionsOf, text,
  waitForPage, type FakeAnalytics,
} from './recommendation-fixtures.ts';

const VARIANT_A_SECTIONS = ['hero', 'ai-results', 'kit', 'scent-profile', 'what-to-expect', 'testimonials', 'principles', 'difference', 'faq'];
const VARIANT_B_SECTIONS = ['products', 'kit', 'scent-profile', 'comparison', 'what-to-expect', 'testimonials', 'principles', 'difference', 'faq'];

function query<T extends Element = HTMLElement>(el: Element, selector: string): T {
  const found = shadow(el).querySelector<T>(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
}

function queryAll<T extends Element = HTMLElement>(el: Element, selector: string): T[] {
  return [...shadow(el).querySelectorAll<T>(selector)];
}

describe('recommendation route', () => {
  let analytics: FakeAnalytics;

  beforeEach(() => {
    analytics = fakeAnalytics();
  });

  afterEach(async () => {
    analytics.remove();
    await setViewport({ width: 800, height: 600 });
  });

  it('redirects to the first required step without an answer', async () => {
    const { gender: _gender, ...answers } = COMPLETE_ANSWERS;
    const el = await openRecommendation({ answers });
    await waitFor(el, 'h2[part="heading"]');
    expect(location.hash).to.equal('#/gender');
    expect(shadow(el).querySelector('.recommendation')).to.equal(null);
  });

  it('hides the host page\'s #MainContent', async () => {
    const el = await openRecommendation({ withMainContent: true });
    await waitForPage(el);
    await waitUntil(() => document.getElementById('MainContent')?.hidden, '#MainContent hidden');
  });

  describe('variant A', () => {
    it('shows the sections in the spec\'s order with their texts', async () => {
      const el = await openRecommendation();
      const page = await waitForPage(el);
      expect(page.dataset.variant).to.equal('A');
      expect(sectionsOf(page)).to.deep.equal(VARIANT_A_SECTIONS);

      const hero = query(el, '[data-section="hero"]');
      for (const phrase of ['Over 400,000 sold', 'Your Signature Scent Awaits', 'Complimentary U.S. shipping always',
        '4 expertly-crafted scents just for you', 'Discovery Kit cost applied to full-size purchase']) {
        expect(text(hero)).to.contain(phrase);
      }
      expect(text(query(el, '[data-section="ai-results"]'))).to.contain('Your results are in');
      expect(text(query(el, '[data-section="ai-results"] h2'))).to.equal('We Found The Best Match For You');

      const expect3 = query(el, '[data-section="what-to-expect"]');
      expect(text(expect3.querySelector('h2'))).to.equal('Signature Scent Discovery, Simplified');
      expect(text(expect3)).to.contain('Here’s what to expect.');
      expect([...expect3.querySelectorAll('li')].map((li) => text(li.lastElementChild))).to.deep.equal([
        '4 surprise scent samples handpicked for you',
        'An 89% success rate in matching you with 1 you love',
        'Test them at home',
        'Use a $25 credit for a full-size bottle',
      ]);

      expect(text(query(el, '[data-section="testimonials"] h2'))).to.equal('And It Works. Here’s What People Are Saying:');
      const principles = query(el, '[data-section="principles"]');
      expect(text(principles.querySelector('h2'))).to.equal('Our Principles');
      expect([...principles.querySelectorAll('h3')].map(text)).to.deep.equal(
        ['Made In USA', 'Beauty Standards', 'Cruelty Free', 'Planet Minded', 'Genderless']);
      expect(text(query(el, '[data-section="difference"] h2'))).to.equal('The Scentology Difference');
      expect(queryAll(el, '[data-section="difference"] .difference-points h3').map(text)).to.deep.equal(
        ['Matched, not guessed', 'Tried where you live', 'Nothing wasted']);
      // Variant A's buttons carry the kit price from the content: one main button (the hero's), the later
      // ones quieter and in their own words, so no screen shows two identical calls to action.
      expect(queryAll(el, '.add-to-cart').map((button) => [text(button), button.classList.contains('secondary')])).to.deep.equal([
        ['Add to cart · $24.99', false], ['Start with your kit · $24.99', true],
        ['Start with your kit · $24.99', true], ['Start with your kit · $24.99', true], ['Start with your kit · $24.99', true],
      ]);
      expect(queryAll(el, '[data-section="faq"] .accordion-item')).to.have.length(8);

      // Every section with a button, in order: hero, AI results, what to expect, principles, difference.
      expect(queryAll(el, '.add-to-cart').map((button) => button.dataset.section)).to.deep.equal(['1', '2', '7', '5', '6']);
    });

    it('numbers each non-empty line of the stored description and removes leading "- "', async () => {
      const el = await openRecommendation();
      await waitForPage(el);
      const items = queryAll(el, '.ai-lines li');
      expect(items.map((li) => text(li.querySelector('.ai-number')))).to.deep.equal(['01', '02', '03', '04']);
      expect(items.map((li) => text(li).replace(/^\d\d /, ''))).to.deep.equal([
        'A quiet confidence that lingers after you leave the room',
        'Soft and bright, never loud',
        'Like a sunlit walk on the first warm day of spring',
        'Your wild card: science cannot always predict desire',
      ]);
    });

    it('shows "Analyzing Your Results..." with an animation until the analysis writes a description', async () => {
      const original = window.fetch;
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => { release = resolve; });
      window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input instanceof Request ? input.url : input);
        if (url.endsWith('/quiz-meta')) await held;
        // The backend rate-limits the description per client; every browser test shares it.
        if (url.endsWith('/ai/description')) {
          return new Response(JSON.stringify({ content: '- fresh one\n- fresh two', source: 'composer' }), { headers: { 'content-type': 'application/json' } });
        }
        return original(input, init);
      };
      try {
        const el = await openRecommendation({ description: null, analysed: false });
        await waitForPage(el);
        const section = query(el, '[data-section="ai-results"]');
        expect(text(section.querySelector('h2'))).to.equal('Analyzing Your Results...');
        expect(section.querySelector('.analyzing-dots')).to.not.equal(null);
        expect(section.getAttribute('aria-busy')).to.equal('true');
        expect(section.querySelector('.ai-lines')).to.equal(null);
        release();
        await waitUntil(() => section.querySelector('.ai-lines'), 'the description after the analysis');
        expect(queryAll(el, '.ai-lines li').map((li) => text(li))).to.deep.equal(['01 fresh one', '02 fresh two']);
        expect(text(section.querySelector('h2'))).to.equal('We Found The Best Match For You');
        expect(localStorage.getItem('gpt_content')).to.equal('- fresh one\n- fresh two');
      } finally {
        release();
        window.fetch = original;
      }
    });

    it('times GET /checkout (no-cors) on the page origin and logs it with console.info', async () => {
      const original = window.fetch;
      const originalInfo = console.info;
      const calls: Array<{ url: string; init: RequestInit | undefined }> = [];
      const infos: string[] = [];
      window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
        calls.push({ url: String(input instanceof Request ? input.url : input), init });
        return original(input, init);
      };
      console.info = (...args: unknown[]) => { infos.push(String(args[0])); };
      try {
        const el = await openRecommendation();
        await waitForPage(el);
        await waitUntil(() => infos.some((line) => line.includes('/checkout')), 'checkout timing logged');
      } finally {
        window.fetch = original;
        console.info = originalInfo;
      }
      const checkout = calls.find((call) => call.url === `${location.origin}/checkout`);
      expect(checkout?.init?.mode).to.equal('no-cors');
      expect(infos.find((line) => line.includes('/checkout'))).to.match(/\d+ ms/);
    });

    it('never throws when the checkout timing fails, only logs', async () => {
      const original = window.fetch;
      const originalError = console.error;
      const errors: string[] = [];
      window.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
        (String(input).endsWith('/checkout') ? Promise.reject(new TypeError('Failed to fetch')) : original(input, init));
      console.error = (...args: unknown[]) => { errors.push(String(args[0])); };
      try {
        const el = await openRecommendation();
        await waitForPage(el);
        await waitUntil(() => errors.some((line) => line.includes('Checkout timing')), 'checkout failure logged');
        expect(shadow(el).querySelector('[data-section="hero"]')).to.not.equal(null);
      } finally {
        window.fetch = original;
        console.error = originalError;
      }
    });

    it('renders the description as plain text, never as HTML', async () => {
      const el = await openRecommendation({ description: '- <img src=x onerror="window.__pwned=1"><b>bold</b>' });
      await waitForPage(el);
      const line = query(el, '.ai-lines li');
      expect(line.querySelector('img, b')).to.equal(null);
      expect(text(line)).to.contain('<img src=x');
      expect((window as unknown as { __pwned?: number }).__pwned).to.equal(undefined);
    });

    it('links every add-to-cart button to the variant A cart link with the encoded anonymous id', async () => {
      const el = await openRecommendation();
      await waitForPage(el);
      const expected = `/cart/${KIT_VARIANT_ID}:1?note=${encodeURIComponent(`{'segmentAnonId':'${ANON_ID}'}`)}`;
      expect(expected).to.equal(variantACartLink(KIT_VARIANT_ID, ANON_ID));
      for (const button of queryAll<HTMLAnchorElement>(el, '.add-to-cart')) {
        expect(button.getAttribute('href')).to.equal(expected);
        expect(button.hasAttribute('aria-disabled')).to.equal(false);
        expect(button.getAttribute('part')).to.equal('add-to-cart');
      }
    });

    it('emits a cancelable fq-add-to-cart first, then tracks AddToCart with the section', async () => {
      const el = await openRecommendation();
      await waitForPage(el);
      const seen: AddToCartDetail[] = [];
      const trackedWhenEmitted: number[] = [];
      const cancel = (event: Event) => {
        seen.push((event as CustomEvent<AddToCartDetail>).detail);
        trackedWhenEmitted.push(analytics.tracks.filter((t) => t.event === 'AddToCart').length);
        expect(event.cancelable).to.equal(true);
        event.preventDefault();
      };
      document.addEventListener('fq-add-to-cart', cancel);
      try {
        const before = location.href;
        query(el, '[data-section="principles"] .add-to-cart').click();
        query(el, '[data-section="hero"] .add-to-cart').click();
        expect(location.href).to.equal(before);
      } finally {
        document.removeEventListener('fq-add-to-cart', cancel);
      }
      expect(trackedWhenEmitted, 'the DOM event comes before tracking').to.deep.equal([0, 1]);
      expect(seen).to.deep.equal([
        { url: variantACartLink(KIT_VARIANT_ID, ANON_ID), section: 5, shopifyVariantId: KIT_VARIANT_ID, variant: 'A' },
        { url: variantACartLink(KIT_VARIANT_ID, ANON_ID), section: 1, shopifyVariantId: KIT_VARIANT_ID, variant: 'A' },
      ]);
      expect(analytics.tracks.filter((t) => t.event === 'AddToCart').map((t) => t.properties)).to.deep.equal([{ section: 5 }, { section: 1 }]);
    });

    it('tracks the page view with #recommendation and the variant, and emits fq-recommendation-view', async () => {
      const views: RecommendationViewDetail[] = [];
      const listener = (event: Event) => views.push((event as CustomEvent<RecommendationViewDetail>).detail);
      document.addEventListener('fq-recommendation-view', listener);
      try {
        const el = await openRecommendation();
        await waitForPage(el);
        // Passive effects may run just after the DOM shows.
        await waitUntil(() => views.length > 0 && analytics.pages.some((call) => call.name === '#recommendation'), 'page view tracked');
      } finally {
        document.removeEventListener('fq-recommendation-view', listener);
      }
      const page = analytics.pages.find((call) => call.name === '#recommendation');
      expect(page?.properties).to.include({ hash: '#recommendation', variant: 'A', path: location.pathname });
      expect(page?.properties['url']).to.equal(`${location.origin}${location.pathname}#recommendation`);
      expect(views).to.deep.equal([{ variant: 'A' }]);
    });

    it('passes axe with no violations', async () => {
      const el = await openRecommendation();
      await waitForPage(el);
      await expect(el).to.be.accessible();
    });
  });

  describe('variant B', () => {
    it('comes from the version query parameter and shows its sections in order', async () => {
      const el = await openRecommendation({ query: '?version=B' });
      const page = await waitForPage(el);
      expect(page.dataset.variant).to.equal('B');
      expect(sectionsOf(page)).to.deep.equal(VARIANT_B_SECTIONS);
      await waitUntil(() => analytics.pages.some((call) => call.name === '#recommendation'), 'page view tracked');
      expect(analytics.pages.find((call) => call.name === '#recommendation')?.properties['variant']).to.equal('B');
    });

    it('lets the version attribute override the query parameter', async () => {
      const el = await openRecommendation({ version: 'b', query: '?version=A' });
      expect((await waitForPage(el)).dataset.variant).to.equal('B');
    });

    it('treats an unknown version as A', async () => {
      const el = await openRecommendation({ query: '?version=Z' });
      expect((await waitForPage(el)).dataset.variant).to.equal('A');
    });

    it('shows each product card as the spec describes', async () => {
      const el = await openRecommendation({ query: '?version=B' });
      await waitForPage(el);
      expect(text(query(el, '[data-section="products"] h2'))).to.equal('Your Personalized Picks');
      const cards = queryAll(el, '.product-card');
      expect(cards.map((card) => text(card.querySelector('h3')))).to.deep.equal(['Personalized Discovery Kit', 'Signature Sampler']);
      const [kit, sampler] = cards as [HTMLElement, HTMLElement];

      expect(kit.querySelector('.best-value-tag')).to.equal(null);
      expect(text(sampler.querySelector('.best-value-tag'))).to.equal('Best Value');
      for (const card of cards) {
        const images = [...card.querySelectorAll('img')];
        expect(images).to.have.length(2);
        for (const image of images) expect(image.alt).to.not.equal('');
        expect(text(card.querySelector('.shipping-note'))).to.equal('Free U.S. shipping');
        expect(card.querySelector('.product-description strong')).to.not.equal(null);
      }
      // Each product's own rating, review count and sample size, from the content.
      expect(cards.map((card) => [card.querySelector('.stars')?.getAttribute('aria-label'), text(card.querySelector('.reviews')), text(card.querySelector('.sample-size'))]))
        .to.deep.equal([['Rated 4.8 out of 5', '527 Reviews', '4 × 2 ml sprays, about 30 wears each'], ['Rated 4.9 out of 5', '214 Reviews', '15 × 2 ml sprays']]);
      expect(text(kit.querySelector('.add-to-cart'))).to.equal('ADD TO CART - $24.99 (21%OFF)');
      expect(text(sampler.querySelector('.add-to-cart'))).to.equal('ADD TO CART - $60 (50%OFF)');
      // The compare-at price (the content's own field, never derived) struck through beside the price paid.
      expect(text(kit.querySelector('.price-compare'))).to.equal('Regular price $32');
      expect(kit.querySelector('.price-compare')?.tagName).to.equal('S');
      expect(text(kit.querySelector('.price-sale'))).to.equal('Sale price $24.99');
      expect(text(sampler.querySelector('.price-compare'))).to.equal('Regular price $120');
      // Delivery and returns, once under the cards.
      expect(queryAll(el, '[data-section="products"] .assurances li').map(text)).to.have.length(2);
      for (const card of cards) expect(text(card).match(/Free U\.S\. shipping/g)).to.have.length(1);
      expect(kit.querySelector('.add-to-cart')?.getAttribute('href')).to.equal(`/cart/${KIT_VARIANT_ID}:1`);
      expect(sampler.querySelector('.add-to-cart')?.getAttribute('href')).to.equal(`/cart/${SAMPLER_VARIANT_ID}:1`);
      // Rich-text links survive when safe (relative).
      expect(kit.querySelector('.product-description a')?.getAttribute('href')).to.equal('/pages/signature-sampler');

      // The shared sections link to the variant A cart link.
      expect(query(el, '[data-section="what-to-expect"] .add-to-cart').getAttribute('href')).to.equal(variantACartLink(KIT_VARIANT_ID, ANON_ID));
    });

    it('reports the product card in the add-to-cart event', async () => {
      const el = await openRecommendation({ query: '?version=B' });
      await waitForPage(el);
      let detail: AddToCartDetail | undefined;
      const cancel = (event: Event) => {
        detail = (event as CustomEvent<AddToCartDetail>).detail;
        event.preventDefault();
      };
      document.addEventListener('fq-add-to-cart', cancel);
      try {
        queryAll(el, '.product-card .add-to-cart')[1]?.click();
      } finally {
        document.removeEventListener('fq-add-to-cart', cancel);
      }
      expect(detail).to.deep.equal({ url: `/cart/${SAMPLER_VARIANT_ID}:1`, section: 101, shopifyVariantId: SAMPLER_VARIANT_ID, variant: 'B' });
      expect(analytics.tracks.at(-1)).to.deep.equal({ event: 'AddToCart', properties: { section: 101 } });
    });

    it('shows the comparison table with the spec\'s contents, one row per feature so it reads at 320 px', async () => {
      const el = await openRecommendation({ query: '?version=B' });
      await waitForPage(el);
      expect(text(query(el, '[data-section="comparison"] h2'))).to.equal('Compare and choose');
      const table = query<HTMLTableElement>(el, '[data-section="comparison"] table');
      const headers = [...table.querySelectorAll('thead th')];
      expect(headers.map(text)).to.deep.equal(['Personalized Discovery Kit', 'Signature Sampler']);
      for (const header of headers) expect(header.getAttribute('scope')).to.equal('col');
      const rows = [...table.querySelectorAll('tbody tr')].map((row) => [
        text(row.querySelector('th[scope="row"]')),
        ...[...row.querySelectorAll('td')].map((cell) => text(cell.querySelector('.visually-hidden') ?? cell)),
      ]);
      expect(rows).to.deep.equal([
        ['4 of your top matches', 'yes', 'yes'],
        ['credit included', '$25', '$60'],
        ['11 other bestseller scents', 'no', 'yes'],
        ['best value', 'no', 'yes'],
        ['flexibility to layer and experiment', 'no', 'yes'],
      ]);
      // No header is turned sideways.
      for (const cell of table.querySelectorAll('th')) expect(getComputedStyle(cell).writingMode).to.equal('horizontal-tb');
    });

    it('switches the background picture at 768px', async () => {
      const el = await openRecommendation({ query: '?version=B' });
      await waitForPage(el);
      const image = query<HTMLImageElement>(el, '.products-background img');
      expect(image.alt).to.not.equal('');
      await setViewport({ width: 1024, height: 800 });
      await waitUntil(() => image.currentSrc.includes('1440x900'), 'desktop background');
      await setViewport({ width: 767, height: 800 });
      await waitUntil(() => image.currentSrc.includes('750x1334'), 'mobile background');
    });

    it('passes axe with no violations', async () => {
      const el = await openRecommendation({ query: '?version=B' });
      await waitForPage(el);
      await expect(el).to.be.accessible();
    });
  });

  describe('variant C', () => {
    it('reverses the layout of each card but keeps the personalised kit first under "Your Personalized Picks"', async () => {
      const el = await openRecommendation({ query: '?version=C' });
      const page = await waitForPage(el);
      expect(page.dataset.variant).to.equal('C');
      expect(sectionsOf(page)).to.deep.equal(VARIANT_B_SECTIONS);
      const list = query(el, '.product-list');
      expect(list.dataset.layout).to.equal('reversed');
      expect(text(query(el, '[data-section="products"] h2'))).to.equal('Your Personalized Picks');
      expect(queryAll(el, '.product-card h3').map(text)).to.deep.equal(['Personalized Discovery Kit', 'Signature Sampler']);
      // At desktop width the kit comes first (above), and each card shows its details before its picture.
      await setViewport({ width: 1280, height: 900 });
      const [first, second] = queryAll(el, '.product-card');
      expect(first!.getBoundingClientRect().bottom).to.be.at.most(second!.getBoundingClientRect().top);
      const picture = first!.querySelector('.product-images')!.getBoundingClientRect();
      expect(first!.querySelector('.product-title')!.getBoundingClientRect().left).to.be.lessThan(picture.left);
      expect(first!.querySelector('.add-to-cart')?.getAttribute('data-section')).to.equal('100');
    });
  });

  describe('testimonials carousel', () => {
    async function carousel() {
      const el = await openRecommendation();
      await waitForPage(el);
      const root = query(el, '[aria-roledescription="carousel"]');
      const [previous, next] = [...root.querySelectorAll('button')] as [HTMLButtonElement, HTMLButtonElement];
      const visible = () => [...root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')].find((slide) => !slide.hidden);
      return { el, root, previous, next, visible };
    }

    it('follows the WAI-ARIA carousel pattern', async () => {
      const { root, previous, next, visible } = await carousel();
      expect(root.getAttribute('aria-label')).to.not.equal(null);
      const slides = [...root.querySelectorAll('[aria-roledescription="slide"]')];
      expect(slides.map((slide) => [slide.getAttribute('role'), slide.getAttribute('aria-label')])).to.deep.equal([
        ['group', '1 of 4'], ['group', '2 of 4'], ['group', '3 of 4'], ['group', '4 of 4'],
      ]);
      expect(root.querySelector('[aria-live="polite"]')).to.not.equal(null);
      expect(previous.getAttribute('aria-label')).to.equal('Previous testimonial');
      expect(next.getAttribute('aria-label')).to.equal('Next testimonial');
      expect(visible()?.getAttribute('aria-label')).to.equal('1 of 4');
      expect(text(visible()?.querySelector('figcaption'))).to.equal('Maya R.');
      expect(text(visible()?.querySelector('blockquote'))).to.contain('one-perfume person');
    });

    it('loops at both ends and locks for 500 ms after each move', async () => {
      const { previous, next, visible } = await carousel();
      const label = () => visible()?.getAttribute('aria-label');
      const waitForLabel = async (expected: string) => {
        await waitUntil(() => label() === expected, `slide ${expected} (showing ${label() ?? 'none'})`);
      };
      const clock = fakePerformanceNow();
      try {
        previous.click();
        await waitForLabel('4 of 4');
        for (const expected of ['1 of 4', '2 of 4', '3 of 4', '4 of 4', '1 of 4']) {
          // Locked: a move 1 ms before the lock ends is ignored.
          const shownBefore = label();
          clock.tick(CAROUSEL_LOCK_MS - 1);
          next.click();
          await nextFrame();
          expect(label(), 'a move inside the lock').to.equal(shownBefore);
          clock.tick(1);
          next.click();
          await waitForLabel(expected);
        }
      } finally {
        clock.restore();
      }
    });
  });

  describe('FAQ accordion', () => {
    it('opens and closes with Enter and Space and moves between headers with the arrow, Home and End keys', async () => {
      const el = await openRecommendation();
      await waitForPage(el);
      const buttons = queryAll<HTMLButtonElement>(el, '.accordion-item h3 > button');
      expect(buttons).to.have.length(8);
      const first = buttons[0]!;
      const panel = () => shadow(el).getElementById(first.getAttribute('aria-controls') ?? '') as HTMLElement;
      expect(first.getAttribute('aria-expanded')).to.equal('false');
      expect(panel().hidden).to.equal(true);

      first.focus();
      await sendKeys({ press: 'Enter' });

      await waitUntil(() => first.getAttribute('aria-expanded') === 'true');
      expect(panel().hidden).to.equal(false);
      expect(text(panel())).to.contain('almost 90%');
      await sendKeys({ press: 'Space' });
      await waitUntil(() => first.getAttribute('aria-expanded') === 'false');
      expect(panel().hidden).to.equal(true);

      const focused = () => shadow(el).activeElement;
      await sendKeys({ press: 'ArrowDown' });
      expect(focused()).to.equal(buttons[1]);
      await sendKeys({ press: 'End' });
      expect(focused()).to.equal(buttons[7]);
      await sendKeys({ press: 'ArrowDown' });
      expect(focused()).to.equal(buttons[0]);
      await sendKeys({ press: 'ArrowUp' });
      expect(focused()).to.equal(buttons[7]);
      await sendKeys({ press: 'Home' });
      expect(focused()).to.equal(buttons[0]);
    });

    it('renders answers as Portable Text with the care e-mail and the kit links', async () => {
      const el = await openRecommendation();
      await waitForPage(el);
      const links = queryAll<HTMLAnchorElement>(el, '.accordion-panel a').map((a) => a.getAttribute('href'));
      expect(links).to.include.members(['mailto:care@scentology.example', '/pages/custom-kit', '/pages/signature-sampler']);
    });
  });

  describe('layout', () => {
    for (const version of ['A', 'B']) {
      it(`has no horizontal overflow from 320px to 1920px (variant ${version})`, async () => {
        const el = await openRecommendation({ query: `?version=${version}` });
        await waitForPage(el);
        for (const width of [320, 375, 619, 768, 1024, 1280, 1920]) {
          await setViewport({ width, height: 900 });
          await new Promise(requestAnimationFrame);
          const overflowing = [...shadow(el).querySelectorAll<HTMLElement>('.recommendation *')]
            .filter((node) => node.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
            .filter((node) => !node.closest('.visually-hidden'))
            .map((node) => `${node.tagName.toLowerCase()}.${node.className}`);
          expect(overflowing, `at ${width}px`).to.deep.equal([]);
          expect(document.documentElement.scrollWidth, `scrollWidth at ${width}px`).to.be.at.most(width);
        }
      });
    }

    it('shows the principles illustration on desktop only and the mobile difference image under 620px', async () => {
      const el = await openRecommendation();
      await waitForPage(el);
      const art = query(el, '.principles-art');
      expect(art.getAttribute('aria-hidden')).to.equal('true');
      await setViewport({ width: 1280, height: 900 });
      await waitUntil(() => getComputedStyle(art).display !== 'none', 'art on desktop');
      await setViewport({ width: 375, height: 800 });
      await waitUntil(() => getComputedStyle(art).display === 'none', 'no art on mobile');

      const image = query<HTMLImageElement>(el, '[data-section="difference"] img');
      image.loading = 'eager';
      await waitUntil(() => /750x1000/.test(image.currentSrc), `mobile difference image, got ${image.currentSrc}`);
      await setViewport({ width: 620, height: 800 });
      await waitUntil(() => image.currentSrc !== '' && !/750x1000/.test(image.currentSrc), `desktop difference image, got ${image.currentSrc}`);
    });
  });
});
