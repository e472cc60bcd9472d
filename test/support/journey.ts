/** A shopper's whole quiz in a browser test: Next through every step (Skip on the picker, a wait on the analysis) to the recommendation page. */
import { waitUntil } from './wait.ts';
import { shadow } from './fixtures.ts';
import { click, nextLink, stepName } from './quiz.ts';

/** From the step on screen to the recommendation page; resolves with its first enabled add-to-cart link. */
export async function walkToRecommendation(el: Element): Promise<HTMLAnchorElement> {
  await waitUntil(async () => {
    if (location.hash.startsWith('#/recommendation')) return true;
    // The analysis screen moves on by itself once the profile is stored: a shopper waits for it there,
    // so the events after it carry the quiz id (a Next during the analysis: test/browser/analysis-start.test.ts).
    if (shadow(el).querySelector('.part-cta')) return false;
    const skip = [...shadow(el).querySelectorAll('a')].find((link) => link.textContent?.trim() === 'Skip');
    const next = skip ?? nextLink(el);
    if (next && next.getAttribute('aria-disabled') !== 'true') {
      const before = stepName(el);
      await click(next);
      await waitUntil(() => stepName(el) !== before || location.hash.startsWith('#/recommendation'), `stuck on ${before}`, { timeout: 15000 }).catch(() => undefined);
    }
    return location.hash.startsWith('#/recommendation');
  }, `the journey did not reach the recommendation page (on ${stepName(el)})`, { timeout: 80000, interval: 200 });
  await waitUntil(() => shadow(el).querySelector('.add-to-cart[href]'), 'an add-to-cart link', { timeout: 15000 });
  return shadow(el).querySelector<HTMLAnchorElement>('.add-to-cart[href]') as HTMLAnchorElement;
}

export interface RecordedRequest { via: 'fetch' | 'beacon'; url: string; body: string }

/** Records every fetch and sendBeacon the page makes (URL and body text) until restored. */
export function recordRequests(): { requests: RecordedRequest[]; restore: () => void } {
  const requests: RecordedRequest[] = [];
  const realFetch = window.fetch;
  const realBeacon = navigator.sendBeacon.bind(navigator);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    requests.push({ via: 'fetch', url, body: typeof init?.body === 'string' ? init.body : '' });
    return realFetch(input, init);
  };
  navigator.sendBeacon = (url: string | URL, data?: BodyInit | null) => {
    const record: RecordedRequest = { via: 'beacon', url: String(url), body: '' };
    requests.push(record);
    if (data instanceof Blob) void data.text().then((text) => { record.body = text; });
    else if (typeof data === 'string') record.body = data;
    return realBeacon(url, data);
  };
  return {
    requests,
    restore: () => {
      window.fetch = realFetch;
      navigator.sendBeacon = realBeacon;
    },
  };
}
