/** The seed's translations fit their base, leave no French text out, and spell English the local way. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MARKETS, TRANSLATION_LOCALES, type Locale } from '../../../contract/markets.ts';
import {
  frenchTypographyProblems, isBaseDocument, textsOf, translationId, translationProblems, untranslatedTexts, type TranslatedText,
} from '../../../contract/translations.ts';
import { localizeDocument } from '../../../src/content/localize.ts';
import { DATASETS } from '../datasets.ts';

type Doc = Record<string, unknown> & { _id: string; _type: string };

/** French words that are the same in English. */
const SAME_IN_FRENCH = new Set(['Canada', 'Europe', 'orange', 'floral', 'tropical']);
/** U.S. spellings a Canadian, British or Irish shopper should not read. */
const US_SPELLING = /\b(colors?|colored|favorites?|flavors?|honors?|behaviors?|centers?)\b/i;
/** …and those only a British or Irish shopper should not read. */
const US_NOT_BRITISH = /personaliz|analyz|organiz|\bcozy\b|\btoward\b|vacation|coworker/i;

const where = (found: TranslatedText[]) => found.map(({ path, text }) => `${JSON.stringify(path)}: ${text}`).join('\n');

for (const [dataset, documents] of Object.entries(DATASETS) as Array<[string, Doc[]]>) {
  const bases = documents.filter((doc) => isBaseDocument(doc) && (doc._type === 'quiz' || doc._type === 'marketing'));
  const byId = new Map(documents.map((doc) => [doc._id, doc]));

  describe(`translations of dataset ${dataset}`, () => {
    for (const base of bases) {
      for (const locale of TRANSLATION_LOCALES) {
        const translation = byId.get(translationId(base._id, locale));

        it(`${base._id} in ${locale}: linked by the metadata, only keys and texts its base has`, () => {
          assert.ok(translation, `${translationId(base._id, locale)} exists`);
          assert.equal(translation.language, locale);
          const metadata = documents.find((doc) => doc._type === 'translation.metadata'
            && (doc.translations as Array<{ _key: string; value: { _ref: string } }>).some((entry) => entry._key === locale && entry.value._ref === translation._id));
          assert.ok(metadata, 'a translation.metadata document links it');
          assert.ok((metadata.translations as Array<{ value: { _ref: string } }>).some((entry) => entry.value._ref === base._id), 'and its base');
          assert.deepEqual(translationProblems(base, translation), []);
        });

        if (locale === 'fr-CA') {
          it(`${base._id} in French: every text translated, with French typography`, () => {
            const missing = untranslatedTexts(base, translation).filter(({ text }) => !SAME_IN_FRENCH.has(text));
            assert.equal(missing.length, 0, where(missing));
            assert.equal(frenchTypographyProblems(translation).length, 0, where(frenchTypographyProblems(translation)));
          });
        } else {
          it(`${base._id} in ${locale}: no U.S. spelling left, the local shipping line`, () => {
            const texts = textsOf(localizeDocument(base, translation));
            const american = texts.filter(({ text }) => US_SPELLING.test(text) || (locale !== 'en-CA' && US_NOT_BRITISH.test(text)));
            assert.equal(american.length, 0, where(american));
            assert.ok(!texts.some(({ text }) => /\bU\.?S\.? (shipping|delivery)/i.test(text)), 'no U.S. shipping line');
          });
        }
      }
    }
  });
}

describe('seed translations and offers', () => {
  const translation = (id: string) => DATASETS.staging!.find((doc) => (doc as Doc)._id === id) as Doc;

  it('is real French, and the British shop says basket', () => {
    const french = localizeDocument(DATASETS.staging![1] as Doc, translation('marketing__i18n_fr-CA')) as Doc & { heroPerks: string[]; copy: Record<string, string> };
    assert.equal(french.heroPerks[0], 'Livraison gratuite partout au Canada, toujours');
    assert.equal(french.copy.bestValue, 'Meilleure aubaine');
    const british = localizeDocument(DATASETS.staging![1] as Doc, translation('marketing__i18n_en-GB')) as typeof french;
    assert.equal(british.copy.kitButton, 'Add to basket · {kitPrice}');
  });

  it('prices the kit and the sampler in every market in its currency, compare-at and credit in proportion', () => {
    const products = (DATASETS.staging![0] as { quizResult: { productRecommends: Array<{ title: string; marketOffers: Array<{ country: string; price: { amount: number; currency: string }; compareAtPrice: { amount: number; currency: string }; credit: { amount: number; currency: string } }> }> } }).quizResult.productRecommends;
    const prices = Object.fromEntries(products.map((product) => [product.title, Object.fromEntries(product.marketOffers.map((offer) => [offer.country, offer]))]));
    assert.deepEqual(Object.fromEntries(Object.entries(prices['Personalized Discovery Kit']!).map(([country, offer]) => [country, `${offer.price.amount} ${offer.price.currency}`])),
      { CA: '34.99 CAD', GB: '19.99 GBP', IE: '22.99 EUR' });
    assert.deepEqual(Object.fromEntries(Object.entries(prices['Signature Sampler']!).map(([country, offer]) => [country, `${offer.price.amount} ${offer.price.currency}`])),
      { CA: '79 CAD', GB: '49 GBP', IE: '55 EUR' });
    for (const offers of Object.values(prices)) {
      for (const [country, offer] of Object.entries(offers)) {
        const currency = (Object.values(MARKETS) as Array<{ country: string; currency: string }>).find((market) => market.country === country)?.currency;
        assert.equal(offer.compareAtPrice.currency, currency);
        assert.equal(offer.credit.currency, currency);
        assert.ok(offer.compareAtPrice.amount > offer.price.amount, `${country}: compare-at above the price`);
      }
    }
    assert.deepEqual([prices['Signature Sampler']!.GB!.credit.amount, prices['Personalized Discovery Kit']!.CA!.credit.amount], [49, 35]);
  });

  it('writes the French results e-mail and consent wording, keeping the consent versions', () => {
    const email = (translation('quiz-main__i18n_fr-CA').steps as Array<{ _key: string; resultsEmail?: Record<string, string>; consentTexts?: Array<Record<string, string>> }>)
      .find((step) => step._key === 'step-email');
    assert.equal(email?.resultsEmail?.subject, 'Votre profil olfactif et votre coffret découverte');
    assert.match(email?.consentTexts?.[0]?.text ?? '', /me désabonner en tout temps/);
    assert.equal(email?.consentTexts?.[0]?.version, undefined, 'the version stays the base’s');
  });
});

export type { Locale };
