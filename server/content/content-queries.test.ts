import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import { QUIZ_STEPS_QUERY } from '../../contract/content-queries.ts';
import { MARKETING_QUERY, QUIZ_RESULT_QUERY } from '../../contract/result-queries.ts';
import { loadConfig } from '../config.ts';
import { BUSY_MACHINE_GROQ_BUDGET_MS } from '../test-support/app.ts';
import { ContentQueries, DEFAULT_CONTENT_QUERY_OPTIONS, ELEMENT_QUERIES } from './content-queries.ts';
import { withTranslation } from '../../contract/content-queries.ts';
import { DatasetStore } from './datasets.ts';
import { registerContentRoutes } from './routes.ts';
import { ContentWarmUp } from './warm-up.ts';
import { waitFor } from '../../test/support/wait-for.ts';

const config = loadConfig({ LOG_LEVEL: 'silent', GROQ_BUDGET_MS: BUSY_MACHINE_GROQ_BUDGET_MS });
const datasets = new DatasetStore(config.contentDir);
const OPTIONS = { ...DEFAULT_CONTENT_QUERY_OPTIONS, workers: 1 };

describe('content queries answered in advance', () => {
  const opened: Array<{ close(): Promise<unknown> }> = [];
  after(() => Promise.all(opened.map((item) => item.close())));

  it("answers the element's queries in advance, every market's locale included, and then answers the element from memory", async () => {
    const queries = new ContentQueries(datasets, OPTIONS);
    opened.push(queries);
    const count = ELEMENT_QUERIES.length;
    assert.equal(count, 3 * 5, 'three queries for each of the five locales');
    assert.equal(await queries.warm('staging'), count);
    assert.equal(queries.evaluations, count);
    for (const query of [QUIZ_STEPS_QUERY, QUIZ_RESULT_QUERY, MARKETING_QUERY]) {
      assert.equal((await queries.answer('staging', query, {}, false))?.status, 200);
      assert.equal((await queries.answer('staging', withTranslation(query), { locale: 'fr-CA' }, false))?.status, 200);
    }
    assert.equal(queries.evaluations, count, 'no query evaluated again');
    await queries.answer('staging', QUIZ_STEPS_QUERY, {}, true);
    assert.equal(queries.evaluations, count + 1, 'a query asked another way (echoing the query) is its own answer');
  });

  it('has nothing to answer in advance for a dataset that does not exist', async () => {
    const queries = new ContentQueries(datasets, OPTIONS);
    opened.push(queries);
    assert.equal(await queries.warm('no-such-dataset'), 0);
    assert.equal(queries.evaluations, 0);
  });

  it("a server answers the element's queries once it listens, so its first shopper is answered from memory", async () => {
    const app = Fastify({ logger: false });
    opened.push(app);
    const warmUp = new ContentWarmUp();
    const queries = registerContentRoutes(app, datasets, OPTIONS, { dataset: 'staging', state: warmUp });
    await app.ready();
    assert.equal(queries.evaluations, 0, 'nothing before the server listens (a server only injected into in tests does no work)');
    assert.equal(warmUp.state, 'cold');
    await app.listen({ host: '127.0.0.1', port: 0 });
    assert.equal(warmUp.state, 'warming', 'from the moment the server listens (/health answers 503 meanwhile)');
    // Worker threads boot slowly on a busy machine.
    await waitFor(() => warmUp.state === 'ready', 'the warm-up reported ready', 60_000);
    assert.equal(queries.evaluations, ELEMENT_QUERIES.length, "the element's queries evaluated after listening");
    // Joins the answers in flight (no further evaluation): resolves once they are in.
    assert.equal(await queries.warm('staging'), ELEMENT_QUERIES.length);
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const response = await fetch(`http://127.0.0.1:${port}/v2024-04-01/data/query/staging?query=${encodeURIComponent(QUIZ_STEPS_QUERY)}&returnQuery=false`);
    assert.equal(response.status, 200);
    assert.equal(((await response.json()) as { result: unknown[] }).result.length, 1);
    assert.equal(queries.evaluations, ELEMENT_QUERIES.length, "the shopper's query was answered from memory");
  });
});
