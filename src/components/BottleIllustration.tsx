/**
 * A perfume bottle drawn in SVG: the picture of a catalogue item that has no image (the shipped
 * catalogue has none). Colours and silhouette come from the perfume's family, sub-family and id
 * (src/core/bottle-art.ts). Decorative: the perfume's name is always next to it.
 */
import { bottleArt, type BottleShape } from '../core/bottle-art.ts';

interface BottleIllustrationProps {
  id: string;
  family: string;
  subFamily: string;
  width?: number;
  height?: number;
}

/** Cap, neck, glass and label band of each silhouette, in a 48 × 64 box. */
const SHAPES: Record<BottleShape, { cap: string; neck: string; label: string; shine: string }> = {
  classic: { cap: 'M17 2h14v10H17z', neck: 'M20 12h8v6h-8z', label: 'M14 36h20v11H14z', shine: 'M11 23h5v30h-5z' },
  slim: { cap: 'M19 1h10v13H19z', neck: 'M21 14h6v5h-6z', label: 'M16 37h16v10H16z', shine: 'M15 24h4v32h-4z' },
  round: { cap: 'M18 3h12v11H18z', neck: 'M21 14h6v7h-6z', label: 'M15 38h18v9H15z', shine: 'M11 34h4v14h-4z' },
  faceted: { cap: 'M16 2h16l-2 11H18z', neck: 'M20 13h8v5h-8z', label: 'M13 36h22v11H13z', shine: 'M9 31h4v20H9z' },
};

function Glass({ shape, fill, stroke }: { shape: BottleShape; fill: string; stroke: string }) {
  const common = { 'data-part': 'glass', fill, stroke, strokeWidth: 1.5 };
  switch (shape) {
    case 'classic':
      return <rect x="6" y="18" width="36" height="43" rx="8" {...common} />;
    case 'slim':
      return <rect x="11" y="19" width="26" height="43" rx="6" {...common} />;
    case 'round':
      return <circle cx="24" cy="41" r="20" {...common} />;
    case 'faceted':
      return <path d="M14 18h20l9 11v23l-9 10H14l-9-10V29z" {...common} />;
  }
}

export function BottleIllustration({ id, family, subFamily, width = 48, height = 64 }: BottleIllustrationProps) {
  const art = bottleArt({ id, family, sub_family: subFamily });
  const parts = SHAPES[art.shape];
  return (
    <svg className="bottle" viewBox="0 0 48 64" width={width} height={height} aria-hidden="true" focusable="false" data-shape={art.shape}>
      <path d={parts.cap} fill={art.outline} />
      <path d={parts.neck} fill={art.accent} stroke={art.outline} strokeWidth="1" />
      <Glass shape={art.shape} fill={art.glass} stroke={art.outline} />
      <path d={parts.shine} fill="#fff" opacity=".45" />
      <path d={parts.label} fill={art.accent} stroke={art.outline} strokeWidth="1" />
    </svg>
  );
}
