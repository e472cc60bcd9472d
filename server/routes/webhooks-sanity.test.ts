import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { SanityDocument } from '../content/datasets.ts';
import { DatasetStore } from '../content/datasets.ts';
import { buildApp } from '../app.ts';
import { forEachDatabase, stagingOptions, testConfig, validProfile } from '../test-support/app.ts';
import type { TestDb } from '../test-support/test-db.ts';
import { isValidSanitySignature, sanitySignature } from './webhooks-sanity.ts';

const SECRET = 'webhook-secret';
const seed = new DatasetStore(testConfig().contentDir).get('staging') ?? [];

/** The seed quiz with one more gender option, as a merchant would publish it in the project. */
function withGenderOption(value: string): SanityDocument[] {
  return seed.map((document) => document._type !== 'quiz' ? document : {
    ...document,
    steps: (document['steps'] as Array<{ id: string; items?: unknown[] }>).map((step) => step.id !== 'gender' ? step : { ...step, items: [...(step.items ?? []), { _key: value, text: value, value }] }),
  });
}

it('verifies signatures as @sanity/webhook does: t=<ms>,v1=<base64url HMAC of "t.body">', () => {
  const body = '{"_id":"quiz-main"}';
  const header = sanitySignature(body, 1_700_000_000_000, SECRET);
  assert.match(header, /^t=1700000000000,v1=[\w-]+$/);
  assert.equal(isValidSanitySignature(body, header, SECRET), true);
  assert.equal(isValidSanitySignature(`${body} `, header, SECRET), false, 'another body');
  assert.equal(isValidSanitySignature(body, header, 'other-secret'), false);
  assert.equal(isValidSanitySignature(body, sanitySignature(body, 1_000, SECRET), SECRET), false, 'dated before 2021');
  assert.equal(isValidSanitySignature(body, undefined, SECRET), false);
});

forEachDatabase('content from a Sanity project', (target) => {
  let testDb: TestDb;
  let sanity: Server;
  let app: FastifyInstance;
  let served: SanityDocument[] = withGenderOption('fluid');
  const queries: string[] = [];
  const options = stagingOptions();

  before(async () => {
    sanity = createServer((request, response) => {
      queries.push(request.url ?? '');
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ ms: 1, result: served }));
    });
    await new Promise<void>((resolve) => sanity.listen(0, '127.0.0.1', resolve));
    testDb = await target.open();
    const config = testConfig({
      sanity: { projectId: 'abc123', token: undefined, webhookSecret: SECRET, refreshMs: 600_000, apiHost: `http://127.0.0.1:${(sanity.address() as AddressInfo).port}` },
    });
    app = await buildApp({ config, db: testDb.db, logger: false });
  });
  after(async () => {
    await app.close();
    await testDb.dispose();
    sanity.close();
  });

  const storedGender = async (gender: string) => {
    const response = await app.inject({ method: 'POST', url: '/quiz-meta', payload: { cartToken: '', results: [validProfile(options, { gender })], segmentAnnonId: '', payload: {} } });
    assert.equal(response.statusCode, 200, response.body);
    const [row] = await testDb.db.query<{ profile: { gender: string } }>('SELECT profile FROM quiz_meta WHERE id = $1', [response.json<{ id: string }>().id]);
    return row?.profile.gender;
  };

  it("judges answers by the project's published quiz, fetched through @sanity/client", async () => {
    assert.match(queries[0] ?? '', /^\/v2024-04-01\/data\/query\/staging\?.*perspective=published/);
    assert.equal(await storedGender('fluid'), 'fluid');
    assert.equal(await storedGender('agender'), '', 'not yet in the project: flagged, not kept');
  });

  it('fetches again on a signed webhook, and refuses an unsigned one', async () => {
    served = withGenderOption('agender');
    const body = JSON.stringify({ _id: 'quiz-main', _type: 'quiz' });
    const unsigned = await app.inject({ method: 'POST', url: '/webhooks/sanity', headers: { 'content-type': 'application/json' }, payload: body });
    assert.equal(unsigned.statusCode, 401);
    const forged = await app.inject({ method: 'POST', url: '/webhooks/sanity', headers: { 'content-type': 'application/json', 'sanity-webhook-signature': sanitySignature(body, Date.now(), 'guess') }, payload: body });
    assert.equal(forged.statusCode, 401);
    assert.equal(await storedGender('agender'), '');
    const signed = await app.inject({
      method: 'POST', url: '/webhooks/sanity',
      headers: { 'content-type': 'application/json', 'sanity-dataset': 'staging', 'sanity-webhook-signature': sanitySignature(body, Date.now(), SECRET) },
      payload: body,
    });
    assert.equal(signed.statusCode, 200, signed.body);
    assert.equal(await storedGender('agender'), 'agender');
  });
});
