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
