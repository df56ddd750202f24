import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { json, renderApp, stubApi, unauthorized } from '@/testing/test-utils';

import { loginNavigation } from '../hooks/use-lost-session-redirect';

const booking = (id: number, status: string, name: string, language = 'en') => ({
  bookings: {
    id,
    bookingDate: '2026-06-12',
    bookingTime: '14:00',
    totalAmount: '450.00',
    status,
    specialRequests: '',
    createdAt: '2026-05-01T10:00:00Z',
    language,
  },
  customers: {
    id: id + 100,
    name,
    email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.ae`,
    phone: '+971501234567',
    whatsappUrl: 'https://wa.me/971501234567',
    whatsappConfirmationUrl: `https://wa.me/971501234567?text=${encodeURIComponent(`Hello ${name}, your booking is confirmed.`)}`,
  },
  services: { id: 3, name: 'Hot Stone Massage', duration: 90 },
  // What the server allows now (its booking rules): the list shows exactly these.
  actions: { pending: { statuses: ['confirmed', 'cancelled'], move: true }, confirmed: { statuses: ['completed', 'cancelled', 'no_show'], move: true } }[status] ?? {
    statuses: [],
    move: false,
  },
});

const nav = {
  spaName: 'Serenity Day Spa Dubai',
  user: { name: 'Admin' },
  today: '2026-06-12',
  now: '2026-06-12T10:00:00+04:00',
  timeZone: 'Asia/Dubai',
  counts: { newRequests: 5, unreadMessages: 1, bookings: 12, customers: 2, services: 1, posts: 0, income: 0 },
};

/** A logged-in admin's server: three bookings (12 in all), two customers, one unread message of two. */
function adminApi(overrides: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    '/api/auth/user': json({ id: 'admin', firstName: 'Admin', isAuthenticated: true }),
    '/api/admin/status': json({ isAdmin: true }),
    '/api/admin/nav': json(nav),
    '/api/admin/stats': json({ totalBookings: 12, pendingBookings: 5, confirmedBookings: 4, completedBookings: 3 }),
    '/api/admin/bookings': json(
      [booking(3, 'pending', 'Layla Haddad'), booking(2, 'confirmed', 'Omar Said', 'ar'), booking(1, 'cancelled', 'Sara Ali')],
      { headers: { 'X-Total-Count': '12' } },
    ),
    '/api/admin/customers': json(
      [
        { id: 1, name: 'Layla Haddad', email: 'layla@example.ae', phone: '+971501234567', createdAt: '2026-04-30T21:30:00Z', bookingCount: 4 },
        { id: 2, name: 'Omar Said', email: 'omar@example.ae', phone: '', createdAt: null, bookingCount: 1 },
      ],
      { headers: { 'X-Total-Count': '2' } },
    ),
    '/api/admin/contact-messages': json([
      { id: 7, name: 'Noor', email: 'noor@example.ae', phone: null, message: 'Do you have gift cards?', createdAt: '2026-05-01T08:00:00Z', isRead: false },
      { id: 6, name: 'Ali', email: 'ali@example.ae', phone: '0501234567', message: 'Thank you!', createdAt: '2026-04-01T08:00:00Z', isRead: true },
    ]),
    '/api/admin/services': json([
      { id: 3, name: 'Hot Stone Massage', description: 'Warm stones.', category: 'Massage Therapy', duration: 90, price: '450.00', isActive: true, bookingCount: 9 },
    ]),
    '/api/admin/newsletter-subscribers': json([{ id: 1, email: 'fan@example.ae', createdAt: '2026-04-01T08:00:00Z' }]),
    '/api/admin/income': json([], { headers: { 'X-Total-Count': '0' } }),
    '/api/admin/income/stats': json({ totalIncome: '0.00', totalCash: '0.00', totalVisa: '0.00' }),
    ...overrides,
  });
}

