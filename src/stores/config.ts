/** The element's attributes as one store: where content and the backend live, and the page variant. */
import { atom, computed } from 'nanostores';
import { createContentClient } from '../content/client.ts';
import { quizConfigFrom, type ConfigAttributes, type QuizConfig } from '../core/quiz-config.ts';
import { $market } from './market.ts';

export type { ConfigAttributes, QuizConfig } from '../core/quiz-config.ts';

function pageOrigin(): string {
  return typeof location === 'undefined' ? '' : location.origin;
}

export const $config = atom<QuizConfig>(quizConfigFrom({}, pageOrigin()));

export function configure(attributes: ConfigAttributes): void {
  const next = quizConfigFrom(attributes, pageOrigin());
  const current = $config.get();
  if (Object.entries(next).every(([key, value]) => current[key as keyof QuizConfig] === value)) return;
  $config.set(next);
}

/** Only a change of language reloads the content (a change of country or currency does not). */
const $contentLocale = computed($market, ({ locale }) => locale);

export const $contentClient = computed([$config, $contentLocale], ({ dataset, projectId, apiHost }, locale) =>
  createContentClient({ dataset, projectId, apiHost, locale }));
