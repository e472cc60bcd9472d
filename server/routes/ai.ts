/**
 * POST /ai/description: the shopper's fragrance personality for a profile, `{content, source}`
 * (DECISIONS "AI description"). The profile passes the schema and the quiz-options check, so only the
 * quiz's own option texts reach the prompt. Rate-limited per client IP.
 */
import type { FastifyInstance } from 'fastify';
import type { Profile } from '../../contract/profile-fields.ts';
import type { Describer } from '../ai/describe.ts';
import { apiError } from '../errors.ts';
import type { QuizOptions } from '../quiz-options.ts';
import { profileSchema } from '../schemas/profile.ts';

export interface AiRouteDeps {
  describer: Describer;
  quizOptions: QuizOptions;
  /** Requests per client IP per minute. */
  rateLimitPerMinute: number;
}

export function registerAiRoutes(app: FastifyInstance, { describer, quizOptions, rateLimitPerMinute }: AiRouteDeps): void {
  app.post<{ Body: Profile }>(
    '/ai/description',
    {
      schema: { body: profileSchema },
      config: { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const details = quizOptions.check(request.body);
      if (details.length > 0) return reply.code(400).send(apiError('Invalid request', details));
      const description = await describer(request.body, quizOptions.optionText);
      return reply.code(200).header('cache-control', 'no-store').send({ content: description.content, source: description.source });
    },
  );
}
