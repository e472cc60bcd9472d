/**
 * The rules of the shopper's description, declared once: the prompt (server/ai/prompt.ts) states them,
 * the validator (server/ai/validator.ts) enforces them, the composer (server/ai/composer.ts) writes
 * within them, and the fixed fallback below passes them. See docs/architecture.md "Change the AI rules".
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from './markets.ts';

/** The model's settings. */
export const AI_TEMPERATURE = 0.12;
export const AI_MAX_TOKENS = 200;
export const AI_PRESENCE_PENALTY = 1;

/** Exactly this many bullets, each starting with "- ". */
export const AI_BULLETS = 4;
/** Every bullet is shorter than this many characters. */
export const AI_MAX_BULLET_CHARS = 80;
/** At most this many words in all. */
export const AI_MAX_WORDS = 120;
/** The last bullet is the wild card and ends with this phrase. */
export const AI_WILD_CARD_ENDING = 'science cannot always predict desire';
/** Exactly one analogy, opened by one of these (matched as whole words, case-insensitively). */
export const AI_ANALOGY_OPENERS = ['like a', 'imagine'] as const;

export type ForbiddenCategory = 'fruity' | 'feeling' | 'colour' | 'scent family' | 'note or ingredient' | 'food';

/**
 * Forbidden words and phrases, matched as whole words, case-insensitively. Except for feeling words,
 * plurals match too ("roses", "berries").
 */
export const FORBIDDEN_WORDS: Readonly<Record<ForbiddenCategory, readonly string[]>> = {
  fruity: ['fruity'],
  feeling: [
    'confident', 'confidence', 'bold', 'boldly', 'boldness', 'happy', 'happiness', 'sad', 'sadness',
    'joyful', 'joy', 'joyous', 'excited', 'excitement', 'calm', 'calming', 'sexy', 'empowered',
    'empowering', 'fearless', 'daring', 'brave', 'cheerful', 'serene', 'peaceful', 'relaxed', 'anxious',
    'nervous', 'proud', 'carefree', 'blissful', 'euphoric', 'elated', 'playful', 'flirty', 'seductive',
    'sensual', 'passionate', 'romantic', 'cozy', 'cosy', 'nostalgic', 'melancholy', 'lonely', 'angry',
    'fierce', 'powerful', 'uplifted', 'uplifting', 'energized', 'energised', 'moody', 'sassy',
  ],
  // Every palette colour's name (contract/profile-fields.ts) is among these; ai-rules.test.ts checks it.
  colour: [
    'red', 'blue', 'green', 'yellow', 'orange', 'purple', 'pink', 'white', 'black', 'gold', 'golden',
    'silver', 'brown', 'grey', 'gray', 'violet', 'amber', 'beige', 'ivory', 'crimson', 'scarlet',
    'teal', 'turquoise', 'navy', 'lilac', 'indigo', 'maroon', 'magenta', 'cyan', 'khaki', 'bronze',
    'copper', 'burgundy', 'emerald', 'ruby', 'coral', 'azure', 'mauve', 'ochre', 'fuchsia', 'vermilion',
  ],
  'scent family': [
    'floral', 'woody', 'citrus', 'citrusy', 'spicy', 'herbal', 'aquatic', 'musky', 'smoky', 'smokey',
    'powdery', 'gourmand', 'mossy', 'balsamic', 'resinous', 'ozonic', 'zesty', 'aldehydic', 'fougere',
    'fougère', 'chypre',
  ],
  'note or ingredient': [
    // flowers
    'rose', 'rosy', 'jasmine', 'tuberose', 'gardenia', 'lily', 'lily of the valley', 'peony', 'magnolia',
    'freesia', 'ylang', 'ylang ylang', 'geranium', 'mimosa', 'heliotrope', 'honeysuckle', 'osmanthus', 'orchid',
    'carnation', 'narcissus', 'hyacinth', 'frangipani', 'tiare', 'lotus', 'cyclamen', 'chamomile',
    'camomile', 'marigold', 'iris', 'orris', 'neroli', 'orange blossom', 'lavender', 'lilac', 'violet',
    'flower', 'blossom', 'petal',
    // citrus
    'bergamot', 'lemon', 'lime', 'mandarin', 'tangerine', 'clementine', 'grapefruit', 'yuzu', 'citron',
    'petitgrain', 'verbena',
    // woods, mosses, resins
    'sandalwood', 'cedar', 'cedarwood', 'pine', 'fir', 'cypress', 'birch', 'oak', 'oakmoss', 'moss',
    'lichen', 'fern', 'guaiac', 'cashmeran', 'bamboo', 'papyrus', 'driftwood', 'oud', 'agarwood',
    'patchouli', 'vetiver', 'tonka', 'benzoin', 'labdanum', 'myrrh', 'frankincense', 'incense',
    'olibanum', 'resin', 'balsam', 'tolu', 'elemi', 'opoponax', 'styrax', 'copal',
    // spices and herbs
    'spice', 'herb', 'pepper', 'peppercorn', 'cinnamon', 'cardamom', 'clove', 'nutmeg', 'ginger',
    'saffron', 'cumin', 'anise', 'aniseed', 'licorice', 'liquorice', 'coriander', 'caraway', 'juniper',
    'basil', 'mint', 'peppermint', 'spearmint', 'sage', 'rosemary', 'thyme', 'tarragon', 'eucalyptus',
    'artemisia', 'wormwood', 'angelica',
    // musks, animalics, materials
    'musk', 'ambergris', 'ambrette', 'ambroxan', 'civet', 'castoreum', 'aldehyde', 'iso e super',
    'calone', 'hedione', 'galbanum', 'leather', 'suede', 'tobacco', 'smoke', 'beeswax', 'ozone',
    'seaweed', 'petrichor', 'grass', 'hay', 'cassis', 'blackcurrant', 'fig', 'rhubarb', 'cucumber',
    'tea', 'matcha', 'vanilla', 'vanille',
  ],
  food: [
    'fruit', 'berry', 'chocolate', 'cocoa', 'cacao', 'honey', 'honeyed', 'caramel', 'toffee', 'candy',
    'candyfloss', 'cotton candy', 'bubblegum', 'lollipop', 'marshmallow', 'cake', 'cupcake', 'cookie',
    'biscuit', 'bread', 'butter', 'buttery', 'cream', 'whipped cream', 'milk', 'custard', 'pudding',
    'pastry', 'pie', 'jam', 'syrup', 'maple', 'sugar', 'sugary', 'praline', 'nougat', 'marzipan',
    'dessert', 'macaron', 'doughnut', 'donut', 'croissant', 'popcorn', 'waffle', 'pancake',
    'ice cream', 'gelato', 'sorbet', 'cheese', 'bacon', 'pizza', 'gingerbread', 'brownie',
    'apple', 'peach', 'cherry', 'coconut', 'banana', 'strawberry', 'raspberry', 'blueberry',
    'blackberry', 'cranberry', 'pear', 'plum', 'apricot', 'nectarine', 'mango', 'pineapple', 'papaya',
    'guava', 'lychee', 'litchi', 'pomegranate', 'passionfruit', 'passion fruit', 'melon', 'watermelon',
    'grape', 'kiwi', 'lemonade', 'juice', 'almond', 'pistachio', 'hazelnut', 'walnut', 'chestnut',
    'peanut', 'nut', 'salt', 'sea salt', 'olive', 'tomato', 'caviar', 'truffle', 'coffee', 'espresso',
    'latte', 'cappuccino', 'wine', 'champagne', 'prosecco', 'rum', 'whisky', 'whiskey', 'bourbon',
    'brandy', 'cognac', 'gin', 'vodka', 'tequila', 'sweets',
  ],
};

