/**
 * The kit recommender: which 4 house scents to pack in a shopper's Discovery Kit, and why.
 *
 * Pure and deterministic: the same profile and the same set of scents give the same kit, whatever the
 * order of the input array (scents are sorted by `_id` first and every tie is broken by `_id`).
 *
 * Scoring (per scent; `share` = the scent's family weights rescaled to sum to 1, so a scent listing
 * many families does not outscore a focused one):
 *   family      Σ share[f] × points(rating[f]); points: love +2, like +1, neutral 0, dislike −1,
 *               strongly dislike −2, no rating 0.                                     range −2..+2
 *   known       0.8 × cosine(scent, mean vector of the known perfumes via family-map)  range 0..0.8
 *   strength    0.5 × (1 − |preferred strength − intensity| / 2)                       range −0.5..+0.5
 *   occasions   0.4 × mean over the shopper's occasions of the best match in the scent's occasions
 *               (1 same label, 0.6 same day/evening/any bucket)                        range 0..0.4
 *   types       0.4 × cosine(scent, preferred scent types vector; "warm-cozy" → spicy…)  range 0..0.4
 *   appeals     0.3 × cosine(scent, travel-place vector; beach → oceanic, desert → spicy…) range 0..0.3
 *   personality 0.2 × e × (intensity lean + evening lean) / 2, e = −1 very introverted … +1 very
 *               extroverted; extroverts lean to strong/evening scents, introverts to soft/day ones
 *                                                                                       range −0.2..+0.2
 * Exclusion: a scent whose dominant family (highest weight; ties by SCENT_FAMILIES order) the shopper
 * strongly dislikes (rating 1) is never picked. A scent whose dominant family the shopper dislikes
 * (rating 2) is held back and only used to fill the kit when nothing better is left.
 *
 * Selection: maximal marginal relevance over the preferred scents:
 *   mmr = λ × relevance − (1 − λ) × max cosine(scent, already picked), λ = 0.7,
 * relevance = score rescaled to 0..1 over the non-excluded scents. When the shopper likes or loves
 * (rating ≥ 4) three families or more, two picks never share a dominant family (hard rule).
 * Filling: if fewer than `size` preferred scents can be picked, the held-back (disliked-dominant)
 * scents fill the kit, best score first, still under the diversity rule. If that is not enough either
 * (too few scents, everything else strongly disliked, or the diversity rule leaves no candidate),
 * the kit holds fewer than `size` picks: the recommender never ships a strongly disliked family and
 * never breaks the diversity rule to reach 4.
 *
 * Picks come in selection order: the first is the best match, later ones trade a little relevance
 * for variety. Each carries a reason led by its strongest taste signal (a loved/liked family, the
 * known perfumes, preferred scent types, travel places; otherwise a "widen your kit" wildcard, or a
 * "completes the kit" fill), plus at most one practical note (strength, occasions, personality).
 */
import type { RuleLanguage } from '../../contract/ai-rules.ts';
import type { HouseScent } from '../../contract/house-scent.ts';
import { ratingOf } from '../../contract/profile-fields.ts';
import type { Profile, ScentFamilyField } from '../../contract/profile-fields.ts';
import type { FamilyVector } from './family-map.ts';
import {
  FAMILY_FIELDS,
  cosine,
  dominantFamily,
  emptyVector,
  perfumeVector,
  toVector,
  vectorSum,
} from './family-map.ts';
import { REASON_WORDS, type Qualifier, type ReasonWords } from './reason-words.ts';
import {
  appealRule,
  appealVector,
  eveningLean,
  normaliseLabel,
  occasionMatch,
  placeFor,
  scentTypePhraseFor,
  scentTypeVector,
} from './signals.ts';

/** Rating 1–5 → points. */
export const RATING_POINTS: Readonly<Record<number, number>> = { 1: -2, 2: -1, 3: 0, 4: 1, 5: 2 };

export interface ScoreWeights {
  known: number;
  strength: number;
  occasions: number;
  types: number;
  appeals: number;
  personality: number;
}

export const DEFAULT_SCORE_WEIGHTS: Readonly<ScoreWeights> = {
  known: 0.8,
  strength: 0.5,
  occasions: 0.4,
  types: 0.4,
  appeals: 0.3,
  personality: 0.2,
};

export const DEFAULT_KIT_SIZE = 4;
export const DEFAULT_MMR_LAMBDA = 0.7;

