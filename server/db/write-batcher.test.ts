import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { WriteBatcher } from './write-batcher.ts';

/** A fake table whose writes finish when the test says so. */
function controlledTable() {
  const stored: string[] = [];
  const statements: string[][] = [];
  const inFlight: Array<{ rows: string[]; commit: () => void; fail: (error: Error) => void }> = [];
  const write = (rows: string[]) => new Promise<void>((resolve, reject) => {
    statements.push(rows);
    inFlight.push({
      rows,
      commit: () => { stored.push(...rows); resolve(); },
      fail: reject,
    });
  });
  const next = async () => {
    for (let i = 0; i < 100 && inFlight.length === 0; i += 1) await new Promise((done) => setImmediate(done));
    const statement = inFlight.shift();
    assert.ok(statement, 'a statement was written');
    return statement;
  };
  return { stored, statements, write, next };
}

function settled(promise: Promise<unknown>) {
  const state = { done: false, error: undefined as unknown };
  promise.then(() => { state.done = true; }, (error: unknown) => { state.done = true; state.error = error; });
  return state;
}

describe('write batcher (group commit)', () => {
  it('writes rows that arrive together in one statement and acknowledges each only after it commits', async () => {
    const table = controlledTable();
    const batcher = new WriteBatcher(table.write);
    const acks = ['a', 'b', 'c'].map((row) => settled(batcher.add(row)));
    const statement = await table.next();
    assert.deepEqual(statement.rows, ['a', 'b', 'c']);
    await new Promise((done) => setImmediate(done));
    assert.ok(acks.every((ack) => !ack.done), 'nothing is acknowledged before the commit');
    statement.commit();
    await new Promise((done) => setImmediate(done));
    assert.ok(acks.every((ack) => ack.done && ack.error === undefined));
    assert.deepEqual(table.stored, ['a', 'b', 'c']);
  });

  it('gathers the rows arriving during a write into the next statement, up to maxRows each', async () => {
    const table = controlledTable();
    const batcher = new WriteBatcher(table.write, { maxRows: 2 });
    const first = batcher.add('a');
    const statement = await table.next();
    const later = ['b', 'c', 'd'].map((row) => batcher.add(row));
    await new Promise((done) => setImmediate(done));
    assert.equal(table.statements.length, 1, 'one statement at a time');
    assert.equal(batcher.waiting, 3);
    statement.commit();
    (await table.next()).commit();
    (await table.next()).commit();
    await Promise.all([first, ...later]);
    assert.deepEqual(table.statements, [['a'], ['b', 'c'], ['d']]);
  });

  it('writes up to `concurrency` statements at once', async () => {
    const table = controlledTable();
    const batcher = new WriteBatcher(table.write, { maxRows: 1, concurrency: 2 });
    const acks = ['a', 'b', 'c'].map((row) => batcher.add(row));
    const one = await table.next();
    const two = await table.next();
    assert.deepEqual([one.rows, two.rows, table.statements.length], [['a'], ['b'], 2]);
    one.commit();
    two.commit();
    (await table.next()).commit();
    await Promise.all(acks);
    assert.deepEqual(table.stored.sort(), ['a', 'b', 'c']);
  });

  it('when a statement fails, retries its rows one by one: only the bad row is refused', async () => {
    const stored: string[] = [];
    const batcher = new WriteBatcher<string>(async (rows) => {
      if (rows.includes('bad')) throw new Error('duplicate key');
      stored.push(...rows);
    });
    const results = await Promise.allSettled(['a', 'bad', 'c'].map((row) => batcher.add(row)));
    assert.deepEqual(results.map((result) => result.status), ['fulfilled', 'rejected', 'fulfilled']);
    assert.deepEqual(stored, ['a', 'c']);
  });

  it('fails the whole batch at once when the database is gone', async () => {
    let statements = 0;
    const gone = new Error('database unavailable');
    const batcher = new WriteBatcher<string>(async () => { statements += 1; throw gone; }, { isFatal: (error) => error === gone });
    const results = await Promise.allSettled(['a', 'b'].map((row) => batcher.add(row)));
    assert.deepEqual(results.map((result) => result.status), ['rejected', 'rejected']);
    assert.equal(statements, 1);
  });
});
