/**
 * One page of the fragrance catalogue (docs/behaviour.md "Backend"): `POST {apiHost}/fragrances {start, limit}`, cached
 * in Cache Storage `nw-fragrances` under `{start}-{limit}`. A cached page is answered before any
 * network request, so a repeat visit makes no catalogue request at all.
 */
import { CATALOGUE_CACHE_NAME } from '../core/constants.ts';
import type { Fragrance, Result } from '../core/types.ts';

export interface CataloguePage {
  items: Fragrance[];
  /** Items the server sent, malformed ones included: a page shorter than the limit is the last. */
  received: number;
  fromCache: boolean;
}

/** Why a page did not load; `status`: the HTTP status of a refusal, null without an answer or with a malformed one. */
export interface CatalogueError {
  message: string;
  status: number | null;
}

/** A page that never answers must not leave the shopper on `Loading...` forever. */
const PAGE_TIMEOUT_MS = 20_000;
const OPTIONAL_FIELDS = ['image', 'brand', 'family', 'sub_family'] as const;

/** Cache Storage only accepts http(s) GET requests, so each `{start}-{limit}` key gets a synthetic URL. */
export function pageCacheKey(apiHost: string, start: number, limit: number): string {
  return `${apiHost}/__nw-fragrances/${start}-${limit}`;
}

function toFragrance(raw: unknown): Fragrance | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const record = raw as Record<string, unknown>;
  if (typeof record.id !== 'string' || record.id === '' || typeof record.value !== 'string') return null;
  const item: Fragrance = { id: record.id, value: record.value, image: '', brand: '', family: '', sub_family: '' };
  for (const field of OPTIONAL_FIELDS) {
    const value = record[field];
    if (typeof value === 'string') item[field] = value;
    else if (value !== undefined && value !== null) return null;
  }
  // Popularity only orders the picker's results: a missing or odd figure counts as none.
  const votes = record.votes;
  if (typeof votes === 'number' && Number.isFinite(votes) && votes > 0) item.votes = votes;
  return item;
}

/** Keeps the well-formed items (only the Fragrance fields); logs how many were dropped. */
export function parsePage(data: unknown, where: string): Result<{ items: Fragrance[]; received: number }> {
  if (!Array.isArray(data)) return { ok: false, error: `${where}: expected a JSON array` };
  const items: Fragrance[] = [];
  for (const raw of data) {
    const item = toFragrance(raw);
    if (item) items.push(item);
  }
  const dropped = data.length - items.length;
  if (dropped > 0) console.warn(`[fragrance-quiz] Catalogue ${where}: ${dropped} malformed item(s) dropped`);
  return { ok: true, value: { items, received: data.length } };
}

async function openCache(): Promise<Cache | null> {
  try {
    return typeof caches === 'undefined' ? null : await caches.open(CATALOGUE_CACHE_NAME);
  } catch {
    // No Cache Storage (an insecure context, a privacy mode): the catalogue still loads from the network.
    return null;
  }
}

async function readCached(cache: Cache, key: string): Promise<Result<{ items: Fragrance[]; received: number }> | null> {
  try {
    const response = await cache.match(key);
    if (!response) return null;
    const page = parsePage(await response.json(), `cached page ${key}`);
    if (page.ok) return page;
    await cache.delete(key);
    return null;
  } catch {
    await cache.delete(key).catch(() => false);
    return null;
  }
}

export async function fetchCataloguePage(apiHost: string, start: number, limit: number): Promise<Result<CataloguePage, CatalogueError>> {
  const key = pageCacheKey(apiHost, start, limit);
  const cache = await openCache();
  const cached = cache ? await readCached(cache, key) : null;
  if (cached?.ok) return { ok: true, value: { ...cached.value, fromCache: true } };

  const where = `page ${start}-${limit}`;
  let text: string;
  try {
    const response = await fetch(`${apiHost}/fragrances`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ start, limit }),
      signal: AbortSignal.timeout(PAGE_TIMEOUT_MS),
    });
    if (!response.ok) return { ok: false, error: { message: `Catalogue ${where}: HTTP ${response.status}`, status: response.status } };
    text = await response.text();
  } catch (error) {
    return { ok: false, error: { message: `Catalogue ${where}: ${(error as Error).message || 'network error'}`, status: null } };
  }

  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: { message: `Catalogue ${where}: the response is not JSON`, status: null } };
  }
  const page = parsePage(data, where);
  if (!page.ok) return { ok: false, error: { message: page.error, status: null } };
  if (cache) {
    await cache.put(key, new Response(text, { headers: { 'content-type': 'application/json' } })).catch((error: unknown) => {
      console.warn('[fragrance-quiz] Could not cache a catalogue page', error);
    });
  }
  return { ok: true, value: { ...page.value, fromCache: false } };
}
