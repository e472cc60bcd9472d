/** Small builders that keep the step tables readable. */
import type { Background, ImageSpec } from './images.ts';
import { imageField } from './images.ts';
import type { ConsentTextDoc, ResultsEmailDoc, StepDoc, StepItemDoc, StepTypeName } from './sanity-types.ts';

export interface StepInput {
  name: string;
  type: StepTypeName;
  /** Defaults to `name` (steps that store no answer). */
  id?: string;
  heading?: string;
  subHeading?: string;
  text?: string;
  multiple?: boolean;
  /** true: optional. Defaults to false (required). */
  canNext?: boolean;
  shouldSubmitQuiz?: boolean;
  shopifyVariantId?: string;
  labelRange?: [string, string];
  items?: StepItemDoc[];
  image?: ImageSpec;
  background: Background;
  consentTexts?: ConsentTextDoc[];
  resultsEmail?: ResultsEmailDoc;
  /** The heading of the screen shared with the neighbouring steps of the same value. */
  screen?: string;
}

export function step(input: StepInput): StepDoc {
  const doc: StepDoc = {
    _key: `step-${input.name}`,
    _type: 'step',
    id: input.id ?? input.name,
    name: input.name,
    type: input.type,
    option: input.multiple ? 'Multiple' : 'single',
    version: '1',
    canNext: input.canNext ?? false,
    shouldSubmitQuiz: input.shouldSubmitQuiz ?? false,
  };
  if (input.heading) doc.heading = input.heading;
  if (input.subHeading) doc.subHeading = input.subHeading;
  if (input.text) doc.text = input.text;
  if (input.shopifyVariantId) doc.shopifyVariantId = input.shopifyVariantId;
  if (input.labelRange) doc.labelRange = [...input.labelRange];
  if (input.image) doc.image = imageField(input.image);
  doc.background = imageField(input.background.desktop);
  doc.backgroundMobile = imageField(input.background.mobile);
  if (input.items) doc.items = input.items;
  if (input.consentTexts) doc.consentTexts = input.consentTexts;
  if (input.screen) doc.screen = input.screen;
  if (input.resultsEmail) doc.resultsEmail = input.resultsEmail;
  return doc;
}

function keyPart(value: string): string {
  return value.toLowerCase().replace(/^-/, 'minus-').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** Text options: `[text, value]` pairs, or `[text, value, image]` for image cards. */
export function items(stepName: string, options: ReadonlyArray<readonly [string, string, ImageSpec?]>): StepItemDoc[] {
  return options.map(([text, value, image]) => {
    const item: StepItemDoc = { _key: `${stepName}-${keyPart(value)}`, _type: 'item', text, value };
    return image ? { ...item, image: imageField(image) } : item;
  });
}

/** A five-point scale: texts "1".."5", values from `first` upwards. */
export function scale(stepName: string, first: number): StepItemDoc[] {
  return items(stepName, [1, 2, 3, 4, 5].map((point) => [String(point), String(first + point - 1)] as const));
}
