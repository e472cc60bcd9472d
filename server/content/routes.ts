/** The embedded Sanity-compatible content API: GET and POST /v{apiVersion}/data/query/{dataset}. */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientErrorOf } from '../errors.ts';
import { sendEncoded } from '../cache/send-encoded.ts';
import { ContentQueries, ELEMENT_QUERIES } from './content-queries.ts';
import type { ContentQueryOptions } from './content-queries.ts';
import type { DatasetStore } from './datasets.ts';
import { perspectiveOf } from './perspective.ts';
import { paramsFromSearch } from './query.ts';
import { checkBearer } from './write-token.ts';
import { WARM_UP_HOLD_MS } from './warm-up.ts';
import type { ContentWarmUp } from './warm-up.ts';

interface QueryRoute {
  Params: { apiVersion: string; dataset: string };
  Querystring: Record<string, unknown>;
  Body: { query?: unknown; params?: unknown };
}

const postBodySchema = {
  type: 'object',
  required: ['query'],
  properties: {
    query: { type: 'string', minLength: 1 },
    params: { type: 'object' },
  },
} as const;

const ERROR_TYPES: Record<number, string> = { 413: 'httpPayloadTooLarge', 415: 'httpUnsupportedMediaType', 429: 'httpTooManyRequests' };

/** Client mistakes the framework catches (body not JSON, wrong type, too large, schema) in Sanity's error shape. */
export function sanityErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const clientError = clientErrorOf(error);
  if (!clientError) throw error;
  const { status, body } = clientError;
  const details = body.details.map((detail) => (typeof detail === 'string' ? detail : `${(detail as { path: string }).path} ${(detail as { message: string }).message}`));
  const query = (request.body as { query?: unknown } | undefined)?.query;
  return reply.code(status).send({
    error: {
      description: details.length > 0 ? `${body.error}: ${details.join('; ')}` : body.error,
      type: ERROR_TYPES[status] ?? 'httpBadRequest',
      query: typeof query === 'string' ? query : '',
    },
  });
}

/**
 * Published content changes without a deploy and must reach shoppers within 2 s: browsers revalidate every
 * time (a 304 by ETag when unchanged), CDNs keep an answer one second. Drafts are never stored by anyone.
 */
export const CONTENT_CACHE_CONTROL = 'public, max-age=0, s-maxage=1';
const PRIVATE = 'private, no-store';

export interface ContentAccess {
  /** `CONTENT_WRITE_TOKEN`: the bearer token that may read drafts (`perspective=drafts` or `raw`). */
  writeToken?: string | undefined;
}

/**
 * Registers the query routes; once the server listens, the element's own queries for `warmUp.dataset` (the
 * dataset an element without a `dataset` attribute asks) are answered in the background, so the first
 * shoppers after a start are answered from memory, and `warmUp.state` says how that stands (for /health).
 * Returns the answers, for tests.
 */
export function registerContentRoutes(
  app: FastifyInstance, datasets: DatasetStore, options?: ContentQueryOptions, warmUp?: { dataset: string; state: ContentWarmUp },
  access: ContentAccess = {},
): ContentQueries {
  const queries = new ContentQueries(datasets, options);
  app.addHook('onClose', () => queries.close());
  if (warmUp?.dataset) {
    const { dataset, state } = warmUp;
    app.addHook('onListen', (done) => {
      const started = performance.now();
      const work = queries.warm(dataset).then((ready) => {
        app.log.info(`content: ${ready} of the element's ${ELEMENT_QUERIES.length} queries for "${dataset}" answered in advance (${Math.round(performance.now() - started)} ms)`);
        return ready === ELEMENT_QUERIES.length;
      }, (error: unknown) => {
        app.log.warn({ err: error }, `content: answering the element's queries in advance failed; they are answered when first asked`);
        return false;
      });
      void state.follow(work).then((reached) => {
        if (reached === 'cold') app.log.warn(`content: not warmed up within ${WARM_UP_HOLD_MS} ms or incomplete; /health reports "cold" and the replica takes shoppers`);
      });
      done();
    });
  }

  const notFound = (reply: FastifyReply, dataset: string) =>
    reply.code(404).send({ error: 'Not Found', message: `Dataset "${dataset}" not found`, statusCode: 404 });

  const answer = async (request: FastifyRequest<QueryRoute>, reply: FastifyReply, query: string, params: Record<string, unknown>) => {
    const { dataset } = request.params;
    const perspective = perspectiveOf(request.query.perspective);
    if (typeof perspective === 'object') return reply.code(400).send({ error: { description: perspective.error, type: 'invalidPerspective', query } });
    const published = perspective === 'published';
    if (!published && checkBearer(request.headers.authorization, access.writeToken) !== 'valid') {
      return reply.code(401).header('cache-control', PRIVATE).send({
        error: { description: `The "${perspective}" perspective shows drafts: it needs the content write token (Authorization: Bearer <CONTENT_WRITE_TOKEN>)`, type: 'unauthorized', query },
      });
    }
    const body = await queries.answer(dataset, query, params, request.query.returnQuery !== 'false', request.ip, perspective);
    if (!body) return notFound(reply, dataset);
    if (body.retryAfterS !== undefined) void reply.header('retry-after', String(body.retryAfterS));
    return sendEncoded(request, reply, body, body.status !== 200 ? 'no-store' : published ? CONTENT_CACHE_CONTROL : PRIVATE);
  };

  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- Fastify awaits async route handlers
  app.get<QueryRoute>('/v:apiVersion/data/query/:dataset', { errorHandler: sanityErrorHandler, compress: false }, async (request, reply) => {
    const { query } = request.query;
    if (typeof query !== 'string' || !query) {
      return reply.code(400).send({ error: { description: 'Missing the "query" parameter', type: 'queryParseError', query: '' } });
    }
    const params = paramsFromSearch(request.query);
    if (typeof params === 'string') return reply.code(400).send({ error: { description: params, type: 'invalidParams', query } });
    return answer(request, reply, query, params);
  });

  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- Fastify awaits async route handlers
  app.post<QueryRoute>('/v:apiVersion/data/query/:dataset', { schema: { body: postBodySchema }, errorHandler: sanityErrorHandler, compress: false }, async (request, reply) => {
    const { query, params } = request.body;
    return answer(request, reply, query as string, (params ?? {}) as Record<string, unknown>);
  });
  return queries;
}
