import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { provideDocumentChecks, providedDocumentChecks } from './document-checks.ts';
import { normalizeMarketing, normalizeQuizResult } from './normalize.ts';

describe("the document checks handed from the entry to the app", () => {
  it('are none until the entry provides them, then the same functions, loaded when first asked for', async () => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('fragrance-quiz.document-checks')];
    assert.equal(await providedDocumentChecks(), null);
    let loads = 0;
    provideDocumentChecks(() => {
      loads += 1;
      return Promise.resolve({ normalizeQuizResult, normalizeMarketing });
    });
    assert.equal(loads, 0, 'nothing loaded before it is needed');
    assert.equal((await providedDocumentChecks())?.normalizeMarketing, normalizeMarketing);
    assert.equal((await providedDocumentChecks())?.normalizeQuizResult, normalizeQuizResult);
  });
});
