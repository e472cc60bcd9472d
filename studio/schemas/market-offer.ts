/** A product's price, compare-at price and credit in one market other than the U.S. (contract/markets.ts). */
import { defineType } from 'sanity';
import { LOCALES, MARKETS, MARKET_COUNTRIES, type MarketCountry } from '../../contract/markets.ts';
import { fieldsOf } from './fields.ts';
import { formatMoney } from './money.ts';

const currencyOf = (country: string | undefined): string | undefined =>
  LOCALES.map((locale) => MARKETS[locale]).find((market) => market.country === country)?.currency;

/** On a price of an offer: the market's own currency, the one Shopify Markets charges there. */
function marketCurrency(money: { currency?: string } | undefined, context: { parent?: unknown }): true | string {
  const country = (context.parent as { country?: string } | undefined)?.country;
  const wanted = currencyOf(country);
  return !money?.currency || !wanted || money.currency === wanted ? true : `Prices in ${country} are in ${wanted}`;
}

export const marketOffer = defineType({
  name: 'marketOffer',
  title: 'Price in a market',
  type: 'object',
  fields: fieldsOf('marketOffer', {
    country: {
      title: 'Market',
      type: 'string',
      options: { list: MARKET_COUNTRIES.filter((country: MarketCountry) => country !== 'US') },
      validation: (rule) => rule.required(),
    },
    price: { title: 'Price', type: 'money', validation: (rule) => [rule.required(), rule.custom(marketCurrency)] },
    compareAtPrice: { title: 'Compare-at price', type: 'money', validation: (rule) => rule.custom(marketCurrency) },
    credit: { title: 'Credit included', type: 'money', validation: (rule) => rule.custom(marketCurrency) },
  }),
  preview: {
    select: { country: 'country', price: 'price' },
    prepare: ({ country, price }: { country?: string; price?: { amount?: number; currency?: string } }) => ({ title: country, subtitle: formatMoney(price) }),
  },
});
