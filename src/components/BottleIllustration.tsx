/**
 * A perfume bottle drawn in SVG, tinted by olfactory family: the picture of a catalogue item that has
 * no image (the shipped catalogue has none). Decorative: the perfume's name is always next to it.
 */

const FAMILY_TINTS: Record<string, string> = {
  floral: '#e9a6bd',
  oriental: '#d99a4e',
  woody: '#a9805c',
  aromatic: '#8cb58a',
  chypre: '#a4a35f',
  citrus: '#f1c83f',
  leather: '#7d5a47',
  fresh: '#8cc4e3',
  water: '#7fb6de',
  green: '#7fbf7a',
  gourmand: '#c98a6b',
};
const NEUTRAL_TINT = '#c9c0d3';

export function familyTint(family: string): string {
  return FAMILY_TINTS[family.trim().toLowerCase()] ?? NEUTRAL_TINT;
}

interface BottleIllustrationProps {
  family: string;
  width?: number;
  height?: number;
}

export function BottleIllustration({ family, width = 48, height = 64 }: BottleIllustrationProps) {
  const tint = familyTint(family);
  return (
    <svg className="bottle" viewBox="0 0 48 64" width={width} height={height} aria-hidden="true" focusable="false">
      <rect x="17" y="2" width="14" height="10" rx="2" fill="#3b3330" />
      <rect x="20" y="12" width="8" height="6" fill="#8d8580" />
      <rect x="6" y="18" width="36" height="43" rx="8" fill={tint} stroke="#3b3330" strokeOpacity=".35" strokeWidth="1.5" />
      <rect x="11" y="23" width="5" height="30" rx="2.5" fill="#fff" opacity=".45" />
      <rect x="15" y="36" width="18" height="11" rx="2" fill="#fff" opacity=".8" />
    </svg>
  );
}
