/**
 * The element's script, `/fragrance-quiz.js`, sent with the answer to the first content query an element
 * asks of this server (its default dataset, in the content's own language) in its first line, so the
 * first step needs no request after the script's (docs/performance.md "The critical path of the first
 * step"; the element's side: src/content/served-answer.ts). That answer is the published content of the
 * moment, so the script is revalidated on every load as the content is (a 304 while neither changed).
 * Without an answer in time (a cold start), or to a store origin `CORS_ORIGINS` does not list (whose
 * quiz must stop at its first request with the clear error, not midway), the built file is sent as it is.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { QUIZ_STEPS_QUERY } from '../contract/content-queries.ts';
import { contentQueryPath, SERVED_ANSWER_KEY } from '../contract/content-url.ts';
import { encodedBody, type EncodedBody } from './cache/encoded-body.ts';
import { sendEncoded } from './cache/send-encoded.ts';
import type { ContentQueries, QueryAnswer } from './content/content-queries.ts';
import { CONTENT_CACHE_CONTROL } from './content/routes.ts';
import { setStaticHeaders } from './static-headers.ts';

export const ENTRY_SCRIPT = 'fragrance-quiz.js';
/** An answer from memory takes microseconds; one being evaluated (a cold start) is not waited for long. */
const ANSWER_WAIT_MS = 250;
const JAVASCRIPT = 'text/javascript; charset=utf-8';

/**
 * The statement the served script starts with: the answer to `path`, on the slot the element reads. The
 * body is JSON, which is a JavaScript expression too (no `__proto__` key: GROQ results have none).
 */
export function servedAnswerStatement(path: string, json: string): string {
  return `globalThis[Symbol.for(${JSON.stringify(SERVED_ANSWER_KEY)})]={path:${JSON.stringify(path)},body:${json}};\n`;
}

const hostOf = (origin: string): string | null => {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
};

function within<T>(ms: number, work: Promise<T>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => { timer = setTimeout(() => resolve(null), ms); });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export interface EntryScriptOptions {
  distDir: string;
  queries: ContentQueries;
  /** The dataset an element without a `dataset` attribute reads. */
  dataset: string;
  /** Whether the API answers this origin (CORS_ORIGINS). */
  allowsOrigin: (origin: string) => boolean;
}

export function registerEntryScript(app: FastifyInstance, { distDir, queries, dataset, allowsOrigin }: EntryScriptOptions): void {
  const file = join(distDir, ENTRY_SCRIPT);
  const path = contentQueryPath(dataset, QUIZ_STEPS_QUERY);
  let built: { mtimeMs: number; source: string; plain: EncodedBody } | null = null;
  let served: { key: string; body: EncodedBody } | null = null;

  const builtScript = async () => {
    const { mtimeMs } = await stat(file);
    if (built?.mtimeMs !== mtimeMs) {
      const source = await readFile(file, 'utf8');
      built = { mtimeMs, source, plain: encodedBody(source, { compression: 'best' }) };
    }
    return built;
  };
  /** The script with `answer` in it, composed once per build and answer. */
  const servedScript = (script: NonNullable<typeof built>, answer: QueryAnswer) => {
    const key = `${script.mtimeMs}\n${answer.etag}`;
    if (served?.key !== key) served = { key, body: encodedBody(servedAnswerStatement(path, answer.identity.toString('utf8')) + script.source, { compression: 'best' }) };
    return served.body;
  };

  // Composed and compressed once the server listens (after the content's own warm-up), so the first
  // shoppers do not wait for the best brotli of it.
  app.addHook('onListen', (done) => {
    void (async () => {
      const answer = await queries.answer(dataset, QUIZ_STEPS_QUERY, {}, false);
      if (answer?.status !== 200) return;
      const body = servedScript(await builtScript(), answer);
      await Promise.all([body.encoded('br'), body.encoded('gzip')]);
    })().catch((error: unknown) => app.log.warn({ err: error }, `${ENTRY_SCRIPT}: preparing the script with the first content answer failed`));
    done();
  });

  app.get(`/${ENTRY_SCRIPT}`, { compress: false }, async (request, reply) => {
    const script = await builtScript();
    // A module script's request names the page's origin (Chromium's even when it is this server's own).
    const { origin, host } = request.headers;
    const answer = origin === undefined || hostOf(origin) === host || allowsOrigin(origin)
      ? await within(ANSWER_WAIT_MS, queries.answer(dataset, QUIZ_STEPS_QUERY, {}, false)).catch(() => null)
      : null;
    setStaticHeaders(reply, file);
    void reply.header('vary', 'Origin');
    // Without an answer (a cold start), revalidated as well: the next load may carry one.
    if (answer?.status !== 200) return sendEncoded(request, reply, script.plain, CONTENT_CACHE_CONTROL, JAVASCRIPT);
    return sendEncoded(request, reply, servedScript(script, answer), CONTENT_CACHE_CONTROL, JAVASCRIPT);
  });
}
