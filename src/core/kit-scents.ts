/**
 * The kit panel of the results page: each of the four scents described (family, character, strength,
 * when to wear it, why it fits this shopper) but never named, because the kit is a surprise. Any text
 * that holds the name or id of a picked scent is left out.
 */
import { SCENT_FAMILIES, type ScentFamilyField } from '../../contract/profile-fields.ts';
import type { KitPickReason } from './scent-profile.ts';

/** A pick as `POST /kit` answers it; the descriptive fields are absent from an older backend. */
export interface KitPick extends KitPickReason {
  description?: string;
  dominantFamily?: string;
  intensity?: number;
  occasions?: string[];
  seasons?: string[];
}

export interface KitScentView {
  key: string;
  family: string | null;
  character: string | null;
  /** 0–4 on the quiz's strength scale. */
  intensity: number | null;
  occasions: string[];
  seasons: string[];
  why: string | null;
}

/** The shopper's words for the values a pick holds: the quiz's occasion options, the content's family and season names. */
export interface KitWords {
  occasion(value: string): string;
  family(field: ScentFamilyField): string;
  season(value: string): string;
}

export function kitScentsOf(picks: readonly KitPick[], words: KitWords): KitScentView[] {
  const secrets = picks.flatMap((pick) => [pick.name, pick.id]).map((secret) => secret.trim().toLowerCase()).filter((secret) => secret.length > 0);
  const safe = (text: string | undefined): string | null => {
    const trimmed = text?.trim() ?? '';
    const lower = trimmed.toLowerCase();
    return trimmed === '' || secrets.some((secret) => lower.includes(secret)) ? null : trimmed;
  };
  return picks.map((pick, index) => ({
    key: `scent-${index + 1}`,
    family: SCENT_FAMILIES.some((family) => family.field === pick.dominantFamily) ? words.family(pick.dominantFamily as ScentFamilyField) : null,
    character: safe(pick.description),
    intensity: typeof pick.intensity === 'number' && pick.intensity >= 0 && pick.intensity <= 4 ? Math.round(pick.intensity) : null,
    occasions: (pick.occasions ?? []).slice(0, 3).map(words.occasion).filter((label) => safe(label) !== null),
    seasons: (pick.seasons ?? []).map(words.season).filter((season) => safe(season) !== null),
    why: safe(pick.reason),
  }));
}
