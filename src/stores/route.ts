/** The hash route (`#/…`) of the host page, kept in sync with browser back and forward. */
import { atom, onMount } from 'nanostores';

export const $hash = atom<string>(typeof location === 'undefined' ? '' : location.hash);

onMount($hash, () => {
  const sync = () => $hash.set(location.hash);
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
  location.hash = hash;
  $hash.set(hash);
}

/** Goes to `path` replacing the current entry (redirects must not trap the Back button). */
export function redirect(path: string): void {
  const url = `${location.pathname}${location.search}#${path}`;
  history.replaceState(history.state, '', url);
  $hash.set(`#${path}`);
}
