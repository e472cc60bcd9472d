/**
 * The quiz's own options as the allow-list of profile values (DECISIONS "AI description": free text from
 * a request never reaches the prompt). After the JSON schema, every option-valued field of a profile must
 * hold values of the matching quiz step (`step.id` = field name) of the first `quiz` document of the
 * configured dataset. An empty string (single answer) and an empty list are always allowed (an unanswered
 * step); an empty string inside a list is not an option.
 */
import { COLOR_FIELDS } from '../src/core/constants.ts';
import type { Profile } from '../src/core/types.ts';
import { defaultOptionText } from './ai/labels.ts';
import type { OptionText } from './ai/labels.ts';
import type { DatasetStore, SanityDocument } from './content/datasets.ts';

/** Fields holding one option value. */
export const SINGLE_OPTION_FIELDS = ['gender', 'country_spend', 'country_part_did_live'] as const;
/** Fields holding a list of option values. */
export const MULTIPLE_OPTION_FIELDS = [
  'appeals', 'scent_type_typically_prefer', 'when_like_wear_fragrance', ...COLOR_FIELDS,
] as const;

export type OptionField = (typeof SINGLE_OPTION_FIELDS)[number] | (typeof MULTIPLE_OPTION_FIELDS)[number];

export interface ValidationDetail {
  /** JSON pointer into the request body, as ajv reports it. */
  path: string;
  message: string;
}

/** Step id → (item value → item display text). */
export type StepOptions = ReadonlyMap<string, ReadonlyMap<string, string>>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The options of every step of the first quiz among the documents (none when there is no quiz). */
export function stepOptionsOf(documents: readonly SanityDocument[] | null): StepOptions {
  const options = new Map<string, Map<string, string>>();
  const quiz = documents?.find((document) => document._type === 'quiz');
  const steps = Array.isArray(quiz?.['steps']) ? (quiz['steps'] as unknown[]) : [];
  for (const step of steps) {
    if (!isRecord(step) || typeof step['id'] !== 'string' || !Array.isArray(step['items'])) continue;
    const values = options.get(step['id']) ?? new Map<string, string>();
    for (const item of step['items'] as unknown[]) {
      if (!isRecord(item)) continue;
      const raw = item['value'];
      if (typeof raw !== 'string' && typeof raw !== 'number') continue;
      const value = String(raw);
      const label = typeof item['text'] === 'string' && item['text'].trim() !== '' ? item['text'] : value;
      if (!values.has(value)) values.set(value, label);
    }
    options.set(step['id'], values);
  }
  return options;
}

/**
 * Problems of a schema-valid profile against the quiz's options; empty when every value is allowed.
 * `basePath` prefixes the paths (e.g. `/results/0` for the quiz-meta body).
 */
export function checkProfileOptions(profile: Profile, options: StepOptions, basePath = ''): ValidationDetail[] {
  const details: ValidationDetail[] = [];
  const isOption = (field: OptionField, value: string) => options.get(field)?.has(value) ?? false;
  const problem = (field: OptionField, path: string) => ({
    path,
    message: options.has(field)
      ? `must be one of the options of the quiz step "${field}"`
      : `must be empty: the quiz has no step "${field}"`,
  });
  for (const field of SINGLE_OPTION_FIELDS) {
    const value = profile[field];
    if (value !== '' && !isOption(field, value)) details.push(problem(field, `${basePath}/${field}`));
  }
  for (const field of MULTIPLE_OPTION_FIELDS) {
    profile[field].forEach((value, index) => {
      if (!isOption(field, value)) details.push(problem(field, `${basePath}/${field}/${index}`));
    });
  }
  return details;
}

/** The display text of an option value; values not in the quiz get the default text. */
export function optionTextIn(options: StepOptions, field: string, value: string): string {
  return options.get(field)?.get(value) ?? defaultOptionText(field, value);
}

/**
 * The options of the configured dataset's quiz, read from the DatasetStore when first needed and again
 * whenever the store hands out a different documents array (a reload).
 */
export class QuizOptions {
  readonly #cache = new WeakMap<SanityDocument[], StepOptions>();
  #none: StepOptions | null = null;

  constructor(
    readonly datasets: DatasetStore,
    readonly dataset: string,
  ) {}

  current(): StepOptions {
    const documents = this.datasets.get(this.dataset);
    if (!documents) return (this.#none ??= stepOptionsOf(null));
    let options = this.#cache.get(documents);
    if (!options) {
      options = stepOptionsOf(documents);
      this.#cache.set(documents, options);
    }
    return options;
  }

  check(profile: Profile, basePath = ''): ValidationDetail[] {
    return checkProfileOptions(profile, this.current(), basePath);
  }

  /** For the AI prompt: `(field, value) → the item's display text`. */
  readonly optionText: OptionText = (field, value) => optionTextIn(this.current(), field, value);
}
