/**
 * Content from the CMS is untrusted: these schemas turn whatever comes back into the typed model,
 * dropping what cannot be used (and saying so in `problems`) instead of crashing the quiz.
 */
import * as v from 'valibot';
import { DEFAULT_KIT_PRICE } from '../core/kit-price.ts';
import type { ImageRef, Marketing, ProductRecommend, Quiz, QuizResult, Step, StepItem, StepType } from '../core/types.ts';

const STEP_TYPES: readonly StepType[] = ['landing', 'transition', 'age', 'select', 'range', 'color', 'image', 'search', 'cta'];

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
  type: v.pipe(v.string(), v.transform((type) => type.toLowerCase())),
  heading: text, subHeading: text, text,
  option: text, version: text,
  canNext: flag, shouldSubmitQuiz: flag,
  shopifyVariantId: kept(isId, undefined),
  labelRange: kept(isStringArray, []),
  imageUrl: text, backgroundUrl: text, backgroundMobileUrl: text,
  abtesting: v.optional(v.unknown()),
  image: v.optional(v.unknown()), background: v.optional(v.unknown()), backgroundMobile: v.optional(v.unknown()),
  items: kept(isArray, []),
  screen: text,
});

/** Only question steps share a screen: a transition, landing or cta keeps a screen of its own. */
const GROUPABLE: readonly string[] = ['age', 'select', 'range', 'color', 'image', 'search'];

function screenOf(step: { name: string; type: string; screen?: string }, problems: string[]): { screen?: string } {
  const screen = step.screen?.trim();
  if (!screen) return {};
  if (GROUPABLE.includes(step.type)) return { screen };
  problems.push(`step "${step.name}" keeps a screen of its own: a ${step.type} step cannot share one`);
  return {};
}

export interface Normalized<T> {
  value: T;
  problems: string[];
}

export function normalizeQuiz(raw: unknown, base: string): Normalized<Quiz> | null {
  const quizzes = Array.isArray(raw) ? raw : [];
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
    if (!STEP_TYPES.includes(step.type as StepType)) {
      problems.push(`step "${step.name}" dropped: unknown type "${step.type}"`);
      return;
    }
    const items: StepItem[] = [];
    for (const rawCandidate of step.items) {
      const item = v.safeParse(rawItem, rawCandidate);
      if (!item.success) { problems.push(`an item of step "${step.name}" dropped`); continue; }
      const picture = imageOf(item.output.image, base);
      items.push({ _key: item.output._key || String(item.output.value), text: item.output.text, value: String(item.output.value), ...(picture ? { image: picture } : {}) });
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
      type: step.type as StepType,
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
      ...screenOf(step, problems),
      ...Object.fromEntries(Object.entries(optionalImages).filter(([, value]) => value !== undefined)),
    });
  });
  return {
    value: { _id: typeof first._id === 'string' ? first._id : '', name: typeof first.name === 'string' ? first.name : '', steps },
    problems,
  };
}

const rawProduct = v.object({
  _key: kept(isString, ''),
  title: v.string(),
  description: v.fallback(v.array(v.record(v.string(), v.unknown())), []),
  price: v.fallback(v.union([v.number(), v.pipe(v.string(), v.transform(Number))]), DEFAULT_KIT_PRICE),
  percentOff: kept(isNumber, undefined),
  isBestValue: flag,
  shopifyVariantId: kept(isId, undefined),
  image: v.optional(v.unknown()), badgeImage: v.optional(v.unknown()),
});

export function normalizeQuizResult(raw: unknown, base: string): Normalized<QuizResult> | null {
  const first = (Array.isArray(raw) ? raw[0] : null) as { quizResult?: Record<string, unknown> } | null;
  const result = first?.quizResult;
  if (!result || typeof result !== 'object') return null;
  const problems: string[] = [];
  const products: ProductRecommend[] = [];
  for (const candidate of Array.isArray(result.productRecommends) ? result.productRecommends : []) {
    const parsed = v.safeParse(rawProduct, candidate);
    if (!parsed.success) { problems.push('a product recommendation was dropped'); continue; }
    const { image, badgeImage, shopifyVariantId, price, ...rest } = parsed.output;
    const picture = imageOf(image, base);
    const badge = imageOf(badgeImage, base);
    products.push({
      ...rest,
      _key: rest._key || rest.title,
      price: Number.isFinite(price) && price > 0 ? price : DEFAULT_KIT_PRICE,
      ...(shopifyVariantId !== undefined ? { shopifyVariantId: String(shopifyVariantId) } : {}),
      ...(picture ? { image: picture } : {}),
      ...(badge ? { badgeImage: badge } : {}),
    });
  }
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
    },
    problems,
  };
}

const rawMarketing = v.object({
  productName: v.fallback(v.string(), ''),
  email: v.fallback(v.string(), ''),
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
  const { differenceImage, differenceImageMobile, ...rest } = parsed.output;
  const desktop = imageOf(differenceImage, base);
  const mobile = imageOf(differenceImageMobile, base);
  return { ...rest, ...(desktop ? { differenceImage: desktop } : {}), ...(mobile ? { differenceImageMobile: mobile } : {}) };
}
