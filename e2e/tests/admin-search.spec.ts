import type { APIRequestContext } from '@playwright/test';

import { adminSession, expect, expectAccessible, test } from './fixtures';
import { addDays, dubaiToday } from './spa-days';

// The dashboard's search (docs/product.md, Admin dashboard): Ctrl+K anywhere in the dashboard opens it, and a
// phone number typed the local way finds the booking stored with its country code. Other specs book into the same
// database at once: the guest here has a phone number of their own.

/** A pending booking through the public API, 40–80 days ahead, of a guest whose phone is +971 5x xxx xxxx. */
async function bookWithPhone(request: APIRequestContext, phone: string) {
  const services = (await (await request.get('/api/services')).json()) as { id: number; category: string; duration: number; price: string; isActive: boolean }[];
  const service = services.find((s) => s.isActive && s.category !== 'Couples Packages' && s.duration <= 120);
  if (!service) throw new Error('no bookable service in the seed');
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  for (let attempt = 0; attempt < 10; attempt++) {
    const date = addDays(dubaiToday(), 40 + Math.floor(Math.random() * 41));
    const hour = 9 + Math.floor(Math.random() * 10);
    const response = await request.post('/api/bookings', {
      data: {
        serviceId: service.id,
        customerName: `Search Guest ${id}`,
        customerEmail: `search.guest.${id}@example.ae`,
        customerPhone: phone,
        bookingDate: date,
        bookingTime: `${String(hour).padStart(2, '0')}:00`,
        specialRequests: '',
        totalAmount: Number(service.price),
      },
    });
    if (response.status() === 409) continue; // that slot is full: another day
    expect(response.status(), await response.text()).toBe(201);
    const booking = (await response.json()) as { id: number };
    return { id: booking.id, date };
  }
  throw new Error('no free slot found in 10 tries');
}

test('Ctrl+K finds a booking by its phone number written the local way and opens it in the Calendar', async ({ page, isMobile }) => {
  test.skip(isMobile === true, 'a keyboard shortcut: the desktop projects');
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  const booking = await bookWithPhone(page.request, `+97156${digits}`);
  await adminSession(page);
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();

  await page.keyboard.press('Control+k');
  // Exact: the booking's panel that opens at the end is a dialog named after the guest, 'Search Guest …'.
  const dialog = page.getByRole('dialog', { name: 'Search', exact: true });
  const box = dialog.getByRole('combobox', { name: 'Search bookings, customers and messages' });
  await expect(box).toBeFocused();
  await box.fill(`056 ${digits.slice(0, 3)} ${digits.slice(3)}`);

  const found = dialog.getByRole('group', { name: 'Bookings' }).getByRole('option', { name: new RegExp(`^#${String(booking.id)} Search Guest`) });
  await expect(found).toBeVisible();
  await expect(found).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page, 'search dialog with results');

  await box.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`[?&]tab=calendar&day=${booking.date}&booking=${String(booking.id)}$`));
  // The calendar opens that booking's panel.
  await expect(page.getByRole('dialog', { name: /^Search Guest / })).toBeVisible();
});
