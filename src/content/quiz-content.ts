/**
 * The quiz's steps, fetched and checked. The element's entry runs this as soon as it starts, beside the
 * app's download (./first-query.ts), so the checking code and its schemas travel in the entry's round trip
 * instead of the first-step chunk (docs/performance.md "The critical path of the first step"); the app
 * has no copy of its own and loads every quiz through the entry's (./first-query.ts).
 */
import { contentAssetBase, type ContentSource } from '../core/content-query.ts';
import { contentQueryUrl, queryContent } from '../core/content-request.ts';
import type { LoadError } from '../core/load-error.ts';
import type { Quiz, Result } from '../core/types.ts';
import { QUIZ_STEPS_QUERY } from '../../contract/content-queries.ts';
import { localeQuery } from './locale-query.ts';
import { overlaid } from './translation-overlay.ts';
import type { Normalized } from './normalize.ts';
import type { ServedAnswer } from './served-answer.ts';

export type CheckedQuiz = Result<Normalized<Quiz>, LoadError>;

/**
 * The checks are imported when the answer is in, not before the request: in the entry's bundle that
 * import is inlined and only defers evaluating the schemas, so a page whose quiz waits below the fold
 * never evaluates them while it loads. `served`: the answer that came with the element's script
 * (./served-answer.ts), used instead of a request when it answers this query.
 */
export async function loadQuiz(source: ContentSource, served?: ServedAnswer): Promise<CheckedQuiz> {
  const { query, params } = localeQuery(QUIZ_STEPS_QUERY, source.locale);
  const raw = served?.(contentQueryUrl(source, query, params)) ?? await queryContent(source, query, {}, params);
  if (!raw.ok) return raw;
  // A translation is laid over its base before the checks (./translation-overlay.ts).
  const answer = await overlaid(raw.value);
  const { normalizeQuiz } = await import('./normalize.ts');
  const quiz = normalizeQuiz(answer, contentAssetBase(source));
  return quiz ? { ok: true, value: quiz } : { ok: false, error: { kind: 'invalid', detail: 'No quiz was found in the content' } };
}
