/**
 * POST /quiz-meta: validates and stores the shopper's profile and answer payload, answers `{id}`.
 * Beyond the schema: profile options must be the quiz's own, picked perfumes catalogue perfumes and
 * colours palette colours (server/payload-check.ts).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { WriteBatcher } from '../db/write-batcher.ts';
import { apiError } from '../errors.ts';
import type { FairShares } from '../fair-share.ts';
import { checkAnswerPayload, perfumeIdsOf, withCatalogueFamilies } from '../payload-check.ts';
import type { QuizOptions } from '../quiz-options.ts';
import { isDatabaseGone } from '../repositories/guard.ts';
import { catalogueFamilies, insertQuizMetaRows } from '../repositories/quiz-meta.ts';
import type { NewQuizMeta } from '../repositories/quiz-meta.ts';
import { quizMetaBodySchema } from '../schemas/requests.ts';
import type { QuizMetaBody } from '../schemas/requests.ts';

export interface QuizMetaRouteDeps {
  db: Database;
  quizOptions: QuizOptions;
  /** Per-client shares (server/fair-share.ts). */
  shares?: FairShares;
}

export function registerQuizMetaRoutes(app: FastifyInstance, { db, quizOptions, shares }: QuizMetaRouteDeps): void {
  // Concurrent requests share one INSERT; each is answered once its row is committed (docs/scaling.md).
  const rows = new WriteBatcher<NewQuizMeta>((batch) => insertQuizMetaRows(db, batch), {
    concurrency: db.kind === 'postgres' ? 4 : 1,
    isFatal: isDatabaseGone,
  });
  app.post<{ Body: QuizMetaBody }>('/quiz-meta', {
    schema: { body: quizMetaBodySchema },
    ...(shares ? { preHandler: shares.guard('quizMeta') } : {}),
  }, async (request, reply) => {
    const { cartToken, results, segmentAnnonId, payload } = request.body;
    const [profile] = results;
    const known = await catalogueFamilies(db, perfumeIdsOf(request.body));
    const details = [...quizOptions.check(profile, '/results/0'), ...checkAnswerPayload(request.body, known)];
    if (details.length > 0) return reply.code(400).send(apiError('Invalid request', details));
    const id = randomUUID();
    await rows.add({ id, cartToken, segmentAnonId: segmentAnnonId, profile: withCatalogueFamilies(profile, known), payload });
    return reply.code(200).send({ id });
  });
}
