/**
 * Bounds that the element and the backend must agree on. The client clamps or drops what falls
 * outside them (src/core/profile.ts), the server's request schemas reject it (server/schemas/**).
 */

/** Perfumes the shopper can pick in the search step. */
export const MAX_PERFUME_SELECTIONS = 4;

/** Birth years the age step offers; a profile year outside them is not a year. */
export const FIRST_BIRTH_YEAR = 1930;
export const LAST_BIRTH_YEAR = 2016;

/** Most perfumes in a shopper's usual rotation that a profile keeps (answers such as "5+" are counted). */
export const MAX_ROTATION = 20;

/** Longest option value (an option's `value` in the quiz content) a profile or payload holds. */
export const MAX_OPTION_LENGTH = 100;
/** Most values in a multiple-choice answer. */
export const MAX_LIST_ITEMS = 20;
/** Longest id / name / family / image URL of a picked perfume. */
export const MAX_FRAGRANCE_FIELD_LENGTH = 200;

/** Longest cart token and anonymous id. */
export const MAX_TOKEN_LENGTH = 200;
/** Longest description text a client may echo back to `POST /gpt-content`. */
export const MAX_DESCRIPTION_LENGTH = 2000;
/** `timeToFinish` is kept within a day. */
export const MAX_TIME_TO_FINISH_MS = 86_400_000;

/** Most answers (steps) in one answer payload. */
export const MAX_PAYLOAD_ANSWERS = 100;

/** Catalogue items per `POST /fragrances` page. */
export const CATALOGUE_PAGE_SIZE = 4000;
