/**
 * Layout of the quiz steps, choices and the navigation bar. Mobile first; works from 320px wide.
 * Option grids take their column counts from `--fq-columns` / `--fq-columns-narrow` (set per step from
 * the number of items, see src/core/grid-columns.ts) so last rows are balanced and tiles keep one size
 * per step type.
 */
export const quizStyles = /* css */ `
.step-screen {
  /* Every screen is at least as tall as the reservation (the viewport, 560–860 px), so the bar sits at one
     place on every screen, and the first screen fills exactly the space reserved for it. */
  position: relative; min-height: var(--fq-step-min-height); display: flex; flex-direction: column;
  /* clip, not hidden: hidden would make the screen a scroll container and stop the bar sticking. */
  overflow: clip;
}
.step-background {
  position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; z-index: 0; pointer-events: none;
  opacity: var(--fq-background-opacity);
}
.step-background.fades-in { animation: fq-fade-in .4s ease-out; }
@keyframes fq-fade-in { from { opacity: 0; } }
.step-section {
  position: relative; z-index: 1; flex: 1; width: 100%; max-width: var(--fq-max-width); margin: 0 auto;
  padding: var(--fq-space-7) var(--fq-space-4) var(--fq-space-6);
  display: flex; flex-direction: column; align-items: center; text-align: center;
}
@container (min-width: 720px) { .step-section { padding: var(--fq-space-8) var(--fq-space-6) var(--fq-space-7); } }
.step-header { max-width: 36em; margin-bottom: var(--fq-space-6); }
.step-header h2 { font-size: var(--fq-text-2xl); letter-spacing: -.005em; }
.sub-heading { color: var(--fq-color-muted); font-size: var(--fq-text-md); margin: var(--fq-space-3) 0 0; }
/* An interstitial opens a chapter: its heading is set large, and stays the page's largest text when the step moves on by itself (docs/embedding.md "Host page vitals"). */
.step-transition .step-header h2 { font-size: var(--fq-text-interstitial); max-width: 11em; margin-inline: auto; }
.step-text { max-width: 34em; font-size: var(--fq-text-lg); color: var(--fq-color-muted); }
.transition-step { display: flex; flex-direction: column; align-items: center; gap: var(--fq-space-5); }
.interstitial-image { max-height: 320px; width: auto; border-radius: var(--fq-radius); }

/* Choices: one tile style for every question type */
.choice-question { width: 100%; --fq-option-gap: var(--fq-space-3); --fq-choice-accent: var(--fq-color-accent); }
.options {
  --fq-cols: var(--fq-columns-narrow, 2);
  display: flex; flex-wrap: wrap; justify-content: center; gap: var(--fq-option-gap); width: 100%; margin: 0 auto;
}
.options > .choice { flex: 0 0 calc((100% - (var(--fq-cols) - 1) * var(--fq-option-gap)) / var(--fq-cols)); min-width: 0; }
@container (min-width: 640px) { .options { --fq-cols: var(--fq-columns, 4); --fq-option-gap: var(--fq-space-4); } }
.options-grid { max-width: 880px; }
.options-grid.small { max-width: 26em; --fq-cols: 1; }
.choice {
  position: relative; display: flex; align-items: center; justify-content: center; gap: var(--fq-space-2);
  min-height: 56px; padding: var(--fq-space-3) var(--fq-space-4);
  border: var(--fq-border-width) solid var(--fq-color-border); border-radius: var(--fq-radius);
  background: var(--fq-color-surface-raised); color: var(--fq-color-text); cursor: pointer;
  box-shadow: 0 1px 2px var(--fq-color-shadow);
  transition: border-color .2s ease, background-color .2s ease, box-shadow .2s ease;
  overflow-wrap: break-word; hyphens: auto;
}
.choice.checked {
  border-color: var(--fq-choice-accent); background: var(--fq-color-accent-soft);
  box-shadow: 0 0 0 1px var(--fq-choice-accent) inset;
}
@media (hover: hover) {
  .choice:hover { border-color: var(--fq-choice-accent); box-shadow: 0 4px 14px var(--fq-color-shadow); }
}
.choice:has(input:focus-visible) { outline: 2px solid var(--fq-color-focus); outline-offset: 3px; }
.choice-text { line-height: 1.3; }
.choice-mark {
  position: absolute; top: var(--fq-space-2); right: var(--fq-space-2); width: 20px; height: 20px; border-radius: 50%;
  border: var(--fq-border-width) solid var(--fq-color-border-strong); background: var(--fq-color-surface-raised);
  display: grid; place-items: center;
}
.choice-mark::after {
  content: ""; width: 9px; height: 5px; margin-top: -2px; border: solid var(--fq-color-accent-contrast);
  border-width: 0 0 2px 2px; transform: rotate(-45deg); opacity: 0;
}
.choice.checked .choice-mark { background: var(--fq-choice-accent); border-color: var(--fq-choice-accent); }
.choice.checked .choice-mark::after { opacity: 1; }
.options-grid .choice { padding-inline: var(--fq-space-5); }

/* Scale: five equal tiles, the end labels on the same columns over the first and last tile */
.choice-range { max-width: 640px; margin: 0 auto; }
.scale-family {
  display: inline-flex; align-items: center; gap: var(--fq-space-2); margin: 0 0 var(--fq-space-5);
  font-size: var(--fq-text-xs); font-weight: 600; letter-spacing: var(--fq-tracking-caps); text-transform: uppercase;
  color: var(--fq-color-muted);
}
.scale-family svg { width: 28px; height: 28px; fill: var(--fq-choice-accent); }
.range-labels, .options-range { display: grid; grid-template-columns: repeat(var(--fq-scale-count, 5), minmax(0, 1fr)); gap: var(--fq-option-gap); --fq-option-gap: var(--fq-space-2); }
@container (min-width: 640px) { .range-labels, .options-range { --fq-option-gap: var(--fq-space-4); } }
.range-labels { margin-bottom: var(--fq-space-3); color: var(--fq-color-muted); font-size: var(--fq-text-xs); line-height: 1.3; font-weight: 500; }
@container (min-width: 640px) { .range-labels { font-size: var(--fq-text-sm); } }
.range-labels > span { min-width: 0; overflow-wrap: break-word; hyphens: auto; }
.range-labels > .range-label-start { grid-column: 1; text-align: start; }
.range-labels > .range-label-end { grid-column: -2; text-align: end; }
.options-range .choice {
  min-height: 64px; padding: 0; flex-direction: column;
  font-family: var(--fq-heading-font-family); font-size: var(--fq-text-xl); font-variant-numeric: lining-nums;
}
@container (min-width: 640px) { .options-range .choice { min-height: 88px; } }
.choice-question[data-family] .choice.checked { background: var(--fq-color-surface-raised); }
.choice-question[data-family] .options-range .choice.checked::after {
  content: ""; position: absolute; left: 25%; right: 25%; bottom: 10px; height: 3px; border-radius: 2px; background: var(--fq-choice-accent);
}
[data-family="floral"] { --fq-choice-accent: var(--fq-family-floral); }
[data-family="spicy"] { --fq-choice-accent: var(--fq-family-spicy); }
[data-family="woody"] { --fq-choice-accent: var(--fq-family-woody); }
[data-family="citrus"] { --fq-choice-accent: var(--fq-family-citrus); }
[data-family="sweet"] { --fq-choice-accent: var(--fq-family-sweet); }
[data-family="tropical"] { --fq-choice-accent: var(--fq-family-tropical); }
[data-family="fresh-fruit"] { --fq-choice-accent: var(--fq-family-fresh-fruit); }
[data-family="herbal"] { --fq-choice-accent: var(--fq-family-herbal); }
[data-family="oceanic"] { --fq-choice-accent: var(--fq-family-oceanic); }
[data-family="green"] { --fq-choice-accent: var(--fq-family-green); }
[data-family="earthy"] { --fq-choice-accent: var(--fq-family-earthy); }

/* Colours: round swatches on fixed tiles */
.options-color { max-width: calc(var(--fq-cols) * 96px + (var(--fq-cols) - 1) * var(--fq-option-gap)); }
.choice-color .choice {
  flex-direction: column; gap: var(--fq-space-2); border-color: transparent; background: transparent; box-shadow: none;
  padding: var(--fq-space-2) var(--fq-space-1);
}
.choice-color .choice.checked { background: transparent; box-shadow: none; border-color: transparent; }
@media (hover: hover) { .choice-color .choice:hover { box-shadow: none; border-color: transparent; } }
.swatch {
  display: block; width: 56px; height: 56px; border-radius: 50%;
  box-shadow: 0 0 0 1px var(--fq-color-shadow), 0 2px 6px var(--fq-color-shadow);
  transition: transform .2s ease;
}
.swatch-white { border: var(--fq-border-width) solid var(--fq-color-border-strong); }
.choice-color .choice.checked .swatch { outline: 2px solid var(--fq-color-accent); outline-offset: 4px; }
@media (hover: hover) { .choice-color .choice:hover .swatch { transform: scale(1.06); } }
.choice-color .choice-text { font-size: var(--fq-text-sm); text-transform: capitalize; color: var(--fq-color-text); }
.choice-color .choice-mark { top: 2px; right: calc(50% - 36px); }

/* Image cards: one tile size for every image step, a fixed picture box, labels on two lines at most */
.options-image { max-width: calc(var(--fq-cols) * var(--fq-tile-size) + (var(--fq-cols) - 1) * var(--fq-option-gap)); }
.choice-image .choice { flex-direction: column; justify-content: flex-start; padding: var(--fq-space-2) var(--fq-space-2) 0; gap: 0; }
.choice-image img {
  display: block; width: 100%; height: auto; aspect-ratio: 1 / 1; object-fit: cover;
  border-radius: calc(var(--fq-radius) - 6px); background: var(--fq-color-surface-sunken);
}
.choice-image .choice-text {
  display: flex; align-items: center; justify-content: center; width: 100%;
  min-height: calc(2 * 1.3em + var(--fq-space-4)); padding: var(--fq-space-2) var(--fq-space-1);
  font-size: var(--fq-text-sm); font-weight: 500;
}
.choice-image .choice-mark { top: var(--fq-space-3); right: var(--fq-space-3); }

/* Navigation bar: sticky at the bottom of the screen, opaque, real button shapes */
.nav-bar {
  position: sticky; bottom: 0; min-height: var(--fq-nav-height); z-index: 2; width: 100%;
  background: var(--fq-nav-background); color: var(--fq-nav-text);
  box-shadow: 0 -6px 20px var(--fq-color-shadow);
  --fq-color-focus: var(--fq-nav-focus);
}
.nav-bar.light {
  background: var(--fq-nav-light-background); color: var(--fq-nav-light-text);
  border-top: var(--fq-border-width) solid var(--fq-color-border);
  --fq-color-focus: var(--fq-color-accent);
}
.nav-inner {
  display: grid; grid-template-columns: minmax(0, 1fr) auto auto; grid-template-areas: "progress back next";
  align-items: center; gap: var(--fq-space-2) var(--fq-space-3);
  max-width: var(--fq-max-width); margin: 0 auto; padding: var(--fq-space-3) var(--fq-space-4);
  padding-bottom: max(var(--fq-space-3), env(safe-area-inset-bottom));
}
@container (min-width: 640px) {
  .nav-inner { grid-template-columns: 9em minmax(0, 1fr) 9em; grid-template-areas: "back progress next"; gap: var(--fq-space-6); padding-inline: var(--fq-space-6); }
}
.nav-back-slot { grid-area: back; display: flex; justify-content: flex-start; }
.nav-next-slot { grid-area: next; display: flex; justify-content: flex-end; }
.nav-status { grid-area: progress; display: flex; flex-direction: column; gap: var(--fq-space-2); min-width: 0; }
/* The count may wrap: a longer language ("Étape 17 sur 19") must not run under Back at 320 px. */
.nav-count { font-size: var(--fq-text-xs); font-weight: 600; letter-spacing: .1em; text-transform: uppercase; color: var(--fq-nav-muted); }
.nav-bar.light .nav-count { color: var(--fq-nav-light-muted); }
@container (min-width: 640px) { .nav-count { text-align: center; } }
.nav-link {
  display: inline-flex; align-items: center; justify-content: center; gap: var(--fq-space-2);
  min-height: 44px; min-width: 44px; padding: 0 var(--fq-space-4); border-radius: var(--fq-radius-pill);
  font-size: var(--fq-text-sm); font-weight: 600; letter-spacing: .06em; text-decoration: none; white-space: nowrap;
  cursor: pointer; transition: background-color .2s ease, color .2s ease, border-color .2s ease;
}
.nav-back {
  color: inherit; border: var(--fq-border-width) solid var(--fq-nav-muted);
}
.nav-bar.light .nav-back { border-color: var(--fq-color-border-strong); }
.nav-next { padding: 0 var(--fq-space-5); background: var(--fq-nav-accent); color: var(--fq-nav-accent-contrast); border: var(--fq-border-width) solid var(--fq-nav-accent); }
.nav-bar.light .nav-next { background: var(--fq-color-accent); color: var(--fq-color-accent-contrast); border-color: var(--fq-color-accent); }
.nav-link[aria-disabled="true"] { opacity: .5; cursor: not-allowed; }
.nav-arrow { font-size: 1.15em; line-height: 1; }
@media (hover: hover) {
  .nav-back:hover { background: var(--fq-nav-track); }
  .nav-bar.light .nav-back:hover { background: var(--fq-color-surface-sunken); }
  .nav-next:not([aria-disabled="true"]):hover { background: var(--fq-nav-text); }
  .nav-bar.light .nav-next:not([aria-disabled="true"]):hover { background: var(--fq-color-accent-hover); }
}
.progress { height: 4px; border-radius: var(--fq-radius-pill); background: var(--fq-nav-track); overflow: hidden; }
.nav-bar.light .progress { background: var(--fq-nav-light-track); }
.progress-fill { height: 100%; border-radius: inherit; background: var(--fq-nav-accent); transition: width .4s ease; }
.nav-bar.light .progress-fill { background: var(--fq-color-accent); }
`;
