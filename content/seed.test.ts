/** Checks the generated seed content (run `npx tsx --test content/seed.test.ts`). */
import { translatedTexts } from '../server/kit/load-scents.ts';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { COLOR_PALETTE, LOYALTY_OPTIONS, SCENT_FAMILIES } from '../src/core/constants.ts';
import { MARKETING_COPY_FIELDS } from '../contract/content-documents.ts';
import { DATASETS } from './src/datasets.ts';
import { isBaseDocument } from '../contract/translations.ts';
import { serializeDataset } from './src/serialize.ts';

type Doc = Record<string, unknown> & { _id: string; _type: string };
type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- parsed JSON

const CONTENT_DIR = import.meta.dirname;
const DATASET_NAMES = ['staging', 'holiday'] as const;
const FAMILY_FIELDS = SCENT_FAMILIES.map((family) => family.field);
const OCCASIONS = ['daytime', 'work', 'evenings out', 'date night', 'special occasions', 'weekends', 'workouts'];
const SEASONS = ['spring', 'summer', 'fall', 'winter'];
/** Words a house-scent description must not use: notes, ingredients, colours, foods. */
const FORBIDDEN_WORDS = [
  'rose', 'jasmine', 'lily', 'violet', 'iris', 'peony', 'tuberose', 'vanilla', 'amber', 'musk', 'oud', 'sandalwood',
  'cedar', 'vetiver', 'patchouli', 'bergamot', 'lemon', 'lime', 'orange', 'grapefruit', 'mandarin', 'neroli', 'honey',
  'caramel', 'chocolate', 'coffee', 'tea', 'coconut', 'mango', 'pineapple', 'apple', 'pear', 'berry', 'fig', 'basil',
  'mint', 'lavender', 'sage', 'rosemary', 'thyme', 'salt', 'moss', 'leather', 'tobacco', 'pepper', 'cinnamon',
  'incense', 'red', 'blue', 'green', 'pink', 'purple', 'yellow', 'black', 'white', 'gold', 'fruity', 'confident', 'bold',
];

function load(dataset: string): Doc[] {
  const text = readFileSync(join(CONTENT_DIR, dataset, 'data.ndjson'), 'utf8');
  assert.ok(text.endsWith('\n'), 'NDJSON ends with a newline');
  return text.trimEnd().split('\n').map((line) => JSON.parse(line) as Doc);
}

/** Base documents of a type (translations are checked in src/translations/translations.test.ts). */
function byType(docs: Doc[], type: string): Doc[] {
  return docs.filter((doc) => doc._type === type && isBaseDocument(doc));
}

function only(docs: Doc[], type: string): Obj {
  const found = byType(docs, type);
  assert.equal(found.length, 1, `exactly one ${type} document`);
  return found[0] as Obj;
}

/** Every object with `_type: "image"` anywhere in the value. */
function imageFields(value: unknown, found: Obj[] = []): Obj[] {
  if (Array.isArray(value)) value.forEach((entry) => imageFields(entry, found));
  else if (value && typeof value === 'object') {
    const record = value as Obj;
    if (record._type === 'image') found.push(record);
    Object.values(record).forEach((entry) => imageFields(entry, found));
  }
  return found;
}

/** Plain text of Portable Text blocks. */
function ptText(blocks: Obj[]): string {
  return blocks.map((block) => (block.children as Obj[]).map((span) => span.text).join('')).join('\n');
}

function ptHrefs(blocks: Obj[]): string[] {
  return blocks.flatMap((block) => (block.markDefs as Obj[]).map((def) => def.href as string));
}

function assertPortableText(blocks: unknown, where: string): void {
  assert.ok(Array.isArray(blocks) && blocks.length > 0, `${where}: blocks`);
  const keys = new Set<string>();
  for (const block of blocks as Obj[]) {
    assert.equal(block._type, 'block', where);
    assert.equal(typeof block.style, 'string', where);
    assert.ok(Array.isArray(block.markDefs) && Array.isArray(block.children), where);
    assert.ok(!keys.has(block._key), `${where}: unique block key`);
    keys.add(block._key);
    const defKeys = new Set((block.markDefs as Obj[]).map((def) => def._key as string));
    for (const span of block.children as Obj[]) {
      assert.equal(span._type, 'span', where);
      assert.equal(typeof span.text, 'string', where);
      for (const mark of span.marks as string[]) {
        assert.ok(['strong', 'em'].includes(mark) || defKeys.has(mark), `${where}: mark ${mark} is defined`);
      }
    }
  }
}

