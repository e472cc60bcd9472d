/**
 * The system prompt, the labelled user message and the chat-completions request. Every rule it states
 * comes from contract/ai-rules.ts, the same constants the validator enforces.
 */
import {
  AI_BULLETS, AI_MAX_BULLET_CHARS, AI_MAX_TOKENS, AI_MAX_WORDS, AI_PRESENCE_PENALTY, AI_TEMPERATURE,
  DEFAULT_DESCRIPTION_LOCALE, LOCALE_RULES, rulesFor,
} from '../../contract/ai-rules.ts';
import type { DescriptionLocale } from '../../contract/ai-rules.ts';
import type { Profile } from '../../contract/profile-fields.ts';
import { promptLines } from './labels.ts';
import type { OptionText } from './labels.ts';

/** 1 → "1st", 4 → "4th". */
function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/**
 * The system prompt in a locale: the persona, the language to write in (U.S. English says nothing, as
 * the spec's prompt), and the language's analogy openers.
 */
export function systemPrompt(locale: DescriptionLocale = DEFAULT_DESCRIPTION_LOCALE): string {
  const rules = rulesFor(locale);
  const openers = rules.analogyOpeners.map((opener) => `"${opener}"`);
  const openerList = openers.length > 2 ? `${openers.slice(0, -1).join(', ')} or ${openers.at(-1)}` : openers.join(' or ');
  return [
    'You are a witty, confident perfumer who can read a person from across the room.',
    'From a shopper\'s quiz answers you describe the fragrance personality that suits them.',
    ...(locale === DEFAULT_DESCRIPTION_LOCALE ? [] : [`Write in ${LOCALE_RULES[locale].name}: the shopper reads it in that language.`]),
    `Write within ${AI_MAX_WORDS} words, in bullet points.`,
    'Never name a specific ingredient, note or scent.',
    `Use exactly one aspirational analogy, starting with ${openerList}.`,
  ].join(' ');
}

/** The instructions after the labelled profile, with the locale's ending phrase and forbidden words. */
export function userInstructions(locale: DescriptionLocale = DEFAULT_DESCRIPTION_LOCALE): string {
  const rules = rulesFor(locale);
  const french = LOCALE_RULES[locale].language === 'fr';
  return [
    'Instructions:',
    `Write ${AI_BULLETS - 1} bullets, each under ${AI_MAX_BULLET_CHARS} characters, each line starting with "- ".`,
    `Then write a ${ordinal(AI_BULLETS)} "wild card" bullet, also under ${AI_MAX_BULLET_CHARS} characters, ending with the phrase '${rules.wildCardEnding}'.`,
    french
      ? 'Never name ingredients, notes, colours or foods, in French or in English (no "rose", "vanille", "bleu", "café").'
      : 'Never name ingredients, notes, colours or foods.',
    `Never use the word '${rules.forbiddenWords.fruity.join("', '")}', nor feeling words such as ${rules.promptFeelingExamples.map((w) => `'${w}'`).join(' or ')}.`,
    ...(french ? ['Use French typography: a no-break space before ":", "?", "!" and "%"; address the shopper as "vous".'] : []),
    `Reply with the ${AI_BULLETS} bullets only.`,
  ].join('\n');
}

export const SYSTEM_PROMPT = systemPrompt();
export const USER_INSTRUCTIONS = userInstructions();

export type ChatRole = 'system' | 'user';

export interface ChatMessage {
  role: ChatRole;
  content: string;
}

export interface ChatRequest {
  model: string;
  messages: [ChatMessage, ChatMessage];
  temperature: number;
  max_tokens: number;
  presence_penalty: number;
}

/** The labelled profile, then the instructions. Only labelled option texts reach it, never free text. */
export function buildUserMessage(profile: Profile, optionText?: OptionText, locale: DescriptionLocale = DEFAULT_DESCRIPTION_LOCALE): string {
  const lines = promptLines(profile, optionText).map(({ label, value }) => `${label}: ${value}`);
  return `${lines.join('\n')}\n\n${userInstructions(locale)}`;
}

export function buildChatRequest(
  profile: Profile, model: string, optionText?: OptionText, locale: DescriptionLocale = DEFAULT_DESCRIPTION_LOCALE,
): ChatRequest {
  return {
    model,
    messages: [
      { role: 'system', content: systemPrompt(locale) },
      { role: 'user', content: buildUserMessage(profile, optionText, locale) },
    ],
    temperature: AI_TEMPERATURE,
    max_tokens: AI_MAX_TOKENS,
    presence_penalty: AI_PRESENCE_PENALTY,
  };
}
