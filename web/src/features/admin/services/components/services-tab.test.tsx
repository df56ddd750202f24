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

function api(patch: (request: Request) => Response | Promise<Response>, listed: Record<string, unknown> = service) {
  return stubApi({
    '/api/auth/user': json({ id: 'admin', firstName: 'Admin', isAuthenticated: true }),
    '/api/admin/status': json({ isAdmin: true }),
    '/api/admin/services': json([listed]),
    'PATCH /api/admin/services/3': patch,
    'POST /api/admin/services': patch,
  });
}

const translated = { ...service, nameAr: 'مساج الأحجار الساخنة', descriptionAr: 'أحجار دافئة.' };

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
      nameAr: '',
      description: 'Warm stones.',
      descriptionAr: '',
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

  it('shows the Arabic name under the English one in the list', async () => {
    api(() => json(translated), translated);
    renderApp('/admin?tab=services');
    const table = await screen.findByRole('table', { name: 'Services' });
    const arabic = await within(table).findByText('مساج الأحجار الساخنة');
    expect(arabic).toHaveAttribute('lang', 'ar');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(arabic.closest('tr')).toBe(within(table).getByText('Hot Stone Massage').closest('tr'));
  });

  it('edits the Arabic name and description, written right to left, and sends them with the English', async () => {
    let sent: unknown = null;
    api(async (request) => {
      sent = await request.json();
      return json(translated);
    }, translated);
    const { user } = renderApp('/admin?tab=services');
    await user.click(await screen.findByRole('button', { name: 'Edit Hot Stone Massage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Service' });
    const nameAr = within(dialog).getByLabelText('Arabic name');
    const descriptionAr = within(dialog).getByLabelText('Arabic description');
    expect(nameAr).toHaveValue('مساج الأحجار الساخنة');
    expect(descriptionAr).toHaveValue('أحجار دافئة.');
    for (const field of [nameAr, descriptionAr]) {
      expect(field).toHaveAttribute('dir', 'rtl');
      expect(field).toHaveAttribute('lang', 'ar');
    }
    expect(within(dialog).getByLabelText('Name')).not.toHaveAttribute('dir');

    // Too short: the form says so under the field and sends nothing.
    await user.clear(nameAr);
    await user.type(nameAr, 'م');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Arabic name must be between 2 and 100 characters.')).toBeInTheDocument();
    expect(nameAr).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBeNull();

    await user.clear(nameAr);
    await user.type(nameAr, '  مساج الأحجار البازلتية ');
    await user.clear(descriptionAr);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Service Updated')).toBeInTheDocument();
    expect(sent).toEqual({
      name: 'Hot Stone Massage',
      nameAr: 'مساج الأحجار البازلتية',
      description: 'Warm stones.',
      descriptionAr: '',
      category: 'Massage Therapy',
      duration: 90,
      price: '450.00',
      isActive: true,
    });
  });

  it('sends the Arabic of a new service', async () => {
    let sent: unknown = null;
    api(async (request) => {
      sent = await request.json();
      return json({ ...translated, id: 4 }, { status: 201 });
    });
    const { user } = renderApp('/admin?tab=services');
    await user.click(await screen.findByRole('button', { name: 'Add Service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Service' });
    await user.type(within(dialog).getByLabelText('Name'), 'Royal Hammam');
    await user.type(within(dialog).getByLabelText('Arabic name'), 'الحمّام الملكي');
    await user.type(within(dialog).getByLabelText('Arabic description'), 'بخار وتقشير.');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Body Treatments');
    await user.type(within(dialog).getByLabelText('Price (AED)'), '650');
    await user.click(within(dialog).getByRole('button', { name: 'Add Service' }));
    expect(await screen.findByText('Service Created')).toBeInTheDocument();
    expect(sent).toMatchObject({ name: 'Royal Hammam', nameAr: 'الحمّام الملكي', description: '', descriptionAr: 'بخار وتقشير.', price: '650.00' });
  });

  it("puts the server's messages under the Arabic fields", async () => {
    api(() =>
      json(
        {
          message: 'Please check the highlighted fields.',
          errors: {
            nameAr: 'Arabic name must be between 2 and 100 characters.',
            descriptionAr: 'Please remove the hidden characters (control, zero-width or text-direction characters).',
          },
        },
        { status: 400 },
      ),
    translated);
    const { user } = renderApp('/admin?tab=services');
    await user.click(await screen.findByRole('button', { name: 'Edit Hot Stone Massage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Service' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const nameAr = within(dialog).getByLabelText('Arabic name');
    const descriptionAr = within(dialog).getByLabelText('Arabic description');
    expect(await within(dialog).findByText('Arabic name must be between 2 and 100 characters.')).toBeInTheDocument();
    expect(nameAr).toHaveAttribute('aria-invalid', 'true');
    expect(nameAr).toHaveAccessibleDescription('Arabic name must be between 2 and 100 characters.');
    expect(descriptionAr).toHaveAccessibleDescription('Please remove the hidden characters (control, zero-width or text-direction characters).');
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'false');
    expect(nameAr).toHaveFocus();
  });
});
