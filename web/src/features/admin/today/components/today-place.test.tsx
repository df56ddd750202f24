import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { AppProvider } from '@/app/provider';
import { testSiteConfig } from '@/config/business';
import { createQueryClient } from '@/lib/query-client';
import { json, stubApi } from '@/testing/test-utils';

import { TodayPlace } from './today-place';

const dayBooking = (id: number, start: string, name: string, status: string, extra: Record<string, unknown> = {}) => ({
  id,
  bookingDate: '2026-11-28',
  start,
  end: `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00`,
  status,
  customer: { id: id + 100, name, firstName: name.split(' ')[0], email: 'guest@example.ae', phone: '+971 50 123 4567', whatsappUrl: 'https://wa.me/971501234567' },
  service: { id: 3, name: 'Hot Stone Massage', duration: 60 },
  therapists: ['Amal'],
  room: 'Jasmine Room',
  specialRequests: '',
  actions: { statuses: status === 'pending' ? ['confirmed', 'cancelled'] : ['cancelled'], move: true },
  ...extra,
});

const board = {
  date: '2026-11-28',
  arrivals: [dayBooking(1, '10:00', 'Layla Haddad', 'confirmed'), dayBooking(2, '14:00', 'Omar Said', 'pending')],
  waiting: [dayBooking(2, '14:00', 'Omar Said', 'pending'), dayBooking(5, '11:00', 'Sara Ali', 'pending', { bookingDate: '2026-12-01' })],
  unread: [{ id: 7, name: 'Noor', email: 'noor@example.ae', phone: '', message: 'Do you have gift cards?', createdAt: '2026-11-28T08:00:00Z' }],
  unreadTotal: 3,
  takings: { total: '1250.50', cash: '800.00', card: '450.50', tips: '40.00', count: 4 },
};

function renderToday() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const user = userEvent.setup();
  render(
    <AppProvider queryClient={queryClient} siteConfig={testSiteConfig}>
      <MemoryRouter initialEntries={['/admin?tab=today']}>
        <TodayPlace />
      </MemoryRouter>
    </AppProvider>,
  );
  return { user };
}

describe('TodayPlace', () => {
  it("shows the arrivals in the server's order with phone and WhatsApp links, the waiting requests, the unread messages and the takings", async () => {
    stubApi({ '/api/auth/user': json({ isAuthenticated: true }), '/api/admin/today': json(board) });
    renderToday();

    expect(await screen.findByRole('heading', { name: 'Today, 28 Nov 2026' })).toBeInTheDocument();
    const arrivals = within(screen.getByRole('region', { name: 'Arrivals (2)' })).getAllByRole('listitem');
    expect(arrivals.map((item) => item.textContent)).toEqual([
      expect.stringContaining('10:00 AM – 11:00 AM'),
      expect.stringContaining('2:00 PM – 3:00 PM'),
    ]);
    const first = arrivals[0];
    if (!first) throw new Error('no arrival');
    expect(first).toHaveTextContent('Layla Haddad · Hot Stone Massage');
    expect(first).toHaveTextContent('Amal · Jasmine Room');
    expect(within(first).getByRole('link', { name: 'Call Layla Haddad' })).toHaveAttribute('href', 'tel:+971501234567');
    expect(within(first).getByRole('link', { name: 'WhatsApp Layla Haddad' })).toHaveAttribute('href', 'https://wa.me/971501234567');

    const waiting = screen.getByRole('region', { name: 'Waiting for a Confirm (2)' });
    expect(within(waiting).getByText(/^Today, 2:00 PM/)).toBeInTheDocument();
    expect(within(waiting).getByText(/^1 Dec 2026, 11:00 AM/)).toBeInTheDocument();

    const unread = screen.getByRole('region', { name: 'Unread messages (3)' });
    expect(within(unread).getByText('Do you have gift cards?')).toBeInTheDocument();
    expect(within(unread).getByRole('link', { name: 'Open Messages' })).toHaveAttribute('href', '/admin?tab=messages');

    const takings = screen.getByRole('region', { name: 'Takings so far' });
    expect(within(takings).getByText('AED 1,250.50')).toBeInTheDocument();
    expect(within(takings).getByText('4')).toBeInTheDocument();
  });

  it('shows no takings to a role the server gives none (takings null)', async () => {
    stubApi({ '/api/auth/user': json({ isAuthenticated: true }), '/api/admin/today': json({ ...board, takings: null }) });
    renderToday();

    expect(await screen.findByRole('region', { name: 'Arrivals (2)' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Takings so far' })).not.toBeInTheDocument();
    expect(screen.queryByText('AED 1,250.50')).not.toBeInTheDocument();
  });

  it("confirms a waiting request with the status change ('Booking Updated') and offers Confirm only where the server allows it", async () => {
    const fetchMock = stubApi({
      '/api/auth/user': json({ isAuthenticated: true }),
      '/api/admin/today': json({ ...board, waiting: [...board.waiting, dayBooking(9, '16:00', 'Mona Aziz', 'pending', { actions: { statuses: ['cancelled'], move: false } })] }),
      'PATCH /api/admin/bookings/2/status': json({ id: 2, status: 'confirmed' }),
    });
    const { user } = renderToday();

    await user.click(await screen.findByRole('button', { name: 'Confirm booking of Omar Said' }));
    expect(await screen.findByText('Booking Updated')).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(patch?.[0]).toBe('/api/admin/bookings/2/status');
    expect(patch?.[1]?.body).toBe('{"status":"confirmed"}');
    expect(screen.queryByRole('button', { name: 'Confirm booking of Mona Aziz' })).not.toBeInTheDocument();
  });

  it('says when the day is empty', async () => {
    stubApi({
      '/api/auth/user': json({ isAuthenticated: true }),
      '/api/admin/today': json({ ...board, arrivals: [], waiting: [], unread: [], unreadTotal: 0 }),
    });
    renderToday();
    expect(await screen.findByText('No arrivals today.')).toBeInTheDocument();
    expect(screen.getByText('No requests are waiting.')).toBeInTheDocument();
    expect(screen.getByText('No unread messages.')).toBeInTheDocument();
  });

  it('shows loading, then a failed read with Try again', async () => {
    stubApi({ '/api/auth/user': json({ isAuthenticated: true }), '/api/admin/today': json({ message: 'Internal error.' }, { status: 500 }) });
    renderToday();
    expect(screen.getByRole('status')).toHaveTextContent('Loading today…');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load today.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
