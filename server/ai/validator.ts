/**
 * Enforces the rules of contract/ai-rules.ts on every description, from a model or from the composer
 * (docs/architecture.md "Change the AI rules").
 */
import {
  AI_ANALOGY_OPENERS, AI_BULLETS, AI_MAX_BULLET_CHARS, AI_MAX_WORDS, AI_WILD_CARD_ENDING, FORBIDDEN_WORDS,
} from '../../contract/ai-rules.ts';
import type { ForbiddenCategory } from '../../contract/ai-rules.ts';

export type ValidationResult = { ok: true; text: string } | { ok: false; problems: string[] };

export interface ForbiddenMatch {
  /** The word as found in the text, lowercased. */
  word: string;
  category: ForbiddenCategory;
}

const LETTER_BEFORE = '(?<![\\p{L}\\p{N}])';
const LETTER_AFTER = '(?![\\p{L}\\p{N}])';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A whole-word pattern for a word or phrase; `withPlural` also accepts -s, -es and y → -ies. */
function wordPattern(entry: string, withPlural: boolean): string {
  const parts = entry.toLowerCase().split(/[\s-]+/).map(escapeRegExp);
  const last = parts.pop() ?? '';
  let tail = last;
  if (withPlural) {
    tail = /[^aeiou]y$/.test(last) ? `${last.slice(0, -1)}(?:y|ies)` : `${last}(?:s|es)?`;
  }
  return [...parts, tail].join('[\\s-]+');
}

const FORBIDDEN_PATTERNS: ReadonlyArray<{ category: ForbiddenCategory; pattern: RegExp }> =
  (Object.keys(FORBIDDEN_WORDS) as ForbiddenCategory[]).map((category) => {
    const entries = [...new Set(FORBIDDEN_WORDS[category])]
      // Longest first, so that "lily of the valley" is reported whole.
      .sort((a, b) => b.length - a.length)
      .map((entry) => wordPattern(entry, category !== 'feeling'));
    return { category, pattern: new RegExp(`${LETTER_BEFORE}(?:${entries.join('|')})${LETTER_AFTER}`, 'giu') };
  });

/** Every forbidden word in the text, once per word (the first category that lists it wins). */
export function findForbiddenWords(text: string): ForbiddenMatch[] {
  const found = new Map<string, ForbiddenMatch>();
  for (const { category, pattern } of FORBIDDEN_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const word = match[0].toLowerCase().replace(/\s+/g, ' ');
      if (!found.has(word)) found.set(word, { word, category });
    }
  }
  return [...found.values()];
}

const ANALOGY_PATTERNS = AI_ANALOGY_OPENERS.map(
  (opener) => new RegExp(`${LETTER_BEFORE}${wordPattern(opener, false)}${LETTER_AFTER}`, 'giu'),
);

/** Occurrences of the analogy openers ("like a", "imagine"), case-insensitively, as whole words. */
export function countAnalogies(text: string): number {
  return ANALOGY_PATTERNS.reduce((total, pattern) => total + [...text.matchAll(pattern)].length, 0);
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
const WILD_CARD_END = new RegExp(`${LETTER_BEFORE}${escapeRegExp(AI_WILD_CARD_ENDING)}[.!]?$`, 'iu');

function excerpt(text: string, max = 40): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}

function countWords(text: string): number {
  return text.split(/\s+/u).filter((word) => word !== '').length;
}

/** Checks a description against every rule; on success returns it normalised ("- " bullets, LF). */
export function validateDescription(text: string): ValidationResult {
  if (typeof text !== 'string') return { ok: false, problems: ['the description is not a text'] };
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
    for (const { word, category } of findForbiddenWords(body)) {
      problems.push(`forbidden word (${category}) "${word}" in bullet ${n}: "${excerpt(body)}"`);
    }
  });

  const words = bullets.reduce((total, bullet) => total + countWords(bullet), 0);
  if (words > AI_MAX_WORDS) problems.push(`must have at most ${AI_MAX_WORDS} words, has ${words}`);

  const wildCard = bullets[AI_BULLETS - 1];
  if (wildCard !== undefined && !WILD_CARD_END.test(wildCard)) {
    problems.push(`bullet ${AI_BULLETS} must end with '${AI_WILD_CARD_ENDING}': "${excerpt(wildCard)}"`);
  }

  const analogies = countAnalogies(bullets.join('\n'));
  if (analogies !== 1) {
    problems.push(`must have exactly one analogy ("like a …" or "imagine …"), found ${analogies}`);
  }

  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, text: bullets.map((bullet) => `- ${bullet}`).join('\n') };
}
