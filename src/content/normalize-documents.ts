/**
 * The checks of the results page's documents (the quiz result and the marketing texts), which the
 * content client's chunk carries (./documents.ts), not the element's entry.
 */
import * as v from 'valibot';
import { moneyOf } from '../core/money-of.ts';
import type { Marketing, ProductRecommend, QuizResult } from '../core/types.ts';
import { flag, imageOf, isArray, isId, isNumber, isString, isStringArray, kept, text, type Normalized } from './checks.ts';

const rawProduct = v.object({
  _key: kept(isString, ''),
  title: v.string(),
  description: v.fallback(v.array(v.record(v.string(), v.unknown())), []),
  price: v.optional(v.unknown()), compareAtPrice: v.optional(v.unknown()), credit: v.optional(v.unknown()),
  rating: kept(isNumber, undefined), reviewCount: kept(isNumber, undefined),
  sampleSize: text, shippingNote: text,
  isBestValue: flag,
  shopifyVariantId: kept(isId, undefined),
  image: v.optional(v.unknown()), badgeImage: v.optional(v.unknown()),
});

const rawRow = v.object({ _key: kept(isString, ''), label: v.string(), cells: kept(isStringArray, []) });

export function normalizeQuizResult(raw: unknown, base: string): Normalized<QuizResult> | null {
  const first = (Array.isArray(raw) ? raw[0] : null) as { quizResult?: Record<string, unknown> } | null;
  const result = first?.quizResult;
  if (!result || typeof result !== 'object') return null;
  const problems: string[] = [];
  const products: ProductRecommend[] = [];
  for (const candidate of Array.isArray(result.productRecommends) ? result.productRecommends : []) {
    const parsed = v.safeParse(rawProduct, candidate);
    if (!parsed.success) { problems.push('a product recommendation was dropped'); continue; }
    const { image, badgeImage, shopifyVariantId, price: rawPrice, compareAtPrice: rawCompareAt, credit: rawCredit, rating, reviewCount, ...rest } = parsed.output;
    const picture = imageOf(image, base);
    const badge = imageOf(badgeImage, base);
    // Whether a price is missing, and what then shows, is judged where it is shown (src/core/results-copy.ts).
    const price = moneyOf(rawPrice);
    const compareAtPrice = moneyOf(rawCompareAt);
    const credit = moneyOf(rawCredit);
    products.push({
      ...rest,
      _key: rest._key || rest.title,
      ...(price ? { price } : {}),
      ...(compareAtPrice ? { compareAtPrice } : {}),
      ...(credit ? { credit } : {}),
      ...(rating !== undefined ? { rating } : {}),
      ...(reviewCount !== undefined ? { reviewCount } : {}),
      ...(shopifyVariantId !== undefined ? { shopifyVariantId: String(shopifyVariantId) } : {}),
      ...(picture ? { image: picture } : {}),
      ...(badge ? { badgeImage: badge } : {}),
    });
  }
  const comparisonRows = (isArray(result.comparisonRows) ? result.comparisonRows : []).flatMap((candidate) => {
    const row = v.safeParse(rawRow, candidate);
    return row.success ? [{ ...row.output, _key: row.output._key || row.output.label }] : [];
  });
  const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const variantId = result.shopifyVariantId;
  const background = imageOf(result.backgroundImage, base);
  const backgroundMobile = imageOf(result.backgroundImageMobile, base);
  return {
    value: {
      ...(typeof variantId === 'string' || typeof variantId === 'number' ? { shopifyVariantId: String(variantId) } : {}),
      ...(background ? { backgroundImage: background } : {}),
      ...(backgroundMobile ? { backgroundImageMobile: backgroundMobile } : {}),
      ...(str(result.variant) ? { variant: str(result.variant) } : {}),
      recommendProductListTitle: str(result.recommendProductListTitle) ?? '',
      recommendTableTitle: str(result.recommendTableTitle) ?? '',
      productRecommends: products,
      comparisonRows,
      ...(problems.length > 0 ? { problems } : {}),
    },
    problems,
  };
}

const rawMarketing = v.object({
  productName: v.fallback(v.string(), ''),
  email: v.fallback(v.string(), ''),
  successRate: kept(isNumber, undefined),
  unitsSold: kept(isNumber, undefined),
  copy: v.optional(v.unknown()),
  heroPerks: kept(isStringArray, []),
  expectSteps: kept(isStringArray, []),
  testimonials: v.fallback(v.array(v.object({ _key: v.string(), name: v.string(), quote: v.string() })), []),
  principles: v.fallback(v.array(v.object({ _key: v.string(), title: v.string(), text: v.string() })), []),
  faqs: v.fallback(v.array(v.object({ _key: v.string(), question: v.string(), answer: v.array(v.record(v.string(), v.unknown())) })), []),
  differenceIntro: v.fallback(v.string(), ''),
  differencePoints: v.fallback(v.array(v.object({ _key: v.string(), title: v.string(), text: v.string() })), []),
  differenceImage: v.optional(v.unknown()),
  differenceImageMobile: v.optional(v.unknown()),
});

export function normalizeMarketing(raw: unknown, base: string): Marketing | null {
  const parsed = v.safeParse(rawMarketing, raw);
  if (!parsed.success) return null;
  const { differenceImage, differenceImageMobile, copy: rawCopy, ...rest } = parsed.output;
  const desktop = imageOf(differenceImage, base);
  const mobile = imageOf(differenceImageMobile, base);
  // Which texts are missing is judged where they are used (src/core/results-copy.ts), outside the entry.
  const copy = Object.fromEntries(Object.entries(rawCopy !== null && typeof rawCopy === 'object' ? rawCopy : {})
    .filter(([, value]) => typeof value === 'string' && value.trim() !== '')) as Marketing['copy'];
  return { ...rest, copy, ...(desktop ? { differenceImage: desktop } : {}), ...(mobile ? { differenceImageMobile: mobile } : {}) };
}
