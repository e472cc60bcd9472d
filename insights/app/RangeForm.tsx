/** The date range of every report (both days included). */
import { useState, type FormEvent } from 'react';
import type { DateRangeInput, PrimaryMetric } from '../stores/reports.ts';

export function RangeForm({ range, onSubmit }: { range: DateRangeInput; onSubmit: (range: DateRangeInput) => void }) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [metric, setMetric] = useState(range.metric);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ from, to, metric });
  };
  return (
    <form className="range" onSubmit={submit} aria-label="Date range">
      <label>From <input type="date" name="from" value={from} max={to} required onChange={(e) => setFrom(e.target.value)} /></label>
      <label>To <input type="date" name="to" value={to} min={from} required onChange={(e) => setTo(e.target.value)} /></label>
      <label>Decide the test on
        <select name="metric" value={metric} onChange={(e) => setMetric(e.target.value as PrimaryMetric)}>
          <option value="orders">Order rate</option>
          <option value="revenue">Revenue per viewer</option>
        </select>
      </label>
      <button type="submit">Show</button>
    </form>
  );
}
