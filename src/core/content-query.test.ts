import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { contentAssetBase, contentSourceKey, type ContentSource } from './content-query.ts';

const SOURCE: ContentSource = { dataset: 'staging', projectId: undefined, apiHost: 'http://127.0.0.1:4000' };

describe('where the content comes from', () => {
  it("pictures come from a project's image CDN, or from the embedded API's host", () => {
    assert.equal(contentAssetBase({ dataset: 'production', projectId: 'abc123', apiHost: 'https://ignored.example' }), 'https://cdn.sanity.io/');
    assert.equal(contentAssetBase({ dataset: 'staging', projectId: undefined, apiHost: 'https://quiz.example//' }), 'https://quiz.example/');
  });

  it('the same attributes give the same source key, any difference another', () => {
    assert.equal(contentSourceKey(SOURCE), contentSourceKey({ ...SOURCE }));
    assert.notEqual(contentSourceKey(SOURCE), contentSourceKey({ ...SOURCE, dataset: 'holiday' }));
    assert.notEqual(contentSourceKey(SOURCE), contentSourceKey({ ...SOURCE, projectId: 'abc123' }));
  });
});