export interface KitOptions {
  /** Number of picks wanted (default 4). */
  size?: number;
  /** MMR trade-off, 0..1: 1 = pure relevance, 0 = pure diversity (default 0.7). */
  lambda?: number;
  /** Overrides of the signal weights. */
  weights?: Partial<ScoreWeights>;
  /** The language of the reasons (default English). */
  language?: RuleLanguage;
}

/** Each signal's contribution to a scent's score (their sum is the score): the family match and every weighted signal. */
export type ScoreBreakdown = Record<'family' | keyof ScoreWeights, number>;

export interface ScentScore {
  score: number;
  breakdown: ScoreBreakdown;
  dominantFamily: ScentFamilyField;
  /** The dominant family is strongly disliked: never picked. */
  excluded: boolean;
  /** The dominant family is disliked: only used to fill the kit. */
  heldBack: boolean;
}

/** What mainly drove a pick, for display and tests. */
export type KitSignal = 'family' | 'known' | 'types' | 'appeals' | 'wildcard' | 'fill';

export interface KitPick {
  scent: HouseScent;
  /** The scent's score for this shopper (rounded to 3 decimals). */
  score: number;
  /** A short sentence or two for the store or salesperson. */
  reason: string;
  dominantFamily: ScentFamilyField;
  /** The signal and the quiz family the reason is built on. */
  driver: { signal: KitSignal; family: ScentFamilyField };
  breakdown: ScoreBreakdown;
}

export interface Kit {
  picks: KitPick[];
}

function pointsOf(profile: Profile, field: ScentFamilyField): number {
  const rating = ratingOf(profile, field);
  return rating === undefined ? 0 : (RATING_POINTS[rating] ?? 0);
}

function indexIn(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? Math.min(4, Math.max(0, value)) : undefined;
}

/** The scent's family weights as a dense vector (invalid weights count as 0). */
export function scentVector(scent: HouseScent): FamilyVector {
  return toVector(scent.families);
}

function shares(vector: FamilyVector): FamilyVector {
  const sum = vectorSum(vector);
  const result = emptyVector();
  if (sum > 0) for (const field of FAMILY_FIELDS) result[field] = vector[field] / sum;
  return result;
}

/** Mean family vector of the perfumes the shopper already knows (unknown families ignored). */
export function knownPerfumesVector(profile: Profile): FamilyVector {
  const vector = emptyVector();
  let counted = 0;
  for (const perfume of profile.favorite_fragrances ?? []) {
    const v = perfumeVector(perfume.family, perfume.subFamily);
    if (vectorSum(v) === 0) continue;
    counted += 1;
    for (const field of FAMILY_FIELDS) vector[field] += v[field];
  }
  if (counted > 0) for (const field of FAMILY_FIELDS) vector[field] /= counted;
  return vector;
}

interface ProfileContext {
  profile: Profile;
  weights: ScoreWeights;
  known: FamilyVector;
  types: FamilyVector;
  typeLabels: string[];
  appeals: FamilyVector;
  occasions: string[];
  strength: number | undefined;
  extroversion: number;
}

function contextOf(profile: Profile, weights: ScoreWeights): ProfileContext {
  const personality = indexIn(profile.in_extroverted_point);
  const typeLabels = (Array.isArray(profile.scent_type_typically_prefer) ? profile.scent_type_typically_prefer : [])
    .filter((t): t is string => typeof t === 'string');
  return {
    profile,
    weights,
    known: knownPerfumesVector(profile),
    types: scentTypeVector(typeLabels),
    typeLabels,
    appeals: appealVector(Array.isArray(profile.appeals) ? profile.appeals : []),
    occasions: (Array.isArray(profile.when_like_wear_fragrance) ? profile.when_like_wear_fragrance : [])
      .filter((o): o is string => typeof o === 'string' && normaliseLabel(o) !== ''),
    strength: indexIn(profile.subtle_strong_scrent),
    extroversion: personality === undefined ? 0 : (personality - 2) / 2,
  };
}

