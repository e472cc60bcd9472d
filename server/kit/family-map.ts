/**
 * Catalogue olfactory groups → the eleven quiz scent families.
 *
 * The catalogue (`data/fragrances.json`) splits each perfume's olfactory group in two:
 * `family` ("Floral", "Oriental", …) and `sub_family` ("Fruity", "Woody Musk", …; often empty).
 * The kit recommender needs those perfumes on the quiz's own axes (SCENT_FAMILIES), so each value
 * maps to weights over the quiz families. Every row sums to 1.
 *
 * family (catalogue)  | quiz families
 * --------------------|------------------------------------------------------------
 * Floral              | floral 1.0
 * Oriental            | warm spicy 0.7 · sweet 0.3
 * Woody               | woody 0.85 · earthy/mossy 0.15
 * Aromatic            | herbal 0.7 · green 0.15 · woody 0.15
 * Chypre              | earthy/mossy 0.6 · woody 0.2 · citrus 0.2   (oakmoss, labdanum, bergamot)
 * Citrus              | citrus 0.8 · fresh fruit 0.2
 * Leather             | woody 0.5 · earthy/mossy 0.3 · warm spicy 0.2
 *
 * sub_family          | quiz families
 * --------------------|------------------------------------------------------------
 * Floral              | floral 1.0
 * Floral Musk         | floral 0.7 · earthy/mossy 0.3
 * Fruity              | fresh fruit 0.6 · tropical 0.2 · sweet 0.2
 * Fruity Gourmand     | sweet 0.5 · fresh fruit 0.3 · tropical 0.2
 * Gourmand            | sweet 1.0
 * Vanilla             | sweet 0.8 · warm spicy 0.2
 * Spicy               | warm spicy 1.0
 * Woody               | woody 1.0
 * Woody Musk          | woody 0.7 · earthy/mossy 0.3
 * Chypre              | earthy/mossy 0.6 · woody 0.2 · citrus 0.2
 * Aromatic            | herbal 0.8 · green 0.2
 * Fougere             | herbal 0.6 · green 0.2 · earthy/mossy 0.2     (lavender, oakmoss, coumarin)
 * Green               | green 1.0
 * Aquatic             | aquatic/ocean 1.0
 * Aldehyde            | floral 0.6 · citrus 0.4                       (sparkling, soapy floral)
 *
 * A perfume's vector = 0.65 × family row + 0.35 × sub_family row when both are known; only one known
 * → that row alone; neither known (empty, or a value not in the tables) → the empty vector (no pull).
 * Lookup ignores case and surrounding/inner extra spaces ("woody  musk" = "Woody Musk").
 * Values present in the catalogue (9,516 items): family ∈ {Floral, Oriental, Woody, Aromatic, Chypre,
 * Citrus, Leather, ""}; sub_family ∈ the sub_family table above plus "".
 */
import { SCENT_FAMILIES } from '../../contract/profile-fields.ts';
import type { ScentFamilyField } from '../../contract/profile-fields.ts';

/** Sparse weights over the quiz families (absent = 0). */
export type FamilyWeights = Partial<Record<ScentFamilyField, number>>;
/** Dense weights over all eleven quiz families, in SCENT_FAMILIES order when iterated. */
export type FamilyVector = Record<ScentFamilyField, number>;

/** The quiz family fields, in SCENT_FAMILIES order (ties are broken by this order). */
export const FAMILY_FIELDS: readonly ScentFamilyField[] = SCENT_FAMILIES.map((f) => f.field);

/** Short readable label of a quiz family ("woody", "fresh fruit", …). */
export function familyLabel(field: ScentFamilyField): string {
  return SCENT_FAMILIES.find((f) => f.field === field)?.label ?? field;
}

/** Catalogue `family` → quiz family weights (see the table above). */
export const CATALOGUE_FAMILY_WEIGHTS: Readonly<Record<string, Readonly<FamilyWeights>>> = {
  Floral: { floral_scent_notes: 1 },
  Oriental: { warm_spicy_scent_notes: 0.7, sweet_edible_notes: 0.3 },
  Woody: { woody_scent_notes: 0.85, earthy_mossy_notes: 0.15 },
  Aromatic: { herbal_aromatic_notes: 0.7, green_notes: 0.15, woody_scent_notes: 0.15 },
  Chypre: { earthy_mossy_notes: 0.6, woody_scent_notes: 0.2, citrus_scent_notes: 0.2 },
  Citrus: { citrus_scent_notes: 0.8, fresh_fruit_notes: 0.2 },
  Leather: { woody_scent_notes: 0.5, earthy_mossy_notes: 0.3, warm_spicy_scent_notes: 0.2 },
};