/** Feeling words the prompt names as examples (the validator forbids every FORBIDDEN_WORDS.feeling word). */
export const PROMPT_FEELING_EXAMPLES = ['confident', 'bold'] as const;

/**
 * The fixed description, bullet by bullet: what the composer falls back to if none of its drafts pass,
 * and what the element shows when the analysis failed after its retries and no description arrived.
 * Bullet 3 holds the one analogy; bullet 4 is the wild card.
 */
export const FALLBACK_BULLETS = [
  'You know your own mind, and your scent should too.',
  'A mood, not a recipe: that is what we look for.',
  'Imagine a shelf that finally makes sense.',
  `Wild card: a surprise, because ${AI_WILD_CARD_ENDING}.`,
] as const;

export const FALLBACK_DESCRIPTION = FALLBACK_BULLETS.map((bullet) => `- ${bullet}`).join('\n');

// ---------------------------------------------------------------------------------------------
// The rules per language (docs/decisions.md "The description in the shopper's language")

/** The locales a description is written in: the markets' (./markets.ts). */
export const DESCRIPTION_LOCALES = LOCALES;
export type DescriptionLocale = Locale;
export const DEFAULT_DESCRIPTION_LOCALE: DescriptionLocale = DEFAULT_LOCALE;

/** The languages whose rules differ; English locales share one set of rules. */
export type RuleLanguage = 'en' | 'fr';
/**
 * How a locale spells and words things: `us` (color, vacation), `gb` (colour, holiday) or `ca`
 * (British spelling, North American words: colour, vacation). French has one variant.
 */
export type Spelling = 'us' | 'gb' | 'ca' | 'fr';