describe('admin dashboard', () => {
  it("shows its own frame: the spa's name, the person, the places grouped with the server's counts, the top cards", async () => {
    adminApi();
    renderApp('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByText('Serenity Day Spa Dubai')).toBeInTheDocument();
    expect(banner).toHaveTextContent('Signed in as Admin');
    expect(within(banner).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    // None of the public site's frame: no site navigation, footer or WhatsApp button.
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'WhatsApp chat' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAccessibleName('Bookings');

    const side = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(await within(side).findByRole('link', { name: 'Bookings (12), 5 new' })).toHaveAttribute('aria-current', 'page');
    expect(within(side).getByText('5 new')).toBeVisible();
    const group = (name: string) => within(side).getByRole('list', { name });
    const names = (name: string) => within(group(name)).getAllByRole('link').map((link) => link.getAttribute('aria-label') ?? link.textContent);
    expect(names('Today')).toEqual(['Today', 'Calendar', 'Bookings (12), 5 new', 'Customers (2)', 'Messages (1), unread']);
    expect(names('Menu and team')).toEqual(['Services (1)', 'Team & Rooms', 'Hours']);
    expect(names('Website')).toEqual(['Blog (0)', 'Gallery', 'Team page', 'Reviews & FAQ']);
    expect(names('Money')).toEqual(['Income (0)', 'Expenses', 'Deposits & fees', 'Gift cards & packages', 'Invoices', 'Reports']);
    expect(names('System')).toEqual(['Sent e-mails', 'Staff accounts', 'Activity']);
    // Her own day's places need a therapist record linked to the account; this owner has none.
    expect(names('Mine')).toEqual(['My account']);
    expect(within(group('Today')).getByRole('link', { name: 'Customers (2)' })).toHaveAttribute('href', '/admin?tab=customers');
    expect(within(group('Today')).getByRole('link', { name: 'Customers (2)' })).not.toHaveAttribute('aria-current');

    // The phone's bottom bar: four places and More.
    const bar = screen.getByRole('navigation', { name: 'Dashboard shortcuts' });
    expect(within(bar).getAllByRole('link').map((link) => link.getAttribute('aria-label') ?? link.textContent)).toEqual([
      'Today',
      'Calendar',
      'Bookings (12), 5 new',
      'Messages (1), unread',
    ]);
    expect(within(bar).getByRole('button', { name: 'More' })).toBeInTheDocument();

    expect(await screen.findAllByText('AED 0.00')).toHaveLength(3);
  });

  it('shows the first page of bookings, with the top cards on Bookings only', async () => {
    const fetchMock = adminApi();
    const { user } = renderApp('/admin');
    expect(await screen.findByRole('group', { name: 'Total Bookings' })).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Bookings, newest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    const first = rows[1];
    if (!first) throw new Error('no booking row');
    expect(within(first).getByText('Layla Haddad')).toBeInTheDocument();
    expect(within(first).getByText('90 min')).toBeInTheDocument();
    expect(within(first).getByText('12 Jun 2026')).toBeInTheDocument();
    expect(within(first).getByText('2:00 PM')).toBeInTheDocument();
    expect(within(first).getByText('AED 450.00')).toBeInTheDocument();
    expect(within(first).getByText('Pending')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Confirm booking of Layla Haddad' })).toBeInTheDocument();
    const chat = within(first).getByRole('link', { name: 'Message on WhatsApp to Layla Haddad' });
    // The chat pre-filled with the confirmation, as the server builds it in the guest's language.
    expect(chat).toHaveAttribute('href', `https://wa.me/971501234567?text=${encodeURIComponent('Hello Layla Haddad, your booking is confirmed.')}`);
    expect(within(table).getByRole('button', { name: 'Complete booking of Omar Said' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    // Each row names the guest's language.
    expect(within(first).getByText('English')).toHaveAttribute('data-language', 'en');
    const arabic = rows[2];
    if (!arabic) throw new Error('no second booking row');
    expect(within(arabic).getByText('Arabic')).toHaveAttribute('data-language', 'ar');
    expect(within(arabic).getByText('Arabic')).toHaveTextContent('Language: Arabic');

    const bookingsCall = fetchMock.mock.calls.map(([input]) => (input instanceof Request ? input.url : input.toString())).find((url) => url.startsWith('/api/admin/bookings'));
    expect(bookingsCall).toBe('/api/admin/bookings?page=1&limit=10');

    // Another place: its heading takes the focus, and the four cards stay with Bookings.
    await user.click(within(screen.getByRole('navigation', { name: 'Dashboard' })).getByRole('link', { name: 'Customers (2)' }));
    expect(await screen.findByRole('table', { name: 'Customers, newest first' })).toBeInTheDocument();
    // The layout moves the focus in an effect after the navigation commits; on a busy machine that can come a
    // moment after the place's table is in.
    await waitFor(() => {
      expect(screen.getByRole('heading', { level: 2, name: 'Customers' })).toHaveFocus();
    });
    expect(screen.queryByRole('group', { name: 'Total Bookings' })).not.toBeInTheDocument();
  });

  it('sends the search, status, date and page of the URL to the server', async () => {
    const fetchMock = adminApi();
    renderApp('/admin?page=2&status=pending&date=2026-06-12&q=layla');
    await screen.findByRole('table', { name: 'Bookings, newest first' });
    const urls = fetchMock.mock.calls.map(([input]) => (input instanceof Request ? input.url : input.toString()));
    expect(urls).toContain('/api/admin/bookings?page=2&limit=10&status=pending&date=2026-06-12&search=layla');
    expect(screen.getByLabelText('Search bookings')).toHaveValue('layla');
    expect(screen.getByLabelText('Status')).toHaveValue('pending');
  });

  it("confirms a pending booking ('Booking Updated') and shows a refused move's message", async () => {
    let answer = json({ id: 3, status: 'confirmed' });
    const fetchMock = adminApi({ 'PATCH /api/admin/bookings/3/status': () => answer.clone() });
    const { user } = renderApp('/admin');

    const navReads = () => fetchMock.mock.calls.filter(([url]) => url === '/api/admin/nav').length;
    await waitFor(() => {
      expect(navReads()).toBe(1);
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm booking of Layla Haddad' }));
    expect(await screen.findByText('Booking Updated')).toBeInTheDocument();
    // A change made on the dashboard reads the navigation's counts again.
    await waitFor(() => {
      expect(navReads()).toBe(2);
    });
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(patch?.[0]).toBe('/api/admin/bookings/3/status');
    expect(patch?.[1]?.body).toBe('{"status":"confirmed"}');

    answer = json({ message: 'Booking is already confirmed' }, { status: 409, statusText: 'Conflict' });
    await user.click(await screen.findByRole('button', { name: 'Confirm booking of Layla Haddad' }));
    expect(await screen.findByText('Booking is already confirmed')).toBeInTheDocument();
  });

  it('offers Undo on the toast of a status change, which takes it back and reads the bookings again', async () => {
    const undo = { token: 'B'.repeat(32), until: '2026-06-12T10:00:15Z' };
    const fetchMock = adminApi({
      'PATCH /api/admin/bookings/3/status': json({ id: 3, status: 'confirmed', undo }),
      'POST /api/admin/bookings/3/undo': json({ id: 3, status: 'pending' }),
    });
    const { user } = renderApp('/admin');
    await user.click(await screen.findByRole('button', { name: 'Confirm booking of Layla Haddad' }));
    expect(await screen.findByText('Booking Updated')).toBeInTheDocument();
    const reads = () =>
      fetchMock.mock.calls.filter(([input, init]) => (input instanceof Request ? input.url : input.toString()).startsWith('/api/admin/bookings?') && (init?.method ?? 'GET') === 'GET')
        .length;
    const before = reads();
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Booking Restored')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe('/api/admin/bookings/3/undo');
    expect(post?.[1]?.body).toBe(JSON.stringify({ token: undo.token }));
    await waitFor(() => {
      expect(reads()).toBeGreaterThan(before);
    });
  });

  it("says 'Access Denied' and goes to the login page when not admin", async () => {
    stubApi({ '/api/admin/status': json({ isAdmin: false }) });
    const { location } = renderApp('/admin');
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText('Please log in to access the admin dashboard.')).toBeInTheDocument();
    await waitFor(() => {
      expect(location().pathname).toBe('/admin/login');
    });
  });

  it("says 'Unauthorized' once and goes to /api/login 500 ms after an admin call answers 401", async () => {
    const go = vi.spyOn(loginNavigation, 'go').mockImplementation(() => undefined);
    adminApi({ '/api/admin/stats': unauthorized, '/api/admin/services': unauthorized });
    renderApp('/admin');
    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    expect(screen.getByText('You are logged out. Logging in again...')).toBeInTheDocument();
    await waitFor(
      () => {
        expect(go).toHaveBeenCalledWith('/api/login');
      },
      { timeout: 2000 },
    );
    expect(go).toHaveBeenCalledTimes(1);
  });

  it("logs out even when the call fails: 'Logged Out', then the login page", async () => {
    adminApi({ 'POST /api/admin/logout': json({ message: 'boom' }, { status: 500 }) });
    const { user, location, queryClient } = renderApp('/admin');
    const logout = await screen.findByRole('button', { name: 'Logout' });
    // Toasts of earlier tests may linger in the toast library's global state: count only new ones.
    const deniedBefore = screen.queryAllByText('Access Denied').length;
    await user.click(logout);
    expect(await screen.findByText('Logged Out')).toBeInTheDocument();
    await waitFor(() => {
      expect(location().pathname).toBe('/admin/login');
    });
    expect(queryClient.getQueryData(['/api/admin/stats'])).toBeUndefined();
    expect(queryClient.getQueryData(['/api/auth/user'])).toBeNull();
    expect(screen.queryAllByText('Access Denied')).toHaveLength(deniedBefore);
  });

  it('marks a message read from the Messages tab', async () => {
    const fetchMock = adminApi({ 'PATCH /api/admin/contact-messages/7/read': json({ id: 7, isRead: true }) });
    const { user } = renderApp('/admin?tab=messages');
    expect(await screen.findByText('New')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/newsletter-subscribers.csv');
    await user.click(screen.getByRole('button', { name: 'Mark as Read: message from Noor' }));
    expect(await screen.findByText('Message Marked as Read')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/admin/contact-messages/7/read' && init?.method === 'PATCH')).toBe(true);
  });

  it('shows customers with their joined date or N/A and their booking count', async () => {
    adminApi();
    renderApp('/admin?tab=customers');
    const table = await screen.findByRole('table', { name: 'Customers, newest first' });
    expect(await within(table).findByText('1 May 2026')).toBeInTheDocument();
    expect(within(table).getAllByText('N/A')).toHaveLength(2); // Omar: no phone, no joined date
  });
});
