import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';

import { AppProvider } from '@/app/provider';
import { testSiteConfig } from '@/config/business';
import { createQueryClient } from '@/lib/query-client';
import { json, stubApi } from '@/testing/test-utils';

import { AdminSearch } from './admin-search';

const results = {
  bookings: [
    { id: 42, bookingDate: '2026-11-28', bookingTime: '14:00', status: 'pending', customerName: 'Layla Haddad', serviceName: 'Hot Stone Massage' },
    { id: 17, bookingDate: '2026-10-02', bookingTime: '10:00', status: 'completed', customerName: 'Layla Haddad', serviceName: 'Facial' },
  ],
  customers: [{ id: 5, name: 'Layla Haddad', email: 'layla@example.ae', phone: '+971501234567' }],
  messages: [{ id: 9, name: 'Layla', email: 'layla@example.ae', excerpt: 'Do you have gift cards?', isRead: false, createdAt: '2026-11-27T08:00:00Z' }],
};

function Where() {
  const location = useLocation();
  return <output aria-label="where">{location.pathname + location.search}</output>;
}

function renderSearch() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const user = userEvent.setup();
  render(
    <AppProvider queryClient={queryClient} siteConfig={testSiteConfig}>
      <MemoryRouter initialEntries={['/admin']}>
        <AdminSearch />
        <Where />
      </MemoryRouter>
    </AppProvider>,
  );
  return { user, where: () => screen.getByLabelText('where').textContent };
}

/** The search's calls among those fetch had. */
const searchCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([input]) => (input instanceof Request ? input.url : input.toString())).filter((url) => url.startsWith('/api/admin/search'));

const searchApi = (body: unknown = results) =>
  stubApi({ '/api/auth/user': json({ isAuthenticated: true }), '/api/admin/search': json(body) });

describe('AdminSearch', () => {
  it('opens on Ctrl+K, finds by phone, moves with the arrow keys and opens a booking in the Calendar with Enter', async () => {
    const fetchMock = searchApi();
    const { user, where } = renderSearch();

    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    const box = within(dialog).getByRole('combobox', { name: 'Search bookings, customers and messages' });
    expect(box).toHaveFocus();
    await user.type(box, '050 123 4567');

    const listbox = within(dialog).getByRole('listbox', { name: 'Results' });
    expect(await within(listbox).findByRole('group', { name: 'Bookings' })).toBeInTheDocument();
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((group) => [group.getAttribute('aria-labelledby') ?? '', within(group).getAllByRole('option').length])).toEqual([
      [expect.stringMatching(/Bookings$/), 2],
      [expect.stringMatching(/Customers$/), 1],
      [expect.stringMatching(/Messages$/), 1],
    ]);
    // Asked once the typing paused, not at every key.
    const asked = searchCalls(fetchMock);
    expect(asked).toEqual(['/api/admin/search?q=050%20123%204567']);

    const options = within(listbox).getAllByRole('option');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(options[3]).toHaveAttribute('aria-selected', 'true'); // wraps round to the last, the message
    await user.keyboard('{Home}{Enter}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(where()).toBe('/admin?tab=calendar&day=2026-11-28&booking=42');
  });

  it('opens from the Search button (and Cmd+K); a customer opens in Customers, a message in Messages', async () => {
    searchApi();
    const { user, where } = renderSearch();

    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(await screen.findByRole('combobox'), 'layla');
    await user.click(await screen.findByRole('option', { name: /layla@example\.ae · \+971501234567/ }));
    expect(where()).toBe('/admin?tab=customers&q=layla%40example.ae');

    await user.keyboard('{Meta>}k{/Meta}');
    await user.type(await screen.findByRole('combobox'), 'gift');
    await user.click(await screen.findByRole('option', { name: /Do you have gift cards\?/ }));
    expect(where()).toBe('/admin?tab=messages');
  });

  it('asks nothing for one character, and says when nothing matches', async () => {
    const fetchMock = searchApi({ bookings: [], customers: [], messages: [] });
    const { user } = renderSearch();

    await user.keyboard('{Control>}k{/Control}');
    const box = await screen.findByRole('combobox');
    await user.type(box, 'a');
    expect(screen.getByRole('status')).toHaveTextContent('Type at least 2 characters');
    await user.type(box, 'z');
    expect(await screen.findByText('No results for “az”.')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(searchCalls(fetchMock)).toEqual(['/api/admin/search?q=az']);
  });
});
