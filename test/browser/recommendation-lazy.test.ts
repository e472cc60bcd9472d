/**
 * The recommendation pages are a lazy chunk: the quiz's steps never load their code. The test runner
 * serves modules one by one, so "the chunk" is every module under /src/recommendation/.
 * The element is imported only after the resource-timing buffer is enlarged (its default of 250
 * entries is full before a test starts), and nothing here imports src/recommendation.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait.ts';

function loadedModules(): string[] {
  return performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
}

describe('recommendation lazy chunk', () => {
  it('is not loaded by the first step, and is loaded on /recommendation', async () => {
    performance.setResourceTimingBufferSize(100_000);
    const { mountQuiz, shadow, waitFor } = await import('../support/fixtures.ts');
    const { openRecommendation, waitForPage } = await import('./recommendation-fixtures.ts');

    const el = await mountQuiz();
    await waitFor(el, 'h2[part="heading"]');
    const before = loadedModules();
    expect(before, 'resource timing saw the element load').to.include.members(['/elements/fragrance-quiz.ts', '/src/components/Router.tsx']);
    expect(before.filter((path) => path.startsWith('/src/recommendation/'))).to.deep.equal([]);
    expect(before).to.not.include('/src/styles/recommendation.ts');

    const page = await openRecommendation();
    await waitForPage(page);
    await waitUntil(() => loadedModules().includes('/src/recommendation/RecommendationPage.tsx'), 'the chunk was loaded');
    expect(loadedModules()).to.include('/src/styles/recommendation.ts');
    expect(shadow(page).querySelector('[data-section="hero"]')).to.not.equal(null);
  });
});
