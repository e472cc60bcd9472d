/**
 * Routing (docs/behaviour.md "Routes"): which step an URL shows, redirects, progress and URLs, Next
 * enabling, Back, browser back/forward, `#MainContent`, focus and the progress announcement.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../support/wait.ts';
import { resetMouse } from '@web/test-runner-commands';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { NavBar } from '../../src/components/NavBar.tsx';
import { isNextAvailable } from '../../src/components/StepScreen.tsx';
import type { Step } from '../../src/core/types.ts';
import { nextFrame } from '../support/clock.ts';
import { mountQuiz, shadow } from '../support/fixtures.ts';
import {
  arrive, backLink, choice, click, COMPLETE_ANSWERS, heading, holdBackendPosts, nextLink, openQuiz, stepName, waitForStep,
} from '../support/quiz.ts';

/** The seed's screens (its 33 visible steps, grouped by content). */
const STEP_COUNT = 19;

function progressOf(el: Element): { now: string | null; width: string } {
  const bar = shadow(el).querySelector('[role="progressbar"]');
  return { now: bar?.getAttribute('aria-valuenow') ?? null, width: (bar?.firstElementChild as HTMLElement | null)?.style.width ?? '' };
}

function withMainContent(): HTMLElement {
  const main = document.createElement('main');
  main.id = 'MainContent';
  main.textContent = 'The store page';
  document.body.append(main);
  return main;
}

