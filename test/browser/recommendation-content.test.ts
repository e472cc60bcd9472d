/**
 * The recommendation pages with crafted content-service answers: rich-text links that must stay
 * inert, and a quiz result without a variant id (add-to-cart disabled, docs/behaviour.md "Recommendation pages").
 * In its own file: the quiz result is loaded once per page and kept.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait.ts';
import { API, shadow } from '../support/fixtures.ts';
import { craftContentQuery, failContentQuery, openRecommendation, text, waitForPage } from './recommendation-fixtures.ts';

const block = (key: string, children: Array<{ text: string; marks?: string[] }>, markDefs: unknown[] = []) => ({
  _type: 'block', _key: key, style: 'normal', markDefs,
  children: children.map((child, i) => ({ _type: 'span', _key: `${key}-${i}`, marks: [], ...child })),
});

// As a GROQ projection returns it: absent fields are null.
const CRAFTED_RESULT = [{
  quizResult: {
    // No shopifyVariantId: every add-to-cart button stays disabled.
    shopifyVariantId: null, variant: null, backgroundImage: null, backgroundImageMobile: null,
    recommendProductListTitle: 'Crafted picks',
    recommendTableTitle: 'Crafted table',
    productRecommends: [{
      _key: 'evil',
      title: 'Crafted kit',
      shopifyVariantId: '123',
      isBestValue: false,
      price: null, percentOff: null, image: null, badgeImage: null,
      description: [
        block('b1', [
          { text: 'Click ' },
          { text: 'here', marks: ['l1'] },
          { text: ' or ' },
          { text: 'there', marks: ['l2'] },
          { text: ' or ' },
          { text: 'safe', marks: ['l3'] },
        ], [
          { _type: 'link', _key: 'l1', href: 'javascript:alert(document.domain)' },
          { _type: 'link', _key: 'l2', href: 'java\tscript:alert(1)' },
          { _type: 'link', _key: 'l3', href: 'https://shop.example/safe' },
        ]),
        { ...block('b2', [{ text: 'A heading in rich text' }]), style: 'h1' },
      ],
    }],
  },
}];

describe('recommendation pages with crafted content', () => {
  let el: HTMLElement;
  let restore: () => void;

  before(() => {
    restore = craftContentQuery('quizResult', CRAFTED_RESULT);
  });

  // The fixture is removed after each test; the crafted result stays loaded for the page.
  beforeEach(async () => {
    el = await openRecommendation({ query: '?version=B' });
    await waitForPage(el);
  });

  after(() => restore());

  it('renders a javascript: link in Portable Text as plain text', () => {
    const description = shadow(el).querySelector('.product-description') as HTMLElement;
    expect(text(description)).to.contain('Click here or there or safe');
    const links = [...description.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).to.deep.equal(['https://shop.example/safe']);
    expect(shadow(el).querySelector('[href*="script:" i]')).to.equal(null);
  });

  it('turns rich-text headings into paragraphs (the page keeps its heading order)', () => {
    const description = shadow(el).querySelector('.product-description') as HTMLElement;
    expect(description.querySelector('h1, h2, h3, h4, h5, h6')).to.equal(null);
    expect(text(description.querySelector('p.rich-heading'))).to.equal('A heading in rich text');
  });

  it('uses the default price 24.99 when the product has none', () => {
    expect(text(shadow(el).querySelector('.product-card .add-to-cart'))).to.equal('ADD TO CART - $24.99');
  });

  it('disables every add-to-cart button (no href, aria-disabled) without a quiz-result variant id', () => {
    const buttons = [...shadow(el).querySelectorAll<HTMLAnchorElement>('.add-to-cart')];
    expect(buttons.length).to.be.greaterThan(3);
    for (const button of buttons) {
      expect(button.hasAttribute('href')).to.equal(false);
      expect(button.getAttribute('aria-disabled')).to.equal('true');
    }
    let events = 0;
    const count = () => { events += 1; };
    document.addEventListener('fq-add-to-cart', count);
    try {
      buttons[0]?.click();
    } finally {
      document.removeEventListener('fq-add-to-cart', count);
    }
    expect(events).to.equal(0);
  });

  it('passes axe with the disabled buttons', async () => {
    await expect(el).to.be.accessible();
  });
});

describe('recommendation page when the quiz result cannot load', () => {
  it('shows a friendly message with a retry that recovers, and keeps the other sections', async () => {
    const restore = failContentQuery('quizResult');
    const originalError = console.error;
    console.error = () => undefined;
    let el: HTMLElement;
    try {
      // Another content source than the tests above: the result is loaded afresh.
      el = await openRecommendation({ query: '?version=B', apiHost: API.replace('127.0.0.1', 'localhost') });
      await waitForPage(el);
    } finally {
      restore();
      console.error = originalError;
    }
    const alert = shadow(el).querySelector('[role="alert"]') as HTMLElement;
    expect(text(alert)).to.contain('could not load');
    expect(shadow(el).querySelector('[data-section="products"]')).to.equal(null);
    expect(shadow(el).querySelector('[data-section="what-to-expect"] .add-to-cart')?.getAttribute('aria-disabled')).to.equal('true');

    (alert.querySelector('button') as HTMLButtonElement).click();
    await waitUntil(() => shadow(el).querySelector('[data-section="products"]'), 'the products after the retry');
    expect(shadow(el).querySelector('[role="alert"]')).to.equal(null);
    expect(shadow(el).querySelector('[data-section="what-to-expect"] .add-to-cart')?.hasAttribute('href')).to.equal(true);
  });
});
