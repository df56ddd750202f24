import type { APIRequestContext } from '@playwright/test';

import { paymentsBaseURL } from '../playwright.config';
import { adminSession, expect, expectAccessible, logIn, placeShown, test } from './fixtures';
import { addDays, dubaiToday } from './spa-days';
import { notifyPaid } from './stripe';

// The manager's late-cancellation fee on the spa that takes deposits through Stripe (its API is stripe-mock): a
// guest's deposit is paid (Stripe's signed notice, as the Go tests' stripemock helpers build it), which saves her
// card; the manager cancels the booking inside the no-refund window from the calendar's panel, is shown the fee
// of the terms the guest agreed to and the card's last four digits first, charges it, and sees it recorded.
//
// The fee action is the same for a no-show; a no-show can only be marked once the appointment has started, which
// a server on the real clock cannot reach for a booking made in the test (the public form takes only times to
// come), so the no-show fee's own way is the Go tests' (internal/httpapi charges_test.go, both engines).

const service = { id: 7, name: 'Swedish Relaxation Massage' };

/** Books the massage 3 to 12 days ahead for the guest; answers the booking awaiting its deposit. */
async function bookWithDeposit(request: APIRequestContext, guest: { name: string; email: string }) {
  for (let attempt = 0; attempt < 10; attempt++) {
    const date = addDays(dubaiToday(), 3 + Math.floor(Math.random() * 10));
    const response = await request.post('/api/bookings', {
      data: {
        serviceId: service.id,
        customerName: guest.name,
        customerEmail: guest.email,
        customerPhone: '+971 50 765 4321',
        bookingDate: date,
        bookingTime: `${String(10 + Math.floor(Math.random() * 8)).padStart(2, '0')}:00`,
        specialRequests: '',
      },
    });
    if (response.status() === 201) {
      const b = (await response.json()) as { id: number; status: string; paymentUrl?: string };
      expect(b.status).toBe('awaiting_payment');
      expect(b.paymentUrl).toBeTruthy();
      return { id: b.id, date };
    }
    expect(response.status(), await response.text()).toBe(409);
  }
  throw new Error('no free slot in 10 tries');
}

test.use({ baseURL: paymentsBaseURL });

test('the manager charges a late cancellation fee to the card saved with the deposit', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'sqlite-desktop', 'one spa taking deposits, on the desk');
  test.setTimeout(120_000);
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const guest = { name: `Fee Guest ${id}`, email: `fee.${id}@example.ae` };

  await adminSession(page);
  // 20 % deposit; a cancellation less than 14 days ahead costs AED 75.00.
  const policy = await page.request.put('/api/admin/deposit-policies', {
    data: { serviceId: service.id, kind: 'percent', percent: 20, freeCancelHours: 336, lateCancelFee: '75.00', noShowFee: '100.00' },
  });
  expect(policy.status(), await policy.text()).toBe(200);
  const booking = await bookWithDeposit(page.request, guest);

  // Stripe's notice of the paid deposit, naming the customer the card was saved on.
  await notifyPaid(page.request, { bookingId: booking.id, fils: 7000, eventId: `evt_${id}`, paymentIntent: `pi_${id}`, customer: `cus_${id}` });

  await logIn(page);
  await page.goto('/admin?tab=calendar');
  await expect(placeShown(page, 'Calendar')).toBeVisible();
  await page.getByLabel('Calendar date').fill(booking.date);
  const block = page.getByRole('button', { name: new RegExp(guest.name) });
  // The job confirms the payment at once: the booking is a pending request.
  await expect(async () => {
    await page.reload();
    await page.getByLabel('Calendar date').fill(booking.date);
    await expect(block).toContainText(/Pending/i, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await block.click();
  const panel = page.getByRole('dialog', { name: guest.name });
  await expect(panel.getByRole('region', { name: 'Payment link' })).toBeVisible();
  await expectAccessible(page, 'booking panel with a paid deposit');

  await panel.getByRole('button', { name: 'Cancel booking' }).click();
  await panel.getByLabel('Reason for cancelling').fill('Guest called to cancel');
  await panel.getByRole('button', { name: 'Cancel this booking' }).click();
  await expect(panel).toBeHidden();
  await block.click();
  await expect(panel.getByRole('definition').first()).toHaveText('Cancelled');

  const fee = panel.getByRole('region', { name: 'Fee' });
  await fee.getByRole('button', { name: 'Charge a fee…' }).click();
  const shown = fee.getByRole('status');
  await expect(shown).toContainText('Late cancellation fee: AED 75.00');
  await expect(shown).toContainText('card ending 4242');
  await expectAccessible(page, 'the fee shown before it is charged');

  await fee.getByRole('button', { name: 'Charge AED 75.00' }).click();
  await expect(fee.getByText(/Fee charged: AED 75.00/)).toBeVisible();
  await expectAccessible(page, 'the fee charged');

  // Recorded against the booking: a second charge is refused, in the server's words.
  await page.keyboard.press('Escape');
  await block.click();
  await panel.getByRole('region', { name: 'Fee' }).getByRole('button', { name: 'Charge a fee…' }).click();
  await expect(panel.getByRole('region', { name: 'Fee' }).getByRole('alert')).toHaveText('The fee of this booking was charged already.');
  await expectAccessible(page, 'a fee charged already');
});
