import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  countAnalogies,
  findForbiddenWords,
  normalizeText,
  validateDescription,
} from './validator.ts';
import type { ValidationResult } from './validator.ts';

const VALID = [
  '- You walk in and the room turns; your scent should arrive first.',
  '- Like a late dinner party that glows, you keep people talking.',
  '- Present but never pushy; one bottle per mood suits you.',
  '- Wild card: a far-off harbour, because science cannot always predict desire.',
].join('\n');

/** VALID with bullet `index` (0-based) replaced by `line`. */
function withLine(index: number, line: string): string {
  const lines = VALID.split('\n');
  lines[index] = line;
  return lines.join('\n');
}

function problemsOf(result: ValidationResult): string[] {
  return result.ok ? [] : result.problems;
}

function assertFails(text: string, pattern: RegExp): void {
  const result = validateDescription(text);
  assert.equal(result.ok, false, `expected a failure for:\n${text}`);
  assert.ok(problemsOf(result).some((p) => pattern.test(p)), `no problem matching ${pattern}: ${JSON.stringify(problemsOf(result))}`);
}

function assertPasses(text: string): string {
  const result = validateDescription(text);
  assert.deepEqual(problemsOf(result), []);
  assert.ok(result.ok);
  return result.text;
}

describe('normalizeText', () => {
  test('trims, turns CRLF into LF and collapses blank double line breaks', () => {
    assert.equal(normalizeText('  \r\n- a\r\n\r\n- b\n \n\n- c\r- d\n\n'), '- a\n- b\n- c\n- d');
  });
  test('leaves single line breaks alone', () => {
    assert.equal(normalizeText('- a\n- b'), '- a\n- b');
  });
});

