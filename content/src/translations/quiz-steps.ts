/**
 * Translations of the seed quiz's steps, keyed by step `name` and item `value`, per locale. A field left
 * out falls back to the base (en-US) text. French follows Québec usage; typography (non-breaking spaces
 * before `:` `?` `!` `%`) is applied when the seed is built.
 */
import type { ResultsEmailField } from '../../../contract/content-documents.ts';

export interface StepTranslation {
  heading?: string;
  subHeading?: string;
  text?: string;
  /** The shared screen's heading: the same translation on every step of the screen. */
  screen?: string;
  labelRange?: readonly [string, string];
  /** Item text by item value. */
  items?: Readonly<Record<string, string>>;
  /** `email` steps: consent wording by its `_key` (the version stays the base's: the same wording, translated). */
  consentTexts?: Readonly<Record<string, string>>;
  /** `email` steps: the results e-mail's words. */
  resultsEmail?: Readonly<Partial<Record<ResultsEmailField, string>>>;
}

export type StepTranslations = Readonly<Record<string, StepTranslation>>;

const RATING_RANGE_FR = ['Je déteste', 'J’adore'] as const;
const RATING_SCREENS_FR = ['Que pensez-vous de ces parfums ?', 'Et de ceux-ci ?'] as const;
const rating = (heading: string, subHeading: string, screen: 0 | 1): StepTranslation => ({
  heading, subHeading, labelRange: RATING_RANGE_FR, screen: RATING_SCREENS_FR[screen],
});
const MOODS_FR = {
  '#7BB0FF': 'Calme', '#FFDA56': 'Joie', '#FFBCC6': 'Romantisme', '#FF6666': 'Audace', '#7CCA7F': 'Ancrage',
  '#BE89FF': 'Rêverie', '#FF9260': 'Énergie', '#000000': 'Mystère', '#FFFFFF': 'Sérénité',
} as const;
const PALETTE_FR = {
  '#000000': 'noir', '#7BB0FF': 'bleu', '#7CCA7F': 'vert', '#BE89FF': 'violet', '#FF6666': 'rouge',
  '#FFBCC6': 'rose', '#FFFFFF': 'blanc', '#FFDA56': 'jaune', '#FF9260': 'orange',
} as const;
const ALL_THAT_APPLY_FR = 'Choisissez toutes les réponses qui s’appliquent.';
const AS_MANY_FR = 'Choisissez-en autant que vous voulez.';