export const LOCALE_RULES: Readonly<Record<DescriptionLocale, { language: RuleLanguage; spelling: Spelling; name: string }>> = {
  'en-US': { language: 'en', spelling: 'us', name: 'American English' },
  'en-CA': { language: 'en', spelling: 'ca', name: 'Canadian English (colour, favourite; vacation, sweater)' },
  'en-GB': { language: 'en', spelling: 'gb', name: 'British English (colour, favourite, holiday)' },
  'en-IE': { language: 'en', spelling: 'gb', name: 'Irish English (British spelling: colour, favourite, holiday)' },
  'fr-CA': { language: 'fr', spelling: 'fr', name: 'Canadian French (français du Québec, French typography)' },
};

/**
 * A requested locale as a description locale: a supported one as is (any letter case, `_` or `-`),
 * another French one (`fr`, `fr-FR`) as `fr-CA`, anything else (absent, unknown, not a text) as `en-US`.
 */
export function resolveDescriptionLocale(requested: unknown): DescriptionLocale {
  if (typeof requested !== 'string') return DEFAULT_DESCRIPTION_LOCALE;
  const [language = '', region = ''] = requested.trim().replace(/_/g, '-').split('-');
  const tag = `${language.toLowerCase()}-${region.toUpperCase()}`;
  const supported = DESCRIPTION_LOCALES.find((locale) => locale === tag);
  if (supported) return supported;
  return language.toLowerCase() === 'fr' ? 'fr-CA' : DEFAULT_DESCRIPTION_LOCALE;
}

export interface LanguageRules {
  /** The last bullet ends with this phrase. */
  wildCardEnding: string;
  /** Exactly one analogy, opened by one of these (whole words, case-insensitively). */
  analogyOpeners: readonly string[];
  forbiddenWords: Readonly<Record<ForbiddenCategory, readonly string[]>>;
  /** How a forbidden word's plural (and, in French, feminine) is formed: matched after the word. */
  inflection: 'english' | 'french';
  /** French matches forbidden words without accents too ("fruite" is "fruité"). */
  accentInsensitive: boolean;
  /** Words that look like a forbidden one but are not (French « rosée », dew, is not « rosé »), as written. */
  allowedWords: readonly string[];
  promptFeelingExamples: readonly string[];
  fallbackBullets: readonly [string, string, string, string];
}

export const FR_WILD_CARD_ENDING = 'la science ne prédit pas toujours le désir';

/**
 * French forbidden words. Plurals and feminines ending in -s, -x, -e, -es match too; other feminines
 * ("heureuse") are listed.
 */
