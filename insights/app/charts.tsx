/**
 * The charts (recharts). Each one is a picture of the table beside it, which is what screen readers
 * read: the chart is an image with a one-line summary.
 */
import { Bar, BarChart, CartesianGrid, ErrorBar, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { familyLabel } from '../lib/tables.ts';
import type { Reports } from '../lib/report-types.ts';

const HEIGHT = 260;
const axisTick = { fill: 'var(--ink-muted)', fontSize: 12 };

function ChartFrame({ label, children }: { label: string; children: React.ReactElement }) {
  return (
    <figure className="chart" role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height={HEIGHT}>{children}</ResponsiveContainer>
    </figure>
  );
}

export function FunnelChart({ funnel }: { funnel: Reports['funnel'] }) {
  const data = funnel.steps.map((step) => ({ name: `${step.index + 1}`, label: step.stepName, reached: step.reached }));
  return (
    <ChartFrame label={`Bar chart: shoppers reaching each of ${data.length} steps, from ${funnel.steps[0]?.reached ?? 0} to ${funnel.steps.at(-1)?.reached ?? 0}. The table below has the numbers.`}>
      <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
        <CartesianGrid stroke="var(--border-subtle)" vertical={false} />
        <XAxis dataKey="name" tick={axisTick} />
        <YAxis tick={axisTick} allowDecimals={false} width={48} />
        <Tooltip labelFormatter={(_l, payload) => String(payload[0]?.payload?.label ?? '')} />
        <Bar dataKey="reached" name="Shoppers" fill="var(--chart-1)" isAnimationActive={false} />
      </BarChart>
    </ChartFrame>
  );
}

export function VariantChart({ report }: { report: Reports['variants'] }) {
  const data = report.variants.map((row) => {
    const rate = (row.rate ?? 0) * 100;
    return {
      name: row.variant,
      rate,
      error: row.interval ? [rate - row.interval.low * 100, row.interval.high * 100 - rate] : [0, 0],
    };
  });
  return (
    <ChartFrame label="Bar chart: add-to-cart rate per variant with its 95 % interval. The table below has the numbers.">
      <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
        <CartesianGrid stroke="var(--border-subtle)" vertical={false} />
        <XAxis dataKey="name" tick={axisTick} />
        <YAxis tick={axisTick} unit=" %" width={56} domain={[0, 'auto']} />
        <Tooltip formatter={(value) => `${Number(value).toFixed(1)} %`} />
        <Bar dataKey="rate" name="Add-to-cart rate" fill="var(--chart-2)" isAnimationActive={false}>
          <ErrorBar dataKey="error" width={8} stroke="var(--ink)" />
        </Bar>
      </BarChart>
    </ChartFrame>
  );
}

export function FamilyChart({ report }: { report: Reports['families'] }) {
  const data = report.families.map((row) => ({ name: familyLabel(row.field), loved: row.loved, avoided: row.avoided }));
  return (
    <ChartFrame label="Bar chart: how many shoppers love and avoid each scent family. The table below has the numbers.">
      <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
        <CartesianGrid stroke="var(--border-subtle)" vertical={false} />
        <XAxis dataKey="name" tick={axisTick} interval={0} angle={-35} textAnchor="end" height={64} />
        <YAxis tick={axisTick} allowDecimals={false} width={48} />
        <Tooltip />
        <Legend />
        <Bar dataKey="loved" name="Loved" fill="var(--chart-1)" isAnimationActive={false} />
        <Bar dataKey="avoided" name="Avoided" fill="var(--chart-3)" isAnimationActive={false} />
      </BarChart>
    </ChartFrame>
  );
}

export function TrendChart({ report }: { report: Reports['trends'] }) {
  const data = report.days.map((day) => ({ name: day.day.slice(5), started: day.started, completed: day.completed, orders: day.orders }));
  return (
    <ChartFrame label={`Line chart: shoppers who started and completed the quiz, and orders, each day from ${report.days[0]?.day ?? ''} to ${report.days.at(-1)?.day ?? ''}. The table below has the numbers.`}>
      <LineChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
        <CartesianGrid stroke="var(--border-subtle)" vertical={false} />
        <XAxis dataKey="name" tick={axisTick} minTickGap={16} />
        <YAxis tick={axisTick} allowDecimals={false} width={48} />
        <Tooltip />
        <Legend />
        <Line dataKey="started" name="Started" stroke="var(--chart-1)" dot={false} isAnimationActive={false} />
        <Line dataKey="completed" name="Completed" stroke="var(--chart-2)" dot={false} isAnimationActive={false} />
        <Line dataKey="orders" name="Orders" stroke="var(--chart-3)" dot={false} isAnimationActive={false} />
      </LineChart>
    </ChartFrame>
  );
}
