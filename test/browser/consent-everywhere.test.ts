/**
 * One consent for every tracking path (docs/embedding.md "Tracking and consent"): with `tracking="off"`,
 * and with Shopify's consent not given, a whole quiz sends no first-party event, no id in any request,
 * stores no anonymous id and links to a cart without one; consent given later starts tracking, consent
 * withdrawn stops it and deletes the stored ids; the host page's `element.consent` wins.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait.ts';
import { FIRST_PARTY_EVENTS } from '../../contract/events.ts';
import { firstPartyQueueState, flushFirstPartyEvents, resetFirstPartyEvents } from '../../src/analytics/first-party.ts';
import { FIRST_PARTY_ID_KEY, QUIZ_ID_KEY, resetFirstPartyIds } from '../../src/analytics/first-party-ids.ts';
import { collectConsent, installCustomerPrivacy, type VisitorConsent } from '../support/customer-privacy.ts';
import { resetAnalysis } from '../../src/stores/analysis.ts';
import { $consent, resetConsent } from '../../src/stores/consent.ts';
import { markEngaged } from '../../src/stores/engagement.ts';
import { $host, emit } from '../../src/stores/host.ts';
import { API, shadow } from '../support/fixtures.ts';
import { newPageView } from '../support/guest.ts';
import { recordRequests, walkToRecommendation } from '../support/journey.ts';
import { arrive, click, COMPLETE_ANSWERS, recordAnalytics, recordConsoleErrors, removeAnalytics } from '../support/quiz.ts';
import type { FragranceQuizElement } from '../../elements/fragrance-quiz.ts';

const CART_TOKEN = 'cart-token-consent-test';
const SEGMENT_KEY = 'ajs_anonymous_id';



function mount(attributes: Record<string, string>): FragranceQuizElement {
  const el = document.createElement('fragrance-quiz');
  el.setAttribute('api-host', API);
  el.setAttribute('dataset', 'staging');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  document.body.append(el);
  return el;
}

/** A whole quiz from the first step to a click on variant A's add-to-cart link (navigation cancelled). */
async function wholeQuiz(attributes: Record<string, string>): Promise<HTMLAnchorElement> {
  arrive(null, COMPLETE_ANSWERS);
  localStorage.setItem('cart', JSON.stringify({ token: CART_TOKEN }));
  const el = mount({ version: 'A', ...attributes });
  await waitUntil(() => shadow(el).querySelector('.step-screen'), 'the first step');
  const cart = await walkToRecommendation(el);
  const cancel = (event: Event) => event.preventDefault();
  let completed = false;
  const onComplete = () => { completed = true; };
  document.addEventListener('fq-add-to-cart', cancel);
  document.addEventListener('fq-complete', onComplete);
  try {
    await waitUntil(() => completed || shadow(el).querySelector('.add-to-cart[href]'), 'the analysis finished');
    await click(cart);
    await flushFirstPartyEvents();
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
  } finally {
    document.removeEventListener('fq-add-to-cart', cancel);
    document.removeEventListener('fq-complete', onComplete);
  }
  return cart;
}

