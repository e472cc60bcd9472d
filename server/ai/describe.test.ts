import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { composeDescription } from './composer.ts';
import { createDescriber } from './describe.ts';
import type { DescribeLogger } from './describe.ts';
import { buildChatRequest } from './prompt.ts';
import { createOpenAiProvider } from './provider.ts';
import type { Provider } from './provider.ts';
import { chatCompletion, sendJson, startChatServer } from '../test-support/chat-server.ts';
import type { ChatHandler, ChatServer } from '../test-support/chat-server.ts';
import { profileFixture } from '../../contract/profile-fixture.ts';

const VALID_AI_TEXT = [
  '• You walk in and the room turns; your scent should arrive first.',
  '',
  '• Like a late dinner party that glows, you keep people talking.',
  '',
  '• Present but never pushy; one bottle per mood suits you.',
  '',
  '• Wild card: a far-off harbour, because science cannot always predict desire.',
].join('\r\n');
const NORMALISED_AI_TEXT = VALID_AI_TEXT.replace(/\r\n\r\n/g, '\n').replace(/• /g, '- ');
const INVALID_AI_TEXT = '- Your scent: vanilla and roses, warm and bold.\n- Like a fruity cocktail.';

const servers: ChatServer[] = [];
after(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

/** A generous limit by default: the machine running the tests may be busy; the timeout test sets its own. */
async function setUp(handler: ChatHandler, timeoutMs = 30_000) {
  const server = await startChatServer(handler);
  servers.push(server);
  const warnings: Array<{ obj: Record<string, unknown>; msg: string }> = [];
  const logger: DescribeLogger = { warn: (obj, msg) => warnings.push({ obj, msg }) };
  const provider = createOpenAiProvider({ baseUrl: server.baseUrl, apiKey: 'sk-secret', model: 'test-model', timeoutMs });
  return { server, warnings, describe: createDescriber({ provider, logger }) };
}

describe('createDescriber', () => {
  test('without a provider the composer writes the text', async () => {
    const profile = profileFixture();
    assert.deepEqual(await createDescriber()(profile), { content: composeDescription(profile), source: 'composer', locale: 'en-US' });
    assert.deepEqual(await createDescriber({ provider: null })(profile), { content: composeDescription(profile), source: 'composer', locale: 'en-US' });
  });

  test('a valid AI text is returned normalised, with source "ai", after one call with the expected request', async () => {
    const { server, warnings, describe } = await setUp((_req, res) => sendJson(res, 200, chatCompletion(VALID_AI_TEXT)));
    const result = await describe(profileFixture());
    assert.deepEqual(result, { content: NORMALISED_AI_TEXT, source: 'ai', locale: 'en-US' });
    assert.equal(server.requests.length, 1);
    assert.equal(server.requests[0]?.headers.authorization, 'Bearer sk-secret');
    assert.deepEqual(JSON.parse(server.requests[0]?.body ?? ''), buildChatRequest(profileFixture(), 'test-model'));
    assert.deepEqual(warnings, []);
  });

  test('an invalid text gets one retry; a valid retry is used', async () => {
    const { server, warnings, describe } = await setUp((_req, res, index) =>
      sendJson(res, 200, chatCompletion(index === 0 ? INVALID_AI_TEXT : VALID_AI_TEXT)));
    const result = await describe(profileFixture());
    assert.deepEqual(result, { content: NORMALISED_AI_TEXT, source: 'ai', locale: 'en-US' });
    assert.equal(server.requests.length, 2);
    assert.equal(warnings.length, 1);
    assert.match(warnings[0]?.msg ?? '', /retrying/);
  });

  test('still invalid after the retry: the composer text, with the problems', async () => {
    const { server, warnings, describe } = await setUp((_req, res) => sendJson(res, 200, chatCompletion(INVALID_AI_TEXT)));
    const profile = profileFixture();
    const result = await describe(profile);
    assert.equal(server.requests.length, 2);
    assert.equal(result.source, 'composer');
    assert.equal(result.content, composeDescription(profile));
    assert.ok(result.problems?.some((p) => /forbidden word \(note or ingredient\) "vanilla"/.test(p)));
    assert.ok(result.problems?.some((p) => /exactly 4 non-empty lines, found 2/.test(p)));
    assert.equal(warnings.length, 2);
    assert.deepEqual(warnings[1]?.obj.problems, result.problems);
    assert.equal(warnings[1]?.obj.attempt, 2);
    // The key is never logged.
    assert.doesNotMatch(JSON.stringify(warnings), /sk-secret/);
  });

  test('HTTP 500: the composer text, without a retry', async () => {
    const { server, warnings, describe } = await setUp((_req, res) => sendJson(res, 500, '{}'));
    const profile = profileFixture();
    assert.deepEqual(await describe(profile), {
      content: composeDescription(profile),
      source: 'composer',
      locale: 'en-US',
      problems: ['AI endpoint answered HTTP 500'],
    });
    assert.equal(server.requests.length, 1);
    assert.equal(warnings.length, 1);
    assert.equal(warnings[0]?.obj.error, 'AI endpoint answered HTTP 500');
  });

  test('timeout: the composer text, quickly', async () => {
    // The endpoint never answers: getting a text at all proves the describer gave up at its limit.
    const { describe } = await setUp(() => undefined, 200);
    const profile = profileFixture();
    const result = await describe(profile);
    assert.deepEqual(result, {
      content: composeDescription(profile),
      source: 'composer',
      locale: 'en-US',
      problems: ['AI endpoint timed out after 200 ms'],
    });
  });

  test('a provider that throws still yields the composer text', async () => {
    const provider: Provider = { complete: () => Promise.reject(new Error('bad provider')) };
    const result = await createDescriber({ provider })(profileFixture());
    assert.equal(result.source, 'composer');
    assert.deepEqual(result.problems, ['bad provider']);
  });

  test('optionText reaches the provider', async () => {
    const seen: unknown[] = [];
    const provider: Provider = {
      complete: async (_profile, optionText) => {
        seen.push(optionText?.('gender', 'female'));
        return { ok: true, value: VALID_AI_TEXT };
      },
    };
    await createDescriber({ provider })(profileFixture(), () => 'Woman');
    assert.deepEqual(seen, ['Woman']);
  });

  test('fr-CA: the provider is asked in French, its French text is checked by the French rules', async () => {
    const french = [
      '- Vous savez ce que vous voulez, et votre parfum aussi.',
      '- Imaginez un matin tranquille au bord de la mer.',
      '- Présent sans jamais s’imposer, presque tous les jours.',
      '- Un pari pour la montagne, car la science ne prédit pas toujours le désir.',
    ].join('\n');
    const locales: unknown[] = [];
    const answer = (text: string): Provider => ({
      complete: async (_profile, _optionText, locale) => {
        locales.push(locale);
        return { ok: true, value: text };
      },
    });
    const profile = profileFixture();
    assert.deepEqual(await createDescriber({ provider: answer(french) })(profile, undefined, 'fr-CA'), { content: french, source: 'ai', locale: 'fr-CA' });
    assert.deepEqual(locales, ['fr-CA']);
    // An English text fails the French rules (no French ending): the French composer's text is used.
    const english = await createDescriber({ provider: answer(VALID_AI_TEXT) })(profile, undefined, 'fr-CA');
    assert.equal(english.source, 'composer');
    assert.equal(english.content, composeDescription(profile, 0, 'fr-CA'));
    assert.match(english.content, /la science ne prédit pas toujours le désir/);
  });
});
