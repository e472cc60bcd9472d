/**
 * The quiz's own options as the allow-list of profile values (free text from a request never reaches
 * the prompt; docs/architecture.md). After the JSON schema, every option-valued field of a profile (kind
 * `option` or `options` in contract/profile-fields.ts) must hold values of its quiz step of the first
 * `quiz` document of the configured dataset. An empty string (single answer) and an empty list are
 * always allowed (an unanswered step); an empty string inside a list is not an option.
 */
import { PROFILE_FIELDS, fieldsOfKind } from '../contract/profile-fields.ts';
import type { FieldTable, Profile } from '../contract/profile-fields.ts';
import { isRecord } from '../contract/is-record.ts';
import { defaultOptionText } from './ai/labels.ts';
import type { OptionText } from './ai/labels.ts';
import type { DatasetStore, SanityDocument } from './content/datasets.ts';
import { baseQuiz } from './content/base-quiz.ts';

/** The option-valued fields of a field table: one value (`single`) or a list (`multiple`). */
export function optionFieldsOf(table: FieldTable): { single: string[]; multiple: string[] } {
  return { single: fieldsOfKind(table, 'option'), multiple: fieldsOfKind(table, 'options') };
}

export interface ValidationDetail {
  /** JSON pointer into the request body, as ajv reports it. */
  path: string;
  message: string;
}

/** Step id → (item value → item display text). */
export type StepOptions = ReadonlyMap<string, ReadonlyMap<string, string>>;

/** The options of every step of the first quiz among the documents (none when there is no quiz). */
export function stepOptionsOf(documents: readonly SanityDocument[] | null): StepOptions {
  const options = new Map<string, Map<string, string>>();
  const quiz = baseQuiz(documents);
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
 * `basePath` prefixes the paths (e.g. `/results/0` for the quiz-meta body). `table` is the field table
 * the profile follows (the contract's unless a test passes its own).
 */
export function checkProfileOptions(
  profile: Profile | Record<string, unknown>,
  options: StepOptions,
  basePath = '',
  table: FieldTable = PROFILE_FIELDS,
): ValidationDetail[] {
  const details: ValidationDetail[] = [];
  const values = profile as Record<string, unknown>;
  const check = (field: string, value: unknown, path: string) => {
    const step = table[field]?.step ?? field;
    if (typeof value === 'string' && options.get(step)?.has(value)) return;
    details.push({
      path,
      message: options.has(step)
        ? `must be one of the options of the quiz step "${step}"`
        : `must be empty: the quiz has no step "${step}"`,
    });
  };
  const { single, multiple } = optionFieldsOf(table);
  for (const field of single) {
    const value = values[field];
    if (value !== '' && value !== undefined) check(field, value, `${basePath}/${field}`);
  }
  for (const field of multiple) {
    const list = values[field];
    if (Array.isArray(list)) list.forEach((value: unknown, index) => check(field, value, `${basePath}/${field}/${index}`));
  }
  return details;
}

/** An answer naming an option the current quiz does not have (one a neighbouring revision had). */
export interface UnlistedOption {
  path: string;
  step: string;
  value: string;
}

/**
 * The profile with every option value the quiz does not have taken out (a single answer becomes '', a
 * list loses the value), and those values: they are stored and flagged, never shown to the AI or the kit,
 * and never cost the shopper their results (a tab can run a quiz revision newer or older than the
 * server's). Values that are not text still fail the request schema before this.
 */
export function withoutUnlistedOptions<P extends Profile | Record<string, unknown>>(
  profile: P,
  options: StepOptions,
  basePath = '',
  table: FieldTable = PROFILE_FIELDS,
): { profile: P; unlisted: UnlistedOption[] } {
  const unlisted: UnlistedOption[] = [];
  const kept: Record<string, unknown> = { ...(profile as Record<string, unknown>) };
  const listed = (field: string, value: unknown, path: string): boolean => {
    const step = table[field]?.step ?? field;
    if (typeof value === 'string' && options.get(step)?.has(value)) return true;
    unlisted.push({ path, step, value: String(value) });
    return false;
  };
  const { single, multiple } = optionFieldsOf(table);
  for (const field of single) {
    const value = kept[field];
    if (value !== '' && value !== undefined && !listed(field, value, `${basePath}/${field}`)) kept[field] = '';
  }
  for (const field of multiple) {
    const list = kept[field];
    if (Array.isArray(list)) kept[field] = list.filter((value: unknown, index) => listed(field, value, `${basePath}/${field}/${index}`));
  }
  return { profile: kept as P, unlisted };
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

  /** The quiz document the options come from: its id and revision (`_rev`; '' for a seed file's). */
  quiz(): { dataset: string; id: string; rev: string } | null {
    const quiz = baseQuiz(this.datasets.get(this.dataset));
    return quiz ? { dataset: this.dataset, id: quiz._id, rev: typeof quiz['_rev'] === 'string' ? quiz['_rev'] : '' } : null;
  }

  check(profile: Profile, basePath = ''): ValidationDetail[] {
    return checkProfileOptions(profile, this.current(), basePath);
  }

  /** The profile with the current quiz's options only, and the values taken out (see withoutUnlistedOptions). */
  sort(profile: Profile, basePath = ''): { profile: Profile; unlisted: UnlistedOption[] } {
    return withoutUnlistedOptions(profile, this.current(), basePath);
  }

  /** For the AI prompt: `(field, value) → the item's display text`. */
  readonly optionText: OptionText = (field, value) => optionTextIn(this.current(), field, value);
}
