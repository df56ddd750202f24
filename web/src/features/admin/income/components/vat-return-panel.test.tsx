import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { json, renderApp, stubApi } from '@/testing/test-utils';

const quarter = {
  from: '2026-04-01',
  to: '2026-06-30',
  rate: '5.00',
  supplies: '1428.58',
  outputVat: '71.42',
  creditedNet: '95.24',
  creditedVat: '4.76',
  netSupplies: '1333.34',
  netOutputVat: '66.66',
  expensesAmount: '210.00',
  inputVat: '10.00',
  netVat: '56.66',
  invoices: [
    { id: 1, kind: 'invoice', number: 'INV-000001', issueDate: '2026-04-01', net: '428.57', vat: '21.43' },
    { id: 2, kind: 'invoice', number: 'INV-000002', issueDate: '2026-05-02', net: '1000.01', vat: '49.99' },
  ],
  creditNotes: [{ id: 3, kind: 'credit_note', number: 'CN-000001', issueDate: '2026-05-03', net: '95.24', vat: '4.76', correctsNumber: 'INV-000001' }],
  expenses: [{ id: 7, date: '2026-06-30', category: 'products', supplier: 'Oils & Co', amount: '210.00', vat: '10.00' }],
};

function api(handlers: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    '/api/auth/user': json({ id: 'admin', firstName: 'Admin', isAuthenticated: true }),
    '/api/admin/status': json({ isAdmin: true }),
    '/api/admin/stats': json({ totalBookings: 0, pendingBookings: 0, confirmedBookings: 0, completedBookings: 0 }),
    '/api/admin/income': () => json([], { headers: { 'X-Total-Count': '0' } }),
    '/api/admin/income/stats': json({ totalIncome: '0.00', totalCash: '0.00', totalVisa: '0.00' }),
    '/api/admin/tax/vat-summary': (request: Request) => {
      const url = new URL(request.url);
      const from = url.searchParams.get('from');
      return json(from ? { ...quarter, from, to: url.searchParams.get('to'), invoices: [], supplies: '0.00' } : quarter);
    },
    '/api/admin/nav': json({
      spaName: 'Serenity Day Spa Dubai',
      user: { name: 'Admin' },
      today: '2026-05-02',
      now: '2026-05-02T10:00:00+04:00',
      timeZone: 'Asia/Dubai',
      counts: { newRequests: 0, unreadMessages: 0, bookings: 0, customers: 0, services: 0, posts: 0, income: 0 },
    }),
    ...handlers,
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

const urls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([input]) => (input instanceof Request ? input.url : input.toString()));

describe('VAT return panel', () => {
  it('shows the quarter, each figure opening to its documents, the CSV and the FTA Audit File of the period', async () => {
    const fetchMock = api();
    renderApp('/admin?tab=income');
    const panel = (await screen.findByRole('heading', { name: 'VAT return' }, { timeout: 15000 })).closest('section');
    if (!panel) throw new Error('no panel');
    const box = within(panel);
    expect(await box.findByLabelText('First day', {}, { timeout: 15000 })).toHaveValue('2026-04-01');
    expect(box.getByLabelText('Last day')).toHaveValue('2026-06-30');
    expect(urls(fetchMock).some((u) => u.endsWith('/api/admin/tax/vat-summary'))).toBe(true);
    expect(box.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/admin/tax/vat-summary.csv?from=2026-04-01&to=2026-06-30');
    const faf = box.getByRole('link', { name: 'Download FTA Audit File' });
    expect(faf).toHaveAttribute('href', '/api/admin/tax/faf?from=2026-04-01&to=2026-06-30');
    expect(faf).toHaveAttribute('download');

    const output = box.getByText('Output VAT').closest('summary');
    if (!output) throw new Error('no summary');
    expect(output).toHaveTextContent(/71\.42/);
    expect(box.getByText('Net VAT due (output less input)').parentElement).toHaveTextContent(/56\.66/);

    // A figure opens from the keyboard to the documents behind it.
    output.focus();
    await userEvent.keyboard('{Enter}');
    const table = box.getByRole('table', { name: 'Tax invoices of the period, their VAT' });
    expect(within(table).getByRole('row', { name: /INV-000002/ })).toHaveTextContent(/49\.99/);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('asks for the days picked and links their CSV and FTA Audit File', async () => {
    const fetchMock = api();
    renderApp('/admin?tab=income');
    const first = await screen.findByLabelText('First day', {}, { timeout: 15000 });
    await screen.findByDisplayValue('2026-04-01', {}, { timeout: 15000 });
    await userEvent.clear(first);
    await userEvent.type(first, '2026-05-01');
    const last = screen.getByLabelText('Last day');
    await userEvent.clear(last);
    await userEvent.type(last, '2026-05-31');
    await userEvent.click(screen.getByRole('button', { name: 'Show figures' }));
    expect(await screen.findByText('From 1 May 2026 to 31 May 2026, at 5.00%.')).toBeInTheDocument();
    expect(urls(fetchMock).some((u) => u.endsWith('/api/admin/tax/vat-summary?from=2026-05-01&to=2026-05-31'))).toBe(true);
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/admin/tax/vat-summary.csv?from=2026-05-01&to=2026-05-31');
    expect(screen.getByRole('link', { name: 'Download FTA Audit File' })).toHaveAttribute('href', '/api/admin/tax/faf?from=2026-05-01&to=2026-05-31');
  });

  it("shows the server's refusal of the period at its field", async () => {
    const tooLong = 'The period must be at most 366 days.';
    api({
      '/api/admin/tax/vat-summary': (request: Request) =>
        new URL(request.url).searchParams.get('from') === '2024-01-01'
          ? json({ message: 'Please check the highlighted fields.', errors: { to: tooLong } }, { status: 400 })
          : json(quarter),
    });
    renderApp('/admin?tab=income');
    const first = await screen.findByLabelText('First day', {}, { timeout: 15000 });
    await screen.findByDisplayValue('2026-04-01', {}, { timeout: 15000 });
    await userEvent.clear(first);
    await userEvent.type(first, '2024-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show figures' }));
    const message = await screen.findByText(tooLong);
    const last = screen.getByLabelText('Last day');
    expect(last).toHaveAttribute('aria-invalid', 'true');
    expect(last).toHaveAttribute('aria-describedby', message.id);
    expect(first).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Failed to load the VAT figures.')).toBeNull();
  });
});
