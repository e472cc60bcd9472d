/** Test fixtures: a realistic quiz (landing dropped) and a completed answer set. Tests only. */
import { PROFILE_FIELDS } from '../../../contract/profile-fields.ts';
import { answersFor, profileFixture, sampleChoices } from '../../../contract/profile-fixture.ts';
import { SCENT_FAMILIES } from '../constants.ts';
import type { Answers, Fragrance, Profile, Step, StepItem } from '../types.ts';

export function makeStep(partial: Partial<Step> & Pick<Step, 'id' | 'name' | 'type'>): Step {
  return { _key: `k-${partial.id}`, multiple: false, canNext: false, labelRange: [], items: [], ...partial };
}

export function items(...values: string[]): StepItem[] {
  return values.map((value) => ({ _key: `i-${value}`, text: value, value }));
}

export function fragrance(id: string, value: string, brand: string, family = '', subFamily = ''): Fragrance {
  return { id, value, image: '', brand, family, sub_family: subFamily };
}

const ratingSteps: Step[] = SCENT_FAMILIES.map(({ field, label }) =>
  makeStep({ id: field, name: `rate${label.replace(/\s+/g, '')}`, type: 'range', items: items('1', '2', '3', '4', '5') }),
);

/** The steps as the content service returns them, landing included. */
export const allSteps: Step[] = [
  makeStep({ id: 'landing', name: 'Landing', type: 'landing', canNext: true }),
  makeStep({ id: 'aboutyou', name: 'AboutYou', type: 'transition', canNext: true }),
  makeStep({ id: 'age', name: 'Age', type: 'age' }),
  makeStep({ id: 'gender', name: 'Gender', type: 'select', items: items('Female', 'Male', 'Non-binary') }),
  makeStep({ id: 'country_spend', name: 'GrewUp', type: 'select', items: items('USA', 'Canada', 'UK') }),
  makeStep({ id: 'country_part_did_live', name: 'LiveNow', type: 'select', items: items('Northeast', 'South', 'West') }),
  makeStep({ id: 'in_extroverted_point', name: 'Personality', type: 'range', items: items('0', '1', '2', '3', '4') }),
  makeStep({ id: 'appeals', name: 'Travel', type: 'image', multiple: true, canNext: true, items: items('beach', 'mountains', 'city') }),
  makeStep({ id: 'scentsintro', name: 'ScentsIntro', type: 'image', canNext: true, imageUrl: '/img/scents.svg' }),
  makeStep({ id: 'often_wear_fragrance', name: 'Often', type: 'range', items: items('0', '1', '2', '3', '4') }),
  makeStep({ id: 'perfumes_usual_rotation', name: 'Rotation', type: 'select', items: items('1', '2', '3', '4', '5+') }),
  makeStep({ id: 'scent_type_typically_prefer', name: 'ScentTypes', type: 'select', multiple: true, items: items('Fresh', 'Floral', 'Warm') }),
  ...ratingSteps,
  makeStep({ id: 'when_like_wear_fragrance', name: 'When', type: 'select', multiple: true, items: items('Work', 'Date night', 'Weekend') }),
  makeStep({ id: 'subtle_strong_scrent', name: 'Strength', type: 'range', items: items('0', '1', '2', '3', '4') }),
  makeStep({ id: 'color_these_you_love1', name: 'Colors1', type: 'color', multiple: true }),
  makeStep({ id: 'color_these_you_love2', name: 'Colors2', type: 'color' }),
  makeStep({ id: 'color_these_you_love3', name: 'Colors3', type: 'color', canNext: true }),
  makeStep({ id: 'color_these_you_love4', name: 'Colors4', type: 'color', canNext: true }),
  makeStep({ id: 'loyal_scent_play_the_field', name: 'Loyalty', type: 'select', items: items('-1', '0', '1') }),
  makeStep({ id: 'favorite_fragrances', name: 'Favorites', type: 'search', canNext: true }),
  makeStep({ id: 'almostthere', name: 'AlmostThere', type: 'transition', canNext: true, imageUrl: '/img/almost.svg' }),
  makeStep({ id: 'cta', name: 'Results', type: 'cta', canNext: true }),
];

export const chanel = fragrance('chanel-no-5', 'No 5', 'Chanel', 'Floral', 'Aldehyde');
export const chloe = fragrance('chloe-chloe', 'Chloé Eau de Parfum', 'Chloé', 'Floral', '');

/** A step as the fixtures below read it: its id, whether it takes several answers, its options. */
export type AnsweredStep = Pick<Step, 'id' | 'multiple'> & { items?: ReadonlyArray<{ value: string }> };

/**
 * The answered profile of contract/profile-fixture.ts for a quiz of `steps`: each option or list field
 * takes its step's first options (the contract's sample choices where the step lists none), one where
 * the step takes one answer.
 */
export function completeProfileFor(steps: readonly AnsweredStep[]): Profile {
  const byId = new Map(steps.map((step) => [step.id, step]));
  return profileFixture({}, {
    choices: (field) => {
      const step = byId.get(PROFILE_FIELDS[field].step);
      const listed = step?.items?.map((item) => item.value) ?? [];
      const options = listed.length > 0 ? listed : sampleChoices(field);
      return step?.multiple === false ? options.slice(0, 1) : options;
    },
  });
}

/** The answers to `steps` from which the element derives completeProfileFor(steps), born in `month`. */
export function completeAnswersFor(steps: readonly AnsweredStep[], month = 'March'): Answers {
  const single = new Set(steps.filter((step) => !step.multiple).map((step) => step.id));
  return { ...(answersFor(completeProfileFor(steps), (step) => single.has(step)) as Answers), month };
}

/** A completed quiz of `allSteps`, as the element stores it, with two favourite perfumes. */
export function completeAnswers(): Answers {
  return { ...completeAnswersFor(allSteps), favorite_fragrances: [chanel, chloe] };
}
