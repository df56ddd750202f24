import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { AppProvider } from '@/app/provider';
import { testSiteConfig } from '@/config/business';
import { createQueryClient } from '@/lib/query-client';
import { json, stubApi } from '@/testing/test-utils';

import { ActivityTab } from './activity-tab';

const event = {
  id: 9,
  at: '2026-11-28T06:05:00Z',
  actor: { userId: 4, name: 'Rania Haddad', role: 'reception' },
  address: '10.0.0.7',
  requestId: 'req-1',
  entity: 'bookings',
  entityId: '42',
  action: 'status',
  before: { status: 'pending', bookingTime: '14:00' },
  after: { status: 'confirmed', bookingTime: '14:00' },
};

function renderActivity() {
  const asked: string[] = [];
  stubApi({
    '/api/auth/user': json({ isAuthenticated: true }),
    '/api/admin/users': json([{ name: 'Huda Owner' }, { name: 'Rania Haddad' }]),
    '/api/admin/audit': (request) => {
      asked.push(new URL(request.url).search);
      return json([event], { headers: { 'X-Total-Count': '1' } });
    },
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <AppProvider queryClient={queryClient} siteConfig={testSiteConfig}>
      <ActivityTab />
    </AppProvider>,
  );
  return { asked, user: userEvent.setup() };
}

describe('ActivityTab', () => {
  it('shows each event with its spa time, person, action, record and the fields that changed', async () => {
    renderActivity();
    const list = await screen.findByRole('list', { name: 'Activity, newest first' });
    const row = within(list).getAllByRole('listitem')[0];
    if (!row) throw new Error('no event');
    expect(row).toHaveTextContent('28 Nov 2026, 10:05 AM · Rania Haddad status bookings #42');
    expect(row).toHaveTextContent('status: pending → confirmed');
    expect(row).not.toHaveTextContent('bookingTime');
  });

  it('sends the filters to the server, back to the first page, and downloads the same filter as CSV', async () => {
    const { asked, user } = renderActivity();
    await screen.findByRole('list', { name: 'Activity, newest first' });
    await screen.findByRole('option', { name: 'Rania Haddad' });
    await user.selectOptions(screen.getByLabelText('Person'), 'Rania Haddad');
    await user.selectOptions(screen.getByLabelText('Action'), 'status');
    await waitFor(() => {
      expect(asked.at(-1)).toBe('?actor=Rania+Haddad&action=status&page=1&limit=10');
    });
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/admin/audit.csv?actor=Rania+Haddad&action=status');
  });
});
