import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { json, ownerProfile, renderApp, stubApi } from '@/testing/test-utils';

const customer = { id: 4, name: 'Mariam Guest', email: 'mariam@example.com', phone: '+971 50 123 4567', createdAt: '2026-03-01T10:00:00Z', bookingCount: 2 };

function api(role: string, forget?: (request: Request) => Response | Promise<Response>) {
  return stubApi({
    '/api/auth/user': json({ id: 'admin', firstName: 'Admin', isAuthenticated: true }),
    '/api/admin/status': json({ isAdmin: true }),
    // The server gives the privacy permission to owners and managers only; the page follows the permission.
    '/api/admin/me': json({
      ...ownerProfile,
      role,
      permissions: role === 'owner' || role === 'manager' ? ownerProfile.permissions : ownerProfile.permissions.filter((p) => p !== 'privacy'),
    }),
    '/api/admin/customers': json([customer], { headers: { 'X-Total-Count': '1' } }),
    ...(forget ? { 'POST /api/admin/customers/4/forget': forget } : {}),
  });
}

async function customerRow() {
  const table = await screen.findByRole('table', { name: /Customers/ }, { timeout: 15_000 });
  const row = (await within(table).findByText('Mariam Guest')).closest('tr');
  if (!row) throw new Error('no row');
  return row;
}

describe('customers tab: privacy', { timeout: 30_000 }, () => {
  it("offers the customer's export as a download", async () => {
    api('reception');
    renderApp('/admin?tab=customers');
    const row = await customerRow();
    const exportLink = within(row).getByRole('link', { name: "Export Mariam Guest's data" });
    expect(exportLink).toHaveAttribute('href', '/api/admin/customers/4/export');
    expect(exportLink).toHaveAttribute('download');
  });

  it('hides Forget from reception', async () => {
    api('reception');
    renderApp('/admin?tab=customers');
    const row = await customerRow();
    expect(within(row).queryByRole('button', { name: 'Forget Mariam Guest' })).not.toBeInTheDocument();
  });

  it('lets a manager forget with a reason, then toasts what was done', async () => {
    let body: unknown = null;
    api('manager', async (request) => {
      body = await request.json();
      return json({ cancelledBookings: 1, keptInvoices: 2 });
    });
    const { user } = renderApp('/admin?tab=customers');
    const row = await customerRow();
    await user.click(await within(row).findByRole('button', { name: 'Forget Mariam Guest' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Forget Mariam Guest?' });
    expect(dialog).toHaveAccessibleDescription(/cannot be undone/);
    const forget = within(dialog).getByRole('button', { name: 'Forget' });
    expect(forget).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Asked by e-mail');
    await user.click(forget);
    expect(await screen.findByText('Mariam Guest forgotten')).toBeInTheDocument();
    expect(
      screen.getByText('1 future booking cancelled (the guest is e-mailed); 2 invoices kept until five years old, as the law requires.'),
    ).toBeInTheDocument();
    expect(body).toEqual({ reason: 'Asked by e-mail' });
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
  });

  it('Cancel leaves the customer and returns the focus to Forget', async () => {
    api('owner');
    const { user } = renderApp('/admin?tab=customers');
    const row = await customerRow();
    const open = await within(row).findByRole('button', { name: 'Forget Mariam Guest' });
    await user.click(open);
    const dialog = await screen.findByRole('alertdialog', { name: 'Forget Mariam Guest?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(open).toHaveFocus();
    });
  });
});
