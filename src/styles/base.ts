/**
 * Design tokens (CSS custom properties a store overrides on the element) and shared layout.
 * Every colour, surface, border, radius, spacing step and type size below comes from a `--fq-*`
 * token declared here; docs/design.md lists them. Sizes are in `em` of the host's own font size
 * (`--fq-font-size`) or in px, never `rem`: a theme's root font size cannot shrink the quiz.
 */
export const baseStyles = /* css */ `
:host {
  /* Nothing inherited from the host page: every inheritable property starts from its initial value. */
  all: initial;

  /* Type */
  --fq-font-size: 16px;
  --fq-font-family: "Helvetica Neue", Helvetica, Arial, system-ui, sans-serif;
  --fq-heading-font-family: "Iowan Old Style", "Palatino Linotype", Palatino, Georgia, serif;
  --fq-heading-font-weight: 400;
  --fq-line-height: 1.55;
  --fq-heading-line-height: 1.15;
  --fq-text-xs: .75em;
  --fq-text-sm: .875em;
  --fq-text-md: 1em;
  --fq-text-lg: 1.125em;
  --fq-text-xl: 1.375em;
  --fq-text-2xl: clamp(1.625em, 5.5cqi, 2.5em);
  --fq-text-display: clamp(2em, 8cqi, 3.25em);
  --fq-text-interstitial: clamp(2.5em, 11cqi, 3.5em);
  --fq-tracking-caps: .16em;

  /* Colour: a calm ivory and plum palette */
  color-scheme: light;
  --fq-color-text: #2a2420;
  --fq-color-muted: #6a5f58;
  --fq-color-accent: #6b3550;
  --fq-color-accent-hover: #55283f;
  --fq-color-accent-contrast: #ffffff;
  --fq-color-accent-soft: #f3e8ec;
  --fq-color-highlight: #a9864e;
  --fq-color-surface: #faf6f1;
  --fq-color-surface-raised: #ffffff;
  --fq-color-surface-sunken: #f2ebe3;
  --fq-color-border: #e2d8cd;
  --fq-color-border-strong: #8c7f75;
  --fq-color-focus: #6b3550;
  --fq-color-success: #2f6b3a;
  --fq-color-rating: #8a6220;
  --fq-color-shadow: rgb(42 36 32 / .1);
  --fq-color-scrim: rgb(250 246 241 / .86);
  /* How much of the content's background pictures shows (a dark theme dims its light pictures) */
  --fq-background-opacity: 1;
  /* Navigation bar: dark on question steps, light on interstitials and the results screen */
  --fq-nav-background: #2a2420;
  --fq-nav-text: #fbf7f2;
  --fq-nav-muted: #d8cdc3;
  --fq-nav-accent: #f2e4d3;
  --fq-nav-accent-contrast: #2a2420;
  --fq-nav-track: #4d443e;
  --fq-nav-focus: #f2e4d3;
  --fq-nav-light-background: #fffdfa;
  --fq-nav-light-text: #2a2420;
  --fq-nav-light-muted: #6a5f58;
  --fq-nav-light-track: #e8dfd5;
  /* One accent per scent family on the rating steps */
  --fq-family-floral: #c0708e;
  --fq-family-spicy: #b5562f;
  --fq-family-woody: #7d5a3c;
  --fq-family-citrus: #d9a21b;
  --fq-family-sweet: #c58a5c;
  --fq-family-tropical: #e0793f;
  --fq-family-fresh-fruit: #c94a4a;
  --fq-family-herbal: #5f8a56;
  --fq-family-oceanic: #3f7fa6;
  --fq-family-green: #4f9a5e;
  --fq-family-earthy: #6f6a3a;

  /* Shape and space */
  --fq-radius: 14px;
  --fq-radius-small: 8px;
  --fq-radius-pill: 999px;
  --fq-border-width: 1px;
  --fq-space-1: .25em;
  --fq-space-2: .5em;
  --fq-space-3: .75em;
  --fq-space-4: 1em;
  --fq-space-5: 1.5em;
  --fq-space-6: 2em;
  --fq-space-7: 3em;
  --fq-space-8: 4.5em;
  --fq-max-width: 960px;
  --fq-step-min-height: var(--fq-min-height, max(560px, min(100svh, 860px)));
  --fq-content-width: 720px;
  --fq-nav-height: 68px;
  --fq-nav-clearance: calc(var(--fq-nav-height) + var(--fq-space-5));
  --fq-control-size: 48px;
  --fq-tile-size: 168px;

  display: block;
  position: relative;
  box-sizing: border-box;
  color: var(--fq-color-text);
  background: var(--fq-color-surface);
  font-family: var(--fq-font-family);
  font-size: var(--fq-font-size);
  font-weight: 400;
  font-style: normal;
  font-variant-numeric: lining-nums;
  line-height: var(--fq-line-height);
  letter-spacing: normal;
  word-spacing: normal;
  text-transform: none;
  text-align: start;
  text-indent: 0;
  text-shadow: none;
  white-space: normal;
  cursor: auto;
  visibility: visible;
  -webkit-font-smoothing: antialiased;
  -webkit-text-size-adjust: 100%;
  text-size-adjust: 100%;
  -webkit-tap-highlight-color: transparent;
  container-type: inline-size;
}
:host([hidden]) { display: none; }
*, *::before, *::after { box-sizing: border-box; }
h1, h2, h3 {
  font-family: var(--fq-heading-font-family); font-weight: var(--fq-heading-font-weight);
  line-height: var(--fq-heading-line-height); margin: 0 0 var(--fq-space-2); text-wrap: balance;
}
p { margin: 0 0 var(--fq-space-4); text-wrap: pretty; }
img { max-width: 100%; height: auto; }
a { color: var(--fq-color-accent); text-underline-offset: .18em; }
button, input, select {
  font: inherit; color: inherit; letter-spacing: inherit; word-spacing: inherit; text-transform: inherit;
}
/* Focus rings only for keyboard users, in the focus token. Headings and sections that receive focus
   programmatically (after a step change) are not controls and show no ring. */
:focus { outline: none; }
:focus-visible { outline: 2px solid var(--fq-color-focus); outline-offset: 3px; }
[tabindex="-1"]:focus-visible { outline: none; }
.visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.button {
  display: inline-flex; align-items: center; justify-content: center; gap: var(--fq-space-2);
  min-height: var(--fq-control-size); padding: var(--fq-space-3) var(--fq-space-5);
  border-radius: var(--fq-radius-pill); border: var(--fq-border-width) solid var(--fq-color-accent);
  background: var(--fq-color-accent); color: var(--fq-color-accent-contrast);
  text-decoration: none; font-size: var(--fq-text-sm); font-weight: 600; letter-spacing: .08em; cursor: pointer;
  transition: background-color .2s ease, border-color .2s ease, color .2s ease;
}
.button[aria-disabled="true"], .button:disabled { opacity: .55; cursor: not-allowed; }
.button.secondary { background: transparent; color: var(--fq-color-accent); }
@media (hover: hover) {
  .button:not([aria-disabled="true"]):hover { background: var(--fq-color-accent-hover); border-color: var(--fq-color-accent-hover); }
  .button.secondary:not([aria-disabled="true"]):hover { background: var(--fq-color-accent-soft); color: var(--fq-color-accent); }
}
/* The first step the entry painted hides the app's nodes until the app replaces it (src/components/prepaint.ts). */
[data-prepaint] ~ * { display: none !important; }
.status { padding: var(--fq-space-7) var(--fq-space-5); text-align: center; }
.spinner {
  width: 40px; height: 40px; margin: 0 auto var(--fq-space-4); border-radius: 50%;
  border: 3px solid var(--fq-color-border); border-top-color: var(--fq-color-accent);
  animation: fq-spin 1s linear infinite;
}
@keyframes fq-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation-duration: 0s !important; animation-iteration-count: 1 !important; transition-duration: 0s !important; }
}
`;
