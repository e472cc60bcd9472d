/**
 * The words of a kit pick's reason, per language: the recommender (./match.ts) decides what to say (the
 * signal, the family, the qualifier, the occasion), these say it. French is Canadian French with French
 * typography; English locales share one wording (it uses no word British spelling changes).
 */
import type { TravelPlace } from '../../contract/answer-signals.ts';
import type { RuleLanguage } from '../../contract/ai-rules.ts';
import { frenchTypography } from '../../contract/french-typography.ts';
import type { ScentFamilyField } from '../../contract/profile-fields.ts';
import { familyLabel } from './family-map.ts';
import { normaliseLabel, occasionPhrase } from './signals.ts';

export type Qualifier =
  | { kind: 'pairs'; with: ScentFamilyField }
  | { kind: 'ours' | 'most'; family: ScentFamilyField }
  | { kind: 'softest' | 'strongest' | 'classic' }
  | { kind: 'adds'; family: ScentFamilyField };

export type StrengthKind = 'softer' | 'stronger' | 'balanced';

export interface ReasonWords {
  qualifier(q: Qualifier): string;
  family(verb: 'love' | 'like', family: ScentFamilyField, qualifier: string): string;
  fill(family: ScentFamilyField): string;
  known(family: ScentFamilyField): string;
  types(typePhrase: string | undefined, family: ScentFamilyField): string;
  appeals(place: { label: string; kind: TravelPlace | undefined } | undefined, family: ScentFamilyField): string;
  wildcard(family: ScentFamilyField, neutral: boolean): string;
  alsoKnown: string;
  /** `undefined` when the language has no words for this occasion: the sentence is left out. */
  strengthFor(kind: StrengthKind, occasion: string): string | undefined;
  madeFor(occasion: string): string | undefined;
  strengthTaste(strength: number): string;
  outgoing: string;
  quiet: string;
}

const SUPERLATIVES: Readonly<Record<ScentFamilyField, string>> = {
  floral_scent_notes: 'most floral', warm_spicy_scent_notes: 'warmest', woody_scent_notes: 'woodiest',
  citrus_scent_notes: 'zestiest', sweet_edible_notes: 'sweetest', tropical_fruit_notes: 'most tropical',
  fresh_fruit_notes: 'juiciest', herbal_aromatic_notes: 'most herbal', aquatic_ocean_notes: 'most oceanic',
  green_notes: 'greenest', earthy_mossy_notes: 'earthiest',
};

const STRENGTH_TASTES = ['very subtle scents', 'subtle scents', 'a mix of subtle and strong', 'strong scents', 'very strong scents'] as const;

const article = (word: string): string => (/^[aeiou]/i.test(word) ? 'an' : 'a');
const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const ENGLISH: ReasonWords = {
  qualifier: (q) => {
    switch (q.kind) {
      case 'pairs': return `this one pairs them with ${familyLabel(q.with)} notes`;
      case 'ours': return `this is our ${SUPERLATIVES[q.family]} scent`;
      case 'most': return `this is the ${SUPERLATIVES[q.family]} of them`;
      case 'softest': return 'this is the softest of them';
      case 'strongest': return 'this is the strongest of them';
      case 'adds': return `this one adds ${familyLabel(q.family)} notes`;
      case 'classic': return 'this is a classic take on them';
    }
  },
  family: (verb, family, qualifier) => `You ${verb} ${familyLabel(family)} scents; ${qualifier}.`,
  fill: (family) => `Completes the kit: the closest match left, though you said you dislike ${familyLabel(family)} scents.`,
  known: (family) => `Close to the perfumes you already know: ${article(familyLabel(family))} ${familyLabel(family)} scent.`,
  types: (phrase, family) => `Fits your taste for ${phrase ?? 'the scents you usually prefer'}, with ${familyLabel(family)} notes.`,
  appeals: (place, family) => (place
    ? `Evokes the ${normaliseLabel(place.label)} you like to travel to, with ${familyLabel(family)} notes.`
    : `Matches the places you like to travel to, with ${familyLabel(family)} notes.`),
  wildcard: (family, neutral) => (neutral
    ? `A ${familyLabel(family)} scent to widen your kit: a family you feel neutral about, worth a try.`
    : `${capitalise(article(familyLabel(family)))} ${familyLabel(family)} scent to widen your kit.`),
  alsoKnown: 'Close to the perfumes you already know.',
  strengthFor: (kind, occasion) => `${capitalise(article(kind))} ${kind} pick for your ${occasionPhrase(occasion)}.`,
  madeFor: (occasion) => `Made for your ${occasionPhrase(occasion)}.`,
  strengthTaste: (strength) => `Its strength suits your taste for ${STRENGTH_TASTES[Math.round(strength)] ?? 'balanced scents'}.`,
  outgoing: 'A scent with presence for an outgoing personality.',
  quiet: 'Quiet and close to the skin, to suit a quieter personality.',
};

