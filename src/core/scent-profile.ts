/**
 * The shopper's scent profile as the results page pictures it (docs/results-experience.md): how they
 * rated the eleven scent families, how strong they like a scent, when they wear one, and the kit
 * recommender's reasons, kept only when they do not give away which scents are in the kit.
 */
import { RATING_LABELS, SCENT_FAMILIES, STRENGTH_OPTIONS, type RatingLabel, type ScentFamilyField } from './constants.ts';
import { toProfile, toRating } from './profile.ts';
import type { Answers } from './types.ts';

/** Rating 1–5 → −2 (strongly dislike) … +2 (love). */
export type Lean = -2 | -1 | 0 | 1 | 2;

export interface FamilyLean {
  field: ScentFamilyField;
  label: string;
  /** null: the shopper did not rate this family. */
  lean: Lean | null;
  /** "love", "dislike", …; null when not rated. */
  feeling: RatingLabel | null;
}

export interface ScentProfileView {
  /** All eleven families, in the quiz's order. */
  families: FamilyLean[];
  /** Labels of the families rated like or love, strongest first (quiz order within a strength). */
  loved: string[];
  /** Labels of the families rated dislike or strongly dislike, strongest first. */
  avoided: string[];
  /** 0 (very subtle) … 4 (very strong), or null when the strength step was not answered. */
  strength: number | null;
  strengthLabel: string | null;
  /** The occasions' labels, in the order they were chosen. */
  occasions: string[];
}

function strengthIndex(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const index = toProfile({ subtle_strong_scrent: value }).subtle_strong_scrent;
  return Number.isInteger(index) && index >= 0 && index < STRENGTH_OPTIONS.length ? index : null;
}

function byStrength(families: readonly FamilyLean[], sign: 1 | -1): string[] {
  return families
    .filter((family) => family.lean !== null && family.lean * sign > 0)
    .sort((a, b) => ((b.lean ?? 0) - (a.lean ?? 0)) * sign)
    .map((family) => family.label);
}

/**
 * The profile of stored answers. `occasionLabel` turns an occasion's stored value into the quiz's
 * label for it (default: the value itself), `familyLabel` a family into the quiz's name for it (default:
 * the profile's own). Never throws; missing answers give empty parts.
 */
export function scentProfileOf(
  answers: Answers,
  occasionLabel: (value: string) => string = (value) => value,
  familyLabel: (field: ScentFamilyField) => string | undefined = () => undefined,
): ScentProfileView {
  const families: FamilyLean[] = SCENT_FAMILIES.map(({ field, label: own }) => {
    const label = familyLabel(field) ?? own;
    const rating = toRating(answers[field]);
    return {
      field,
      label,
      lean: rating === null ? null : ((rating - 3) as Lean),
      feeling: rating === null ? null : (RATING_LABELS[rating - 1] ?? null),
    };
  });
  const strength = strengthIndex(answers['subtle_strong_scrent']);
  return {
    families,
    loved: byStrength(families, 1),
    avoided: byStrength(families, -1),
    strength,
    strengthLabel: strength === null ? null : (STRENGTH_OPTIONS[strength] ?? null),
    occasions: toProfile(answers).when_like_wear_fragrance.map(occasionLabel),
  };
}

export interface KitPickReason {
  id: string;
  name: string;
  reason: string;
}

/**
 * The kit's reasons that are safe to show: the kit is a surprise, so a reason naming any of the picked
 * scents (by name or id, in any case) is dropped. Blank and repeated reasons are dropped too.
 */
export function surpriseSafeReasons(picks: readonly KitPickReason[]): string[] {
  const secrets = picks
    .flatMap((pick) => [pick.name, pick.id])
    .map((secret) => secret.trim().toLowerCase())
    .filter((secret) => secret.length > 0);
  const out: string[] = [];
  for (const { reason } of picks) {
    const text = reason.trim();
    const lower = text.toLowerCase();
    if (text === '' || out.includes(text) || secrets.some((secret) => lower.includes(secret))) continue;
    out.push(text);
  }
  return out;
}
