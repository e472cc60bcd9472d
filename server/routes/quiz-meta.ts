/**
 * POST /quiz-meta: validates and stores the shopper's profile and answer payload, answers `{id}`.
 * Beyond the schema: picked perfumes must be catalogue perfumes and colours palette colours
 * (server/payload-check.ts). Option values the current quiz does not have are taken out of the profile
 * and kept in `unlisted_options` (server/quiz-options.ts): the shopper still gets their results.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { WriteBatcher } from '../db/write-batcher.ts';
import { apiError } from '../errors.ts';
import type { FairShares } from '../fair-share.ts';
import { checkAnswerPayload, perfumeIdsOf, withCatalogueFamilies } from '../payload-check.ts';
import type { Profile } from '../../contract/profile-fields.ts';
import type { QuizOptions } from '../quiz-options.ts';
import { isDatabaseGone } from '../repositories/guard.ts';
import { catalogueFamilies, insertQuizMetaRows } from '../repositories/quiz-meta.ts';
import type { NewQuizMeta } from '../repositories/quiz-meta.ts';
import { completeProfile } from '../schemas/profile.ts';
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
    const { cartToken, segmentAnnonId, payload } = request.body;
    // An element a release older or newer than this server: missing fields unanswered, unknown ones dropped.
    const completed = completeProfile<Profile>(request.body.results[0] as unknown as Record<string, unknown>).profile;
    const { profile, unlisted } = quizOptions.sort(completed, '/results/0');
    const body = { ...request.body, results: [profile] as [Profile] };
    const known = await catalogueFamilies(db, perfumeIdsOf(body));
    const details = checkAnswerPayload(body, known);
    if (details.length > 0) return reply.code(400).send(apiError('Invalid request', details));
    if (unlisted.length > 0) request.log.warn({ unlisted }, 'quiz-meta: answers name options the current quiz does not have; stored and flagged');
    const id = randomUUID();
    await rows.add({ id, cartToken, segmentAnonId: segmentAnnonId, profile: withCatalogueFamilies(profile, known), payload, unlistedOptions: unlisted, quiz: quizOptions.quiz() });
    return reply.code(200).send({ id });
  });
}
