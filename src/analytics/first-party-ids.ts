/**
 * The keys first-party events and cart links carry: the shopper's anonymous id (the analytics one when
 * the store runs Segment, else one of our own, created only once something is sent) and the id of the
 * shopper's last completed quiz, kept so the recommendation page knows it after a reload.
 */
import { atom } from 'nanostores';
import { anonymousId } from './track.ts';

export const FIRST_PARTY_ID_KEY = 'fq_anonymous_id';
export const QUIZ_ID_KEY = 'fq_quiz_id';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch { /* storage blocked or full: the value lasts for this page */ }
}

let ownId: string | null = null;

/** The analytics anonymous id, else our own (created and stored on first use). */
export function shopperId(): string {
  const analytics = anonymousId();
  if (analytics) return analytics;
  ownId ??= read(FIRST_PARTY_ID_KEY);
  if (!ownId) {
    ownId = crypto.randomUUID();
    write(FIRST_PARTY_ID_KEY, ownId);
  }
  return ownId;
}

/** Changes when a quiz completes (subscribe to re-render); read the id itself with `quizId()`. */
export const $quizId = atom<string | null>(typeof localStorage === 'undefined' ? null : read(QUIZ_ID_KEY));

/**
 * The quiz-meta id of this shopper's last completed quiz, or null: what storage holds now (cleared
 * storage means no quiz), or the in-memory one when storage is blocked.
 */
export function quizId(): string | null {
  try {
    return localStorage.getItem(QUIZ_ID_KEY);
  } catch {
    return $quizId.get();
  }
}

export function rememberQuizId(id: string): void {
  $quizId.set(id);
  write(QUIZ_ID_KEY, id);
}

/** For tests. */
export function resetFirstPartyIds(): void {
  ownId = null;
  $quizId.set(read(QUIZ_ID_KEY));
}
