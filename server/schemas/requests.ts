/** Body schemas of the backend's endpoints; the body types and bounds come from contract/. */
import { MAX_DESCRIPTION_LENGTH, MAX_TIME_TO_FINISH_MS, MAX_TOKEN_LENGTH } from '../../contract/limits.ts';
import { STORABLE_TEXT_PATTERN, UUID_PATTERN, integer, text } from './common.ts';
import { payloadSchema } from './payload.ts';
import { profileSchema } from './profile.ts';

export type { DescriptionRequest, GptContentRequest as GptContentBody, QuizMetaRequest as QuizMetaBody } from '../../contract/requests.ts';

const uuid = { type: 'string', pattern: UUID_PATTERN } as const;

/** POST /quiz-meta: the profile and the answer payload. */
export const quizMetaBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['cartToken', 'results', 'segmentAnnonId', 'payload'],
  properties: {
    cartToken: text(MAX_TOKEN_LENGTH),
    results: { type: 'array', minItems: 1, maxItems: 1, items: profileSchema },
    segmentAnnonId: text(MAX_TOKEN_LENGTH),
    payload: payloadSchema,
  },
} as const;

/** POST /ai/description: the quiz-meta id whose stored profile is described. */
export const descriptionBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['quizMetaId'],
  // Any well-formed language tag is accepted; resolveDescriptionLocale picks the rules it falls back to.
  properties: { quizMetaId: uuid, locale: { type: 'string', minLength: 2, maxLength: 35, pattern: '^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$' } },
} as const;

/** POST /gpt-content. */
export const gptContentBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['content', 'cartToken', 'profile', 'timeToFinish'],
  properties: {
    content: text(MAX_DESCRIPTION_LENGTH, 1),
    cartToken: text(MAX_TOKEN_LENGTH),
    profile: uuid,
    timeToFinish: integer(0, MAX_TIME_TO_FINISH_MS),
  },
} as const;

/** POST /events: first-party quiz events (funnel analytics). */
export type EventPropertyValue = string | number | boolean | null;

export interface QuizEvent {
  name: string;
  anonymousId?: string;
  properties?: Record<string, EventPropertyValue>;
  /** How long the event waited in the browser's queue before this request (ms); the server dates it by its own clock. */
  ageMs?: number;
}

/** `merchant`: the merchant marker (server/merchant-visit.ts); one that does not verify is ignored, never an error. */
export type EventsBody = QuizEvent | { events: QuizEvent[]; merchant?: string };

export const EVENT_LIMITS = { maxBatch: 50, maxProperties: 20, maxValueLength: 500, maxKeyLength: 64 } as const;

export const eventSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: {
    name: { type: 'string', pattern: '^[a-zA-Z0-9_ .:-]{1,64}$' },
    anonymousId: text(200),
    ageMs: integer(0, 86_400_000),
    properties: {
      type: 'object',
      maxProperties: EVENT_LIMITS.maxProperties,
      propertyNames: { type: 'string', minLength: 1, maxLength: EVENT_LIMITS.maxKeyLength, pattern: STORABLE_TEXT_PATTERN },
      additionalProperties: {
        anyOf: [text(EVENT_LIMITS.maxValueLength), { type: 'number' }, { type: 'boolean' }, { type: 'null' }],
      },
    },
  },
} as const;

/** One event, or a batch `{events: [...]}` (chosen by the presence of `events`, for clear errors). */
export const eventsBodySchema = {
  type: 'object',
  if: { required: ['events'] },
  then: {
    additionalProperties: false,
    required: ['events'],
    properties: {
      events: { type: 'array', minItems: 1, maxItems: EVENT_LIMITS.maxBatch, items: eventSchema },
      merchant: { type: 'string', maxLength: 100 },
    },
  },
  else: eventSchema,
} as const;
