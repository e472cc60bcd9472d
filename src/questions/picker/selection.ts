/** The picker's stored answer: an array of up to 4 Fragrance items (docs/behaviour.md "Answers, payload and profile"). */
import type { AnswerValue, Fragrance } from '../../core/types.ts';

function isFragrance(value: unknown): value is Fragrance {
  if (!value || typeof value !== 'object') return false;
  const item = value as Partial<Record<keyof Fragrance, unknown>>;
  return typeof item.id === 'string' && item.id !== '' && typeof item.value === 'string';
}

/** The stored fragrances; anything else stored under the step id reads as no selection. */
export function selectedFragrances(answer: AnswerValue | undefined): Fragrance[] {
  return Array.isArray(answer) ? answer.filter(isFragrance) : [];
}

/** What is stored for a chosen perfume: the catalogue fields of the answer, not the ranking figure. */
export function toAnswerItem({ id, value, image, brand, family, sub_family }: Fragrance): Fragrance {
  return { id, value, image, brand, family, sub_family };
}
