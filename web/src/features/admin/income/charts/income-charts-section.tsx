import { lazy, Suspense, useMemo } from 'react';

import { ApiError } from '@/lib/api-client';

import { QueryError } from '../../shared/components/query-error';
import { useIncomeCharts } from '../api/get-income-charts';
import { chartGrains, type ChartBy } from '../utils/chart-period';
import { capital, chartFigures, type ChartFigure } from './chart-figures';
import { ChartTable } from './chart-table';

// Chart.js is fetched only when the charts show: its own chunk, never in a public page's JavaScript.
const ChartCanvas = lazy(() => import('./chart-canvas'));

/**
 * The Income charts of the tab's period: one aggregated call, a canvas and its table per figure. The grain
 * (`by`) is in the URL with the period. The call sends what the URL holds; the server fills in an open end and
 * refuses a period too long for the grain, and the section shows the period it answered for, or its refusal.
 */
export function IncomeChartsSection({ from, to, by, onBy }: { from: string; to: string; by: ChartBy; onBy: (by: ChartBy) => void }) {
  const charts = useIncomeCharts({ from, to, by });
  const refusal = charts.error instanceof ApiError && charts.error.status === 400 ? refusalOf(charts.error) : null;
  const figures = useMemo(() => (charts.data ? chartFigures(charts.data) : []), [charts.data]);
  return (
    <section aria-labelledby="income-charts-heading" className="space-y-4" data-testid="income-charts">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h3 id="income-charts-heading" className="font-display text-2xl font-semibold text-forest-800">
            Charts
          </h3>
          <p className="text-sm text-muted">
            {charts.data ? `${charts.data.from} to ${charts.data.to}. ` : null}The charts follow the period; the other
            filters apply to the transactions only.
          </p>
        </div>
        <label className="text-sm">
          <span className="me-2">Group by</span>
          <select
            value={by}
            onChange={(event) => {
              onBy(event.target.value as ChartBy);
            }}
            className="rounded-md border border-sand-300 px-2 py-1"
          >
            {chartGrains.map((grain) => (
              <option key={grain} value={grain}>
                {capital(grain)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {refusal !== null ? (
        <p role="alert" className="text-sm text-danger">
          {refusal}
        </p>
      ) : charts.isError ? (
        <QueryError what="the income charts" onRetry={() => void charts.refetch()} />
      ) : null}
      {charts.isPending ? <p className="text-sm text-muted">Loading charts…</p> : null}
      <div className="grid gap-6 lg:grid-cols-2" aria-busy={charts.isFetching || undefined}>
        {figures.map((figure) => (
          <ChartFigureView key={figure.id} figure={figure} />
        ))}
      </div>
    </section>
  );
}

export function ChartFigureView({ figure, canvas = true }: { figure: ChartFigure; canvas?: boolean }) {
  return (
    // min-w-0: a grid item is as wide as its widest content unless told; the table scrolls in its box instead.
    <figure className="min-w-0 space-y-2" aria-labelledby={`chart-${figure.id}-title`}>
      <figcaption id={`chart-${figure.id}-title`} className="font-semibold text-forest-800">
        {figure.title}
      </figcaption>
      {canvas ? (
        <Suspense fallback={<div className="h-64" />}>
          <ChartCanvas figure={figure} />
        </Suspense>
      ) : null}
      <ChartTable figure={figure} />
    </figure>
  );
}

/** The server's words for a period it refuses: its fields' messages, else its message. */
function refusalOf(error: ApiError): string {
  const fields = Object.values(error.fieldErrors);
  return fields.length > 0 ? fields.join(' ') : (error.serverMessage ?? error.message);
}
