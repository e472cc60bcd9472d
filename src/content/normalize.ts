/**
 * Content from the CMS is untrusted: these schemas turn whatever comes back into the typed model,
 * dropping what cannot be used (and saying so in `problems`) instead of crashing the quiz. The quiz's
 * steps here (the element's entry carries them); the results page's documents: ./normalize-documents.ts.
 */
import * as v from 'valibot';
import { STEP_TYPE_REGISTRY, stepTypeIn } from '../../contract/step-types.ts';
import type { StepTypeRegistry } from '../../contract/step-types.ts';
import type { Quiz, Step, StepItem, StepType } from '../core/types.ts';
import type { EmailConsentText } from '../../contract/email-optin.ts';
import { flag, imageOf, isArray, isId, isString, isStringArray, kept, resolveUrl, text, type Normalized } from './checks.ts';

export { resolveUrl, type Normalized } from './checks.ts';

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

/** `types`: the step types to keep (tests pass a copy of the registry with one more). */
export function normalizeQuiz(raw: unknown, base: string, types: StepTypeRegistry = STEP_TYPE_REGISTRY): Normalized<Quiz> | null {
  // A draft never reaches a shopper, even from a source that answers drafts despite `perspective=published`.
  const quizzes = (Array.isArray(raw) ? raw : []).filter((quiz: unknown) => !String((quiz as { _id?: unknown } | null)?._id ?? '').startsWith('drafts.'));
  const first = quizzes[0] as { _id?: unknown; name?: unknown; steps?: unknown; experiment?: unknown } | undefined;
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
    // The schedule is checked where it is used (src/stores/variant.ts), outside the entry's bundle.
    value: {
      _id: typeof first._id === 'string' ? first._id : '', name: typeof first.name === 'string' ? first.name : '', steps,
      ...(first.experiment ? { experiment: first.experiment } : {}),
      ...(interfaceText && typeof interfaceText === 'object' ? { interfaceText: interfaceText as Quiz['interfaceText'] } : {}),
    },
    problems,
  };
}
