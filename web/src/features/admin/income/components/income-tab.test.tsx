import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { json, renderApp, stubApi } from '@/testing/test-utils';

import { incomeRecord } from '../testing/income-record';

const invoice = incomeRecord({ notes: 'Cash: 300.00 | Card: 0.00 | Spa tips: 20.00 | Expenses: 0.00\nRegular guest' });

const figures = (cashOnHand: string) => ({
  count: 1,
  cash: '300.00',
  card: '0.00',
  cardWithMarkup: '0.00',
  commission: '120.00',
  tips: '50.00',
  tipsVat: '5.00',
  therapistTipShare: '30.00',
  spaTipShare: '20.00',
  expenses: '0.00',
  totalAmount: '320.00',
  cashOnHand,
  dailyTotal: '325.00',
  spending: '0.00',
});

const summary = (cashOnHand = '180.00') => ({
  totals: figures(cashOnHand),
  dayCount: 1,
  days: [{ date: '2026-05-02', ...figures(cashOnHand), therapists: [{ name: 'Amal', count: 1, commission: '120.00', tips: '50.00', earnings: '170.00' }] }],
  therapists: [{ name: 'Amal', count: 1, commission: '120.00', tips: '50.00', therapistTipShare: '30.00', earnings: '150.00' }],
});

function api(handlers: Parameters<typeof stubApi>[0] = {}, { cashOnHand = '180.00' } = {}) {
  return stubApi({
    '/api/auth/user': json({ id: 'admin', firstName: 'Admin', isAuthenticated: true }),
    '/api/admin/status': json({ isAdmin: true }),
    '/api/admin/stats': json({ totalBookings: 0, pendingBookings: 0, confirmedBookings: 0, completedBookings: 0 }),
    '/api/admin/income': () => json([invoice], { headers: { 'X-Total-Count': '1' } }),
    '/api/admin/income/stats': json({ totalIncome: '320.00', totalCash: '300.00', totalVisa: '0.00' }),
    '/api/admin/income/summary': () => json(summary(cashOnHand)),
    '/api/admin/tax/vat-summary': json({
      from: '2026-04-01', to: '2026-06-30', rate: '5.00', supplies: '0.00', outputVat: '0.00', creditedNet: '0.00', creditedVat: '0.00',
      netSupplies: '0.00', netOutputVat: '0.00', expensesAmount: '0.00', inputVat: '0.00', netVat: '0.00', invoices: [], creditNotes: [], expenses: [],
    }),
    '/api/admin/nav': json({
      spaName: 'Serenity Day Spa Dubai',
      user: { name: 'Admin' },
      today: '2026-05-02',
      now: '2026-05-02T10:00:00+04:00',
      timeZone: 'Asia/Dubai',
      counts: { newRequests: 0, unreadMessages: 0, bookings: 0, customers: 0, services: 0, posts: 0, income: 1 },
    }),
    ...handlers,
  });
}

const urls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([input]) => (input instanceof Request ? input.url : input.toString()));

const bodyOf = (fetchMock: ReturnType<typeof stubApi>, method: string) => {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === method);
  const body = call?.[1]?.body;
  return typeof body === 'string' ? (JSON.parse(body) as Record<string, unknown>) : null;
};

// jsdom has no object URLs: the download test lends URL its own pair and takes it back afterwards.
const urlFunctions = ['createObjectURL', 'revokeObjectURL'] as const;
const ownUrlFunctions = urlFunctions.map((name) => [name, Object.getOwnPropertyDescriptor(URL, name)] as const);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  for (const [name, own] of ownUrlFunctions) {
    if (own) Object.defineProperty(URL, name, own);
    else Reflect.deleteProperty(URL, name);
  }
});

