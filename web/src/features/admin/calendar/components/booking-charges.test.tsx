import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { AppProvider } from '@/app/provider';
import { testSiteConfig } from '@/config/business';
import { createQueryClient } from '@/lib/query-client';
import { json, ownerProfile, stubApi } from '@/testing/test-utils';

import type { CalendarBooking } from '../utils/calendar-layout';
import { BookingCharges } from './booking-charges';

const booking = (status: CalendarBooking['status']): CalendarBooking => ({
  id: 4,
  bookingDate: '2026-11-27',
  start: '15:00',
  end: '16:30',
  holdEnd: '16:45',
  status,
  therapistIds: [],
  roomId: null,
  specialRequests: '',
  language: 'en',
  customer: { id: 1, name: 'Noura Al Mansoori', firstName: 'Noura', email: 'noura@example.ae', phone: '+971501234567', whatsappUrl: '' },
  service: { id: 7, name: 'Hot Stone Massage', category: 'Massage Therapy' },
  actions: { statuses: [], move: false },
});

const preview = { bookingId: 4, kind: 'no_show', amount: '100.00', card: { brand: 'visa', last4: '4242' } };

function renderCharges(status: CalendarBooking['status'], api: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi(api);
  render(
    <AppProvider queryClient={createQueryClient()} siteConfig={testSiteConfig}>
      <BookingCharges booking={booking(status)} />
    </AppProvider>,
  );
  return fetchMock;
}

const bodies = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => (input instanceof Request ? input.url : input.toString()).endsWith(path) && (init?.method ?? 'GET') === method)
    .map(([, init]) => (typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null));

