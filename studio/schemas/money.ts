/** A price: an amount and its ISO 4217 currency, checked the way the element formats it (`Intl.NumberFormat`). */
import { defineType } from 'sanity';
import { fieldsOf } from './fields.ts';

/** For `rule.custom(...)`: a currency code `Intl` knows (USD, CAD, GBP, EUR…). */
export function currencyCode(value: unknown): true | string {
  if (value === undefined) return true;
  const known = typeof value === 'string' && /^[A-Z]{3}$/.test(value) && Intl.supportedValuesOf('currency').includes(value);
  return known ? true : 'Use a three-letter currency code such as USD, CAD, GBP or EUR';
}

export function formatMoney(value: { amount?: number; currency?: string } | undefined): string | undefined {
  if (value?.amount === undefined || currencyCode(value.currency) !== true) return undefined;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: value.currency as string }).format(value.amount);
}

type Segment = string | number | { _key: string } | [number | '', number | ''];

/** The value at `path` in the document. */
function valueAt(document: unknown, path: readonly Segment[]): unknown {
  let value = document;
  for (const segment of path) {
    if (Array.isArray(value) && typeof segment === 'object' && segment !== null && '_key' in segment) value = value.find((entry: { _key?: string }) => entry?._key === segment._key);
    else if (value !== null && typeof value === 'object' && (typeof segment === 'string' || typeof segment === 'number')) value = (value as Record<string, unknown>)[segment];
    else return undefined;
  }
  return value;
}

/**
 * On a compare-at price's amount: the regular price must be above the price, in the same currency
 * (the element derives the percent off from the two).
 */
function compareAtAbovePrice(amount: unknown, context: { path?: readonly Segment[]; document?: unknown; parent?: unknown }): true | string {
  const path = context.path ?? [];
  if (path.at(-2) !== 'compareAtPrice' || typeof amount !== 'number') return true;
  const price = valueAt(context.document, [...path.slice(0, -2), 'price']) as { amount?: number; currency?: string } | undefined;
  if (price?.amount === undefined) return true;
  if ((context.parent as { currency?: string } | undefined)?.currency !== price.currency) return 'Use the same currency as the price';
  return amount > price.amount ? true : 'The compare-at price is the regular price: it must be above the price';
}

export const money = defineType({
  name: 'money',
  title: 'Price',
  type: 'object',
  options: { columns: 2 },
  fields: fieldsOf('money', {
    amount: { title: 'Amount', type: 'number', validation: (rule) => [rule.required().min(0).precision(2), rule.custom(compareAtAbovePrice)] },
    currency: { title: 'Currency', type: 'string', initialValue: 'USD', validation: (rule) => [rule.required(), rule.custom(currencyCode)] },
  }),
  preview: {
    select: { amount: 'amount', currency: 'currency' },
    prepare: (value: { amount?: number; currency?: string }) => ({ title: formatMoney(value) ?? 'No price' }),
  },
});
