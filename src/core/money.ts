/**
 * Prices as the content holds them (`{amount, currency}`, ISO 4217) and as the shopper reads them:
 * `Intl.NumberFormat` in the shopper's locale. Whole amounts drop their cents ("$25", "$24.99").
 */
export interface Money {
  amount: number;
  currency: string;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, currency: string, whole: boolean): Intl.NumberFormat {
  const key = `${locale} ${currency} ${whole}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}) });
    formatters.set(key, format);
  }
  return format;
}

/** The money as the shopper reads it, or null when the amount is not a price or `Intl` rejects the currency. */
export function formatMoney(money: Money, locale: string): string | null {
  if (!Number.isFinite(money.amount) || money.amount < 0) return null;
  try {
    return formatter(locale, money.currency, Number.isInteger(money.amount)).format(money.amount);
  } catch {
    return null;
  }
}

/**
 * The saving of `price` against `compareAt`, in whole percent rounded down (never overstated); null
 * when there is none (other currency, not lower, or a broken figure).
 */
export function percentOff(price: Money, compareAt: Money | undefined): number | null {
  if (!compareAt || compareAt.currency !== price.currency || !(compareAt.amount > price.amount) || !(price.amount >= 0)) return null;
  const percent = Math.floor(((compareAt.amount - price.amount) / compareAt.amount) * 100 + 1e-9);
  return percent > 0 ? percent : null;
}

/** `89` → "89%" in the locale. */
export function formatPercent(percent: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
}

/** `400000` → "400,000" in the locale. */
export function formatCount(count: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(count);
}
