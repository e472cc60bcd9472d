/** The insights page: a date range, then the funnel, the variants, tastes and kits for it. */
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { duration, percent, count, revenue, pValue, schedule } from '../lib/format.ts';
import { answerTable, familyTable, favouriteTable, funnelTable, kitTable, trendTable, variantTable } from '../lib/tables.ts';
import { segmentLabel, SEGMENT_TITLES } from '../lib/segments.ts';
import { $range, $reports, loadReports, queryOf, SEGMENT_NAMES } from '../stores/reports.ts';
import { FamilyChart, FunnelChart, TrendChart, VariantChart } from './charts.tsx';
import { DataTable } from './DataTable.tsx';
import { MerchantLink } from './MerchantLink.tsx';
import { RangeForm, type SegmentChoices } from './RangeForm.tsx';

export function InsightsApp() {
  const state = useStore($reports);
  const range = useStore($range);
  useEffect(() => void loadReports(), []);
  const fileSuffix = `${range.from}_${range.to}`;
  // The filters keep their choices while the next reports load.
  const choices = useRef<SegmentChoices>({});
  if (state.status === 'ready') choices.current = state.reports.segments;
  const segmentWords = SEGMENT_NAMES.filter((name) => range[name]).map((name) => `${SEGMENT_TITLES[name]}: ${segmentLabel(name, range[name] as string)}`);

  return (
    <>
      <header className="top">
        <h1>Quiz insights</h1>
        <form method="post" action="/insights/logout"><button type="submit" className="secondary">Sign out</button></form>
      </header>
      <main>
        <RangeForm range={range} choices={choices.current} onSubmit={(next) => void loadReports(next)} />
        <p className="status" role="status" aria-live="polite">
          {state.status === 'loading' ? 'Loading…' : state.status === 'ready'
            ? `Showing ${range.from} to ${range.to}${segmentWords.length ? `, ${segmentWords.join(', ')}` : ', every shopper'}.` : ''}
        </p>
        {state.status === 'error' && (
          <p className="error" role="alert">
            {state.signedOut ? <>Your session has ended. <a href="/insights">Sign in again</a>.</> : `The insights could not be loaded: ${state.message}`}
          </p>
        )}
        {state.status === 'ready' && (() => {
          const { funnel, variants, families, favourites, kitScents, trends, answers } = state.reports;
          return (
            <>
              <section aria-labelledby="funnel-heading">
                <h2 id="funnel-heading">Funnel</h2>
                <dl className="summary" data-testid="funnel-summary">
                  <div><dt>Saw the quiz</dt><dd data-metric="impressions">{count(funnel.impressions)}</dd></div>
                  <div><dt>Started</dt><dd data-metric="started">{count(funnel.started)}</dd></div>
                  <div><dt>Started after seeing it</dt><dd data-metric="start-rate">{percent(funnel.startRate)}</dd></div>
                  <div><dt>Completed</dt><dd data-metric="completed">{count(funnel.completed)}</dd></div>
                  <div><dt>Completion rate</dt><dd data-metric="completion-rate">{percent(funnel.started ? funnel.completionRate : null)}</dd></div>
                  <div><dt>Median time to finish</dt><dd data-metric="median-time">{duration(funnel.medianSecondsToFinish)}</dd></div>
                </dl>
                <p className="note" data-testid="excluded">
                  Left out of every report: {count(funnel.excluded.preview)} variant previews (<code>?version=</code>) and {count(funnel.excluded.merchant)} visits
                  from a browser signed in here or marked below.
                </p>
                <MerchantLink />
                <FunnelChart funnel={funnel} />
                <DataTable table={funnelTable(funnel)} fileSuffix={fileSuffix} />
              </section>
              <section aria-labelledby="sales-heading">
                <h2 id="sales-heading">Sales</h2>
                <dl className="summary" data-testid="sales-summary">
                  <div><dt>Orders</dt><dd data-metric="orders">{count(variants.totals.orders)}</dd></div>
                  <div><dt>Net revenue</dt><dd data-metric="revenue">{revenue(variants.totals.revenue)}</dd></div>
                  <div><dt>Discovery Kit revenue</dt><dd data-metric="kit-revenue">{revenue(variants.totals.kitRevenue)}</dd></div>
                  <div><dt>From no quiz</dt><dd data-metric="unattributed">{count(variants.unattributedOrders)} · {revenue(variants.unattributedRevenue)}</dd></div>
                </dl>
                <p className="note">
                  Net of refunds ({revenue(variants.totals.refunded)}); {count(variants.totals.cancelledOrders)} cancelled and {count(variants.totals.testOrders)} test orders are left out.
                </p>
              </section>
              <section aria-labelledby="variants-heading">
                <h2 id="variants-heading">Recommendation variants</h2>
                <p className="note" data-schedule>
                  Test schedule: {variants.variants.map((row) => `${row.variant} ${schedule(row.schedule)}`).join('; ')}.
                </p>
                <ul className="verdicts" aria-label="The test's verdict">
                  {variants.variants.filter((row) => row.variant !== 'A').map((row) => (
                    <li key={row.variant} data-verdict={row.variant}>
                      <strong>{row.variant}:</strong> {row.verdict}
                      {row.primary && row.primary.correctedP !== null && (
                        <span className="verdict-figures">
                          {' '}Corrected p {pValue(row.primary.correctedP)}
                          {row.primary.minimumDetectable !== null && ` · at this size the test detects ${variants.metric === 'orders'
                            ? `${(row.primary.minimumDetectable * 100).toFixed(1)} points of order rate`
                            : `${row.primary.minimumDetectable.toFixed(2)} ${variants.metricCurrency} of revenue per viewer`} or more`}.
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
                <p className="note">
                  Decided on {variants.metric === 'orders' ? 'the order rate (viewers who ordered)' : `revenue per viewer (${variants.metricCurrency || 'no revenue yet'})`},
                  each variant against A, p-values corrected for the two comparisons (Holm), 95 % confidence, 80 % power.
                  A variant is compared once both it and A have at least {variants.minViews} views.
                </p>
                <VariantChart report={variants} />
                <DataTable table={variantTable(variants)} fileSuffix={fileSuffix} />
              </section>
              <section aria-labelledby="trends-heading">
                <h2 id="trends-heading">Trends</h2>
                <TrendChart report={trends} />
                <DataTable table={trendTable(trends)} fileSuffix={fileSuffix} />
              </section>
              <section aria-labelledby="families-heading">
                <h2 id="families-heading">Tastes</h2>
                <FamilyChart report={families} />
                <DataTable table={familyTable(families)} fileSuffix={fileSuffix} />
                <DataTable table={favouriteTable(favourites)} fileSuffix={fileSuffix} />
              </section>
              <section aria-labelledby="answers-heading">
                <h2 id="answers-heading">Answers</h2>
                <p className="note">What shoppers answered, question by question, worded as the quiz words it now; an answer the quiz no longer offers shows its stored value.</p>
                <DataTable table={answerTable(answers)} fileSuffix={fileSuffix} />
                <p><a href={`/insights/export/responses.csv?${queryOf(range)}`} download>Download every response (CSV: one row per finished quiz, answers only)</a></p>
              </section>
              <section aria-labelledby="kits-heading">
                <h2 id="kits-heading">Discovery kits</h2>
                <DataTable table={kitTable(kitScents)} fileSuffix={fileSuffix} />
              </section>
            </>
          );
        })()}
      </main>
    </>
  );
}
