/**
 * A burst of shoppers asking for their description at once, over real sockets, on PGlite: every one of
 * them is let in while the others are being answered. PGlite runs SQL on the main thread; when a whole
 * burst was served in one turn of the event loop, which accepts one new connection per turn, the last
 * shoppers of 100 waited more than 10 s just to connect (test/reliability/load.test.ts). PostgreSQL
 * answers through its connection pool, a few requests per turn.
 */
import assert from 'node:assert/strict';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it } from 'node:test';
import { stagingOptions, validProfile, withFreshApp } from '../test-support/app.ts';
import { pgliteTarget } from '../test-support/test-db.ts';

/** Shoppers connecting at once; each asks again as soon as it is answered, as a load generator does. */
const SHOPPERS = 40;

function post(port: number, agent: Agent, path: string, body: unknown): Promise<{ status: number; text: string }> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => { text += chunk; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(data);
  });
}

describe('POST /ai/description in a burst on PGlite', () => {
  it(`lets all ${SHOPPERS} shoppers of a burst connect before answering ${2 * SHOPPERS} requests`, async () => {
    await withFreshApp(pgliteTarget, { config: { aiRateLimitPerMinute: 100_000_000 } }, async ({ app }) => {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = app.server.address() as AddressInfo;
      const setup = new Agent({ keepAlive: false });
      const stored = await post(port, setup, '/quiz-meta', { cartToken: '', results: [validProfile(stagingOptions())], segmentAnnonId: '', payload: {} });
      assert.equal(stored.status, 200, stored.text);
      const { id } = JSON.parse(stored.text) as { id: string };

      let connected = 0;
      let answered = 0;
      let answeredWhenAllConnected = -1;
      app.server.on('connection', () => {
        connected += 1;
        if (connected === SHOPPERS) answeredWhenAllConnected = answered;
      });
      app.server.on('request', (_req, res) => {
        res.on('finish', () => { answered += 1; });
      });

      const agents = Array.from({ length: SHOPPERS }, () => new Agent({ keepAlive: true, maxSockets: 1 }));
      const statuses = new Map<number, number>();
      // Each shopper keeps asking until every shopper is in and has been answered at least once more.
      const shopper = async (agent: Agent) => {
        let mine = 0;
        while (mine < 2 || answeredWhenAllConnected < 0) {
          const { status } = await post(port, agent, '/ai/description', { quizMetaId: id });
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          mine += 1;
        }
      };
      try {
        await Promise.all(agents.map(shopper));
      } finally {
        for (const agent of agents) agent.destroy();
      }

      assert.deepEqual([...statuses.keys()], [200], JSON.stringify(Object.fromEntries(statuses)));
      assert.ok(answeredWhenAllConnected >= 0, 'not every shopper connected');
      assert.ok(answeredWhenAllConnected < 2 * SHOPPERS,
        `the last shopper connected after ${answeredWhenAllConnected} answers to the others (${SHOPPERS} shoppers)`);
    });
  });
});
