/**
 * What every first-party event says about the visit (docs/insights.md "Events"): market, locale,
 * coarse device class and traffic source, worked out once per page, and whether the page is a preview
 * (contract/preview.ts). No fingerprinting: nothing finer than these.
 */
import { deviceClass, trafficSource, type Segment } from '../../contract/event-identity.ts';
import { previewMark, type PreviewMark } from '../../contract/preview.ts';
import { eventMarket } from './event-market.ts';

interface ClientHints {
  mobile?: boolean;
}

let segment: Segment | null = null;

export function sessionSegment(): Segment {
  if (segment) return segment;
  const market = eventMarket();
  const hints = (navigator as Navigator & { userAgentData?: ClientHints }).userAgentData;
  segment = {
    market: market.country,
    locale: market.locale,
    device: deviceClass(window.innerWidth, hints?.mobile),
    source: trafficSource(new URLSearchParams(location.search), document.referrer, location.hostname),
  };
  return segment;
}

/**
 * The preview mark of this page's events. Read at each event, not at load: Shopify's globals may be set
 * after the element's script runs.
 */
export function pagePreviewMark(): PreviewMark {
  const shopify = (globalThis as { Shopify?: { designMode?: unknown } | null }).Shopify;
  return previewMark({ search: location.search, hash: location.hash, designMode: typeof shopify === 'object' ? shopify?.designMode : undefined });
}

/** For tests. */
export function resetSessionSegment(): void {
  segment = null;
}
