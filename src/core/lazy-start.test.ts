import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { handDrivenFrames } from './__fixtures__/animation-frames.ts';
import { LAZY_LOAD_MARGIN, LAZY_WAIT_MARK, lazyStart, loadingMode, type LazyStartWindow } from './lazy-start.ts';

const SCREEN = 800;

/** An element whose top edge is `top` px below the top of the viewport (800 px high), 600 px tall (0 × 0 when hidden). */
function element(loading?: string, top = 4 * SCREEN, { hidden = false } = {}): Element {
  const [width, height] = hidden ? [0, 0] : [360, 600];
  return {
    getAttribute: (name: string) => (name === 'loading' ? loading ?? null : null),
    getBoundingClientRect: () => ({ top, bottom: top + height, width, height }),
  } as unknown as Element;
}

/** A page whose viewport, URL and load the test moves by hand. */
function fakePage(hash = '', readyState: DocumentReadyState = 'interactive', { painted = true, paintTiming = true } = {}) {
  let report: ((entries: Array<{ isIntersecting: boolean }>) => void) | null = null;
  const paints = painted ? ['first-contentful-paint'] : [];
  const paintObservers = new Set<(list: { getEntriesByName(name: string): unknown[] }) => void>();
  const entriesNamed = (name: string) => paints.filter((paint) => paint === name);
  const byType = new Map<string, Set<() => void>>();
  const listenersOf = (type: string) => byType.get(type) ?? byType.set(type, new Set()).get(type)!;
  const dispatch = (type: string) => { for (const listener of [...listenersOf(type)]) listener(); };
  const state = { observed: [] as unknown[], margins: [] as Array<string | undefined>, disconnected: 0, marks: [] as string[] };
  const page: LazyStartWindow = {
    location: { hash },
    document: { readyState },
    innerHeight: SCREEN,
    addEventListener: (type, listener) => { listenersOf(type).add(listener); },
    removeEventListener: (type, listener) => { listenersOf(type).delete(listener); },
    IntersectionObserver: class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void, options: IntersectionObserverInit) {
        report = callback;
        state.margins.push(options.rootMargin);
      }
      observe(target: unknown) { state.observed.push(target); }
      disconnect() { state.disconnected += 1; }
    },
    performance: { mark: (name: string) => { state.marks.push(name); }, getEntriesByName: entriesNamed },
    PerformanceObserver: paintTiming
      ? class {
        static readonly supportedEntryTypes = ['paint', 'largest-contentful-paint'];
        constructor(private readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {}
        observe() { paintObservers.add(this.callback); }
        disconnect() { paintObservers.delete(this.callback); }
      }
      : undefined,
  };
  return {
    page,
    state,
    /** How many listeners are on the page, or of one type. */
    listening: (type?: string) => (type ? listenersOf(type).size : [...byType.values()].reduce((sum, set) => sum + set.size, 0)),
    load: () => dispatch('load'),
    /** The shopper scrolls, taps or presses a key somewhere on the page. */
    shopper: (type: 'scroll' | 'pointerdown' | 'keydown') => dispatch(type),
    paintObservers,
    /** The browser reports the first contentful paint (it reached the screen). */
    firstPaint: () => {
      paints.push('first-contentful-paint', 'first-paint');
      for (const observer of [...paintObservers]) observer({ getEntriesByName: entriesNamed });
    },
    scrollNear: () => report?.([{ isIntersecting: true }]),
    stillFar: () => report?.([{ isIntersecting: false }]),
    goTo: (next: string) => { page.location.hash = next; dispatch('hashchange'); },
  };
}