describe("a booking's fee", () => {
  it('shows the amount and the card first, and charges exactly that amount on confirm', async () => {
    const user = userEvent.setup();
    const fetchMock = renderCharges('no_show', {
      '/api/admin/bookings/4/fee': json(preview),
      'POST /api/admin/bookings/4/fee': json({ id: 9, bookingId: 4, kind: 'fee', amount: '100.00', status: 'paid' }, { status: 201 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Charge a fee…' }));
    const shown = await screen.findByText(/No-show fee/);
    expect(shown).toHaveTextContent('AED 100.00');
    expect(shown).toHaveTextContent('visa card ending 4242');
    expect(bodies(fetchMock, 'POST', '/fee')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Charge AED 100.00' }));
    expect(await screen.findByText(/Fee charged: AED 100.00/)).toBeInTheDocument();
    expect(bodies(fetchMock, 'POST', '/fee')).toEqual([{ amount: '100.00' }]);
  });

  it('charges nothing when the desk steps back', async () => {
    const user = userEvent.setup();
    const fetchMock = renderCharges('no_show', { '/api/admin/bookings/4/fee': json(preview) });
    await user.click(await screen.findByRole('button', { name: 'Charge a fee…' }));
    await user.click(await screen.findByRole('button', { name: 'Do not charge' }));
    expect(screen.getByRole('button', { name: 'Charge a fee…' })).toBeInTheDocument();
    expect(bodies(fetchMock, 'POST', '/fee')).toHaveLength(0);
  });

  it("says why there is nothing to charge, and a decline, in the server's words", async () => {
    const user = userEvent.setup();
    renderCharges('cancelled', {
      '/api/admin/bookings/4/fee': json({ code: 'fee.no_card', message: 'The guest saved no card with a deposit for this booking: there is nothing to charge.' }, { status: 409 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Charge a fee…' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/saved no card/);
  });

  it('shows a decline and records nothing', async () => {
    const user = userEvent.setup();
    renderCharges('no_show', {
      '/api/admin/bookings/4/fee': json(preview),
      'POST /api/admin/bookings/4/fee': json(
        { code: 'fee.declined', message: 'The card was declined (insufficient_funds). Nothing was charged.', params: { reason: 'insufficient_funds' } },
        { status: 409 },
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Charge a fee…' }));
    await user.click(await screen.findByRole('button', { name: 'Charge AED 100.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/declined/);
    expect(screen.queryByText(/Fee charged/)).toBeNull();
  });

  it('is not offered to reception, who may still make a payment link', async () => {
    const desk = { '/api/admin/me': json({ ...ownerProfile, role: 'reception', permissions: ['signed_in', 'calendar', 'bookings', 'checkout'] }) };
    renderCharges('confirmed', desk);
    expect(await screen.findByRole('button', { name: 'Make payment link' })).toBeInTheDocument();
    cleanup();
    const fetchMock = renderCharges('no_show', desk);
    await waitFor(() => {
      expect(fetchMock).toHaveBeenCalled();
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Charge a fee…' })).toBeNull();
  });
});

describe("a booking's payment link", () => {
  it('makes a link of the kind chosen, to copy or send by WhatsApp or e-mail', async () => {
    const user = userEvent.setup();
    const made = {
      id: 3,
      bookingId: 4,
      kind: 'full',
      amount: '480.00',
      url: 'https://checkout.stripe.com/c/pay/cs_test_1',
      whatsAppUrl: 'https://wa.me/971501234567?text=Hello',
      email: 'noura@example.ae',
      expiresAt: '2026-11-28T10:00:00Z',
      createdAt: '2026-11-27T11:00:00Z',
    };
    const fetchMock = renderCharges('confirmed', { 'POST /api/admin/bookings/4/payment-link': json(made, { status: 201 }) });
    await user.click(await screen.findByRole('radio', { name: 'Full price' }));
    await user.click(screen.getByRole('button', { name: 'Make payment link' }));
    const field = await screen.findByRole('textbox', { name: 'Link for AED 480.00 (full price), open until 28 Nov 2026, 2:00 PM' });
    expect(field).toHaveValue(made.url);
    const section = screen.getByRole('region', { name: 'Payment link' });
    expect(within(section).getByRole('link', { name: /Send by WhatsApp/ })).toHaveAttribute('href', made.whatsAppUrl);
    expect(within(section).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Send by e-mail' })).toBeInTheDocument();
    expect(bodies(fetchMock, 'POST', '/payment-link')).toEqual([{ kind: 'full' }]);
  });

  it("sends a made link to the guest's e-mail through the outbox, and says why not when it cannot", async () => {
    const user = userEvent.setup();
    const made = {
      id: 3, bookingId: 4, kind: 'deposit', amount: '96.00', url: 'https://checkout.stripe.com/c/pay/cs_test_2', whatsAppUrl: '',
      email: 'noura@example.ae', expiresAt: '2026-11-28T10:00:00Z', createdAt: '2026-11-27T11:00:00Z',
    };
    let sends = 0;
    const fetchMock = renderCharges('pending', {
      'POST /api/admin/bookings/4/payment-link': json(made, { status: 201 }),
      'POST /api/admin/payment-links/3/email': () => {
        sends += 1;
        return sends === 1
          ? json({ message: 'This link has expired: make a new one.', code: 'link.expired' }, { status: 409 })
          : json({ message: { id: 12, kind: 'payment_link', recipient: 'noura@example.ae' } }, { status: 202 });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Make payment link' }));
    const section = screen.getByRole('region', { name: 'Payment link' });
    await user.click(await within(section).findByRole('button', { name: 'Send by e-mail' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('This link has expired: make a new one.');
    await user.click(within(section).getByRole('button', { name: 'Send by e-mail' }));
    expect(await within(section).findByText('E-mailed to noura@example.ae')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Send by e-mail' })).toBeNull();
    expect(fetchMock.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).endsWith('/api/admin/payment-links/3/email'))).toHaveLength(2);
  });

  it('offers no e-mail for a guest without an address', async () => {
    const user = userEvent.setup();
    renderCharges('pending', {
      'POST /api/admin/bookings/4/payment-link': json({ id: 3, kind: 'deposit', amount: '96.00', url: 'https://checkout.stripe.com/c/pay/cs_3', whatsAppUrl: '', email: '', expiresAt: '2026-11-28T10:00:00Z' }, { status: 201 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Make payment link' }));
    expect(await screen.findByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send by e-mail' })).toBeNull();
  });

  it('is not offered for a no-show', () => {
    renderCharges('no_show', { '/api/admin/bookings/4/fee': json(preview) });
    expect(screen.queryByRole('button', { name: 'Make payment link' })).toBeNull();
  });
});