function scoreWith(ctx: ProfileContext, scent: HouseScent): ScentScore {
  const vector = scentVector(scent);
  const share = shares(vector);
  const dominant = dominantFamily(vector);
  const intensity = indexIn(scent.intensity);
  const occasions = Array.isArray(scent.occasions) ? scent.occasions : [];

  let family = 0;
  for (const field of FAMILY_FIELDS) family += share[field] * pointsOf(ctx.profile, field);

  const known = ctx.weights.known * cosine(vector, ctx.known);
  const strength = ctx.strength === undefined || intensity === undefined
    ? 0
    : ctx.weights.strength * (1 - Math.abs(ctx.strength - intensity) / 2);
  const occasionFit = ctx.occasions.length === 0
    ? 0
    : ctx.occasions.reduce((sum, o) => sum + occasionMatch(o, occasions), 0) / ctx.occasions.length;
  const occasionScore = ctx.weights.occasions * occasionFit;
  const types = ctx.weights.types * cosine(vector, ctx.types);
  const appeals = ctx.weights.appeals * cosine(vector, ctx.appeals);
  const intensityLean = intensity === undefined ? 0 : (intensity - 2) / 2;
  const personality = ctx.weights.personality * ctx.extroversion * (intensityLean + eveningLean(occasions)) / 2;

  const breakdown: ScoreBreakdown = { family, known, strength, occasions: occasionScore, types, appeals, personality };
  const rating = ratingOf(ctx.profile, dominant);
  return {
    score: family + known + strength + occasionScore + types + appeals + personality,
    breakdown,
    dominantFamily: dominant,
    excluded: rating === 1,
    heldBack: rating === 2,
  };
}

/** Score one scent for a shopper (see the table at the top of this file). */
export function scoreScent(profile: Profile, scent: HouseScent, weights?: Partial<ScoreWeights>): ScentScore {
  return scoreWith(contextOf(profile, { ...DEFAULT_SCORE_WEIGHTS, ...weights }), scent);
}

/** Families the shopper likes or loves (rating ≥ 4), in SCENT_FAMILIES order. */
export function likedFamilies(profile: Profile): ScentFamilyField[] {
  return FAMILY_FIELDS.filter((f) => (ratingOf(profile, f) ?? 0) >= 4);
}

/** Three or more liked families → picks must have distinct dominant families. */
export const DISTINCT_DOMINANT_FROM_LIKED = 3;

interface Candidate {
  scent: HouseScent;
  vector: FamilyVector;
  share: FamilyVector;
  scored: ScentScore;
}

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function byScoreThenId(a: Candidate, b: Candidate): number {
  return b.scored.score - a.scored.score || compareIds(a.scent._id, b.scent._id);
}

/** Input scents sorted by `_id`, one per `_id` (duplicates: the first by content, for determinism). */
function canonicalScents(scents: readonly HouseScent[]): HouseScent[] {
  const keyed = scents
    .filter((s) => s && typeof s._id === 'string')
    .map((s) => ({ s, key: JSON.stringify(s) }))
    .sort((a, b) => compareIds(a.s._id, b.s._id) || compareIds(a.key, b.key));
  const seen = new Set<string>();
  const result: HouseScent[] = [];
  for (const { s } of keyed) {
    if (seen.has(s._id)) continue;
    seen.add(s._id);
    result.push(s);
  }
  return result;
}

/** The family contributing most (positively) to the family score, if any. */
function topPositiveFamily(ctx: ProfileContext, c: Candidate): { field: ScentFamilyField; value: number } | undefined {
  let best: { field: ScentFamilyField; value: number } | undefined;
  for (const field of FAMILY_FIELDS) {
    const value = c.share[field] * pointsOf(ctx.profile, field);
    if (value > 0 && (!best || value > best.value)) best = { field, value };
  }
  return best;
}

function secondFamily(c: Candidate, not: ScentFamilyField): ScentFamilyField | undefined {
  let best: ScentFamilyField | undefined;
  for (const field of FAMILY_FIELDS) {
    if (field === not || c.share[field] < 0.15) continue;
    if (!best || c.share[field] > c.share[best]) best = field;
  }
  return best;
}

/** What sets this scent apart among the family's, every true phrase in order of preference. */
function familyQualifiers(c: Candidate, field: ScentFamilyField, pool: readonly Candidate[]): Qualifier[] {
  if (c.scored.dominantFamily !== field) return [{ kind: 'pairs', with: c.scored.dominantFamily }];
  const qualifiers: Qualifier[] = [];
  const peers = pool.filter((p) => p.scored.dominantFamily === field);
  if (peers.length <= 1) qualifiers.push({ kind: 'ours', family: field });
  else if (peers.every((p) => c.share[field] >= p.share[field])) qualifiers.push({ kind: 'most', family: field });
  const intensity = indexIn(c.scent.intensity);
  if (peers.length > 1 && intensity !== undefined) {
    const others = peers.filter((p) => p !== c).map((p) => indexIn(p.scent.intensity) ?? intensity);
    if (others.every((i) => intensity < i)) qualifiers.push({ kind: 'softest' });
    if (others.every((i) => intensity > i)) qualifiers.push({ kind: 'strongest' });
  }
  const second = secondFamily(c, field);
  if (second) qualifiers.push({ kind: 'adds', family: second });
  qualifiers.push({ kind: 'classic' });
  return qualifiers;
}

