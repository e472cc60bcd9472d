/**
 * POST /ai/description `{quizMetaId, locale?}`: describes the profile stored under that quiz-meta id in
 * the shopper's language, keeps the text (and its locale) against it and answers `{content, source, locale}`. The profile was checked when it was stored (schema
 * and the quiz's options), so only the quiz's own option texts reach the prompt. Unknown id → 404.
 * Rate-limited per client IP.
 */
import type { FastifyInstance } from 'fastify';
import { resolveDescriptionLocale } from '../../contract/ai-rules.ts';
import type { DescriptionResponse } from '../../contract/requests.ts';
import type { Describer } from '../ai/describe.ts';
import type { Database } from '../db/database.ts';
import { apiError } from '../errors.ts';
import type { FairShares } from '../fair-share.ts';
import type { QuizOptions } from '../quiz-options.ts';
import { findQuizMeta, saveDescription } from '../repositories/quiz-meta.ts';
import { descriptionBodySchema } from '../schemas/requests.ts';
import type { DescriptionRequest } from '../schemas/requests.ts';

export interface AiRouteDeps {
  db: Database;
  describer: Describer;
  quizOptions: QuizOptions;
  /** Requests per client IP per minute. */
  rateLimitPerMinute: number;
  /** Per-client shares: descriptions in progress at once (server/fair-share.ts). */
  shares?: FairShares;
}

export function registerAiRoutes(app: FastifyInstance, { db, describer, quizOptions, rateLimitPerMinute, shares }: AiRouteDeps): void {
  app.post<{ Body: DescriptionRequest }>(
    '/ai/description',
    {
      schema: { body: descriptionBodySchema },
      config: { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } },
      ...(shares ? { preHandler: shares.guard('ai') } : {}),
    },
    async (request, reply) => {
      const id = request.body.quizMetaId.toLowerCase();
      const row = await findQuizMeta(db, id);
      if (!row) {
        return reply.code(404).send(apiError('Unknown quiz result', [{ path: '/quizMetaId', message: 'no quiz-meta record has this id' }]));
      }
      const locale = resolveDescriptionLocale(request.body.locale);
      const description = await describer(row.profile, quizOptions.optionText, locale);
      await saveDescription(db, id, description.content, description.source, description.locale);
      const body: DescriptionResponse = { content: description.content, source: description.source, locale: description.locale };
      return reply.code(200).header('cache-control', 'no-store').send(body);
    },
  );
}
