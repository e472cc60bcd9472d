/** The hash route (`#/…`) of the host page, kept in sync with browser back and forward. */
import { atom, onMount } from 'nanostores';
import { markEngaged } from './engagement.ts';
import { quizOwnsHash } from '../core/hash-route.ts';
import { takeOver } from './main-content.ts';

export const $hash = atom<string>(typeof location === 'undefined' ? '' : location.hash);

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
    if (location.hash === $hash.get()) return;
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

/** Goes to `path` (e.g. `/gender`) with a new history entry, so Back returns here. */
export function navigate(path: string): void {
  const hash = `#${path}`;
  if (location.hash === hash) return;
  $hash.set(hash);
  location.hash = hash;
}

/** Goes to `path` replacing the current entry (redirects must not trap the Back button). */
export function redirect(path: string): void {
  const url = `${location.pathname}${location.search}#${path}`;
  history.replaceState(history.state, '', url);
  $hash.set(`#${path}`);
}
