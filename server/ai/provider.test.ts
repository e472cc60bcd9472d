import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildChatRequest } from './prompt.ts';
import { createOpenAiProvider } from './provider.ts';
import { chatCompletion, sendJson, startChatServer } from '../test-support/chat-server.ts';
import type { ChatServer } from '../test-support/chat-server.ts';
import { profileFixture } from '../../contract/profile-fixture.ts';

const TEXT = '- one\n- two\n- three\n- four';
const servers: ChatServer[] = [];
after(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

async function serve(handler: Parameters<typeof startChatServer>[0]): Promise<ChatServer> {
  const server = await startChatServer(handler);
  servers.push(server);
  return server;
}

describe('createOpenAiProvider', () => {
  test('POSTs exactly the chat request to {baseUrl}/chat/completions with the bearer key', async () => {
    const server = await serve((_req, res) => sendJson(res, 200, chatCompletion(TEXT)));
    const provider = createOpenAiProvider({ baseUrl: `${server.baseUrl}/`, apiKey: 'sk-test-123', model: 'test-model', timeoutMs: 30_000 });
    const result = await provider.complete(profileFixture());
    assert.deepEqual(result, { ok: true, value: TEXT });
    assert.equal(server.requests.length, 1);
    const [request] = server.requests;
    assert.equal(request?.method, 'POST');
    assert.equal(request?.url, '/v1/chat/completions');
    assert.equal(request?.headers.authorization, 'Bearer sk-test-123');
    assert.match(request?.headers['content-type'] ?? '', /^application\/json/);
    const body: unknown = JSON.parse(request?.body ?? '');
    assert.deepEqual(body, buildChatRequest(profileFixture(), 'test-model'));
    assert.deepEqual(Object.keys(body as object).sort(), ['max_tokens', 'messages', 'model', 'presence_penalty', 'temperature']);
  });

  test('passes optionText to the user message', async () => {
    const server = await serve((_req, res) => sendJson(res, 200, chatCompletion(TEXT)));
    const provider = createOpenAiProvider({ baseUrl: server.baseUrl, apiKey: 'k', model: 'm', timeoutMs: 30_000 });
    await provider.complete(profileFixture(), (field, value) => (field === 'gender' ? 'Woman' : value));
    const body = JSON.parse(server.requests[0]?.body ?? '') as { messages: Array<{ content: string }> };
    assert.match(body.messages[1]?.content ?? '', /^Gender: Woman$/m);
  });

  test('an HTTP error status is an error result, not an exception', async () => {
    const server = await serve((_req, res) => sendJson(res, 500, '{"error":{"message":"boom"}}'));
    const provider = createOpenAiProvider({ baseUrl: server.baseUrl, apiKey: 'k', model: 'm', timeoutMs: 30_000 });
    assert.deepEqual(await provider.complete(profileFixture()), { ok: false, error: 'AI endpoint answered HTTP 500' });
  });

  test('a missing or non-string content is an error', async () => {
    for (const body of [chatCompletion(null), chatCompletion(42), '{"choices":[]}', '{}', '[]', 'null']) {
      const server = await serve((_req, res) => sendJson(res, 200, body));
      const provider = createOpenAiProvider({ baseUrl: server.baseUrl, apiKey: 'k', model: 'm', timeoutMs: 30_000 });
      const result = await provider.complete(profileFixture());
      assert.equal(result.ok, false, body);
      assert.match(result.ok ? '' : result.error, /choices\[0\]\.message\.content/);
    }
  });

  test('invalid JSON is an error', async () => {
    const server = await serve((_req, res) => sendJson(res, 200, 'not json'));
    const provider = createOpenAiProvider({ baseUrl: server.baseUrl, apiKey: 'k', model: 'm', timeoutMs: 30_000 });
    assert.deepEqual(await provider.complete(profileFixture()), { ok: false, error: 'AI endpoint answered with invalid JSON' });
  });

  // A bound of their own: without the deadline the call would wait for ever.
  test('aborts after timeoutMs', { timeout: 30_000 }, async () => {
    // The endpoint never answers: only the provider's own deadline can end the call, however busy the machine.
    let hungUp!: () => void;
    const clientLeft = new Promise<void>((resolve) => { hungUp = resolve; });
    const server = await serve((_req, res) => { res.once('close', hungUp); });
    const provider = createOpenAiProvider({ baseUrl: server.baseUrl, apiKey: 'k', model: 'm', timeoutMs: 200 });
    const started = performance.now();
    const result = await provider.complete(profileFixture());
    const elapsed = performance.now() - started;
    assert.deepEqual(result, { ok: false, error: 'AI endpoint timed out after 200 ms' });
    assert.ok(elapsed >= 190, `gave up after ${elapsed} ms, before its deadline`);
    await clientLeft;
  });

  test('a timeout while the body streams is a timeout too', { timeout: 30_000 }, async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"choices":');
    });
    const provider = createOpenAiProvider({ baseUrl: server.baseUrl, apiKey: 'k', model: 'm', timeoutMs: 200 });
    assert.deepEqual(await provider.complete(profileFixture()), { ok: false, error: 'AI endpoint timed out after 200 ms' });
  });

  test('an unreachable endpoint is an error result', async () => {
    const server = await startChatServer(() => undefined);
    await server.close();
    const provider = createOpenAiProvider({ baseUrl: server.baseUrl, apiKey: 'k', model: 'm', timeoutMs: 30_000 });
    const result = await provider.complete(profileFixture());
    assert.equal(result.ok, false);
    assert.match(result.ok ? '' : result.error, /^AI endpoint unreachable/);
  });

  test('uses fetchImpl when given, and a throwing fetch is an error result', async () => {
    const calls: string[] = [];
    const fetchImpl: typeof fetch = async (input) => {
      calls.push(String(input));
      throw new TypeError('network down');
    };
    const provider = createOpenAiProvider({ baseUrl: 'https://ai.example.test/v1', apiKey: 'k', model: 'm', timeoutMs: 2000, fetchImpl });
    assert.deepEqual(await provider.complete(profileFixture()), { ok: false, error: 'AI endpoint unreachable: network down' });
    assert.deepEqual(calls, ['https://ai.example.test/v1/chat/completions']);
  });
});
