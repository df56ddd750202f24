import type { APIRequestContext } from '@playwright/test';

import { expect } from './fixtures';
import { addDays, dubaiToday } from './spa-days';

export interface ApiGuest {
  name: string;
  email: string;
}

export interface BookedService {
  id: number;
  name: string;
  price: string;
}

/**
 * Books a single treatment of at most two hours for the guest through the public API, on a free slot 40 to 80
 * days ahead (a full slot, taken by another spec at the same moment, is tried on another day).
 */
export async function bookThroughApi(request: APIRequestContext, guest: ApiGuest): Promise<{ id: number; service: BookedService }> {
  const services = (await (await request.get('/api/services')).json()) as (BookedService & { category: string; duration: number; isActive: boolean })[];
  const service = services.find((s) => s.isActive && s.category !== 'Couples Packages' && s.duration <= 120);
  if (!service) throw new Error('no bookable service in the seed');
  for (let attempt = 0; attempt < 10; attempt++) {
    const response = await request.post('/api/bookings', {
      data: {
        serviceId: service.id,
        customerName: guest.name,
        customerEmail: guest.email,
        customerPhone: '+971 50 123 4567',
        bookingDate: addDays(dubaiToday(), 40 + Math.floor(Math.random() * 41)),
        bookingTime: `${String(10 + Math.floor(Math.random() * 8)).padStart(2, '0')}:00`,
        specialRequests: '',
        totalAmount: Number(service.price),
      },
    });
    if (response.status() === 201) {
      const booking = (await response.json()) as { id: number };
      return { id: booking.id, service };
    }
    expect(response.status(), await response.text()).toBe(409); // a full slot: another day
  }
  throw new Error('no free slot in 10 tries');
}

/** Opens a staff account of the role through the owner's accounts API; the page is signed out after. */
export async function addStaffAccount(
  request: APIRequestContext,
  account: { name: string; email: string; password: string; role: 'manager' | 'reception' | 'therapist' },
): Promise<void> {
  const created = await request.post('/api/admin/users', { data: { ...account, therapistId: null } });
  expect(created.status(), await created.text()).toBe(201);
  await request.post('/api/admin/logout');
}
