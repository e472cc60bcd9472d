/**
 * Translations of the seed quiz's steps, keyed by step `name` and item `value`, per locale. A field left
 * out falls back to the base (en-US) text. French follows Québec usage; typography (non-breaking spaces
 * before `:` `?` `!` `%`) is applied when the seed is built.
 */
export interface StepTranslation {
  heading?: string;
  subHeading?: string;
  text?: string;
  labelRange?: readonly [string, string];
  /** Item text by item value. */
  items?: Readonly<Record<string, string>>;
}

export type StepTranslations = Readonly<Record<string, StepTranslation>>;

const RATING_RANGE_FR = ['Je déteste', 'J’adore'] as const;
const rating = (wording: string, subHeading: string): StepTranslation => ({
  heading: `Que pensez-vous des parfums ${wording} ?`, subHeading, labelRange: RATING_RANGE_FR,
});
const PALETTE_FR = {
  '#000000': 'noir', '#7BB0FF': 'bleu', '#7CCA7F': 'vert', '#BE89FF': 'violet', '#FF6666': 'rouge',
  '#FFBCC6': 'rose', '#FFFFFF': 'blanc', '#FFDA56': 'jaune', '#FF9260': 'orange',
} as const;
const ALL_THAT_APPLY_FR = 'Choisissez toutes les réponses qui s’appliquent.';
const AS_MANY_FR = 'Choisissez-en autant que vous voulez.';