describe('consent: every tracking path obeys', () => {
  let recorder: ReturnType<typeof recordRequests>;
  beforeEach(() => {
    for (const el of document.querySelectorAll('fragrance-quiz')) el.remove();
    newPageView();
    resetFirstPartyEvents();
    resetConsent();
    localStorage.clear();
    resetFirstPartyIds();
    // Each whole quiz analyses its profile afresh (POST /quiz-meta), as on a new page.
    resetAnalysis();
    recorder = recordRequests();
  });
  afterEach(() => {
    recorder.restore();
    for (const el of document.querySelectorAll('fragrance-quiz')) el.remove();
    delete window.Shopify;
    removeAnalytics();
    resetConsent();
    resetFirstPartyEvents();
  });

  /** Nothing in any request, storage or the cart link identifies the shopper. */
  async function expectNothingIdentifies(cart: HTMLAnchorElement): Promise<void> {
    // Let a beacon's body be read, and any late timer fire, before looking.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const paths = recorder.requests.map((request) => new URL(request.url, location.href).pathname);
    expect(paths.filter((path) => path.endsWith('/events')), 'no first-party events').to.deep.equal([]);
    expect(paths, 'no GET /checkout timing call').not.to.include('/checkout');
    const meta = recorder.requests.find((request) => request.url === `${API}/quiz-meta`);
    expect(meta, 'the profile was still analysed').not.to.equal(undefined);
    const body = JSON.parse(meta?.body ?? '{}') as { segmentAnnonId?: string; cartToken?: string };
    expect([body.segmentAnnonId, body.cartToken], 'no anonymous id or cart token with the profile').to.deep.equal(['', '']);
    for (const request of recorder.requests) expect(request.body, `${request.url} carries the cart token`).not.to.include(CART_TOKEN);
    expect([localStorage.getItem(SEGMENT_KEY), localStorage.getItem(FIRST_PARTY_ID_KEY), localStorage.getItem(QUIZ_ID_KEY)], 'no id stored')
      .to.deep.equal([null, null, null]);
    const link = new URL(cart.href);
    expect([link.searchParams.get('note'), link.searchParams.get('attributes[quiz_id]')], 'no id on the cart link').to.deep.equal([null, null]);
    expect(link.pathname).to.match(/^\/cart\/\d+:1$/);
  }

  it('tracking="off": a whole quiz sends no event and no id, stores none, and the cart link carries none', async function () {
    this.timeout(120000);
    const calls = recordAnalytics();
    const cart = await wholeQuiz({ tracking: 'off' });
    await expectNothingIdentifies(cart);
    expect(calls, 'no Segment or pixel call').to.deep.equal([]);
    expect(firstPartyQueueState().queued, 'nothing even waits').to.equal(0);
  });

  it('Shopify consent not given: a whole quiz sends no event and no id, stores none, and the cart link carries none', async function () {
    this.timeout(120000);
    const visitor: VisitorConsent = { analytics: '', marketing: '' };
    installCustomerPrivacy(visitor);
    const calls = recordAnalytics();
    const cart = await wholeQuiz({});
    await expectNothingIdentifies(cart);
    collectConsent(visitor, { analytics: 'no', marketing: 'no' });
    await flushFirstPartyEvents();
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    await expectNothingIdentifies(cart);
    expect(calls, 'no Segment or pixel call').to.deep.equal([]);
  });

  it('consent given later starts the events with an id from then on; withdrawn, they stop and the stored ids are deleted', async () => {
    const visitor: VisitorConsent = { analytics: '', marketing: '' };
    installCustomerPrivacy(visitor);
    arrive(null, COMPLETE_ANSWERS);
    localStorage.setItem(SEGMENT_KEY, JSON.stringify('segment-anon-1'));
    const el = mount({});
    await waitUntil(() => $host.get() === el, 'the element is the host');
    markEngaged();
    emit('fq-recommendation-view', { variant: 'A' });
    await waitUntil(() => firstPartyQueueState().queued > 0, 'the event waits in memory');
    expect(recorder.requests.filter((request) => request.url === `${API}/events`)).to.deep.equal([]);

    collectConsent(visitor, { analytics: 'yes', marketing: 'no' });
    const sent = () => recorder.requests.filter((request) => request.url === `${API}/events`)
      .flatMap((request) => (JSON.parse(request.body) as { events: Array<{ name: string; anonymousId: string }> }).events);
    await waitUntil(async () => {
      await flushFirstPartyEvents();
      return sent().some((event) => event.name === FIRST_PARTY_EVENTS.recommendationView);
    }, 'the event that waited was sent once consent was given');
    expect([...new Set(sent().map((event) => event.anonymousId))], 'with the shopper\'s id').to.deep.equal(['segment-anon-1']);

    localStorage.setItem(FIRST_PARTY_ID_KEY, 'own-anon-1');
    localStorage.setItem(QUIZ_ID_KEY, '0b7e6a52-1c1f-4c39-9a3e-3b0f5f1d2a10');
    collectConsent(visitor, { analytics: 'no', marketing: 'no' });
    expect([localStorage.getItem(SEGMENT_KEY), localStorage.getItem(FIRST_PARTY_ID_KEY), localStorage.getItem(QUIZ_ID_KEY)], 'the stored ids are deleted')
      .to.deep.equal([null, null, null]);
    const before = recorder.requests.length;
    emit('fq-add-to-cart', { url: '/cart/1:1', section: 1, shopifyVariantId: '1', variant: 'A' });
    await flushFirstPartyEvents();
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(recorder.requests.slice(before).filter((request) => request.url.endsWith('/events')), 'nothing after withdrawal').to.deep.equal([]);
    expect(firstPartyQueueState().queued).to.equal(0);
  });

  it('element.consent wins over Shopify\'s API, null gives the say back, and a malformed value counts as denied', async () => {
    installCustomerPrivacy({ analytics: 'yes', marketing: 'yes' });
    arrive(null, COMPLETE_ANSWERS);
    const el = mount({});
    expect($consent.get()).to.deep.equal({ analytics: 'granted', marketing: 'granted' });
    await waitUntil(() => $host.get() === el, 'the element is the host');
    el.consent = { analytics: false, marketing: true };
    expect(el.consent).to.deep.equal({ analytics: false, marketing: true });
    expect($consent.get()).to.deep.equal({ analytics: 'denied', marketing: 'granted' });
    markEngaged();
    emit('fq-recommendation-view', { variant: 'A' });
    await flushFirstPartyEvents();
    expect(recorder.requests.filter((request) => request.url === `${API}/events`), 'no events without analytics consent').to.deep.equal([]);

    el.consent = null;
    expect($consent.get()).to.deep.equal({ analytics: 'granted', marketing: 'granted' });
    const errors = recordConsoleErrors();
    try {
      (el as unknown as { consent: unknown }).consent = { analytics: 'yes' };
      expect($consent.get()).to.deep.equal({ analytics: 'denied', marketing: 'denied' });
      expect(errors.calls.length, 'the page developer is told').to.equal(1);
    } finally {
      errors.restore();
    }
  });
});
