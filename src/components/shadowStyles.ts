/**
 * The element's shadow root, given to every component from the first render, so a component adopts its
 * own stylesheet before its first paint (a layout effect), even when it is on the element's first screen:
 * the `$host` store is only set in the root's own layout effect, after its children's.
 */
import { createContext, useContext, useLayoutEffect } from 'react';
import { adoptStyles } from '../styles/adopt.ts';

export const ShadowRootContext = createContext<ShadowRoot | null>(null);

/** Adopts `css` into the element's shadow root before the component's first paint. */
export function useShadowStyles(css: string): void {
  const root = useContext(ShadowRootContext);
  useLayoutEffect(() => {
    if (root) adoptStyles(root, css);
  }, [root, css]);
}
