import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { json, ownerProfile, renderApp, stubApi } from '@/testing/test-utils';

const nav = {
  spaName: 'Serenity Day Spa Dubai',
  user: { name: 'Rania Haddad' },
  today: '2026-06-12',
  now: '2026-06-12T10:00:00+04:00',
  timeZone: 'Asia/Dubai',
  counts: { newRequests: 0, unreadMessages: 0, bookings: 3, customers: 2, services: 0, posts: 0, income: 0 },
};

const reception = {
  ...ownerProfile,
  id: 4,
  name: 'Rania Haddad',
  email: 'rania@serenity.example',
  role: 'reception',
  permissions: ['signed_in', 'today', 'calendar', 'bookings', 'customers', 'messages', 'sent_emails'],
};

/** A signed-in person of `profile`'s role; every other admin read answers an empty list. */
function staffApi(profile: Record<string, unknown>) {
  return stubApi({
    '/api/auth/user': json({ id: String(profile.id), firstName: 'Rania', isAuthenticated: true }),
    '/api/admin/status': json({ isAdmin: true, role: profile.role }),
    '/api/admin/me': json(profile),
    '/api/admin/nav': json(nav),
    '/api/admin/bookings': json([], { headers: { 'X-Total-Count': '0' } }),
    '/api/admin/today': json({ date: '2026-06-12', arrivals: [], waiting: [], unread: [], unreadTotal: 0, takings: null }),
  });
}

const calledPaths = (fetchMock: ReturnType<typeof stubApi>) => fetchMock.mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost').pathname);

describe('the dashboard by role', () => {
  it("shows reception the front desk's places only, her name, and Bookings without the money cards", async () => {
    const fetchMock = staffApi(reception);
    renderApp('/admin');

    expect(await screen.findByRole('table', { name: 'Bookings, newest first' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Signed in as Rania Haddad');
    const side = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(await within(side).findByRole('link', { name: 'Bookings (3)' })).toHaveAttribute('aria-current', 'page');
    expect(within(side).getAllByRole('link').map((link) => link.getAttribute('aria-label') ?? link.textContent)).toEqual([
      'Today',
      'Calendar',
      'Bookings (3)',
      'Customers (2)',
      'Messages (0), unread',
      'Sent e-mails',
      'My account',
    ]);
    expect(within(side).queryByRole('list', { name: 'Money' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('overview-cards')).not.toBeInTheDocument();
    expect(calledPaths(fetchMock)).not.toContain('/api/admin/income/stats');
  });

  it('says a place opened by its URL is not available for the role, links to one she may use and reads nothing of it', async () => {
    const fetchMock = staffApi(reception);
    renderApp('/admin?tab=income');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Income is not available for your role' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Go to Today' })).toHaveAttribute('href', '/admin?tab=today');
    expect(calledPaths(fetchMock).filter((path) => path.startsWith('/api/admin/income'))).toEqual([]);
  });

  it('opens plain /admin on the first place a role without Bookings may use', async () => {
    // A role that may open Today and the calendar only (as a therapist may open her own day only).
    staffApi({ ...reception, permissions: ['signed_in', 'today', 'calendar'] });
    const { location } = renderApp('/admin');
    await waitFor(() => {
      expect(location().search).toBe('?tab=today');
    });
    expect(await screen.findByRole('heading', { name: /^Today, / })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