describe('quiz: routing', () => {
  afterEach(() => resetMouse());

  it('shows the first step for an unknown step name and replaces the URL (no extra history entry)', async () => {
    arrive('/no-such-step', { gender: 'female' });
    const before = history.length;
    const el = await mountQuiz();
    await waitForStep(el, 'aboutyou');
    expect(history.length).to.equal(before);
  });

  it('names steps case-insensitively', async () => {
    const el = await openQuiz('/Loyalty', { year: 1990, month: 'May' });
    await waitForStep(el, 'loyalty', { hash: false });
  });

  it('opens the screen of any step named in the URL, keeping that URL', async () => {
    const el = await openQuiz('/tropical', COMPLETE_ANSWERS);
    await waitForStep(el, 'floral', { hash: false });
    expect(location.hash).to.equal('#/tropical');
    const rows = [...shadow(el).querySelectorAll<HTMLElement>('.rating-row')].map((row) => row.dataset['step']);
    expect(rows).to.deep.equal(['floral', 'spicy', 'woody', 'citrus', 'sweet', 'tropical']);
    // screen 9 of 19: floor(9 / 18 × 100)
    expect(progressOf(el)).to.deep.equal({ now: '50', width: '50%' });
    expect(backLink(el)?.getAttribute('href')).to.equal('#/scenttypes');
    expect(nextLink(el).getAttribute('href')).to.equal('#/freshfruit');
  });

  it('with no answers stored, a step past the first required question sends the shopper to the first step', async () => {
    const el = await openQuiz('/gender');
    await waitForStep(el, 'aboutyou');
  });

  it('with no answers stored, the steps up to the first required question stay reachable', async () => {
    const el = await openQuiz('/age');
    await waitForStep(el, 'age');
  });

  it('`almostthere` jumps to the first required step without an answer', async () => {
    const { subtle_strong_scrent: _skipped, ...answers } = COMPLETE_ANSWERS;
    const el = await openQuiz('/almostthere', answers);
    // strength shares its screen with frequency: the screen opens on strength's URL.
    await waitUntil(() => location.hash === '#/strength', `not sent to #/strength (on ${location.hash})`);
    await waitForStep(el, 'frequency', { hash: false });
  });

  it('`almostthere` stays when every required step is answered', async () => {
    const el = await openQuiz('/almostthere', COMPLETE_ANSWERS);
    await waitForStep(el, 'almostthere');
  });

  it('`/recommendation` redirects to the first required step without an answer', async () => {
    const { country_spend: _skipped, ...answers } = COMPLETE_ANSWERS;
    arrive('/recommendation', answers);
    const el = await mountQuiz();
    await waitForStep(el, 'grewup');
  });

  it('`/recommendation` stays when every required step is answered', async () => {
    arrive('/recommendation', COMPLETE_ANSWERS);
    const el = await mountQuiz();
    // The page itself renders only once no redirect is pending.
    await waitUntil(() => shadow(el).querySelector('.recommendation'), 'the recommendation page did not render', { timeout: 8000 });
    expect(location.hash).to.equal('#/recommendation');
    expect(stepName(el)).to.equal(null);
  });

  it('gives progress and URLs on the first step', async () => {
    const el = await openQuiz(null);
    await waitForStep(el, 'aboutyou', { hash: false });
    expect(progressOf(el)).to.deep.equal({ now: '0', width: '0%' });
    expect(backLink(el)).to.equal(null);
    expect(nextLink(el).getAttribute('href')).to.equal('#/age');
  });

  it('gives progress and URLs on a middle step', async () => {
    const el = await openQuiz('/scentstory', COMPLETE_ANSWERS);
    // screen 5 of 19: floor(5 / 18 × 100)
    expect(progressOf(el)).to.deep.equal({ now: '27', width: '27%' });
    expect(backLink(el)?.getAttribute('href')).to.equal('#/travel');
    expect(nextLink(el).getAttribute('href')).to.equal('#/frequency');
  });

  it('gives progress and URLs on the last step, whose Next goes to /recommendation', async () => {
    const release = holdBackendPosts();
    try {
      const el = await openQuiz('/results', COMPLETE_ANSWERS);
      expect(progressOf(el)).to.deep.equal({ now: '100', width: '100%' });
      expect(backLink(el)?.getAttribute('href')).to.equal('#/email');
      expect(nextLink(el).getAttribute('href')).to.equal('#/recommendation');
    } finally {
      release();
    }
  });

  it('enables Next only when the answer is non-empty, or the step is optional', async () => {
    const el = await openQuiz('/travel', { year: 1990, month: 'May' });
    const next = nextLink(el);
    expect(next.getAttribute('aria-disabled')).to.equal('true');
    expect(next.hasAttribute('href')).to.equal(false);
    await click(next);
    expect(stepName(el)).to.equal('travel');

    await click(choice(el, 'Beaches'));
    await waitUntil(() => nextLink(el).getAttribute('aria-disabled') === null, 'Next not enabled by an answer');
    expect(nextLink(el).getAttribute('href')).to.equal('#/scentstory');
    await click(choice(el, 'Beaches'));
    await waitUntil(() => nextLink(el).getAttribute('aria-disabled') === 'true', 'Next not disabled by an empty answer');

    const optional = await openQuiz('/colors', { year: 1990, month: 'May' });
    expect(nextLink(optional).getAttribute('aria-disabled')).to.equal(null);
    await click(nextLink(optional));
    await waitForStep(optional, 'smells');
  });

  it('never blocks Next on a step that cannot hold an answer, even with canNext false', () => {
    const transition: Step = { _key: 't', id: 'intro', name: 'intro', type: 'transition', multiple: false, canNext: false, labelRange: [], items: [] };
    expect(isNextAvailable(transition, {})).to.equal(true);
    expect(isNextAvailable({ ...transition, type: 'cta' }, {})).to.equal(true);
    const required: Step = { ...transition, id: 'gender', type: 'select', items: [{ _key: 'f', text: 'Female', value: 'female' }] };
    expect(isNextAvailable(required, {})).to.equal(false);
    expect(isNextAvailable(required, { gender: 'female' })).to.equal(true);
    expect(isNextAvailable({ ...required, canNext: true }, {})).to.equal(true);
  });

  it('shows Next disabled when there is no next URL', async () => {
    const container = await fixture<HTMLDivElement>(html`<div></div>`);
    const root = createRoot(container);
    try {
      root.render(createElement(NavBar, { previousUrl: '/a', nextUrl: '', progress: 50, index: 16, count: 33, canProceed: true, light: false, onBack: () => {}, onNext: () => {} }));
      await waitUntil(() => container.querySelector('a[part="next"]'), 'NavBar did not render');
      const next = container.querySelector('a[part="next"]') as HTMLAnchorElement;
      expect(next.getAttribute('aria-disabled')).to.equal('true');
      expect(next.hasAttribute('href')).to.equal(false);
      expect(container.querySelector('.nav-count')?.textContent).to.equal('Step 17 of 33');
      expect(container.querySelector('[role="progressbar"]')?.getAttribute('aria-valuetext')).to.equal('Step 17 of 33, 50% complete');
    } finally {
      root.unmount();
    }
  });

  it('goes back with `< Back` without adding an entry, and the browser back and forward buttons move between screens', async () => {
    const el = await openQuiz('/personality', COMPLETE_ANSWERS);
    await click(nextLink(el));
    await waitForStep(el, 'travel');
    await click(backLink(el) as HTMLElement);
    await waitForStep(el, 'personality');
    // On-screen Back went back in history (it pushed nothing): the browser's Forward returns to travel.
    history.forward();
    await waitForStep(el, 'travel');

    history.back();
    await waitForStep(el, 'personality');
    history.forward();
    await waitForStep(el, 'travel');
  });

  it('`< Back` on a screen opened directly replaces the entry: browser Back can never move forward', async () => {
    const el = await openQuiz('/travel', COMPLETE_ANSWERS);
    const entries = history.length;
    await click(backLink(el) as HTMLElement);
    await waitForStep(el, 'personality');
    expect(history.length).to.equal(entries);
  });

  it('a host anchor (#reviews, a skip link) leaves the quiz on its screen, and Back returns to it', async () => {
    const el = await openQuiz('/personality', COMPLETE_ANSWERS);
    location.hash = '#reviews';
    await waitUntil(() => location.hash === '#reviews', 'the anchor did not apply');
    await nextFrame();
    expect(stepName(el)).to.equal('personality');
    history.back();
    await waitUntil(() => location.hash === '#/personality', `Back did not return to the quiz (on ${location.hash})`);
    await nextFrame();
    expect(stepName(el)).to.equal('personality');
  });

  it('hides #MainContent on a named step, shows it on the bare start route and restores it on removal', async () => {
    const main = withMainContent();
    try {
      arrive('/age');
      const el = await mountQuiz();
      await waitForStep(el, 'age');
      await waitUntil(() => main.hidden, '#MainContent not hidden');
      el.remove();
      await waitUntil(() => !main.hidden, '#MainContent not restored when the element is removed');

      const bare = await openQuiz(null);
      await waitForStep(bare, 'aboutyou', { hash: false });
      expect(main.hidden).to.equal(false);
    } finally {
      main.remove();
    }
  });

  it('leaves focus alone on the first step, then moves it to the new heading and announces progress', async () => {
    const el = await openQuiz('/age', { gender: 'female' });
    expect(shadow(el).activeElement).to.equal(null);
    const status = shadow(el).querySelector('p[role="status"]') as HTMLElement;
    expect(status.textContent).to.equal(`Step 2 of ${STEP_COUNT}, 5% complete`);
    await waitUntil(() => nextLink(el).getAttribute('aria-disabled') === null, 'age defaults not stored');
    await click(nextLink(el));
    await waitForStep(el, 'grewup');
    await waitUntil(() => shadow(el).activeElement === heading(el), 'the new heading was not focused');
    expect(heading(el)?.textContent).to.equal('Your places');
    expect(shadow(el).querySelector('p[role="status"]')).to.equal(status);
    expect(status.textContent).to.equal(`Step 3 of ${STEP_COUNT}, 11% complete`);
  });
});
