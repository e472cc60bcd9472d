import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, it, mock } from 'node:test';
import type { ContentSource } from '../core/content-query.ts';
import { documentQueries } from './documents.ts';

describe("the recommendation page's documents", () => {
  let answer: { status: number; result?: unknown } = { status: 200, result: null };
  const server = createServer((_request, response) => {
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.status === 200 ? { result: answer.result } : { error: { description: 'dataset not found' } }));
  });
  let source: ContentSource;
  before(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    source = { dataset: 'staging', projectId: undefined, apiHost: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  });
  after(() => server.close());
  beforeEach(() => {
    answer = { status: 200, result: null };
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
});
