import type { TestInfo } from '@playwright/test';

import { expect, expectAccessible, logIn, test } from './fixtures';
import { addDays, dubaiToday } from './spa-days';

// Undo on the dashboard (docs/product.md, Booking status): a cancellation made in the calendar is taken back
// from its toast within seconds, and the booking holds its place again.

const service = { id: 7 };

interface Slot {
  time: string;
  available: boolean;
}

/** This test's own day and time: 79 days ahead on desktop, 80 on the phone; a later hour on a retry. */
function ownSlot(testInfo: TestInfo): { date: string; time: string } {
  const phone = testInfo.project.name.endsWith('phone');
  return { date: addDays(dubaiToday(), phone ? 80 : 79), time: `${String(18 + testInfo.retry)}:00` };
}

test('a cancellation in the calendar is undone from its toast: the booking is back and holds its time', async ({ page }, testInfo) => {
  const { date, time } = ownSlot(testInfo);
  const name = `Undo Guest ${testInfo.project.name} ${String(Date.now()).slice(-6)}`;
  const therapists = (await (await page.request.get(`/api/therapists?serviceId=${String(service.id)}`)).json()) as { id: number }[];
  const free = async (therapistId: number) => {
    const answer = (await (
      await page.request.get(`/api/availability?date=${date}&serviceId=${String(service.id)}&preference=therapist:${String(therapistId)}`)
    ).json()) as { slots: Slot[] };
    return answer.slots.find((s) => s.time === time)?.available;
  };
  // A therapist who works then and is free.
  let therapist: number | undefined;
  for (const t of therapists) {
    if (await free(t.id)) {
      therapist = t.id;
      break;
    }
  }
  if (therapist === undefined) throw new Error(`no therapist is free on ${date} at ${time}`);
  const preference = `therapist:${String(therapist)}`;

  const booked = await page.request.post('/api/bookings', {
    data: {
      serviceId: service.id,
      customerName: name,
      customerEmail: `undo.${String(Date.now())}@example.ae`,
      customerPhone: '050 123 4567',
      bookingDate: date,
      bookingTime: time,
      preference,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  expect(await free(therapist)).toBe(false);

  await logIn(page);
  await page.goto('/admin?tab=calendar');
  await page.getByLabel('Calendar date').fill(date);
  await page.getByRole('button', { name: new RegExp(name) }).click();
  const panel = page.getByRole('dialog', { name });
  await panel.getByRole('button', { name: 'Cancel booking' }).click();
  await panel.getByLabel('Reason for cancelling').fill('Guest called to cancel');
  await panel.getByRole('button', { name: 'Cancel this booking' }).click();

  // The panel closes; the toast tells the change and offers Undo. The time is free meanwhile.
  await expect(panel).toBeHidden();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Booking Updated' });
  await expect(toast).toContainText(`${name}'s booking is now cancelled.`);
  expect(await free(therapist)).toBe(true);
  await toast.getByRole('button', { name: 'Undo' }).click();

  await expect(page.getByText('Booking Restored', { exact: true })).toBeVisible();
  expect(await free(therapist)).toBe(false);
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await expect(panel.getByRole('definition').first()).toHaveText('Pending');
  await expect(panel.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
  await expectAccessible(page, 'booking panel after an undo');
});
