/** Styles live in the shadow root as constructable stylesheets (allowed under a strict CSP). */
const sheets = new Map<string, CSSStyleSheet>();

/** The one stylesheet for `css`, parsed the first time it is asked for. */
export function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/** Adopts `list` after what `root` has, skipping those it has already (a quiz moved in the page). */
export function adoptSheets(root: ShadowRoot | Document, list: readonly CSSStyleSheet[]): void {
  const missing = list.filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
  if (missing.length > 0) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
}

export function adoptStyles(root: ShadowRoot | Document, css: string): void {
  adoptSheets(root, [sheetFor(css)]);
}
