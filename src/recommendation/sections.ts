/**
 * The section number each add-to-cart button reports (`AddToCart` event, docs/behaviour.md "Events and
 * tracking"): 1, 2, 5, 6 or 7, after variant A's first numbering of its sections: 1 hero, 2 the
 * description, 3 what to expect, 4 testimonials, 5 principles, 6 the difference, 7 FAQs (the kit panel
 * and the scent profile came later and have none). What to expect has a button, but 3 is not among the
 * reported numbers: it reports 7, the one number left over (the FAQs have no button). Product cards of
 * variants B/C report 100 + their index.
 */
export const CART_SECTION = {
  hero: 1,
  aiResults: 2,
  principles: 5,
  difference: 6,
  whatToExpect: 7,
} as const;

export const PRODUCT_CARD_SECTION_BASE = 100;
