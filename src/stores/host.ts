/** The element hosting the quiz, and the one way the app talks to the host page: DOM events. */
import { atom } from 'nanostores';
import { CANCELABLE_EVENTS, type FragranceQuizEventDetails, type FragranceQuizEventName } from '../core/events.ts';

export const $host = atom<HTMLElement | null>(null);

/** Dispatches a bubbling, composed event; returns false when the host cancelled it. */
export function emit<Name extends FragranceQuizEventName>(name: Name, detail: FragranceQuizEventDetails[Name]): boolean {
  const host = $host.get();
  if (!host) return true;
  return host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: CANCELABLE_EVENTS.has(name) }));
}
