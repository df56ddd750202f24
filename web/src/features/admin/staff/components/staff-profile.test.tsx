import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { AppProvider } from '@/app/provider';
import { testSiteConfig } from '@/config/business';
import { createQueryClient } from '@/lib/query-client';
import { json, ownerPermissions, ownerProfile, stubApi } from '@/testing/test-utils';

import { StaffTab } from './staff-tab';

const at = '2026-11-01T08:00:00Z';
const accounts = [
  { id: 1, name: 'Huda Owner', email: 'huda@serenity.example', role: 'owner', active: true, therapistId: null, passwordChangedAt: at, createdAt: at },
  { id: 2, name: 'Rania Haddad', email: 'rania@serenity.example', role: 'reception', active: true, therapistId: null, passwordChangedAt: at, createdAt: at },
];
const roleChange = {
  id: 12,
  at: '2026-11-02T06:00:00Z',
  actor: { userId: 1, name: 'Huda Owner', role: 'owner' },
  address: '10.0.0.7',
  requestId: 'r',
  entity: 'users',
  entityId: '2',
  action: 'update',
  before: { role: 'therapist' },
  after: { role: 'reception' },
};
const desk = { id: 9, device: 'Chrome on Windows', address: '10.0.0.21', signedInAt: '2026-11-02T04:00:00Z', lastUsedAt: '2026-11-02T05:30:00Z', current: false };
const phone = { id: 11, device: 'Safari on iOS', address: '203.0.113.10', signedInAt: '2026-11-01T15:00:00Z', lastUsedAt: '2026-11-01T16:00:00Z', current: false };

function renderStaff(api: Parameters<typeof stubApi>[0] = {}) {
  stubApi({
    '/api/auth/user': json({ isAuthenticated: true }),
    '/api/admin/users': json(accounts),
    '/api/admin/therapists': json([]),
    '/api/admin/users/2/sessions': json([]),
    ...api,
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <AppProvider queryClient={queryClient} siteConfig={testSiteConfig}>
      <StaffTab permissions={ownerPermissions} />
    </AppProvider>,
  );
  return userEvent.setup();
}

async function openProfile(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: `Profile of ${name}` }));
  return screen.findByRole('dialog', { name });
}

describe("a person's profile in Staff accounts", () => {
  it("shows the account's History, read from the audit log when opened", async () => {
    const asked: string[] = [];
    const user = renderStaff({
      '/api/admin/audit': (request) => {
        asked.push(new URL(request.url).search);
        return json([roleChange], { headers: { 'X-Total-Count': '1' } });
      },
    });
    const dialog = await openProfile(user, 'Rania Haddad');
    expect(dialog).toHaveAccessibleDescription('Reception · rania@serenity.example');
    await user.click(await within(dialog).findByRole('button', { name: 'Show history' }));
    const list = await within(dialog).findByRole('list', { name: 'Changes, newest first' });
    expect(list).toHaveTextContent('role: therapist → reception');
    expect(asked).toEqual(['?entity=users&entityId=2&page=1&limit=10']);
  });

  it('shows no History to a role that may not read the audit log', async () => {
    const user = renderStaff({ '/api/admin/me': json({ ...ownerProfile, role: 'manager', permissions: ownerPermissions.filter((p) => p !== 'audit') }) });
    const dialog = await openProfile(user, 'Rania Haddad');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(dialog).queryByRole('button', { name: 'Show history' })).not.toBeInTheDocument();
  });

  it("lists the person's sessions (device, address, signed in, last use) and ends one", async () => {
    let sessions = [desk, phone];
    const ended: string[] = [];
    const user = renderStaff({
      '/api/admin/users/2/sessions': () => json(sessions),
      'DELETE /api/admin/sessions/11': (request) => {
        ended.push(new URL(request.url).pathname);
        sessions = [desk];
        return new Response(null, { status: 204 });
      },
    });
    const dialog = await openProfile(user, 'Rania Haddad');
    const section = within(dialog).getByRole('region', { name: 'Sessions' });
    const rows = await within(section).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Chrome on WindowsFrom 10.0.0.21Signed in 2 Nov 2026, 8:00 AM · Last use 2 Nov 2026, 9:30 AMEnd',
      'Safari on iOSFrom 203.0.113.10Signed in 1 Nov 2026, 7:00 PM · Last use 1 Nov 2026, 8:00 PMEnd',
    ]);
    await user.click(within(section).getByRole('button', { name: 'End the session on Safari on iOS' }));
    expect(await screen.findByText('Session ended')).toBeInTheDocument();
    expect(ended).toEqual(['/api/admin/sessions/11']);
    await waitFor(() => {
      expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    });
  });

  it("shows the server's refusal when the person's sessions cannot be read", async () => {
    const user = renderStaff({
      '/api/admin/users/2/sessions': json({ message: 'Only an owner can change an owner’s account.', code: 'forbidden' }, { status: 403, statusText: 'Forbidden' }),
    });
    const dialog = await openProfile(user, 'Rania Haddad');
    const section = within(dialog).getByRole('region', { name: 'Sessions' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('Failed to load the sessions.');
  });

  it("offers no profile of an owner's account to a manager (the server keeps an owner's sessions for owners)", async () => {
    stubApi({
      '/api/auth/user': json({ isAuthenticated: true }),
      '/api/admin/users': json(accounts),
      '/api/admin/therapists': json([]),
    });
    render(
      <AppProvider queryClient={createQueryClient()} siteConfig={testSiteConfig}>
        <StaffTab permissions={ownerPermissions.filter((p) => p !== 'owner_accounts')} />
      </AppProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Profile of Rania Haddad' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Profile of Huda Owner' })).not.toBeInTheDocument();
  });
});
