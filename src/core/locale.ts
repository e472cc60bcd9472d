/** The locale prices, counts and percentages are formatted in until the element knows the shopper's market. */
export const DEFAULT_LOCALE = 'en-US';
