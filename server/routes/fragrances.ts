/**
 * One page of the catalogue (spec §7.1): `POST /fragrances {start, limit}` as the spec calls it, and
 * `GET /fragrances?start=&limit=` with the same rules, which CDNs and browsers can cache and revalidate.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CATALOGUE_PAGE_SIZE } from '../../contract/limits.ts';
import { cataloguePage, catalogueVersion } from '../catalogue/catalogue.ts';
import type { Database } from '../db/database.ts';
import { apiError } from '../errors.ts';

const MAX_START = 10_000_000;

const bodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['start', 'limit'],
  properties: {
    start: { type: 'integer', minimum: 0, maximum: MAX_START },
    limit: { type: 'integer', minimum: 1, maximum: CATALOGUE_PAGE_SIZE },
  },
} as const;

/** Query strings are text and the app never coerces types: digit strings here, ranges in the handler. */
const querySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['start', 'limit'],
  properties: {
    start: { type: 'string', pattern: '^(0|[1-9][0-9]{0,7})$' },
    limit: { type: 'string', pattern: '^[1-9][0-9]{0,3}$' },
  },
} as const;

const CACHE_CONTROL = 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400';

interface PageQuery {
  start: string;
  limit: string;
}

function rangeProblems(start: number, limit: number): Array<{ path: string; message: string }> {
  const problems: Array<{ path: string; message: string }> = [];
  if (start > MAX_START) problems.push({ path: '/start', message: `must be <= ${MAX_START}` });
  if (limit > CATALOGUE_PAGE_SIZE) problems.push({ path: '/limit', message: `must be <= ${CATALOGUE_PAGE_SIZE}` });
  return problems;
}

export function registerFragranceRoutes(app: FastifyInstance, db: Database): void {
  const etagOf = async (start: number, limit: number) => `"${await catalogueVersion(db)}-${start}-${limit}"`;

  function send(reply: FastifyReply, items: unknown[], etag: string) {
    return reply.header('cache-control', CACHE_CONTROL).header('etag', etag).send(items);
  }

  app.post<{ Body: { start: number; limit: number } }>('/fragrances', { schema: { body: bodySchema } }, async (request, reply) => {
    const { start, limit } = request.body;
    const [items, etag] = await Promise.all([cataloguePage(db, start, limit), etagOf(start, limit)]);
    return send(reply, items, etag);
  });

  app.get<{ Querystring: PageQuery }>('/fragrances', { schema: { querystring: querySchema } }, async (request, reply) => {
    const start = Number(request.query.start);
    const limit = Number(request.query.limit);
    const problems = rangeProblems(start, limit);
    if (problems.length > 0) return reply.code(400).send(apiError('Invalid request', problems));
    const etag = await etagOf(start, limit);
    const known = request.headers['if-none-match'];
    if (known?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return reply.code(304).header('cache-control', CACHE_CONTROL).header('etag', etag).send();
    }
    return send(reply, await cataloguePage(db, start, limit), etag);
  });
}
