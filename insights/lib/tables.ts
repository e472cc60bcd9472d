/**
 * The page's tables as data: each one renders as an HTML table and exports as CSV from the same rows,
 * so the two cannot disagree.
 */
import { SCENT_FAMILIES } from '../../src/core/constants.ts';
import { count, difference, interval, percent, revenue } from './format.ts';
import type { Reports } from './report-types.ts';

export type Raw = string | number | null;

export interface TableModel {
  id: string;
  caption: string;
  /** What the page shows. */
  columns: string[];
  rows: string[][];
  /** What the CSV holds: plain numbers (shares as 0–1, money as decimals with its currency), one row per fact. */
  data: { columns: string[]; rows: Raw[][] };
}

const revenueIn = (amounts: readonly { currency: string; amount: string }[], currency: string): number | null => {
  const found = amounts.find((each) => each.currency === currency);
  return found ? Number(found.amount) : null;
};

/** A quiz as the funnel names it when there are several: its dataset, or "earlier events" for steps stored by position. */
const quizName = (step: { dataset: string }) => (step.dataset ? `${step.dataset} quiz` : 'earlier events, by position');

export function funnelTable(funnel: Reports['funnel']): TableModel {
  const several = funnel.quizzes.length > 1;
  return {
    id: 'funnel',
    caption: 'Shoppers reaching each step',
    columns: ['Step', 'Shoppers', 'Of started', 'Drop-off', 'Drop-off rate'],
    rows: funnel.steps.map((step) => [
      `${step.index + 1}. ${step.stepName}${several ? ` (${quizName(step)})` : ''}`, count(step.reached), percent(step.shareOfStarted), count(step.dropOff), percent(step.dropOffRate),
    ]),
    data: {
      columns: ['step_index', 'step_id', 'step_name', 'reached', 'share_of_started', 'drop_off', 'drop_off_rate', 'dataset', 'quiz_id', 'step_key'],
      rows: funnel.steps.map((step) => [step.index, step.stepId, step.stepName, step.reached, step.shareOfStarted, step.dropOff, step.dropOffRate,
        step.dataset, step.quizId, step.stepKey]),
    },
  };
}

export function variantTable(report: Reports['variants']): TableModel {
  const currencies = [...new Set(report.variants.flatMap((row) => row.revenue.map((each) => each.currency)))].sort();
  return {
    id: 'variants',
    caption: 'Variants compared',
    columns: ['Variant', 'Recommendation views', 'Add-to-cart rate', '95 % interval', 'Add-to-cart vs A', 'Orders', 'Order rate',
      'Net revenue', 'Average order', 'Revenue per viewer', 'Kit revenue'],
    rows: report.variants.map((row) => [
      row.variant, count(row.views), percent(row.rate), interval(row.interval),
      difference(row.comparison, row.variant === 'A', row.enoughData), count(row.orders), percent(row.orderRate),
      revenue(row.revenue), revenue(row.averageOrderValue), revenue(row.revenuePerViewer), revenue(row.kitRevenue),
    ]),
    data: {
      columns: ['variant', 'views', 'add_to_cart_shoppers', 'add_to_cart_clicks', 'add_to_cart_rate', 'orders', 'buyers', 'order_rate',
        'currency', 'net_revenue', 'average_order_value', 'revenue_per_viewer', 'kit_revenue',
        'primary_metric', 'difference_to_a', 'p_value', 'holm_corrected_p_value', 'minimum_detectable_effect', 'verdict',
        'schedule_status', 'weight', 'start', 'stop'],
      rows: report.variants.flatMap((row) => (currencies.length ? currencies : ['']).map((currency) => [
        row.variant, row.views, row.addToCartShoppers, row.addToCartClicks, row.rate, row.orders, row.buyers, row.orderRate,
        currency, revenueIn(row.revenue, currency), revenueIn(row.averageOrderValue, currency), revenueIn(row.revenuePerViewer, currency),
        revenueIn(row.kitRevenue, currency),
        report.metric, row.primary?.difference ?? null, row.primary?.pValue ?? null, row.primary?.correctedP ?? null,
        row.primary?.minimumDetectable ?? null, row.verdict || null,
        row.schedule.status, row.schedule.weight, row.schedule.start, row.schedule.stop,
      ])),
    },
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
    data: { columns: ['field', 'loved', 'avoided', 'profiles'], rows: report.families.map((row) => [row.field, row.loved, row.avoided, report.profiles]) },
  };
}

export function favouriteTable(report: Reports['favourites']): TableModel {
  return {
    id: 'favourites',
    caption: 'Favourite perfumes picked most',
    columns: ['Perfume', 'Brand', 'Picks'],
    rows: report.favourites.map((row) => [row.name, row.brand, count(row.picks)]),
    data: { columns: ['id', 'name', 'brand', 'picks'], rows: report.favourites.map((row) => [row.id, row.name, row.brand, row.picks]) },
  };
}

/** Where the kits come from: the Shopify orders they were written to, or the server's own computation. */
export function kitSource(report: Pick<Reports['kitScents'], 'orders' | 'written'>): string {
  if (report.written === 0) return 'kit scents from the server';
  return report.written === report.orders ? 'as written to the Shopify orders' : `${count(report.written)} as written to the Shopify orders, the rest from the server`;
}

export function kitTable(report: Reports['kitScents']): TableModel {
  return {
    id: 'kit-scents',
    caption: `Kit scents shipped (${count(report.orders)} attributed kit orders; ${kitSource(report)})`,
    columns: ['Scent', 'Kits'],
    rows: report.scents.map((row) => [row.name, count(row.shipped)]),
    data: { columns: ['id', 'name', 'kits'], rows: report.scents.map((row) => [row.id, row.name, row.shipped]) },
  };
}

export function trendTable(report: Reports['trends']): TableModel {
  const currencies = [...new Set(report.days.flatMap((day) => day.revenue.map((each) => each.currency)))].sort();
  return {
    id: 'trends',
    caption: `Day by day (${report.timeZone})`,
    columns: ['Day', 'Seen', 'Started', 'Completed', 'Recommendation views', 'Orders', 'Net revenue'],
    rows: report.days.map((day) => [day.day, count(day.impressions), count(day.started), count(day.completed), count(day.views), count(day.orders), revenue(day.revenue)]),
    data: {
      columns: ['day', 'time_zone', 'started', 'completed', 'views', 'orders', 'currency', 'net_revenue', 'impressions'],
      rows: report.days.flatMap((day) => (currencies.length ? currencies : ['']).map((currency) => [
        day.day, report.timeZone, day.started, day.completed, day.views, day.orders, currency, revenueIn(day.revenue, currency), day.impressions,
      ])),
    },
  };
}

export function answerTable(report: Reports['answers']): TableModel {
  const rows = report.questions.flatMap((question) => question.answers.map((answer) => ({ question, answer })));
  return {
    id: 'answers',
    caption: `Answers to each question (${count(report.profiles)} profiles)`,
    columns: ['Question', 'Answer', 'Profiles', 'Share'],
    rows: rows.map(({ question, answer }) => [question.question, answer.label, count(answer.count), percent(answer.share)]),
    data: {
      columns: ['field', 'question', 'value', 'label', 'profiles', 'share'],
      rows: rows.map(({ question, answer }) => [question.field, question.question, answer.value, answer.label, answer.count, answer.share]),
    },
  };
}
