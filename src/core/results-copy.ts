/**
 * Every word and figure of the results page, resolved from the content for one market: the
 * marketing document's texts with their `{placeholders}` filled, each product's prices (its offer in
 * the shopper's market: ./offers.ts) formatted in the shopper's locale, saving,
 * reviews and button, the comparison table, rich text with figures inside. Pure: the page renders
 * what this returns and reports `problems` (one `fq-error`). A text whose figure is missing or broken
 * falls back to the plain wording of ./results-fallback.ts, or is left out; never shown half-filled.
 * Where the market has no offer, a text ending (or starting) on a price is said without it ("Add to
 * cart"), and one with a price inside is left out.
 */
import { MARKETING_COPY_FIELDS, OWN_PLACEHOLDER_COPY, type MarketingCopyField } from '../../contract/content-documents.ts';
import { DEFAULT_KIT_PRICE } from './kit-price.ts';
import { formatCount, formatMoney, formatPercent, percentOff, type Money } from './money.ts';
import { FALLBACK_COPY, type FallbackCopy } from './results-fallback.ts';
import { HOME_COUNTRY, offerFor, type Offer } from './offers.ts';
import { fillTemplate, withoutPlaceholders, type TemplateValues } from './template.ts';
import type { Marketing, PortableTextBlocks, ProductRecommend, QuizResult } from './types.ts';

export interface ProductView {
  product: ProductRecommend;
  /** Empty when the product has no offer in the shopper's market. */
  price: string;
  compareAtPrice?: string;
  /** Whole percent, derived from the price and the compare-at price. */
  percentOff?: number;
  button: string;
  saving: string;
  /** "527 Reviews" and "Rated 4.8 out of 5"; empty without reviews. */
  reviews: string;
  ratingLabel: string;
  description: PortableTextBlocks;
}

export interface ComparisonView {
  columns: string[];
  rows: Array<{ key: string; label: string; cells: Array<boolean | string> }>;
}

export interface ResultsCopy {
  copy: Readonly<Record<MarketingCopyField, string>>;
  heroPerks: string[];
  expectSteps: string[];
  /** The kit's price as variant A's buttons show it; empty without an offer in the shopper's market. */
  kitPrice: string;
  products: ProductView[];
  table: ComparisonView | null;
  /** FAQ answers (and any rich text of the marketing document) with store figures filled. */
  fillRichText(blocks: PortableTextBlocks): PortableTextBlocks;
  problems: string[];
}

const PRODUCT_TEXTS: ReadonlySet<MarketingCopyField> = new Set(['cardButton', 'cardSaving', 'cardReviews', 'cardRating']);
/** The placeholders a market without an offer has no value for. */
const PRICE_PLACEHOLDERS: ReadonlySet<string> = new Set(['kitPrice', 'kitCompareAtPrice', 'kitCredit', 'price', 'compareAtPrice', 'percentOff', 'credit']);

/** The shopper's market as the page needs it: the locale figures are written in, the offer's country and currency. */
export interface CopyMarket {
  locale: string;
  country: string;
  currency: string;
}

/** Texts a component fills with its own figures (the testimonial's position): kept as templates here. */
const OWN_TEMPLATES: ReadonlySet<string> = new Set(Object.keys(OWN_PLACEHOLDER_COPY));

/** A figure from 0 to `max`. */
function within(value: number | undefined, max: number): value is number {
  return value !== undefined && value >= 0 && value <= max;
}

/** The product variant A's buttons add: the one whose variant id is the quiz result's. */
export function kitProduct(result: QuizResult | null): ProductRecommend | undefined {
  return result?.productRecommends.find((product) => product.shopifyVariantId && product.shopifyVariantId === result.shopifyVariantId);
}

/**
 * `typeset`: the language's typography for every text (French: src/i18n/fr.ts, loaded with the French
 * words), so a merchant's text typed without it still reads right; none for English. `fallback`: the
 * plain wording in the shopper's language (./results-fallback.ts `fallbackCopyFor`).
 */