/** Per family: the plural adjective after "parfums", the feminine plural after "notes", the superlative. */
const FAMILIES_FR: Readonly<Record<ScentFamilyField, { scents: string; notes: string; most: string }>> = {
  floral_scent_notes: { scents: 'floraux', notes: 'florales', most: 'le plus floral' },
  warm_spicy_scent_notes: { scents: 'épicés', notes: 'épicées', most: 'le plus chaleureux' },
  woody_scent_notes: { scents: 'boisés', notes: 'boisées', most: 'le plus boisé' },
  citrus_scent_notes: { scents: 'hespéridés', notes: 'hespéridées', most: 'le plus zesté' },
  sweet_edible_notes: { scents: 'gourmands', notes: 'gourmandes', most: 'le plus gourmand' },
  tropical_fruit_notes: { scents: 'tropicaux', notes: 'tropicales', most: 'le plus tropical' },
  fresh_fruit_notes: { scents: 'fruités', notes: 'fruitées', most: 'le plus juteux' },
  herbal_aromatic_notes: { scents: 'aromatiques', notes: 'aromatiques', most: 'le plus aromatique' },
  aquatic_ocean_notes: { scents: 'marins', notes: 'marines', most: 'le plus marin' },
  green_notes: { scents: 'verts', notes: 'vertes', most: 'le plus vert' },
  earthy_mossy_notes: { scents: 'terreux', notes: 'terreuses', most: 'le plus terreux' },
};

/** The seed's occasion values, as French says "for …"; an occasion a merchant adds has none. */
const OCCASIONS_FR: Readonly<Record<string, string>> = {
  daytime: 'vos journées', work: 'vos journées de travail', 'evenings out': 'vos sorties du soir',
  'date night': 'vos soirées en amoureux', 'special occasions': 'les grandes occasions', weekends: 'vos fins de semaine',
  workouts: 'vos entraînements',
};

const PLACES_FR: Readonly<Record<TravelPlace, string>> = {
  tropics: 'les tropiques', mediterranean: 'la Méditerranée', beach: 'les bords de mer', forest: 'les forêts',
  mountains: 'les montagnes', desert: 'les déserts', city: 'les grandes villes', countryside: 'la campagne',
  gardens: 'les jardins', orchards: 'les vergers', spa: 'les spas',
};

const STRENGTH_TASTES_FR = [
  'les parfums très discrets', 'les parfums discrets', 'un mélange de discret et d’intense', 'les parfums intenses', 'les parfums très intenses',
] as const;

const STRENGTH_KINDS_FR: Readonly<Record<StrengthKind, string>> = { softer: 'plus doux', stronger: 'plus intense', balanced: 'équilibré' };

const fr = (family: ScentFamilyField) => FAMILIES_FR[family];
const occasionFr = (occasion: string): string | undefined => OCCASIONS_FR[normaliseLabel(occasion)];

const FRENCH_WORDS: ReasonWords = {
  qualifier: (q) => {
    switch (q.kind) {
      case 'pairs': return `celui-ci les marie à des notes ${fr(q.with).notes}`;
      case 'ours': return `c’est notre parfum ${fr(q.family).most}`;
      case 'most': return `c’est ${fr(q.family).most} d’entre eux`;
      case 'softest': return 'c’est le plus doux d’entre eux';
      case 'strongest': return 'c’est le plus intense d’entre eux';
      case 'adds': return `celui-ci y ajoute des notes ${fr(q.family).notes}`;
      case 'classic': return 'celui-ci en est une version classique';
    }
  },
  family: (verb, family, qualifier) => `Vous ${verb === 'love' ? 'adorez' : 'aimez'} les parfums ${fr(family).scents} ; ${qualifier}.`,
  fill: (family) => `Complète le coffret : le plus proche qui restait, même si les parfums ${fr(family).scents} ne vous plaisent pas.`,
  known: (family) => `Proche des parfums que vous connaissez déjà : un parfum aux notes ${fr(family).notes}.`,
  types: (_phrase, family) => `Dans l’esprit des parfums que vous préférez, avec des notes ${fr(family).notes}.`,
  appeals: (place, family) => {
    const where = place?.kind ? PLACES_FR[place.kind] : undefined;
    return where
      ? `Évoque ${where} où vous aimez voyager, avec des notes ${fr(family).notes}.`
      : `Rappelle les endroits où vous aimez voyager, avec des notes ${fr(family).notes}.`;
  },
  wildcard: (family, neutral) => (neutral
    ? `Un parfum aux notes ${fr(family).notes} pour élargir votre coffret : une famille qui vous laisse neutre, à découvrir.`
    : `Un parfum aux notes ${fr(family).notes} pour élargir votre coffret.`),
  alsoKnown: 'Proche des parfums que vous connaissez déjà.',
  strengthFor: (kind, occasion) => {
    const when = occasionFr(occasion);
    return when && `Un choix ${STRENGTH_KINDS_FR[kind]} pour ${when}.`;
  },
  madeFor: (occasion) => {
    const when = occasionFr(occasion);
    return when && `Pensé pour ${when}.`;
  },
  strengthTaste: (strength) => `Son intensité convient à votre goût pour ${STRENGTH_TASTES_FR[Math.round(strength)] ?? 'les parfums équilibrés'}.`,
  outgoing: 'Un parfum qui a de la présence, pour une personnalité extravertie.',
  quiet: 'Discret et près de la peau, pour une personnalité plus réservée.',
};

/** French typography on every French sentence, whatever the template. */
function typeset(words: ReasonWords): ReasonWords {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(words)) {
    out[key] = typeof value === 'string'
      ? frenchTypography(value)
      : (...args: unknown[]) => {
        const text = (value as (...a: unknown[]) => string | undefined)(...args);
        return text === undefined ? undefined : frenchTypography(text);
      };
  }
  return out as unknown as ReasonWords;
}

export const REASON_WORDS: Readonly<Record<RuleLanguage, ReasonWords>> = { en: ENGLISH, fr: typeset(FRENCH_WORDS) };
