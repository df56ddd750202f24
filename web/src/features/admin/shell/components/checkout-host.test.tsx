import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { json, ownerProfile, renderApp, stubApi } from '@/testing/test-utils';

const nav = {
  spaName: 'Serenity Day Spa Dubai',
  user: { name: 'Admin' },
  today: '2026-11-28',
  now: '2026-11-28T10:00:00+04:00',
  timeZone: 'Asia/Dubai',
  counts: { newRequests: 0, unreadMessages: 0, bookings: 2, customers: 2, services: 0, posts: 0, income: 0 },
};

const arrival = (id: number, name: string, status: string) => ({
  id,
  bookingDate: '2026-11-28',
  start: '10:00',
  end: '11:00',
  status,
  customer: { id: id + 100, name, firstName: name, email: 'guest@example.ae', phone: '', whatsappUrl: '' },
  service: { id: 3, name: 'Hot Stone Massage', duration: 60 },
  therapists: ['Amal'],
  room: null,
  specialRequests: '',
  actions: { statuses: [], move: false },
});

const draft = {
  booking: { id: 1, customerName: 'Layla Haddad', customerEmail: 'layla@example.ae', serviceName: 'Hot Stone Massage', therapistName: 'Amal', date: '2026-11-28', time: '10:00', status: 'confirmed' },
  lines: [{ serviceId: 3, description: 'Hot Stone Massage', unitPrice: '320.00', quantity: 1 }],
  registered: true,
  fullInvoiceThreshold: '10000.00',
  services: [{ id: 3, name: 'Hot Stone Massage', price: '320.00' }],
};

const listed = (id: number, status: string, name: string) => ({
  bookings: { id, bookingDate: '2026-11-28', bookingTime: '10:00', totalAmount: '320.00', status, specialRequests: '', createdAt: '2026-11-01T10:00:00Z', language: 'en' },
  customers: { id: id + 100, name, email: 'guest@example.ae', phone: '', whatsappUrl: '', whatsappConfirmationUrl: '' },
  services: { id: 3, name: 'Hot Stone Massage', duration: 60 },
  actions: { statuses: [], move: false },
});

function api(permissions: readonly string[]) {
  return stubApi({
    '/api/auth/user': json({ id: 'admin', firstName: 'Admin', isAuthenticated: true }),
    '/api/admin/status': json({ isAdmin: true }),
    '/api/admin/me': json({ ...ownerProfile, permissions }),
    '/api/admin/nav': json(nav),
    '/api/admin/today': json({
      date: '2026-11-28',
      arrivals: [arrival(1, 'Layla Haddad', 'confirmed'), arrival(2, 'Omar Said', 'cancelled')],
      waiting: [],
      unread: [],
      unreadTotal: 0,
      takings: null,
    }),
    '/api/admin/bookings': json([listed(1, 'confirmed', 'Layla Haddad'), listed(2, 'cancelled', 'Omar Said'), listed(3, 'pending', 'Sara Ali')], {
      headers: { 'X-Total-Count': '3' },
    }),
    '/api/admin/stats': json({ totalBookings: 3, pendingBookings: 1, confirmedBookings: 1, completedBookings: 0 }),
    '/api/admin/bookings/1/checkout': json(draft),
    'POST /api/admin/bookings/1/checkout/preview': json({
      format: 'simplified',
      title: 'Simplified Tax Invoice',
      titleAr: 'فاتورة ضريبية مبسطة',
      lines: [],
      discount: '0.00',
      net: '304.76',
      vat: '15.24',
      total: '320.00',
      paid: '0.00',
      due: '320.00',
      needsBuyer: false,
    }),
  });
}

describe("a booking's Checkout", () => {
  it("opens from Today's arrivals for a person who may check out, for a booking not cancelled", async () => {
    api(['signed_in', 'today', 'checkout']);
    const { user } = renderApp('/admin?tab=today');
    const arrivals = await screen.findByRole('region', { name: 'Arrivals (2)' });
    expect(within(arrivals).queryByRole('button', { name: 'Checkout Omar Said' })).not.toBeInTheDocument();
    await user.click(within(arrivals).getByRole('button', { name: 'Checkout Layla Haddad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
    expect(await within(dialog).findByLabelText('Line 1: description')).toHaveValue('Hot Stone Massage');
    expect(await within(dialog).findByTestId('checkout-total')).toHaveTextContent('AED 320.00');
  });

  it('is not offered to a role without the checkout permission', async () => {
    api(['signed_in', 'today']);
    renderApp('/admin?tab=today');
    const arrivals = await screen.findByRole('region', { name: 'Arrivals (2)' });
    expect(within(arrivals).getByText('Layla Haddad')).toBeInTheDocument();
    expect(within(arrivals).queryByRole('button', { name: /Checkout/ })).not.toBeInTheDocument();
  });

  it('is on each booking of the Bookings list that may still be checked out', async () => {
    api(['signed_in', 'bookings', 'checkout']);
    const { user } = renderApp('/admin?tab=bookings');
    expect(await screen.findByRole('button', { name: 'Checkout Layla Haddad' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout Sara Ali' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Checkout Omar Said' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Checkout Layla Haddad' }));
    expect(await screen.findByRole('dialog', { name: 'Checkout' })).toBeInTheDocument();
  });
});
