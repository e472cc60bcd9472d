import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BOTTLE_SHAPES, bottleArt, contrast } from './bottle-art.ts';

const perfume = (id: string, family: string, sub_family = '') => ({ id, family, sub_family });
const FAMILIES = ['Floral', 'Oriental', 'Woody', 'Aromatic', 'Chypre', 'Citrus', 'Leather', ''];
const SUB_FAMILIES = ['', 'Fruity', 'Floral', 'Aromatic', 'Spicy', 'Woody Musk', 'Woody', 'Green', 'Vanilla', 'Fougere', 'Aquatic',
  'Fruity Gourmand', 'Floral Musk', 'Aldehyde', 'Chypre', 'Gourmand'];

describe('bottleArt', () => {
  it('is deterministic', () => {
    assert.deepEqual(bottleArt(perfume('chanel-no-5', 'Floral', 'Aldehyde')), bottleArt(perfume('chanel-no-5', 'Floral', 'Aldehyde')));
  });

  it('gives each catalogue family its own glass colour', () => {
    const glasses = FAMILIES.map((family) => bottleArt(perfume('x', family)).glass);
    assert.equal(new Set(glasses).size, FAMILIES.length, glasses.join(' '));
  });

  it('tells perfumes of one family apart by sub-family and by silhouette', () => {
    const florals = SUB_FAMILIES.map((sub, i) => bottleArt(perfume(`floral-${i}`, 'Floral', sub)));
    assert.ok(new Set(florals.map((art) => art.glass)).size >= 4, 'several shades of floral');
    assert.ok(new Set(florals.map((art) => art.accent)).size >= 8, 'sub-family accents');
    assert.deepEqual(new Set(florals.map((art) => art.shape)), new Set(BOTTLE_SHAPES));
  });

  it('matches families case- and accent-insensitively, and falls back to a neutral bottle', () => {
    assert.equal(bottleArt(perfume('a', 'FLORAL')).glass, bottleArt(perfume('a', ' floral ')).glass);
    assert.equal(bottleArt(perfume('a', 'Fougère')).glass, bottleArt(perfume('a', 'fougere')).glass);
    assert.match(bottleArt(perfume('a', 'Unheard of', '')).glass, /^#[0-9a-f]{6}$/);
  });

  it('keeps the outline at 3:1 or more against a white or cream row and against its glass', () => {
    for (const family of FAMILIES) {
      for (const sub of SUB_FAMILIES) {
        const art = bottleArt(perfume(`${family}-${sub}`, family, sub));
        for (const row of ['#ffffff', '#fffaf5']) assert.ok(contrast(art.outline, row) >= 3, `${family}/${sub} on ${row}: ${contrast(art.outline, row).toFixed(2)}`);
        assert.ok(contrast(art.outline, art.glass) >= 3 || contrast(art.outline, '#ffffff') >= 4.5, `${family}/${sub}: outline vs glass`);
      }
    }
  });
});
