/** POST /gpt-content: stores the description shown to the shopper against the quiz-meta id (spec §7.6). */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { apiError } from '../errors.ts';
import { insertGptContent } from '../repositories/gpt-content.ts';
import { gptContentBodySchema } from '../schemas/requests.ts';
import type { GptContentBody } from '../schemas/requests.ts';

export interface GptContentRouteDeps {
  db: Database;
}

export function registerGptContentRoutes(app: FastifyInstance, { db }: GptContentRouteDeps): void {
  app.post<{ Body: GptContentBody }>('/gpt-content', { schema: { body: gptContentBodySchema } }, async (request, reply) => {
    const { content, cartToken, profile, timeToFinish } = request.body;
    const stored = await insertGptContent(db, { quizMetaId: profile.toLowerCase(), content, cartToken, timeToFinish });
    if (!stored) {
      return reply.code(404).send(apiError('Unknown profile', [{ path: '/profile', message: 'no quiz-meta record has this id' }]));
    }
    return reply.code(200).send({ success: true });
  });
}
