/**
 * Content-query answers from memory: keyed by dataset, normalised query and canonical params, each
 * checked against a cost limit and evaluated once in the GROQ worker pool within its time budget, then kept serialised and compressed
 * (until the dataset's revision changes: a publish retires them). The element's own queries get a larger budget, so
 * a busy machine never refuses the quiz (docs/scaling.md).
 */
import { LRUCache } from 'lru-cache';
import { QUIZ_STEPS_QUERY, withTranslation } from '../../contract/content-queries.ts';
import { TRANSLATION_LOCALES } from '../../contract/markets.ts';
import { MARKETING_QUERY, QUIZ_RESULT_QUERY } from '../../contract/result-queries.ts';
import { encodedBody } from '../cache/encoded-body.ts';
import type { EncodedBody } from '../cache/encoded-body.ts';
import { ResponseCache } from '../cache/response-cache.ts';
import type { Computed } from '../cache/response-cache.ts';
import type { DatasetStore } from './datasets.ts';
import type { Perspective } from './perspective.ts';
import type { QueryError } from './groq-eval.mjs';
import { GroqPool } from './groq-pool.ts';
import { canonicalJson, normaliseQuery } from './query.ts';
import { queryShapeProblem } from './query-shape.ts';

export interface ContentQueryOptions {
  /** Evaluation time of any query, from the moment a worker takes it. */
  budgetMs: number;
  /** The element's own queries (contract/content-queries.ts). */
  trustedBudgetMs: number;
  workers: number;
  cacheBytes: number;
  /**
   * A client's admission to an evaluation (answers from memory need none): a release to call when it is
   * done, or a refusal (fair-share.ts). Absent: everyone is admitted.
   */
  admit?: (client: string) => Promise<Admission>;
}

export type Admission = { ok: true; release: () => void } | { ok: false; retryAfterS: number; message: string };

/** An answer; `retryAfterS` on a 429 or 503. */
export type QueryAnswer = EncodedBody & { retryAfterS?: number };

export const DEFAULT_CONTENT_QUERY_OPTIONS: ContentQueryOptions = { budgetMs: 100, trustedBudgetMs: 5000, workers: 2, cacheBytes: 64 * 1024 * 1024 };

/**
 * The element's own queries as it sends them: answered with a larger budget, and in advance once a server
 * listens. An en-US shopper's are the base queries; a shopper of another locale's read its translation
 * beside (`$locale`), one answer per locale.
 */
const BASE_QUERIES = [QUIZ_STEPS_QUERY, QUIZ_RESULT_QUERY, MARKETING_QUERY];
export const ELEMENT_QUERIES: ReadonlyArray<{ query: string; params: Record<string, string> }> = [
  ...BASE_QUERIES.map((query) => ({ query, params: {} })),
  ...TRANSLATION_LOCALES.flatMap((locale) => BASE_QUERIES.map((query) => ({ query: withTranslation(query), params: { locale } }))),
];
const TRUSTED = new Set(ELEMENT_QUERIES.map(({ query }) => normaliseQuery(query)));

/** A verdict of "over budget" is kept this long: the same heavy query again is refused without a worker. */
const OVER_BUDGET_TTL_MS = 30_000;
/** A refusal that is not the query's own fault for sure (a worker that crashed) is kept briefly. */
const CRASH_TTL_MS = 5_000;

/** Normalised query texts kept per raw text (a hot query is normalised once, not per request). */
const NORMALISED_CACHE_CHARS = 2 * 1024 * 1024;

const errorBody = (status: number, error: QueryError) => encodedBody(JSON.stringify({ error }), { status });

export class ContentQueries {
  readonly #cache: ResponseCache;
  readonly #pool: GroqPool;
  readonly #normalised = new LRUCache<string, string>({ maxSize: NORMALISED_CACHE_CHARS, sizeCalculation: (value, key) => value.length + key.length });
  #evaluations = 0;

  constructor(private readonly datasets: DatasetStore, private readonly options: ContentQueryOptions = DEFAULT_CONTENT_QUERY_OPTIONS) {
    this.#cache = new ResponseCache(options.cacheBytes);
    this.#pool = new GroqPool({ size: options.workers, maxQueue: 64 });
  }