describe('income tab', () => {
  it('shows the transactions, the summaries and the stat strip', async () => {
    api();
    renderApp('/admin?tab=income');
    const table = await screen.findByRole('table', { name: 'Income transactions, newest first' });
    const row = (await within(table).findByText('#1530')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Layla Haddad')).toBeInTheDocument();
    expect(within(row).getByText('AED 320.00')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Daily Financial Summary' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: '2 May 2026' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Therapist Commission & Tips Summary' })).toBeInTheDocument();
    expect(screen.getByTestId('cash-on-hand')).toHaveTextContent('AED 180.00');
    expect(screen.getByTestId('cash-on-hand')).not.toHaveClass('text-danger');
    expect(await within(screen.getByRole('navigation', { name: 'Dashboard' })).findByRole('link', { name: 'Income (1)' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a negative cash on hand in red, with its minus sign and a word', async () => {
    api({}, { cashOnHand: '-40.00' });
    renderApp('/admin?tab=income');
    await screen.findByRole('heading', { name: 'Daily Financial Summary' });
    const value = screen.getByTestId('cash-on-hand');
    expect(value).toHaveClass('text-danger');
    expect(value).toHaveTextContent('AED -40.00');
    expect(value).toHaveTextContent('Short');
  });

  it('sends the filters of the URL to the server, applies typed ones and resets', async () => {
    const fetchMock = api();
    const { user, location } = renderApp('/admin?tab=income&from=2026-05-01&source=Wgg');
    await screen.findByText('#1530');
    expect(urls(fetchMock)).toContain('/api/admin/income?page=1&limit=10&from=2026-05-01&source=Wgg');
    expect(urls(fetchMock)).toContain('/api/admin/income/summary?from=2026-05-01&source=Wgg');
    expect(screen.getByLabelText('Source')).toHaveValue('Wgg');

    await user.type(screen.getByLabelText('Therapist'), 'amal');
    await user.type(screen.getByLabelText('Min total (AED)'), '100');
    await waitFor(() => {
      expect(urls(fetchMock)).toContain('/api/admin/income?page=1&limit=10&from=2026-05-01&source=Wgg&therapist=amal&minTotal=100');
    });
    expect(location().search).toContain('therapist=amal');

    await user.type(screen.getByLabelText('Max total (AED)'), '50');
    expect(await screen.findByText('The maximum must not be below the minimum.')).toBeInTheDocument();
    expect(screen.getByLabelText('Max total (AED)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Max total (AED)')).toHaveAccessibleDescription('The maximum must not be below the minimum.');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => {
      expect(location().search).toBe('?tab=income');
    });
    expect(screen.getByLabelText('Therapist')).toHaveValue('');
  });

  it("offers the team's names for the therapist, active ones first (the next test types a name outside the team)", async () => {
    api({
      '/api/admin/therapists': json([
        { id: 1, name: 'Omar Khalil', active: false },
        { id: 2, name: 'Aisha Rahman', active: true },
      ]),
    });
    renderApp('/admin?tab=income');
    const form = await screen.findByRole('form', { name: 'Add New Invoice' });
    const therapist = within(form).getByRole('combobox', { name: 'Therapist Name' });
    const list = document.getElementById(therapist.getAttribute('list') ?? '');
    await waitFor(() => {
      expect([...(list?.querySelectorAll('option') ?? [])].map((o) => o.value)).toEqual(['Aisha Rahman', 'Omar Khalil']);
    });
  });

  it('adds an invoice: required fields, then Invoice Created and an empty form', async () => {
    const fetchMock = api({ 'POST /api/admin/income': () => json({ ...invoice, id: 6, invoiceNumber: '1531' }, { status: 201 }) });
    const { user } = renderApp('/admin?tab=income');
    const form = await screen.findByRole('form', { name: 'Add New Invoice' });
    await user.click(within(form).getByRole('button', { name: 'Add Invoice' }));
    expect(await within(form).findByText('Please select a source.')).toBeInTheDocument();
    expect(within(form).getByText('Customer name is required.')).toBeInTheDocument();
    expect(within(form).getByText('Please select a service.')).toBeInTheDocument();
    expect(within(form).getByText('Therapist name is required.')).toBeInTheDocument();
    const customer = within(form).getByRole('textbox', { name: 'Customer Name' });
    expect(customer).toHaveAttribute('aria-invalid', 'true');
    expect(customer).toHaveAccessibleDescription('Customer name is required.');
    expect(bodyOf(fetchMock, 'POST')).toBeNull();

    const cash = within(form).getByLabelText('Service Cash (AED)');
    expect(cash).toHaveAttribute('step', '0.01');
    expect(cash).toHaveAttribute('min', '0');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Source' }), 'Ph Snap');
    await user.type(customer, 'Layla Haddad');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Service' }), 'Massage');
    await user.type(within(form).getByRole('combobox', { name: 'Therapist Name' }), 'Amal');
    await user.type(cash, '300');
    await user.type(within(form).getByLabelText('Spa Tip Share (AED)'), '20');
    expect(within(form).getByText('AED 320.00')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Add Invoice' }));

    expect(await screen.findByText('Invoice Created')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST')).toMatchObject({
      source: 'Ph Snap',
      customerName: 'Layla Haddad',
      serviceName: 'Massage',
      therapistName: 'Amal',
      cashAmount: '300.00',
      visaAmount: '0.00',
      spaTipShare: '20.00',
      commissionPercentage: '40.00',
    });
    await waitFor(() => {
      expect(within(form).getByRole('textbox', { name: 'Customer Name' })).toHaveValue('');
    });
    // The writes refresh the income, its stats and summary, and the dashboard's stats.
    await waitFor(() => {
      expect(urls(fetchMock).filter((url) => url.startsWith('/api/admin/income/summary')).length).toBeGreaterThan(1);
    });
  });

  it("shows the server's field messages under the add form's fields", async () => {
    api({ 'POST /api/admin/income': () => json({ message: 'Invalid invoice', errors: { notes: 'Notes must be at most 2000 characters.' } }, { status: 400 }) });
    const { user } = renderApp('/admin?tab=income');
    const form = await screen.findByRole('form', { name: 'Add New Invoice' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Source' }), 'Wgg');
    await user.type(within(form).getByRole('textbox', { name: 'Customer Name' }), 'Omar');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Service' }), 'Royal Package');
    await user.type(within(form).getByRole('combobox', { name: 'Therapist Name' }), 'Sara');
    await user.click(within(form).getByRole('button', { name: 'Add Invoice' }));
    expect(await within(form).findByText('Notes must be at most 2000 characters.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Notes (optional)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits: the tips total follows the tips, and only the changed fields are sent', async () => {
    const fetchMock = api({ 'PATCH /api/admin/income/5': () => json({ ...invoice, tipsCashAmount: '45.00', tipsAmount: '65.00' }) });
    const { user } = renderApp('/admin?tab=income');
    const edit = await screen.findByRole('button', { name: 'Edit invoice #1530' });
    await user.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Transaction' });
    const tips = within(dialog).getByLabelText('Total Tips (AED)');
    expect(tips).toHaveValue('50.00');
    expect(tips).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Notes (optional)')).toHaveValue('Regular guest');

    const cashTips = within(dialog).getByLabelText('Cash Tips (AED)');
    await user.clear(cashTips);
    await user.type(cashTips, '45');
    expect(tips).toHaveValue('65.00');
    await user.type(within(dialog).getByLabelText('Card Tips (AED)'), '.5'); // "20.00.5" is not an amount
    expect(tips).toHaveValue('');
    await user.clear(within(dialog).getByLabelText('Card Tips (AED)'));
    await user.type(within(dialog).getByLabelText('Card Tips (AED)'), '20');
    expect(tips).toHaveValue('65.00');

    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Transaction Updated')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PATCH')).toEqual({ tipsCashAmount: '45.00' });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(edit).toHaveFocus();
  });

  it('closes the edit dialog on Cancel without a call', async () => {
    const fetchMock = api();
    const { user } = renderApp('/admin?tab=income');
    await user.click(await screen.findByRole('button', { name: 'Edit invoice #1530' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Transaction' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(bodyOf(fetchMock, 'PATCH')).toBeNull();
  });

  it("asks before deleting, in the product's words, then deletes: 'Transaction Deleted'", async () => {
    const fetchMock = api({ 'DELETE /api/admin/income/5': () => new Response(null, { status: 204 }) });
    const { user } = renderApp('/admin?tab=income');
    const remove = await screen.findByRole('button', { name: 'Delete invoice #1530' });
    await user.click(remove);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Transaction' });
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete this transaction (Invoice #1530)? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
    expect(remove).toHaveFocus();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(remove);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Transaction Deleted')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByRole('heading', { name: 'Transactions' })).toHaveFocus();
    });
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(call?.[0]).toBe('/api/admin/income/5');
  });

  describe('a record with a tax invoice', () => {
    const issued = { ...invoice, taxDocumentId: 12 };
    const invoiceView = json({ invoice: { id: 12, number: 'INV-000012' }, creditNotes: [], left: '300.00' });
    const reasonRefused = json(
      { message: 'Please check the highlighted fields.', code: 'fields.check', errors: { reason: 'Say why the invoice is corrected, in at most 500 characters.' } },
      { status: 400 },
    );

    it('says the edit issues a credit note and a corrected invoice, and sends the reason', async () => {
      let answer = reasonRefused;
      const fetchMock = api({
        '/api/admin/income': () => json([issued], { headers: { 'X-Total-Count': '1' } }),
        '/api/admin/invoices/12': invoiceView,
        'PATCH /api/admin/income/5': () => answer,
      });
      const { user } = renderApp('/admin?tab=income');
      await user.click(await screen.findByRole('button', { name: 'Edit invoice #1530' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Transaction' });
      expect(await within(dialog).findByText('This sale has tax invoice INV-000012. Saving issues a credit note and a corrected invoice.')).toBeInTheDocument();
      const cash = within(dialog).getByLabelText('Service Cash (AED)');
      await user.clear(cash);
      await user.type(cash, '250');
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect(await within(dialog).findByText('Say why the invoice is corrected, in at most 500 characters.')).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');

      answer = json({ ...issued, cashAmount: '250.00', taxDocumentId: 14 });
      await user.type(within(dialog).getByLabelText('Reason'), 'Wrong amount typed');
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('Transaction Updated')).toBeInTheDocument();
      const patches = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');
      expect(JSON.parse(patches[1]?.[1]?.body as string)).toEqual({ cashAmount: '250.00', reason: 'Wrong amount typed' });
    });

    it('says the delete credits the whole invoice, and deletes only with a reason', async () => {
      const fetchMock = api({
        '/api/admin/income': () => json([issued], { headers: { 'X-Total-Count': '1' } }),
        '/api/admin/invoices/12': invoiceView,
        'DELETE /api/admin/income/5': () => new Response(null, { status: 204 }),
      });
      const { user } = renderApp('/admin?tab=income');
      await user.click(await screen.findByRole('button', { name: 'Delete invoice #1530' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Delete Transaction' });
      expect(await within(dialog).findByText('This sale has tax invoice INV-000012. Deleting issues a credit note for the whole invoice.')).toBeInTheDocument();
      const confirm = within(dialog).getByRole('button', { name: 'Delete' });
      expect(confirm).toBeDisabled();
      await user.type(within(dialog).getByLabelText('Reason'), 'Guest refunded');
      await user.click(confirm);
      expect(await screen.findByText('Transaction Deleted')).toBeInTheDocument();
      expect(bodyOf(fetchMock, 'DELETE')).toEqual({ reason: 'Guest refunded' });
    });
  });

  it('downloads the report of the filtered dates, and says Error when it fails', async () => {
    let fail = false;
    const fetchMock = api({
      'POST /api/admin/generate-report': () =>
        fail
          ? json({ message: 'boom' }, { status: 500 })
          : new Response('<html>report</html>', {
              headers: { 'Content-Type': 'text/html', 'Content-Disposition': 'attachment; filename="income-report-2026-05-01-to-all.html"' },
            }),
    });
    Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:report'), configurable: true, writable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true, writable: true });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderApp('/admin?tab=income&from=2026-05-01');
    await user.click(await screen.findByRole('button', { name: 'Download Report' }));
    await user.click(await screen.findByRole('menuitem', { name: 'HTML (printable page)' }));
    expect(await screen.findByText('Report Downloaded')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST')).toEqual({ startDate: '2026-05-01', endDate: '', reportType: 'income', format: 'html' });
    expect(clicked).toHaveBeenCalled();
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('income-report-2026-05-01-to-all.html');

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Download Report' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (spreadsheet)' }));
    expect(await screen.findByText('Failed to generate PDF report. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });
});
