import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LAZY_LOAD_MARGIN, LAZY_WAIT_MARK, lazyStart, type LazyStartWindow } from './lazy-start.ts';

function element(loading?: string): Element {
  return { getAttribute: (name: string) => (name === 'loading' ? loading ?? null : null) } as unknown as Element;
}

/** A page whose viewport and URL the test moves by hand. */
function fakePage(hash = '') {
  let report: ((entries: Array<{ isIntersecting: boolean }>) => void) | null = null;
  const listeners = new Set<() => void>();
  const state = { observed: [] as unknown[], margins: [] as Array<string | undefined>, disconnected: 0, marks: [] as string[] };
  const page: LazyStartWindow = {
    location: { hash },
    addEventListener: (_type, listener) => { listeners.add(listener); },
    removeEventListener: (_type, listener) => { listeners.delete(listener); },
    IntersectionObserver: class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void, options: IntersectionObserverInit) {
        report = callback;
        state.margins.push(options.rootMargin);
      }
      observe(target: unknown) { state.observed.push(target); }
      disconnect() { state.disconnected += 1; }
    },
    performance: { mark: (name: string) => { state.marks.push(name); } },
  };
  return {
    page,
    state,
    listeners,
    scrollNear: () => report?.([{ isIntersecting: true }]),
    stillFar: () => report?.([{ isIntersecting: false }]),
    goTo: (next: string) => { page.location.hash = next; for (const listener of [...listeners]) listener(); },
  };
}

/** Whether `promise` has settled once pending callbacks have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => { done = true; });
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('lazyStart', () => {
  it('loads at once without loading="lazy", with another value, or without an element', () => {
    const { page, state } = fakePage();
    assert.equal(lazyStart(element(), page), null);
    assert.equal(lazyStart(element('eager'), page), null);
    assert.equal(lazyStart(null, page), null);
    assert.deepEqual(state.observed, []);
  });

  it('loads at once when the page opens on a quiz screen, lazy or not', () => {
    for (const hash of ['#/age', '#/recommendation']) {
      const { page } = fakePage(hash);
      assert.equal(lazyStart(element('lazy'), page), null, hash);
    }
  });

  it('waits until the element comes within a screen of the viewport, then stops watching', async () => {
    const quiz = element(' Lazy ');
    const fake = fakePage('#reviews');
    const wait = lazyStart(quiz, fake.page);
    assert.ok(wait);
    assert.deepEqual(fake.state.observed, [quiz]);
    assert.deepEqual(fake.state.margins, [LAZY_LOAD_MARGIN]);
    assert.deepEqual(fake.state.marks, [LAZY_WAIT_MARK]);
    fake.stillFar();
    fake.goTo('#product-3');
    assert.equal(await settled(wait), false, 'still far, and a host hash is not the quiz');
    fake.scrollNear();
    assert.equal(await settled(wait), true);
    assert.equal(fake.state.disconnected, 1);
    assert.equal(fake.listeners.size, 0);
  });

  it('stops waiting when a link moves the URL to a quiz screen', async () => {
    const fake = fakePage();
    const wait = lazyStart(element('lazy'), fake.page);
    assert.ok(wait);
    fake.goTo('#/aboutyou');
    assert.equal(await settled(wait), true);
    assert.equal(fake.state.disconnected, 1);
    assert.equal(fake.listeners.size, 0);
  });
});
