/**
 * Every step type once, with what each side needs to know about it: the element's content check
 * (src/content/normalize.ts) and navigation (src/core/navigation.ts `isQuestionStep`), its components
 * (src/questions/Question.tsx, src/questions/lazyQuestions.ts), the content documents' type list and the
 * Studio's (studio/schemas/step-types.ts) all derive from these two tables. Adding a type to one without
 * the other, or without handling it in the component switch, the lazy-chunk map or the Studio's icons,
 * fails `npm run typecheck` (docs/architecture.md "Add a question type").
 */

export interface StepTypeSpec {
  /**
   * Whether a step of this type holds an answer, so that a required one blocks Next: `always`, `never`
   * (screens without an answer), or `with-items` (image cards ask; an image without items is an interstitial).
   */
  readonly answer: 'always' | 'never' | 'with-items';
  /** `own`: the component is a chunk of its own, loaded one step ahead; `first-step`: in the first-step chunk. */
  readonly chunk: 'first-step' | 'own';
}

/** What the content and the Studio know of a type; kept apart so that the element's bundle does not carry it. */
export interface StepTypeContent {
  /** The value of the step's `type` in the content: the type's name in any case. */
  readonly stored: string;
  /** Editors give the step `items` to pick from. */
  readonly hasItems: boolean;
  /** The Studio's name for the type. */
  readonly title: string;
}

export type StepTypeRegistry = Readonly<Record<string, StepTypeSpec>>;

export const STEP_TYPE_REGISTRY = {
  landing: { answer: 'never', chunk: 'first-step' },
  transition: { answer: 'never', chunk: 'first-step' },
  age: { answer: 'always', chunk: 'own' },
  select: { answer: 'always', chunk: 'first-step' },
  range: { answer: 'always', chunk: 'first-step' },
  color: { answer: 'always', chunk: 'first-step' },
  image: { answer: 'with-items', chunk: 'first-step' },
  search: { answer: 'always', chunk: 'own' },
  cta: { answer: 'never', chunk: 'own' },
  email: { answer: 'never', chunk: 'own' },
} as const satisfies StepTypeRegistry;

/** A step's type as the element knows it (lowercase). */
export type StepType = keyof typeof STEP_TYPE_REGISTRY;

export const STEP_TYPE_CONTENT = {
  landing: { stored: 'Landing', hasItems: false, title: 'Landing (first screen)' },
  transition: { stored: 'transition', hasItems: false, title: 'Transition (auto-advances)' },
  age: { stored: 'age', hasItems: false, title: 'Age (month and year)' },
  select: { stored: 'select', hasItems: true, title: 'Select (text options)' },
  range: { stored: 'range', hasItems: true, title: 'Range (scale with end labels)' },
  color: { stored: 'color', hasItems: true, title: 'Colour swatches' },
  image: { stored: 'image', hasItems: true, title: 'Image cards' },
  search: { stored: 'search', hasItems: false, title: 'Perfume search' },
  cta: { stored: 'cta', hasItems: false, title: 'Call to action (submits the quiz)' },
  email: { stored: 'email', hasItems: false, title: 'Results by e-mail (opt-in, skippable)' },
} as const satisfies Record<StepType, StepTypeContent>;

/** A step's `type` as stored in the content. */
export type StepTypeName = (typeof STEP_TYPE_CONTENT)[StepType]['stored'];
/** The types whose component is a chunk of its own. */
export type OwnChunkStepType = { [T in StepType]: (typeof STEP_TYPE_REGISTRY)[T]['chunk'] extends 'own' ? T : never }[StepType];

/** The registry's type for a stored `type` value (any case), or undefined for a type it does not declare. */
export function stepTypeIn<R extends StepTypeRegistry>(registry: R, stored: string): (keyof R & string) | undefined {
  const name = stored.toLowerCase();
  return Object.hasOwn(registry, name) ? name : undefined;
}

/** Whether a step of `type` with `itemCount` items holds an answer (see `StepTypeSpec.answer`). */
export function holdsAnswer(registry: StepTypeRegistry, type: string, itemCount: number): boolean {
  const answer = Object.hasOwn(registry, type) ? registry[type]?.answer : undefined;
  return answer === 'always' || (answer === 'with-items' && itemCount > 0);
}

/** The stored `type` values in registry order: the content documents' list. */
export function storedStepTypes<C extends Readonly<Record<string, StepTypeContent>>>(content: C): Array<C[keyof C]['stored']> {
  return Object.values(content).map((spec) => spec.stored);
}

/** The Studio's choices for a step's `type` (studio/schemas/step.ts). */
export function stepTypeOptions(content: Readonly<Record<string, StepTypeContent>>): Array<{ value: string; title: string }> {
  return Object.values(content).map((spec) => ({ value: spec.stored, title: spec.title }));
}

/** For the `default` of an exhaustive switch over step types: a type left unhandled fails to compile. */
export function unhandledStepType(type: never): never {
  throw new Error(`unhandled step type ${String(type)}`);
}
