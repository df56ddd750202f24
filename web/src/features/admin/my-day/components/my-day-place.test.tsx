import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { AppProvider } from '@/app/provider';
import { testSiteConfig } from '@/config/business';
import { addDays } from '@/lib/booking-days/booking-dates';
import { createQueryClient } from '@/lib/query-client';
import { json, stubApi } from '@/testing/test-utils';

import { MyDayPlace } from './my-day-place';

const booking = (id: number, date: string, start: string, end: string, guestFirstName: string, extra: Record<string, unknown> = {}) => ({
  id,
  date,
  start,
  end,
  status: 'confirmed',
  serviceName: 'Hot Stone Massage',
  roomName: 'Jasmine Room',
  guestFirstName,
  specialRequests: '',
  ...extra,
});

function renderMyDay() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const user = userEvent.setup();
  render(
    <AppProvider queryClient={queryClient} siteConfig={testSiteConfig}>
      <MemoryRouter initialEntries={['/admin?tab=my-day']}>
        <MyDayPlace />
      </MemoryRouter>
    </AppProvider>,
  );
  return { user };
}

/** Her calendar's answers: the days asked for, each asked day with one booking of Layla's at ten. */
function calendarStub(asked: { from: string; to: string }[]) {
  return (request: Request) => {
    const query = new URL(request.url).searchParams;
    const from = query.get('from') ?? '';
    const to = query.get('to') ?? '';
    asked.push({ from, to });
    const bookings = [booking(1, from, '10:00', '11:00', 'Layla', { specialRequests: 'Light pressure, please.' })];
    if (to !== from) bookings.push(booking(2, to, '15:00', '16:30', 'Mona', { roomName: '', status: 'pending' }));
    return json({ from, to, bookings });
  };
}

describe('MyDayPlace', () => {
  it("shows her day's treatments with the guest's first name and requests, moves by a day, and shows a week by day", async () => {
    const asked: { from: string; to: string }[] = [];
    stubApi({ '/api/auth/user': json({ isAuthenticated: true }), '/api/admin/me/calendar': calendarStub(asked), '/api/admin/me/time-off': json([]) });
    const { user } = renderMyDay();

    const list = await screen.findByRole('list', { name: 'Your bookings' });
    const card = within(list).getByRole('listitem');
    expect(card).toHaveTextContent('10:00 AM – 11:00 AM');
    expect(card).toHaveTextContent('Layla · Hot Stone Massage');
    expect(card).toHaveTextContent('Jasmine Room');
    expect(card).toHaveTextContent('“Light pressure, please.”');
    const today = asked[0]?.from ?? '';
    expect(asked[0]).toEqual({ from: today, to: today });

    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await screen.findByRole('list', { name: 'Your bookings' });
    expect(asked.at(-1)).toEqual({ from: addDays(today, 1), to: addDays(today, 1) });

    await user.click(screen.getByRole('button', { name: 'Week' }));
    const lastDay = addDays(today, 7);
    expect(asked.at(-1)).toEqual({ from: addDays(today, 1), to: lastDay });
    const days = await screen.findAllByRole('heading', { level: 3 });
    expect(days).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    const lastList = screen.getAllByRole('list').find((l) => l.textContent.includes('Mona'));
    expect(lastList).toHaveTextContent('3:00 PM – 4:30 PMPendingMona · Hot Stone Massage');
  });

  it('asks for time off, shows the refusal under its field, and lists her requests with their status', async () => {
    const sent: unknown[] = [];
    stubApi({
      '/api/auth/user': json({ isAuthenticated: true }),
      '/api/admin/me/calendar': calendarStub([]),
      '/api/admin/me/time-off': json([
        { id: 4, therapistId: 2, therapistName: 'Amal', from: '2026-12-20', to: '2026-12-24', note: 'Family visit', status: 'approved', decidedBy: 'Huda', decidedAt: '2026-11-23T08:00:00Z', createdAt: '2026-11-22T08:00:00Z' },
        { id: 3, therapistId: 2, therapistName: 'Amal', from: '2026-12-01', to: '2026-12-01', note: '', status: 'pending', decidedBy: '', decidedAt: null, createdAt: '2026-11-21T08:00:00Z' },
      ]),
      'POST /api/admin/me/time-off': async (request: Request) => {
        sent.push(await request.json());
        return json(
          { message: 'Please check the highlighted fields.', code: 'fields.check', errors: { note: 'Note must be at most 200 characters on one line.' } },
          { status: 400 },
        );
      },
    });
    const { user } = renderMyDay();

    const requests = await screen.findByRole('list', { name: 'Your requests' });
    expect(within(requests).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '20 Dec 2026 – 24 Dec 2026 · Family visitApproved',
      '1 Dec 2026Waiting for a manager',
    ]);

    await user.type(screen.getByLabelText('Note'), 'Dentist');
    await user.click(screen.getByRole('button', { name: 'Ask for Time Off' }));
    expect(await screen.findByText('Note must be at most 200 characters on one line.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ note: 'Dentist' });
  });
});
