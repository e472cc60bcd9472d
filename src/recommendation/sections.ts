/**
 * The section number each add-to-cart button reports (`AddToCart` event, docs/behaviour.md "Events and tracking": 1, 2, 5, 6 or 7),
 * numbered after variant A's section list (docs/behaviour.md "Recommendation pages"). The what-to-expect section (3rd in the list)
 * has a button but 3 is not among the reported numbers: it reports 7, the one number left over
 * (the FAQ section, 7th, has no button). Product cards of variants B/C report 100 + their index.
 */
export const CART_SECTION = {
  hero: 1,
  aiResults: 2,
  principles: 5,
  difference: 6,
  whatToExpect: 7,
} as const;

export const PRODUCT_CARD_SECTION_BASE = 100;
