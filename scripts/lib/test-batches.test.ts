import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { batches, weight } from './test-batches.ts';

const file = (name: string, source = '') => ({ file: name, source });

describe('test batches', () => {
  it('weighs a file by what it starts: a child process over a database over an app over plain logic', () => {
    assert.ok(weight(file('a', 'await startServer(env)')) > weight(file('b', "forEachDatabase('x', () => {})")));
    assert.ok(weight(file('b', "forEachDatabase('x', () => {})")) > weight(file('c', 'useApp(target)')));
    assert.ok(weight(file('c', 'useApp(target)')) > weight(file('d', 'assert.equal(1, 1)')));
  });

  it('puts every file in exactly one batch, at most the number asked for, heaviest batch first', () => {
    const files = [
      file('server/crash.test.ts', 'startServer()'),
      file('server/db.test.ts', 'forEachDatabase()'),
      ...Array.from({ length: 10 }, (_, index) => file(`src/logic-${index}.test.ts`)),
    ];
    const planned = batches(files, 4);
    assert.equal(planned.length, 4);
    assert.deepEqual(planned.flat().sort(), files.map((each) => each.file).sort());
    assert.deepEqual(planned[0], ['server/crash.test.ts'], 'the heaviest file alone outweighs the rest of a batch');
  });

  it('spreads light files evenly', () => {
    const planned = batches(Array.from({ length: 12 }, (_, index) => file(`src/logic-${index}.test.ts`)), 3);
    assert.deepEqual(planned.map((batch) => batch.length), [4, 4, 4]);
  });

  it('makes no empty batch when there are fewer files than batches', () => {
    assert.deepEqual(batches([file('only.test.ts')], 8), [['only.test.ts']]);
  });
});
