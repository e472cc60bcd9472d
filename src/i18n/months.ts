/** The twelve month names as the locale writes them on their own ("January"; "janvier"), from `Intl`. */
const cache = new Map<string, readonly string[]>();

export function monthNames(locale: string): readonly string[] {
  let names = cache.get(locale);
  if (!names) {
    const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    names = Array.from({ length: 12 }, (_, month) => format.format(Date.UTC(2000, month, 15)));
    cache.set(locale, names);
  }
  return names;
}
