/**
 * The house scents' descriptions in the other locales, keyed by slug (`house-scent-<slug>`). Names are
 * brand names and stay as they are. A locale that leaves a scent out reads the base (en-US) text.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../contract/markets.ts';
import type { HouseScentDoc } from '../sanity-types.ts';
import { translatedDocument, translationMetadata } from './translate.ts';

type Descriptions = Readonly<Record<string, string>>;

const FR_CA: Descriptions = {
  'petal-theory': 'Un bouquet ensoleillé qui rappelle le premier après-midi chaud du printemps.',
  'garden-letters': 'Une fleur romantique et poudrée qui s’attarde comme un mot écrit à la main.',
  'velvet-hour': 'Des pétales tout doux enveloppés d’une lueur chaude qui dure jusque tard dans la nuit.',
  'ember-study': 'Un sillage chaleureux et rougeoyant, comme une conversation au coin du feu.',
  'velvet-bazaar': 'Une chaleur riche et tourbillonnante, inspirée des marchés éclairés à la lanterne.',
  'midnight-atelier': 'Sophistiqué et ardent, pensé pour la dernière danse de la soirée.',
  'quiet-timber': 'Une chaleur calme et polie, comme un vieux chalet par un après-midi de neige.',
  'library-at-dusk': 'Sec, élégant et un brin fumé, comme l’heure de fermeture parmi les vieux livres.',
  'long-shadows': 'Chaud et sans effort, la douce lueur d’une fin de soirée d’été.',
  'morning-zest': 'Un éclat d’énergie, comme ouvrir toutes les fenêtres d’un seul coup.',
  'sunlit-terrace': 'Pétillant et insouciant, comme un long dîner sur une terrasse au bord de la mer.',
  'sweet-reverie': 'Une douceur réconfortante qui vous enveloppe comme votre chandail préféré.',
  'little-indulgence': 'Espiègle et douillet, comme une gâterie gardée juste pour vous.',
  'island-postcard': 'Chauffé par le soleil et plein de brise, des vacances à porter un mardi ordinaire.',
  'lagoon-fever': 'Luxuriant et juteux, comme danser pieds nus à une fête sur la plage après le coucher du soleil.',
  'orchard-run': 'Croquant et juteux, comme une balade à vélo le long des vergers au début de l’automne.',
  'picnic-light': 'Une douceur fraîchement cueillie pour les après-midi paresseux sur une couverture au parc.',
  'wild-apothecary': 'Un calme propre et aromatique, comme des tablettes bien rangées et des fenêtres ouvertes.',
  'kitchen-garden': 'Des feuilles chauffées au soleil, effleurées de la main par un lent matin d’été.',
  'tidal-hush': 'Frais, aérien et léger, comme l’instant de silence avant qu’une vague se brise.',
  'harbor-morning': 'Des quais patinés, le large et une brise qui vous éclaircit les idées.',
  'linen-sky': 'Léger et aérien, comme des draps qui ondulent sur la corde à linge au soleil.',
  'greenhouse-nine': 'Frais de rosée et bien vivant, comme entrer dans une serre qu’on vient d’arroser.',
  'first-leaf': 'Vif et frais, la sensation de la première journée chaude au parc.',
  'forest-floor': 'Profond, apaisant et silencieux, comme une longue marche sous les grands arbres.',
  'after-the-rain': 'Doux et minéral, le calme d’un sentier de jardin juste après l’orage.',
};

/** British spelling and words where the American text differs (colour, favourite, holiday, jumper). */
const EN_GB: Descriptions = {
  'midnight-atelier': 'Smouldering and sophisticated, made for the last dance of the night.',
  'sweet-reverie': 'A soft, comforting sweetness that wraps around you like a favourite jumper.',
  'little-indulgence': 'Playful and cosy, like a treat you saved just for yourself.',
  'island-postcard': 'Sun-warmed and breezy, a holiday you can wear on any ordinary Tuesday.',
};

/** Canadian English: British spelling, North American words (sweater, vacation). */
const EN_CA: Descriptions = {
  'midnight-atelier': EN_GB['midnight-atelier']!,
  'sweet-reverie': 'A soft, comforting sweetness that wraps around you like a favourite sweater.',
  'little-indulgence': EN_GB['little-indulgence']!,
};

export const HOUSE_SCENT_DESCRIPTIONS: Readonly<Partial<Record<Locale, Descriptions>>> = {
  'fr-CA': FR_CA, 'en-GB': EN_GB, 'en-IE': EN_GB, 'en-CA': EN_CA,
};

const slugOf = (id: string): string => id.replace(/^house-scent-/, '');

/** The translated house scent documents and the metadata linking each base to them. */
export function translatedHouseScents(scents: readonly HouseScentDoc[]): Array<Record<string, unknown>> {
  const unknown = LOCALES.flatMap((locale) => Object.keys(HOUSE_SCENT_DESCRIPTIONS[locale] ?? {}))
    .filter((slug) => !scents.some((scent) => slugOf(scent._id) === slug));
  if (unknown.length > 0) throw new Error(`descriptions for house scents the seed lacks: ${unknown.join(', ')}`);
  return scents.flatMap((scent) => {
    const locales = LOCALES.filter((locale) => HOUSE_SCENT_DESCRIPTIONS[locale]?.[slugOf(scent._id)] !== undefined);
    if (locales.length === 0) return [];
    return [
      ...locales.map((locale) => translatedDocument(scent, { ...scent, description: HOUSE_SCENT_DESCRIPTIONS[locale]![slugOf(scent._id)]! }, locale)),
      translationMetadata(scent, DEFAULT_LOCALE, locales),
    ];
  });
}
