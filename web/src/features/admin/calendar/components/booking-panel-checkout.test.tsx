import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { AppProvider } from '@/app/provider';
import { testSiteConfig } from '@/config/business';
import { createQueryClient } from '@/lib/query-client';
import { json, stubApi } from '@/testing/test-utils';

import { CheckoutLauncher } from '../../shared/utils/checkout-launcher';
import type { CalendarBooking, CalendarView } from '../utils/calendar-layout';
import { BookingPanel } from './booking-panel';

const booking = (status: string): CalendarBooking => ({
  id: 4,
  bookingDate: '2026-11-27',
  start: '15:00',
  end: '16:30',
  holdEnd: '16:45',
  status: status as CalendarBooking['status'],
  therapistIds: [],
  roomId: null,
  specialRequests: '',
  language: 'en',
  customer: { id: 1, name: 'Noura Al Mansoori', firstName: 'Noura', email: 'noura@example.ae', phone: '+971501234567', whatsappUrl: '' },
  service: { id: 7, name: 'Hot Stone Massage', category: 'Massage Therapy' },
  actions: { statuses: [], move: false },
});

const view = { therapists: [], rooms: [] } as unknown as CalendarView;

function OpenPanel({ booking: b }: { booking: CalendarBooking }) {
  const [open, setOpen] = useState(true);
  return open ? (
    <BookingPanel
      booking={b}
      view={view}
      onClose={() => {
        setOpen(false);
      }}
    />
  ) : null;
}

function renderPanel(b: CalendarBooking, launch: ((booking: { id: number; customerName: string }) => void) | null) {
  stubApi({ '/api/services': json([]) });
  render(
    <AppProvider queryClient={createQueryClient()} siteConfig={testSiteConfig}>
      <CheckoutLauncher value={launch}>
        <OpenPanel booking={b} />
      </CheckoutLauncher>
    </AppProvider>,
  );
}

describe("the booking panel's Checkout", () => {
  it('closes the panel and opens Checkout for the booking', async () => {
    const launch = vi.fn();
    renderPanel(booking('confirmed'), launch);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Checkout Noura Al Mansoori' }));
    expect(launch).toHaveBeenCalledWith({ id: 4, customerName: 'Noura Al Mansoori' });
    expect(screen.queryByRole('dialog', { name: 'Noura Al Mansoori' })).not.toBeInTheDocument();
  });

  it.each(['cancelled', 'no_show'])('is not offered for a booking %s', (status) => {
    renderPanel(booking(status), vi.fn());
    expect(screen.getByRole('dialog', { name: 'Noura Al Mansoori' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Checkout/ })).not.toBeInTheDocument();
  });

  it('is not offered to a role that may not check out', () => {
    renderPanel(booking('confirmed'), null);
    expect(screen.getByRole('dialog', { name: 'Noura Al Mansoori' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Checkout/ })).not.toBeInTheDocument();
  });
});
