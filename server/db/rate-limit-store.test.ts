import assert from 'node:assert/strict';
import { after, before, it, mock } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, forEachDatabase, stagingOptions, validProfile } from '../test-support/app.ts';
import type { TestDb } from '../test-support/test-db.ts';

const LIMIT = 3;
const PROFILE = validProfile(stagingOptions());

// On PostgreSQL the counts live in the `rate_limits` table, shared by replicas; PGlite (one process)
// keeps them in memory, shared by every app on that database (docs/scaling.md).
forEachDatabase('AI rate limit shared by the apps on one database', (target) => {
  let testDb: TestDb;
  let replicaA: FastifyInstance;
  let replicaB: FastifyInstance;
  let quizMetaId = '';
  before(async () => {
    testDb = await target.open();
    // Two app instances on one database: two replicas behind a load balancer.
    replicaA = await buildTestApp(testDb.db, { config: { aiRateLimitPerMinute: LIMIT } });
    replicaB = await buildTestApp(testDb.db, { config: { aiRateLimitPerMinute: LIMIT } });
    // The profile is stored once; POST /ai/description describes it by its quiz-meta id.
    const stored = await replicaA.inject({ method: 'POST', url: '/quiz-meta', payload: { cartToken: '', results: [PROFILE], segmentAnnonId: '', payload: {} } });
    assert.equal(stored.statusCode, 200, stored.body);
    quizMetaId = (stored.json() as { id: string }).id;
  });
  after(async () => {
    await replicaA?.close();
    await replicaB?.close();
    await testDb?.dispose();
  });

  const describe = (app: FastifyInstance, client: string) =>
    app.inject({ method: 'POST', url: '/ai/description', payload: { quizMetaId }, remoteAddress: client });

  it('counts a client on every replica: once over the limit, both refuse it with 429 JSON and retry-after', async () => {
    const client = '198.51.100.7';
    const statuses = [];
    for (let i = 0; i < LIMIT; i += 1) statuses.push((await describe(i % 2 === 0 ? replicaA : replicaB, client)).statusCode);
    assert.deepEqual(statuses, [200, 200, 200]);
    for (const replica of [replicaA, replicaB]) {
      const refused = await describe(replica, client);
      assert.equal(refused.statusCode, 429);
      assert.ok(Number(refused.headers['retry-after']) > 0, 'retry-after');
      assert.equal(typeof (refused.json() as { error: unknown }).error, 'string');
    }
    const other = await describe(replicaB, '198.51.100.8');
    assert.equal(other.statusCode, 200, 'another client has its own count');
  });

  it('starts a new window once the old one has expired', async (t) => {
    const client = '198.51.100.9';
    if (target.name === 'pglite') {
      mock.timers.enable({ apis: ['Date'], now: Date.now() });
      t.after(() => mock.timers.reset());
    }
    for (let i = 0; i <= LIMIT; i += 1) await describe(replicaA, client);
    assert.equal((await describe(replicaB, client)).statusCode, 429);
    if (target.name === 'pglite') {
      mock.timers.tick(61_000);
    } else {
      await testDb.db.query("UPDATE rate_limits SET reset_at = now() - interval '1 second' WHERE key LIKE $1", [`%${client}`]);
    }
    assert.equal((await describe(replicaB, client)).statusCode, 200);
    assert.equal((await describe(replicaA, client)).statusCode, 200);
  });

  if (target.name === 'pglite') {
    it('keeps the counts off the database (no write per request on its single connection)', async () => {
      await describe(replicaA, '198.51.100.10');
      const [row] = await testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM rate_limits');
      assert.equal(row?.n, 0);
    });
  }
});
