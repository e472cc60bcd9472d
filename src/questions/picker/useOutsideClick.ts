/** Calls `onOutside` on a pointer press outside `ref` while `active` (shadow DOM aware: composedPath). */
import { useEffect, type RefObject } from 'react';

export function useOutsideClick(ref: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void): void {
  useEffect(() => {
    if (!active) return;
    const listener = (event: Event) => {
      const inside = ref.current;
      if (inside && !event.composedPath().includes(inside)) onOutside();
    };
    document.addEventListener('pointerdown', listener, true);
    return () => document.removeEventListener('pointerdown', listener, true);
  }, [ref, active, onOutside]);
}