/** The first qualifier no earlier pick of the kit used (four reasons should not read alike), else the first. */
function freshQualifier(qualifiers: readonly string[], used: Set<string>): string {
  const qualifier = qualifiers.find((q) => !used.has(q)) ?? qualifiers[0]!;
  used.add(qualifier);
  return qualifier;
}

/**
 * The shopper's first occasion the scent names as its own. A looser match (same day/evening bucket)
 * still scores, but a sentence "for your daytime wear" on a scent made for evenings out would mislead.
 */
function namedOccasion(ctx: ProfileContext, c: Candidate): string | undefined {
  return ctx.occasions.find((occasion) => occasionMatch(occasion, c.scent.occasions ?? []) === 1);
}

/** Every true second sentence for this pick, in order of preference (none when no signal stands out). */
function secondarySentences(ctx: ProfileContext, c: Candidate, primary: KitSignal, words: ReasonWords): string[] {
  const sentences: Array<string | undefined> = [];
  const b = c.scored.breakdown;
  const w = ctx.weights;
  if (primary !== 'known' && w.known > 0 && b.known >= 0.6 * w.known) sentences.push(words.alsoKnown);
  const intensity = indexIn(c.scent.intensity);
  const strengthClose = ctx.strength !== undefined && intensity !== undefined && Math.abs(ctx.strength - intensity) <= 1;
  const occasion = b.occasions > 0 ? namedOccasion(ctx, c) : undefined;
  if (strengthClose && occasion !== undefined && intensity !== undefined) {
    sentences.push(words.strengthFor(intensity <= 1 ? 'softer' : intensity >= 3 ? 'stronger' : 'balanced', occasion));
  }
  if (occasion !== undefined) sentences.push(words.madeFor(occasion));
  if (strengthClose && ctx.strength !== undefined && ctx.strength === intensity) sentences.push(words.strengthTaste(ctx.strength));
  if (b.personality > 0.05 && intensity !== undefined) {
    if (ctx.extroversion > 0 && intensity >= 3) sentences.push(words.outgoing);
    if (ctx.extroversion < 0 && intensity <= 1) sentences.push(words.quiet);
  }
  return sentences.filter((sentence): sentence is string => sentence !== undefined);
}

function explain(
  ctx: ProfileContext,
  c: Candidate,
  pool: readonly Candidate[],
  fill: boolean,
  /** Phrases earlier picks of the kit used: four reasons should not read alike. */
  used: Set<string>,
  words: ReasonWords,
): { reason: string; driver: KitPick['driver'] } {
  const dominant = c.scored.dominantFamily;
  const b = c.scored.breakdown;
  if (fill) return { reason: words.fill(dominant), driver: { signal: 'fill', family: dominant } };
  const top = topPositiveFamily(ctx, c);
  const w = ctx.weights;
  // The strongest taste signal leads the reason; ties go to the earlier signal in this list.
  const options: Array<{ signal: KitSignal; value: number }> = [
    { signal: 'family', value: top?.value ?? 0 },
    { signal: 'known', value: b.known >= KNOWN_REASON_MIN * w.known ? b.known : 0 },
    { signal: 'types', value: b.types >= TYPES_REASON_MIN * w.types ? b.types : 0 },
    { signal: 'appeals', value: b.appeals >= APPEALS_REASON_MIN * w.appeals ? b.appeals : 0 },
  ];
  const lead = options.reduce((best, o) => (o.value > best.value ? o : best), { signal: 'wildcard' as KitSignal, value: 0 });
  const signal: KitSignal = lead.signal;
  let family: ScentFamilyField = dominant;
  let primary: string;
  const overlap = (vector: FamilyVector): ScentFamilyField =>
    FAMILY_FIELDS.reduce((best, f) => (c.share[f] * vector[f] > c.share[best] * vector[best] ? f : best), dominant);
  if (signal === 'family' && top) {
    family = top.field;
    const qualifiers = familyQualifiers(c, top.field, pool).map((q) => words.qualifier(q));
    primary = words.family(ratingOf(ctx.profile, top.field) === 5 ? 'love' : 'like', top.field, freshQualifier(qualifiers, used));
  } else if (signal === 'known') {
    primary = words.known(dominant);
  } else if (signal === 'types') {
    family = overlap(ctx.types);
    primary = words.types(scentTypePhraseFor(ctx.typeLabels, family), family);
  } else if (signal === 'appeals') {
    family = overlap(ctx.appeals);
    const place = placeFor(ctx.profile.appeals ?? [], family);
    primary = words.appeals(place === undefined ? undefined : { label: place, kind: appealRule(place)?.place }, family);
  } else {
    primary = words.wildcard(dominant, ratingOf(ctx.profile, dominant) === 3);
  }
  // A second sentence another pick of the kit already said is left out rather than repeated.
  const secondary = secondarySentences(ctx, c, signal, words).find((sentence) => !used.has(sentence));
  if (secondary) used.add(secondary);
  return { reason: secondary ? `${primary} ${secondary}` : primary, driver: { signal, family } };
}

