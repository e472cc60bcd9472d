/**
 * The recommendation page's content (docs/behaviour.md "Backend"): the quiz result and the marketing document,
 * each loaded from the content service when first used and again whenever the source changes.
 */
import { atom, onMount, type WritableAtom } from 'nanostores';
import type { ContentClient } from '../content/client.ts';
import type { Result } from '../core/types.ts';
import { $contentClient } from './config.ts';
import { reportError } from './report-error.ts';

export type ContentState<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'error'; message: string };

interface Loadable<T> {
  $store: WritableAtom<ContentState<T>>;
  load: () => Promise<void>;
}

function loadable<T>(fetch: (client: ContentClient) => Promise<Result<T>>): Loadable<T> {
  const $store = atom<ContentState<T>>({ status: 'loading' });
  let request = 0;
  let loadedFrom: ContentClient | null = null;
  async function load(): Promise<void> {
    const ticket = ++request;
    const client = $contentClient.get();
    $store.set({ status: 'loading' });
    const result = await fetch(client);
    if (ticket !== request) return;
    if (result.ok) {
      loadedFrom = client;
      $store.set({ status: 'ready', value: result.value });
    } else {
      $store.set({ status: 'error', message: result.error });
      reportError({ message: result.error, source: 'content', status: null, url: null, retriable: true });
    }
  }
  // Coming back to the page with the same content source keeps what was loaded.
  onMount($store, () => $contentClient.subscribe((client) => {
    if (client !== loadedFrom || $store.get().status !== 'ready') void load();
  }));
  return { $store, load };
}

const quizResult = loadable((client) => client.quizResult());
const marketing = loadable((client) => client.marketing());

export const $quizResult = quizResult.$store;
export const $marketing = marketing.$store;

/** Reloads whichever of the two failed (the retry of the friendly error). */
export function reloadFailedContent(): void {
  if ($quizResult.get().status === 'error') void quizResult.load();
  if ($marketing.get().status === 'error') void marketing.load();
}
