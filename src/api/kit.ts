/**
 * `POST {apiHost}/kit`: the kit recommender's picks for a profile (the same answer as
 * `GET /quiz-meta/:id/kit` for a stored one, and available after a reload, when no id is at hand).
 * Only what the results page may show is kept; see src/core/scent-profile.ts for the surprise rule.
 */
import type { KitPick } from '../core/kit-scents.ts';
import type { Profile } from '../core/types.ts';
import { postJson, type BackendResult, type RequestOptions } from './backend.ts';

const KIT_TIMEOUT_MS = 8_000;

const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((entry) => typeof entry === 'string');

function readPicks(json: unknown): KitPick[] | null {
  const picks = typeof json === 'object' && json !== null ? (json as { picks?: unknown }).picks : undefined;
  if (!Array.isArray(picks)) return null;
  const out: KitPick[] = [];
  for (const pick of picks as unknown[]) {
    if (typeof pick !== 'object' || pick === null) return null;
    const { id, name, reason, description, dominantFamily, intensity, occasions, seasons } = pick as Record<string, unknown>;
    if (typeof id !== 'string' || typeof name !== 'string' || typeof reason !== 'string') return null;
    out.push({
      id, name, reason,
      ...(typeof description === 'string' ? { description } : {}),
      ...(typeof dominantFamily === 'string' ? { dominantFamily } : {}),
      ...(typeof intensity === 'number' ? { intensity } : {}),
      ...(isStrings(occasions) ? { occasions } : {}),
      ...(isStrings(seasons) ? { seasons } : {}),
    });
  }
  return out;
}

/** The reasons come in `locale`'s language. */
export function requestKit(apiHost: string, profile: Profile, locale: string, options?: RequestOptions): Promise<BackendResult<KitPick[]>> {
  return postJson(apiHost, `/kit?locale=${encodeURIComponent(locale)}`, profile, readPicks, KIT_TIMEOUT_MS, options);
}
