/**
 * Sanity's mutation endpoint on the embedded store: POST /v{apiVersion}/data/mutate/{dataset}
 * `{mutations: [...], transactionId?}` with `returnIds`, `returnDocuments`, `dryRun` and
 * `autoGenerateArrayKeys` in the query string, answered `{transactionId, results: [{id, operation,
 * document?}]}` as Sanity answers, so `@sanity/client` and `sanity dataset import` publish to it. Needs
 * `Authorization: Bearer <CONTENT_WRITE_TOKEN>`; without a configured token the store is read-only.
 * Also Sanity's document endpoint, GET /v{apiVersion}/data/doc/{dataset}/{id,id,...} (`client.getDocument`):
 * published documents for anyone, drafts too with the token.
 */
import type { FastifyInstance } from 'fastify';
import type { LiveDatasetStore } from './live-store.ts';
import { MutationError } from './mutations.ts';
import { sanityErrorHandler } from './routes.ts';
import type { DatasetStore } from './datasets.ts';
import { checkBearer } from './write-token.ts';

interface MutateRoute {
  Params: { apiVersion: string; dataset: string };
  Querystring: Record<string, string | undefined>;
  Body: { mutations?: unknown; transactionId?: unknown };
}

/** A whole seed dataset fits in one import batch. */
export const MUTATION_BODY_LIMIT = 8 * 1024 * 1024;

const bodySchema = {
  type: 'object',
  required: ['mutations'],
  properties: { mutations: { type: 'array', minItems: 1 }, transactionId: { type: 'string', minLength: 1, maxLength: 128 } },
} as const;

const flag = (value: string | undefined) => value === 'true';

export function registerMutateRoute(app: FastifyInstance, store: LiveDatasetStore | null, writeToken: string | undefined, datasets: DatasetStore): void {
  app.get<{ Params: { apiVersion: string; dataset: string; ids: string } }>('/v:apiVersion/data/doc/:dataset/:ids', async (request, reply) => {
    const privileged = checkBearer(request.headers.authorization, writeToken) === 'valid';
    const documents = datasets.view(request.params.dataset, privileged ? 'raw' : 'published');
    if (!documents) return reply.code(404).send({ error: 'Not Found', message: `Dataset "${request.params.dataset}" not found`, statusCode: 404 });
    const ids = request.params.ids.split(',').filter(Boolean);
    const found = ids.map((id) => documents.find((document) => document._id === id));
    return reply.header('cache-control', privileged ? 'private, no-store' : 'public, max-age=0, s-maxage=1').send({
      documents: found.filter((document) => document !== undefined),
      omitted: ids.filter((_, index) => !found[index]).map((id) => ({ id, reason: 'existence' })),
    });
  });

  app.post<MutateRoute>('/v:apiVersion/data/mutate/:dataset', {
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- Fastify awaits the handler's reply
    schema: { body: bodySchema }, errorHandler: sanityErrorHandler, bodyLimit: MUTATION_BODY_LIMIT,
  }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const refuse = (status: number, type: string, description: string) => reply.code(status).send({ error: { description, type } });
    if (!store || !writeToken) {
      return refuse(403, 'readOnly', 'This content API is read-only: set CONTENT_WRITE_TOKEN on the server to accept mutations');
    }
    const credentials = checkBearer(request.headers.authorization, writeToken);
    if (credentials !== 'valid') {
      return refuse(401, 'unauthorized', credentials === 'none'
        ? 'Mutations need the content write token: send Authorization: Bearer <CONTENT_WRITE_TOKEN>'
        : 'The content write token is not valid');
    }
    const { dataset } = request.params;
    if (!store.isValidName(dataset)) return refuse(400, 'invalidDataset', `"${dataset}" is not a dataset name (lower-case letters, digits, "_" and "-")`);
    const { query } = request;
    try {
      const outcome = await store.mutate(dataset, request.body.mutations, {
        transactionId: typeof request.body.transactionId === 'string' ? request.body.transactionId : undefined,
        autoGenerateArrayKeys: flag(query.autoGenerateArrayKeys),
        dryRun: flag(query.dryRun),
      });
      const returnDocuments = flag(query.returnDocuments);
      return reply.code(200).send({
        transactionId: outcome.transactionId,
        results: outcome.results.map(({ id, operation, document }) => (returnDocuments && document ? { id, operation, document } : { id, operation })),
      });
    } catch (error) {
      if (!(error instanceof MutationError)) throw error;
      const item = { error: { description: error.message, id: '', type: error.type }, index: error.index ?? 0 };
      return reply.code(error.status).send({
        error: { description: `The mutation(s) failed: ${error.message}`, type: 'mutationError', items: [item] },
      });
    }
  });
}
