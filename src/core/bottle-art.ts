/**
 * How the picker draws a perfume that has no picture (docs/results-experience.md): a bottle whose
 * glass takes its olfactory family's colour, shaded by its sub-family, with a cap and label band in
 * the sub-family's colour and one of a few silhouettes picked from its id. Deterministic (the same
 * perfume always looks the same), no network, and the outline keeps at least 3:1 contrast against
 * a white or cream row.
 */

export type BottleShape = 'classic' | 'slim' | 'round' | 'faceted';
export const BOTTLE_SHAPES: readonly BottleShape[] = ['classic', 'slim', 'round', 'faceted'];

export interface BottleArt {
  glass: string;
  accent: string;
  outline: string;
  shape: BottleShape;
}

/** Base colours of the catalogue's families (and of a few common words in sub-families). */
const FAMILY_COLOURS: Readonly<Record<string, string>> = {
  floral: '#e79bb8',
  oriental: '#e0a04f',
  woody: '#b08358',
  aromatic: '#86b98a',
  chypre: '#a9a85a',
  citrus: '#f2cb3d',
  leather: '#8c6450',
  fresh: '#8ccbe6',
  water: '#7fb6de',
  aquatic: '#72b4dc',
  green: '#7fc07a',
  gourmand: '#cf8d6a',
  fruity: '#ef8f7a',
  spicy: '#d9784f',
  musk: '#c7b5d6',
  vanilla: '#ead08f',
  fougere: '#7fa98a',
  aldehyde: '#c9d3e6',
};
const NEUTRAL = '#c9c0d3';
const INK = '#2b2622';

function key(text: string): string {
  return text.trim().toLowerCase().normalize('NFD').replace(/\p{M}+/gu, '').replace(/[^a-z]+/g, ' ').trim();
}

/** The colour of a family or sub-family: its whole name, else its first word that has one. */
function colourOf(name: string): string | undefined {
  const words = key(name);
  if (words === '') return undefined;
  return FAMILY_COLOURS[words] ?? words.split(' ').map((word) => FAMILY_COLOURS[word]).find((colour) => colour !== undefined);
}

/** FNV-1a: a small, stable hash of a string. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: readonly number[]): string {
  return `#${[r, g, b].map((c) => Math.round(Math.min(255, Math.max(0, c ?? 0))).toString(16).padStart(2, '0')).join('')}`;
}

/** `a` moved towards `b` by `amount` (0..1). */
export function mix(a: string, b: string, amount: number): string {
  const x = channels(a);
  const y = channels(b);
  return toHex(x.map((c, i) => c + ((y[i] ?? 0) - c) * amount));
}

/** WCAG relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Shades of a family's colour, one per sub-family: perfumes of one family still differ. */
const SHADES = [0, 0.18, -0.14, 0.32, -0.24] as const;

export function bottleArt(item: { id: string; family: string; sub_family: string }): BottleArt {
  const base = colourOf(item.family) ?? colourOf(item.sub_family) ?? NEUTRAL;
  const shade = SHADES[hash(key(item.sub_family)) % SHADES.length] ?? 0;
  const glass = shade >= 0 ? mix(base, '#ffffff', shade) : mix(base, INK, -shade);
  const accent = colourOf(item.sub_family) ?? mix(base, INK, 0.35);
  return {
    glass,
    accent: accent === base ? mix(base, INK, 0.35) : accent,
    outline: mix(base, INK, 0.7),
    shape: BOTTLE_SHAPES[hash(item.id) % BOTTLE_SHAPES.length] ?? 'classic',
  };
}
