/** The date range of every report (both days included), the test's metric and the segment filters. */
import { useState, type FormEvent } from 'react';
import type { SegmentValue } from '../lib/report-types.ts';
import { segmentLabel, SEGMENT_TITLES } from '../lib/segments.ts';
import { SEGMENT_NAMES, type DateRangeInput, type PrimaryMetric, type SegmentName } from '../stores/reports.ts';

export type SegmentChoices = Partial<Record<SegmentName, readonly SegmentValue[]>>;

export function RangeForm({ range, choices, onSubmit }: { range: DateRangeInput; choices: SegmentChoices; onSubmit: (range: DateRangeInput) => void }) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [metric, setMetric] = useState(range.metric);
  const [segment, setSegment] = useState<Partial<Record<SegmentName, string>>>(() => Object.fromEntries(SEGMENT_NAMES.map((name) => [name, range[name] ?? ''])));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ from, to, metric, ...segment });
  };
  return (
    <form className="range" onSubmit={submit} aria-label="Date range and segment">
      <label>From <input type="date" name="from" value={from} max={to} required onChange={(e) => setFrom(e.target.value)} /></label>
      <label>To <input type="date" name="to" value={to} min={from} required onChange={(e) => setTo(e.target.value)} /></label>
      <label>Decide the test on
        <select name="metric" value={metric} onChange={(e) => setMetric(e.target.value as PrimaryMetric)}>
          <option value="orders">Order rate</option>
          <option value="revenue">Revenue per viewer</option>
        </select>
      </label>
      {SEGMENT_NAMES.map((name) => {
        const chosen = segment[name] ?? '';
        // The chosen value stays offered even when the new range has no shopper in it.
        const values = [...(choices[name] ?? []).map((choice) => choice.value), ...(chosen && chosen !== 'unknown' ? [chosen] : [])];
        return (
          <label key={name}>{SEGMENT_TITLES[name]}
            <select name={name} value={chosen} onChange={(e) => setSegment({ ...segment, [name]: e.target.value })}>
              <option value="">All</option>
              {[...new Set(values)].map((value) => <option key={value} value={value}>{segmentLabel(name, value)}</option>)}
              <option value="unknown">Not recorded</option>
            </select>
          </label>
        );
      })}
      <button type="submit">Show</button>
    </form>
  );
}