/** Whether `promise` has settled once pending callbacks have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => { done = true; });
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('loadingMode', () => {
  it('reads eager and lazy in any case and spacing; anything else is the default', () => {
    assert.equal(loadingMode(element(' EAGER ')), 'eager');
    assert.equal(loadingMode(element('Lazy')), 'lazy');
    for (const value of [undefined, '', 'auto', 'soon']) assert.equal(loadingMode(element(value)), 'auto', String(value));
  });
});

describe('lazyStart', () => {
  const { paintFrame } = handDrivenFrames();
  /** Two frames, then the task `afterNextPaint` queues from the second. */
  const paintAndShow = async () => {
    paintFrame();
    paintFrame();
    await new Promise((resolve) => setTimeout(resolve, 5));
  };

  it('loads at once with loading="eager" wherever the element is, or without an element', () => {
    const { page, state } = fakePage();
    assert.equal(lazyStart(element('eager'), page), null);
    assert.equal(lazyStart(element('eager', 20 * SCREEN), page), null);
    assert.equal(lazyStart(null, page), null);
    assert.deepEqual(state.observed, []);
  });

  it('by default, loads at once when the element starts on the first screen, or hidden', () => {
    const { page, state } = fakePage();
    for (const top of [0, 300, SCREEN - 1, -599]) {
      assert.equal(lazyStart(element(undefined, top), page), null, `top ${top}`);
    }
    assert.equal(lazyStart(element(undefined, 0, { hidden: true }), page), null, 'hidden (display: none, a closed drawer)');
    assert.equal(lazyStart(element('soon', 0), page), null, 'an unknown value is the default');
    assert.deepEqual(state.observed, []);
    assert.deepEqual(state.marks, []);
  });

  it('by default, waits for an element below or above the first screen; into view ends the wait when it starts within one and a half screens', () => {
    const near = fakePage();
    for (const top of [SCREEN, 2.5 * SCREEN - 1, -600, -1.5 * SCREEN - 599]) {
      assert.ok(lazyStart(element(undefined, top), near.page), `top ${top}`);
    }
    assert.deepEqual(near.state.margins, ['0px', '0px', '0px', '0px']);
    const far = fakePage();
    for (const top of [2.5 * SCREEN, 10 * SCREEN, -1.5 * SCREEN - 600, -10 * SCREEN]) {
      assert.ok(lazyStart(element(undefined, top), far.page), `top ${top}`);
    }
    assert.deepEqual(far.state.margins, Array(4).fill(LAZY_LOAD_MARGIN));
  });

  it('by default, loads at once when the page has already loaded (an element added by a later script), without measuring it', () => {
    const { page } = fakePage('', 'complete');
    assert.equal(lazyStart(element(undefined, 10 * SCREEN), page), null);
    const unmeasurable = { getAttribute: () => null, getBoundingClientRect: () => { throw new Error('a layout read the answer does not need'); } } as unknown as Element;
    assert.equal(lazyStart(unmeasurable, page), null);
  });

  it('by default, a far element waits for the page\'s load and the frame painted after it', async () => {
    const quiz = element(undefined, 2.5 * SCREEN);
    const fake = fakePage();
    const wait = lazyStart(quiz, fake.page);
    assert.ok(wait);
    assert.deepEqual(fake.state.observed, [quiz]);
    assert.deepEqual(fake.state.margins, [LAZY_LOAD_MARGIN]);
    assert.deepEqual(fake.state.marks, [LAZY_WAIT_MARK]);
    paintFrame();
    assert.equal(await settled(wait), false, 'a frame before the load is not the end of the wait');
    fake.load();
    assert.equal(await settled(wait), false, 'not in the load event: the host paints first');
    await paintAndShow();
    assert.equal(await settled(wait), true);
    assert.equal(fake.state.disconnected, 1);
    assert.equal(fake.listening(), 0);
  });

  it('by default, when the host\'s first paint reaches the screen after its load, a far element waits for that too', async () => {
    const fake = fakePage('', 'interactive', { painted: false });
    const wait = lazyStart(element(undefined, 3 * SCREEN), fake.page);
    assert.ok(wait);
    fake.load();
    await paintAndShow();
    assert.equal(await settled(wait), false, 'frames were painted, but the first paint is not reported on screen yet');
    fake.firstPaint();
    assert.equal(await settled(wait), false, 'and then a frame after it');
    await paintAndShow();
    assert.equal(await settled(wait), true);
    assert.equal(fake.paintObservers.size, 0, 'stops observing paints');
  });

  it('by default, a browser without paint timing waits for the load and a frame after it', async () => {
    const fake = fakePage('', 'interactive', { painted: false, paintTiming: false });
    const wait = lazyStart(element(undefined, 3 * SCREEN), fake.page);
    assert.ok(wait);
    fake.load();
    assert.equal(await settled(wait), false);
    await paintAndShow();
    assert.equal(await settled(wait), true);
  });

  it('by default, a far element that the shopper scrolls near before the page\'s first paint stops observing paints', async () => {
    const fake = fakePage('', 'interactive', { painted: false });
    const wait = lazyStart(element(undefined, 3 * SCREEN), fake.page);
    assert.ok(wait);
    fake.load();
    assert.equal(fake.paintObservers.size, 1);
    fake.scrollNear();
    assert.equal(await settled(wait), true);
    assert.equal(fake.paintObservers.size, 0);
  });

  it('by default, an element just below the fold waits for the load and first paint, or starts when scrolled into view', async () => {
    const loaded = fakePage();
    const afterLoad = lazyStart(element(undefined, SCREEN + 100), loaded.page);
    assert.ok(afterLoad);
    loaded.load();
    await paintAndShow();
    assert.equal(await settled(afterLoad), true);

    const scrolled = fakePage();
    const inView = lazyStart(element(undefined, SCREEN + 100), scrolled.page);
    assert.ok(inView);
    scrolled.stillFar();
    assert.equal(await settled(inView), false, 'the observer\'s first report: not in view yet');
    scrolled.scrollNear();
    assert.equal(await settled(inView), true);
  });

  for (const type of ['scroll', 'pointerdown', 'keydown'] as const) {
    it(`by default, the shopper's first ${type} before the page loaded ends the wait (the host's LCP is settled then)`, async () => {
      const fake = fakePage();
      const wait = lazyStart(element(undefined, SCREEN + 100), fake.page);
      assert.ok(wait);
      assert.equal(await settled(wait), false);
      fake.shopper(type);
      assert.equal(await settled(wait), true);
      assert.equal(fake.listening(), 0);
    });
  }

  it('loading="lazy" does not start for a scroll, tap or key that leaves the quiz far', async () => {
    const fake = fakePage();
    const wait = lazyStart(element('lazy', 3 * SCREEN), fake.page);
    assert.ok(wait);
    for (const type of ['scroll', 'pointerdown', 'keydown'] as const) fake.shopper(type);
    assert.equal(await settled(wait), false);
  });

  it('by default, a far element that the shopper scrolls near before the page loaded starts then', async () => {
    const fake = fakePage();
    const wait = lazyStart(element(undefined, 3 * SCREEN), fake.page);
    assert.ok(wait);
    fake.scrollNear();
    assert.equal(await settled(wait), true);
    assert.equal(fake.listening('load'), 0, 'the load no longer matters');
  });

  it('loading="lazy" waits for nearness even once the page has loaded and painted', async () => {
    const fake = fakePage();
    const wait = lazyStart(element('lazy', 3 * SCREEN), fake.page);
    assert.ok(wait);
    assert.equal(fake.listening('load'), 0);
    fake.load();
    await paintAndShow();
    assert.equal(await settled(wait), false);
    fake.scrollNear();
    assert.equal(await settled(wait), true);
  });

  it('loading="lazy" waits even when the element starts near or the page has loaded: the observer decides', () => {
    const { page, state } = fakePage('', 'complete');
    assert.ok(lazyStart(element('lazy', 0), page));
    assert.equal(state.observed.length, 1);
  });

  it('loads at once when the page opens on a quiz screen, lazy or not', () => {
    for (const hash of ['#/age', '#/recommendation']) {
      const { page } = fakePage(hash);
      assert.equal(lazyStart(element('lazy'), page), null, hash);
      assert.equal(lazyStart(element(), page), null, hash);
    }
  });

  it('loading="lazy" waits until the element comes within one and a half screens of the viewport, then stops watching', async () => {
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
    assert.equal(fake.listening(), 0);
  });

  for (const loading of ['lazy', undefined]) it(`stops waiting when a link moves the URL to a quiz screen (loading=${loading ?? 'absent'})`, async () => {
    const fake = fakePage();
    const wait = lazyStart(element(loading), fake.page);
    assert.ok(wait);
    fake.goTo('#/aboutyou');
    assert.equal(await settled(wait), true);
    assert.equal(fake.state.disconnected, 1);
    assert.equal(fake.listening(), 0);
  });
});
