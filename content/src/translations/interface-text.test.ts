import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { INTERFACE_TEXT_FIELDS, OWN_PLACEHOLDER_COPY } from '../../../contract/content-documents.ts';
import { frenchTypography } from '../../../src/core/french-typography.ts';
import { placeholdersOf } from '../../../src/core/template.ts';
import { FALLBACK_COPY } from '../../../src/core/results-fallback.ts';
import { INTERFACE_TEXT, INTERFACE_TEXT_TRANSLATIONS, MARKETING_COPY_TRANSLATIONS } from './interface-text.ts';
import { translationId } from '../../../contract/translations.ts';
import { DATASETS } from '../datasets.ts';

describe('the seed interface texts', () => {
  it('the base quiz has every interface text', () => {
    for (const field of INTERFACE_TEXT_FIELDS) assert.ok(INTERFACE_TEXT[field].trim(), field);
  });

  it('fr-CA translates every interface text, keeping its placeholders, in French typography', () => {
    const french = INTERFACE_TEXT_TRANSLATIONS['fr-CA'];
    for (const field of INTERFACE_TEXT_FIELDS) {
      const text = french[field] ?? '';
      assert.notEqual(text, INTERFACE_TEXT[field], field);
      assert.deepEqual(placeholdersOf(text).sort(), placeholdersOf(INTERFACE_TEXT[field]).sort(), field);
      assert.equal(frenchTypography(text), text, field);
    }
  });

  it('fr-CA results-page words keep their placeholders', () => {
    for (const [field, text] of Object.entries(MARKETING_COPY_TRANSLATIONS['fr-CA'])) {
      const own = OWN_PLACEHOLDER_COPY[field as keyof typeof OWN_PLACEHOLDER_COPY];
      assert.deepEqual(placeholdersOf(text ?? '').sort(), [...(own ?? placeholdersOf(FALLBACK_COPY[field as keyof typeof FALLBACK_COPY]))].sort(), field);
    }
  });

  it('the translated quiz carries the interface texts of its locale only where they differ', () => {
    const translation = (locale: string) => DATASETS['staging']!.find((doc) => doc._id === translationId('quiz-main', locale as 'fr-CA')) as { interfaceText?: Record<string, string> };
    assert.equal(translation('fr-CA').interfaceText?.['next'], 'Suivant');
    assert.equal(translation('en-GB').interfaceText, undefined);
  });
});
