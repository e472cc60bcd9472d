/**
 * First-party events (docs/insights.md "Events"): a full journey's events reach `POST /events` (counts per
 * type, each with the variant and the shopper's id); nothing is sent before the shopper engages; the
 * queue is bounded; `pagehide` hands the queue to `navigator.sendBeacon`; previews (`?version=`, Shopify's
 * theme editor) are marked.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait.ts';
import { deviceClass } from '../../contract/event-identity.ts';
import { FIRST_PARTY_EVENTS } from '../../contract/events.ts';
import {
  beaconFirstPartyEvents, firstPartyQueueState, flushFirstPartyEvents, MAX_QUEUE, resetFirstPartyEvents,
} from '../../src/analytics/first-party.ts';
import { resetFirstPartyIds } from '../../src/analytics/first-party-ids.ts';
import { resetSessionSegment } from '../../src/analytics/event-session.ts';
import type { AddToCartDetail } from '../../src/core/events.ts';
import { markEngaged, resetEngagement } from '../../src/stores/engagement.ts';
import { $host, emit } from '../../src/stores/host.ts';
import { resetVariantAssignment } from '../../src/stores/variant.ts';
import { API, shadow } from '../support/fixtures.ts';
import { walkToRecommendation } from '../support/journey.ts';
import { arrive, click, COMPLETE_ANSWERS } from '../support/quiz.ts';

interface SentEvent { name: string; anonymousId: string; ageMs: number; properties: Record<string, unknown> }
interface Sent { via: 'fetch' | 'beacon'; events: SentEvent[]; stored?: number }

/** Records every request to POST /events (fetch and sendBeacon) with what the server answered. */
function recordEventPosts(): { sent: Sent[]; restore: () => void } {
  const sent: Sent[] = [];
  const realFetch = window.fetch;
  const realBeacon = navigator.sendBeacon.bind(navigator);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await realFetch(input, init);
    if (String(input) === `${API}/events`) {
      const record: Sent = { via: 'fetch', events: (JSON.parse(String(init?.body)) as { events: SentEvent[] }).events };
      sent.push(record);
      record.stored = response.status === 202 ? ((await response.clone().json()) as { stored: number }).stored : -response.status;
    }
    return response;
  };
  navigator.sendBeacon = (url: string | URL, data?: BodyInit | null) => {
    if (String(url) === `${API}/events` && data instanceof Blob) {
      const record: Sent = { via: 'beacon', events: [] };
      sent.push(record);
      void data.text().then((text) => { record.events = (JSON.parse(text) as { events: SentEvent[] }).events; });
    }
    return realBeacon(url, data);
  };
  return {
    sent,
    restore: () => {
      window.fetch = realFetch;
      navigator.sendBeacon = realBeacon;
    },
  };
}

function mount(attributes: Record<string, string>): HTMLElement {
  const el = document.createElement('fragrance-quiz');
  el.setAttribute('api-host', API);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  document.body.append(el);
  return el;
}

const countByName = (events: SentEvent[]) => events.reduce<Record<string, number>>((counts, event) => {
  counts[event.name] = (counts[event.name] ?? 0) + 1;
  return counts;
}, {});