export const FR_FORBIDDEN_WORDS: Readonly<Record<ForbiddenCategory, readonly string[]>> = {
  fruity: ['fruité'],
  feeling: [
    'confiant', 'confiance', 'audacieux', 'audacieuse', 'audace', 'heureux', 'heureuse', 'bonheur', 'triste',
    'tristesse', 'joyeux', 'joyeuse', 'joie', 'excité', 'excitation', 'calme', 'apaisant', 'apaisé', 'sexy',
    'sensuel', 'sensuelle', 'séduisant', 'séducteur', 'séductrice', 'passionné', 'romantique', 'serein',
    'sereine', 'sérénité', 'paisible', 'détendu', 'anxieux', 'anxieuse', 'nerveux', 'nerveuse', 'fier', 'fière',
    'fierté', 'insouciant', 'euphorique', 'enjoué', 'espiègle', 'nostalgique', 'mélancolie', 'mélancolique',
    'colère', 'fougueux', 'fougueuse', 'puissant', 'intrépide', 'courageux', 'courageuse', 'douillet',
    'douillette', 'réconfortant', 'ludique', 'coquin', 'coquine',
  ],
  colour: [
    'rouge', 'bleu', 'vert', 'jaune', 'orange', 'violet', 'violette', 'mauve', 'rose', 'rosé', 'blanc',
    'blanche', 'noir', 'or', 'doré', 'argent', 'argenté', 'marron', 'brun', 'gris', 'ambre', 'ambré',
    'beige', 'ivoire', 'pourpre', 'écarlate', 'turquoise', 'corail', 'bordeaux', 'émeraude', 'rubis',
    'lilas', 'indigo', 'cuivre', 'cuivré', 'bronze', 'kaki', 'fuchsia', 'magenta', 'cyan', 'ocre', 'vermillon',
  ],
  'scent family': [
    'floral', 'florale', 'floraux', 'boisé', 'hespéridé', 'agrume', 'épicé', 'aromatique', 'aquatique',
    'musqué', 'fumé', 'poudré', 'gourmand', 'gourmande', 'moussu', 'balsamique', 'résineux', 'ozonique',
    'aldéhydé', 'fougère', 'chypre', 'chypré', 'oriental', 'orientale', 'orientaux',
  ],
  'note or ingredient': [
    'jasmin', 'tubéreuse', 'gardénia', 'lys', 'muguet', 'pivoine', 'magnolia', 'freesia', 'ylang', 'géranium',
    'mimosa', 'héliotrope', 'chèvrefeuille', 'osmanthus', 'orchidée', 'œillet', 'narcisse', 'jacinthe',
    'frangipanier', 'tiaré', 'lotus', 'camomille', 'iris', 'néroli', 'fleur d\'oranger', 'lavande', 'fleur',
    'pétale', 'bergamote', 'citron', 'lime', 'mandarine', 'clémentine', 'pamplemousse', 'yuzu', 'cédrat',
    'verveine', 'santal', 'cèdre', 'pin', 'sapin', 'cyprès', 'bouleau', 'chêne', 'mousse', 'lichen',
    'bambou', 'papyrus', 'oud', 'patchouli', 'vétiver', 'tonka', 'benjoin', 'labdanum', 'myrrhe', 'encens',
    'oliban', 'résine', 'baume', 'épice', 'poivre', 'cannelle', 'cardamome', 'clou de girofle', 'muscade',
    'gingembre', 'safran', 'cumin', 'anis', 'réglisse', 'coriandre', 'genièvre', 'basilic', 'menthe',
    'sauge', 'romarin', 'thym', 'estragon', 'eucalyptus', 'absinthe', 'angélique', 'herbe', 'musc',
    'civette', 'aldéhyde', 'galbanum', 'cuir', 'daim', 'tabac', 'fumée', 'cire', 'ozone', 'algue',
    'pétrichor', 'foin', 'cassis', 'figue', 'rhubarbe', 'concombre', 'thé', 'matcha', 'vanille',
  ],
  food: [
    'fruit', 'baie', 'chocolat', 'cacao', 'miel', 'caramel', 'bonbon', 'barbe à papa', 'guimauve', 'gâteau',
    'biscuit', 'pain', 'beurre', 'crème', 'lait', 'pâtisserie', 'tarte', 'confiture', 'sirop', 'érable',
    'sucre', 'sucré', 'praliné', 'nougat', 'massepain', 'dessert', 'macaron', 'beigne', 'croissant',
    'gaufre', 'crêpe', 'glace', 'sorbet', 'fromage', 'pomme', 'pêche', 'cerise', 'noix de coco', 'coco',
    'banane', 'fraise', 'framboise', 'bleuet', 'myrtille', 'mûre', 'canneberge', 'poire', 'prune',
    'abricot', 'mangue', 'ananas', 'papaye', 'goyave', 'litchi', 'grenade', 'fruit de la passion', 'melon',
    'pastèque', 'raisin', 'kiwi', 'limonade', 'jus', 'amande', 'pistache', 'noisette', 'noix', 'châtaigne',
    'marron glacé', 'arachide', 'sel', 'olive', 'tomate', 'caviar', 'truffe', 'café', 'espresso', 'latte',
    'vin', 'champagne', 'rhum', 'whisky', 'cognac', 'gin', 'vodka', 'tequila', 'friandise', 'sucrerie',
  ],
};

export const LANGUAGE_RULES: Readonly<Record<RuleLanguage, LanguageRules>> = {
  en: {
    wildCardEnding: AI_WILD_CARD_ENDING,
    analogyOpeners: AI_ANALOGY_OPENERS,
    forbiddenWords: FORBIDDEN_WORDS,
    inflection: 'english',
    accentInsensitive: false,
    allowedWords: [],
    promptFeelingExamples: PROMPT_FEELING_EXAMPLES,
    fallbackBullets: FALLBACK_BULLETS,
  },
  fr: {
    wildCardEnding: FR_WILD_CARD_ENDING,
    analogyOpeners: ['comme un', 'comme une', 'imaginez'],
    forbiddenWords: FR_FORBIDDEN_WORDS,
    inflection: 'french',
    accentInsensitive: true,
    allowedWords: ['rosée', 'rosées', 'pinède'],
    promptFeelingExamples: ['confiant', 'audacieux'],
    fallbackBullets: [
      'Vous savez ce que vous voulez, et votre parfum aussi.',
      'Une humeur plutôt qu\'une recette\u00a0: voilà ce que nous cherchons.',
      'Imaginez une étagère où tout trouve enfin sa place.',
      `Pour finir, un pari, car ${FR_WILD_CARD_ENDING}.`,
    ],
  },
};

/** The rules a description in this locale follows. */
export function rulesFor(locale: DescriptionLocale): LanguageRules {
  return LANGUAGE_RULES[LOCALE_RULES[locale].language];
}

/** The fixed description of a locale (British spelling needs no change: it names no spelt word). */
export function fallbackDescription(locale: DescriptionLocale): string {
  return rulesFor(locale).fallbackBullets.map((bullet) => `- ${bullet}`).join('\n');
}
