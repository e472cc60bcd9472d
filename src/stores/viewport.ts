/** Viewport breakpoints as stores, so components re-render when the window crosses one. */
import { atom, onMount, type ReadableAtom } from 'nanostores';

/** true while `(max-width: {belowPx - 1}px)` matches, i.e. the window is narrower than belowPx. */
export function narrowerThan(belowPx: number): ReadableAtom<boolean> {
  const query = `(max-width: ${belowPx - 0.02}px)`;
  const $narrow = atom(typeof matchMedia === 'undefined' ? false : matchMedia(query).matches);
  onMount($narrow, () => {
    const list = matchMedia(query);
    const sync = () => $narrow.set(list.matches);
    sync();
    list.addEventListener('change', sync);
    return () => list.removeEventListener('change', sync);
  });
  return $narrow;
}
