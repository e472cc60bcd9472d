import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, beforeEach, it } from 'node:test';
import { forEachDatabase } from '../test-support/app.ts';
import type { TestDb } from '../test-support/test-db.ts';
import { deleteOptinsFor, findOptin, insertOptin, optinsFor, purgeOptins, unsubscribe } from './email-optins.ts';

forEachDatabase('e-mail opt-ins', (target) => {
  let t: TestDb;
  before(async () => { t = await target.open(); });
  after(async () => { await t.dispose(); });
  beforeEach(async () => { await t.db.exec('TRUNCATE email_optins'); });

  const add = async (email: string) => {
    const id = randomUUID();
    await insertOptin(t.db, { id, email, quizMetaId: randomUUID(), market: 'CA', locale: 'en-CA', consentText: 'Yes', consentVersion: 'ca-1' });
    return id;
  };

  it('an unsubscribe covers every opt-in of the address, whatever its case, and keeps the first time', async () => {
    const first = await add('Jane@example.com');
    const second = await add('jane@example.com');
    const other = await add('other@example.com');
    assert.equal(await unsubscribe(t.db, first), 'Jane@example.com');
    const when = (await findOptin(t.db, second))?.unsubscribedAt;
    assert.ok(when);
    await unsubscribe(t.db, second);
    assert.equal((await findOptin(t.db, second))?.unsubscribedAt?.getTime(), when.getTime());
    assert.equal((await findOptin(t.db, other))?.unsubscribedAt, null);
    assert.equal(await unsubscribe(t.db, randomUUID()), null, 'an unknown id unsubscribes nobody');
  });

  it('EMAIL_RETENTION_DAYS: opt-ins past the retention are deleted, newer ones kept', async () => {
    const old = await add('old@example.com');
    const fresh = await add('fresh@example.com');
    await t.db.query(`UPDATE email_optins SET consented_at = now() - interval '800 days' WHERE id = $1`, [old]);
    assert.equal(await purgeOptins(t.db, 730), 1);
    assert.equal(await findOptin(t.db, old), null);
    assert.ok(await findOptin(t.db, fresh));
  });

  it('finds and deletes an address\'s opt-ins', async () => {
    await add('jane@example.com');
    await add('JANE@example.com');
    assert.equal((await optinsFor(t.db, 'jane@EXAMPLE.com')).length, 2);
    assert.equal((await deleteOptinsFor(t.db, 'jane@example.com')).length, 2);
    assert.deepEqual(await optinsFor(t.db, 'jane@example.com'), []);
  });
});
