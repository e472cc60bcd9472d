/** Styles live in the shadow root as constructable stylesheets (allowed under a strict CSP). */
const sheets = new Map<string, CSSStyleSheet>();

export function adoptStyles(root: ShadowRoot | Document, css: string): void {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/** Adopts `sheets` after what `root` has, skipping those it has already (a quiz moved in the page). */
export function adoptSheets(root: ShadowRoot, sheets: readonly CSSStyleSheet[]): void {
  const missing = sheets.filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
  if (missing.length > 0) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
}
