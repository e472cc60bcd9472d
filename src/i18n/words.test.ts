import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { EN } from './english.ts';
import { FR } from './fr.ts';
import { formatInteger, interfaceWords, say } from './words.ts';
import { typeset } from './fr.ts';

describe('interface words', () => {
  it("takes the content's text over the catalogue's, field by field", () => {
    const words = interfaceWords({ next: 'Continue', back: '' }, EN);
    assert.equal(words.next, 'Continue');
    assert.equal(words.back, 'Back', 'an empty text falls back');
    assert.equal(words.retry, 'Try again', 'a missing text falls back');
    assert.equal(interfaceWords(null, EN).next, 'Next', 'no content at all');
  });

  it('falls back when a text holds a placeholder the element does not fill for it', () => {
    assert.equal(interfaceWords({ stepCount: 'Page {page} of {count}' }, EN).stepCount, 'Step {step} of {count}');
    assert.equal(interfaceWords({ stepCount: '{step}/{count}' }, EN).stepCount, '{step}/{count}');
  });

  it('sets French texts, typed by a merchant or not, in French typography', () => {
    const words = interfaceWords({ pickerNoMatches: 'Rien trouvé !' }, FR, typeset);
    assert.equal(words.pickerNoMatches, 'Rien trouvé\u202f!');
    assert.equal(say(words.progressComplete, { progress: 40 }, 'fr-CA'), '40\u00a0% terminé');
    assert.equal(interfaceWords({ pickerNoMatches: 'Nothing!' }, EN).pickerNoMatches, 'Nothing!', 'English stays as typed');
  });

  it('fills placeholders, numbers as the locale writes them', () => {
    assert.equal(say(EN.stepCount, { step: 3, count: 12 }, 'en-US'), 'Step 3 of 12');
    assert.equal(say(EN.pickerShowingFirst, { count: 1000 }, 'en-US'), 'Showing the first 1,000 matches. Type more to narrow the list.');
    assert.equal(formatInteger(1000, 'fr-CA'), '1\u00a0000');
    assert.equal(formatInteger(12, 'fr-CA'), '12');
  });
});
