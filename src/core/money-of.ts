/** Money fields as the content holds them, checked: a module of its own, for the entry's checks and the results page's offers. */
import { DEFAULT_KIT_PRICE } from './kit-price.ts';
import type { Money } from './money.ts';

/**
 * A money field: `{amount, currency}` with a currency `Intl` accepts. A bare number or numeric string
 * (content written before prices carried their currency) is read in the default price's currency.
 */
export function moneyOf(raw: unknown): Money | undefined {
  if (typeof raw === 'number' || (typeof raw === 'string' && raw.trim() !== '')) {
    const amount = Number(raw);
    return Number.isFinite(amount) && amount >= 0 ? { amount, currency: DEFAULT_KIT_PRICE.currency } : undefined;
  }
  if (raw === null || typeof raw !== 'object') return undefined;
  const { amount, currency } = raw as { amount?: unknown; currency?: unknown };
  // A well-formed code is one `Intl.NumberFormat` accepts (it formats unknown ones by their code).
  return typeof amount === 'number' && Number.isFinite(amount) && amount >= 0 && typeof currency === 'string' && /^[a-z]{3}$/i.test(currency)
    ? { amount, currency: currency.toUpperCase() }
    : undefined;
}
