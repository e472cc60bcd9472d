/** POST /quiz-meta: validates and stores the shopper's profile, answers `{id}` (spec §7.4). */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { apiError } from '../errors.ts';
import type { QuizOptions } from '../quiz-options.ts';
import { insertQuizMeta } from '../repositories/quiz-meta.ts';
import { quizMetaBodySchema } from '../schemas/requests.ts';
import type { QuizMetaBody } from '../schemas/requests.ts';

export interface QuizMetaRouteDeps {
  db: Database;
  quizOptions: QuizOptions;
}

export function registerQuizMetaRoutes(app: FastifyInstance, { db, quizOptions }: QuizMetaRouteDeps): void {
  app.post<{ Body: QuizMetaBody }>('/quiz-meta', { schema: { body: quizMetaBodySchema } }, async (request, reply) => {
    const { cartToken, results, segmentAnnonId } = request.body;
    const [profile] = results;
    const details = quizOptions.check(profile, '/results/0');
    if (details.length > 0) return reply.code(400).send(apiError('Invalid request', details));
    const id = randomUUID();
    await insertQuizMeta(db, { id, cartToken, segmentAnonId: segmentAnnonId, profile });
    return reply.code(200).send({ id });
  });
}
