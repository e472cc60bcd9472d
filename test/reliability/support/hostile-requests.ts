/** One fast-check arbitrary of hostile requests per endpoint that takes input. */
import fc from 'fast-check';
import {
  CONTENT_PATH, PROFILE, contentQueryBody, descriptionBody, eventBatchBody, eventBody, fragrancesBody, gptContentBody, quizMetaBody,
} from './bodies.ts';
import { NASTY_STRINGS } from './hostile-values.ts';
import { contentType, mutatedBody } from './mutate.ts';

export type ErrorShape = 'backend' | 'content';

export interface HostileRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  kind: string;
}

export interface Endpoint {
  name: string;
  shape: ErrorShape;
  requests: fc.Arbitrary<HostileRequest>;
}

/** Percent-encodes any string, lone surrogates included (encodeURIComponent throws on those). */
export function encode(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => {
    const char = String.fromCharCode(byte);
    return /[A-Za-z0-9_.~-]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');
}

/** Raw query-string text: broken percent escapes and bracket syntax pass through unencoded. */
const RAW_QUERY_VALUES = ['%', '%ff', '%E0%A4%A', '%00', '%uD800', '1&', '=1', '[]', '%2525'];

const queryValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS.filter((text) => text.length < 300)).map(encode),
  fc.string({ maxLength: 30 }).map(encode),
  fc.constantFrom(...RAW_QUERY_VALUES),
  fc.integer().map(String),
);

function jsonPost(path: string, valid: unknown, shape: ErrorShape = 'backend'): Endpoint {
  return {
    name: `POST ${path}`,
    shape,
    requests: fc.tuple(mutatedBody(valid), contentType).map(([body, type]): HostileRequest => ({
      method: 'POST',
      url: path,
      headers: type ? { 'content-type': type } : {},
      payload: body.text,
      kind: type === 'application/json' ? body.kind : 'content type',
    })),
  };
}

/** `key=value` pairs of a valid query, then one mutation: a value replaced, a key dropped, repeated or added. */
function queryMutation(valid: Array<[string, string]>): fc.Arbitrary<{ kind: string; query: string }> {
  const join = (pairs: Array<[string, string]>) => pairs.map(([key, value]) => `${key}=${value}`).join('&');
  const keys = valid.map(([key]) => key);
  return fc.oneof(
    fc.tuple(fc.constantFrom(...keys), queryValue).map(([key, value]) => ({
      kind: 'replace value',
      query: join(valid.map(([k, v]) => [k, k === key ? value : v])),
    })),
    fc.constantFrom(...keys).map((key) => ({ kind: 'remove key', query: join(valid.filter(([k]) => k !== key)) })),
    fc.tuple(fc.constantFrom(...keys), queryValue).map(([key, value]) => ({ kind: 'repeated key', query: join([...valid, [key, value]]) })),
    fc.tuple(fc.constantFrom('x', 'start[$gt]', 'limit[]', '__proto__', 'constructor[prototype][x]', '%00', '$where'), queryValue)
      .map(([key, value]) => ({ kind: 'unknown key', query: join([...valid, [key, value]]) })),
  );
}

const GROQ_INJECTIONS: readonly string[] = [
  '*[_type=="quiz"]{..., "x": *}',
  '*{"x": *{"y": *}}',
  '*[_type == "quiz"]{"steps": steps[0..100000]}',
  '*[_type == $type]',
  '*[_type == "quiz"] | order(_id desc)[0..2]',
  'count(*)', '*[', '', ' ', ')', '*[_id in path("**")]', '*[references("quiz-main")]',
  '*[_type == "quiz"]{"up": ^.^.^}', 'now()', 'identity()', '$__proto__', '$constructor', '$toString',
  '*[_type == "quiz"]{"x": *[_type == "quiz"]{"y": *}}', '*[_id match "*"]', 'array::join(*._id, ",")',
  'pt::text(*[_type == "marketing"][0].faqs[0].answer)', 'math::sum(*[]._id)', 'string::split(*[0]._id, "")',
  '*[_type == "quiz"][0].steps[type == "Landing"]', '*[_type == "quiz"] {"a": @, "b": @, "c": @}',
  '*[_type == "quiz"][0]{..., "all": *[_type != "quiz"]}', 'select(true => *)', 'coalesce(*[0], *[1])',
  '*[_type == "quiz" && (' + '('.repeat(200) + 'true' + ')'.repeat(200) + ')]', '"' + 'x'.repeat(20_000) + '"',
  '*[_type == "sanity.imageAsset"][0..5]{url}', '*[!(_id in path("drafts.**"))]._id', '*|score(_id match "x")',
  '$p', '{"echo": $p}', '[$type, $p]', '*[_type == "quiz"]{"x": $p}',
  '*[_type == "quiz"]; DROP TABLE quiz_meta', "*[_type == 'quiz' || 1 == 1]", 'global::sanity.projectId',
];

const groqQuery: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...GROQ_INJECTIONS), weight: 4 },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 1 },
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 1 },
);