for (const dataset of DATASET_NAMES) {
  describe(`dataset ${dataset}`, () => {
    const docs = load(dataset);
    const quiz = only(docs, 'quiz');
    const steps = quiz.steps as Obj[];

    it('is what the generator writes (run `npx tsx content/build-seed.ts` after editing content/src)', () => {
      const output = serializeDataset(dataset, DATASETS[dataset] ?? []);
      assert.equal(readFileSync(join(CONTENT_DIR, dataset, 'data.ndjson'), 'utf8'), output.ndjson);
      assert.equal(readFileSync(join(CONTENT_DIR, dataset, 'import.ndjson'), 'utf8'), output.importNdjson);
      const files = readdirSync(join(CONTENT_DIR, dataset, 'images')).sort();
      assert.deepEqual(files, [...output.images.keys()].sort(), 'no missing or stale image files');
      for (const [name, svg] of output.images) {
        assert.equal(readFileSync(join(CONTENT_DIR, dataset, 'images', name), 'utf8'), svg, name);
      }
    });

    it('has unique document ids', () => {
      assert.equal(new Set(docs.map((doc) => doc._id)).size, docs.length);
    });

    it('points every image reference at an asset document whose file exists', () => {
      const assets = new Map(byType(docs, 'sanity.imageAsset').map((doc) => [doc._id, doc as Obj]));
      // A translation's image fields hold only their alt text: the base's image shows.
      const fields = imageFields(docs.filter(isBaseDocument));
      assert.ok(fields.length > 0);
      const used = new Set<string>();
      for (const field of fields) {
        const ref = field.asset?._ref as string;
        assert.equal(field.asset?._type, 'reference');
        assert.ok(typeof field.altText === 'string' && field.altText.length > 8, `${ref}: meaningful alt text`);
        const asset = assets.get(ref);
        assert.ok(asset, `${ref}: asset document exists`);
        used.add(ref);
        const match = /^image-(.+)-(\d+)x(\d+)-svg$/.exec(ref);
        assert.ok(match, `${ref}: id pattern`);
        const [, name, width, height] = match;
        assert.equal(asset.path, `images/${name}-${width}x${height}.svg`);
        assert.equal(asset.url, `/content/${dataset}/${asset.path}`);
        assert.equal(asset.extension, 'svg');
        assert.equal(asset.mimeType, 'image/svg+xml');
        assert.equal(asset.metadata.dimensions.width, Number(width));
        assert.equal(asset.metadata.dimensions.height, Number(height));
        assert.ok(existsSync(join(CONTENT_DIR, dataset, asset.path)), `${asset.path} exists`);
      }
      assert.deepEqual([...assets.keys()].sort(), [...used].sort(), 'every asset is used');
    });

    it('has an import file whose image fields name files that `sanity dataset import` can upload', () => {
      const lines = readFileSync(join(CONTENT_DIR, dataset, 'import.ndjson'), 'utf8').trim().split('\n');
      const imported = lines.map((line) => JSON.parse(line) as Doc);
      assert.deepEqual(imported.map((doc) => doc._id), docs.filter((doc) => doc._type !== 'sanity.imageAsset').map((doc) => doc._id),
        'the same documents, without asset documents (the import creates them from the files)');
      const fields = imageFields(imported.filter(isBaseDocument));
      assert.equal(fields.length, imageFields(docs.filter(isBaseDocument)).length, 'every image field');
      for (const field of fields) {
        assert.equal(field.asset, undefined, 'no reference to an asset document');
        const [, file] = /^image@file:\/\/\.\/(images\/[^/]+\.svg)$/.exec(field._sanityAsset ?? '') ?? [];
        assert.ok(file && existsSync(join(CONTENT_DIR, dataset, file)), `${field._sanityAsset}: the file exists`);
        assert.ok(typeof field.altText === 'string' && field.altText.length > 8, `${file}: alt text kept`);
      }
    });

    it('ships small, self-contained SVGs with a viewBox and no text', () => {
      for (const name of readdirSync(join(CONTENT_DIR, dataset, 'images'))) {
        const svg = readFileSync(join(CONTENT_DIR, dataset, 'images', name), 'utf8');
        const [, width, height] = /-(\d+)x(\d+)\.svg$/.exec(name) ?? [];
        assert.ok(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), name);
        assert.ok(svg.includes(`viewBox="0 0 ${width} ${height}"`), `${name}: viewBox`);
        assert.ok(!/<script|<text|<image|<foreignObject|href=|@import|\bon[a-z]+=/i.test(svg), `${name}: no scripts, text or links`);
        assert.equal((svg.match(/https?:/g) ?? []).length, 1, `${name}: no URL but the namespace`);
        assert.ok(svg.length < 12_000, `${name}: small`);
      }
    });

    it('has steps with unique ids, names and keys', () => {
      for (const field of ['id', 'name', '_key'] as const) {
        assert.equal(new Set(steps.map((step) => step[field])).size, steps.length, `unique ${field}`);
      }
      for (const step of steps) {
        assert.equal(step._type, 'step');
        assert.match(step.name, /^[a-z0-9]+$/, `${step.name}: URL slug`);
        assert.ok(step.option === 'Multiple' || step.option === 'single', `${step.name}: option`);
        assert.equal(typeof step.canNext, 'boolean');
        assert.ok(step.background && step.backgroundMobile, `${step.name}: backgrounds`);
        const itemKeys = (step.items ?? []).map((item: Obj) => item._key);
        assert.equal(new Set(itemKeys).size, itemKeys.length, `${step.name}: unique item keys`);
        for (const item of step.items ?? []) {
          assert.equal(item._type, 'item');
          assert.ok(item.text && typeof item.value === 'string', `${step.name}: item text and value`);
        }
        const answered = ['select', 'range', 'color', 'image'].includes(step.type);
        if (answered) assert.ok((step.items ?? []).length >= 3, `${step.name}: has options`);
        if (step.type === 'image') assert.ok(step.items.every((item: Obj) => item.image), `${step.name}: item images`);
      }
      assert.equal(steps.at(-1)?.type, 'cta', 'ends with the cta step');
    });

    it('has a quiz result with two products and rich descriptions', () => {
      const result = quiz.quizResult as Obj;
      assert.match(result.shopifyVariantId, /^\d+$/);
      assert.ok(result.backgroundImage && result.backgroundImageMobile);
      assert.ok(result.recommendProductListTitle && result.recommendTableTitle && result.variant);
      assert.equal(result.productRecommends.length, 2);
      for (const product of result.productRecommends as Obj[]) {
        // Prices carry their currency; the compare-at price is above the price; reviews are the product's own.
        assert.equal(typeof product.price.amount, 'number');
        assert.match(product.price.currency, /^[A-Z]{3}$/);
        assert.equal(product.compareAtPrice.currency, product.price.currency);
        assert.ok(product.compareAtPrice.amount > product.price.amount, `${product.title}: compare-at above price`);
        assert.ok(product.credit.amount > 0 && Number.isInteger(product.reviewCount) && product.rating <= 5);
        assert.ok(product.sampleSize && product.shippingNote, `${product.title}: size and shipping`);
        assert.equal(typeof product.isBestValue, 'boolean');
        assert.match(product.shopifyVariantId, /^\d+$/);
        assert.ok(product.image && product.badgeImage, `${product.title}: images`);
        assertPortableText(product.description, product.title);
        const blocks = product.description as Obj[];
        assert.ok(blocks.some((block) => block.children.some((span: Obj) => span.marks.includes('strong'))), 'bold');
        assert.ok(blocks.some((block) => block.listItem === 'bullet'), 'bullet list');
        assert.ok(ptHrefs(blocks).includes('/pages/signature-sampler'), 'sampler link');
      }
      assert.equal(result.productRecommends.filter((product: Obj) => product.isBestValue).length, 1);
      assert.notEqual(result.productRecommends[0].reviewCount, result.productRecommends[1].reviewCount, 'reviews per product');
      for (const row of result.comparisonRows as Obj[]) assert.equal(row.cells.length, result.productRecommends.length, row.label);
    });

    it('has the marketing document: 4 testimonials, 5 principles, 8 FAQs', () => {
      const marketing = only(docs, 'marketing');
      assert.equal(marketing._id, 'marketing');
      assert.ok(marketing.productName && /^care@.+\.example$/.test(marketing.email));
      assert.equal(marketing.testimonials.length, 4);
      for (const testimonial of marketing.testimonials as Obj[]) assert.ok(testimonial._key && testimonial.name && testimonial.quote);
      assert.deepEqual(marketing.principles.map((principle: Obj) => principle.title),
        ['Made In USA', 'Beauty Standards', 'Cruelty Free', 'Planet Minded', 'Genderless']);
      for (const principle of marketing.principles as Obj[]) assert.ok(principle._key && principle.text);
      const faqs = marketing.faqs as Obj[];
      assert.equal(faqs.length, 8);
      faqs.forEach((faq, i) => assertPortableText(faq.answer, `FAQ ${i + 1}`));
      const answer = (i: number): Obj[] => faqs[i]?.answer as Obj[];
      // The e-mail is the document's own field, filled into the answers by the element.
      assert.ok(ptText(answer(2)).includes('{email}') && ptHrefs(answer(2)).includes('mailto:{email}'), 'FAQ 3 gives the email');
      assert.ok(ptText(answer(6)).includes('{email}'), 'FAQ 7 gives the email');
      for (const field of MARKETING_COPY_FIELDS) assert.ok(marketing.copy[field], `copy.${field}`);
      assert.ok(marketing.successRate > 0 && marketing.unitsSold > 0 && marketing.heroPerks.length === 3 && marketing.expectSteps.length === 4);
      assert.ok(ptHrefs(answer(3)).includes('/pages/custom-kit'), 'FAQ 4 links the custom kit');
      assert.ok(ptHrefs(answer(7)).includes('/pages/signature-sampler'), 'FAQ 8 links the sampler');
      assert.ok(marketing.differenceImage && marketing.differenceImageMobile);
    });

    it('describes every house scent in French, linked to its base the Sanity way', () => {
      const scents = (byType(docs, 'houseScent') as Obj[]).filter((doc) => doc.language === undefined);
      for (const scent of scents) {
        const texts = translatedTexts(docs, 'fr-CA', 'description');
        assert.ok(texts.get(scent._id) && texts.get(scent._id) !== scent.description, `${scent.name}: no French description`);
      }
    });

    it('has at least 24 house scents, every family dominant at least twice', () => {
      const scents = (byType(docs, 'houseScent') as Obj[]).filter((doc) => doc.language === undefined);
      assert.ok(scents.length >= 24, `${scents.length} house scents`);
      const dominantCount = new Map<string, number>();
      for (const scent of scents) {
        assert.match(scent._id, /^house-scent-[a-z0-9-]+$/);
        assert.deepEqual(Object.keys(scent.families).sort(), [...FAMILY_FIELDS].sort(), `${scent.name}: all families`);
        const weights = FAMILY_FIELDS.map((field) => scent.families[field] as number);
        assert.ok(weights.every((weight) => weight >= 0 && weight <= 1), `${scent.name}: weights within 0..1`);
        const sorted = [...weights].sort((a, b) => b - a);
        assert.ok((sorted[0] ?? 0) - (sorted[1] ?? 0) >= 0.2, `${scent.name}: one clearly dominant family`);
        const dominant = FAMILY_FIELDS[weights.indexOf(sorted[0] ?? 0)] ?? '';
        dominantCount.set(dominant, (dominantCount.get(dominant) ?? 0) + 1);
        assert.ok(Number.isInteger(scent.intensity) && scent.intensity >= 0 && scent.intensity <= 4, `${scent.name}: intensity`);
        assert.ok(scent.occasions.length > 0 && scent.occasions.every((o: string) => OCCASIONS.includes(o)), `${scent.name}: occasions`);
        assert.ok(scent.seasons.length > 0 && scent.seasons.every((s: string) => SEASONS.includes(s)), `${scent.name}: seasons`);
        const words: string[] = scent.description.toLowerCase().match(/[a-z]+/g) ?? [];
        const forbidden = words.filter((word) => FORBIDDEN_WORDS.includes(word));
        assert.deepEqual(forbidden, [], `${scent.name}: description names no ingredient, colour or food`);
      }
      for (const field of FAMILY_FIELDS) {
        assert.ok((dominantCount.get(field) ?? 0) >= 2, `${field} dominant in ${dominantCount.get(field) ?? 0} scents`);
      }
      assert.ok(new Set(scents.map((scent) => scent.intensity)).size >= 4, 'varied intensities');
    });
  });
}

