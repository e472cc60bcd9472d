/**
 * Each recommended product's offers in the other markets (`marketOffers`), checked and attached to the
 * checked quiz result. Here, with the results page's content client, not in the element's entry (which
 * carries the other checks): only the results page reads them.
 */
import { isRecord } from '../../contract/is-record.ts';
import { moneyOf } from '../core/money-of.ts';
import type { MarketOffer, QuizResult } from '../core/types.ts';

/** The usable offers (a country and a price at least), one per country: the first wins. */
function marketOffersOf(raw: unknown[], where: string, problems: string[]): MarketOffer[] {
  const offers: MarketOffer[] = [];
  for (const candidate of raw) {
    const { country, price: rawPrice, compareAtPrice: rawCompareAt, credit: rawCredit } = (candidate ?? {}) as Record<string, unknown>;
    const price = moneyOf(rawPrice);
    const code = typeof country === 'string' ? country.trim().toUpperCase() : '';
    if (!/^[A-Z]{2}$/.test(code) || !price || typeof rawPrice !== 'object') {
      problems.push(`${where}: an offer without a country or a price (amount and currency) was dropped`);
      continue;
    }
    if (offers.some((offer) => offer.country === code)) {
      problems.push(`${where}: a second offer for ${code} was dropped`);
      continue;
    }
    const compareAtPrice = moneyOf(rawCompareAt);
    const credit = moneyOf(rawCredit);
    offers.push({ country: code, price, ...(compareAtPrice ? { compareAtPrice } : {}), ...(credit ? { credit } : {}) });
  }
  return offers;
}

/** `result` (checked from `answer`, the query's answer) with its products' offers, by product `_key`. */
export function withMarketOffers(result: QuizResult, answer: unknown): QuizResult {
  const raw = Array.isArray(answer) && isRecord(answer[0]) && isRecord(answer[0].quizResult) ? answer[0].quizResult.productRecommends : [];
  const rawByKey = new Map((Array.isArray(raw) ? raw : []).filter(isRecord).map((product) => [product._key, product.marketOffers]));
  const problems = [...(result.problems ?? [])];
  const productRecommends = result.productRecommends.map((product) => {
    const candidates = rawByKey.get(product._key);
    const marketOffers = Array.isArray(candidates) ? marketOffersOf(candidates, `product "${product.title}"`, problems) : [];
    return marketOffers.length > 0 ? { ...product, marketOffers } : product;
  });
  return { ...result, productRecommends, ...(problems.length > 0 ? { problems } : {}) };
}
