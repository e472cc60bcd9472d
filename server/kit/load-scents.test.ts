import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadHouseScents, parseHouseScents, validateHouseScent } from './load-scents.ts';

const good = {
  _id: 'hs-cedar',
  _type: 'houseScent',
  name: 'Cedar',
  description: 'Dry cedar.',
  families: { woody_scent_notes: 0.8, earthy_mossy_notes: 0.2 },
  intensity: 3,
  occasions: ['evening'],
  seasons: ['fall'],
};

test('a valid house scent is kept, with missing families set to 0', () => {
  const result = validateHouseScent(good);
  assert.ok(result.ok);
  assert.equal(result.value.families.woody_scent_notes, 0.8);
  assert.equal(result.value.families.citrus_scent_notes, 0);
  assert.equal(Object.keys(result.value.families).length, 11);
  assert.equal('_type' in result.value, false);
});

test('invalid house scents are skipped with their reasons; other types are ignored', () => {
  const lines = [
    JSON.stringify({ _id: 'quiz', _type: 'quiz', name: 'Q' }),
    JSON.stringify(good),
    JSON.stringify({ ...good, _id: 'bad-family', families: { woody: 0.5 } }),
    JSON.stringify({ ...good, _id: 'bad-weight', families: { woody_scent_notes: 2 } }),
    JSON.stringify({ ...good, _id: 'zero', families: {} }),
    JSON.stringify({ ...good, _id: 'bad-intensity', intensity: 7 }),
    JSON.stringify({ ...good, _id: 'bad-occasions', occasions: 'evening' }),
    JSON.stringify({ ...good, _id: '', name: '' }),
    JSON.stringify({ ...good, _id: 'drafts.hs-cedar' }),
    JSON.stringify(good),
    '{"_type":"houseScent", broken',
    '',
  ];
  const { scents, skipped } = parseHouseScents(lines.join('\n'));
  assert.deepEqual(scents.map((s) => s._id), ['hs-cedar']);
  const byLine = new Map(skipped.map((s) => [s.line, s.reasons.join('; ')]));
  assert.match(byLine.get(3) ?? '', /families\.woody is not a quiz family/);
  assert.match(byLine.get(4) ?? '', /from 0 to 1/);
  assert.match(byLine.get(5) ?? '', /at least one family/);
  assert.match(byLine.get(6) ?? '', /intensity/);
  assert.match(byLine.get(7) ?? '', /occasions/);
  assert.match(byLine.get(8) ?? '', /_id.*name|name/);
  assert.match(byLine.get(9) ?? '', /draft/);
  assert.match(byLine.get(10) ?? '', /repeated _id/);
  assert.match(byLine.get(11) ?? '', /invalid JSON/);
  assert.equal(skipped.length, 9);
});

test('loadHouseScents reads a file and reports the skipped documents', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kit-'));
  try {
    const path = join(dir, 'data.ndjson');
    writeFileSync(path, [JSON.stringify(good), JSON.stringify({ ...good, _id: 'x', intensity: -1 })].join('\n'));
    let reported = 0;
    const scents = loadHouseScents(path, (s) => { reported = s.length; });
    assert.equal(scents.length, 1);
    assert.equal(reported, 1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
