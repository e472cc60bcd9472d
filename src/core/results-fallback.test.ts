import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MARKETING_COPY_FIELDS } from '../../contract/content-documents.ts';
import { LOCALES } from '../../contract/markets.ts';
import { FR_RESULTS_FALLBACK } from './results-fallback-fr.ts';
import { frenchTypography } from './french-typography.ts';
import { resultsCopy } from './results-copy.ts';
import { FALLBACK_COPY, fallbackCopyFor } from './results-fallback.ts';
import { placeholdersOf } from './template.ts';

const market = (locale: string, country: string, currency: string) => ({ locale, country, currency });

describe('the results page fallback wording per language', () => {
  it('a French shopper reads French once the French words are in, English until then', () => {
    assert.equal(fallbackCopyFor('fr-CA', FR_RESULTS_FALLBACK).resultsHeading, 'Vos résultats');
    assert.equal(fallbackCopyFor('fr-CA', null), FALLBACK_COPY);
  });

  it('en-GB and en-IE read British English; en-US and en-CA the U.S. wording', () => {
    for (const locale of ['en-GB', 'en-IE'] as const) {
      const copy = fallbackCopyFor(locale, FR_RESULTS_FALLBACK);
      assert.equal(copy.seasonFall, 'autumn', locale);
      assert.equal(copy.analyzing, 'Analysing your results…', locale);
      assert.equal(copy.kitButton, 'Add to basket · {kitPrice}', locale);
      assert.equal(copy.retake, FALLBACK_COPY.retake, `${locale}: what British English says alike stays`);
    }
    assert.equal(fallbackCopyFor('en-US', FR_RESULTS_FALLBACK), FALLBACK_COPY);
    assert.equal(fallbackCopyFor('en-CA', FR_RESULTS_FALLBACK), FALLBACK_COPY);
  });

  it('every language fills the same placeholders and leaves empty what English leaves empty (no claim of its own)', () => {
    for (const locale of LOCALES) {
      const copy = fallbackCopyFor(locale, FR_RESULTS_FALLBACK);
      for (const field of MARKETING_COPY_FIELDS) {
        assert.deepEqual(placeholdersOf(copy[field]).sort(), placeholdersOf(FALLBACK_COPY[field]).sort(), `${locale} ${field}`);
        assert.equal(copy[field] === '', FALLBACK_COPY[field] === '', `${locale} ${field}`);
      }
    }
  });

  it('without a marketing document, a French page says its headings and prices in French, typeset the French way', () => {
    const view = resultsCopy(null, null, market('fr-CA', 'CA', 'CAD'), frenchTypography, fallbackCopyFor('fr-CA', FR_RESULTS_FALLBACK));
    assert.equal(view.copy.resultsHeading, 'Vos résultats');
    assert.equal(view.copy.kitButton, 'Ajouter au panier', 'no Canadian offer in the content: said without a price');
    assert.equal(view.copy.testimonialPosition, '{position} sur {count}');
    const british = resultsCopy(null, null, market('en-GB', 'GB', 'GBP'), undefined, fallbackCopyFor('en-GB', null));
    assert.equal(british.copy.seasonFall, 'autumn');
  });
});
