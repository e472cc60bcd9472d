/**
 * The store's cart token (docs/behaviour.md "Browser storage": field `token` of the store's cart entry).
 * The host page owns `localStorage['cart']`, a JSON object; anything else in it is ignored.
 * docs/behaviour.md "Analysis (the final step)": quiz-meta sends the token when the host page has one, '' otherwise.
 */
import { isRecord } from '../../contract/is-record.ts';
import type { Result } from './types.ts';

export const CART_STORAGE_KEY = 'cart';
/** The backend stores at most this many characters (server/schemas/requests.ts `cartToken`). */
export const MAX_CART_TOKEN_LENGTH = 200;

// Text PostgreSQL cannot store (NUL, unpaired surrogates) would make the backend reject the whole profile.
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;

/**
 * The token inside the stored cart entry. No entry, or an entry without a usable token, is '' (ok);
 * an entry that is not JSON is an error (a storage parse failure, logged by the caller).
 */
export function parseCartToken(raw: string | null | undefined): Result<string> {
  if (raw === null || raw === undefined || raw.trim() === '') return { ok: true, value: '' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { ok: false, error: 'the cart entry is not JSON' };
  }
  if (!isRecord(parsed)) return { ok: true, value: '' };
  const token = parsed['token'];
  if (typeof token !== 'string') return { ok: true, value: '' };
  const trimmed = token.trim();
  if (trimmed.length > MAX_CART_TOKEN_LENGTH || UNSTORABLE.test(trimmed)) return { ok: true, value: '' };
  return { ok: true, value: trimmed };
}

/** The cart token from browser storage, or ''. Never throws (storage may be unavailable). */
export function readCartToken(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): string {
  let raw: string | null;
  try {
    raw = storage?.getItem(CART_STORAGE_KEY) ?? null;
  } catch {
    return '';
  }
  const token = parseCartToken(raw);
  if (token.ok) return token.value;
  console.error(`[fragrance-quiz] Could not read the cart token: ${token.error}`);
  return '';
}
