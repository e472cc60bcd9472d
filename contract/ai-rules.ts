/**
 * The rules of the shopper's description, declared once: the prompt (server/ai/prompt.ts) states them,
 * the validator (server/ai/validator.ts) enforces them, the composer (server/ai/composer.ts) writes
 * within them, and the fixed fallback below passes them. See docs/architecture.md "Change the AI rules".
 */
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
