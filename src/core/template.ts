/**
 * Content texts with figures inside: `Use a {credit} credit` is filled from the content's own figures,
 * so a figure is typed once and shows everywhere. A text whose placeholder has no value is not shown
 * half-filled: `fillTemplate` answers null and names the missing placeholder.
 */
const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

export type TemplateValues = Readonly<Record<string, string | undefined>>;

export type Filled = { ok: true; text: string } | { ok: false; missing: string };

export function fillTemplate(template: string, values: TemplateValues): Filled {
  let missing: string | null = null;
  const text = template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) {
      missing ??= name;
      return whole;
    }
    return value;
  });
  return missing === null ? { ok: true, text } : { ok: false, missing };
}

/** The placeholder names a template uses. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
}

/** What joins a figure to its text: `Add to cart · {price}`, `{price} – Add to cart`. */
const JOINER = String.raw`\s*[·•|:,\-–—]?\s*`;

/**
 * `template` without the placeholders `names` where they stand at its start or end with what joins
 * them (`Add to cart · {kitPrice}` → `Add to cart`); null when one stands inside the sentence (`Use a
 * {credit} credit`), which cannot be said without it, or when nothing is left.
 */
export function withoutPlaceholders(template: string, names: ReadonlySet<string>): string | null {
  let text = template.trim();
  for (;;) {
    const before = text;
    for (const name of names) {
      text = text.replace(new RegExp(`${JOINER}\\{${name}\\}${JOINER}$`), '').replace(new RegExp(`^${JOINER}\\{${name}\\}${JOINER}`), '');
    }
    if (text === before) break;
  }
  const left = placeholdersOf(text).some((name) => names.has(name));
  return left || !/\p{L}/u.test(text) ? null : text.trim();
}
