import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { frenchTypographyProblems, hasWords, isBaseDocument, textsOf, translationProblems, untranslatedTexts } from './translations.ts';

describe('translation checks', () => {
  it('catches what a translation must not do', () => {
    const base = { _id: 'q', _type: 'quiz', steps: [{ _key: 'a', heading: 'Hi', items: [{ _key: 'i', text: 'One' }] }] };
    assert.deepEqual(translationProblems(base, { steps: [{ _key: 'b', heading: 'Salut' }] }).map((problem) => problem.message), ['The base document has no entry with key "b": translate its entries, do not add new ones']);
    assert.equal(translationProblems(base, { steps: [{ _key: 'a', heading: ' ' }] })[0]?.message, 'Empty text: write the translation, or remove it to show the base text');
    assert.deepEqual(untranslatedTexts(base, { steps: [{ _key: 'a', heading: 'Salut' }] }).map(({ text }) => text), ['One']);
    assert.equal(frenchTypographyProblems({ heading: 'Prêt?' }).length, 1);
    assert.equal(frenchTypographyProblems({ heading: 'Prêt\u202f? À 10:30, https://exemple.ca' }).length, 0);
  });

  it('lets Portable Text spans be re-cut, and tells words from symbols and figures', () => {
    const base = { answer: [{ _key: 'b', _type: 'block', children: [{ _key: 's0', _type: 'span', text: 'Hello' }] }] };
    assert.deepEqual(translationProblems(base, { answer: [{ _key: 'b', _type: 'block', children: [{ _key: 'new', _type: 'span', text: 'Bonjour' }] }] }), []);
    assert.deepEqual([hasWords('cells', 'yes'), hasWords('cells', 'Up to 30 wears'), hasWords('text', '{price}'), hasWords('text', '5')], [false, true, false, false]);
    assert.deepEqual(textsOf({ _id: 'x', name: 'Maya R.', quote: 'Hi', href: '/x' }).map(({ text }) => text), ['Hi']);
    assert.deepEqual([isBaseDocument({ _id: 'a' }), isBaseDocument({ _id: 'a', language: 'fr-CA' })], [true, false]);
  });
});
