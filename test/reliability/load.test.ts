/**
 * Load on loopback with autocannon: the writes the quiz makes (POST /quiz-meta), the catalogue page,
 * the composer's description and the quiz-steps content query, on PGlite and on PostgreSQL. Zero errors,
 * timeouts and non-2xx; after the run the stored quiz_meta rows equal the 2xx answers.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { QUIZ_STEPS_QUERY } from '../../src/content/queries.ts';
import type { Database } from '../../server/db/database.ts';
import { countRows } from '../../server/test-support/app.ts';
import { testDbTargets } from '../../server/test-support/test-db.ts';
import { CONTENT_PATH, descriptionBody, quizMetaBody } from './support/bodies.ts';
import { scaled, sleep } from './support/env.ts';
import { recordFigure } from './support/figures.ts';
import { loadFor } from './support/load.ts';
import type { LoadTarget } from './support/load.ts';
import { serveFresh } from './support/server.ts';
import type { ServedDb } from './support/server.ts';

/** Full run: about 30 s per endpoint after a 3 s warm-up, 10 s client timeout. Short run: 2 requests per connection. */
const LOAD = scaled(
  { connections: 10, amount: 20, warmupS: 0, timeoutS: 30 },
  { connections: 100, seconds: 30, warmupS: 3, timeoutS: 10 },
);
/** The page size the element asks for (src/api/catalogue.ts pages of CATALOGUE_PAGE_SIZE), from a mid-catalogue start. */
const CATALOGUE_PAGE = { start: 4000, limit: 4000 };

/** Rows once in-flight requests aborted by the calibration run have finished. */
async function settledRows(db: Database): Promise<number> {
  let previous = -1;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const current = await countRows(db, 'quiz_meta');
    if (current === previous) return current;
    previous = current;
    await sleep(200);
  }
  return previous;
}

/** A stored quiz-meta row, whose profile POST /ai/description describes (set before the load runs). */
let storedQuizMetaId = '';

const endpoints: Array<{ name: string; target: (url: string) => LoadTarget; countsRows?: boolean }> = [
  { name: 'POST /quiz-meta', target: (url) => ({ url: `${url}/quiz-meta`, method: 'POST', body: JSON.stringify(quizMetaBody()) }), countsRows: true },
  { name: 'POST /fragrances', target: (url) => ({ url: `${url}/fragrances`, method: 'POST', body: JSON.stringify(CATALOGUE_PAGE) }) },
  { name: 'POST /ai/description', target: (url) => ({ url: `${url}/ai/description`, method: 'POST', body: JSON.stringify(descriptionBody(storedQuizMetaId)) }) },
  { name: 'GET quiz steps (content query)', target: (url) => ({ url: `${url}${CONTENT_PATH}?query=${encodeURIComponent(QUIZ_STEPS_QUERY)}`, method: 'GET' }) },
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
        const rowsBefore = endpoint.countsRows ? await settledRows(server.db) : 0;
        const result = await measure();
        const rowsAfter = endpoint.countsRows ? await countRows(server.db, 'quiz_meta') : 0;
        recordFigure({
          section: 'load', name: endpoint.name, database: target.name, ...result,
          timeoutS: LOAD.timeoutS,
          ...(warmup ? { warmupReqPerSec: warmup.reqPerSec, warmupErrors: warmup.errors + warmup.timeouts + warmup.non2xx } : {}),
          ...(endpoint.countsRows ? { storedRows: rowsAfter - rowsBefore } : {}),
        });
        if (warmup) assert.equal(warmup.errors + warmup.timeouts + warmup.non2xx, 0, `warm-up: ${JSON.stringify(warmup)}`);
        assert.equal(result.errors, 0, JSON.stringify(result));
        assert.equal(result.timeouts, 0, JSON.stringify(result));
        assert.equal(result.non2xx, 0, JSON.stringify(result.statusCodes));
        assert.ok(result.ok > 0, 'no request succeeded');
        if (endpoint.countsRows) assert.equal(rowsAfter - rowsBefore, result.ok, 'stored quiz_meta rows differ from the 2xx answers');
      });
    }
  });
}
