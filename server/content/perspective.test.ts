import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createClient } from '@sanity/client';
import type { FastifyInstance } from 'fastify';
import { QUIZ_STEPS_QUERY } from '../../contract/content-queries.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { BUSY_MACHINE_GROQ_BUDGET_MS } from '../test-support/app.ts';
import type { Database } from '../db/database.ts';
import { openMigratedPglite } from '../test-support/test-db.ts';
import { DatasetStore, type SanityDocument } from './datasets.ts';
import { perspectiveOf, viewOf } from './perspective.ts';

const TOKEN = 'test-write-token';
const quiz = (id: string, heading: string): SanityDocument => ({
  _id: id, _type: 'quiz', name: 'Quiz', steps: [{ _key: 'k1', id: 'gender', name: 'gender', type: 'select', heading }],
});
/** A draft quiz first (the element reads the first quiz), a system document, and the published quiz. */
const DOCUMENTS: SanityDocument[] = [
  quiz('drafts.quiz', 'DRAFT heading'),
  { _id: '_.groups.editors', _type: 'system.group', members: ['someone'] },
  { _id: 'secret', _type: 'system.retention', days: 3 },
  quiz('quiz', 'Published heading'),
  { _id: 'drafts.newcomer', _type: 'houseScent', name: 'Unpublished scent' },
];

class FixedStore extends DatasetStore {
  override documents(dataset: string): SanityDocument[] | null {
    return dataset === 'staging' ? DOCUMENTS : null;
  }
}

describe('perspectives', () => {
  it('published hides drafts and system documents; drafts shows the draft under the published id; raw shows both', () => {
    assert.deepEqual(viewOf(DOCUMENTS, 'published').map((document) => document._id), ['quiz']);
    const drafts = viewOf(DOCUMENTS, 'drafts');
    assert.deepEqual(drafts.map((document) => [document._id, document['_originalId']]), [['quiz', 'drafts.quiz'], ['newcomer', 'drafts.newcomer']]);
    assert.deepEqual(viewOf(DOCUMENTS, 'raw').map((document) => document._id), ['drafts.quiz', 'quiz', 'drafts.newcomer']);
    assert.equal(perspectiveOf(undefined), 'published');
    assert.equal(perspectiveOf('previewDrafts'), 'drafts');
    assert.match((perspectiveOf('rXYZ') as { error: string }).error, /Unsupported perspective "rXYZ"/);
  });
});

describe('content API: published only, by default', () => {
  let app: FastifyInstance;
  let db: Database;
  let url: string;

  before(async () => {
    db = await openMigratedPglite();
    const config = { ...loadConfig({ LOG_LEVEL: 'silent', GROQ_BUDGET_MS: BUSY_MACHINE_GROQ_BUDGET_MS }), contentWriteToken: TOKEN };
    app = await buildApp({ config, db, logger: false, datasets: new FixedStore(config.contentDir) });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  after(async () => { await app.close(); await db.close(); });

  const client = (options: { token?: string; perspective?: 'published' | 'drafts' | 'raw' } = {}) => createClient({
    projectId: 'embedded', dataset: 'staging', apiVersion: '2024-04-01', apiHost: url, useProjectHostname: false, useCdn: false, ...options,
  });

  it('answers an anonymous reader the published quiz only, though a draft quiz sorts first', async () => {
    const quizzes = await client().fetch<Array<{ _id: string; steps: Array<{ heading: string }> }>>(QUIZ_STEPS_QUERY);
    assert.deepEqual(quizzes.map((found) => [found._id, found.steps[0]?.heading]), [['quiz', 'Published heading']]);
    assert.deepEqual(await client().fetch('*[_id in path("drafts.**") || _id in path("_.**") || _type match "system.*"]._id'), []);
  });

  it('asks for the write token before showing drafts, and never lets anyone cache them', async () => {
    for (const perspective of ['drafts', 'previewDrafts', 'raw']) {
      const anonymous = await fetch(`${url}/v2024-04-01/data/query/staging?query=*._id&perspective=${perspective}`);
      assert.equal(anonymous.status, 401, perspective);
      assert.match(((await anonymous.json()) as { error: { description: string } }).error.description, /needs the content write token/);
      const wrong = await fetch(`${url}/v2024-04-01/data/query/staging?query=*._id&perspective=${perspective}`, { headers: { authorization: 'Bearer nope' } });
      assert.equal(wrong.status, 401, perspective);
    }
    const drafts = await fetch(`${url}/v2024-04-01/data/query/staging?query=${encodeURIComponent('*[_type == "quiz"][0].steps[0].heading')}&perspective=drafts`, { headers: { authorization: `Bearer ${TOKEN}` } });
    assert.equal(drafts.status, 200);
    assert.equal(drafts.headers.get('cache-control'), 'private, no-store');
    assert.equal(((await drafts.json()) as { result: unknown }).result, 'DRAFT heading');
    assert.deepEqual(await client({ token: TOKEN, perspective: 'raw' }).fetch('*._id'), ['drafts.quiz', 'quiz', 'drafts.newcomer']);
  });

  it('refuses an unknown perspective with a clear error', async () => {
    const response = await fetch(`${url}/v2024-04-01/data/query/staging?query=*&perspective=summer-release`);
    assert.equal(response.status, 400);
    assert.match(((await response.json()) as { error: { description: string } }).error.description, /Unsupported perspective "summer-release"/);
  });
});
