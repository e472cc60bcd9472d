/**
 * Replicas behind HAProxy on one PostgreSQL (scripts/scale-out-cluster.ts, the README's scale-out
 * recipe): the AI rate limit holds across replicas; writers keep going when a replica is SIGKILLed
 * (the balancer routes around it, the restarted replica rejoins) and no acknowledged write is lost; a
 * burst of 1,000 connections on quiz-meta through the balancer stores exactly the rows it acknowledged.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { haproxyAvailable } from '../../scripts/lib/haproxy.ts';
import { startCluster } from '../../scripts/scale-out-cluster.ts';
import type { Cluster } from '../../scripts/scale-out-cluster.ts';
import { descriptionBody, quizMetaBody } from './support/bodies.ts';
import { postgresChildTarget } from './support/child-targets.ts';
import type { ChildSetup } from './support/child-targets.ts';
import { scaled } from './support/env.ts';
import { recordFigure } from './support/figures.ts';
import { autocannon } from './support/load.ts';
import { missingFromDatabase } from './support/stored-ids.ts';
import { waitFor } from '../support/wait-for.ts';
import { startWriters } from './support/writers.ts';

const RATE_LIMIT = 4;
const WRITERS = scaled(8, 32);
/** Acknowledged writes to wait for in each phase (before the kill, while down, after the rejoin). */
const PHASE_WRITES = scaled(30, 500);
/**
 * The short run stays under the balancer's 128 connections to the two replicas: past them requests queue
 * in HAProxy, and on a busy CI machine a queued one can wait past its 30 s and get a 503.
 */
const BURST = scaled({ connections: 100, amount: 400 }, { connections: 1000, amount: 5000 });

const target = postgresChildTarget();
const skip = target.skip || (haproxyAvailable() ? false : 'haproxy is not installed (Debian package "haproxy")');

describe('replicas behind HAProxy [postgres]', { skip }, () => {
  let setup: ChildSetup;
  let cluster: Cluster;
  before(async () => {
    setup = await target.setup();
    cluster = await startCluster({ replicas: 2, databaseUrl: String(setup.env.DATABASE_URL), env: { ...setup.env, AI_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT), FAIR_SHARE_SCALE: '1000000' } });
  });
  after(async () => {
    await cluster?.stop();
    await setup?.cleanup();
  });

  it('refuses a client over the AI rate limit on every replica', { timeout: 120_000 }, async () => {
    // The profile is stored once; /ai/description describes it by its quiz-meta id.
    const stored = await fetch(`${cluster.url}/quiz-meta`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(quizMetaBody()) });
    const { id } = await stored.json() as { id: string };
    const answers: Array<{ status: number; replica: string }> = [];
    for (let i = 0; i < RATE_LIMIT + 6; i += 1) {
      const response = await fetch(`${cluster.url}/ai/description`, {
        method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.20' }, body: JSON.stringify(descriptionBody(id)),
      });
      await response.arrayBuffer();
      answers.push({ status: response.status, replica: response.headers.get('x-replica') ?? '?' });
    }
    recordFigure({ section: 'replicas', name: 'rate limit', limitPerMinute: RATE_LIMIT, answers });
    assert.deepEqual(answers.map((answer) => answer.status), [...Array(RATE_LIMIT).fill(200), ...Array(6).fill(429)], JSON.stringify(answers));
    const refusedBy = new Set(answers.filter((answer) => answer.status === 429).map((answer) => answer.replica));
    assert.deepEqual([...refusedBy].sort(), ['r1', 'r2'], 'both replicas refused the client');
    const other = await fetch(`${cluster.url}/ai/description`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.21' }, body: JSON.stringify(descriptionBody(id)),
    });
    assert.equal(other.status, 200, 'another client is not limited');
  });

  it('failover: a replica SIGKILLed mid-run loses no acknowledged write; the balancer routes around it and it rejoins', { timeout: 300_000 }, async () => {
    const writers = startWriters(cluster.url, WRITERS);
    try {
      await waitFor(() => Object.keys(writers.servedBy).length === 2 && writers.acknowledged.length >= PHASE_WRITES, 'writes through both replicas');
      const beforeKill = { ...writers.servedBy };
      await cluster.kill(0);
      const killedAt = writers.acknowledged.length;
      await waitFor(() => writers.acknowledged.length >= killedAt + PHASE_WRITES, 'writes to go on with one replica', 120_000);
      const whileDown = writers.acknowledged.length - killedAt;
      await cluster.restart(0);
      const rejoinedFrom = writers.servedBy.r1 ?? 0;
      await waitFor(() => (writers.servedBy.r1 ?? 0) >= rejoinedFrom + PHASE_WRITES / 2, 'the restarted replica to serve again', 120_000);
      await writers.stop();
      const db = await setup.open();
      const missing = await missingFromDatabase(db, writers.acknowledged).finally(() => db.close());
      recordFigure({
        section: 'replicas', name: 'failover', writers: WRITERS, acknowledged: writers.acknowledged.length, missing: missing.length,
        statuses: writers.statuses, networkErrors: writers.networkErrors, servedBy: writers.servedBy, beforeKill, whileDown,
      });
      assert.deepEqual(missing.slice(0, 10), [], `${missing.length} of ${writers.acknowledged.length} acknowledged writes are missing`);
      const unexpected = Object.keys(writers.statuses).filter((status) => !['200', '502', '503'].includes(status));
      assert.deepEqual(unexpected, [], JSON.stringify(writers.statuses));
    } finally {
      await writers.stop();
    }
  });

  it(`a burst of ${BURST.connections} connections on quiz-meta through the balancer: rows stored = 2xx, no error`, { timeout: 600_000 }, async () => {
    const db = await setup.open();
    try {
      const count = async () => Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM quiz_meta'))[0]?.n ?? 0);
      const rowsBefore = await count();
      const result = await autocannon({ url: `${cluster.url}/quiz-meta`, method: 'POST', body: JSON.stringify(quizMetaBody()) }, BURST.connections, { amount: BURST.amount }, 30);
      const stored = (await count()) - rowsBefore;
      recordFigure({ section: 'load', name: `POST /quiz-meta burst via HAProxy (2 replicas)`, database: 'postgres', ...result, timeoutS: 30, storedRows: stored });
      assert.equal(result.errors + result.timeouts, 0, JSON.stringify(result));
      assert.equal(result.non2xx, 0, JSON.stringify(result.statusCodes));
      assert.equal(stored, result.ok, 'rows stored = 2xx answers');
    } finally {
      await db.close();
    }
  });
});
