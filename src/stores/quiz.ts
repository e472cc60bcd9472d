/** The quiz content: loaded from the content service whenever the source changes. */
import { atom, onMount } from 'nanostores';
import type { LoadError } from '../core/load-error.ts';
import type { Quiz } from '../core/types.ts';
import { $contentClient } from './config.ts';
import { isRetriable, reportError } from './report-error.ts';

export type QuizState =
  | { status: 'loading' }
  | { status: 'ready'; quiz: Quiz }
  | { status: 'error'; error: LoadError };

export const $quiz = atom<QuizState>({ status: 'loading' });

let request = 0;

export async function loadQuiz(): Promise<void> {
  const ticket = ++request;
  $quiz.set({ status: 'loading' });
  const result = await $contentClient.get().quiz();
  if (ticket !== request) return;
  if (result.ok) {
    $quiz.set({ status: 'ready', quiz: result.value });
  } else {
    const hint = result.error.kind === 'network'
      ? ` If the backend is up, check that this page's origin (${location.origin}) is in its CORS_ORIGINS.`
      : '';
    console.error(`[fragrance-quiz] The quiz could not load (${result.error.kind}): ${result.error.detail}.${hint}`);
    $quiz.set({ status: 'error', error: result.error });
    const { detail, status = null, url = null } = result.error;
    reportError({ message: detail, source: 'content', status, url, retriable: result.error.kind !== 'not-found' && isRetriable(status) }, result.error);
  }
}

onMount($quiz, () => $contentClient.subscribe(() => { void loadQuiz(); }));