/** `$name=<JSON>` parameters: fine, not JSON, repeated, prototype names, deep, large. */
const groqParams: fc.Arbitrary<Array<[string, string]>> = fc.array(
  fc.tuple(
    fc.constantFrom('type', '__proto__', 'constructor', 'toString', '', 'x'.repeat(300), 'p'),
    fc.oneof(
      fc.constantFrom('"quiz"', 'quiz', '{"__proto__":{"x":1}}', '[' .repeat(3000) + ']'.repeat(3000), '1e999', '', 'null', '{'),
      fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)),
    ),
  ),
  { maxLength: 3 },
);

function contentGet(): Endpoint {
  const paths = fc.oneof(
    { arbitrary: fc.constant(CONTENT_PATH), weight: 6 },
    {
      arbitrary: fc.constantFrom(
        '/v2024-04-01/data/query/nope', '/v2024-04-01/data/query/..%2F..%2Fserver', '/v2024-04-01/data/query/staging%00',
        '/vX/data/query/staging', '/v/data/query/staging', '/v2024-04-01/data/query/', '/v2024-04-01/data/query/STAGING',
        `/v2024-04-01/data/query/${'a'.repeat(64)}`, '/v2024-04-01/data/query/%E0%A4%A',
      ),
      weight: 1,
    },
  );
  return {
    name: 'GET content query',
    shape: 'content',
    requests: fc.tuple(paths, groqQuery, groqParams, fc.boolean()).map(([path, query, params, repeat]) => ({
      method: 'GET',
      url: `${path}?query=${encode(query)}${repeat ? `&query=${encode(query)}` : ''}${params.map(([name, value]) => `&%24${encode(name)}=${encode(value)}`).join('')}`,
      headers: {},
      kind: 'GROQ query',
    })),
  };
}

function contentPost(): Endpoint {
  const mutated = jsonPost(CONTENT_PATH, contentQueryBody(), 'content');
  const params = fc.constantFrom('{}', '{"type":"quiz"}', '{"__proto__":{"type":"quiz"}}', '[]', 'null',
    `{"p":${'['.repeat(20_000)}${']'.repeat(20_000)}}`, `{"p":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`, `{"p":[${Array.from({ length: 5000 }, () => '"x"').join(',')}]}`);
  const injected = fc.tuple(groqQuery, params)
    .map(([query, params]) => ({
      method: 'POST',
      url: CONTENT_PATH,
      headers: { 'content-type': 'application/json' },
      payload: `{"query":${JSON.stringify(query)},"params":${params}}`,
      kind: 'GROQ query',
    }));
  return { name: 'POST content query', shape: 'content', requests: fc.oneof(mutated.requests, injected) };
}

function fragrancesGet(): Endpoint {
  return {
    name: 'GET /fragrances',
    shape: 'backend',
    requests: queryMutation([['start', '0'], ['limit', '10']]).map(({ kind, query }) => ({
      method: 'GET', url: `/fragrances?${query}`, headers: {}, kind,
    })),
  };
}

function kitGet(): Endpoint {
  const ids = fc.oneof(
    fc.constantFrom(...NASTY_STRINGS.filter((text) => text !== '')).map(encode),
    fc.string({ minLength: 1, maxLength: 40 }).map(encode),
    fc.uuid().map((id) => id.toUpperCase()),
    fc.uuid(),
    fc.constantFrom('00000000-0000-0000-0000-000000000000', '{00000000-0000-0000-0000-000000000000}', '0'.repeat(32), 'x'.repeat(150), '%E0%A4%A', '%ff', '..', '.'),
  );
  return {
    name: 'GET /quiz-meta/:id/kit',
    shape: 'backend',
    requests: ids.map((id) => ({ method: 'GET', url: `/quiz-meta/${id}/kit`, headers: {}, kind: 'id' })),
  };
}

/** Methods no route takes, on every path. */
function wrongMethods(): Endpoint {
  return {
    name: 'wrong method',
    shape: 'backend',
    requests: fc.tuple(fc.constantFrom('PUT', 'DELETE', 'PATCH'), fc.constantFrom('/quiz-meta', '/gpt-content', '/ai/description', '/events', '/kit', '/fragrances', CONTENT_PATH, '/health'))
      .map(([method, url]) => ({ method, url, headers: { 'content-type': 'application/json' }, payload: '{}', kind: 'method' })),
  };
}

/** Every endpoint; `quizMetaId` is a stored row, so a /gpt-content body is valid until mutated. */
export function hostileEndpoints(quizMetaId: string): Endpoint[] {
  return [
    jsonPost('/quiz-meta', quizMetaBody()),
    jsonPost('/gpt-content', gptContentBody(quizMetaId)),
    jsonPost('/ai/description', descriptionBody(quizMetaId)),
    jsonPost('/kit', PROFILE),
    { ...jsonPost('/events', eventBody()), requests: fc.oneof(jsonPost('/events', eventBody()).requests, jsonPost('/events', eventBatchBody()).requests) },
    jsonPost('/fragrances', fragrancesBody()),
    fragrancesGet(),
    kitGet(),
    contentGet(),
    contentPost(),
    wrongMethods(),
  ];
}
