/**
 * Enforces the rules of contract/ai-rules.ts on every description, from a model or from the composer,
 * in the rules of the description's language (docs/architecture.md "Change the AI rules").
 */
import {
  AI_BULLETS, AI_MAX_BULLET_CHARS, AI_MAX_WORDS, DEFAULT_DESCRIPTION_LOCALE, LANGUAGE_RULES, LOCALE_RULES,
} from '../../contract/ai-rules.ts';
import type { DescriptionLocale, ForbiddenCategory, LanguageRules, RuleLanguage } from '../../contract/ai-rules.ts';

export type ValidationResult = { ok: true; text: string } | { ok: false; problems: string[] };

export interface ForbiddenMatch {
  /** The word as found in the text, lowercased. */
  word: string;
  category: ForbiddenCategory;
}

const LETTER_BEFORE = '(?<![\\p{L}\\p{N}])';
const LETTER_AFTER = '(?![\\p{L}\\p{N}])';
const COMBINING_MARKS = /\p{M}+/gu;
/** Spaces French typography puts before `:` `;` `?` `!` `%` and inside « »: no-break and narrow no-break. */
const NO_BREAK_SPACES = /[\u00a0\u202f]/gu;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').normalize('NFC');
}

/**
 * A whole-word pattern for a word or phrase. English plurals: -s, -es, y → -ies; French plurals and
 * feminines: -s, -x, -e, -es.
 */
function wordPattern(entry: string, inflection: LanguageRules['inflection'] | null): string {
  const parts = entry.toLowerCase().split(/[\s-]+/).map(escapeRegExp);
  const last = parts.pop() ?? '';
  let tail = last;
  if (inflection === 'english') {
    tail = /[^aeiou]y$/.test(last) ? `${last.slice(0, -1)}(?:y|ies)` : `${last}(?:s|es)?`;
  } else if (inflection === 'french') {
    tail = `${last}(?:s|x|e|es)?`;
  }
  return [...parts, tail].join('[\\s\\u00a0-]+');
}

interface CompiledRules {
  rules: LanguageRules;
  forbidden: ReadonlyArray<{ category: ForbiddenCategory; pattern: RegExp }>;
  analogies: readonly RegExp[];
  wildCardEnd: RegExp;
  /** The text forbidden words are looked for in (allowed words blanked, accents dropped where the language says so). */
  fold: (text: string) => string;
}

function compile(rules: LanguageRules): CompiledRules {
  const allowed = rules.allowedWords.length === 0 ? null
    : new RegExp(`${LETTER_BEFORE}(?:${rules.allowedWords.map(escapeRegExp).join('|')})${LETTER_AFTER}`, 'giu');
  const unaccent = rules.accentInsensitive ? withoutAccents : (text: string) => text;
  const fold = (text: string): string => unaccent(allowed ? text.replace(allowed, ' ') : text);
  const forbidden = (Object.keys(rules.forbiddenWords) as ForbiddenCategory[]).map((category) => {
    const entries = [...new Set(rules.forbiddenWords[category].map(unaccent))]
      // Longest first, so that "lily of the valley" is reported whole.
      .sort((a, b) => b.length - a.length)
      // English feeling words match as listed ("calm" is not "calms"); French ones take their feminines.
      .map((entry) => wordPattern(entry, category !== 'feeling' || rules.inflection === 'french' ? rules.inflection : null));
    return { category, pattern: new RegExp(`${LETTER_BEFORE}(?:${entries.join('|')})${LETTER_AFTER}`, 'giu') };
  });
  const analogies = rules.analogyOpeners.map(
    (opener) => new RegExp(`${LETTER_BEFORE}${wordPattern(opener, null)}${LETTER_AFTER}`, 'giu'),
  );
  const wildCardEnd = new RegExp(`${LETTER_BEFORE}${escapeRegExp(rules.wildCardEnding)}[\\s\\u00a0\\u202f]*[.!]?$`, 'iu');
  return { rules, forbidden, analogies, wildCardEnd, fold };
}

const COMPILED: Readonly<Record<RuleLanguage, CompiledRules>> = {
  en: compile(LANGUAGE_RULES.en),
  fr: compile(LANGUAGE_RULES.fr),
};

function compiledFor(locale: DescriptionLocale): CompiledRules {
  return COMPILED[LOCALE_RULES[locale]?.language ?? 'en'];
}

