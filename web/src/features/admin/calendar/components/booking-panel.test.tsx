import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { AppProvider } from '@/app/provider';
import { testSiteConfig } from '@/config/business';
import { createQueryClient } from '@/lib/query-client';
import { json, ownerProfile, stubApi } from '@/testing/test-utils';

import type { CalendarBooking, CalendarView } from '../utils/calendar-layout';
import { BookingPanel } from './booking-panel';

const booking = (language: CalendarBooking['language'], over: Partial<CalendarBooking> = {}): CalendarBooking => ({
  id: 4,
  bookingDate: '2026-11-27',
  start: '15:00',
  end: '16:30',
  holdEnd: '16:45',
  status: 'confirmed',
  therapistIds: [],
  roomId: null,
  specialRequests: '',
  language,
  customer: { id: 1, name: 'Noura Al Mansoori', firstName: 'Noura', email: 'noura@example.ae', phone: '+971501234567', whatsappUrl: 'https://wa.me/971501234567' },
  service: { id: 7, name: 'Hot Stone Massage', category: 'Massage Therapy' },
  actions: { statuses: ['cancelled'], move: true },
  ...over,
});

// The panel reads the team and rooms of the calendar's view.
const view = { therapists: [], rooms: [] } as unknown as CalendarView;

/** The panel as the calendar holds it: open until it asks to close (for a role that may see income unless `noIncome`). */
function OpenPanel({ booking: b, noIncome = false }: { booking: CalendarBooking; noIncome?: boolean }) {
  const [open, setOpen] = useState(true);
  return open ? (
    <BookingPanel
      booking={b}
      view={view}
      onClose={() => {
        setOpen(false);
      }}
      onCreateInvoice={noIncome ? undefined : vi.fn()}
    />
  ) : null;
}

function renderPanel(b: CalendarBooking, api: Parameters<typeof stubApi>[0] = {}, noIncome = false) {
  stubApi({ '/api/services': json([]), ...api });
  render(
    <AppProvider queryClient={createQueryClient()} siteConfig={testSiteConfig}>
      <OpenPanel booking={b} noIncome={noIncome} />
    </AppProvider>,
  );
  return screen.getByRole('dialog', { name: 'Noura Al Mansoori' });
}

/** The value beside a term of the panel's list. */
function definition(panel: HTMLElement, term: string): HTMLElement {
  const dt = within(panel).getByText(term, { selector: 'dt' });
  const dd = dt.nextElementSibling;
  if (!(dd instanceof HTMLElement) || dd.tagName !== 'DD') throw new Error(`no value for ${term}`);
  return dd;
}

describe('booking panel', () => {
  it("names an Arabic guest's language, the dashboard staying in English", () => {
    const panel = renderPanel(booking('ar'));
    const language = definition(panel, 'Language');
    expect(language).toHaveTextContent(/^Arabic$/);
    expect(within(language).getByText('Arabic')).toHaveAttribute('data-language', 'ar');
    expect(within(language).getByText('Arabic')).toHaveAttribute('title', "The guest's e-mails are in Arabic");
  });

  it("names an English guest's language too", () => {
    const panel = renderPanel(booking('en'));
    expect(definition(panel, 'Language')).toHaveTextContent(/^English$/);
    expect(within(panel).queryByText('Arabic')).toBeNull();
  });
});

