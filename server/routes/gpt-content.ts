/**
 * POST /gpt-content: the element reports the description as shown. The server records what it can trust
 * (time to finish, cart token) against the quiz-meta id; the text it keeps is the description it wrote
 * itself, so a client's differing `content` is never stored (logged at debug level only).
 */
import type { FastifyInstance } from 'fastify';
import type { GptContentResponse } from '../../contract/requests.ts';
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
    const stored = await insertGptContent(db, { quizMetaId: profile.toLowerCase(), cartToken, timeToFinish });
    if (!stored) {
      return reply.code(404).send(apiError('Unknown profile', [{ path: '/profile', message: 'no quiz-meta record has this id' }]));
    }
    if (stored.content !== content) request.log.debug({ quizMetaId: profile }, 'reported text differs from the stored description');
    const body: GptContentResponse = { success: true };
    return reply.code(200).send(body);
  });
}
