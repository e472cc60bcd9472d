/**
 * The entry starts the quiz's content query while the app's code loads (docs/performance.md). This file
 * must not import the element statically: the page holds the element first, then loads the entry, as a
 * store page does.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait.ts';

declare global {
  interface Window {
    __FQ_TEST_API__: string;
  }
}

const resources = (match: (url: string) => boolean) => (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
  .filter((entry) => match(decodeURIComponent(entry.name)));
const isQuizQuery = (url: string) => url.includes('/data/query/') && url.includes('steps[]{');

describe('the first content query', () => {
  before(() => performance.setResourceTimingBufferSize(100_000));

  it("starts with the entry, while the app's code is still loading, and the app uses its answer", async () => {
    const el = document.createElement('fragrance-quiz');
    el.setAttribute('api-host', window.__FQ_TEST_API__);
    el.setAttribute('dataset', 'staging');
    document.body.append(el);

    await import('../../elements/fragrance-quiz.ts');
    expect(customElements.get('fragrance-quiz'), 'the element is defined once the entry resolves').to.not.equal(undefined);
    await waitUntil(() => el.shadowRoot?.querySelector('h2[part="heading"]'), 'the first step', { timeout: 30_000 });

    const queries = resources(isQuizQuery);
    const app = resources((url) => url.includes('/elements/quiz-element.ts'));
    // The app's own modules are asked for only once its first module has arrived and been read.
    const appModules = resources((url) => url.includes('/src/FragranceQuizApp.tsx'));
    expect(queries.length, 'quiz queries: the early one only').to.equal(1);
    expect(app.length, 'app module requests').to.equal(1);
    expect(appModules.length, 'app component requests').to.equal(1);
    expect(queries[0]!.startTime, 'the query started while the app was still loading').to.be.below(appModules[0]!.startTime);
    expect(new URL(queries[0]!.name).origin).to.equal(new URL(window.__FQ_TEST_API__).origin);
    // The content's pictures come from the API's host, another origin than this page: its connection is warmed.
    const warmed = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')].map((link) => link.href);
    expect(warmed, 'preconnect links').to.deep.equal([`${new URL(window.__FQ_TEST_API__).origin}/`]);
  });
});
