/** Theme tokens (CSS custom properties a store can override on the element) and shared layout. */
export const baseStyles = /* css */ `
:host {
  --fq-font-family: "Helvetica Neue", Arial, system-ui, sans-serif;
  --fq-heading-font-family: Georgia, "Times New Roman", serif;
  --fq-color-text: #2b2622;
  --fq-color-muted: #5f5650;
  --fq-color-accent: #7a3e58;
  --fq-color-accent-contrast: #ffffff;
  --fq-color-surface: #fffaf5;
  --fq-color-border: #d9cfc6;
  --fq-color-focus: #1a5fb4;
  --fq-radius: 12px;
  --fq-max-width: 960px;
  display: block;
  position: relative;
  color: var(--fq-color-text);
  font-family: var(--fq-font-family);
  font-size: 16px;
  line-height: 1.5;
  background: var(--fq-color-surface);
  container-type: inline-size;
}
:host([hidden]) { display: none; }
*, *::before, *::after { box-sizing: border-box; }
h1, h2, h3 { font-family: var(--fq-heading-font-family); font-weight: 400; line-height: 1.2; margin: 0 0 .5em; }
h1:focus, h2:focus { outline: none; }
h1:focus-visible, h2:focus-visible { outline: 3px solid var(--fq-color-focus); outline-offset: 4px; }
p { margin: 0 0 1em; }
img { max-width: 100%; height: auto; }
a { color: var(--fq-color-accent); }
button, input, select { font: inherit; color: inherit; }
:focus-visible { outline: 3px solid var(--fq-color-focus); outline-offset: 2px; }
.visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.button {
  display: inline-flex; align-items: center; justify-content: center; gap: .5em;
  min-height: 48px; padding: .75em 1.5em; border-radius: 999px; border: 2px solid var(--fq-color-accent);
  background: var(--fq-color-accent); color: var(--fq-color-accent-contrast);
  text-decoration: none; font-weight: 600; letter-spacing: .04em; cursor: pointer;
}
.button[aria-disabled="true"], .button:disabled { opacity: .5; cursor: not-allowed; }
.button.secondary { background: transparent; color: var(--fq-color-accent); }
.status { padding: 3rem 1.5rem; text-align: center; }
.spinner {
  width: 40px; height: 40px; margin: 0 auto 1rem; border-radius: 50%;
  border: 4px solid var(--fq-color-border); border-top-color: var(--fq-color-accent);
  animation: fq-spin 1s linear infinite;
}
@keyframes fq-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation-duration: 0s !important; animation-iteration-count: 1 !important; transition-duration: 0s !important; }
}
`;
