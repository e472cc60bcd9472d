/**
 * What every first-party event says about the visit (docs/insights.md "Events"): market, locale,
 * coarse device class and traffic source, worked out once per page, and whether the page is a variant
 * preview (`?version=` in its URL or its hash route). No fingerprinting: nothing finer than these.
 */
import { deviceClass, trafficSource, type Segment } from '../../contract/event-identity.ts';
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

/** A forced variant: the page was opened to preview one, and its visit is no shopper's. */
export function isPreview(): boolean {
  const hashQuery = location.hash.includes('?') ? location.hash.slice(location.hash.indexOf('?')) : '';
  return new URLSearchParams(location.search).has('version') || new URLSearchParams(hashQuery).has('version');
}

/** For tests. */
export function resetSessionSegment(): void {
  segment = null;
}
