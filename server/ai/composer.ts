/**
 * The built-in copywriter: writes the 4-bullet description from the profile, in the shopper's language,
 * when no AI endpoint is configured, and as the fallback when a model's text fails (docs/architecture.md).
 *
 * Each language has its own lexicon (server/ai/lexicons/): scenes, places and moments stand in for scent
 * families, so the text never names a family, note, colour, food or feeling word, and every candidate is
 * checked against the language's rules before it is kept. Choices are deterministic: they come from a
 * hash of the profile (and an optional seed), never from Math.random.
 */
import { DEFAULT_DESCRIPTION_LOCALE, AI_MAX_BULLET_CHARS, LOCALE_RULES, fallbackDescription, rulesFor } from '../../contract/ai-rules.ts';
import type { DescriptionLocale, Spelling } from '../../contract/ai-rules.ts';
import type { Profile } from '../../contract/profile-fields.ts';
import { ENGLISH } from './lexicons/en.ts';
import { FRENCH, frenchTypography } from './lexicons/fr.ts';
import type { Draw, Lexicon } from './lexicons/lexicon.ts';
import { traitsOf } from './traits.ts';
import { seededRandom } from '../../contract/seeded-random.ts';
import { countAnalogies, findForbiddenWords, validateDescription } from './validator.ts';

export { traitsOf };
export type { Traits } from './traits.ts';

export const FALLBACK_DESCRIPTION = fallbackDescription(DEFAULT_DESCRIPTION_LOCALE);

// ---------------------------------------------------------------------------------------------
// Deterministic choices

/** FNV-1a, 32 bits. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** JSON with sorted keys, so that equal profiles hash equally whatever their key order. */
function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The items in an order drawn from `random` (Fisher–Yates). */
function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Dialects

/**
 * English banks mark what differs between dialects: `[color|colour]` is spelling (en-GB, en-IE and
 * en-CA take the second), `{vacation|holiday}` is vocabulary (en-GB and en-IE take the second; en-CA
 * says "vacation" like the U.S.).
 */
export function inDialect(text: string, spelling: Spelling): string {
  const britishSpelling = spelling === 'gb' || spelling === 'ca';
  const britishWords = spelling === 'gb';
  return text
    .replace(/\[([^|\]]*)\|([^\]]*)\]/g, (_, us: string, gb: string) => (britishSpelling ? gb : us))
    .replace(/\{([^|}]*)\|([^}]*)\}/g, (_, us: string, gb: string) => (britishWords ? gb : us));
}

const LEXICONS: Readonly<Record<'en' | 'fr', Lexicon>> = { en: ENGLISH, fr: FRENCH };

// ---------------------------------------------------------------------------------------------
// The bullets

function compose(profile: Profile, seed: string, locale: DescriptionLocale): string {
  const { language, spelling } = LOCALE_RULES[locale];
  const lexicon = LEXICONS[language];
  const fallback = rulesFor(locale).fallbackBullets;
  const random = seededRandom(fnv1a(`${stableStringify(profile)}#${seed}`));
  const draw: Draw = { traits: traitsOf(profile), next: random, shuffle: (items) => shuffled(items, random) };
  const finish = (text: string): string => (language === 'fr' ? frenchTypography(text) : inDialect(text, spelling));
  const first = (candidates: readonly string[], analogies: number, otherwise: string): string => {
    for (const candidate of candidates) {
      const text = finish(candidate);
      if ([...text].length < AI_MAX_BULLET_CHARS && countAnalogies(text, locale) === analogies
        && findForbiddenWords(text, locale).length === 0) return text;
    }
    return otherwise;
  };
  // The analogy goes into one of bullets 1–3.
  const analogyAt = Math.floor(random() * 3);
  const bullets = [
    first(lexicon.presence(draw, analogyAt === 0), analogyAt === 0 ? 1 : 0, analogyAt === 0 ? fallback[2] : fallback[0]),
    first(lexicon.taste(draw, analogyAt === 1), analogyAt === 1 ? 1 : 0, analogyAt === 1 ? fallback[2] : fallback[1]),
    first(lexicon.wear(draw, analogyAt === 2), analogyAt === 2 ? 1 : 0, analogyAt === 2 ? fallback[2] : fallback[0]),
    first(lexicon.wildCard(draw), 0, fallback[3]),
  ];
  return bullets.map((bullet) => `- ${bullet}`).join('\n');
}

/**
 * The composer's description of a profile in a locale: 4 "- " bullets, the analogy in one of the first
 * three, the 4th the wild card. Deterministic for a given profile, seed and locale; always passes
 * validateDescription in that locale.
 */
export function composeDescription(
  profile: Profile, seed: number | string = 0, locale: DescriptionLocale = DEFAULT_DESCRIPTION_LOCALE,
): string {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const text = compose(profile, attempt === 0 ? String(seed) : `${seed}/${attempt}`, locale);
    const result = validateDescription(text, locale);
    if (result.ok) return result.text;
  }
  return fallbackDescription(locale);
}
