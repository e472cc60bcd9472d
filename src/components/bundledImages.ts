/**
 * Images shipped inside the element (no request to the content service needed). Like the seed's drawings,
 * each has night tones for a dark theme: an image follows the `color-scheme` of the `<img>` showing it.
 */
const svg = (body: string, viewBox: string, night: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice"><style>@media (prefers-color-scheme:dark){${night}}</style>${body}</svg>`)}`;

/** The fixed background of the final (`cta`) step. */
export const CTA_BACKGROUND_URL = svg(
  '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fbf3ea"/><stop offset="1" stop-color="#efe1ee"/></linearGradient></defs>'
  + '<rect width="1440" height="900" fill="url(#g)"/><circle cx="1180" cy="180" r="220" fill="#f6e3d3" opacity=".7"/>'
  + '<circle cx="220" cy="760" r="260" fill="#e4ecdf" opacity=".7"/>',
  '0 0 1440 900',
  '[stop-color="#fbf3ea"]{stop-color:#1e1918}[stop-color="#efe1ee"]{stop-color:#2a2230}[fill="#f6e3d3"]{fill:#3a2c26}[fill="#e4ecdf"]{fill:#1f2822}',
);

/** The "calculating" picture of the results-calculation screen: a bottle with rising bubbles. */
export const CALCULATING_IMAGE_URL = svg(
  '<rect x="70" y="60" width="60" height="20" rx="4" fill="#c9a96e"/><rect x="85" y="40" width="30" height="22" rx="3" fill="#7a3e58"/>'
  + '<rect x="45" y="80" width="110" height="120" rx="24" fill="#f3e6f0" stroke="#7a3e58" stroke-width="4"/>'
  + '<circle cx="80" cy="160" r="8" fill="#d6b4c8"/><circle cx="115" cy="135" r="6" fill="#d6b4c8"/><circle cx="100" cy="175" r="5" fill="#d6b4c8"/>',
  '0 0 200 220',
  '[fill="#f3e6f0"]{fill:#3b2832}[stroke="#7a3e58"]{stroke:#e6bfd0}[fill="#7a3e58"]{fill:#e6bfd0}[fill="#d6b4c8"]{fill:#8a5f78}',
);
