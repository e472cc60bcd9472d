/** The embedded Sanity-compatible content API: GET and POST /v{apiVersion}/data/query/{dataset}. */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientErrorOf } from '../errors.ts';
import type { DatasetStore } from './datasets.ts';
import { paramsFromSearch, runQuery } from './query.ts';

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
function sanityErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
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

export function registerContentRoutes(app: FastifyInstance, datasets: DatasetStore): void {
  const notFound = (reply: FastifyReply, dataset: string) =>
    reply.code(404).send({ error: 'Not Found', message: `Dataset "${dataset}" not found`, statusCode: 404 });

  const answer = async (reply: FastifyReply, dataset: string, query: string, params: Record<string, unknown>) => {
    const documents = datasets.get(dataset);
    if (!documents) return notFound(reply, dataset);
    const outcome = await runQuery(documents, query, params);
    if (!outcome.ok) return reply.code(outcome.status).send({ error: outcome.error });
    return reply.send({ ms: outcome.ms, query, result: outcome.result });
  };

  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- Fastify awaits async route handlers
  app.get<QueryRoute>('/v:apiVersion/data/query/:dataset', { errorHandler: sanityErrorHandler }, async (request, reply) => {
    const { query } = request.query;
    if (typeof query !== 'string' || !query) {
      return reply.code(400).send({ error: { description: 'Missing the "query" parameter', type: 'queryParseError', query: '' } });
    }
    const params = paramsFromSearch(request.query);
    if (typeof params === 'string') return reply.code(400).send({ error: { description: params, type: 'invalidParams', query } });
    return answer(reply, request.params.dataset, query, params);
  });

  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- Fastify awaits async route handlers
  app.post<QueryRoute>('/v:apiVersion/data/query/:dataset', { schema: { body: postBodySchema }, errorHandler: sanityErrorHandler }, async (request, reply) => {
    const { query, params } = request.body;
    return answer(reply, request.params.dataset, query as string, (params ?? {}) as Record<string, unknown>);
  });
}
