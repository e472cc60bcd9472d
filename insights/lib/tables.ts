/**
 * The page's tables as data: each one renders as an HTML table and exports as CSV from the same rows,
 * so the two cannot disagree.
 */
import { SCENT_FAMILIES } from '../../src/core/constants.ts';
import { count, difference, interval, percent, revenue } from './format.ts';
import type { Reports } from './report-types.ts';

export interface TableModel {
  id: string;
  caption: string;
  columns: string[];
  rows: string[][];
}

export function funnelTable(funnel: Reports['funnel']): TableModel {
  return {
    id: 'funnel',
    caption: 'Shoppers reaching each step',
    columns: ['Step', 'Shoppers', 'Of started', 'Drop-off', 'Drop-off rate'],
    rows: funnel.steps.map((step) => [
      `${step.index + 1}. ${step.stepName}`, count(step.reached), percent(step.shareOfStarted), count(step.dropOff), percent(step.dropOffRate),
    ]),
  };
}

export function variantTable(report: Reports['variants']): TableModel {
  return {
    id: 'variants',
    caption: 'Variants compared',
    columns: ['Variant', 'Recommendation views', 'Add-to-cart shoppers', 'Add-to-cart clicks', 'Add-to-cart rate', '95 % interval', 'Difference to A', 'Orders', 'Revenue'],
    rows: report.variants.map((row) => [
      row.variant, count(row.views), count(row.addToCartShoppers), count(row.addToCartClicks), percent(row.rate), interval(row.interval),
      difference(row.comparison, row.variant === 'A', row.enoughData), count(row.orders), revenue(row.revenue),
    ]),
  };
}

const FAMILY_LABELS = new Map<string, string>(SCENT_FAMILIES.map((family) => [family.field, family.label]));

export function familyLabel(field: string): string {
  return FAMILY_LABELS.get(field) ?? field.replace(/_(scent_)?notes$/, '').replace(/_/g, ' ');
}

export function familyTable(report: Reports['families']): TableModel {
  return {
    id: 'families',
    caption: `Scent families loved and avoided (${count(report.profiles)} profiles)`,
    columns: ['Family', 'Loved (like or love)', 'Avoided (dislike or strongly dislike)'],
    rows: report.families.map((row) => [familyLabel(row.field), count(row.loved), count(row.avoided)]),
  };
}

export function favouriteTable(report: Reports['favourites']): TableModel {
  return {
    id: 'favourites',
    caption: 'Favourite perfumes picked most',
    columns: ['Perfume', 'Brand', 'Picks'],
    rows: report.favourites.map((row) => [row.name, row.brand, count(row.picks)]),
  };
}

export function kitTable(report: Reports['kitScents']): TableModel {
  return {
    id: 'kit-scents',
    caption: `Kit scents shipped (${count(report.orders)} attributed kit orders)`,
    columns: ['Scent', 'Kits'],
    rows: report.scents.map((row) => [row.name, count(row.shipped)]),
  };
}
