/**
 * The keys first-party events and cart links carry: the shopper's anonymous id (the analytics one when
 * the store runs Segment, else one of our own, created only once something is sent) and the id of the
 * shopper's last completed quiz, kept so the recommendation page knows it after a reload. Both exist
 * only with analytics consent (src/stores/consent.ts): without it they are '' / null and nothing is stored.
 */
import { atom } from 'nanostores';
import { $consent, allows, OWN_ANONYMOUS_ID_KEY, QUIZ_ID_KEY as STORED_QUIZ_ID_KEY } from '../stores/consent.ts';
import { anonymousId } from './track.ts';

export const FIRST_PARTY_ID_KEY = OWN_ANONYMOUS_ID_KEY;
export const QUIZ_ID_KEY = STORED_QUIZ_ID_KEY;

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

/** The analytics anonymous id, else our own (created and stored on first use); '' without analytics consent. */
export function shopperId(): string {
  if (!allows('analytics')) return '';
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
 * storage means no quiz), or the in-memory one when storage is blocked. Null without analytics consent:
 * it links a cart or an event to the stored answers.
 */
export function quizId(): string | null {
  if (!allows('analytics')) return null;
  try {
    return localStorage.getItem(QUIZ_ID_KEY);
  } catch {
    return $quizId.get();
  }
}

/** Kept in storage only with analytics consent; in memory (for this page) otherwise. */
export function rememberQuizId(id: string): void {
  $quizId.set(id);
  if (allows('analytics')) write(QUIZ_ID_KEY, id);
}

$consent.listen(({ analytics }) => {
  if (analytics === 'granted') return;
  // Withdrawn or never given: the ids in memory go too (consent.ts deletes the stored ones).
  ownId = null;
  $quizId.set(null);
});

/** For tests. */
export function resetFirstPartyIds(): void {
  ownId = null;
  $quizId.set(read(QUIZ_ID_KEY));
}
