import assert from 'node:assert/strict';
import { it } from 'node:test';
import { segmentLabel } from './segments.ts';

it('names countries and languages in words beside their codes, and leaves sources as recorded', () => {
  assert.equal(segmentLabel('market', 'CA'), 'Canada (CA)');
  assert.equal(segmentLabel('locale', 'fr-CA'), 'Canadian French (fr-CA)');
  assert.equal(segmentLabel('device', 'phone'), 'Phone');
  assert.equal(segmentLabel('source', 'direct'), 'Direct (no referrer)');
  assert.equal(segmentLabel('source', 'google / cpc / spring'), 'google / cpc / spring');
  assert.equal(segmentLabel('market', 'unknown'), 'Not recorded');
});
