/**
 * The hash route (`#/…`) of the host page, kept in sync with browser back and forward, and the quiz's
 * history entries (docs/decisions.md "History"):
 * - the shopper's own move forward pushes an entry, so browser Back returns to the screen before;
 * - on-screen Back goes back in history when the entry before is that screen, and otherwise replaces
 *   (it never pushes, so browser Back can never move the shopper forward);
 * - an automatic advance replaces the entry it leaves;
 * - a hash of the host page's own (`#reviews`, a skip link) leaves the quiz on its screen;
 * - reaching the recommendation folds the quiz's entries into one, so a few Backs leave the quiz.
 */
import { atom, onMount } from 'nanostores';
import { markEngaged } from './engagement.ts';
import { quizOwnsHash } from '../core/hash-route.ts';
import { takeOver } from './main-content.ts';

export const $hash = atom<string>(typeof location === 'undefined' ? '' : location.hash);

/** What the quiz keeps in its history entries' state (merged into the host's, never replacing it). */
interface QuizEntryState {
  /** The hash of the entry before this one, when the quiz pushed this one. */
  fqPrevious?: string;
  /** How many entries the quiz pushed up to this one. */
  fqDepth?: number;
}

function entryState(): QuizEntryState & Record<string, unknown> {
  const state: unknown = history.state;
  return state && typeof state === 'object' ? (state as QuizEntryState & Record<string, unknown>) : {};
}

const isHostAnchor = (hash: string) => hash.length > 1 && !hash.startsWith('#/');

/** Set while the quiz itself walks history (folding entries): the hash changes it causes are its own. */
let walking: ((hash: string) => void) | null = null;

/**
 * A hash change the quiz did not make (its own moves set `$hash` first): a host link, the address bar,
 * browser Back or Forward. Into the quiz, that is the shopper's own move: engagement and takeover.
 */
function onOutsideNavigation(hash: string): void {
  if (!quizOwnsHash(hash)) return;
  markEngaged();
  takeOver();
}

onMount($hash, () => {
  const sync = () => {
    if (walking) {
      walking(location.hash);
      return;
    }
    if (location.hash === $hash.get()) return;
    // The host's own anchor (`#reviews`) while the quiz is on a screen of its own: the quiz stays where it
    // is. The bare page (no hash) is still the quiz's start.
    if (isHostAnchor(location.hash) && quizOwnsHash($hash.get())) return;
    onOutsideNavigation(location.hash);
    $hash.set(location.hash);
  };
  sync();
  window.addEventListener('hashchange', sync);
  window.addEventListener('popstate', sync);
  return () => {
    window.removeEventListener('hashchange', sync);
    window.removeEventListener('popstate', sync);
  };
});

const urlOf = (path: string) => `${location.pathname}${location.search}#${path}`;

/** Goes to `path` (e.g. `/gender`) with a new history entry, so Back returns here. */
export function navigate(path: string): void {
  const hash = `#${path}`;
  if (location.hash === hash) return;
  const previous = location.hash;
  const depth = quizOwnsHash(previous) ? (entryState().fqDepth ?? 0) + 1 : 1;
  $hash.set(hash);
  // Through location.hash, so the host page still hears its hashchange; the entry then records where it came from.
  location.hash = hash;
  history.replaceState({ fqPrevious: previous, fqDepth: depth } satisfies QuizEntryState, '');
}

/** Goes to `path` replacing the current entry (redirects and automatic advances must not trap the Back button). */
export function redirect(path: string): void {
  history.replaceState(history.state, '', urlOf(path));
  $hash.set(`#${path}`);
}

/** The on-screen Back to `path`: back in history when the entry before is `path`, else in place. */
export function navigateBack(path: string): void {
  if (entryState().fqPrevious === `#${path}`) {
    $hash.set(`#${path}`);
    history.back();
    return;
  }
  redirect(path);
}

/**
 * Goes to `path` (the recommendation) folding the quiz's pushed entries into one: back to the first entry
 * the quiz pushed, which then becomes `path`. The screen goes to `path` at once; the walk is invisible.
 */
export function navigateFolding(path: string): void {
  const depth = quizOwnsHash(location.hash) ? entryState().fqDepth ?? 0 : 0;
  $hash.set(`#${path}`);
  if (depth <= 1) {
    if (depth === 1) history.replaceState(history.state, '', urlOf(path));
    else history.pushState({ fqDepth: 1 } satisfies QuizEntryState, '', urlOf(path));
    return;
  }
  walking = () => {
    walking = null;
    history.replaceState({ ...entryState(), fqDepth: 1 }, '', urlOf(path));
  };
  history.go(-(depth - 1));
}
