/**
 * House scents translated the way the quiz and the marketing document are: a translation validates
 * against its base, the badge says which locales are missing or partly translated, and the desk lists
 * the scents not yet in French.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { evaluate, parse } from 'groq-js';
import type { SanityDocument } from 'sanity';
import { LOCALE_TITLES } from '../schemas/translations.ts';
import { NOT_TRANSLATED_FILTER, badgeOf, notTranslatedParams, translationStatus } from '../translation-status.ts';
import { copy, loadDataset } from './support/datasets.ts';
import { describeMarkers, validate } from './support/validate.ts';

const documents = loadDataset('staging');
const BASE_ID = 'house-scent-petal-theory';
const base = documents.find((document) => document._id === BASE_ID) as SanityDocument & { description: string };
const french = documents.find((document) => document._id === `${BASE_ID}__i18n_fr-CA`) as SanityDocument & { description: string };
const scentIds = documents.filter((document) => document._type === 'houseScent' && !('language' in document)).map((document) => document._id);

async function notYetFrench(dataset: readonly SanityDocument[]): Promise<string[]> {
  const query = `*[${NOT_TRANSLATED_FILTER}] | order(_id)._id`;
  const params = notTranslatedParams('houseScent', 'fr-CA');
  // Only the types the filter reads: groq-js runs its subquery once per document (O(n²) on the whole seed).
  const read = dataset.filter((document) => document._type === params.type || document._type === params.metadata);
  return (await evaluate(parse(query, { params }), { dataset: read, params })).get() as Promise<string[]>;
}

async function markersOf(translation: SanityDocument): Promise<string[]> {
  return describeMarkers(await validate(translation, documents.map((document) => (document._id === translation._id ? translation : document))));
}

describe('house-scent translations in the Studio', () => {
  it('the seed\'s French translation validates; an empty text, a field the base lacks and English typography are flagged', async () => {
    assert.ok(base && french && scentIds.length >= 20);
    assert.deepEqual(await markersOf(french), []);
    const broken = { ...copy(french), description: '', tagline: 'Une phrase en plus' };
    const found = await markersOf(broken);
    assert.ok(found.some((line) => /description: Empty text/.test(line)), found.join('\n'));
    assert.ok(found.some((line) => /tagline.*would never show/.test(line)), found.join('\n'));
    const typography = await markersOf({ ...copy(french), description: 'Un bouquet ensoleillé : le printemps!' });
    assert.ok(typography.some((line) => /^warning .*French typography/.test(line)), typography.join('\n'));
  });

  it('the badge: translated into French (English markets read the base), else which locale is missing or partly translated', () => {
    const translated = translationStatus(base, { 'fr-CA': french });
    assert.deepEqual(translated.map((entry) => [entry.locale, entry.state]), [['en-CA', 'as-base'], ['fr-CA', 'translated'], ['en-GB', 'as-base'], ['en-IE', 'as-base']]);
    assert.equal(badgeOf(translated, LOCALE_TITLES).color, 'success');

    const missing = badgeOf(translationStatus(base, {}), LOCALE_TITLES);
    assert.deepEqual([missing.label, missing.color], ['Not translated: fr-CA', 'danger']);
    assert.match(missing.title, /Français \(Canada\)/);

    // The "Translate" action's copy still says it in English: not translated yet.
    const copied = translationStatus(base, { 'fr-CA': { ...copy(base), language: 'fr-CA' } });
    assert.deepEqual(copied.find((entry) => entry.locale === 'fr-CA'), { locale: 'fr-CA', state: 'partial', untranslated: 1 });
    assert.equal(badgeOf(copied, LOCALE_TITLES).label, 'Partly translated: fr-CA');
  });

  it('"Not yet in Français (Canada)" lists the scents without a French translation, a translated one\'s draft not among them', async () => {
    assert.deepEqual(await notYetFrench(documents), []);
    const unlinked = documents.map((document) => (document._id === `${BASE_ID}__i18n_metadata`
      ? { ...document, translations: (document['translations'] as Array<{ _key: string }>).filter((entry) => entry._key !== 'fr-CA') }
      : document));
    const draft = { ...copy(documents.find((document) => document._id === scentIds.find((id) => id !== BASE_ID))!), _id: `drafts.${scentIds.find((id) => id !== BASE_ID)}` };
    const fresh = { ...copy(base), _id: 'drafts.house-scent-new' };
    assert.deepEqual(await notYetFrench([...unlinked, draft, fresh]), ['drafts.house-scent-new', BASE_ID]);
  });
});
