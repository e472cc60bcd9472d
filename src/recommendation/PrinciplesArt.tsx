/**
 * The "animated embed" of the principles section, drawn in SVG and animated with CSS (no third-party
 * embed, nothing fetched). Shown on desktop only; still under `prefers-reduced-motion`. Decorative.
 */
export function PrinciplesArt() {
  return (
    <svg className="principles-art" viewBox="0 0 320 360" aria-hidden="true" focusable="false">
      <circle className="art-halo" cx="160" cy="190" r="130" />
      <g className="art-bottle">
        <rect x="138" y="70" width="44" height="34" rx="6" className="art-cap" />
        <rect x="150" y="100" width="20" height="18" className="art-neck" />
        <rect x="92" y="116" width="136" height="180" rx="26" className="art-glass" />
        <rect x="108" y="180" width="104" height="100" rx="16" className="art-liquid" />
        <rect x="112" y="132" width="14" height="130" rx="7" className="art-shine" />
      </g>
      <g className="art-sparkles">
        <circle cx="70" cy="110" r="6" />
        <circle cx="258" cy="90" r="5" />
        <circle cx="262" cy="250" r="7" />
        <circle cx="56" cy="262" r="4" />
      </g>
      <g className="art-mist">
        <path d="M190 74c18-14 38-16 56-8" />
        <path d="M192 60c22-22 52-26 78-12" />
        <path d="M186 46c20-28 58-38 92-22" />
      </g>
    </svg>
  );
}
