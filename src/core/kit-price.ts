/**
 * The Discovery Kit's price when the content gives none (or a broken one): the spec's default. A module
 * of its own: the entry's content checks need it without the rest of ./constants.ts.
 */
import type { Money } from './money.ts';

export const DEFAULT_KIT_PRICE: Money = { amount: 24.99, currency: 'USD' };
