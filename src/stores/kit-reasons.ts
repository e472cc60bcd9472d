/**
 * The kit recommender's reasons for the shopper's answers, as the scent-profile picture shows them
 * (surprise-safe: no scent named). Loaded during the analysis screen, or when the results page opens
 * without it (a reload); kept while the answers and the backend stay the same.
 */
import { atom } from 'nanostores';
import { requestKit } from '../api/kit.ts';
import type { KitPick } from '../core/kit-scents.ts';
import { surpriseSafeReasons } from '../core/scent-profile.ts';
import type { Profile } from '../core/types.ts';
import { $config } from './config.ts';
import { $market } from './market.ts';

export type KitReasonsState =
  | { status: 'loading' }
  | { status: 'ready'; reasons: string[]; picks: KitPick[] }
  /** The reasons could not load: the picture shows without them. */
  | { status: 'unavailable' };

export const $kitReasons = atom<KitReasonsState>({ status: 'loading' });

let requested: { key: string; done: Promise<void> } | null = null;

/** Loads the reasons for `profile` unless they are loaded or loading already; never rejects. */
export function loadKitReasons(profile: Profile): Promise<void> {
  const { apiHost } = $config.get();
  const { locale } = $market.get();
  const key = `${apiHost} ${locale} ${JSON.stringify(profile)}`;
  if (requested?.key === key && $kitReasons.get().status !== 'unavailable') return requested.done;
  $kitReasons.set({ status: 'loading' });
  const done = requestKit(apiHost, profile, locale).then((result) => {
    if (requested?.key !== key) return;
    $kitReasons.set(result.ok ? { status: 'ready', reasons: surpriseSafeReasons(result.value), picks: result.value } : { status: 'unavailable' });
  });
  requested = { key, done };
  return done;
}