export function resultsCopy(
  marketing: Marketing | null, result: QuizResult | null, market: CopyMarket,
  typeset: (text: string) => string = (text) => text, fallback: FallbackCopy = FALLBACK_COPY,
): ResultsCopy {
  const { locale } = market;
  const problems: string[] = [];
  const money = (value: Money | undefined, what: string): string | undefined => {
    if (!value) return undefined;
    const text = formatMoney(value, locale);
    if (text === null) problems.push(`${what}: ${value.currency} ${value.amount} cannot be shown as a price`);
    return text ?? undefined;
  };
  const kit = kitProduct(result);
  // The spec's default price is a U.S. one: no market elsewhere is shown it.
  const homeMarket = market.country === HOME_COUNTRY && market.currency === DEFAULT_KIT_PRICE.currency;
  const defaultPrice = homeMarket ? formatMoney(DEFAULT_KIT_PRICE, locale) ?? String(DEFAULT_KIT_PRICE.amount) : undefined;
  const offerOf = (product: ProductRecommend | undefined): Offer | null => (product ? offerFor(product, market) : homeMarket ? {} : null);
  const kitOffer = offerOf(kit);
  const kitPrice = (kitOffer && money(kitOffer.price, 'the kit price')) ?? (kitOffer ? defaultPrice : undefined);
  const store: TemplateValues = {
    productName: marketing?.productName || undefined,
    email: marketing?.email || undefined,
    successRate: within(marketing?.successRate, 100) ? formatPercent(marketing.successRate, locale) : undefined,
    unitsSold: within(marketing?.unitsSold, Infinity) ? formatCount(marketing.unitsSold, locale) : undefined,
    kitPrice,
    kitCompareAtPrice: money(kitOffer?.compareAtPrice, 'the kit compare-at price'),
    kitCredit: money(kitOffer?.credit, 'the kit credit'),
  };

  /**
   * A template filled; without a price to show in this market, said without its price where it can be.
   * Null when it cannot be filled (a broken figure is a problem noted; a missing offer is not).
   */
  const fillIn = (template: string, values: TemplateValues, unpriced: boolean): { text: string | null; missing?: string } => {
    const filled = fillTemplate(template, values);
    if (filled.ok) return { text: filled.text };
    if (!unpriced || !PRICE_PLACEHOLDERS.has(filled.missing)) return { text: null, missing: filled.missing };
    const bare = withoutPlaceholders(template, PRICE_PLACEHOLDERS);
    const again = bare === null ? null : fillTemplate(bare, values);
    return again?.ok ? { text: again.text } : again ? { text: null, missing: again.missing } : { text: null };
  };
  const fill = (template: string, values: TemplateValues, where: string, unpriced = kitPrice === undefined): string | null => {
    const { text, missing } = fillIn(template, values, unpriced);
    if (missing !== undefined) problems.push(`${where}: no value for {${missing}}`);
    return text;
  };
  /** The fallback wording of a text, filled, or ''. */
  const fallbackOf = (field: MarketingCopyField, values: TemplateValues, unpriced: boolean): string =>
    fillIn(fallback[field], values, unpriced).text ?? '';

  const missing = marketing ? MARKETING_COPY_FIELDS.filter((field) => marketing.copy[field] === undefined) : [];
  if (missing.length > 0) problems.push(`texts missing, shown in their fallback wording: ${missing.join(', ')}`);
  const copy = {} as Record<MarketingCopyField, string>;
  for (const field of MARKETING_COPY_FIELDS) {
    // A product card's texts are filled per product (below); here they stay templates.
    if (PRODUCT_TEXTS.has(field) || OWN_TEMPLATES.has(field)) {
      copy[field] = typeset(marketing?.copy[field] ?? fallback[field]);
      continue;
    }
    const own = marketing?.copy[field];
    const filled = own === undefined ? null : fill(own, store, `text "${field}"`);
    copy[field] = typeset(filled ?? fallbackOf(field, store, kitPrice === undefined));
  }
  const lines = (texts: readonly string[], where: string) =>
    texts.map((line) => fill(line, store, where)).filter((line): line is string => line !== null && line.trim() !== '').map(typeset);

  const fillBlocks = (blocks: PortableTextBlocks, values: TemplateValues, where: string, unpriced: boolean): PortableTextBlocks =>
    blocks.flatMap((block) => {
      let broken = false;
      const take = (text: unknown) => {
        if (typeof text !== 'string') return text;
        const filled = fill(text, values, where, unpriced);
        if (filled === null) broken = true;
        return filled ?? text;
      };
      const children = Array.isArray(block.children)
        ? (block.children as unknown[]).map((child) => (child && typeof child === 'object' && 'text' in child ? { ...child, text: take(child.text) } : child))
        : block.children;
      const markDefs = Array.isArray(block.markDefs)
        ? (block.markDefs as unknown[]).map((mark) => (mark && typeof mark === 'object' && 'href' in mark ? { ...mark, href: take(mark.href) } : mark))
        : block.markDefs;
      return broken ? [] : [{ ...block, ...(children === undefined ? {} : { children }), ...(markDefs === undefined ? {} : { markDefs }) }];
    });

  /** A product text: the content's template, else the fallback's; '' when neither can be filled. */
  const productText = (field: MarketingCopyField, values: TemplateValues, where: string, unpriced: boolean): string => {
    const own = marketing?.copy[field];
    const filled = own === undefined ? null : fill(own, values, `${where} text "${field}"`, unpriced);
    return typeset(filled ?? fallbackOf(field, values, unpriced));
  };

  const valuesByProduct = new Map<ProductRecommend, TemplateValues>();
  const products = (result?.productRecommends ?? []).map((product): ProductView => {
    const where = `product "${product.title}"`;
    const offer = offerOf(product);
    const ownPrice = offer ? money(offer.price, `${where} price`) : undefined;
    if (offer && !offer.price) problems.push(`${where} has no usable price (amount and currency): the default price is shown`);
    const price = ownPrice ?? (offer ? defaultPrice : undefined);
    // No saving is claimed against a price the content does not give.
    const compareAt = ownPrice === undefined ? undefined : money(offer?.compareAtPrice, `${where} compare-at price`);
    const saving = compareAt === undefined || !offer?.price ? null : percentOff(offer.price, offer.compareAtPrice);
    if (compareAt !== undefined && saving === null) problems.push(`${where}: the compare-at price is not above the price`);
    const unpriced = price === undefined;
    const reviewed = product.rating !== undefined && product.reviewCount !== undefined && product.rating >= 0 && product.rating <= 5
      && Number.isInteger(product.reviewCount) && product.reviewCount >= 0;
    if (!reviewed && (product.rating !== undefined || product.reviewCount !== undefined)) problems.push(`${where}: the rating (0–5) and review count go together`);
    const values: TemplateValues = {
      ...store,
      price,
      compareAtPrice: saving === null ? undefined : compareAt,
      percentOff: saving === null ? undefined : formatPercent(saving, locale),
      credit: money(offer?.credit, `${where} credit`),
      rating: reviewed ? formatCount(product.rating ?? 0, locale) : undefined,
      reviewCount: reviewed ? formatCount(product.reviewCount ?? 0, locale) : undefined,
      sampleSize: product.sampleSize,
    };
    valuesByProduct.set(product, values);
    return {
      product,
      price: price ?? '',
      ...(saving === null ? {} : { compareAtPrice: compareAt, percentOff: saving }),
      button: productText('cardButton', values, where, unpriced) || (price ?? ''),
      saving: saving === null ? '' : productText('cardSaving', values, where, unpriced),
      reviews: reviewed ? productText('cardReviews', values, where, unpriced) : '',
      ratingLabel: reviewed ? productText('cardRating', values, where, unpriced) : '',
      description: fillBlocks(product.description, values, `${where} description`, unpriced),
    };
  });

  const table = result && result.comparisonRows.length > 0 && products.length > 0
    ? {
        columns: products.map((view) => view.product.title),
        rows: result.comparisonRows.map((row) => {
          if (row.cells.length !== products.length) problems.push(`comparison row "${row.label}" has ${row.cells.length} cells for ${products.length} products`);
          return {
            key: row._key,
            label: row.label,
            cells: products.map((view, index): boolean | string => {
              const cell = (row.cells[index] ?? 'no').trim();
              if (cell.toLowerCase() === 'yes') return true;
              if (cell.toLowerCase() === 'no' || cell === '') return false;
              const values = valuesByProduct.get(view.product) ?? store;
              // Without an offer here, a price cell is empty rather than a "no".
              return fill(cell, values, `comparison row "${row.label}"`, view.price === '') ?? (view.price === '' ? '' : false);
            }),
          };
        }),
      }
    : null;

  return {
    copy,
    heroPerks: lines(marketing?.heroPerks ?? [], 'hero perks'),
    expectSteps: lines(marketing?.expectSteps ?? [], 'what-to-expect steps'),
    kitPrice: kitPrice ?? '',
    products,
    table,
    fillRichText: (blocks) => fillBlocks(blocks, store, 'rich text', kitPrice === undefined),
    problems,
  };
}
