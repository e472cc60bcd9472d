/** The shopper's market (locale, country, currency) as the element resolved it (../core/market.ts). */
import { atom } from 'nanostores';
import { resolveMarket, type Market } from '../core/market.ts';

export const $market = atom<Market>(resolveMarket({}));
