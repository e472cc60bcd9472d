/**
 * Content from the CMS is untrusted: these schemas turn whatever comes back into the typed model,
 * dropping what cannot be used (and saying so in `problems`) instead of crashing the quiz.
 */
import * as v from 'valibot';
import { DEFAULT_KIT_PRICE } from '../core/kit-price.ts';
import { STEP_TYPE_REGISTRY, stepTypeIn } from '../../contract/step-types.ts';
import type { StepTypeRegistry } from '../../contract/step-types.ts';
import type { Money } from '../core/money.ts';
import type { ImageRef, Marketing, ProductRecommend, Quiz, QuizResult, Step, StepItem, StepType } from '../core/types.ts';
import type { EmailConsentText } from '../../contract/email-optin.ts';

/**
 * A field kept when it has the right type and replaced otherwise. Cheaper than `v.fallback`, which first
 * builds an issue (and its message) for each of the many `null`s a GROQ projection sends for missing fields.
 */
const kept = <T, F>(isValid: (value: unknown) => value is T, otherwise: F) =>
  v.optional(v.pipe(v.unknown(), v.transform((value): T | F => (isValid(value) ? value : otherwise))), otherwise);
const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isNumber = (value: unknown): value is number => typeof value === 'number';
const isId = (value: unknown): value is string | number => typeof value === 'string' || typeof value === 'number';
const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);
const isArray = (value: unknown): value is unknown[] => Array.isArray(value);

const text = kept(isString, undefined);
const flag = kept(isBoolean, false);

export function resolveUrl(url: string, base: string): string | undefined {
  try {
    const resolved = new URL(url, base);
    return resolved.protocol === 'https:' || resolved.protocol === 'http:' ? resolved.href : undefined;
  } catch {
    return undefined;
  }
}

const rawImage = v.object({ url: v.string(), altText: text, width: kept(isNumber, undefined), height: kept(isNumber, undefined) });

function imageOf(raw: unknown, base: string): ImageRef | undefined {
  if (raw === null || raw === undefined) return undefined;
  const parsed = v.safeParse(rawImage, raw);
  if (!parsed.success) return undefined;
  const url = resolveUrl(parsed.output.url, base);
  if (!url) return undefined;
  const { width, height, altText } = parsed.output;
  return { url, altText: altText ?? '', ...(width ? { width } : {}), ...(height ? { height } : {}) };
}

const rawItem = v.object({ _key: kept(isString, ''), text: v.string(), value: v.union([v.string(), v.number()]), image: v.optional(v.unknown()) });
const rawStep = v.object({
  _key: kept(isString, ''),
  id: v.pipe(v.string(), v.minLength(1)),
  name: v.pipe(v.string(), v.minLength(1)),
  type: v.string(),
  heading: text, subHeading: text, text,
  option: text, version: text,
  canNext: flag, shouldSubmitQuiz: flag,
  shopifyVariantId: kept(isId, undefined),
  labelRange: kept(isStringArray, []),
  imageUrl: text, backgroundUrl: text, backgroundMobileUrl: text,
  abtesting: v.optional(v.unknown()),
  image: v.optional(v.unknown()), background: v.optional(v.unknown()), backgroundMobile: v.optional(v.unknown()),
  items: kept(isArray, []),
  consentTexts: kept(isArray, []),
  screen: text,
});

const rawConsent = v.object({ markets: kept(isStringArray, []), text: v.pipe(v.string(), v.trim(), v.minLength(1)), version: v.pipe(v.string(), v.minLength(1)) });

/** Only question steps share a screen: a step without an answer (transition, landing, cta, …) keeps one of its own. */
function screenOf(step: { name: string; type: string; screen?: string }, problems: string[], types: StepTypeRegistry): { screen?: string } {
  const screen = step.screen?.trim();
  if (!screen) return {};
  if (Object.hasOwn(types, step.type) && types[step.type]?.answer !== 'never') return { screen };
  problems.push(`step "${step.name}" keeps a screen of its own: a ${step.type} step cannot share one`);
  return {};
}

export interface Normalized<T> {
  value: T;
  problems: string[];
}

