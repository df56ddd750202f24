import { render, screen, within } from '@testing-library/react';
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
});
