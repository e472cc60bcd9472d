/**
 * An add-to-cart click that the host does not cancel follows the cart link, resolved against the
 * host page's origin. The element runs in an iframe so the navigation does not end the test page.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait.ts';
import { STORAGE_KEYS } from '../../src/core/constants.ts';
import { API, resetPage } from '../support/fixtures.ts';
import { ANON_ID, COMPLETE_ANSWERS, DESCRIPTION, KIT_VARIANT_ID, SAMPLER_VARIANT_ID } from './recommendation-fixtures.ts';

interface Frame {
  iframe: HTMLIFrameElement;
  host: () => HTMLElement | null;
  button: (selector: string) => HTMLAnchorElement | null;
  remove: () => void;
}

async function frameAt(hash: string): Promise<Frame> {
  const page = `<!doctype html><html lang="en"><head><title>store</title>
    <script type="module" src="${location.origin}/elements/fragrance-quiz.ts"></script></head>
    <body><div id="quiz-root"><fragrance-quiz api-host="${API}"></fragrance-quiz></div></body></html>`;
  const url = URL.createObjectURL(new Blob([page], { type: 'text/html' }));
  const iframe = document.createElement('iframe');
  iframe.src = `${url}${hash}`;
  iframe.style.width = '1024px';
  iframe.style.height = '800px';
  document.body.append(iframe);
  const host = () => iframe.contentDocument?.querySelector<HTMLElement>('fragrance-quiz') ?? null;
  const button = (selector: string) => host()?.shadowRoot?.querySelector<HTMLAnchorElement>(selector) ?? null;
  await waitUntil(() => button('.add-to-cart[href]'), 'the recommendation page in the frame', { timeout: 15000 });
  return { iframe, host, button, remove: () => { iframe.remove(); URL.revokeObjectURL(url); } };
}

describe('add-to-cart navigation', () => {
  let frame: Frame | undefined;

  beforeEach(() => {
    resetPage();
    localStorage.setItem(STORAGE_KEYS.answers, JSON.stringify(COMPLETE_ANSWERS));
    localStorage.setItem(STORAGE_KEYS.anonymousId, JSON.stringify(ANON_ID));
    localStorage.setItem(STORAGE_KEYS.gptContent, DESCRIPTION);
  });

  afterEach(() => {
    frame?.remove();
    frame = undefined;
  });

  it('follows a product card\'s /cart/{id}:1 link on the page\'s origin when not cancelled', async () => {
    frame = await frameAt('#/recommendation?version=B');
    const seen: string[] = [];
    frame.host()?.addEventListener('fq-add-to-cart', (event) => seen.push((event as CustomEvent<{ url: string }>).detail.url));
    frame.button('.product-card:last-child .add-to-cart')?.click();
    const { iframe } = frame;
    await waitUntil(() => iframe.contentWindow?.location.pathname === `/cart/${SAMPLER_VARIANT_ID}:1`, 'navigated to the cart', { timeout: 8000 });
    expect(iframe.contentWindow?.location.origin).to.equal(location.origin);
    expect(seen).to.deep.equal([`/cart/${SAMPLER_VARIANT_ID}:1`]);
  });

  it('follows the variant A link with its note', async () => {
    frame = await frameAt('#/recommendation');
    frame.button('[data-section="hero"] .add-to-cart')?.click();
    const { iframe } = frame;
    await waitUntil(() => iframe.contentWindow?.location.pathname === `/cart/${KIT_VARIANT_ID}:1`, 'navigated to the cart', { timeout: 8000 });
    const search = new URLSearchParams(iframe.contentWindow?.location.search);
    expect(search.get('note')).to.equal(`{'segmentAnonId':'${ANON_ID}'}`);
  });

  it('stays on the page when the host cancels the event', async () => {
    frame = await frameAt('#/recommendation?version=B');
    const win = frame.iframe.contentWindow as (Window & { navigation?: EventTarget }) | null;
    const navigation = win?.navigation;
    if (!navigation) throw new Error('this browser has no Navigation API');
    // A navigation starts synchronously inside click() (the link's default action or location.assign),
    // and the Navigation API's `navigate` event reports it then: nothing to wait for.
    const started: string[] = [];
    navigation.addEventListener('navigate', (event) => started.push((event as Event & { destination: { url: string } }).destination.url));
    const cancel = (event: Event) => event.preventDefault();
    frame.host()?.addEventListener('fq-add-to-cart', cancel);

    frame.button('.product-card .add-to-cart')?.click();
    expect(started, 'no navigation after a cancelled add-to-cart').to.deep.equal([]);
    expect(frame.button('.product-card .add-to-cart')?.getAttribute('href')).to.equal(`/cart/${KIT_VARIANT_ID}:1`);

    // The same click without the cancel does navigate: the check above can see one.
    frame.host()?.removeEventListener('fq-add-to-cart', cancel);
    frame.button('.product-card .add-to-cart')?.click();
    expect(started).to.deep.equal([`${location.origin}/cart/${KIT_VARIANT_ID}:1`]);
  });
});
