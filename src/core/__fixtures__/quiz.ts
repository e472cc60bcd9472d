/** Test fixtures: a realistic quiz (landing dropped) and a completed answer set. Tests only. */
import { SCENT_FAMILIES } from '../constants.ts';
import type { Answers, Fragrance, Step, StepItem } from '../types.ts';

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

/** A completed quiz, as the element stores it. */
export function completeAnswers(): Answers {
  return {
    year: 1990,
    month: 'March',
    gender: 'Female',
    country_spend: 'USA',
    country_part_did_live: 'Northeast',
    in_extroverted_point: '3',
    appeals: ['beach', 'city'],
    often_wear_fragrance: '4',
    perfumes_usual_rotation: '5+',
    scent_type_typically_prefer: ['Fresh', 'Floral'],
    floral_scent_notes: '5',
    warm_spicy_scent_notes: '1',
    woody_scent_notes: '3',
    citrus_scent_notes: '4',
    sweet_edible_notes: '2',
    tropical_fruit_notes: '3',
    fresh_fruit_notes: '4',
    herbal_aromatic_notes: '3',
    aquatic_ocean_notes: '5',
    green_notes: '2',
    earthy_mossy_notes: '1',
    when_like_wear_fragrance: ['Work', 'Date night'],
    subtle_strong_scrent: '2',
    color_these_you_love1: ['#7BB0FF', '#FFFFFF'],
    color_these_you_love2: '#FF6666',
    color_these_you_love3: '',
    loyal_scent_play_the_field: '-1',
    favorite_fragrances: [chanel, chloe],
  };
}
