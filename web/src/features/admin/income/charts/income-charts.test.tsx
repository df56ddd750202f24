import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { incomeChartsPath, parseIncomeCharts, type IncomeCharts } from '../api/get-income-charts';
import { bucketLabel, chartFigures } from './chart-figures';
import { ChartFigureView } from './income-charts-section';

// jsdom has no canvas: the canvas module is replaced by its accessible shell, the tables are tested.
vi.mock('./chart-canvas', () => ({
  default: ({ figure }: { figure: { summary: string } }) => <div role="img" aria-label={figure.summary} />,
}));

const answer: IncomeCharts = parseIncomeCharts({
  from: '2026-11-01',
  to: '2026-11-30',
  by: 'week',
  totals: { start: '2026-11-01', cash: '400.00', card: '1200.50', total: '1660.50', count: 3 },
  takings: [
    { start: '2026-10-26', cash: '0.00', card: '0.00', total: '0.00', count: 0 },
    { start: '2026-11-16', cash: '400.00', card: '1200.50', total: '1660.50', count: 3 },
  ],
  therapists: [{ label: 'Aya', total: '1660.50', count: 3 }],
  services: [
    { label: 'Massage', total: '1130.50', count: 2 },
    { label: 'Facial', total: '530.00', count: 1 },
  ],
  categories: [{ label: 'Body', total: '1660.50', count: 3 }],
  sources: [],
  outcomes: [
    { key: 'completed', count: 4 },
    { key: 'cancelled', count: 1 },
    { key: 'no_show', count: 0 },
  ],
  leadTimes: [
    { key: 'same_day', count: 2 },
    { key: '1_2', count: 1 },
    { key: '3_7', count: 0 },
    { key: '8_30', count: 0 },
    { key: 'over_30', count: 2 },
  ],
  openBookings: 0,
});

describe('Income charts', () => {
  it("names a bucket by its day, its week's Monday or its month", () => {
    expect(bucketLabel('2026-11-16', 'day')).toBe('16 Nov 2026');
    expect(bucketLabel('2026-11-16', 'week')).toBe('Week of 16 Nov 2026');
    expect(bucketLabel('2026-11-01', 'month')).toBe('November 2026');
  });

  it('shows the takings of every bucket in a table with a caption and headers', async () => {
    const figures = chartFigures(answer);
    expect(figures.map((f) => f.title)).toEqual([
      'Takings by week',
      'Takings by therapist',
      'Takings by service',
      'Takings by category',
      'Takings by source',
      'Bookings by outcome',
      'Bookings by lead time',
    ]);
    const takings = figures[0];
    if (takings === undefined) throw new Error('no takings figure');
    render(<ChartFigureView figure={takings} />);
    const table = screen.getByRole('table', { name: 'Takings by week' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Week', 'Cash', 'Card', 'Total', 'Invoices']);
    const row = within(table).getByRole('row', { name: /Week of 16 Nov 2026/ });
    expect(within(row).getAllByRole('cell').map((td) => td.textContent)).toEqual(['AED 400.00', 'AED 1,200.50', 'AED 1,660.50', '3']);
    expect(within(table).getByRole('row', { name: /Week of 26 Oct 2026/ })).toHaveTextContent('AED 0.00');
    const canvas = await screen.findByRole('img');
    expect(canvas).toHaveAccessibleName(
      'Takings by week, cash and card, over 2 weeks: AED 1,660.50 in all (cash AED 400.00, card AED 1,200.50); highest Week of 16 Nov 2026 with AED 1,660.50.',
    );
  });

  it('counts bookings by outcome and lead time, and says when a chart has nothing', () => {
    const figures = chartFigures(answer);
    const [, , , , sources, outcomes, leads] = figures;
    if (sources === undefined || outcomes === undefined || leads === undefined) throw new Error('missing figures');
    render(
      <>
        <ChartFigureView figure={sources} canvas={false} />
        <ChartFigureView figure={outcomes} canvas={false} />
        <ChartFigureView figure={leads} canvas={false} />
      </>,
    );
    expect(screen.getByRole('table', { name: 'Takings by source' })).toHaveTextContent('No invoices in the period.');
    expect(sources.summary).toBe('Takings by source: no invoices in the period.');
    const outcomeRows = within(screen.getByRole('table', { name: 'Bookings by outcome' })).getAllByRole('row').map((r) => r.textContent);
    expect(outcomeRows).toEqual(['OutcomeBookings', 'Completed4', 'Cancelled1', 'No-show0']);
    expect(leads.summary).toBe('Bookings by lead time: Same day 2, 1–2 days 1, 3–7 days 0, 8–30 days 0, More than 30 days 2; 5 in all.');
  });

  it('sends the period as the URL holds it, the server filling in an open end', () => {
    expect(incomeChartsPath({ from: '', to: '', by: 'day' })).toBe('/api/admin/income/charts');
    expect(incomeChartsPath({ from: '2026-11-01', to: '', by: 'day' })).toBe('/api/admin/income/charts?from=2026-11-01');
    expect(incomeChartsPath({ from: '', to: '2026-06-30', by: 'week' })).toBe('/api/admin/income/charts?to=2026-06-30&by=week');
    expect(incomeChartsPath({ from: '2024-01-01', to: '2026-06-30', by: 'month' })).toBe(
      '/api/admin/income/charts?from=2024-01-01&to=2026-06-30&by=month',
    );
  });
});
