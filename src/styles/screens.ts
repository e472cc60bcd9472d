/**
 * What the app's step screens add to the first paint's styles (src/components/StepScreen.tsx adopts them
 * before its first paint): focus clear of the bar, the move between screens, screens of several steps and
 * the rating grid (docs/design.md). Kept out of the entry's stylesheets, which every store page loads.
 */
export const screenStyles = /* css */ `
/* Focus never hides under the sticky bar (WCAG 2.4.11): scrolling to a control leaves room for the bar. An
   option's input covers its whole tile (invisibly), so scrolling to the focused input brings the whole tile. */
.choice > input.visually-hidden, .rating-choice > input.visually-hidden {
  inset: 0; width: 100%; height: 100%; margin: 0; clip: auto; opacity: 0; cursor: pointer;
}
.step-section :is(input, a, button, [role="combobox"], [tabindex]) { scroll-margin-block: var(--fq-space-5) var(--fq-nav-clearance); }
/* A short, calm transition between screens (docs/decisions.md "Calm motion"); none with reduced motion. */
@media (prefers-reduced-motion: no-preference) {
  .step-screen.enters .step-section { animation: fq-screen-in .28s cubic-bezier(.2, .7, .2, 1) both; }
}
@keyframes fq-screen-in { from { opacity: 0; transform: translateY(10px); } }
/* A screen of several steps: each under its own heading; side by side where the width allows (docs/design.md) */
.screen-parts { width: 100%; max-width: var(--fq-content-wide, 1040px); display: grid; gap: var(--fq-space-7); }
.screen-part { container-type: inline-size; display: flex; flex-direction: column; align-items: center; min-width: 0; }
.part-heading { font-size: var(--fq-text-xl); line-height: 1.25; margin: 0; max-width: 24em; }
.part-sub-heading { color: var(--fq-color-muted); font-size: var(--fq-text-sm); margin: var(--fq-space-2) 0 0; }
.screen-part > :not(.part-heading):not(.part-sub-heading) { margin-top: var(--fq-space-4); }
@container (min-width: 900px) {
  .screen-parts:has(> .screen-part + .screen-part:last-child) { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: var(--fq-space-7) var(--fq-space-8); align-items: start; }
}

/* An interstitial's picture is a plate on the screen's ground: a hairline and a soft shadow give it an edge. */
.interstitial-image { box-shadow: 0 0 0 var(--fq-border-width) var(--fq-color-border), 0 18px 40px var(--fq-color-shadow); }

/* A one-question screen on a wide quiz, and an interstitial with its picture: two columns, the question (or the
   words) on the left, its answers (or the picture) on the right, both centred on the screen's height; the bar
   stays at the bottom. Phones and the page's first screen (a text interstitial, its LCP) keep one column. */
@container (min-width: 860px) {
  .step-screen:is(.step-select, .step-range, .step-color, .step-image, .step-search, .step-email):not(.step-group) .step-section,
  .step-transition:has(.interstitial-image) .step-section {
    display: grid; grid-template-columns: minmax(0, 5fr) minmax(0, 7fr); align-content: center; align-items: center;
    column-gap: var(--fq-space-8); text-align: start;
  }
  .step-image:not(.step-group) .step-section { grid-template-columns: minmax(0, 4fr) minmax(0, 8fr); }
  :is(.step-select, .step-range, .step-color, .step-image, .step-search, .step-email):not(.step-group) .step-header,
  .step-transition:has(.interstitial-image) .step-header { grid-area: 1 / 1; margin: 0; max-width: none; }
  :is(.step-select, .step-range, .step-color, .step-image, .step-search, .step-email):not(.step-group) .step-header::after,
  .step-transition:has(.interstitial-image) .step-header::after {
    content: ""; display: block; width: 3em; height: 1px; margin-top: var(--fq-space-5); background: var(--fq-color-highlight);
  }
  :is(.step-select, .step-range, .step-color, .step-image, .step-search, .step-email):not(.step-group) .step-section > :not(.step-header) {
    grid-area: 1 / 2;
  }
  .step-section > .choice-question { text-align: center; }
  .step-transition:has(.interstitial-image) .step-header { align-self: end; }
  .step-transition:has(.interstitial-image) .step-header h2 { margin-inline: 0; }
  .step-transition:has(.interstitial-image) .transition-step { display: contents; }
  .step-transition:has(.interstitial-image) .step-text { grid-area: 2 / 1; align-self: start; margin-top: var(--fq-space-5); }
  .step-transition:has(.interstitial-image) .interstitial-image { grid-area: 1 / 2 / 3 / 3; justify-self: center; max-height: 440px; }
  /* The answers' column is narrower than the screen: colours take their phone rows, picture cards three a row at most. */
  .step-color:not(.step-group) .options { --fq-cols: var(--fq-columns-narrow, 4); }
  .step-image:not(.step-group) .options { --fq-cols: min(var(--fq-columns, 3), 3); }
}

/* Rating grid: a row per scent family, its five ratings a radio group; the scale's ends labelled once on top */
.rating-grid { --fq-choice-accent: var(--fq-color-accent); width: 100%; max-width: 880px; display: flex; flex-direction: column; gap: var(--fq-space-2); text-align: start; }
.rating-head, .rating-row { display: grid; grid-template-columns: minmax(0, 1fr); gap: var(--fq-space-2) var(--fq-space-5); align-items: center; }
.rating-head { padding: 0 calc(var(--fq-space-4) + var(--fq-border-width)); }
.rating-head-labels { display: grid; grid-template-columns: repeat(var(--fq-scale-count, 5), minmax(0, 1fr)); gap: var(--fq-space-2); }
.rating-head-labels > span {
  min-width: 0; overflow-wrap: break-word; hyphens: auto; line-height: 1.3;
  color: var(--fq-color-muted); font-size: var(--fq-text-xs); font-weight: 600; letter-spacing: .04em;
}
.rating-head-labels > :first-child { grid-column: 1; text-align: start; }
.rating-head-labels > :last-child:not(:first-child) { grid-column: -2; text-align: end; }
.rating-head-spacer { display: none; }
.rating-row {
  padding: var(--fq-space-3) var(--fq-space-4); border-radius: var(--fq-radius);
  background: var(--fq-color-surface-raised); border: var(--fq-border-width) solid var(--fq-color-border);
  box-shadow: 0 1px 2px var(--fq-color-shadow);
}
.rating-label { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
.rating-name { font-family: var(--fq-heading-font-family); font-size: var(--fq-text-lg); line-height: 1.2; }
.rating-name::before {
  content: ""; display: inline-block; width: .55em; height: .55em; margin-inline-end: .45em; border-radius: 50%;
  background: var(--fq-choice-accent); vertical-align: .1em;
}
.rating-hint { color: var(--fq-color-muted); font-size: var(--fq-text-xs); line-height: 1.35; }
.rating-options { display: grid; grid-template-columns: repeat(var(--fq-scale-count, 5), minmax(0, 1fr)); gap: var(--fq-space-2); }
.rating-choice {
  position: relative; display: grid; place-items: center; min-height: 44px; border-radius: var(--fq-radius-pill); cursor: pointer;
  border: var(--fq-border-width) solid var(--fq-color-border); background: var(--fq-color-surface);
  font-family: var(--fq-heading-font-family); font-size: var(--fq-text-lg); font-variant-numeric: lining-nums;
  transition: border-color .2s ease, background-color .2s ease, box-shadow .2s ease;
}
.rating-choice.checked { border-color: var(--fq-choice-accent); background: var(--fq-color-accent-soft); box-shadow: 0 0 0 1px var(--fq-choice-accent) inset; font-weight: 700; }
@media (hover: hover) { .rating-choice:hover { border-color: var(--fq-choice-accent); } }
.rating-choice:has(input:focus-visible) { outline: 2px solid var(--fq-color-focus); outline-offset: 2px; }
@container (min-width: 640px) {
  .rating-head, .rating-row { grid-template-columns: minmax(0, 1fr) minmax(0, 1.25fr); }
  .rating-head-spacer { display: block; }
}
`;