  /**
   * The answer (a 200 `{ms, query, result}` or a Sanity-shaped error), or null for an unknown dataset.
   * `client` (the caller's address) is admitted by `options.admit` before an evaluation.
   */
  async answer(
    dataset: string, query: string, params: Record<string, unknown>, returnQuery = true, client?: string, perspective: Perspective = 'published',
  ): Promise<QueryAnswer | null> {
    const documents = this.datasets.view(dataset, perspective);
    if (!documents) return null;
    const shape = queryShapeProblem(query);
    if (shape) return errorBody(400, { ...shape, query: '' });
    const paramsKey = canonicalJson(params);
    if (paramsKey === null) return errorBody(400, { description: 'Parameters are nested too deeply', type: 'invalidParams', query });
    let normalised = this.#normalised.get(query);
    if (normalised === undefined) {
      normalised = normaliseQuery(query);
      this.#normalised.set(query, normalised);
    }
    // The revision retires every answer of a dataset whose content changed.
    const key = `${dataset}@${this.datasets.revision(dataset)}\n${perspective}\n${returnQuery ? 'q' : '-'}\n${normalised}\n${paramsKey}`;
    let release = () => {};
    if (client !== undefined && this.options.admit && !this.#cache.has(key)) {
      const admission = await this.options.admit(client);
      if (!admission.ok) {
        return Object.assign(errorBody(429, { description: admission.message, type: 'httpTooManyRequests', query: normalised }), { retryAfterS: admission.retryAfterS });
      }
      release = admission.release;
    }
    try {
      return await this.#cache.get(key, () => this.#evaluate(`${dataset}:${perspective}`, documents, query, normalised, params, returnQuery, client));
    } finally {
      release();
    }
  }

  async #evaluate(
    dataset: string, documents: unknown[], query: string, normalised: string, params: Record<string, unknown>, returnQuery: boolean, client?: string,
  ): Promise<Computed> {
    const trusted = TRUSTED.has(normalised);
    const budgetMs = trusted ? this.options.trustedBudgetMs : this.options.budgetMs;
    this.#evaluations += 1;
    // Parsing and the cost estimate happen in the worker, within the budget: nothing here grows with the query.
    const outcome = await this.#pool.run({ dataset, documents, query, params, budgetMs, checkCost: !trusted, ...(client !== undefined ? { client } : {}) });
    if (outcome.ok) {
      const echo = returnQuery ? `"query":${JSON.stringify(normalised)},` : '';
      return { body: encodedBody(`{"ms":${outcome.ms},${echo}"result":${outcome.json}}`), cacheable: true };
    }
    if ('error' in outcome) return { body: errorBody(400, { ...outcome.error, query: normalised }), cacheable: true };
    if ('overBudget' in outcome) {
      return {
        body: errorBody(400, {
          description: `Query took longer than its ${outcome.budgetMs} ms time budget; ask for fewer documents or less nesting`,
          type: 'queryTimeoutError',
          query: normalised,
        }),
        cacheable: true,
        ttlMs: OVER_BUDGET_TTL_MS,
      };
    }
    if ('busy' in outcome) {
      return { body: Object.assign(errorBody(503, { description: 'Too many queries are being evaluated; try again shortly', type: 'serverBusy', query: normalised }), { retryAfterS: 1 }), cacheable: false };
    }
    return {
      body: errorBody(400, { description: `Query evaluation failed: ${outcome.crashed}`, type: 'queryEvaluationError', query: normalised }),
      cacheable: true,
      ttlMs: CRASH_TTL_MS,
    };
  }

  /**
   * Answers the element's own queries for `dataset` as the element asks them (no params, no query echo),
   * so that the first shoppers after a start or deploy are answered from memory instead of waiting for
   * the evaluation workers to boot (half a second, more on a busy machine). Resolves with how many
   * answers are ready; an unknown dataset has none.
   */
  async warm(dataset: string): Promise<number> {
    const answers = await Promise.all(ELEMENT_QUERIES.map(({ query, params }) => this.answer(dataset, query, params, false)));
    return answers.filter((body) => body?.status === 200).length;
  }

  /** Queries sent to the evaluation workers so far (a cached answer costs none). */
  get evaluations(): number {
    return this.#evaluations;
  }

  close(): Promise<void> {
    return this.#pool.close();
  }
}
