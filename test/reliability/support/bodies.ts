/** A valid request for every endpoint that takes input: the starting points of the hostile mutations. */
import type { Profile } from '../../../src/core/types.ts';
import { stagingOptions, validProfile } from '../../../server/test-support/app.ts';

export const CONTENT_PATH = '/v2024-04-01/data/query/staging';

export const PROFILE: Profile = validProfile(stagingOptions());

export function quizMetaBody(): Record<string, unknown> {
  return { cartToken: 'cart-1', results: [PROFILE], segmentAnnonId: 'anon-1', payload: {} };
}

/** POST /ai/description for a stored quiz-meta row. */
export function descriptionBody(quizMetaId: string): Record<string, unknown> {
  return { quizMetaId };
}

export function gptContentBody(quizMetaId: string): Record<string, unknown> {
  return { content: '- a description', cartToken: '', profile: quizMetaId, timeToFinish: 1200 };
}

export function eventBody(): Record<string, unknown> {
  return { name: 'quiz_step_view', anonymousId: 'anon-1', properties: { stepId: 'gender', stepName: 'gender', index: 3, final: false, note: null } };
}

export function eventBatchBody(): Record<string, unknown> {
  return { events: [eventBody(), { name: 'quiz_complete' }] };
}

export function fragrancesBody(): Record<string, unknown> {
  return { start: 0, limit: 10 };
}

export function contentQueryBody(): Record<string, unknown> {
  return { query: '*[_type == $type][0]{_id, name}', params: { type: 'quiz' } };
}

/** A description that passes every rule of the validator (what a well-behaved model answers). */
export const VALID_AI_TEXT = [
  '- You keep a quiet corner in every crowded room.',
  '- Imagine a long walk at dusk with the windows open.',
  '- Your scent stays close and never shouts.',
  '- A surprise pick, because science cannot always predict desire',
].join('\n');
