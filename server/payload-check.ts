/**
 * Checks of a quiz-meta body that need more than its schema: picked perfumes must be catalogue perfumes
 * (by id) and colour answers must be palette colours. The profile then keeps the catalogue's family and
 * sub-family of each perfume, not the client's copy, so the kit recommender's "known perfumes" signal
 * reads trusted families.
 */
import { isPaletteColour } from '../contract/profile-fields.ts';
import type { FavoritePerfume, Profile } from '../contract/profile-fields.ts';
import type { QuizMetaRequest } from '../contract/requests.ts';
import type { ValidationDetail } from './quiz-options.ts';
import { paletteAnswers } from './schemas/payload.ts';

export type CatalogueFamilies = ReadonlyMap<string, { family: string; subFamily: string }>;

/** Every perfume id the body names (payload and profile). */
export function perfumeIdsOf(body: QuizMetaRequest): string[] {
  const fromPayload = (body.payload.favorite_fragrances ?? []).map((entry) => entry.fragrance.id);
  const fromProfile = body.results[0].favorite_fragrances.map((entry) => entry.id);
  return [...new Set([...fromPayload, ...fromProfile])];
}

/** Problems of a schema-valid body; `known` holds the catalogue entries of perfumeIdsOf(body). */
export function checkAnswerPayload(body: QuizMetaRequest, known: CatalogueFamilies): ValidationDetail[] {
  const details: ValidationDetail[] = [];
  for (const { path, value } of paletteAnswers(body.payload)) {
    if (!isPaletteColour(value)) details.push({ path: `/payload${path}`, message: 'must be a colour of the palette' });
  }
  (body.payload.favorite_fragrances ?? []).forEach((entry, index) => {
    if (!known.has(entry.fragrance.id)) {
      details.push({ path: `/payload/favorite_fragrances/${index}/fragrance/id`, message: 'must be the id of a catalogue perfume' });
    }
  });
  body.results[0].favorite_fragrances.forEach((entry, index) => {
    if (!known.has(entry.id)) {
      details.push({ path: `/results/0/favorite_fragrances/${index}/id`, message: 'must be the id of a catalogue perfume' });
    }
  });
  return details;
}

/** The profile with each favourite perfume's family and sub-family as the catalogue has them. */
export function withCatalogueFamilies(profile: Profile, known: CatalogueFamilies): Profile {
  const favourites: FavoritePerfume[] = profile.favorite_fragrances.map((entry) => ({ id: entry.id, ...(known.get(entry.id) ?? entry) }));
  return { ...profile, favorite_fragrances: favourites.map(({ id, family, subFamily }) => ({ id, family, subFamily })) };
}
