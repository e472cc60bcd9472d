/**
 * The system prompt, the labelled user message and the chat-completions request. Every rule it states
 * comes from contract/ai-rules.ts, the same constants the validator enforces.
 */
import {
  AI_ANALOGY_OPENERS, AI_BULLETS, AI_MAX_BULLET_CHARS, AI_MAX_TOKENS, AI_MAX_WORDS, AI_PRESENCE_PENALTY, AI_TEMPERATURE,
  AI_WILD_CARD_ENDING, FORBIDDEN_WORDS, PROMPT_FEELING_EXAMPLES,
} from '../../contract/ai-rules.ts';
import type { Profile } from '../../contract/profile-fields.ts';
import { promptLines } from './labels.ts';
import type { OptionText } from './labels.ts';

/** 1 → "1st", 4 → "4th". */
function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

function quoted(words: readonly string[], joiner: string): string {
  return words.map((word) => `"${word}"`).join(joiner);
}

export const SYSTEM_PROMPT = [
  'You are a witty, confident perfumer who can read a person from across the room.',
  'From a shopper\'s quiz answers you describe the fragrance personality that suits them.',
  `Write within ${AI_MAX_WORDS} words, in bullet points.`,
  'Never name a specific ingredient, note or scent.',
  `Use exactly one aspirational analogy, starting with ${quoted(AI_ANALOGY_OPENERS, ' or ')}.`,
].join(' ');

export const USER_INSTRUCTIONS = [
  'Instructions:',
  `Write ${AI_BULLETS - 1} bullets, each under ${AI_MAX_BULLET_CHARS} characters, each line starting with "- ".`,
  `Then write a ${ordinal(AI_BULLETS)} "wild card" bullet, also under ${AI_MAX_BULLET_CHARS} characters, ending with the phrase '${AI_WILD_CARD_ENDING}'.`,
  'Never name ingredients, notes, colours or foods.',
  `Never use the word '${FORBIDDEN_WORDS.fruity.join("', '")}', nor feeling words such as ${PROMPT_FEELING_EXAMPLES.map((w) => `'${w}'`).join(' or ')}.`,
  `Reply with the ${AI_BULLETS} bullets only.`,
].join('\n');

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
export function buildUserMessage(profile: Profile, optionText?: OptionText): string {
  const lines = promptLines(profile, optionText).map(({ label, value }) => `${label}: ${value}`);
  return `${lines.join('\n')}\n\n${USER_INSTRUCTIONS}`;
}

export function buildChatRequest(profile: Profile, model: string, optionText?: OptionText): ChatRequest {
  return {
    model,
    messages: [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: buildUserMessage(profile, optionText) },
    ],
    temperature: AI_TEMPERATURE,
    max_tokens: AI_MAX_TOKENS,
    presence_penalty: AI_PRESENCE_PENALTY,
  };
}
