import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { normalizeQuiz } from './normalize.ts';

const BASE = 'https://shop.example/';
/** A step as GROQ projects it: every field asked for is present, `null` when the document lacks it. */
const groqStep = (fields: Record<string, unknown>) => ({
  _key: null, id: null, name: null, type: null, heading: null, subHeading: null, text: null, option: null, version: null,
  canNext: null, shouldSubmitQuiz: null, shopifyVariantId: null, labelRange: null, imageUrl: null, backgroundUrl: null,
  backgroundMobileUrl: null, abtesting: null, screen: null, image: null, background: null, backgroundMobile: null, items: null, ...fields,
});

describe('normalizeQuiz', () => {
  it('reads a step whose missing fields are null as GROQ sends them', () => {
    const quiz = normalizeQuiz([{ _id: 'q', name: 'Quiz', steps: [groqStep({ id: 'gender', name: 'gender', type: 'Select', heading: 'You are…' })] }], BASE);
    assert.deepEqual(quiz?.problems, []);
    assert.deepEqual(quiz?.value.steps, [{
      _key: 'gender', id: 'gender', name: 'gender', type: 'select', heading: 'You are…', subHeading: undefined, text: undefined,
      multiple: false, canNext: false, version: undefined, shouldSubmitQuiz: false, abtesting: null, shopifyVariantId: undefined,
      labelRange: [], items: [],
    }]);
  });

  it('never shows a draft quiz, even one sorting first in an answer that includes drafts', () => {
    const quiz = normalizeQuiz([
      { _id: 'drafts.q', name: 'Draft', steps: [groqStep({ id: 'unfinished', name: 'unfinished', type: 'Select', heading: 'Not ready' })] },
      { _id: 'q', name: 'Quiz', steps: [groqStep({ id: 'gender', name: 'gender', type: 'Select', heading: 'You are…' })] },
    ], BASE);
    assert.deepEqual(quiz?.value.steps.map((step) => step.id), ['gender']);
    assert.equal(normalizeQuiz([{ _id: 'drafts.q', name: 'Draft', steps: [] }], BASE), null);
  });

  it('keeps a question step\'s screen heading (trimmed) and drops it, saying why, on a transition', () => {
    const quiz = normalizeQuiz([{ _id: 'q', name: 'Quiz', steps: [
      groqStep({ id: 'gender', name: 'gender', type: 'select', screen: '  About you ' }),
      groqStep({ id: 'intro', name: 'intro', type: 'transition', screen: 'About you' }),
      groqStep({ id: 'mood', name: 'mood', type: 'select', screen: '   ' }),
      groqStep({ id: 'moment', name: 'moment', type: 'select', screen: 7 }),
    ] }], BASE);
    assert.deepEqual(quiz?.value.steps.map((step) => step.screen), ['About you', undefined, undefined, undefined]);
    assert.deepEqual(quiz?.problems, ['step "intro" keeps a screen of its own: a transition step cannot share one']);
  });

  it('keeps good values, resolves image URLs against the base and drops unusable ones', () => {
    const quiz = normalizeQuiz([{ _id: 'q', name: 'Quiz', steps: [groqStep({
      _key: 'k1', id: 'travel', name: 'travel', type: 'image', option: 'Multiple', canNext: true, shouldSubmitQuiz: true,
      shopifyVariantId: 42, labelRange: ['Low', 'High'], version: '2', abtesting: { a: 1 },
      imageUrl: '/i.svg', backgroundUrl: 'javascript:alert(1)', backgroundMobileUrl: 'https://cdn.example/m.svg',
      image: { url: 'pic.svg', altText: 'A bottle', width: 4, height: 3 }, background: { url: 12 }, backgroundMobile: null,
      items: [
        { _key: 'a', text: 'Paris', value: 'paris', image: { url: '/paris.svg', altText: null } },
        { _key: null, text: 'Tokyo', value: 7, image: null },
        { _key: 'c', text: null, value: 'x' },
      ],
    })] }], BASE);
    const [step] = quiz!.value.steps;
    assert.equal(step!.multiple, true);
    assert.equal(step!.canNext, true);
    assert.equal(step!.shouldSubmitQuiz, true);
    assert.equal(step!.shopifyVariantId, '42');
    assert.deepEqual(step!.labelRange, ['Low', 'High']);
    assert.deepEqual(step!.abtesting, { a: 1 });
    assert.equal(step!.imageUrl, 'https://shop.example/i.svg');
    assert.equal(step!.backgroundUrl, undefined, 'not an http(s) URL');
    assert.equal('backgroundUrl' in step!, false);
    assert.equal(step!.backgroundMobileUrl, 'https://cdn.example/m.svg');
    assert.deepEqual(step!.image, { url: 'https://shop.example/pic.svg', altText: 'A bottle', width: 4, height: 3 });
    assert.equal('background' in step!, false, 'an image without a usable url');
    assert.deepEqual(step!.items, [
      { _key: 'a', text: 'Paris', value: 'paris', image: { url: 'https://shop.example/paris.svg', altText: '' } },
      { _key: '7', text: 'Tokyo', value: '7' },
    ]);
    assert.deepEqual(quiz!.problems, ['an item of step "travel" dropped'], 'the item without a text');
  });

  it('drops steps it cannot use and says why, keeping the others', () => {
    const quiz = normalizeQuiz([{ _id: 'q', name: 'Quiz', steps: [
      groqStep({ id: '', name: 'nameless', type: 'select' }),
      groqStep({ id: 'x', name: 'x', type: 'hologram' }),
      'not a step',
      groqStep({ id: 'ok', name: 'ok', type: 'transition', labelRange: 'wrong', items: 'wrong', canNext: 'yes' }),
    ] }], BASE);
    assert.deepEqual(quiz!.value.steps.map((step) => step.id), ['ok']);
    assert.deepEqual(quiz!.value.steps[0]!.labelRange, []);
    assert.deepEqual(quiz!.value.steps[0]!.items, []);
    assert.equal(quiz!.value.steps[0]!.canNext, false);
    assert.equal(quiz!.problems.length, 3);
    assert.match(quiz!.problems[0]!, /^step 1 dropped: id /);
    assert.equal(quiz!.problems[1], 'step "x" dropped: unknown type "hologram"');
    assert.match(quiz!.problems[2]!, /^step 3 dropped/);
  });

  it("keeps the quiz's interface texts, and none when the content has no object of them", () => {
    assert.deepEqual(normalizeQuiz([{ steps: [], interfaceText: { next: 'Continue' } }], BASE)?.value.interfaceText, { next: 'Continue' });
    assert.equal(normalizeQuiz([{ steps: [], interfaceText: 'Next' }], BASE)?.value.interfaceText, undefined);
  });

  it('has no quiz without a quiz document', () => {
    assert.equal(normalizeQuiz([], BASE), null);
    assert.equal(normalizeQuiz({ steps: [] }, BASE), null);
    assert.deepEqual(normalizeQuiz([{ steps: null }], BASE)?.value, { _id: '', name: '', steps: [] });
  });

  it('reads the whole seed quiz without a problem', () => {
    const documents = readFileSync(new URL('../../content/staging/data.ndjson', import.meta.url), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { _type: string; steps?: unknown[] });
    const quiz = documents.find((document) => document._type === 'quiz');
    assert.ok(quiz?.steps && quiz.steps.length > 20);
    const normalized = normalizeQuiz([quiz], BASE);
    assert.deepEqual(normalized?.problems, []);
    assert.equal(normalized?.value.steps.length, quiz.steps.length);
  });
});