/** Minimum cosine to the known perfumes for "close to the perfumes you already know". */
const KNOWN_REASON_MIN = 0.5;
/** Minimum cosine to the preferred scent types for a scent-type reason. */
const TYPES_REASON_MIN = 0.5;
/** Minimum cosine to the travel places for a travel reason. */
const APPEALS_REASON_MIN = 0.4;

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/**
 * The Discovery Kit for a shopper: up to `size` (4) house scents, each with a score and a reason.
 * Fewer picks only when too few scents remain after exclusion and the diversity rule (see top).
 */
export function recommendKit(profile: Profile, scents: readonly HouseScent[], options: KitOptions = {}): Kit {
  const size = Math.max(0, Math.floor(options.size ?? DEFAULT_KIT_SIZE));
  const lambda = Math.min(1, Math.max(0, options.lambda ?? DEFAULT_MMR_LAMBDA));
  const ctx = contextOf(profile, { ...DEFAULT_SCORE_WEIGHTS, ...options.weights });

  const candidates: Candidate[] = canonicalScents(scents).map((scent) => {
    const vector = scentVector(scent);
    return { scent, vector, share: shares(vector), scored: scoreWith(ctx, scent) };
  });
  const pool = candidates.filter((c) => !c.scored.excluded);
  const preferred = pool.filter((c) => !c.scored.heldBack);
  const heldBack = pool.filter((c) => c.scored.heldBack).sort(byScoreThenId);

  const scores = pool.map((c) => c.scored.score);
  const min = Math.min(...scores);
  const span = Math.max(...scores) - min;
  const relevance = (c: Candidate): number => (span > 0 ? (c.scored.score - min) / span : 1);

  const distinct = likedFamilies(profile).length >= DISTINCT_DOMINANT_FROM_LIKED;
  const picked: Array<{ c: Candidate; fill: boolean }> = [];
  const allowed = (c: Candidate): boolean =>
    !picked.some((p) => p.c === c) && (!distinct || !picked.some((p) => p.c.scored.dominantFamily === c.scored.dominantFamily));

  while (picked.length < size) {
    let best: { c: Candidate; mmr: number } | undefined;
    for (const c of preferred) {
      if (!allowed(c)) continue;
      const similarity = picked.reduce((max, p) => Math.max(max, cosine(c.vector, p.c.vector)), 0);
      const mmr = lambda * relevance(c) - (1 - lambda) * similarity;
      if (!best || mmr > best.mmr || (mmr === best.mmr && byScoreThenId(c, best.c) < 0)) best = { c, mmr };
    }
    if (!best) break;
    picked.push({ c: best.c, fill: false });
  }
  for (const c of heldBack) {
    if (picked.length >= size) break;
    if (allowed(c)) picked.push({ c, fill: true });
  }

  const used = new Set<string>();
  return {
    picks: picked.map(({ c, fill }) => {
      const { reason, driver } = explain(ctx, c, pool, fill, used, REASON_WORDS[options.language ?? 'en']);
      return {
        scent: c.scent,
        score: round3(c.scored.score),
        reason,
        dominantFamily: c.scored.dominantFamily,
        driver,
        breakdown: c.scored.breakdown,
      };
    }),
  };
}
