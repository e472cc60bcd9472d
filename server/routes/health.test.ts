import { afterEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Fastify, { type FastifyInstance } from 'fastify';
import { ContentWarmUp } from '../content/warm-up.ts';
import type { Database } from '../db/database.ts';
import { Lifecycle } from '../lifecycle.ts';
import { registerHealthRoutes } from './health.ts';

function fakeDatabase(answers: () => Promise<unknown>): Database {
  return { kind: 'pglite', query: answers } as unknown as Database;
}

describe('GET /health', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  async function healthOf(options: { database?: () => Promise<unknown>; lifecycle?: Lifecycle; warmUp?: ContentWarmUp }) {
    app = Fastify({ logger: false });
    registerHealthRoutes(app, fakeDatabase(options.database ?? (() => Promise.resolve({ rows: [] }))), options.lifecycle ?? new Lifecycle(), options.warmUp ?? new ContentWarmUp());
    const response = await app.inject({ method: 'GET', url: '/health' });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  }

  it('answers 200 with the database kind and the content state when the server can serve', async () => {
    assert.deepEqual(await healthOf({}), { status: 200, body: { status: 'ok', database: 'pglite', content: 'cold' } });
  });

  it('answers 503 "warming" while the element\'s content is prepared, and 200 "ready" once it is', async () => {
    const warmUp = new ContentWarmUp();
    let finish!: (done: boolean) => void;
    const settled = warmUp.follow(new Promise<boolean>((resolve) => { finish = resolve; }));
    assert.deepEqual(await healthOf({ warmUp }), { status: 503, body: { status: 'warming', database: 'pglite', content: 'warming' } });
    await app.close();
    finish(true);
    await settled;
    assert.deepEqual(await healthOf({ warmUp }), { status: 200, body: { status: 'ok', database: 'pglite', content: 'ready' } });
  });

  it('answers 503 while the server drains and while the database does not answer', async () => {
    const lifecycle = new Lifecycle();
    lifecycle.drain();
    assert.deepEqual(await healthOf({ lifecycle }), { status: 503, body: { status: 'draining', database: 'pglite', content: 'cold' } });
    await app.close();
    assert.deepEqual(await healthOf({ database: () => Promise.reject(new Error('connection refused')) }),
      { status: 503, body: { status: 'unavailable', database: 'pglite', content: 'cold' } });
  });
});
