/** The system prompt, the labelled user message and the chat-completions request (spec §7.5, §9). */
import { AI_MAX_TOKENS, AI_PRESENCE_PENALTY, AI_TEMPERATURE } from '../../src/core/constants.ts';
import type { Profile } from '../../src/core/types.ts';
import { labelProfile } from './labels.ts';
import type { OptionText } from './labels.ts';

export const SYSTEM_PROMPT = [
  'You are a witty, confident perfumer who can read a person from across the room.',
  'From a shopper\'s quiz answers you describe the fragrance personality that suits them.',
  'Write within 120 words, in bullet points.',
  'Never name a specific ingredient, note or scent.',
  'Use exactly one aspirational analogy, starting with "like a" or "imagine".',
].join(' ');

export const USER_INSTRUCTIONS = [
  'Instructions:',
  'Write 3 bullets, each under 80 characters, each line starting with "- ".',
  'Then write a 4th "wild card" bullet, also under 80 characters, ending with the phrase \'science cannot always predict desire\'.',
  'Never name ingredients, notes, colours or foods.',
  'Never use the word \'fruity\', nor feeling words such as \'confident\' or \'bold\'.',
  'Reply with the 4 bullets only.',
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

const NOT_GIVEN = 'not given';
const NONE = 'none';

function text(value: string): string {
  return value === '' ? NOT_GIVEN : value;
}

function list(values: readonly string[]): string {
  return values.length === 0 ? NONE : values.join(', ');
}

/** The labelled profile, then the instructions. Only labelled option texts reach it, never free text. */
export function buildUserMessage(profile: Profile, optionText?: OptionText): string {
  const facts = labelProfile(profile, optionText);
  const lines = [
    `Birth year: ${facts.birthYear ?? NOT_GIVEN}`,
    `Gender: ${text(facts.gender)}`,
    `Grew up: ${text(facts.grewUp)}`,
    `Spends most time in: ${text(facts.spendsMostTime)}`,
    `Personality: ${facts.personality}`,
    `Likes to travel to: ${list(facts.travel)}`,
    `Fragrance frequency: ${facts.frequency}`,
    `Perfumes in rotation: ${facts.rotation}`,
    `Preferences: ${list(facts.preferences)}`,
    `Strongly dislikes: ${list(facts.ratings['strongly dislike'])}`,
    `Dislikes: ${list(facts.ratings.dislike)}`,
    `Neutral about: ${list(facts.ratings.neutral)}`,
    `Likes: ${list(facts.ratings.like)}`,
    `Loves: ${list(facts.ratings.love)}`,
    `Wears fragrance for: ${list(facts.occasions)}`,
    `Preferred strength: ${facts.strength}`,
    `Smells enjoyed: ${list(facts.smells)}`,
    `Brand loyalty: ${facts.loyalty}`,
  ];
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
