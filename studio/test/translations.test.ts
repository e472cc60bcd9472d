/**
 * Document-level translations in the Studio: a translation holds only what it translates and validates
 * against its base (keys, empty texts, French typography); the one-quiz rule ignores translations; the
 * Translate action's documents have the shape the element and the server read.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { SanityDocument, ValidationMarker } from 'sanity';
import { copy, loadDataset } from './support/datasets.ts';
import { describeMarkers, validate } from './support/validate.ts';
import { translationMutations } from '../schemas/translations.ts';

type Step = Record<string, unknown> & { _key: string };
type Doc = SanityDocument & { steps: Step[] };

const documents = loadDataset('staging');
const french = documents.find((document) => document._id === 'quiz-main__i18n_fr-CA') as Doc;
const british = documents.find((document) => document._id === 'quiz-main__i18n_en-GB') as Doc;
const base = documents.find((document) => document._id === 'quiz-main') as Doc;

async function markersOf(translation: Doc, change: (broken: Doc) => void): Promise<string[]> {
  const broken = copy(translation);
  change(broken);
  const markers: ValidationMarker[] = await validate(broken, documents.map((document) => (document._id === translation._id ? broken : document)));
  return describeMarkers(markers);
}
const has = (found: string[], pattern: RegExp) => assert.ok(found.some((line) => pattern.test(line)), found.join('\n') || '(no markers)');

describe('translations in the Studio', () => {
  it('a translation holding only some texts is valid: what it leaves out shows the base', async () => {
    assert.deepEqual(await markersOf(french, () => {}), []);
    assert.ok(!('name' in french) && !('id' in (french.steps[0] ?? {})), 'the seed translation has no name, no step ids');
  });

  it('flags an option the base does not have, and an empty text', async () => {
    const found = await markersOf(french, (broken) => {
      const gender = broken.steps.find((step) => step._key === 'step-gender') as Step & { items: Array<Record<string, unknown>>; heading: string };
      gender.items.push({ _key: 'gender-robot', _type: 'item', text: 'Robot' });
      gender.heading = '';
    });
    has(found, /step-gender.*items.*gender-robot.*The base document has no entry with key "gender-robot"/);
    has(found, /step-gender.*heading: Empty text/);
  });

  it('warns about French text without French typography, not about English', async () => {
    has(await markersOf(french, (broken) => { (broken.steps.find((step) => step._key === 'step-almostthere') as Step).heading = 'Presque terminé!'; }),
      /^warning steps.*step-almostthere.*heading: French typography/);
    assert.deepEqual(await markersOf(british, (broken) => { (broken.steps.find((step) => step._key === 'step-colors') as Step).heading = 'Colours?'; }), []);
  });

  it('flags a translation no metadata links to a base', async () => {
    const orphan = { ...copy(french), _id: 'quiz-main__i18n_orphan' };
    has(describeMarkers(await validate(orphan, [...documents, orphan])), /No base document links this translation/);
  });

  it('keeps "exactly one quiz" for base documents: translations are not a second quiz', async () => {
    assert.deepEqual(describeMarkers(await validate(base, documents)).filter((line) => /Another quiz/.test(line)), []);
    assert.ok(documents.filter((document) => document._type === 'quiz').length > 1);
  });

  it('still requires every field of a base document', async () => {
    const broken = copy(base);
    delete (broken.steps[3] as Partial<Step>).id;
    has(describeMarkers(await validate(broken, documents.map((document) => (document._id === base._id ? broken : document)))), /step-gender.*id: Required/);
  });

  it('the Translate action writes a draft copy with its language and links it to the base', () => {
    const mutations = translationMutations({ ...base, _id: 'drafts.quiz-main', _rev: 'r1' }, 'fr-CA');
    assert.equal(mutations.id, 'quiz-main__i18n_fr-CA');
    assert.equal(mutations.translation._id, 'drafts.quiz-main__i18n_fr-CA');
    assert.equal(mutations.translation.language, 'fr-CA');
    assert.ok(!('_rev' in mutations.translation));
    assert.deepEqual(mutations.metadata.translations.map((entry) => [entry._key, entry.value._ref]), [['en-US', 'quiz-main']]);
    assert.deepEqual([mutations.link.entry._key, mutations.link.entry.value._ref], ['fr-CA', 'quiz-main__i18n_fr-CA']);
  });
});
