import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { json, renderApp, stubApi } from '@/testing/test-utils';

const service = {
  id: 3,
  name: 'Hot Stone Massage',
  description: 'Warm stones.',
  category: 'Massage Therapy',
  duration: 90,
  price: '450.00',
  isActive: true,
  bookingCount: 9,
};

function api(patch: (request: Request) => Response | Promise<Response>) {
  return stubApi({
    '/api/auth/user': json({ id: 'admin', firstName: 'Admin', isAuthenticated: true }),
    '/api/admin/status': json({ isAdmin: true }),
    '/api/admin/services': json([service]),
    'PATCH /api/admin/services/3': patch,
  });
}

describe('services tab', () => {
  it('lists services with price, status badge and bookings', async () => {
    api(() => json(service));
    renderApp('/admin?tab=services');
    const table = await screen.findByRole('table', { name: 'Services' });
    const row = (await within(table).findByText('Hot Stone Massage')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('AED 450.00')).toBeInTheDocument();
    expect(within(row).getByText('90 min')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('9')).toBeInTheDocument();
  });

  it('validates the edit form, sends the change and says Service Updated', async () => {
    let sent: unknown = null;
    api(async (request) => {
      sent = await request.json();
      return json({ ...service, price: '480.00' });
    });
    const { user } = renderApp('/admin?tab=services');
    await user.click(await screen.findByRole('button', { name: 'Edit Hot Stone Massage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Service' });
    const price = within(dialog).getByLabelText('Price (AED)');
    expect(price).toHaveValue('450.00');

    await user.clear(price);
    await user.type(price, '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Enter the price in AED with at most 2 decimals, e.g. 350.00.')).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');

    await user.clear(price);
    await user.type(price, '480');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Service Updated')).toBeInTheDocument();
    expect(sent).toEqual({
      name: 'Hot Stone Massage',
      description: 'Warm stones.',
      category: 'Massage Therapy',
      duration: 90,
      price: '480.00',
      isActive: true,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("puts the server's field errors under the fields", async () => {
    api(() => json({ message: 'Invalid service', errors: { name: 'A service with this name exists.' } }, { status: 400 }));
    const { user } = renderApp('/admin?tab=services');
    await user.click(await screen.findByRole('button', { name: 'Edit Hot Stone Massage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Service' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('A service with this name exists.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  });
});