/** Catalogue `sub_family` → quiz family weights (see the table above). */
export const CATALOGUE_SUB_FAMILY_WEIGHTS: Readonly<Record<string, Readonly<FamilyWeights>>> = {
  Floral: { floral_scent_notes: 1 },
  'Floral Musk': { floral_scent_notes: 0.7, earthy_mossy_notes: 0.3 },
  Fruity: { fresh_fruit_notes: 0.6, tropical_fruit_notes: 0.2, sweet_edible_notes: 0.2 },
  'Fruity Gourmand': { sweet_edible_notes: 0.5, fresh_fruit_notes: 0.3, tropical_fruit_notes: 0.2 },
  Gourmand: { sweet_edible_notes: 1 },
  Vanilla: { sweet_edible_notes: 0.8, warm_spicy_scent_notes: 0.2 },
  Spicy: { warm_spicy_scent_notes: 1 },
  Woody: { woody_scent_notes: 1 },
  'Woody Musk': { woody_scent_notes: 0.7, earthy_mossy_notes: 0.3 },
  Chypre: { earthy_mossy_notes: 0.6, woody_scent_notes: 0.2, citrus_scent_notes: 0.2 },
  Aromatic: { herbal_aromatic_notes: 0.8, green_notes: 0.2 },
  Fougere: { herbal_aromatic_notes: 0.6, green_notes: 0.2, earthy_mossy_notes: 0.2 },
  Green: { green_notes: 1 },
  Aquatic: { aquatic_ocean_notes: 1 },
  Aldehyde: { floral_scent_notes: 0.6, citrus_scent_notes: 0.4 },
};

/** Share of the `family` row when both `family` and `sub_family` are known. */
export const FAMILY_SHARE = 0.65;
/** Share of the `sub_family` row when both are known. */
export const SUB_FAMILY_SHARE = 0.35;

function canonicalKey(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toLowerCase();
}

function indexTable(table: Readonly<Record<string, Readonly<FamilyWeights>>>): Map<string, Readonly<FamilyWeights>> {
  const index = new Map<string, Readonly<FamilyWeights>>();
  for (const [key, weights] of Object.entries(table)) index.set(canonicalKey(key), weights);
  return index;
}

const FAMILY_INDEX = indexTable(CATALOGUE_FAMILY_WEIGHTS);
const SUB_FAMILY_INDEX = indexTable(CATALOGUE_SUB_FAMILY_WEIGHTS);

/** A dense vector of zeros. */
export function emptyVector(): FamilyVector {
  const vector = {} as FamilyVector;
  for (const field of FAMILY_FIELDS) vector[field] = 0;
  return vector;
}

/** Dense copy of sparse weights; non-finite or negative values count as 0. */
export function toVector(weights: FamilyWeights | undefined): FamilyVector {
  const vector = emptyVector();
  if (!weights) return vector;
  for (const field of FAMILY_FIELDS) {
    const value = weights[field];
    vector[field] = typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
  }
  return vector;
}

/** Weights of a catalogue `family` value; unknown or empty → undefined. */
export function catalogueFamilyWeights(family: string | undefined | null): Readonly<FamilyWeights> | undefined {
  return typeof family === 'string' ? FAMILY_INDEX.get(canonicalKey(family)) : undefined;
}

/** Weights of a catalogue `sub_family` value; unknown or empty → undefined. */
export function catalogueSubFamilyWeights(subFamily: string | undefined | null): Readonly<FamilyWeights> | undefined {
  return typeof subFamily === 'string' ? SUB_FAMILY_INDEX.get(canonicalKey(subFamily)) : undefined;
}

/**
 * Quiz-family vector of one catalogue perfume from its `family` and `sub_family`.
 * Unknown values contribute nothing; both unknown → all zeros.
 */
export function perfumeVector(family: string | undefined | null, subFamily: string | undefined | null): FamilyVector {
  const main = catalogueFamilyWeights(family);
  const sub = catalogueSubFamilyWeights(subFamily);
  const vector = emptyVector();
  const mainShare = main && sub ? FAMILY_SHARE : 1;
  const subShare = main && sub ? SUB_FAMILY_SHARE : 1;
  for (const field of FAMILY_FIELDS) {
    vector[field] = (main?.[field] ?? 0) * mainShare + (sub?.[field] ?? 0) * subShare;
  }
  return vector;
}

/** Sum of a vector's weights. */
export function vectorSum(vector: FamilyVector): number {
  let sum = 0;
  for (const field of FAMILY_FIELDS) sum += vector[field];
  return sum;
}

/** Cosine similarity of two vectors (0 when either is all zeros). Weights are non-negative, so 0..1. */
export function cosine(a: FamilyVector, b: FamilyVector): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const field of FAMILY_FIELDS) {
    dot += a[field] * b[field];
    na += a[field] * a[field];
    nb += b[field] * b[field];
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

/** Highest-weight family; ties (including all zeros) go to the earlier family in SCENT_FAMILIES. */
export function dominantFamily(vector: FamilyVector): ScentFamilyField {
  let best: ScentFamilyField = FAMILY_FIELDS[0] ?? 'floral_scent_notes';
  for (const field of FAMILY_FIELDS) if (vector[field] > vector[best]) best = field;
  return best;
}
