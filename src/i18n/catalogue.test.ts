import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { INTERFACE_TEXT_FIELDS, INTERFACE_TEXT_PLACEHOLDERS } from '../../contract/content-documents.ts';
import { placeholdersOf } from '../core/template.ts';
import { LOAD_ERROR_FIELDS, type Catalogue } from './catalogue.ts';
import { EN } from './english.ts';
import { FR } from './fr.ts';

const CATALOGUES: Record<string, Catalogue> = { en: EN, fr: FR };

describe('the code catalogues', () => {
  for (const [language, catalogue] of Object.entries(CATALOGUES)) {
    it(`${language}: every interface text, with exactly the placeholders the element fills`, () => {
      for (const field of INTERFACE_TEXT_FIELDS) {
        assert.ok(catalogue[field].trim(), field);
        assert.deepEqual(placeholdersOf(catalogue[field]).sort(), [...(INTERFACE_TEXT_PLACEHOLDERS[field] ?? [])].sort(), field);
      }
    });

    it(`${language}: every load failure has its own title and message, none technical`, () => {
      const titles = Object.values(LOAD_ERROR_FIELDS).map((fields) => catalogue[fields.title]);
      assert.equal(new Set(titles).size, titles.length);
      for (const fields of Object.values(LOAD_ERROR_FIELDS)) {
        assert.doesNotMatch(`${catalogue[fields.title]} ${catalogue[fields.message]}`, /https?:|%[0-9A-F]{2}|\berror\b|erreur/i);
      }
    });
  }

  it('French is French: no text is left as the English one', () => {
    const same = (Object.keys(EN) as Array<keyof Catalogue>).filter((field) => EN[field] === FR[field]);
    assert.deepEqual(same, []);
  });
});
