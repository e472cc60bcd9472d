/** The root React component behind `<fragrance-quiz>`: configuration, host and router. */
import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { startFirstPartyCapture } from './analytics/first-party-capture.ts';
import { Router } from './components/Router.tsx';
import { ShadowRootContext } from './components/shadowStyles.ts';
import { watchVisibility } from './stores/auto-advance.ts';
import { configure, type ConfigAttributes } from './stores/config.ts';
import { watchEngagement } from './stores/engagement.ts';
import { $host } from './stores/host.ts';
import { $market } from './stores/market.ts';

export interface FragranceQuizProps extends ConfigAttributes {
  /** The shadow root r2wc renders into. */
  container?: HTMLElement | ShadowRoot;
}

export function FragranceQuizApp({ container, ...attributes }: FragranceQuizProps) {
  // The first configuration happens before any store subscriber renders, so content loads once;
  // later attribute changes go through an effect (stores must not change during a render).
  const configured = useRef(false);
  if (!configured.current) {
    configure(attributes);
    configured.current = true;
  }
  const { locale } = useStore($market);
  const { contentDataset, projectId, apiHost, version, versionWeights } = attributes;
  useEffect(() => configure({ contentDataset, projectId, apiHost, version, versionWeights }), [contentDataset, projectId, apiHost, version, versionWeights]);
  // A layout effect: it listens before any child's effect emits the first step's event.
  useLayoutEffect(() => startFirstPartyCapture(), []);
  useLayoutEffect(() => {
    // The element's own stylesheets are in already (elements/quiz-element.ts adopts them on connection).
    if (container instanceof ShadowRoot) {
      $host.set(container.host as HTMLElement);
    } else if (container) {
      $host.set(container);
    }
    return () => $host.set(null);
  }, [container]);
  useEffect(() => {
    const host = container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
    if (!host) return;
    const stopEngagement = watchEngagement(host);
    const stopVisibility = watchVisibility(host);
    return () => {
      stopEngagement();
      stopVisibility();
    };
  }, [container]);
  return (
    <ShadowRootContext.Provider value={container instanceof ShadowRoot ? container : null}>
      {/* The shopper's language, so screen readers speak the content in it whatever the host page's is. */}
      <div className="quiz-root" lang={locale}>
        <Router />
      </div>
    </ShadowRootContext.Provider>
  );
}

