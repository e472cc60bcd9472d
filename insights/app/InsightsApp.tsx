/** The insights page: a date range, then the funnel, the variants, tastes and kits for it. */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { duration, percent, count } from '../lib/format.ts';
import { familyTable, favouriteTable, funnelTable, kitTable, variantTable } from '../lib/tables.ts';
import { $range, $reports, loadReports } from '../stores/reports.ts';
import { FamilyChart, FunnelChart, VariantChart } from './charts.tsx';
import { DataTable } from './DataTable.tsx';
import { RangeForm } from './RangeForm.tsx';

export function InsightsApp() {
  const state = useStore($reports);
  const range = useStore($range);
  useEffect(() => void loadReports(), []);
  const fileSuffix = `${range.from}_${range.to}`;

  return (
    <>
      <header className="top">
        <h1>Quiz insights</h1>
        <form method="post" action="/insights/logout"><button type="submit" className="secondary">Sign out</button></form>
      </header>
      <main>
        <RangeForm range={range} onSubmit={(next) => void loadReports(next)} />
        <p className="status" role="status" aria-live="polite">
          {state.status === 'loading' ? 'Loading…' : state.status === 'ready' ? `Showing ${range.from} to ${range.to}.` : ''}
        </p>
        {state.status === 'error' && (
          <p className="error" role="alert">
            {state.signedOut ? <>Your session has ended. <a href="/insights">Sign in again</a>.</> : `The insights could not be loaded: ${state.message}`}
          </p>
        )}
        {state.status === 'ready' && (() => {
          const { funnel, variants, families, favourites, kitScents } = state.reports;
          return (
            <>
              <section aria-labelledby="funnel-heading">
                <h2 id="funnel-heading">Funnel</h2>
                <dl className="summary" data-testid="funnel-summary">
                  <div><dt>Started</dt><dd data-metric="started">{count(funnel.started)}</dd></div>
                  <div><dt>Completed</dt><dd data-metric="completed">{count(funnel.completed)}</dd></div>
                  <div><dt>Completion rate</dt><dd data-metric="completion-rate">{percent(funnel.started ? funnel.completionRate : null)}</dd></div>
                  <div><dt>Median time to finish</dt><dd data-metric="median-time">{duration(funnel.medianSecondsToFinish)}</dd></div>
                </dl>
                <FunnelChart funnel={funnel} />
                <DataTable table={funnelTable(funnel)} fileSuffix={fileSuffix} />
              </section>
              <section aria-labelledby="variants-heading">
                <h2 id="variants-heading">Recommendation variants</h2>
                <p className="note">
                  Add-to-cart rate: shoppers who used an add-to-cart button among those who saw the recommendation page.
                  The difference to A is tested only when both variants have at least {variants.minViews} views.
                  {variants.unattributedOrders > 0 && ` ${count(variants.unattributedOrders)} orders in this range came from no quiz.`}
                </p>
                <VariantChart report={variants} />
                <DataTable table={variantTable(variants)} fileSuffix={fileSuffix} />
              </section>
              <section aria-labelledby="families-heading">
                <h2 id="families-heading">Tastes</h2>
                <FamilyChart report={families} />
                <DataTable table={familyTable(families)} fileSuffix={fileSuffix} />
                <DataTable table={favouriteTable(favourites)} fileSuffix={fileSuffix} />
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
