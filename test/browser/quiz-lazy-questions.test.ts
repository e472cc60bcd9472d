/**
 * The age picker and the call to action (with the analysis screen's logic) are not in the first step's
 * code: each loads as a chunk of its own, warmed one step ahead (src/questions/lazyQuestions.ts). The
 * test runner serves modules one by one, so "the chunk" is the component's module and its stylesheet.
 * The element is imported only after the resource-timing buffer is enlarged (its default of 250 entries
 * is full before a test starts).
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait.ts';

function loadedModules(): string[] {
  return performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
}

describe('question types the first step does not show', () => {
  before(() => {
    performance.setResourceTimingBufferSize(100_000);
  });

  it('load after the first step is on screen: the age picker while the step before it shows, then shows with no loading message', async () => {
    const { shadow } = await import('../support/fixtures.ts');
    const { openQuiz, stepName } = await import('../support/quiz.ts');

    let headingAt = Number.NaN;
    const watch = new MutationObserver(() => {
      if (Number.isNaN(headingAt) && document.querySelector('fragrance-quiz')?.shadowRoot?.querySelector('h2[part="heading"]')) headingAt = performance.now();
    });
    watch.observe(document.body, { childList: true, subtree: true });
    const attachToRoots = setInterval(() => {
      const root = document.querySelector('fragrance-quiz')?.shadowRoot;
      if (root) watch.observe(root, { childList: true, subtree: true });
    }, 0);
    const el = await openQuiz(null);
    clearInterval(attachToRoots);
    watch.disconnect();
    // The seed quiz opens on a transition step whose next step is the age picker.
    expect(stepName(el), 'the first step').to.equal('aboutyou');
    expect(Number.isFinite(headingAt), 'the first step heading was seen arriving').to.equal(true);

    await waitUntil(() => ['/src/questions/AgeQuestion.tsx', '/src/styles/age.ts'].every((path) => loadedModules().includes(path)), 'the age picker warmed while the step before it shows');
    for (const path of ['/src/questions/AgeQuestion.tsx', '/src/styles/age.ts']) {
      const [entry] = performance.getEntriesByType('resource').filter((resource) => new URL(resource.name).pathname === path);
      expect(entry!.startTime, `${path} asked for after the first step rendered`).to.be.above(headingAt);
    }
    expect(loadedModules(), 'the call to action, many steps away').to.not.include('/src/questions/CtaStep.tsx');
    // What the steps share of the analysis screen is its state; its logic comes with the call to action.
    expect(loadedModules(), 'the analysis screen and the analysis, many steps away').to.include.members(['/src/stores/analysis-screen-state.ts'])
      .and.not.include.members(['/src/stores/analysis-screen.ts'])
      .and.not.include.members(['/src/stores/analysis.ts']);
    // The warm-up the app started (the same module, so the same promise): its code in, and evaluated.
    const { ageQuestion } = await import('../../src/questions/lazyQuestions.ts');
    await ageQuestion.preload();

    const root = shadow(el);
    const texts: string[] = [];
    const observer = new MutationObserver(() => texts.push(root.textContent ?? ''));
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    location.hash = '#/age';
    await waitUntil(() => root.querySelectorAll('[role="combobox"]').length === 2, 'the age picker');
    observer.disconnect();
    expect(texts.filter((text) => text.includes('Loading')).map((text) => text.slice(0, 200)), 'screens showing a loading message').to.deep.equal([]);
  });

  it('a lazy question on the element\'s first screen is styled in the very update that adds it', async () => {
    const { openQuiz } = await import('../support/quiz.ts');
    // The age picker's code is in (the test before loaded it): a new element renders it in its first update.
    const styledAtFirst: boolean[] = [];
    const watchBody = new MutationObserver(() => {
      const root = document.querySelector('fragrance-quiz')?.shadowRoot;
      if (!root || styledAtFirst.length > 0) return;
      const watchRoot = new MutationObserver(() => {
        const trigger = root.querySelector('[role="combobox"]');
        if (!trigger || styledAtFirst.length > 0) return;
        styledAtFirst.push(trigger.getBoundingClientRect().height > 0 && getComputedStyle(trigger).display === 'flex');
        watchRoot.disconnect();
      });
      watchRoot.observe(root, { childList: true, subtree: true });
      watchBody.disconnect();
    });
    watchBody.observe(document.body, { childList: true, subtree: true });
    const el = await openQuiz('/age');
    await waitUntil(() => el.shadowRoot?.querySelector('[role="combobox"]'), 'the age picker');
    watchBody.disconnect();
    expect(styledAtFirst, 'the picker styled when it first appeared').to.deep.equal([true]);
  });
});
