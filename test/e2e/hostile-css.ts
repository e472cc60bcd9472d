/** A hostile store theme's global stylesheet (Dawn's root font size and worse), for the styling suite. */
export const HOSTILE_CSS = `
html { font-size: 62.5%; }
body {
  font: italic 700 1.3rem/1 "Courier New", monospace; text-transform: uppercase; letter-spacing: .3em;
  word-spacing: .5em; text-align: right; text-shadow: 0 0 2px red; cursor: crosshair; color: #f0f;
  font-variant: small-caps; text-indent: 3em;
}
button { all: unset; }
`;

