import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { createSanityClient } from '../content/sanity.ts';
import type { ContentSource } from './content-query.ts';
import { contentQueryUrl, queryContent } from './content-request.ts';

interface Seen { url: string; headers: IncomingHttpHeaders }

describe('the plain content query', () => {
  const seen: Seen[] = [];
  let answer: { status: number; body: string } = { status: 200, body: '{"result":[{"name":"quiz"}],"ms":1}' };
  const server = createServer((request, response) => {
    seen.push({ url: request.url ?? '', headers: request.headers });
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(answer.body);
  });
  let source: ContentSource;
  const noWait = { delay: () => 0 };

  before(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    source = { dataset: 'staging', projectId: undefined, apiHost: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  });
  after(() => server.close());

  it('asks the embedded API exactly what @sanity/client asks, and returns the result', async () => {
    const query = '*[_type == "quiz"]{_id, "steps": steps[]{_key, heading}}';
    seen.length = 0;
    await createSanityClient(source).fetch(query);
    const result = await queryContent(source, query);
    assert.deepEqual(result, { ok: true, value: [{ name: 'quiz' }] });
    assert.equal(seen.length, 2);
    assert.equal(seen[1]?.url, seen[0]?.url, 'the same path, dataset, API version and search parameters');
    assert.equal(new URL(contentQueryUrl(source, query)).pathname + new URL(contentQueryUrl(source, query)).search, seen[0]?.url);
    assert.equal(seen[1]?.headers.accept, 'application/json');
  });

  it('sends GROQ parameters ($locale) exactly as @sanity/client sends them', async () => {
    const query = '*[_type == "quiz" && language == $locale]{_id}';
    seen.length = 0;
    await createSanityClient(source).fetch(query, { locale: 'fr-CA' });
    await queryContent(source, query, {}, { locale: 'fr-CA' });
    assert.equal(seen.length, 2);
    assert.equal(seen[1]?.url, seen[0]?.url);
    assert.equal(new URL(seen[0]?.url ?? '', 'http://x').searchParams.get('$locale'), '"fr-CA"');
  });

  it("a Sanity project is read from its API CDN, at the client's URL", () => {
    const project: ContentSource = { dataset: 'production', projectId: 'abc123', apiHost: 'https://ignored.example' };
    const client = createSanityClient(project);
    const clientUrl = client.getUrl(client.getDataUrl('query'), true);
    assert.equal(contentQueryUrl(project, '*').split('?')[0], clientUrl);
    assert.equal(clientUrl, 'https://abc123.apicdn.sanity.io/v2024-04-01/data/query/production');
  });

  it('a 404 is "not found", with the API message for the console', async () => {
    answer = { status: 404, body: '{"error":"Dataset \\"nope\\" not found for project ID \\"embedded\\""}' };
    const result = await queryContent({ ...source, dataset: 'nope' }, '*', noWait);
    assert.deepEqual(result, {
      ok: false,
      error: { kind: 'not-found', detail: 'Dataset "nope" not found for project ID "embedded"', status: 404, url: contentQueryUrl({ ...source, dataset: 'nope' }, '*') },
    });
  });

  it('a 503 is retried like the client retries it, then reported as a server problem', async () => {
    answer = { status: 503, body: 'busy' };
    seen.length = 0;
    const result = await queryContent(source, '*', { ...noWait, retries: 2 });
    assert.equal(seen.length, 3, 'the first try and two retries');
    assert.equal(result.ok ? null : result.error.kind, 'server');
    assert.match(result.ok ? '' : result.error.detail, /resulted in HTTP 503/);
  });

  it('a 503 that recovers on a retry gives the result', async () => {
    let calls = 0;
    const flaky: typeof fetch = async (url, init) => {
      calls += 1;
      return calls === 1 ? new Response('busy', { status: 503 }) : fetch(url, init);
    };
    answer = { status: 200, body: '{"result":"recovered"}' };
    assert.deepEqual(await queryContent(source, '*', { ...noWait, fetch: flaky }), { ok: true, value: 'recovered' });
  });

  it('no answer at all (offline, CORS, DNS) is a network problem', async () => {
    const result = await queryContent({ ...source, apiHost: 'http://127.0.0.1:9' }, '*', { ...noWait, retries: 1 });
    assert.equal(result.ok ? null : result.error.kind, 'network');
    assert.match(result.ok ? '' : result.error.detail, /^Could not reach the content API at http:\/\/127\.0\.0\.1:9 \(.+\): it is down, unreachable, or does not allow this page's origin \(CORS\)$/);
  });

  it('a content API that never answers gives up at the deadline, retries included, and says so', { timeout: 30_000 }, async (t) => {
    // The deadline runs on a clock the test moves: a busy machine cannot make it look late.
    t.mock.timers.enable({ apis: ['setTimeout', 'Date'] });
    const never: typeof fetch = (_url, init) => new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
    });
    let settled = false;
    const pending = queryContent(source, '*', { ...noWait, fetch: never, deadlineMs: 300 }).finally(() => { settled = true; });
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    await turn();
    t.mock.timers.tick(299);
    await turn();
    assert.equal(settled, false, 'still waiting 1 ms before the deadline');
    t.mock.timers.tick(1);
    const result = await pending;
    assert.deepEqual(result.ok ? null : { kind: result.error.kind, status: result.error.status }, { kind: 'network', status: null });
    assert.match(result.ok ? '' : result.error.detail, /^No answer from the content API at http:\/\/127\.0\.0\.1:\d+ within 0\.3 s$/);
  });

  it('a 400 (a broken query) is not retried', async () => {
    answer = { status: 400, body: '{"error":{"description":"unexpected token","type":"queryParseError"}}' };
    seen.length = 0;
    const result = await queryContent(source, '*[', noWait);
    assert.equal(seen.length, 1);
    assert.deepEqual(result, { ok: false, error: { kind: 'server', detail: 'unexpected token', status: 400, url: contentQueryUrl(source, '*[') } });
  });
});