describe('staging quiz', () => {
  const docs = load('staging');
  const quiz = only(docs, 'quiz');
  const steps = quiz.steps as Obj[];
  const byId = (id: string): Obj => {
    const step = steps.find((candidate) => candidate.id === id);
    assert.ok(step, `step ${id}`);
    return step;
  };

  it('is quiz-main with the steps in the planned order', () => {
    assert.equal(quiz._id, 'quiz-main');
    assert.deepEqual(steps.map((step) => step.name), [
      'welcome', 'aboutyou', 'age', 'gender', 'grewup', 'spendtime', 'personality', 'travel', 'scentstory',
      'frequency', 'strength', 'occasions', 'rotation', 'scenttypes',
      'floral', 'spicy', 'woody', 'citrus', 'sweet', 'tropical', 'freshfruit', 'herbal', 'oceanic', 'green', 'earthy',
      'colors', 'smells', 'mood', 'moment', 'loyalty', 'almostthere', 'favorites', 'email', 'results',
    ]);
  });

  it('offers results by e-mail near the end: optional, with a CASL wording for Canada and a default', () => {
    const email = steps.find((step) => step.type === 'email');
    assert.equal(email?.canNext, true, 'Skip always works');
    const texts = email?.consentTexts as Array<{ markets: string[]; text: string; version: string }>;
    assert.deepEqual(texts.map((text) => text.markets), [['CA'], []]);
    assert.match(texts[0]?.text ?? '', /Scentology \(.*Montréal.*care@scentology\.example\).*unsubscribe/, 'CASL: sender, address, contact, unsubscribe');
    assert.match(texts[1]?.text ?? '', /only for these e-mails/, 'GDPR: a clear purpose');
  });

  it('uses every step type of the spec', () => {
    const types = new Set(steps.map((step) => step.type));
    for (const type of ['Landing', 'transition', 'age', 'select', 'range', 'color', 'image', 'search', 'cta']) {
      assert.ok(types.has(type), `type ${type}`);
    }
  });

  it('has the eleven rating steps, in order, with label ranges and values 1..5', () => {
    const ratings = steps.filter((step) => FAMILY_FIELDS.includes(step.id));
    assert.deepEqual(ratings.map((step) => step.id), FAMILY_FIELDS);
    for (const step of ratings) {
      assert.equal(step.type, 'range');
      assert.equal(step.option, 'single');
      assert.equal(step.canNext, false);
      assert.deepEqual(step.labelRange, ['Strongly dislike', 'Love']);
      assert.deepEqual(step.items.map((item: Obj) => item.value), ['1', '2', '3', '4', '5']);
    }
  });

  it('stores the profile fields the spec names', () => {
    for (const id of ['age', 'gender', 'country_spend', 'country_part_did_live', 'in_extroverted_point', 'appeals',
      'often_wear_fragrance', 'when_like_wear_fragrance', 'perfumes_usual_rotation', 'subtle_strong_scrent',
      'scent_type_typically_prefer', 'color_these_you_love1', 'color_these_you_love2', 'color_these_you_love3',
      'color_these_you_love4', 'loyal_scent_play_the_field', 'favorite_fragrances']) {
      byId(id);
    }
    for (const id of ['in_extroverted_point', 'often_wear_fragrance', 'subtle_strong_scrent']) {
      assert.deepEqual(byId(id).items.map((item: Obj) => item.value), ['0', '1', '2', '3', '4']);
      assert.equal(byId(id).labelRange.length, 2);
    }
    assert.equal(byId('age').canNext, false);
    assert.equal(byId('favorite_fragrances').type, 'search');
  });

  it('offers the palette on colour steps and the loyalty list', () => {
    assert.deepEqual(byId('color_these_you_love1').items.map((item: Obj) => [item.text, item.value]), COLOR_PALETTE.map((c) => [c.name, c.hex]));
    assert.equal(byId('color_these_you_love1').option, 'Multiple');
    // Colour is asked once: the mood step names moods, each answering with a colour of the palette.
    assert.deepEqual(steps.filter((step) => step.type === 'color').map((step) => step.name), ['colors']);
    assert.deepEqual(byId('color_these_you_love3').items.map((item: Obj) => item.value).sort(), COLOR_PALETTE.map((c) => c.hex).sort());
    assert.equal(byId('color_these_you_love3').option, 'single');
    assert.equal(byId('color_these_you_love4').items.length, 3, 'small grid case');
    const loyalty = byId('loyal_scent_play_the_field');
    assert.deepEqual(loyalty.items.map((item: Obj) => item.text), [...LOYALTY_OPTIONS]);
    assert.deepEqual(loyalty.items.map((item: Obj) => item.value), ['-1', '0', '1']);
    assert.equal(byId('scent_type_typically_prefer').items.length, 6);
  });

  it('groups its steps into at most 20 screens, each of consecutive question steps', () => {
    const visible = steps.filter((step) => step.type !== 'Landing');
    const screens: Obj[][] = [];
    for (const step of visible) {
      const last = screens.at(-1);
      if (last && step.screen && last[0]?.screen === step.screen) last.push(step);
      else screens.push([step]);
    }
    assert.equal(screens.length, 19);
    assert.deepEqual(screens.filter((screen) => screen.length > 1).map((screen) => screen.map((step) => step.name).join(' ')), [
      'age gender', 'grewup spendtime', 'frequency strength', 'occasions rotation',
      'floral spicy woody citrus sweet tropical', 'freshfruit herbal oceanic green earthy', 'mood moment',
    ]);
    const named = new Map<string, number>();
    screens.forEach((screen, index) => { if (screen[0]?.screen) named.set(screen[0].screen, index); });
    assert.equal(named.size, screens.filter((screen) => screen[0]?.screen).length, 'a screen heading is used by one run of steps only');
  });

  it('has auto-advancing transitions and an image interstitial', () => {
    const names = (type: string): string[] => steps.filter((step) => step.type === type).map((step) => step.name);
    assert.deepEqual(names('transition'), ['aboutyou', 'scentstory', 'almostthere']);
    assert.ok(steps.find((step) => step.name === 'scentstory')?.image, 'interstitial image');
    assert.equal(steps[0]?.type, 'Landing');
  });
});

describe('holiday quiz', () => {
  const docs = load('holiday');
  const quiz = only(docs, 'quiz');
  const steps = (quiz.steps as Obj[]).filter((step) => step.type !== 'Landing');

  it('is a different, short quiz with its own result and the same marketing', () => {
    assert.equal(quiz._id, 'quiz-holiday');
    assert.equal(steps[0]?.heading, 'Holiday gift finder: who is it for?');
    assert.equal(steps[0]?.type, 'select');
    assert.equal(quiz.steps.length, 4);
    assert.equal(steps.at(-1)?.type, 'cta');
    const staging = load('staging');
    assert.notDeepEqual(quiz.quizResult, only(staging, 'quiz').quizResult);
    assert.deepEqual(only(docs, 'marketing'), only(staging, 'marketing'));
  });
});
