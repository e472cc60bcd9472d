/**
 * The element as a guest on a store page (docs/embedding.md): one quiz per page, removal and re-adding,
 * the `main-content` attribute, and load errors a shopper understands with the host's content back.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait.ts';
import { resetMouse } from '@web/test-runner-commands';
import type { QuizErrorDetail, StepChangeDetail } from '../../src/core/events.ts';
import { API, mountQuiz, resetPage, shadow, waitFor } from '../support/fixtures.ts';
import { newPageView } from '../support/guest.ts';
import { arrive, click, COMPLETE_ANSWERS, nextLink, openQuiz, waitForStep } from '../support/quiz.ts';

function recordWarnings(): { calls: string[]; restore: () => void } {
  const original = console.warn;
  const calls: string[] = [];
  console.warn = (...args: unknown[]) => {
    calls.push(args.map(String).join(' '));
    original.apply(console, args);
  };
  return { calls, restore: () => { console.warn = original; } };
}

function hostMain(id = 'MainContent'): HTMLElement {
  const main = document.createElement('main');
  main.id = id;
  main.textContent = 'The store page';
  document.body.append(main);
  return main;
}

describe('<fragrance-quiz> as a guest', () => {
  beforeEach(() => {
    resetPage();
    newPageView();
  });
  afterEach(async () => {
    for (const el of document.querySelectorAll('fragrance-quiz, main')) el.remove();
    await resetMouse();
  });

  it('a second element shows a short notice and says why; the first keeps working, its events fire once', async () => {
    const first = await openQuiz('/gender', COMPLETE_ANSWERS);
    const seen: Array<{ target: EventTarget | null; detail: StepChangeDetail }> = [];
    const onStep = (event: Event) => seen.push({ target: event.target, detail: (event as CustomEvent<StepChangeDetail>).detail });
    document.addEventListener('fq-step-change', onStep);
    const warnings = recordWarnings();
    try {
      const second = document.createElement('fragrance-quiz');
      second.setAttribute('api-host', API);
      second.setAttribute('dataset', 'holiday');
      document.body.append(second);
      const notice = shadow(second).querySelector('[part="notice"]');
      expect(notice?.textContent).to.equal('This quiz is already open on this page.');
      expect(warnings.calls.some((line) => line.includes('Only one <fragrance-quiz>'))).to.equal(true);

      await click(nextLink(first));
      await waitForStep(first, 'grewup');
      await waitUntil(() => seen.length > 0, 'no fq-step-change');
      expect(seen.map((event) => [event.target === first, event.detail.stepName])).to.deep.equal([[true, 'grewup']]);
      expect(shadow(second).querySelector('.step-screen')).to.equal(null);
    } finally {
      warnings.restore();
      document.removeEventListener('fq-step-change', onStep);
    }
  });

  it('when the first element leaves the page, the second drops its notice and is a working quiz', async () => {
    const first = await openQuiz('/personality', COMPLETE_ANSWERS);
    const warnings = recordWarnings();
    const notice = (el: Element) => shadow(el).querySelector('[part="notice"]')?.textContent ?? null;
    try {
      const second = document.createElement('fragrance-quiz');
      second.setAttribute('api-host', API);
      document.body.append(second);
      expect(notice(second)).to.equal('This quiz is already open on this page.');
      first.remove();
      await waitFor(second, '.step-screen');
      expect(notice(second), 'the stale notice').to.equal(null);
      await waitForStep(second, 'personality');
      await click(nextLink(second));
      await waitForStep(second, 'travel');
      // The first, added again, is now the one with the notice.
      document.body.append(first);
      expect(notice(first)).to.equal('This quiz is already open on this page.');
    } finally {
      warnings.restore();
    }
  });

  it('removing and re-adding the element keeps working, with each event once', async () => {
    const el = await openQuiz('/grewup', COMPLETE_ANSWERS);
    const parent = el.parentElement as HTMLElement;
    el.remove();
    parent.append(el);
    await waitFor(el, '.step-screen');
    const steps: string[] = [];
    const onStep = (event: Event) => steps.push((event as CustomEvent<StepChangeDetail>).detail.stepName ?? '');
    document.addEventListener('fq-step-change', onStep);
    try {
      await click(nextLink(el));
      await waitForStep(el, 'personality');
      await click(nextLink(el));
      await waitForStep(el, 'travel');
      await waitUntil(() => steps.length >= 2, 'fq-step-change missing');
      expect(steps).to.deep.equal(['personality', 'travel']);
    } finally {
      document.removeEventListener('fq-step-change', onStep);
    }
  });

  it('changing api-host while focus is in a host input leaves focus there', async () => {
    const el = await openQuiz('/gender', COMPLETE_ANSWERS);
    await click(nextLink(el));
    await waitForStep(el, 'grewup');
    await waitUntil(() => shadow(el).activeElement?.matches('h2[part="heading"]'), 'Next did not focus the heading');
    const input = document.createElement('input');
    input.setAttribute('aria-label', 'Search the store');
    document.body.prepend(input);
    try {
      input.focus();
      const before = shadow(el).querySelector('h2[part="heading"]');
      el.setAttribute('api-host', API.replace('127.0.0.1', 'localhost'));
      await waitUntil(() => {
        const now = shadow(el).querySelector('h2[part="heading"]');
        return now && now !== before;
      }, 'the quiz did not reload from the new host');
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      // A boolean: chai's message for a failed DOM-element comparison can take the test page down.
      expect(document.activeElement === input, `focus left the host input for ${document.activeElement?.localName ?? 'nothing'}`).to.equal(true);
    } finally {
      input.remove();
    }
  });

  it('main-content names the host element to hide; empty hides nothing', async () => {
    const main = hostMain();
    const other = hostMain('shopify-section-main');
    arrive('/grewup', COMPLETE_ANSWERS);
    const el = await mountQuiz();
    await waitForStep(el, 'grewup');
    await waitUntil(() => main.hidden, '#MainContent not hidden on a named step');
    el.setAttribute('main-content', 'shopify-section-main');
    await waitUntil(() => other.hidden && !main.hidden, 'the named element is not the hidden one');
    el.setAttribute('main-content', '');
    await waitUntil(() => !other.hidden && !main.hidden, 'an empty main-content still hides something');
  });

  it('never hides an ancestor of the quiz, and says so once in the console', async () => {
    const main = hostMain();
    const warnings = recordWarnings();
    try {
      arrive('/grewup', COMPLETE_ANSWERS);
      const el = document.createElement('fragrance-quiz');
      el.setAttribute('api-host', API);
      main.append(el);
      await waitForStep(el, 'grewup');
      await click(nextLink(el));
      await waitForStep(el, 'personality');
      expect(main.hidden).to.equal(false);
      expect(warnings.calls.filter((line) => line.includes('contains the quiz itself')).length).to.equal(1);
    } finally {
      warnings.restore();
    }
  });

  it('an unknown dataset says the quiz is not available, keeps details out of the alert, and shows the host content', async () => {
    const main = hostMain();
    const errors: QuizErrorDetail[] = [];
    const onError = (event: Event) => errors.push((event as CustomEvent<QuizErrorDetail>).detail);
    document.addEventListener('fq-error', onError);
    try {
      arrive('/grewup', COMPLETE_ANSWERS);
      const el = await mountQuiz({ dataset: 'no-such-dataset' });
      const alert = await waitFor(el, '[role="alert"]');
      expect(alert.querySelector('h2')?.textContent).to.equal('This quiz isn’t available.');
      expect(alert.textContent).to.not.match(/https?:|%[0-9A-F]{2}|query/i);
      expect(alert.textContent?.length).to.be.below(200);
      expect(alert.querySelector('button')?.textContent).to.equal('Try again');
      await waitUntil(() => errors.length > 0, 'no fq-error');
      expect(errors[0]?.message).to.match(/404|not found/i);
      expect(main.hidden, '#MainContent is shown behind the error').to.equal(false);
    } finally {
      document.removeEventListener('fq-error', onError);
    }
  });

  it("the shopper's own move brings the quiz's top into view only when it is out of view", async () => {
    const above = document.createElement('div');
    above.style.height = '400px';
    const below = document.createElement('div');
    below.style.height = '3000px';
    const el = await openQuiz('/grewup', COMPLETE_ANSWERS);
    el.before(above);
    el.after(below);
    try {
      const topOnPage = () => el.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, topOnPage() - 100); // the quiz's top shows, 100 px below the viewport's top
      const inView = window.scrollY;
      nextLink(el).click();
      await waitForStep(el, 'personality');
      await waitUntil(() => shadow(el).activeElement !== null, 'focus did not move to the new step');
      expect(window.scrollY, 'the top was in view: no scroll').to.equal(inView);

      window.scrollTo(0, topOnPage() + 200); // the quiz's top is now above the viewport; Next still shows
      nextLink(el).click();
      await waitForStep(el, 'travel');
      await waitUntil(() => Math.abs(el.getBoundingClientRect().top) < 2, `the quiz's top was not brought into view (top ${el.getBoundingClientRect().top})`);
    } finally {
      above.remove();
      below.remove();
    }
  });

  it('reserves its space before the content loads (the min-height token)', async () => {
    const el = document.createElement('fragrance-quiz');
    el.setAttribute('api-host', 'http://127.0.0.1:9');
    el.style.setProperty('--fq-min-height', '432px');
    document.body.append(el);
    expect(el.getBoundingClientRect().height).to.be.at.least(432);
    expect(getComputedStyle(el).display).to.equal('block');
  });
});