describe('first-party events', () => {
  let recorder: ReturnType<typeof recordEventPosts>;
  beforeEach(() => {
    for (const el of document.querySelectorAll('fragrance-quiz')) el.remove();
    resetEngagement();
    resetFirstPartyEvents();
    resetVariantAssignment();
    localStorage.clear();
    resetFirstPartyIds();
    resetSessionSegment();
    recorder = recordEventPosts();
  });
  afterEach(() => {
    recorder.restore();
    for (const el of document.querySelectorAll('fragrance-quiz')) el.remove();
    resetEngagement();
    resetFirstPartyEvents();
  });

  it('a full journey: POST /events receives every step view, answer, the completion, the recommendation view and the add to cart, each with the variant', async function () {
    this.timeout(90000);
    arrive(null, COMPLETE_ANSWERS);
    const domEvents: Record<string, number> = {};
    const count = (event: Event) => {
      const detail = (event as CustomEvent<{ stepId?: string | null }>).detail;
      if (event.type === 'fq-step-change' && !detail.stepId) return;
      domEvents[event.type] = (domEvents[event.type] ?? 0) + 1;
    };
    const types = ['fq-step-change', 'fq-answer', 'fq-complete', 'fq-recommendation-view', 'fq-add-to-cart'];
    for (const type of types) document.addEventListener(type, count);
    const cancelCart = (event: Event) => event.preventDefault();
    document.addEventListener('fq-add-to-cart', cancelCart);
    try {
      const el = mount({ dataset: 'staging', version: 'auto', 'version-weights': 'A:0,B:1,C:0' });
      await waitUntil(() => shadow(el).querySelector('.step-screen'), 'the first step');
      markEngaged();
      // Next through every step (answers are stored), Skip on the picker, until the recommendation page.
      const cart = await walkToRecommendation(el);
      // On a slow backend the results show before the analysis is stored (its retry runs there): the
      // add to cart below comes after the completion, as the quiz id on it requires.
      await waitUntil(() => (domEvents['fq-complete'] ?? 0) === 1, 'the quiz completed');
      await click(cart);
      await waitUntil(() => (domEvents['fq-add-to-cart'] ?? 0) === 1, 'add to cart announced');

      await waitUntil(async () => {
        await flushFirstPartyEvents();
        return firstPartyQueueState().queued === 0;
      }, 'the queue did not empty', { timeout: 20000 });
      await waitUntil(() => recorder.sent.every((request) => request.stored !== undefined), 'answers from the server');

      const received = recorder.sent.flatMap((request) => request.events);
      expect(recorder.sent.every((request) => request.via === 'fetch' && request.stored === request.events.length), 'every batch stored (202)').to.equal(true);
      const counts = countByName(received);
      expect(counts).to.deep.equal({
        [FIRST_PARTY_EVENTS.impression]: 1,
        [FIRST_PARTY_EVENTS.stepView]: domEvents['fq-step-change'],
        [FIRST_PARTY_EVENTS.answer]: domEvents['fq-answer'],
        [FIRST_PARTY_EVENTS.complete]: 1,
        [FIRST_PARTY_EVENTS.recommendationView]: 1,
        [FIRST_PARTY_EVENTS.addToCart]: 1,
      });
      expect(counts[FIRST_PARTY_EVENTS.stepView], 'the quiz has many steps').to.be.greaterThan(10);
      expect(new Set(received.map((event) => event.properties['variant']))).to.deep.equal(new Set(['B']));
      expect(new Set(received.map((event) => event.anonymousId)).size, 'one shopper id').to.equal(1);
      const quizIds = received.filter((event) => event.properties['quizId']).map((event) => event.name);
      expect(quizIds, 'the quiz id rides on the events after completion').to.include(FIRST_PARTY_EVENTS.addToCart);
      const toCart = received.find((event) => event.name === FIRST_PARTY_EVENTS.addToCart);
      expect(typeof toCart?.properties['section']).to.equal('number');
      expect(Object.keys(countByName(received)).length).to.equal(6);
      // Each step event names the step by its identity in the quiz loaded, which the server accepted above.
      for (const event of received.filter((each) => each.name === FIRST_PARTY_EVENTS.stepView || each.name === FIRST_PARTY_EVENTS.answer)) {
        expect([event.properties['dataset'], event.properties['quizDocId']]).to.deep.equal(['staging', 'quiz-main']);
        expect(String(event.properties['stepKey'])).to.match(/^step-/);
        expect(String(event.properties['quizRevision'])).to.match(/^[0-9a-f]{8}$/);
      }
      expect(new Set(received.map((event) => [event.properties['market'], event.properties['locale'], event.properties['source']].join()))).to.deep.equal(new Set(['US,en-US,direct']));
      for (const event of received) expect(event.properties, 'no answer values are sent').not.to.have.property('answer');
    } finally {
      for (const type of types) document.removeEventListener(type, count);
      document.removeEventListener('fq-add-to-cart', cancelCart);
    }
  });

  // A bare page (no quiz hash): arriving on a quiz hash would itself count as engaging (docs/embedding.md).
  it('sends nothing before the shopper engages, then everything that waited', async () => {
    arrive(null, COMPLETE_ANSWERS);
    const el = mount({ dataset: 'staging' });
    await waitUntil(() => firstPartyQueueState().queued > 0, 'the step view is queued');
    await flushFirstPartyEvents();
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(recorder.sent, 'not before engagement').to.deep.equal([]);
    expect(localStorage.getItem('fq_anonymous_id'), 'no id stored before engagement').to.equal(null);
    markEngaged();
    // The impression may go in a batch of its own, ahead of the first step view.
    const sentEvents = () => recorder.sent.flatMap((request) => request.events);
    await waitUntil(async () => {
      await flushFirstPartyEvents();
      return sentEvents().some((event) => event.name === FIRST_PARTY_EVENTS.stepView);
    }, 'sent once engaged');
    const first = sentEvents().find((event) => event.name !== FIRST_PARTY_EVENTS.impression);
    expect([first?.name, first?.properties['index']], 'the first step view waited and went first').to.deep.equal([FIRST_PARTY_EVENTS.stepView, 0]);
    el.remove();
  });

  it('notes one impression when the element comes into view, with the visit\'s market, locale, device and source', async () => {
    arrive(null, COMPLETE_ANSWERS);
    const spacer = document.createElement('div');
    spacer.style.height = `${window.innerHeight * 3}px`;
    document.body.prepend(spacer);
    try {
      const el = mount({ dataset: 'staging', locale: 'fr-CA', country: 'CA' });
      markEngaged();
      const sentEvents = () => recorder.sent.flatMap((request) => request.events);
      await waitUntil(async () => {
        await flushFirstPartyEvents();
        return sentEvents().some((event) => event.name === FIRST_PARTY_EVENTS.stepView);
      }, 'the first step view was sent');
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      expect(sentEvents().filter((event) => event.name === FIRST_PARTY_EVENTS.impression), 'below the fold: not seen yet').to.deep.equal([]);

      el.scrollIntoView();
      await waitUntil(async () => {
        await flushFirstPartyEvents();
        return sentEvents().some((event) => event.name === FIRST_PARTY_EVENTS.impression);
      }, 'the impression once in view');
      window.scrollTo(0, 0);
      el.scrollIntoView();
      const step = sentEvents().find((event) => event.name === FIRST_PARTY_EVENTS.stepView);
      emit('fq-recommendation-view', { variant: 'A' });
      await waitUntil(async () => {
        await flushFirstPartyEvents();
        return sentEvents().some((event) => event.name === FIRST_PARTY_EVENTS.recommendationView);
      }, 'a later event went');
      expect(sentEvents().filter((event) => event.name === FIRST_PARTY_EVENTS.impression).length, 'once per page').to.equal(1);
      const impression = sentEvents().find((event) => event.name === FIRST_PARTY_EVENTS.impression);
      expect([impression?.properties['market'], impression?.properties['locale'], impression?.properties['device'], impression?.properties['source']])
        .to.deep.equal(['CA', 'fr-CA', deviceClass(window.innerWidth), 'direct']);
      expect(step?.properties['market']).to.equal('CA');
      await waitUntil(() => recorder.sent.every((request) => request.stored !== undefined), 'answers from the server');
      expect(recorder.sent.every((request) => request.stored === request.events.length), 'the server stored them').to.equal(true);
      el.remove();
    } finally {
      spacer.remove();
    }
  });

  it('a page opened with ?version= marks its events as a preview', async () => {
    const url = location.href;
    history.replaceState(null, '', `${location.pathname}?version=B${location.hash}`);
    try {
      arrive(null, COMPLETE_ANSWERS);
      const el = mount({ dataset: 'staging' });
      await waitUntil(() => $host.get() === el, 'the element is the host');
      markEngaged();
      emit('fq-recommendation-view', { variant: 'B' });
      await waitUntil(async () => {
        await flushFirstPartyEvents();
        return recorder.sent.some((request) => request.events.some((event) => event.name === FIRST_PARTY_EVENTS.recommendationView));
      }, 'the event went');
      const view = recorder.sent.flatMap((request) => request.events).find((event) => event.name === FIRST_PARTY_EVENTS.recommendationView);
      expect(view?.properties['preview']).to.equal(true);
      el.remove();
    } finally {
      history.replaceState(null, '', url);
    }
  });

  it('inside Shopify\'s theme editor (Shopify.designMode) its events are a preview, and outside it not', async () => {
    const global = window as unknown as { Shopify?: unknown };
    const sentView = async () => {
      recorder.sent.length = 0;
      emit('fq-recommendation-view', { variant: 'A' });
      await waitUntil(async () => {
        await flushFirstPartyEvents();
        return recorder.sent.some((request) => request.events.some((event) => event.name === FIRST_PARTY_EVENTS.recommendationView));
      }, 'the event went');
      return recorder.sent.flatMap((request) => request.events).find((event) => event.name === FIRST_PARTY_EVENTS.recommendationView);
    };
    arrive(null, COMPLETE_ANSWERS);
    const el = mount({ dataset: 'staging' });
    try {
      await waitUntil(() => $host.get() === el, 'the element is the host');
      markEngaged();
      expect((await sentView())?.properties, 'a shopper\'s page').not.to.have.property('preview');
      // The theme editor's globals arrive with the storefront's, after the element's script may have run.
      global.Shopify = { designMode: true };
      expect((await sentView())?.properties['preview'], 'the theme editor').to.equal(true);
      global.Shopify = { designMode: false };
      expect((await sentView())?.properties, 'a storefront that is not the editor').not.to.have.property('preview');
    } finally {
      delete global.Shopify;
      el.remove();
    }
  });

  it('on pagehide the queue goes with navigator.sendBeacon, and the server stores it', async () => {
    arrive(null, COMPLETE_ANSWERS);
    const el = mount({ dataset: 'staging' });
    await waitUntil(() => $host.get() === el, 'the element is the host');
    markEngaged();
    await waitUntil(() => recorder.sent.length >= 1, 'the first step view was sent');
    for (let i = 0; i < 3; i++) emit('fq-add-to-cart', { url: '/cart/1:1', section: i + 1, shopifyVariantId: '1', variant: 'A' } satisfies AddToCartDetail);
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(firstPartyQueueState().queued).to.equal(0);
    const beacon = recorder.sent.find((request) => request.via === 'beacon');
    // Only the add-to-cart events are counted: an automatic advance may queue a step view meanwhile.
    const carts = () => (beacon?.events ?? []).filter((event) => event.name === FIRST_PARTY_EVENTS.addToCart);
    await waitUntil(() => carts().length === 3, 'the beacon carried the three add-to-cart events');
    expect(carts().map((event) => event.properties['section'])).to.deep.equal([1, 2, 3]);
    el.remove();
  });

  it('keeps at most MAX_QUEUE events while the shopper has not engaged', async () => {
    arrive(null, COMPLETE_ANSWERS);
    const el = mount({ dataset: 'staging' });
    await waitUntil(() => $host.get() === el, 'the element is the host');
    for (let i = 0; i < MAX_QUEUE + 25; i++) emit('fq-recommendation-view', { variant: 'A' });
    // The sender's chunk loads with the first event (docs/performance.md); what came meanwhile waits for it.
    await waitUntil(() => firstPartyQueueState().queued === MAX_QUEUE, 'the sender took the events');
    const state = firstPartyQueueState();
    expect(state.queued).to.equal(MAX_QUEUE);
    expect(state.dropped).to.be.at.least(25);
    el.remove();
  });

  it('does not retry in a storm when the backend fails: the events wait out a back-off, then go', async () => {
    arrive(null, COMPLETE_ANSWERS);
    const el = mount({ dataset: 'staging' });
    await waitUntil(() => firstPartyQueueState().queued > 0, 'queued');
    let attempts = 0;
    const recordingFetch = window.fetch;
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) !== `${API}/events`) return recordingFetch(input, init);
      attempts++;
      return Promise.resolve(new Response('{}', { status: 503 }));
    };
    try {
      markEngaged();
      await waitUntil(() => firstPartyQueueState().failures === 1, 'the first attempt failed');
      for (let i = 0; i < 5; i++) await flushFirstPartyEvents();
      expect(attempts, 'no second request inside the back-off').to.equal(1);
      expect(firstPartyQueueState().queued, 'the events are kept for a later try').to.be.greaterThan(0);
      window.dispatchEvent(new PageTransitionEvent('pagehide'));
      expect(firstPartyQueueState().queued, 'the page\'s last beacon still takes them').to.equal(0);
    } finally {
      window.fetch = recordingFetch;
      el.remove();
    }
  });

  it('beaconFirstPartyEvents does nothing before engagement', () => {
    emit('fq-recommendation-view', { variant: 'A' });
    beaconFirstPartyEvents();
    expect(recorder.sent).to.deep.equal([]);
  });
});
