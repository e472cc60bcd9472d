import assert from 'node:assert/strict';
import { it } from 'node:test';
import { previewMark } from './preview.ts';

const page = { search: '', hash: '', designMode: undefined };

it('a shopper\'s page carries no mark', () => {
  assert.deepEqual(previewMark(page), {});
  assert.deepEqual(previewMark({ ...page, search: '?utm_source=news', hash: '#/quiz/age?step=2' }), {});
});

it('a forced variant, in the URL or the hash route, is a preview', () => {
  assert.deepEqual(previewMark({ ...page, search: '?version=B' }), { preview: true });
  assert.deepEqual(previewMark({ ...page, hash: '#/results?version=C' }), { preview: true });
});

it('Shopify\'s theme editor is a preview; anything but designMode true is not', () => {
  assert.deepEqual(previewMark({ ...page, designMode: true }), { preview: true });
  for (const designMode of [false, 'true', 1, null, {}]) assert.deepEqual(previewMark({ ...page, designMode }), {}, String(designMode));
});
