/**
 * What the host page's URL hash means to the quiz (docs/behaviour.md "Routes"): the quiz's start, one of its
 * screens, or the host page's own. Kept apart from the rest of the routing (./navigation.ts) because the
 * entry needs it too, and it must stay a few lines there.
 */

/** The recommendation page's path (`#/recommendation`). */
export const RECOMMENDATION_PATH = '/recommendation';

export type Route =
  | { kind: 'step'; quizName: string | null }
  | { kind: 'recommendation'; search: URLSearchParams }
  | { kind: 'foreign' };

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Reads `location.hash`. `''`, `'#'` and `'#/'` are the quiz's start; other hashes not starting
 * with `#/` belong to the host page. A step route's query string is ignored; trailing slashes are
 * dropped; the name is URI-decoded and lowercased (a name with a `/` matches no step).
 */
export function parseHash(hash: string): Route {
  if (hash === '' || hash === '#') return { kind: 'step', quizName: null };
  if (!hash.startsWith('#/')) return { kind: 'foreign' };
  const rest = hash.slice(2);
  const q = rest.indexOf('?');
  const rawPath = (q === -1 ? rest : rest.slice(0, q)).replace(/\/+$/, '');
  const query = q === -1 ? '' : rest.slice(q + 1);
  const name = safeDecode(rawPath).toLowerCase();
  if (name === RECOMMENDATION_PATH.slice(1)) {
    return { kind: 'recommendation', search: new URLSearchParams(query) };
  }
  return { kind: 'step', quizName: name === '' ? null : name };
}

/** Whether the hash names a quiz screen (a step or the recommendation). */
export function quizOwnsHash(hash: string): boolean {
  const route = parseHash(hash);
  return route.kind === 'recommendation' || (route.kind === 'step' && route.quizName !== null);
}