export const FR_CA_STEPS: StepTranslations = {
  welcome: { heading: 'Trouvez votre parfum signature', text: 'Quelques questions ludiques, quatre parfums choisis rien que pour vous.' },
  aboutyou: { heading: 'D’abord, parlons un peu de vous', text: 'Des questions rapides, aucune mauvaise réponse.' },
  age: { heading: 'Quelle est votre date de naissance ?', subHeading: 'Elle nous aide à mieux vous cerner, rien de plus.', screen: 'À propos de vous' },
  gender: {
    heading: 'Comment vous identifiez-vous ?', screen: 'À propos de vous', subHeading: 'Nos parfums sont pour tout le monde ; cette réponse nous aide simplement à mieux vous connaître.',
    items: { female: 'Femme', male: 'Homme', 'non-binary': 'Non binaire', 'prefer-not-to-say': 'Je préfère ne pas répondre' },
  },
  grewup: {
    heading: 'Où avez-vous grandi ?', screen: 'Vos lieux',
    items: {
      'united-states': 'États-Unis', canada: 'Canada', 'united-kingdom': 'Royaume-Uni', ireland: 'Irlande', europe: 'Europe',
      'latin-america': 'Amérique latine', asia: 'Asie', africa: 'Afrique', 'middle-east': 'Moyen-Orient', oceania: 'Océanie',
    },
  },
  spendtime: {
    heading: 'Où passez-vous la plupart de votre temps ?', screen: 'Vos lieux',
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
  frequency: { heading: 'À quelle fréquence portez-vous du parfum ?', labelRange: ['Jamais', 'Toujours'], screen: 'Votre façon de le porter' },
  occasions: {
    heading: 'Quand aimez-vous porter du parfum ?', subHeading: ALL_THAT_APPLY_FR, screen: 'Votre routine parfum',
    items: {
      daytime: 'Le jour', work: 'Au travail', 'evenings out': 'En sortie le soir', 'date night': 'En tête-à-tête',
      'special occasions': 'Les grandes occasions', weekends: 'La fin de semaine', workouts: 'À l’entraînement',
    },
  },
  rotation: { heading: 'Combien de parfums portez-vous en alternance ?', items: { 5: '5 ou plus' }, screen: 'Votre routine parfum' },
  strength: {
    heading: 'Quelle intensité aimez-vous pour votre parfum ?', subHeading: 'Un murmure ou une déclaration ?', screen: 'Votre façon de le porter',
    labelRange: ['Très léger', 'Très intense'],
  },
  scenttypes: {
    heading: 'Vers quels types de parfums vous tournez-vous d’habitude ?', subHeading: ALL_THAT_APPLY_FR,
    items: {
      'fresh-clean': 'Frais et net', 'warm-cozy': 'Chaleureux et douillet', 'sweet-gourmand': 'Sucré et gourmand',
      'floral-romantic': 'Floral et romantique', 'woody-earthy': 'Boisé et terreux', 'light-airy': 'Léger et aérien',
    },
  },
  floral: rating('Floraux', 'Bouquets, fleurs écloses et balades au jardin.', 0),
  spicy: rating('Chauds et épicés', 'Enveloppants, lumineux et un brin mystérieux.', 0),
  woody: rating('Boisés', 'Chalets, bibliothèques et promenades en forêt.', 0),
  citrus: rating('Agrumes', 'Vifs, pétillants et bien éveillés.', 0),
  sweet: rating('Sucrés', 'Un peu gourmands, très réconfortants.', 0),
  tropical: rating('Fruits tropicaux', 'Soleil, îles et mode vacances.', 0),
  freshfruit: rating('Fruits frais', 'Croquants, juteux et fraîchement cueillis.', 1),
  herbal: rating('Herbacés', 'Potagers et étagères d’apothicaire.', 1),
  oceanic: rating('Marins', 'Embruns, grand large et air salin.', 1),
  green: rating('Verts', 'Tiges cassées et feuilles fraîchement coupées.', 1),
  earthy: rating('Terreux et moussus', 'Sous-bois et air frais après la pluie.', 1),
  colors: { heading: 'Quelles couleurs aimez-vous ?', subHeading: AS_MANY_FR, items: PALETTE_FR },
  smells: {
    heading: 'Lesquelles de ces odeurs aimez-vous ?', subHeading: 'Choisissez toutes celles qui vous font sourire.',
    items: {
      'fresh-laundry': 'Le linge propre', campfire: 'Un feu de camp', 'rain-on-pavement': 'La pluie sur le trottoir',
      'cut-grass': 'Le gazon fraîchement coupé', bakery: 'Une boulangerie', 'sea-breeze': 'La brise marine',
      'rose-garden': 'Une roseraie', 'orange-grove': 'Une orangeraie',
    },
  },
  mood: { heading: 'Quel mot décrit votre humeur aujourd’hui ?', items: MOODS_FR, screen: 'En ce moment' },
  moment: {
    heading: 'Quel moment vous ressemble le plus ?', screen: 'En ce moment',
    items: { 'quiet-morning': 'Un matin tranquille', 'golden-hour': 'L’heure dorée', 'starry-night': 'Une nuit étoilée' },
  },
  loyalty: {
    heading: 'Êtes-vous fidèle à un parfum, ou aimez-vous varier ?',
    items: { '-1': 'Je reste fidèle à mes favoris', 0: 'J’aime varier', 1: 'Toujours à l’affût de nouveautés' },
  },
  almostthere: { heading: 'Presque terminé !', text: 'Une dernière chose avant de trouver vos parfums.' },
  favorites: { heading: 'Y a-t-il des parfums que vous connaissez déjà et aimez ?', subHeading: 'Ajoutez-en jusqu’à 4, ou passez cette étape.' },
  email: {
    heading: 'Recevoir vos résultats par courriel ?',
    subHeading: 'Nous vous enverrons votre profil et votre coffret découverte pour que vous puissiez y revenir. Ou passez cette étape.',
    consentTexts: {
      'consent-ca': 'Oui, Scentology (1200, rue Sainte-Catherine Ouest, Montréal (Québec) H3B 1K1, care@scentology.example) peut m’envoyer par courriel les résultats de mon questionnaire et des nouvelles de ses parfums. Je peux me désabonner en tout temps.',
      'consent-default': 'Oui, envoyez-moi par courriel les résultats de mon questionnaire et, à l’occasion, des nouvelles de Scentology. Votre adresse ne sert qu’à ces courriels ; vous pouvez vous désabonner en tout temps.',
    },
    resultsEmail: {
      subject: 'Votre profil olfactif et votre coffret découverte',
      heading: 'Votre profil olfactif',
      intro: 'Voici les résultats de votre questionnaire, comme promis : gardez-les sous la main pour choisir votre prochain parfum.',
      kitHeading: 'Votre coffret découverte : quatre parfums choisis pour vous',
      cartButton: 'Ajouter le coffret découverte à mon panier',
      footer: '{sender} vous envoie ce courriel parce que vous avez demandé les résultats de votre questionnaire et accepté d’avoir de nos nouvelles.',
      unsubscribe: 'Me désabonner de ces courriels',
      unsubscribedTitle: 'Votre désabonnement est confirmé',
      unsubscribedText: 'Vous ne recevrez plus de courriels de notre part à cette adresse.',
      invalidLinkTitle: 'Ce lien de désabonnement n’est pas valide',
      invalidLinkText: 'Copiez le lien complet depuis le courriel, ou répondez-y et nous vous désabonnerons.',
    },
  },
  results: { heading: 'Nous trouvons vos parfums…', subHeading: 'Nous assemblons vos réponses pour composer un coffret rien que pour vous.' },
};

/** Canadian English: Canadian spelling (colour, favourite); otherwise as en-US. */
export const EN_CA_STEPS: StepTranslations = {
  colors: { heading: 'Which colours do you love?' },
  loyalty: { items: { '-1': 'Stick to my favourites' } },
};

/** British (and Irish) English: spelling and wording. */
export const EN_GB_STEPS: StepTranslations = {
  ...EN_CA_STEPS,
  scenttypes: { items: { 'warm-cozy': 'Warm & cosy' } },
  spicy: { subHeading: 'Cosy, glowing and a little mysterious.' },
  tropical: { subHeading: 'Sunshine, islands and holiday mode.' },
  mood: { items: { '#FF9260': 'Energised' } },
  email: { resultsEmail: { cartButton: 'Add the Discovery Kit to your basket' } },
};

/** Irish English: as British English in the quiz (the shipping lines differ in the results and marketing). */
export const EN_IE_STEPS: StepTranslations = EN_GB_STEPS;
