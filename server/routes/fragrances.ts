/**
 * One page of the catalogue (docs/behaviour.md "Backend"): `POST /fragrances {start, limit}` as the spec calls it, and
 * `GET /fragrances?start=&limit=` with the same rules, which CDNs and browsers can cache and revalidate.
 * Pages come from memory: serialised and compressed once per catalogue version (docs/scaling.md).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CATALOGUE_PAGE_SIZE } from '../../contract/limits.ts';
import { encodedBody } from '../cache/encoded-body.ts';
import type { EncodedBody } from '../cache/encoded-body.ts';
import { ResponseCache } from '../cache/response-cache.ts';
import { sendEncoded } from '../cache/send-encoded.ts';
import { cataloguePage } from '../catalogue/catalogue.ts';
import { CatalogueVersion } from '../catalogue/version.ts';
import type { Database } from '../db/database.ts';
import { apiError } from '../errors.ts';

const MAX_START = 10_000_000;
/** A few hundred pages of the element's size; any window of the catalogue may be asked for. */
const CACHE_BYTES = 128 * 1024 * 1024;

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
  const versions = new CatalogueVersion(db);
  const pages = new ResponseCache(CACHE_BYTES);
  app.addHook('onClose', async () => versions.close());

  /** The page under the version it was read with: an import between the reads makes it read again. */
  async function page(start: number, limit: number): Promise<EncodedBody> {
    let version = await versions.current();
    for (;;) {
      const read = version;
      const body = await pages.get(`${read}:${start}:${limit}`, async () => {
        const items = await cataloguePage(db, start, limit);
        version = await versions.read();
        return { body: encodedBody(JSON.stringify(items), { etag: `"${read}-${start}-${limit}"` }), cacheable: version === read };
      });
      if (version === read) return body;
    }
  }

  const send = async (request: FastifyRequest, reply: FastifyReply, start: number, limit: number) =>
    sendEncoded(request, reply, await page(start, limit), CACHE_CONTROL);

  app.post<{ Body: { start: number; limit: number } }>('/fragrances', { schema: { body: bodySchema }, compress: false }, async (request, reply) =>
    send(request, reply, request.body.start, request.body.limit));

  app.get<{ Querystring: PageQuery }>('/fragrances', { schema: { querystring: querySchema }, compress: false }, async (request, reply) => {
    const start = Number(request.query.start);
    const limit = Number(request.query.limit);
    const problems = rangeProblems(start, limit);
    if (problems.length > 0) return reply.code(400).send(apiError('Invalid request', problems));
    return send(request, reply, start, limit);
  });
}
