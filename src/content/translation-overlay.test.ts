import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withTranslations } from './localize.ts';
import { overlaid, provideTranslationOverlay } from './translation-overlay.ts';

describe('the translation overlay handed from the app to the entry', () => {
  it('checks an answer without a translation at once, and waits for the app with one', async () => {
    const base = [{ _id: 'quiz', name: 'Quiz', steps: [{ _key: 's', heading: 'Hello' }] }];
    assert.equal(await overlaid(base), base);
    const translated = [{ ...base[0], translation: { steps: [{ _key: 's', heading: 'Bonjour' }] } }];
    let settled = false;
    const answer = overlaid(translated).then((value) => {
      settled = true;
      return value;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    assert.equal(settled, false, 'waits for the app');
    provideTranslationOverlay(withTranslations);
    assert.deepEqual(await answer, [{ _id: 'quiz', name: 'Quiz', steps: [{ _key: 's', heading: 'Bonjour' }] }]);
  });

  it('keeps English where the translation is missing or empty', () => {
    const answer = { copy: { kitButton: 'Add to cart', heroHeading: 'Your kit' }, translation: { copy: { kitButton: 'Ajouter au panier', heroHeading: ' ' } } };
    assert.deepEqual(withTranslations(answer), { copy: { kitButton: 'Ajouter au panier', heroHeading: 'Your kit' } });
    assert.deepEqual(withTranslations({ copy: { kitButton: 'Add to cart' }, translation: null }), { copy: { kitButton: 'Add to cart' } });
  });
});
