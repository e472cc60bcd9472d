/** The Discovery Kit's price when the content gives none (or a broken one). A module of its own: the entry's content checks need it without the rest of ./constants.ts. */
export const DEFAULT_KIT_PRICE = 24.99;
