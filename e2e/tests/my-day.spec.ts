import type { Page } from '@playwright/test';

import { adminSession, expect, expectAccessible, submitLogin, test } from './fixtures';
import { addDays, dubaiToday } from './spa-days';

// A therapist on her phone (docs/product.md, A therapist's own day): the owner opens her account, linked to the
// therapist a guest's booking went to; signed in as herself she sees that booking with the guest's first name and
// none of the guest's contact details, and her month's earnings as the API counts them. One phone project: the
// place is the phone's, and the data is no engine's own.

/** Books the demo's Swedish massage tomorrow for a guest of a unique name at the first free hour; its id and day. */
async function bookTomorrow(page: Page, email: string): Promise<{ id: number; day: string }> {
  const day = addDays(dubaiToday(), 1);
  for (let hour = 10; hour < 21; hour++) {
    const response = await page.request.post('/api/bookings', {
      data: {
        serviceId: 7,
        customerName: 'Noura Therapistview',
        customerEmail: email,
        customerPhone: '+971 50 765 4321',
        bookingDate: day,
        bookingTime: `${String(hour).padStart(2, '0')}:00`,
        specialRequests: 'Light pressure on the shoulders.',
      },
    });
    if (response.status() === 409) continue;
    expect(response.status(), await response.text()).toBe(201);
    return { id: ((await response.json()) as { id: number }).id, day };
  }
  throw new Error('no free hour tomorrow');
}

test("a therapist sees her day with the guest's first name only, and her month's earnings", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'sqlite-phone', "the therapist's phone: one project");
  const tag = Date.now().toString(36);
  const guestEmail = `noura.${tag}@example.ae`;
  await adminSession(page);
  const booking = await bookTomorrow(page, guestEmail);
  const calendar = (await (await page.request.get(`/api/admin/calendar?date=${booking.day}`)).json()) as {
    bookings: { id: number; therapistIds: number[] }[];
  };
  const therapistId = calendar.bookings.find((b) => b.id === booking.id)?.therapistIds[0] ?? 0;
  expect(therapistId).toBeGreaterThan(0);
  const therapists = (await (await page.request.get('/api/admin/therapists')).json()) as { id: number; name: string }[];
  const therapistName = therapists.find((t) => t.id === therapistId)?.name ?? '';
  const invoice = await page.request.post('/api/admin/income', {
    data: {
      transactionDate: dubaiToday(),
      source: 'Ph Insta',
      customerName: 'Noura',
      serviceName: 'Massage',
      therapistName,
      cashAmount: '350.00',
      visaAmount: '0',
      commissionAmount: '140.00',
    },
  });
  expect(invoice.status(), await invoice.text()).toBe(201);
  const email = `therapist.${tag}@serenity.example`;
  const password = `phone day ${tag}`;
  const account = await page.request.post('/api/admin/users', { data: { name: therapistName, email, role: 'therapist', therapistId, password } });
  expect(account.status(), await account.text()).toBe(201);

  await submitLogin(page, { email, password });
  await expect(page.getByText('Login Successful', { exact: true })).toBeVisible();
  // Her role opens no Bookings: the dashboard lands on her own day.
  await expect(page).toHaveURL(/\/admin\?tab=my-day$/);
  await expect(page.getByRole('heading', { name: 'My day', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Next day' }).click();
  const card = page.getByRole('list', { name: 'Your bookings' }).getByRole('listitem').filter({ hasText: 'Light pressure on the shoulders.' });
  await expect(card.first()).toContainText('Noura · ');
  const main = await page.getByRole('main').innerText();
  for (const secret of ['Therapistview', guestEmail, '765 4321']) expect(main).not.toContain(secret);
  await expectAccessible(page, 'my day');

  const mine = (await (await page.request.get('/api/admin/me/earnings')).json()) as { totals: { earnings: string; commission: string } };
  await page.goto('/admin?tab=my-earnings');
  const totals = page.getByRole('region', { name: 'Month totals' });
  await expect(totals).toContainText(`EarningsAED ${mine.totals.earnings}`);
  await expect(totals).toContainText(`CommissionAED ${mine.totals.commission}`);
  expect(Number(mine.totals.commission)).toBeGreaterThanOrEqual(140);
  await expectAccessible(page, 'my earnings');
});