describe('booking panel status actions', () => {
  const buttons = (b: CalendarBooking) =>
    within(within(renderPanel(b)).getByRole('region', { name: 'Status' }))
      .getAllByRole('button')
      .map((x) => x.textContent);

  it("offers exactly the server's statuses, in its order, whatever the status and clock say", () => {
    expect(buttons(booking('en', { status: 'confirmed', actions: { statuses: ['completed', 'cancelled', 'no_show'], move: true } }))).toEqual([
      'Complete',
      'Cancel booking',
      'Mark no-show',
    ]);
  });

  it('says when Complete and Mark no-show come while the server does not offer them', () => {
    const status = within(renderPanel(booking('en'))).getByRole('region', { name: 'Status' });
    expect(within(status).getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancel booking']);
    expect(status).toHaveTextContent('Complete and Mark no-show are offered once the booking has started.');
  });

  it('offers no move and no WhatsApp link when the server gives none', () => {
    const panel = renderPanel(booking('en', { status: 'cancelled', actions: { statuses: [], move: false }, customer: { id: 1, name: 'Noura Al Mansoori', firstName: 'Noura', email: 'n@example.ae', phone: '12', whatsappUrl: '' } }));
    expect(within(panel).queryByRole('region', { name: 'Status' })).toBeNull();
    expect(within(panel).queryByRole('region', { name: 'Reassign' })).toBeNull();
    expect(within(panel).queryByRole('link', { name: /WhatsApp/ })).toBeNull();
  });
});

describe('booking panel undo', () => {
  const undo = { token: 'A'.repeat(32), until: '2026-11-27T11:00:15Z' };

  it("confirms with the 'Booking Updated' toast, whose Undo takes the change back", async () => {
    let undone: unknown = null;
    renderPanel(booking('en', { status: 'pending', actions: { statuses: ['confirmed', 'cancelled'], move: true } }), {
      'PATCH /api/admin/bookings/4/status': json({ id: 4, status: 'confirmed', undo }),
      'POST /api/admin/bookings/4/undo': async (request) => {
        undone = await request.json();
        return json({ id: 4, status: 'pending' });
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Booking Updated')).toBeInTheDocument();
    // The change closes the panel, so that nothing modal keeps the toast's Undo out of reach.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getAllByText("Noura Al Mansoori's booking is now confirmed.").length).toBeGreaterThan(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Booking Restored')).toBeInTheDocument();
    expect(undone).toEqual({ token: undo.token });
  });

  it('says clearly when the undo is refused', async () => {
    renderPanel(booking('en', { status: 'pending', actions: { statuses: ['confirmed', 'cancelled'], move: true } }), {
      'PATCH /api/admin/bookings/4/status': json({ id: 4, status: 'confirmed', undo }),
      'POST /api/admin/bookings/4/undo': json(
        { message: 'This change can no longer be undone: an undo is possible once, within 15 seconds.', code: 'undo.expired' },
        { status: 409 },
      ),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    const title = await screen.findByText('Undo Failed');
    expect(title.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
    expect(screen.getAllByText('This change can no longer be undone: an undo is possible once, within 15 seconds.').length).toBeGreaterThan(0);
  });
});

describe('booking panel invoice', () => {
  const completed = booking('en', { status: 'completed', actions: { statuses: [], move: false } });

  it('offers Create invoice on a completed booking, and not to a role that may not see income', () => {
    expect(within(renderPanel(completed)).getByRole('button', { name: 'Create invoice' })).toBeInTheDocument();
    cleanup();
    expect(within(renderPanel(completed, {}, true)).queryByRole('button', { name: 'Create invoice' })).not.toBeInTheDocument();
  });
});

describe('booking panel history', () => {
  const confirmed = booking('en', { status: 'confirmed', actions: { statuses: ['cancelled'], move: false } });
  const change = {
    id: 3,
    at: '2026-11-28T06:05:00Z',
    actor: { userId: 4, name: 'Rania Haddad', role: 'reception' },
    address: '10.0.0.7',
    requestId: 'r',
    entity: 'bookings',
    entityId: String(confirmed.id),
    action: 'status',
    before: { status: 'pending' },
    after: { status: 'confirmed' },
  };

  it("shows the booking's changes, read when History is opened, to a role that may read the audit log", async () => {
    const asked: string[] = [];
    const panel = renderPanel(confirmed, {
      '/api/admin/audit': (request) => {
        asked.push(new URL(request.url).search);
        return json([change], { headers: { 'X-Total-Count': '1' } });
      },
    });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Show history' }));
    const list = await within(panel).findByRole('list', { name: 'Changes, newest first' });
    expect(list).toHaveTextContent('Rania Haddad status');
    expect(list).toHaveTextContent('status: pending → confirmed');
    expect(asked).toEqual([`?entity=bookings&entityId=${String(confirmed.id)}&page=1&limit=10`]);
  });

  it('shows no History to a role that may not read the audit log', async () => {
    const panel = renderPanel(confirmed, { '/api/admin/me': json({ ...ownerProfile, role: 'reception', permissions: ['signed_in', 'calendar', 'bookings'] }) });
    expect(await within(panel).findByRole('heading', { name: 'Noura Al Mansoori' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(panel).queryByRole('button', { name: 'Show history' })).not.toBeInTheDocument();
  });
});
