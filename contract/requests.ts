/**
 * The bodies the element sends to its backend and the answers it reads, declared once for both sides
 * (src/api/backend.ts sends them, server/schemas/requests.ts validates them). Bounds are in limits.ts.
 */
import type { Profile } from './profile-fields.ts';

export type Result<T, E = string> = { ok: true; value: T } | { ok: false; error: E };

/** A catalogue item. */
export interface Fragrance {
  id: string;
  value: string;
  image: string;
  brand: string;
  family: string;
  sub_family: string;
  /** The catalogue's number of community votes: how popular the perfume is (the picker ranks by it). */
  votes?: number;
}

/** A picked perfume as the answer payload carries it. */
export interface PayloadFragrance {
  fragrance: { id: string; value: string; image: string; family: string; subFamily: string };
}

/**
 * The answer payload: every answer under its step id (single choices as text, multiple choices as
 * lists), the birth date as `age`/`yob`/`mob`, the picked perfumes as `favorite_fragrances`.
 */
export type Payload = Record<string, unknown> & {
  age?: { year: string; month: string };
  yob?: string;
  mob?: string;
  favorite_fragrances?: PayloadFragrance[];
};

/** POST /quiz-meta: stores the profile and the answer payload; answers `{id}`. */
export interface QuizMetaRequest {
  cartToken: string;
  /** One profile. */
  results: [Profile];
  segmentAnnonId: string;
  payload: Payload;
}

export interface QuizMetaResponse {
  id: string;
}

/** POST /ai/description: the server describes the stored profile of this quiz-meta id and keeps the text. */
export interface DescriptionRequest {
  quizMetaId: string;
  /**
   * The shopper's locale (BCP 47, e.g. `fr-CA`): the description is written in it. Absent: `en-US`; a
   * locale without its own rules falls back along its language (`fr-FR` → `fr-CA`, others → `en-US`).
   */
  locale?: string;
}

export type DescriptionSource = 'ai' | 'composer';

export interface DescriptionResponse {
  content: string;
  source: DescriptionSource;
  /** The locale the description is written in (one of DESCRIPTION_LOCALES, contract/ai-rules.ts); absent from older servers. */
  locale?: string;
}

/**
 * POST /gpt-content: the shopper saw the description. The server records `timeToFinish` and
 * `cartToken`; the text it keeps is always the one it wrote, whatever `content` says.
 */
export interface GptContentRequest {
  content: string;
  cartToken: string;
  /** The quiz-meta id. */
  profile: string;
  /** Milliseconds from the analysis step mounting to the content being ready. */
  timeToFinish: number;
}

export interface GptContentResponse {
  success: boolean;
}
