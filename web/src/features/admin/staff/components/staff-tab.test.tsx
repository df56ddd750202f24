import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { AppProvider } from '@/app/provider';
import { testSiteConfig } from '@/config/business';
import { createQueryClient } from '@/lib/query-client';
import { json, ownerPermissions, stubApi } from '@/testing/test-utils';

import type { Permission } from '../../shared/api/get-admin-me';
import { StaffTab } from './staff-tab';

const at = '2026-11-01T08:00:00Z';
const accounts = [
  { id: 1, name: 'Huda Owner', email: 'huda@serenity.example', role: 'owner', active: true, therapistId: null, passwordChangedAt: at, createdAt: at },
  { id: 2, name: 'Aya Noor', email: 'aya@serenity.example', role: 'therapist', active: false, therapistId: 7, passwordChangedAt: at, createdAt: at },
];
const managerPermissions = ownerPermissions.filter((p) => p !== 'owner_accounts');

function renderStaff(permissions: readonly Permission[], api: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({
    '/api/auth/user': json({ isAuthenticated: true }),
    '/api/admin/users': json(accounts),
    '/api/admin/therapists': json([{ id: 7, name: 'Aya Noor' }]),
    ...api,
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <AppProvider queryClient={queryClient} siteConfig={testSiteConfig}>
      <StaffTab permissions={permissions} />
    </AppProvider>,
  );
  return { fetchMock, user: userEvent.setup() };
}

describe('StaffTab', () => {
  it('lists each account with its e-mail, role, status and linked therapist', async () => {
    renderStaff(ownerPermissions);
    const table = await screen.findByRole('table', { name: 'Staff accounts' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].slice(0, 5).map((cell) => cell.textContent))).toEqual([
      ['Huda Owner', 'huda@serenity.example', 'Owner', 'Active', ''],
      ['Aya Noor', 'aya@serenity.example', 'Therapist', 'Disabled', 'Aya Noor'],
    ]);
    expect(screen.getByRole('button', { name: 'Edit Huda Owner' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enable Aya Noor' })).toBeInTheDocument();
  });

  it("gives a manager neither an owner's account to change nor the owner role to give", async () => {
    const { user } = renderStaff(managerPermissions);
    await screen.findByRole('table', { name: 'Staff accounts' });
    expect(screen.queryByRole('button', { name: 'Edit Huda Owner' })).not.toBeInTheDocument();
    expect(screen.getByText('Only an owner can change it')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Account' }));
    const role = within(screen.getByRole('dialog', { name: 'Add Account' })).getByLabelText('Role');
    expect([...role.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Manager', 'Reception', 'Therapist']);
  });

  it("adds an account, and shows the server's field messages at their fields", async () => {
    let sent: unknown = null;
    const refusal = {
      message: 'Please check the form.',
      code: 'invalid',
      errors: { email: 'Another staff account already uses this e-mail.' },
      fields: { email: { code: 'staff.email_taken' } },
    };
    const { user } = renderStaff(ownerPermissions, {
      'POST /api/admin/users': async (request) => {
        sent = await request.json();
        return json(refusal, { status: 400 });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Account' });
    await user.type(within(dialog).getByLabelText('Name'), 'Rania Haddad');
    await user.type(within(dialog).getByLabelText('E-mail'), 'huda@serenity.example');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'reception');
    await user.type(within(dialog).getByLabelText('Password'), 'a long front desk password');
    await user.click(within(dialog).getByRole('button', { name: 'Add Account' }));

    const email = within(dialog).getByLabelText('E-mail');
    expect(await within(dialog).findByText('Another staff account already uses this e-mail.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(sent).toEqual({ name: 'Rania Haddad', email: 'huda@serenity.example', role: 'reception', therapistId: null, password: 'a long front desk password' });
  });
});
