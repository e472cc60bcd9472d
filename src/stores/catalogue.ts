/**
 * The fragrance catalogue for the perfume picker (docs/behaviour.md "Perfume picker"): pages of
 * 4000 from offset 0 until a short page. Loading is lazy (the picker, or the step before it, asks for
 * it). Each page is searchable as soon as it arrives; a failed page stops with an error the picker
 * shows with a retry, and the retry resumes from that page.
 */
import { atom } from 'nanostores';
import { fetchCataloguePage } from '../api/catalogue.ts';
import { EMPTY_CATALOGUE_INDEX, extendCatalogueIndex, type CatalogueSearchIndex } from '../core/catalogue-search.ts';
import { CATALOGUE_PAGE_SIZE } from '../core/constants.ts';
import type { Fragrance } from '../core/types.ts';
import { $config } from './config.ts';
import { isRetriable, reportError } from './report-error.ts';

export type CatalogueStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface CatalogueState {
  status: CatalogueStatus;
  items: readonly Fragrance[];
  /** A `SearchIndex` (validation.ts) that also searches fast: see core/catalogue-search.ts. */
  index: CatalogueSearchIndex;
  error: string | null;
}

export const CATALOGUE_READY_MARK = 'fq-catalogue-ready';

const INITIAL: CatalogueState = { status: 'idle', items: [], index: EMPTY_CATALOGUE_INDEX, error: null };

export const $catalogue = atom<CatalogueState>(INITIAL);

/** Where loading stands; survives a failure so a retry resumes at `nextStart`. */
let progress = { apiHost: '', nextStart: 0, ids: new Set<string>() };
let running: Promise<void> | null = null;
/** Bumped by `resetCatalogue`, so a load still in flight stops writing to the store. */
let generation = 0;

async function loadPages(run: number): Promise<void> {
  const { apiHost } = progress;
  for (;;) {
    const start = progress.nextStart;
    const page = await fetchCataloguePage(apiHost, start, CATALOGUE_PAGE_SIZE);
    if (run !== generation) return;
    if (!page.ok) {
      const { message, status } = page.error;
      console.error(`[fragrance-quiz] ${message}`);
      $catalogue.set({ ...$catalogue.get(), status: 'error', error: message });
      reportError({ message, source: 'catalogue', status, url: `${apiHost}/fragrances`, retriable: isRetriable(status) });
      return;
    }
    // Pages cached at different times could overlap after the catalogue changed: keep ids unique.
    const fresh = page.value.items.filter((item) => !progress.ids.has(item.id));
    for (const item of fresh) progress.ids.add(item.id);
    const state = $catalogue.get();
    // Each page is indexed once: earlier pages are not normalised again.
    const index = fresh.length > 0 ? extendCatalogueIndex(state.index, fresh) : state.index;
    progress.nextStart = start + CATALOGUE_PAGE_SIZE;
    const done = page.value.received < CATALOGUE_PAGE_SIZE;
    $catalogue.set({ status: done ? 'ready' : 'loading', items: index.items, index, error: null });
    if (done) {
      // A User Timing mark for scripts/bench-picker.ts (time from navigation to a searchable catalogue).
      if (typeof performance !== 'undefined') performance.mark?.(CATALOGUE_READY_MARK);
      return;
    }
  }
}

/** Starts loading (or resumes after a failure); a no-op while loading or once loaded. */
export function loadCatalogue(): Promise<void> {
  const { apiHost } = $config.get();
  if (apiHost !== progress.apiHost && $catalogue.get().status !== 'idle') resetCatalogue();
  const { status } = $catalogue.get();
  if (running) return running;
  if (status === 'ready') return Promise.resolve();
  progress.apiHost = apiHost;
  $catalogue.set({ ...$catalogue.get(), status: 'loading', error: null });
  const run = generation;
  running = loadPages(run).finally(() => {
    if (run === generation) running = null;
  });
  return running;
}

/** The picker's retry: resumes from the page that failed. */
export function retryCatalogue(): Promise<void> {
  return loadCatalogue();
}

/** Forgets everything loaded (a new backend; tests). Cache Storage is left alone. */
export function resetCatalogue(): void {
  generation += 1;
  running = null;
  progress = { apiHost: '', nextStart: 0, ids: new Set() };
  $catalogue.set(INITIAL);
}
