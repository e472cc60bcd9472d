/**
 * The rules every description must pass, from a model or from the composer (spec §7.5, §9;
 * DECISIONS.md "AI description").
 */
import {
  AI_BULLETS,
  AI_MAX_BULLET_CHARS,
  AI_MAX_WORDS,
  AI_WILD_CARD_ENDING,
  COLOR_PALETTE,
} from '../../src/core/constants.ts';

export type ValidationResult = { ok: true; text: string } | { ok: false; problems: string[] };

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
  colour: [
    ...COLOR_PALETTE.map((colour) => colour.name),
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

export interface ForbiddenMatch {
  /** The word as found in the text, lowercased. */
  word: string;
  category: ForbiddenCategory;
}

const LETTER_BEFORE = '(?<![\\p{L}\\p{N}])';
const LETTER_AFTER = '(?![\\p{L}\\p{N}])';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A whole-word pattern for a word or phrase; `withPlural` also accepts -s, -es and y → -ies. */
function wordPattern(entry: string, withPlural: boolean): string {
  const parts = entry.toLowerCase().split(/[\s-]+/).map(escapeRegExp);
  const last = parts.pop() ?? '';
  let tail = last;
  if (withPlural) {
    tail = /[^aeiou]y$/.test(last) ? `${last.slice(0, -1)}(?:y|ies)` : `${last}(?:s|es)?`;
  }
  return [...parts, tail].join('[\\s-]+');
}

const FORBIDDEN_PATTERNS: ReadonlyArray<{ category: ForbiddenCategory; pattern: RegExp }> =
  (Object.keys(FORBIDDEN_WORDS) as ForbiddenCategory[]).map((category) => {
    const entries = [...new Set(FORBIDDEN_WORDS[category])]
      // Longest first, so that "lily of the valley" is reported whole.
      .sort((a, b) => b.length - a.length)
      .map((entry) => wordPattern(entry, category !== 'feeling'));
    return { category, pattern: new RegExp(`${LETTER_BEFORE}(?:${entries.join('|')})${LETTER_AFTER}`, 'giu') };
  });

/** Every forbidden word in the text, once per word (the first category that lists it wins). */
export function findForbiddenWords(text: string): ForbiddenMatch[] {
  const found = new Map<string, ForbiddenMatch>();
  for (const { category, pattern } of FORBIDDEN_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const word = match[0].toLowerCase().replace(/\s+/g, ' ');
      if (!found.has(word)) found.set(word, { word, category });
    }
  }
  return [...found.values()];
}

const ANALOGY_PATTERNS = [
  new RegExp(`${LETTER_BEFORE}like\\s+a${LETTER_AFTER}`, 'giu'),
  new RegExp(`${LETTER_BEFORE}imagine${LETTER_AFTER}`, 'giu'),
];

/** Occurrences of the phrase "like a" and of the word "imagine", case-insensitively. */
export function countAnalogies(text: string): number {
  return ANALOGY_PATTERNS.reduce((total, pattern) => total + [...text.matchAll(pattern)].length, 0);
}

/** Trim, CRLF (and lone CR) → LF, blank double line breaks collapsed to single ones (spec §7.5). */
export function normalizeText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .trim()
    .replace(/\n\s*\n/g, '\n');
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/u;
const HTML_LIKE = /<[\p{L}/!?]/u;
const URL_LIKE = /(?:\b[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|net|org|io|co|ai|app|dev|shop|store|info|biz|uk|us|ly|me)\b)/iu;
const MARKDOWN_EMPHASIS = /\*\*|__|`/u;
const BULLET = /^[-•*][ \t]+(.*)$/u;
const WILD_CARD_END = new RegExp(`${LETTER_BEFORE}${escapeRegExp(AI_WILD_CARD_ENDING)}[.!]?$`, 'iu');

function excerpt(text: string, max = 40): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}

function countWords(text: string): number {
  return text.split(/\s+/u).filter((word) => word !== '').length;
}

/** Checks a description against every rule; on success returns it normalised ("- " bullets, LF). */
export function validateDescription(text: string): ValidationResult {
  if (typeof text !== 'string') return { ok: false, problems: ['the description is not a text'] };
  const problems: string[] = [];
  const normalized = normalizeText(text);

  const control = CONTROL_CHARS.exec(normalized);
  if (control) {
    const code = control[0].codePointAt(0)?.toString(16).padStart(4, '0') ?? '';
    problems.push(`no control or invisible characters allowed: found U+${code.toUpperCase()}`);
  }
  const html = HTML_LIKE.exec(normalized);
  if (html) problems.push(`no HTML allowed: found "${excerpt(normalized.slice(html.index), 20)}"`);
  const url = URL_LIKE.exec(normalized);
  if (url) problems.push(`no URLs allowed: found "${url[0]}"`);
  if (MARKDOWN_EMPHASIS.test(normalized)) problems.push('no Markdown emphasis or code (**, __, `) allowed');

  const lines = normalized.split('\n').map((line) => line.trim()).filter((line) => line !== '');
  if (lines.length !== AI_BULLETS) {
    problems.push(`must have exactly ${AI_BULLETS} non-empty lines, found ${lines.length}`);
  }

  const bullets: string[] = [];
  lines.forEach((line, index) => {
    const n = index + 1;
    const body = BULLET.exec(line)?.[1]?.trim() ?? '';
    if (body === '') {
      problems.push(`line ${n} must be a bullet starting with "- ": "${excerpt(line)}"`);
      bullets.push(line);
      return;
    }
    bullets.push(body);
    const length = [...body].length;
    if (length >= AI_MAX_BULLET_CHARS) {
      problems.push(`bullet ${n} must be under ${AI_MAX_BULLET_CHARS} characters, has ${length}: "${excerpt(body)}"`);
    }
    for (const { word, category } of findForbiddenWords(body)) {
      problems.push(`forbidden word (${category}) "${word}" in bullet ${n}: "${excerpt(body)}"`);
    }
  });

  const words = bullets.reduce((total, bullet) => total + countWords(bullet), 0);
  if (words > AI_MAX_WORDS) problems.push(`must have at most ${AI_MAX_WORDS} words, has ${words}`);

  const wildCard = bullets[AI_BULLETS - 1];
  if (wildCard !== undefined && !WILD_CARD_END.test(wildCard)) {
    problems.push(`bullet ${AI_BULLETS} must end with '${AI_WILD_CARD_ENDING}': "${excerpt(wildCard)}"`);
  }

  const analogies = countAnalogies(bullets.join('\n'));
  if (analogies !== 1) {
    problems.push(`must have exactly one analogy ("like a …" or "imagine …"), found ${analogies}`);
  }

  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, text: bullets.map((bullet) => `- ${bullet}`).join('\n') };
}
