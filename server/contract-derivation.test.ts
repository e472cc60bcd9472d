/**
 * Adding a question that feeds a new profile field is one entry in contract/profile-fields.ts (plus the
 * step in the seed content): this declares such an entry in a copy of the field table and checks that
 * every derived piece picks it up — the profile, the request schema, the option allow-list, the payload
 * schema and the AI prompt lines (docs/architecture.md "Add a profile field fed by a new single-choice question").
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { PROFILE_FIELDS } from '../contract/profile-fields.ts';
import type { ProfileOf } from '../contract/profile-fields.ts';
import { profileFrom } from '../src/core/profile.ts';
import { promptLines } from './ai/labels.ts';
import { checkProfileOptions, optionFieldsOf, stepOptionsOf } from './quiz-options.ts';
import type { SanityDocument } from './content/datasets.ts';
import { payloadSchemaFor } from './schemas/payload.ts';
import { completeProfile, profileSchemaFor } from './schemas/profile.ts';

/**
 * The contract with one more single-choice question, named so that adding the docs' own example
 * (`signature_season`) to the real table does not collide with it.
 */
const EXTENDED = {
  ...PROFILE_FIELDS,
  example_signature_season: { step: 'example_signature_season', kind: 'option', prompt: 'Signature season' },
} as const;

/** The quiz content with that question's step (what the seed content would add). */
const QUIZ: SanityDocument[] = [{
  _id: 'quiz', _type: 'quiz',
  steps: [{ id: 'example_signature_season', items: [{ text: 'Summer', value: 'summer' }, { text: 'Winter', value: 'winter' }] }],
}];

const ANSWERS = { example_signature_season: 'summer', gender: '' };

async function schemaAnswers(body: unknown): Promise<number> {
  const app = Fastify({ ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: true } } });
  app.post('/profile', { schema: { body: profileSchemaFor(EXTENDED) } }, async () => ({ ok: true }));
  try {
    return (await app.inject({ method: 'POST', url: '/profile', payload: body as object })).statusCode;
  } finally {
    await app.close();
  }
}

describe('a new single-choice field declared only in the contract', () => {
  const profile: ProfileOf<typeof EXTENDED> = profileFrom(EXTENDED, ANSWERS);

  it('is read from its step by toProfile and typed in the Profile', () => {
    const season: string = profile.example_signature_season;
    assert.equal(season, 'summer');
    assert.equal(profileFrom(EXTENDED, {}).example_signature_season, '');
    assert.equal(Object.hasOwn(profileFrom(PROFILE_FIELDS, ANSWERS), 'example_signature_season'), false);
  });

  it('is bounded by the request schema, and unanswered when an older element leaves it out', async () => {
    assert.equal(await schemaAnswers(profile), 200);
    const { example_signature_season: _dropped, ...missing } = profile;
    assert.equal(await schemaAnswers(missing), 200);
    assert.equal(completeProfile<typeof profile>(missing, EXTENDED).profile.example_signature_season, '');
    assert.deepEqual(completeProfile(missing, EXTENDED).missing, ['example_signature_season']);
    assert.equal(await schemaAnswers({ ...profile, example_signature_season: 7 }), 400);
    assert.equal(await schemaAnswers({ ...profile, example_signature_season: 'x'.repeat(101) }), 400);
  });

  it('is checked against its step\'s options by the allow-list', () => {
    assert.ok(optionFieldsOf(EXTENDED).single.includes('example_signature_season'));
    const options = stepOptionsOf(QUIZ);
    const ok = checkProfileOptions(profile, options, '', EXTENDED).filter((d) => d.path === '/example_signature_season');
    assert.deepEqual(ok, []);
    const bad = checkProfileOptions({ ...profile, example_signature_season: 'monsoon' }, options, '', EXTENDED);
    assert.deepEqual(bad.filter((d) => d.path === '/example_signature_season'), [
      { path: '/example_signature_season', message: 'must be one of the options of the quiz step "example_signature_season"' },
    ]);
  });

  it('is carried by the answer payload schema', () => {
    assert.ok('example_signature_season' in payloadSchemaFor(EXTENDED).properties);
  });

  it('gets its own line in the AI prompt, with the option\'s display text', () => {
    const options = stepOptionsOf(QUIZ);
    const lines = promptLines(profile, (field, value) => options.get(field)?.get(value) ?? value, EXTENDED);
    assert.deepEqual(lines.at(-1), { label: 'Signature season', value: 'Summer' });
    assert.equal(lines.length, promptLines(profileFrom(PROFILE_FIELDS, {})).length + 1);
  });
});
