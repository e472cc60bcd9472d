import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { provideDocumentChecks, providedDocumentChecks } from './document-checks.ts';
import { normalizeMarketing, normalizeQuizResult } from './normalize.ts';

describe("the document checks handed from the entry to the app", () => {
  it('are none until the entry provides them, then the same functions', () => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('fragrance-quiz.document-checks')];
    assert.equal(providedDocumentChecks(), null);
    provideDocumentChecks({ normalizeQuizResult, normalizeMarketing });
    assert.equal(providedDocumentChecks()?.normalizeMarketing, normalizeMarketing);
    assert.equal(providedDocumentChecks()?.normalizeQuizResult, normalizeQuizResult);
  });
});
