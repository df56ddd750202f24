import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { json, renderApp, stubApi } from '@/testing/test-utils';

import { laundry } from '../testing/expense-fixtures';

import { ExpensesTab } from './expenses-tab';

function api(handlers: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    '/api/auth/user': json({ id: 'admin', firstName: 'Admin', isAuthenticated: true }),
    '/api/admin/status': json({ isAdmin: true }),
    '/api/admin/expenses': () => json([laundry], { headers: { 'X-Total-Count': '1' } }),
    ...handlers,
  });
}

describe('expenses screen', () => {
  it('lists the expenses with their amounts in AED', async () => {
    api();
    renderApp('/admin?tab=expenses');
    const table = await screen.findByRole('table', { name: 'Expenses' });
    const row = (await within(table).findByText('Clean Co')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Laundry')).toBeInTheDocument();
    expect(within(row).getByText('AED 120.50')).toBeInTheDocument();
    expect(within(row).getByText('AED 5.74')).toBeInTheDocument();
    expect(within(row).getByText('Card')).toBeInTheDocument();
    expect(await screen.findByText('1 expense')).toBeInTheDocument();
  });

  it('asks the server with the filters', async () => {
    const fetchMock = api();
    const { user } = renderApp('/admin?tab=expenses');
    await screen.findByRole('table', { name: 'Expenses' });
    await user.type(screen.getByLabelText('Category'), 'rent');
    await user.type(screen.getByLabelText('Search supplier or note'), 'noor');
    await waitFor(() => {
      const urls = fetchMock.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input));
      expect(urls.some((url) => url.includes('/api/admin/expenses?') && url.includes('category=rent') && url.includes('search=noor'))).toBe(true);
    });
  });

  it('validates the add form before sending, then sends exact amounts', async () => {
    let sent: unknown = null;
    api({
      'POST /api/admin/expenses': async (request) => {
        sent = await request.json();
        return json({ ...laundry, id: 8 }, { status: 201 });
      },
    });
    const { user } = renderApp('/admin?tab=expenses');
    await user.click(await screen.findByRole('button', { name: 'Add Expense' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Expense' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Expense' }));
    expect(await within(dialog).findByText('Enter a category of 1 to 60 characters.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Amount (AED)')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBeNull();

    const date = within(dialog).getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2026-11-20');
    await user.type(within(dialog).getByLabelText('Category'), 'laundry');
    await user.type(within(dialog).getByLabelText('Amount (AED)'), '120.5');
    await user.type(within(dialog).getByLabelText('VAT paid (AED) (Optional)'), '5.74');
    await user.selectOptions(within(dialog).getByLabelText('Payment method'), 'card');
    await user.click(within(dialog).getByRole('button', { name: 'Add Expense' }));
    expect(await screen.findByText('Expense Added')).toBeInTheDocument();
    expect(sent).toEqual({ date: '2026-11-20', category: 'laundry', supplier: '', amount: '120.50', vat: '5.74', paymentMethod: 'card', note: '' });
  });

  it("puts the server's field errors under the fields", async () => {
    api({
      'PATCH /api/admin/expenses/7': () =>
        json({ message: 'Please check the highlighted fields.', errors: { vat: 'Enter the VAT paid: from 0 up to the amount, with at most two decimals.' } }, { status: 400 }),
    });
    const { user } = renderApp('/admin?tab=expenses');
    await user.click(await screen.findByRole('button', { name: /^Edit Laundry/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Expense' });
    expect(within(dialog).getByLabelText('Amount (AED)')).toHaveValue('120.50');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Enter the VAT paid: from 0 up to the amount, with at most two decimals.')).toBeInTheDocument();
  });

  it('deletes after asking', async () => {
    let deleted = false;
    api({
      'DELETE /api/admin/expenses/7': () => {
        deleted = true;
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderApp('/admin?tab=expenses');
    await user.click(await screen.findByRole('button', { name: /^Delete Laundry/ }));
    const question = await screen.findByRole('alertdialog', { name: 'Delete Expense' });
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Expense Deleted')).toBeInTheDocument();
    expect(deleted).toBe(true);
  });

  it('speaks Arabic on an Arabic page', async () => {
    api();
    const { render } = await import('@testing-library/react');
    const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ExpensesTab language="ar" />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('table', { name: 'المصروفات' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إضافة مصروف' })).toBeInTheDocument();
    expect(await screen.findByText('غسيل')).toBeInTheDocument();
    expect(screen.getByLabelText('ابحث في المورد أو الملاحظة')).toBeInTheDocument();
  });
});
