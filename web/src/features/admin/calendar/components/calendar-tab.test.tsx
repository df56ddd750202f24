import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { AppProvider } from '@/app/provider';
import { testSiteConfig } from '@/config/business';
import { createQueryClient } from '@/lib/query-client';
import { json, stubApi } from '@/testing/test-utils';

import type { CalendarBooking, CalendarView } from '../utils/calendar-layout';
import { noCalendarParams, type CalendarParams } from '../utils/calendar-params';
import { CalendarTab } from './calendar-tab';

const day = '2026-11-28';
const schedule = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

const booking = (id: number, name: string, over: Partial<CalendarBooking> = {}): CalendarBooking => ({
  id,
  bookingDate: day,
  start: '10:00',
  end: '11:00',
  holdEnd: '11:15',
  status: 'confirmed',
  therapistIds: [1],
  roomId: 10,
  specialRequests: '',
  language: 'en',
  actions: { statuses: ['cancelled'], move: true },
  customer: { id, name, firstName: name.split(' ')[0] ?? '', email: `${String(id)}@example.ae`, phone: '+971501234567', whatsappUrl: 'https://wa.me/971501234567' },
  service: { id: 7, name: 'Swedish Relaxation Massage', category: 'Massage Therapy' },
  ...over,
});

const calendar = (from: string): CalendarView => ({
  from,
  days: [{ date: day, hours: { open: '09:00', close: '22:00' }, therapists: [], roomBlocks: [] }],
  bookings: [
    booking(41, 'Noura Al Mansoori', { specialRequests: 'Extra towels' }),
    booking(42, 'Sara Khalid', { start: '15:00', end: '16:00', status: 'cancelled' }),
  ],
  therapists: [{ id: 1, name: 'Amal', gender: 'female', serviceIds: [7], schedule, timeOff: [], active: true, commissionPercentage: 40 }],
  rooms: [{ id: 10, name: 'Jasmine', kind: 'single', active: true }],
});

const counts = { newRequests: 0, unreadMessages: 0, bookings: 0, customers: 0, services: 0, posts: 0, income: 0 };

function renderCalendar(params: Partial<CalendarParams>, serverNow = `${day}T12:00:00+04:00`) {
  const fetchMock = stubApi({
    '/api/admin/calendar': (request) => json(calendar(new URL(request.url).searchParams.get('date') ?? day)),
    '/api/services': json([]),
    '/api/admin/nav': json({ spaName: 'Spa', user: { name: 'Admin' }, today: serverNow.slice(0, 10), now: serverNow, timeZone: 'Asia/Dubai', counts }),
  });
  const update = vi.fn();
  render(
    <AppProvider queryClient={createQueryClient()} siteConfig={testSiteConfig}>
      <MemoryRouter>
        <CalendarTab params={{ ...noCalendarParams, ...params }} update={update} onCreateInvoice={vi.fn()} />
      </MemoryRouter>
    </AppProvider>,
  );
  const calendarCalls = () => fetchMock.mock.calls.map(([url]) => (url instanceof Request ? url.url : url.toString())).filter((url) => url.includes('/api/admin/calendar'));
  return { update, calendarCalls };
}

describe('calendar tab', () => {
  it("shows the URL's day and view, and writes a new day or view back to the URL", async () => {
    const user = userEvent.setup();
    const { update, calendarCalls } = renderCalendar({ day, view: 'rooms' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Saturday, November 28, 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rooms' })).toHaveAttribute('aria-pressed', 'true');
    expect(calendarCalls()[0]).toContain('date=2026-11-28&days=1');

    await user.click(screen.getByRole('button', { name: 'Next day' }));
    // Another day closes the booking shown.
    expect(update).toHaveBeenLastCalledWith({ day: '2026-11-29', booking: null }, undefined);
    await user.click(screen.getByRole('button', { name: 'Week' }));
    expect(update).toHaveBeenLastCalledWith({ view: 'week' });
  });

  it("opens on the spa's today by the server's clock, not the device's", async () => {
    // Half past midnight in Dubai on 5 December, whatever day this machine's clock says.
    const { calendarCalls } = renderCalendar({}, '2026-12-05T00:30:00+04:00');
    expect(await screen.findByRole('heading', { level: 2, name: 'Saturday, December 5, 2026' })).toBeInTheDocument();
    expect(calendarCalls().at(-1)).toContain('date=2026-12-05&days=1');
  });

  it("asks for the URL's week from its Monday", async () => {
    const { calendarCalls } = renderCalendar({ day, view: 'week' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Week of Monday, November 23, 2026' })).toBeInTheDocument();
    expect(calendarCalls()[0]).toContain('date=2026-11-23&days=7');
  });

  it("opens the URL's booking, and an opened or closed booking goes to the URL", async () => {
    const user = userEvent.setup();
    const { update } = renderCalendar({ day, booking: 41 });
    const panel = await screen.findByRole('dialog', { name: 'Noura Al Mansoori' });
    await user.click(within(panel).getByRole('button', { name: /close/i }));
    expect(update).toHaveBeenLastCalledWith({ booking: null });
  });

  it('prints the day sheet: first names by therapist and by room, no cancelled booking', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderCalendar({ day });
    const button = await screen.findByRole('button', { name: 'Print day sheet' });
    await vi.waitFor(() => {
      expect(button).toBeEnabled();
    });
    await user.click(button);
    expect(print).toHaveBeenCalledOnce();

    const sheet = document.body.querySelector<HTMLElement>(`[data-day-sheet="${day}"]`);
    if (!sheet) throw new Error('no day sheet');
    // A direct child of the body, outside the app: print CSS keeps it and hides the rest.
    expect(sheet.parentElement).toBe(document.body);
    expect(sheet).toHaveClass('hidden', 'print:block');
    const tables = within(sheet).getAllByRole('table', { hidden: true });
    expect(tables).toHaveLength(2);
    const [byTherapist, byRoom] = tables as [HTMLElement, HTMLElement];
    expect(within(byTherapist).getByText('Amal', { selector: 'caption' })).toBeInTheDocument();
    expect(within(byRoom).getByText('Jasmine', { selector: 'caption' })).toBeInTheDocument();
    for (const table of tables) {
      const rows = within(table).getAllByRole('row', { hidden: true });
      expect(rows).toHaveLength(2);
      expect(rows[1]).toHaveTextContent(/10:00 AM – 11:00 AM.*Swedish Relaxation Massage.*Noura.*Extra towels/);
    }
    expect(sheet.textContent).not.toMatch(/Mansoori|Sara|@example\.ae|501234567/);
  });
});