/** `types`: the step types to keep (tests pass a copy of the registry with one more). */
export function normalizeQuiz(raw: unknown, base: string, types: StepTypeRegistry = STEP_TYPE_REGISTRY): Normalized<Quiz> | null {
  // A draft never reaches a shopper, even from a source that answers drafts despite `perspective=published`.
  const quizzes = (Array.isArray(raw) ? raw : []).filter((quiz: unknown) => !String((quiz as { _id?: unknown } | null)?._id ?? '').startsWith('drafts.'));
  const first = quizzes[0] as { _id?: unknown; name?: unknown; steps?: unknown } | undefined;
  if (!first || typeof first !== 'object') return null;
  const problems: string[] = [];
  const steps: Step[] = [];
  const rawSteps = Array.isArray(first.steps) ? first.steps : [];
  rawSteps.forEach((candidate, index) => {
    const parsed = v.safeParse(rawStep, candidate);
    if (!parsed.success) {
      problems.push(`step ${index + 1} dropped: ${parsed.issues.map((issue) => `${v.getDotPath(issue) ?? ''} ${issue.message}`).join('; ')}`);
      return;
    }
    const step = parsed.output;
    // With the default registry the type is a StepType; a test's extended registry yields its own names.
    const type = stepTypeIn(types, step.type) as StepType | undefined;
    if (type === undefined) {
      problems.push(`step "${step.name}" dropped: unknown type "${step.type.toLowerCase()}"`);
      return;
    }
    const items: StepItem[] = [];
    for (const rawCandidate of step.items) {
      const item = v.safeParse(rawItem, rawCandidate);
      if (!item.success) { problems.push(`an item of step "${step.name}" dropped`); continue; }
      const picture = imageOf(item.output.image, base);
      items.push({ _key: item.output._key || String(item.output.value), text: item.output.text, value: String(item.output.value), ...(picture ? { image: picture } : {}) });
    }
    const consentTexts: EmailConsentText[] = [];
    for (const rawCandidate of step.consentTexts) {
      const consent = v.safeParse(rawConsent, rawCandidate);
      if (consent.success) consentTexts.push({ ...consent.output, markets: consent.output.markets.map((market) => market.toUpperCase()) });
      else problems.push(`a consent text of step "${step.name}" dropped`);
    }
    const optionalImages = {
      image: imageOf(step.image, base),
      background: imageOf(step.background, base),
      backgroundMobile: imageOf(step.backgroundMobile, base),
      imageUrl: step.imageUrl ? resolveUrl(step.imageUrl, base) : undefined,
      backgroundUrl: step.backgroundUrl ? resolveUrl(step.backgroundUrl, base) : undefined,
      backgroundMobileUrl: step.backgroundMobileUrl ? resolveUrl(step.backgroundMobileUrl, base) : undefined,
    };
    steps.push({
      _key: step._key || step.id,
      id: step.id,
      name: step.name,
      type,
      heading: step.heading,
      subHeading: step.subHeading,
      text: step.text,
      multiple: step.option?.toLowerCase() === 'multiple',
      canNext: step.canNext,
      version: step.version,
      shouldSubmitQuiz: step.shouldSubmitQuiz,
      abtesting: step.abtesting,
      shopifyVariantId: step.shopifyVariantId === undefined ? undefined : String(step.shopifyVariantId),
      labelRange: step.labelRange,
      items,
      ...(consentTexts.length > 0 ? { consentTexts } : {}),
      ...screenOf(step, problems, types),
      ...Object.fromEntries(Object.entries(optionalImages).filter(([, value]) => value !== undefined)),
    });
  });
  // Which interface texts are usable (strings with known placeholders) is src/i18n/words.ts's call, outside the entry.
  const { interfaceText } = first as { interfaceText?: unknown };
  return {
    value: {
      _id: typeof first._id === 'string' ? first._id : '', name: typeof first.name === 'string' ? first.name : '', steps,
      ...(interfaceText && typeof interfaceText === 'object' ? { interfaceText: interfaceText as Quiz['interfaceText'] } : {}),
    },
    problems,
  };
}

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

/**
 * A money field: `{amount, currency}` with a currency `Intl` accepts. A bare number or numeric string
 * (content written before prices carried their currency) is read in the default price's currency.
 */
export function moneyOf(raw: unknown): Money | undefined {
  if (typeof raw === 'number' || (typeof raw === 'string' && raw.trim() !== '')) {
    const amount = Number(raw);
    return Number.isFinite(amount) && amount >= 0 ? { amount, currency: DEFAULT_KIT_PRICE.currency } : undefined;
  }
  if (raw === null || typeof raw !== 'object') return undefined;
  const { amount, currency } = raw as { amount?: unknown; currency?: unknown };
  // A well-formed code is one `Intl.NumberFormat` accepts (it formats unknown ones by their code).
  return typeof amount === 'number' && Number.isFinite(amount) && amount >= 0 && typeof currency === 'string' && /^[a-z]{3}$/i.test(currency)
    ? { amount, currency: currency.toUpperCase() }
    : undefined;
}

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
