import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { json, renderApp, stubApi } from '@/testing/test-utils';

import { nav, summary } from '../testing/entitlement-fixtures';

const fiveMassages = {
  id: 4,
  kind: 'package',
  name: 'Five massages',
  nameAr: 'خمس جلسات تدليك',
  serviceId: 3,
  category: '',
  sessions: 5,
  price: '1500.00',
  validMonths: 6,
  discountPercent: '0',
  online: true,
  createdAt: '2026-11-30T08:00:00Z',
  updatedAt: '2026-11-30T08:00:00Z',
};
const monthly = { ...fiveMassages, id: 5, kind: 'membership', name: 'Monthly calm', nameAr: '', serviceId: null, category: 'Massage Therapy', sessions: 1, price: '900.00', validMonths: 1, discountPercent: '10.00', online: false };

function api(handlers: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    '/api/auth/user': json({ id: 'admin', firstName: 'Admin', isAuthenticated: true }),
    '/api/admin/status': json({ isAdmin: true }),
    '/api/admin/nav': json(nav),
    '/api/admin/entitlements': () => json([], { headers: { 'X-Total-Count': '0' } }),
    '/api/admin/entitlements/summary': () => json(summary),
    '/api/admin/services': json([{ id: 3, name: 'Hot Stone Massage', category: 'Massage Therapy', duration: 60, price: '300.00', isActive: true }]),
    '/api/admin/offers': () => json({ offers: [fiveMassages, monthly] }),
    ...handlers,
  });
}

const offersTable = () => screen.findByRole('table', { name: 'Packages and memberships sold online' }, { timeout: 15_000 });

describe('Sold online', { timeout: 30_000 }, () => {
  it('lists the offers with what they cover, their price and whether they are on sale', async () => {
    api();
    renderApp('/admin?tab=gift-cards');
    expect(await screen.findByRole('heading', { name: 'Sold online' }, { timeout: 15_000 })).toBeInTheDocument();
    const table = await offersTable();
    // The table, with its caption, is there while the offers load: wait for the rows.
    const pack = (await within(table).findByText('Five massages')).closest('tr');
    const member = within(table).getByText('Monthly calm').closest('tr');
    if (!pack || !member) throw new Error('no rows');
    expect(within(pack).getByText('خمس جلسات تدليك')).toHaveAttribute('lang', 'ar');
    expect(within(pack).getByText('Package')).toBeInTheDocument();
    expect(await within(pack).findByText('5 sessions of Hot Stone Massage')).toBeInTheDocument();
    expect(within(pack).getByText('AED 1,500.00, valid 6 months')).toBeInTheDocument();
    expect(within(pack).getByText('On sale')).toBeInTheDocument();
    expect(within(member).getByText('1 session a month of any Massage Therapy')).toBeInTheDocument();
    expect(within(member).getByText('AED 900.00 a month, 10% member discount')).toBeInTheDocument();
    expect(within(member).getByText('Not on sale')).toBeInTheDocument();
  });

  it('adds a package: checked first, then the server refuses a field, then it is saved with a toast', async () => {
    const sent: unknown[] = [];
    api({
      'POST /api/admin/offers': async (request) => {
        sent.push(await request.json());
        return sent.length === 1
          ? json({ message: 'Please check the highlighted fields.', errors: { serviceId: 'That service cannot be chosen.' }, fields: { serviceId: { code: 'entitlement.service' } } }, { status: 400 })
          : json({ ...fiveMassages, id: 9 }, { status: 201 });
      },
    });
    const { user } = renderApp('/admin?tab=gift-cards');
    await offersTable();
    await user.click(screen.getByRole('button', { name: 'Add offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Offer' });
    expect(within(dialog).getByRole('checkbox', { name: 'On sale online' })).toBeChecked();
    expect(within(dialog).queryByLabelText('Member discount % on other services (Optional)')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add Offer' }));
    const name = within(dialog).getByLabelText('Name (English)');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(within(dialog).getByLabelText('For')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Price (AED, VAT included)')).toHaveAccessibleDescription('Enter the price: above 0 and up to 10000, with at most two decimals.');
    expect(sent).toHaveLength(0);

    await user.type(name, 'Five massages');
    await user.type(within(dialog).getByLabelText('Name (Arabic, optional)'), 'خمس جلسات تدليك');
    await user.selectOptions(within(dialog).getByLabelText('For'), 'service:3');
    await user.type(within(dialog).getByLabelText('Sessions'), '5');
    await user.type(within(dialog).getByLabelText('Price (AED, VAT included)'), '1500');
    const months = within(dialog).getByLabelText('Valid for (months)');
    await user.clear(months);
    await user.type(months, '6');
    await user.click(within(dialog).getByRole('button', { name: 'Add Offer' }));
    const covers = within(dialog).getByLabelText('For');
    await waitFor(() => {
      expect(covers).toHaveAttribute('aria-invalid', 'true');
    });
    expect(covers).toHaveAccessibleDescription('That service cannot be chosen.');
    expect(covers).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Add Offer' }));
    expect(await screen.findByText('Offer Added')).toBeInTheDocument();
    expect(sent[1]).toEqual({ kind: 'package', name: 'Five massages', nameAr: 'خمس جلسات تدليك', serviceId: 3, sessions: '5', price: '1500', validMonths: '6', online: true });
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Add Offer' })).not.toBeInTheDocument();
    });
  });

  it('edits a membership: its discount instead of months, and puts it on sale', async () => {
    const sent: unknown[] = [];
    api({
      'PUT /api/admin/offers/5': async (request) => {
        sent.push(await request.json());
        return json({ ...monthly, discountPercent: '15.00', online: true });
      },
    });
    const { user } = renderApp('/admin?tab=gift-cards');
    await offersTable();
    await user.click(await screen.findByRole('button', { name: 'Edit Monthly calm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Offer' });
    expect(within(dialog).getByLabelText('Name (English)')).toHaveValue('Monthly calm');
    expect(within(dialog).getByLabelText('For')).toHaveValue('category:Massage Therapy');
    expect(within(dialog).getByLabelText('Sessions each month')).toHaveValue('1');
    expect(within(dialog).getByLabelText('Price a month (AED, VAT included)')).toHaveValue('900');
    expect(within(dialog).queryByLabelText('Valid for (months)')).not.toBeInTheDocument();
    const discount = within(dialog).getByLabelText('Member discount % on other services (Optional)');
    expect(discount).toHaveValue('10');
    await user.clear(discount);
    await user.type(discount, '60');
    await user.click(within(dialog).getByRole('button', { name: 'Save Offer' }));
    expect(discount).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
    await user.clear(discount);
    await user.type(discount, '15');
    const online = within(dialog).getByRole('checkbox', { name: 'On sale online' });
    expect(online).not.toBeChecked();
    await user.click(online);
    await user.click(within(dialog).getByRole('button', { name: 'Save Offer' }));
    expect(await screen.findByText('Offer Saved')).toBeInTheDocument();
    expect(sent).toEqual([{ kind: 'membership', name: 'Monthly calm', category: 'Massage Therapy', sessions: '1', price: '900', discountPercent: '15', online: true }]);
  });

  it('says so when there is none yet', async () => {
    api({ '/api/admin/offers': () => json({ offers: [] }) });
    renderApp('/admin?tab=gift-cards');
    expect(await screen.findByText('No packages or memberships for sale online yet.', {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});