/** Every forbidden word in the text, once per word (the first category that lists it wins). */
export function findForbiddenWords(text: string, locale: DescriptionLocale = DEFAULT_DESCRIPTION_LOCALE): ForbiddenMatch[] {
  const { forbidden, fold } = compiledFor(locale);
  const folded = fold(text);
  const found = new Map<string, ForbiddenMatch>();
  for (const { category, pattern } of forbidden) {
    for (const match of folded.matchAll(pattern)) {
      const word = match[0].toLowerCase().replace(/[\s\u00a0]+/g, ' ');
      if (!found.has(word)) found.set(word, { word, category });
    }
  }
  return [...found.values()];
}

/** Occurrences of the analogy openers ("like a", "imagine"; "comme un", "imaginez"), as whole words. */
export function countAnalogies(text: string, locale: DescriptionLocale = DEFAULT_DESCRIPTION_LOCALE): number {
  return compiledFor(locale).analogies.reduce((total, pattern) => total + [...text.matchAll(pattern)].length, 0);
}

/** Trim, CRLF (and lone CR) → LF, blank double line breaks collapsed to single ones. */
export function normalizeText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .trim()
    .replace(/\n\s*\n/g, '\n');
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/u;
const HTML_LIKE = /<[\p{L}/!?]/u;
const URL_LIKE = /(?:\b[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|net|org|io|co|ai|app|dev|shop|store|info|biz|uk|us|ly|me)\b)/iu;
const MARKDOWN_EMPHASIS = /\*\*|__|`/u;
const BULLET = /^[-•*][ \t]+(.*)$/u;

function excerpt(text: string, max = 40): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}

/** Words are runs separated by spaces that hold a letter or digit (French « : » is no word). */
function countWords(text: string): number {
  return text.replace(NO_BREAK_SPACES, ' ').split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/**
 * Checks a description against every rule of its locale's language; on success returns it normalised
 * ("- " bullets, LF).
 */
export function validateDescription(text: string, locale: DescriptionLocale = DEFAULT_DESCRIPTION_LOCALE): ValidationResult {
  if (typeof text !== 'string') return { ok: false, problems: ['the description is not a text'] };
  const { rules, wildCardEnd } = compiledFor(locale);
  const problems: string[] = [];
  const normalized = normalizeText(text);

  const control = CONTROL_CHARS.exec(normalized);
  if (control) {
    const code = control[0].codePointAt(0)?.toString(16).padStart(4, '0') ?? '';
    problems.push(`no control or invisible characters allowed: found U+${code.toUpperCase()}`);
  }
  const html = HTML_LIKE.exec(normalized);
  if (html) problems.push(`no HTML allowed: found "${excerpt(normalized.slice(html.index), 20)}"`);
  const url = URL_LIKE.exec(normalized);
  if (url) problems.push(`no URLs allowed: found "${url[0]}"`);
  if (MARKDOWN_EMPHASIS.test(normalized)) problems.push('no Markdown emphasis or code (**, __, `) allowed');

  const lines = normalized.split('\n').map((line) => line.trim()).filter((line) => line !== '');
  if (lines.length !== AI_BULLETS) {
    problems.push(`must have exactly ${AI_BULLETS} non-empty lines, found ${lines.length}`);
  }

  const bullets: string[] = [];
  lines.forEach((line, index) => {
    const n = index + 1;
    const body = BULLET.exec(line)?.[1]?.trim() ?? '';
    if (body === '') {
      problems.push(`line ${n} must be a bullet starting with "- ": "${excerpt(line)}"`);
      bullets.push(line);
      return;
    }
    bullets.push(body);
    const length = [...body].length;
    if (length >= AI_MAX_BULLET_CHARS) {
      problems.push(`bullet ${n} must be under ${AI_MAX_BULLET_CHARS} characters, has ${length}: "${excerpt(body)}"`);
    }
    for (const { word, category } of findForbiddenWords(body, locale)) {
      problems.push(`forbidden word (${category}) "${word}" in bullet ${n}: "${excerpt(body)}"`);
    }
  });

  const words = bullets.reduce((total, bullet) => total + countWords(bullet), 0);
  if (words > AI_MAX_WORDS) problems.push(`must have at most ${AI_MAX_WORDS} words, has ${words}`);

  const wildCard = bullets[AI_BULLETS - 1];
  if (wildCard !== undefined && !wildCardEnd.test(wildCard)) {
    problems.push(`bullet ${AI_BULLETS} must end with '${rules.wildCardEnding}': "${excerpt(wildCard)}"`);
  }

  const analogies = countAnalogies(bullets.join('\n'), locale);
  if (analogies !== 1) {
    const openers = rules.analogyOpeners.map((opener) => `"${opener} …"`).join(' or ');
    problems.push(`must have exactly one analogy (${openers}), found ${analogies}`);
  }

  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, text: bullets.map((bullet) => `- ${bullet}`).join('\n') };
}
