/**
 * Load on loopback with autocannon, on PGlite and on PostgreSQL: every endpoint the element calls (the
 * quiz-meta write, the catalogue page with and without gzip, the element's exact quiz-steps and
 * quiz-result queries, the description, events, the kit). Zero errors, timeouts and non-2xx; after the
 * run the stored rows equal the 2xx answers of the writes.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { QUIZ_STEPS_QUERY } from '../../contract/content-queries.ts';
import { QUIZ_RESULT_QUERY } from '../../contract/result-queries.ts';
import type { Database } from '../../server/db/database.ts';
import { countRows } from '../../server/test-support/app.ts';
import { testDbTargets } from '../../server/test-support/test-db.ts';
import { CONTENT_PATH, PROFILE, descriptionBody, eventBody, quizMetaBody } from './support/bodies.ts';
import { SHORT, scaled, sleep } from './support/env.ts';
import { recordFigure } from './support/figures.ts';
import { loadFor } from './support/load.ts';
import { wrk } from './support/wrk.ts';
import type { LoadTarget } from './support/load.ts';
import { serveFresh } from './support/server.ts';
import type { ServedDb } from './support/server.ts';

/**
 * Full run: about 30 s per endpoint after a 3 s warm-up, 10 s client timeout. Short run: 2 requests
 * per connection.
 */
const LOAD = scaled(
  { connections: 10, amount: 20, warmupS: 0, timeoutS: 30 },
  { connections: 100, seconds: 30, warmupS: 3, timeoutS: 10 },
);
/** The page size the element asks for (src/api/catalogue.ts pages of CATALOGUE_PAGE_SIZE), from a mid-catalogue start. */
const CATALOGUE_PAGE = { start: 4000, limit: 4000 };

type Table = 'quiz_meta' | 'quiz_events';

/** Rows once in-flight requests aborted by the calibration run have finished. */
async function settledRows(db: Database, table: Table): Promise<number> {
  let previous = -1;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const current = await countRows(db, table);
    if (current === previous) return current;
    previous = current;
    await sleep(200);
  }
  return previous;
}

/** A stored quiz-meta row, whose profile POST /ai/description describes (set before the load runs). */
let storedQuizMetaId = '';

/** The element's content requests as @sanity/client sends them (GET, `returnQuery=false`). */
const contentQuery = (url: string, query: string): LoadTarget => ({ url: `${url}${CONTENT_PATH}?query=${encodeURIComponent(query)}&returnQuery=false`, method: 'GET' });
const post = (url: string, path: string, body: unknown, headers?: Record<string, string>): LoadTarget =>
  ({ url: `${url}${path}`, method: 'POST', body: JSON.stringify(body), ...(headers ? { headers } : {}) });

/** `clientBound`: autocannon's parser, not the server, limits the rate of these big answers (support/wrk.ts). */
const endpoints: Array<{ name: string; target: (url: string) => LoadTarget; rows?: Table; clientBound?: boolean }> = [
  { name: 'POST /quiz-meta', target: (url) => post(url, '/quiz-meta', quizMetaBody()), rows: 'quiz_meta' },
  { name: 'POST /fragrances (4,000-perfume page)', target: (url) => post(url, '/fragrances', CATALOGUE_PAGE), clientBound: true },
  { name: 'POST /fragrances, Accept-Encoding: gzip', target: (url) => post(url, '/fragrances', CATALOGUE_PAGE, { 'accept-encoding': 'gzip' }), clientBound: true },
  { name: 'GET quiz-steps query', target: (url) => contentQuery(url, QUIZ_STEPS_QUERY) },
  { name: 'GET quiz-result query', target: (url) => contentQuery(url, QUIZ_RESULT_QUERY) },
  { name: 'POST /ai/description', target: (url) => post(url, '/ai/description', descriptionBody(storedQuizMetaId)) },
  { name: 'POST /events', target: (url) => post(url, '/events', eventBody()), rows: 'quiz_events' },
  { name: 'POST /kit', target: (url) => post(url, '/kit', PROFILE) },
];

for (const target of testDbTargets()) {
  describe(`load [${target.name}]`, { skip: target.skip }, () => {
    let server: ServedDb;
    before(async () => {
      server = await serveFresh(target, { aiRateLimitPerMinute: 100_000_000 });
      const stored = await fetch(`${server.url}/quiz-meta`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(quizMetaBody()) });
      storedQuizMetaId = ((await stored.json()) as { id: string }).id;
    });
    after(async () => {
      await server?.close();
    });

    for (const endpoint of endpoints) {
      it(`${endpoint.name}: ${LOAD.connections} connections with no error, timeout or non-2xx`, async () => {
        const { warmup, measure } = await loadFor(endpoint.target(server.url), LOAD);
        const rowsBefore = endpoint.rows ? await settledRows(server.db, endpoint.rows) : 0;
        const result = await measure();
        const rowsAfter = endpoint.rows ? await countRows(server.db, endpoint.rows) : 0;
        recordFigure({
          section: 'load', name: endpoint.name, database: target.name, ...result,
          timeoutS: LOAD.timeoutS,
          ...(warmup ? { warmupReqPerSec: warmup.reqPerSec, warmupErrors: warmup.errors + warmup.timeouts + warmup.non2xx } : {}),
          ...(endpoint.rows ? { storedRows: rowsAfter - rowsBefore } : {}),
        });
        if (warmup) assert.equal(warmup.errors + warmup.timeouts + warmup.non2xx, 0, `warm-up: ${JSON.stringify(warmup)}`);
        assert.equal(result.errors, 0, JSON.stringify(result));
        assert.equal(result.timeouts, 0, JSON.stringify(result));
        assert.equal(result.non2xx, 0, JSON.stringify(result.statusCodes));
        assert.ok(result.ok > 0, 'no request succeeded');
        if (endpoint.rows) assert.equal(rowsAfter - rowsBefore, result.ok, `stored ${endpoint.rows} rows differ from the 2xx answers`);
      });
    }

    // The full run also measures the big catalogue answers with a client that is not the bottleneck.
    for (const endpoint of SHORT ? [] : endpoints.filter((candidate) => candidate.clientBound)) {
      it(`${endpoint.name}, measured with wrk: ${LOAD.connections} connections with no error, timeout or non-2xx`, async () => {
        const result = await wrk(endpoint.target(server.url), LOAD.connections, LOAD.seconds ?? 30, LOAD.timeoutS);
        recordFigure({ section: 'load', name: `${endpoint.name} [wrk]`, client: 'wrk', database: target.name, ...result, timeoutS: LOAD.timeoutS });
        assert.equal(result.errors, 0, JSON.stringify(result));
        assert.equal(result.non2xx, 0, JSON.stringify(result));
        assert.ok(result.ok > 0, 'no request succeeded');
      });
    }
  });
}