export const FR_CA_STEPS: StepTranslations = {
  welcome: { heading: 'Trouvez votre parfum signature', text: 'Quelques questions ludiques, quatre parfums choisis rien que pour vous.' },
  aboutyou: { heading: 'D’abord, parlons un peu de vous', text: 'Des questions rapides, aucune mauvaise réponse.' },
  age: { heading: 'Quelle est votre date de naissance ?', subHeading: 'Elle nous aide à mieux vous cerner, rien de plus.' },
  gender: {
    heading: 'Comment vous identifiez-vous ?', subHeading: 'Nos parfums sont pour tout le monde ; cette réponse nous aide simplement à mieux vous connaître.',
    items: { female: 'Femme', male: 'Homme', 'non-binary': 'Non binaire', 'prefer-not-to-say': 'Je préfère ne pas répondre' },
  },
  grewup: {
    heading: 'Où avez-vous grandi ?',
    items: {
      'united-states': 'États-Unis', canada: 'Canada', 'united-kingdom': 'Royaume-Uni', ireland: 'Irlande', europe: 'Europe',
      'latin-america': 'Amérique latine', asia: 'Asie', africa: 'Afrique', 'middle-east': 'Moyen-Orient', oceania: 'Océanie',
    },
  },
  spendtime: {
    heading: 'Où passez-vous la plupart de votre temps ?',
    items: {
      'big-city': 'Une grande ville', suburbs: 'La banlieue', 'small-town': 'Une petite ville', countryside: 'La campagne',
      coast: 'Au bord de la mer', mountains: 'La montagne',
    },
  },
  personality: {
    heading: 'Êtes-vous de nature plutôt introvertie ou extravertie ?', subHeading: 'Fiez-vous à votre instinct.',
    labelRange: ['Très introverti(e)', 'Très extraverti(e)'],
  },
  travel: {
    heading: 'Quelles destinations vous font rêver ?', subHeading: AS_MANY_FR,
    items: { beach: 'Les plages', mountains: 'La montagne', city: 'Les grandes villes', countryside: 'La campagne', desert: 'Le désert', forest: 'La forêt' },
  },
  scentstory: { heading: 'Le parfum, c’est la mémoire', text: 'Parlons maintenant des odeurs qui vous habitent.' },
  frequency: { heading: 'À quelle fréquence portez-vous du parfum ?', labelRange: ['Jamais', 'Toujours'] },
  occasions: {
    heading: 'Quand aimez-vous porter du parfum ?', subHeading: ALL_THAT_APPLY_FR,
    items: {
      daytime: 'Le jour', work: 'Au travail', 'evenings out': 'En sortie le soir', 'date night': 'En tête-à-tête',
      'special occasions': 'Les grandes occasions', weekends: 'La fin de semaine', workouts: 'À l’entraînement',
    },
  },
  rotation: { heading: 'Combien de parfums portez-vous en alternance ?', items: { 5: '5 ou plus' } },
  strength: {
    heading: 'Quelle intensité aimez-vous pour votre parfum ?', subHeading: 'Un murmure ou une déclaration ?',
    labelRange: ['Très léger', 'Très intense'],
  },
  scenttypes: {
    heading: 'Vers quels types de parfums vous tournez-vous d’habitude ?', subHeading: ALL_THAT_APPLY_FR,
    items: {
      'fresh-clean': 'Frais et net', 'warm-cozy': 'Chaleureux et douillet', 'sweet-gourmand': 'Sucré et gourmand',
      'floral-romantic': 'Floral et romantique', 'woody-earthy': 'Boisé et terreux', 'light-airy': 'Léger et aérien',
    },
  },
  floral: rating('floraux', 'Bouquets, fleurs écloses et balades au jardin.'),
  spicy: rating('chauds et épicés', 'Enveloppants, lumineux et un brin mystérieux.'),
  woody: rating('boisés', 'Pensez chalets, bibliothèques et promenades en forêt.'),
  citrus: rating('d’agrumes', 'Vifs, pétillants et bien éveillés.'),
  sweet: rating('sucrés', 'Un peu gourmands, très réconfortants.'),
  tropical: rating('de fruits tropicaux', 'Soleil, îles et mode vacances.'),
  freshfruit: rating('de fruits frais', 'Croquants, juteux et fraîchement cueillis.'),
  herbal: rating('herbacés', 'Potagers et étagères d’apothicaire.'),
  oceanic: rating('marins', 'Embruns, grand large et air salin.'),
  green: rating('verts', 'Tiges cassées et feuilles fraîchement coupées.'),
  earthy: rating('terreux et moussus', 'Sous-bois et air frais après la pluie.'),
  colors: { heading: 'Quelles couleurs aimez-vous ?', subHeading: AS_MANY_FR, items: PALETTE_FR },
  smells: {
    heading: 'Lesquelles de ces odeurs aimez-vous ?', subHeading: 'Choisissez toutes celles qui vous font sourire.',
    items: {
      'fresh-laundry': 'Le linge propre', campfire: 'Un feu de camp', 'rain-on-pavement': 'La pluie sur le trottoir',
      'cut-grass': 'Le gazon fraîchement coupé', bakery: 'Une boulangerie', 'sea-breeze': 'La brise marine',
      'rose-garden': 'Une roseraie', 'orange-grove': 'Une orangeraie',
    },
  },
  mood: { heading: 'Quelle couleur correspond à votre humeur aujourd’hui ?', subHeading: 'Une seule.', items: PALETTE_FR },
  moment: {
    heading: 'Quel moment vous ressemble le plus ?',
    items: { 'quiet-morning': 'Un matin tranquille', 'golden-hour': 'L’heure dorée', 'starry-night': 'Une nuit étoilée' },
  },
  loyalty: {
    heading: 'Êtes-vous fidèle à un parfum, ou aimez-vous varier ?',
    items: { '-1': 'Je reste fidèle à mes favoris', 0: 'J’aime varier', 1: 'Toujours à l’affût de nouveautés' },
  },
  almostthere: { heading: 'Presque terminé !', text: 'Une dernière chose avant de trouver vos parfums.' },
  favorites: { heading: 'Y a-t-il des parfums que vous connaissez déjà et aimez ?', subHeading: 'Ajoutez-en jusqu’à 4, ou passez cette étape.' },
  results: { heading: 'Nous trouvons vos parfums…', subHeading: 'Nous assemblons vos réponses pour composer un coffret rien que pour vous.' },
};

/** Canadian English: Canadian spelling (colour, favourite); otherwise as en-US. */
export const EN_CA_STEPS: StepTranslations = {
  colors: { heading: 'Which colours do you love?' },
  mood: { heading: 'Which colour matches your mood today?' },
  loyalty: { items: { '-1': 'Stick to my favourites' } },
};

/** British (and Irish) English: spelling and wording. */
export const EN_GB_STEPS: StepTranslations = {
  ...EN_CA_STEPS,
  scenttypes: { items: { 'warm-cozy': 'Warm & cosy' } },
  spicy: { subHeading: 'Cosy, glowing and a little mysterious.' },
  tropical: { subHeading: 'Sunshine, islands and holiday mode.' },
};
