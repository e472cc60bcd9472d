/**
 * The first-party event vocabulary, shared by the element (which sends it) and the backend (which rolls
 * it up for the insights page). One source of truth: neither side spells a name on its own.
 */

export const FIRST_PARTY_EVENTS = {
  /** The element is first seen in the viewport (once per page). */
  impression: 'quiz_impression',
  /**
   * A quiz step is shown. Properties: `stepId`, `stepName`, `index` (0-based screen position), and its
   * identity (contract/event-identity.ts): `stepKey`, `quizDocId`, `quizRevision`, `dataset`.
   */
  stepView: 'quiz_step_view',
  /** The shopper continues or goes back. Properties: as `stepView` (no `index`), `direction`, `userInitiated`. */
  answer: 'quiz_answer',
  /** The analysis finished (the profile is stored). Properties: `quizId` (when the backend gave one). */
  complete: 'quiz_complete',
  /** The recommendation page is shown. */
  recommendationView: 'recommendation_view',
  /** An add-to-cart button is used. Properties: `section`. */
  addToCart: 'add_to_cart',
} as const;

/**
 * Every event also carries the session's `market`, `locale`, `device` and `source`
 * (contract/event-identity.ts), and `preview: true` on a preview (`?version=`, Shopify's theme editor;
 * contract/preview.ts).
 */
export type FirstPartyEventName = (typeof FIRST_PARTY_EVENTS)[keyof typeof FIRST_PARTY_EVENTS];

/** The recommendation page variants of the A/B/C test. */
export const VARIANTS = ['A', 'B', 'C'] as const;
export type Variant = (typeof VARIANTS)[number];

export function isVariant(value: unknown): value is Variant {
  return typeof value === 'string' && (VARIANTS as readonly string[]).includes(value);
}

/** Cart attribute names (Shopify `attributes[…]`, an order's `note_attributes`) that link an order to a quiz. */
export const CART_ATTRIBUTES = {
  variant: 'quiz_variant',
  quizId: 'quiz_id',
  anonymousId: 'quiz_anonymous_id',
} as const;

/** An order counts for a quiz when it is placed within this long after the quiz was completed. */
export const ATTRIBUTION_WINDOW_DAYS = 7;
