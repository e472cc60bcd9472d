/** The insights page's state: the date range (kept in the URL) and the reports loaded for it. */
import { atom } from 'nanostores';
import type { Result } from '../../src/core/types.ts';
import type { Reports } from '../lib/report-types.ts';

export type PrimaryMetric = 'orders' | 'revenue';

/** The segment filters (server/routes/insights-segments.ts): '' for all, 'unknown' for shoppers whose events did not say. */
export const SEGMENT_NAMES = ['market', 'locale', 'device', 'source'] as const;
export type SegmentName = (typeof SEGMENT_NAMES)[number];

export interface DateRangeInput extends Partial<Record<SegmentName, string>> {
  from: string;
  to: string;
  /** What the A/B/C test is decided on. */
  metric: PrimaryMetric;
}

const isMetric = (value: string | null): value is PrimaryMetric => value === 'orders' || value === 'revenue';

export type ReportsState =
  | { status: 'loading' }
  | { status: 'ready'; reports: Reports }
  | { status: 'error'; message: string; signedOut: boolean };

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export function defaultRange(now = new Date()): DateRangeInput {
  return { from: isoDay(new Date(now.getTime() - 29 * DAY_MS)), to: isoDay(now), metric: 'orders' };
}

function rangeFromUrl(): DateRangeInput {
  const params = new URLSearchParams(location.search);
  const fallback = defaultRange();
  const metric = params.get('metric');
  const segment = Object.fromEntries(SEGMENT_NAMES.map((name) => [name, params.get(name) ?? '']).filter(([, value]) => value));
  return { from: params.get('from') ?? fallback.from, to: params.get('to') ?? fallback.to, metric: isMetric(metric) ? metric : fallback.metric, ...segment };
}

export const $range = atom<DateRangeInput>(typeof location === 'undefined' ? defaultRange() : rangeFromUrl());
export const $reports = atom<ReportsState>({ status: 'loading' });

const ENDPOINTS = { funnel: 'funnel', variants: 'variants', families: 'families', favourites: 'favourites', kitScents: 'kit-scents', trends: 'trends', answers: 'answers', segments: 'segments' } as const;

async function getReport<T>(name: string, range: DateRangeInput): Promise<Result<T, { message: string; status: number }>> {
  try {
    const response = await fetch(`/insights/api/${name}?${queryOf(range)}`, { credentials: 'same-origin', headers: { accept: 'application/json' } });
    const body = (await response.json()) as T & { error?: string; details?: unknown[] };
    if (!response.ok) return { ok: false, error: { message: [body.error, ...(body.details ?? [])].filter(Boolean).join(': '), status: response.status } };
    return { ok: true, value: body };
  } catch (error) {
    return { ok: false, error: { message: error instanceof Error ? error.message : String(error), status: 0 } };
  }
}

/** The page's and the reports' query: the range, the metric and the segment filters chosen (kept in the URL). */
export const queryOf = (range: DateRangeInput) => new URLSearchParams({
  from: range.from, to: range.to, metric: range.metric,
  ...Object.fromEntries(SEGMENT_NAMES.map((name) => [name, range[name] ?? '']).filter(([, value]) => value)),
}).toString();

let generation = 0;

/** Loads every report for `range` (a later call wins over an earlier one still in flight). */
export async function loadReports(range: DateRangeInput = $range.get()): Promise<void> {
  const mine = ++generation;
  $range.set(range);
  history.replaceState(null, '', `${location.pathname}?${queryOf(range)}`);
  $reports.set({ status: 'loading' });
  const entries = await Promise.all(Object.entries(ENDPOINTS).map(async ([key, name]) => [key, await getReport(name, range)] as const));
  if (mine !== generation) return;
  const failed = entries.find(([, result]) => !result.ok);
  if (failed && !failed[1].ok) {
    $reports.set({ status: 'error', message: failed[1].error.message, signedOut: failed[1].error.status === 401 });
    return;
  }
  const reports = Object.fromEntries(entries.map(([key, result]) => [key, result.ok ? result.value : null])) as unknown as Reports;
  $reports.set({ status: 'ready', reports });
}
