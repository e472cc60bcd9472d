/**
 * The Discovery Kit: the 4 house scents to ship for a profile, each with the reason it was picked.
 *   GET  /quiz-meta/:id/kit  for a stored profile (unknown or malformed id → 404)
 *   POST /kit                for a profile in the body (same schema and option sorting as /quiz-meta)
 * House scents are the `houseScent` documents of the configured dataset, selected and validated by
 * server/kit/load-scents.ts (the loader its tests cover); invalid ones and drafts are skipped and logged once.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { DEFAULT_DESCRIPTION_LOCALE, LOCALE_RULES, resolveDescriptionLocale, type DescriptionLocale } from '../../contract/ai-rules.ts';
import type { HouseScent } from '../../contract/house-scent.ts';
import type { Profile } from '../../contract/profile-fields.ts';
import type { DatasetStore, SanityDocument } from '../content/datasets.ts';
import type { Database } from '../db/database.ts';
import { apiError } from '../errors.ts';
import { houseScentsOf, translatedTexts } from '../kit/load-scents.ts';
import { recommendKit } from '../kit/match.ts';
import type { QuizOptions } from '../quiz-options.ts';
import { findQuizMeta } from '../repositories/quiz-meta.ts';
import { UUID_REGEXP } from '../schemas/common.ts';
import { completeProfile, profileSchema } from '../schemas/profile.ts';

export interface KitPickView {
  id: string;
  name: string;
  description: string;
  reason: string;
  dominantFamily: string;
  /** What the results page describes each (still unnamed) scent by: strength 0–4, when to wear it. */
  intensity: number;
  occasions: string[];
  seasons: string[];
  score: number;
}

/**
 * House scents of the configured dataset, re-read whenever the DatasetStore hands out new documents,
 * with their descriptions in the asked locale where the content translates them.
 */
export class HouseScentSource {
  readonly #cache = new WeakMap<SanityDocument[], HouseScent[]>();
  readonly #localized = new WeakMap<SanityDocument[], Map<string, HouseScent[]>>();

  constructor(
    readonly datasets: DatasetStore,
    readonly dataset: string,
    readonly log?: FastifyBaseLogger,
  ) {}

  current(): HouseScent[] {
    const documents = this.datasets.get(this.dataset);
    if (!documents) return [];
    let scents = this.#cache.get(documents);
    if (!scents) {
      const loaded = houseScentsOf(documents);
      for (const skip of loaded.skipped) {
        this.log?.warn({ dataset: this.dataset, ...skip }, 'house scent skipped');
      }
      scents = loaded.scents;
      this.#cache.set(documents, scents);
    }
    return scents;
  }

  in(locale: DescriptionLocale): HouseScent[] {
    const base = this.current();
    const documents = this.datasets.get(this.dataset);
    if (!documents || locale === DEFAULT_DESCRIPTION_LOCALE) return base;
    let byLocale = this.#localized.get(documents);
    if (!byLocale) this.#localized.set(documents, (byLocale = new Map()));
    let scents = byLocale.get(locale);
    if (!scents) {
      const texts = translatedTexts(documents, locale, 'description');
      scents = base.map((scent) => ({ ...scent, description: texts.get(scent._id) ?? scent.description }));
      byLocale.set(locale, scents);
    }
    return scents;
  }
}

/** The kit with its reasons in `locale`'s language (the scents' descriptions are the caller's, see HouseScentSource.in). */
export function kitFor(profile: Profile, scents: readonly HouseScent[], locale: DescriptionLocale = DEFAULT_DESCRIPTION_LOCALE): { picks: KitPickView[] } {
  const kit = recommendKit(profile, scents, { language: LOCALE_RULES[locale].language });
  return {
    picks: kit.picks.map((pick) => ({
      id: pick.scent._id,
      name: pick.scent.name,
      description: pick.scent.description,
      reason: pick.reason,
      dominantFamily: pick.dominantFamily,
      intensity: pick.scent.intensity,
      occasions: pick.scent.occasions,
      seasons: pick.scent.seasons,
      score: pick.score,
    })),
  };
}

interface LocaleQuery { locale?: string }
/** `?locale=fr-CA`: the language of the reasons (BCP 47, bounded; unknown tags read as English). */
const LOCALE_QUERY = {
  type: 'object',
  properties: { locale: { type: 'string', maxLength: 35, pattern: '^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$' } },
} as const;

export interface KitRouteDeps {
  db: Database;
  quizOptions: QuizOptions;
  houseScents: HouseScentSource;
}

export function registerKitRoutes(app: FastifyInstance, { db, quizOptions, houseScents }: KitRouteDeps): void {
  const answer = (reply: FastifyReply, profile: Profile, requested: string | undefined) => {
    const locale = resolveDescriptionLocale(requested);
    const scents = houseScents.in(locale);
    if (scents.length === 0) {
      reply.log.error({ dataset: houseScents.dataset }, 'no valid house scents in the content dataset');
      return reply.code(503).header('retry-after', '60').send(apiError('House scents are not available'));
    }
    return reply.code(200).send(kitFor(profile, scents, locale));
  };

  app.get<{ Params: { id: string }; Querystring: LocaleQuery }>('/quiz-meta/:id/kit', { schema: { querystring: LOCALE_QUERY } }, async (request, reply) => {
    const { id } = request.params;
    const row = UUID_REGEXP.test(id) ? await findQuizMeta(db, id) : null;
    if (!row) return reply.code(404).send(apiError('Unknown quiz result', [{ path: '/id', message: 'no quiz-meta record has this id' }]));
    return answer(reply, row.profile, request.query.locale);
  });

  app.post<{ Body: Profile; Querystring: LocaleQuery }>('/kit', { schema: { body: profileSchema, querystring: LOCALE_QUERY } }, async (request, reply) => {
    // Options the current quiz does not have count as unanswered: the shopper still gets a kit.
    const { profile } = quizOptions.sort(completeProfile<Profile>(request.body as unknown as Record<string, unknown>).profile);
    return answer(reply, profile, request.query.locale);
  });
}
