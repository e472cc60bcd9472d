import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, it, mock } from 'node:test';
import type { ContentSource } from '../core/content-query.ts';
import { provideDocumentChecks } from './document-checks.ts';
import { documentQueries, NO_DOCUMENT_CHECKS } from './documents.ts';
import { normalizeMarketing, normalizeQuizResult } from './normalize.ts';

describe("the recommendation page's documents", () => {
  let answer: { status: number; result?: unknown } = { status: 200, result: null };
  let requests = 0;
  const server = createServer((_request, response) => {
    requests += 1;
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.status === 200 ? { result: answer.result } : { error: { description: 'dataset not found' } }));
  });
  let source: ContentSource;
  before(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    source = { dataset: 'staging', projectId: undefined, apiHost: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  });
  after(() => server.close());
  const SLOT = Symbol.for('fragrance-quiz.document-checks');
  beforeEach(() => {
    answer = { status: 200, result: null };
    // As the element's entry does before the app runs.
    provideDocumentChecks(() => Promise.resolve({ normalizeQuizResult, normalizeMarketing }));
  });

  it('reads the quiz result checked, its pictures on the content host, and keeps what it dropped for the page to report', async () => {
    answer.result = [{ quizResult: { shopifyVariantId: 9, variant: 'A', productRecommends: [{ title: 'Kit', price: '39', image: { url: '/kit.svg' } }, { title: null }] } }];
    const result = await documentQueries(source).quizResult();
    assert.ok(result.ok);
    assert.equal(result.value.productRecommends[0]?.image?.url, `${source.apiHost}/kit.svg`);
    assert.deepEqual(result.value.problems, ['a product recommendation was dropped']);
  });

  it('says plainly when the content holds no quiz result or marketing texts', async () => {
    assert.deepEqual(await documentQueries(source).quizResult(), { ok: false, error: 'No quiz result was found in the content' });
    assert.deepEqual(await documentQueries(source).marketing(), { ok: false, error: 'No marketing content was found' });
  });

  it("passes the content service's own message on when it refuses", async () => {
    answer = { status: 404 };
    const error = mock.method(console, 'error', () => undefined);
    try {
      assert.deepEqual(await documentQueries(source).marketing(), { ok: false, error: 'dataset not found' });
    } finally {
      error.mock.restore();
    }
  });

  it("asks nothing and says why when the app was started without the entry's checks", async () => {
    delete (globalThis as Record<symbol, unknown>)[SLOT];
    answer.result = [{ quizResult: { productRecommends: [{ title: 'Kit', price: '39' }] } }];
    requests = 0;
    assert.deepEqual(await documentQueries(source).quizResult(), { ok: false, error: NO_DOCUMENT_CHECKS });
    assert.equal(requests, 0, 'nothing asked of the content service');
  });
});