describe('validateDescription', () => {
  test('a valid text passes and comes back normalised', () => {
    assert.equal(assertPasses(VALID), VALID);
    assert.equal(assertPasses(`\r\n${VALID.replace(/\n/g, '\r\n\r\n')}  \n`), VALID);
  });

  test('rule: exactly 4 non-empty lines', () => {
    assertFails(VALID.split('\n').slice(0, 3).join('\n'), /exactly 4 non-empty lines, found 3/);
    assertFails(`${VALID}\n- One more line.`, /exactly 4 non-empty lines, found 5/);
    assertFails('', /exactly 4 non-empty lines, found 0/);
  });

  test('rule: each line is a bullet starting with "- " ("• " and "* " are accepted and normalised)', () => {
    const other = VALID.split('\n').map((line, i) => (i % 2 === 0 ? line.replace(/^- /, '• ') : line.replace(/^- /, '* '))).join('\n');
    assert.equal(assertPasses(other), VALID);
    assert.equal(assertPasses(VALID.replace(/^- /gm, '-   ')), VALID);
    assertFails(withLine(0, 'You walk in and the room turns.'), /line 1 must be a bullet starting with "- ": "You walk in/);
    assertFails(withLine(1, '-Like a late dinner party that glows.'), /line 2 must be a bullet/);
    assertFails(withLine(2, '- '), /exactly 4 non-empty lines|line 3 must be a bullet/);
    assertFails(withLine(2, '1. Present but never pushy.'), /line 3 must be a bullet/);
  });

  test('rule: each bullet under 80 characters', () => {
    const body79 = `W${'a'.repeat(77)}.`;
    assert.equal(body79.length, 79);
    assertPasses(withLine(0, `- ${body79}`));
    assertFails(withLine(0, `- W${'a'.repeat(78)}.`), /bullet 1 must be under 80 characters, has 80: "Waaa/);
    // Characters, not UTF-16 units: 79 emoji-free accented letters pass.
    assertPasses(withLine(0, `- ${'é'.repeat(78)}.`));
  });

  test('rule: at most 120 words', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'x').join(' ');
    const text = [
      `- ${words(38)}`,
      `- Like a quiet room, ${words(30)}`,
      `- ${words(38)}`,
      `- ${words(8)} science cannot always predict desire.`,
    ].join('\n');
    assertFails(text, /at most 120 words, has 123/);
    assertPasses(text.replace(words(38), words(35))); // 120 words
  });

  test('rule: the 4th bullet ends with the wild-card phrase', () => {
    assertPasses(withLine(3, '- Wild card: a far-off harbour; science cannot always predict desire!'));
    assertPasses(withLine(3, '- Wild card: a far-off harbour; Science cannot always predict desire'));
    assertFails(withLine(3, '- Wild card: a far-off harbour, since desire is hard to predict.'), /bullet 4 must end with 'science cannot always predict desire'/);
    assertFails(withLine(3, '- Science cannot always predict desire, so take a far-off harbour.'), /bullet 4 must end with/);
    assertFails(withLine(3, '- Wild card: a far-off harbour; science cannot always predict desire?'), /bullet 4 must end with/);
  });

  test('rule: exactly one analogy ("like a" or "imagine")', () => {
    assertPasses(withLine(1, '- Imagine a late dinner party that glows, and you are its host.'));
    assertFails(withLine(1, '- A late dinner party that glows keeps people talking.'), /exactly one analogy .* found 0/);
    assertFails(withLine(0, '- Imagine walking in and the room turning toward you.'), /exactly one analogy .* found 2/);
    assertFails(withLine(2, '- Present, never pushy, LIKE A good tailor.'), /found 2/);
    // Not analogies: "unlike a", "like an", "imagined", "likes a".
    assertFails(withLine(1, '- Unlike a crowd, you imagined it, like an echo; she likes a show.'), /found 0/);
  });

  test('analogies are counted case-insensitively, as a phrase or a word', () => {
    assert.equal(countAnalogies('Like a storm. IMAGINE that. like   a breeze'), 3);
    assert.equal(countAnalogies('unlike a, likes a, like an, imagined, reimagine'), 0);
  });

  test('rule: no "fruity"', () => {
    assertFails(withLine(2, '- Nothing Fruity for you; one bottle per mood suits you.'), /forbidden word \(fruity\) "fruity" in bullet 3/);
  });

  test('rule: no feeling words', () => {
    for (const word of ['confident', 'Bold', 'happy', 'sexy', 'calm', 'fearless', 'daring', 'empowered']) {
      assertFails(withLine(2, `- Present and ${word}; one bottle per mood suits you.`), new RegExp(`forbidden word \\(feeling\\) "${word.toLowerCase()}" in bullet 3`));
    }
  });

  test('rule: no colour names', () => {
    for (const word of ['red', 'Golden', 'pink', 'silver', 'grey', 'amber', 'violet']) {
      assertFails(withLine(2, `- A ${word} trail; one bottle per mood suits you.`), new RegExp(`forbidden word \\((colour|note or ingredient)\\) "${word.toLowerCase()}"`));
    }
  });

  test('rule: no notes or ingredients (plurals and phrases too)', () => {
    for (const word of ['vanilla', 'roses', 'Sandalwood', 'oud', 'bergamot', 'tonka', 'lily of the valley', 'ylang-ylang', 'musk']) {
      const result = validateDescription(withLine(2, `- A hint of ${word}; one bottle per mood suits you.`));
      assert.equal(result.ok, false, word);
      assert.match(problemsOf(result).join('\n'), /forbidden word \((note or ingredient|scent family)\)/);
    }
  });

  test('rule: no scent-family descriptors', () => {
    for (const word of ['woody', 'citrus', 'floral', 'spicy']) {
      assertFails(withLine(2, `- Something ${word}; one bottle per mood suits you.`), new RegExp(`forbidden word \\(scent family\\) "${word}"`));
    }
  });

  test('rule: no foods', () => {
    for (const word of ['chocolate', 'honey', 'caramel', 'candy', 'cake', 'berries', 'cherries', 'apple', 'peach', 'coconut']) {
      assertFails(withLine(2, `- A touch of ${word}; one bottle per mood suits you.`), new RegExp(`forbidden word \\(food\\) "${word}"`));
    }
  });

  test('forbidden words match whole words only', () => {
    assertPasses(withLine(2, '- Redesign the teammate shelf; a pinecone and a rosebud are not notes.'));
    assert.deepEqual(findForbiddenWords('Scarlet roses, a Lily of the Valley and Ylang Ylang'), [
      { word: 'scarlet', category: 'colour' },
      { word: 'roses', category: 'note or ingredient' },
      { word: 'lily of the valley', category: 'note or ingredient' },
      { word: 'ylang ylang', category: 'note or ingredient' },
    ]);
  });

  test('rule: no HTML-looking content', () => {
    assertFails(withLine(0, '- You walk in and <b>the room</b> turns.'), /no HTML allowed: found "<b>/);
    assertFails(withLine(0, '- You walk in </p> and the room turns.'), /no HTML/);
    assertFails(withLine(0, '- You walk in <script> and the room turns.'), /no HTML/);
    assertPasses(withLine(0, '- Fewer than 3 < 4 rooms turn when you walk in.'));
  });

  test('rule: no URLs', () => {
    assertFails(withLine(0, '- Visit https://example.test for more.'), /no URLs allowed: found "https:\/\/"/);
    assertFails(withLine(0, '- Visit www.example.test for more.'), /no URLs/);
    assertFails(withLine(0, '- Visit perfume-shop.com for more.'), /no URLs allowed: found "perfume-shop.com"/);
  });

  test('rule: no control or invisible characters', () => {
    assertFails(withLine(0, '- You walk in\u0007 and the room turns.'), /control or invisible characters allowed: found U\+0007/);
    assertFails(withLine(0, '- You walk in\tand the room turns.'), /U\+0009/);
    assertFails(withLine(0, '- You walk in \u202eand the room turns.'), /U\+202E/);
  });

  test('rule: no Markdown emphasis', () => {
    assertFails(withLine(0, '- **You** walk in and the room turns.'), /Markdown/);
  });

  test('a non-string is rejected without throwing', () => {
    assert.equal(validateDescription(undefined as unknown as string).ok, false);
  });
});

describe('validateDescription in French (fr-CA)', () => {
  const FRENCH = [
    '- Au bureau et les soirs de sortie, vous savez relancer la conversation.',
    '- Comme un trio de jazz, vous savez quand jouer et quand écouter.',
    '- Presque tous les jours\u00a0: présent sans jamais s’imposer.',
    '- Un pari pour la montagne, car la science ne prédit pas toujours le désir.',
  ].join('\n');
  const withFrenchLine = (index: number, line: string): string => {
    const lines = FRENCH.split('\n');
    lines[index] = line;
    return lines.join('\n');
  };
  const frenchProblems = (text: string): string[] => problemsOf(validateDescription(text, 'fr-CA'));

  test('a French text passes the French rules and fails the English ones', () => {
    assert.deepEqual(frenchProblems(FRENCH), []);
    assert.ok(problemsOf(validateDescription(FRENCH)).some((p) => /must end with 'science cannot always predict desire'/.test(p)));
    assert.ok(problemsOf(validateDescription(VALID, 'fr-CA')).some((p) => /must end with 'la science ne prédit pas toujours le désir'/.test(p)));
  });

  test('the wild card ends with the French phrase, a no-break space before "!" allowed', () => {
    assert.deepEqual(frenchProblems(withFrenchLine(3, '- Osez la plage\u00a0: la science ne prédit pas toujours le désir\u00a0!')), []);
    assert.ok(frenchProblems(withFrenchLine(3, '- Un pari pour la montagne.')).some((p) => /bullet 4 must end with/.test(p)));
  });

  test('exactly one analogy: « comme un », « comme une » or « imaginez »', () => {
    assert.ok(frenchProblems(withFrenchLine(1, '- Vous savez quand jouer et quand écouter.')).some((p) => /exactly one analogy \("comme un …" or "comme une …" or "imaginez …"\), found 0/.test(p)));
    assert.deepEqual(frenchProblems(withFrenchLine(1, '- Comme une lampe à la fenêtre, vous attirez le regard.')), []);
    assert.deepEqual(frenchProblems(withFrenchLine(1, '- Imaginez un matin tranquille, rien que pour vous.')), []);
    assert.ok(frenchProblems(withFrenchLine(0, '- Imaginez le bureau, comme un salon.')).some((p) => /found 3/.test(p)));
    assert.equal(countAnalogies('comme une, comme un, Imaginez, comme unique', 'fr-CA'), 3);
  });

  test('French forbidden words, with plurals, feminines and without accents', () => {
    const cases: Array<[string, string]> = [
      ['fruitée', 'fruity'], ['fruite', 'fruity'], ['confiante', 'feeling'], ['audacieuse', 'feeling'], ['heureuse', 'feeling'],
      ['roses', 'colour'], ['bleue', 'colour'], ['dorés', 'colour'], ['boisé', 'scent family'], ['épicées', 'scent family'],
      ['vanille', 'note or ingredient'], ['jasmins', 'note or ingredient'], ['fleur d’oranger', 'note or ingredient'],
      ['cafe', 'food'], ['gâteaux', 'food'], ['érable', 'food'], ['noix de coco', 'food'],
    ];
    for (const [word, category] of cases) {
      const found = findForbiddenWords(`Un soir ${word} en ville.`, 'fr-CA');
      assert.ok(found.some((match) => match.category === category), `${word}: ${JSON.stringify(found)}`);
      assert.ok(frenchProblems(withFrenchLine(0, `- Un soir ${word} en ville.`)).some((p) => p.startsWith('forbidden word')), word);
    }
    for (const word of ['rosée du matin', 'sublime', 'orage', 'vinyle', 'salle', 'piscine']) {
      assert.deepEqual(findForbiddenWords(`Une ${word}.`, 'fr-CA'), [], word);
    }
  });

});

describe('validateDescription in the other English locales', () => {
  test('en-GB, en-CA and en-IE use the English rules', () => {
    for (const locale of ['en-GB', 'en-CA', 'en-IE'] as const) {
      assert.equal(validateDescription(VALID, locale).ok, true, locale);
      assert.ok(problemsOf(validateDescription(withLine(1, '- Like a rose garden in June.'), locale)).some((p) => /forbidden word/.test(p)));
    }
  });
});
