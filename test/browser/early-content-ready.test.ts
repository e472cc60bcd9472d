/**
 * When the entry's content query answered before the app's code arrived, the first render is the step
 * itself: no "Loading your quiz…" frame (docs/performance.md). This file must not import the element
 * statically: the answer is in before the element is loaded.
 */
import { expect } from '@open-wc/testing';
import { provideQuizLoader, startFirstQuizQuery } from '../../src/content/first-query.ts';
import { loadQuiz } from '../../src/content/quiz-content.ts';
import { waitUntil } from '../support/wait.ts';

declare global {
  interface Window {
    __FQ_TEST_API__: string;
  }
}

describe('content that arrived before the app', () => {
  it('shows the first step at the first render, with no loading message in between', async () => {
    provideQuizLoader(loadQuiz);
    const answer = await startFirstQuizQuery({ dataset: 'staging', projectId: undefined, apiHost: window.__FQ_TEST_API__ });
    expect(answer?.ok, 'the early query answered').to.equal(true);

    const el = document.createElement('fragrance-quiz');
    el.setAttribute('api-host', window.__FQ_TEST_API__);
    document.body.append(el);
    const texts: string[] = [];
    await import('../../elements/fragrance-quiz.ts');
    const root = el.shadowRoot;
    if (!root) throw new Error('no shadow root once the element is defined');
    const observer = new MutationObserver(() => texts.push(root.textContent ?? ''));
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    await waitUntil(() => root.querySelector('h2[part="heading"]'), 'the first step', { timeout: 30_000 });
    observer.disconnect();

    expect(texts.length, 'renders observed').to.be.above(0);
    expect(texts.filter((text) => text.includes('Loading your quiz')), 'renders showing the loading message').to.deep.equal([]);
  });
});
