import type { BrowserContext, Page, TestInfo } from '@playwright/test';

import { bookingPicker, openPickerAt } from './booking-form';
import { expect, expectAccessible, fakeWhatsApp, logIn, placeShown, test } from './fixtures';
import { addDays, dubaiToday } from './spa-days';

// Issue 16's web side: the booking page's therapist preference and greyed days, and the dashboard's calendar.
// Other specs book 30–80 days ahead; these tests take days of their own beyond that (desktop and phone
// apart), so a closed day or a moved booking touches no other test.

const service = { id: 7, name: 'Swedish Relaxation Massage' };

/** This test's own day, 81–90 days ahead: `slot` 0–4 on desktop, 5–9 on the phone. */
function ownDay(testInfo: TestInfo, slot: number): string {
  return addDays(dubaiToday(), 81 + slot + (testInfo.project.name.endsWith('phone') ? 5 : 0));
}

async function openBooking(page: Page) {
  await page.goto('/booking');
  await expect(page.getByRole('combobox', { name: 'Select Service' })).toBeEnabled({ timeout: 30_000 });
}

/** The picker's button for `date`, after moving to its month. */
async function dayInPicker(page: Page, date: string) {
  const dialog = await openPickerAt(page, bookingPicker, date);
  const day = dialog.locator(`[data-day="${date}"] button`);
  await expect(day).toBeVisible();
  return { dialog, day };
}

/**
 * Opens a place of the dashboard by its URL, and waits until it shows.
 */
async function openTab(page: Page, tab: 'calendar' | 'hours' | 'team') {
  await page.goto(`/admin?tab=${tab}`);
  await expect(placeShown(page, { calendar: 'Calendar', hours: 'Hours', team: 'Team & Rooms' }[tab])).toBeVisible();
}

interface PublicTherapist {
  id: number;
  name: string;
  gender: 'female' | 'male';
}

test.describe('calendar', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a visitor books with a female therapist; the calendar shows her; the manager moves it to another therapist and time', async ({
    page,
    context,
  }, testInfo) => {
    const date = ownDay(testInfo, 0);
    const who = { name: `Mona Pref ${testInfo.project.name} ${String(Date.now()).slice(-6)}`, email: `mona.${String(Date.now())}@example.ae`, phone: '+971 50 765 4321' };
    const therapists = (await (await page.request.get(`/api/therapists?serviceId=${String(service.id)}`)).json()) as PublicTherapist[];
    const female = new Set(therapists.filter((t) => t.gender === 'female').map((t) => t.name));
    expect(female.size).toBeGreaterThan(0);

    await fakeWhatsApp(context);
    await openBooking(page);
    await page.getByRole('combobox', { name: 'Select Service' }).selectOption(String(service.id));
    const preference = page.getByRole('combobox', { name: 'Therapist preference' });
    // Any, female, male, then the therapists qualified for the service by name.
    await expect(preference.getByRole('option')).toHaveText(['Any therapist', 'Female therapist', 'Male therapist', ...therapists.map((t) => t.name)]);
    await preference.selectOption('female');
    await page.getByLabel('Full Name').fill(who.name);
    await page.getByLabel('Email Address').fill(who.email);
    await page.getByLabel('Phone Number').fill(who.phone);
    const { day } = await dayInPicker(page, date);
    const availability = page.waitForResponse((r) => r.url().includes('/api/availability?') && r.url().includes('preference=female'));
    await day.click();
    await availability;
    await expect(page.getByText(/of \d+ times are free on this day/)).toBeVisible();
    const times = page.getByRole('combobox', { name: 'Preferred Time' });
    const firstFree = await times.evaluate((select: HTMLSelectElement) => [...select.options].find((o) => o.value !== '' && !o.disabled)?.value ?? '');
    expect(firstFree).not.toBe('');
    await times.selectOption(firstFree);
    await expectAccessible(page, 'booking form with a female-therapist preference');

    const posted = page.waitForRequest((r) => r.url().endsWith('/api/bookings') && r.method() === 'POST');
    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Send Booking Request' }).click();
    expect((await posted).postDataJSON()).toMatchObject({ preference: 'female', bookingTime: firstFree, bookingDate: date });
    await (await popup).close();
    await expect(page.getByText('Booking Request Sent!')).toBeVisible();

    // The manager's calendar of that day shows the booking with a female therapist.
    await logIn(page);
    await openTab(page, 'calendar');
    await page.getByLabel('Calendar date').fill(date);
    const block = page.getByRole('button', { name: new RegExp(who.name) });
    await expect(block).toBeVisible();
    await expectAccessible(page, 'calendar day by therapist');
    await block.click();
    const panel = page.getByRole('dialog', { name: who.name });
    await expect(panel).toBeVisible();
    const assigned = (await panel.getByRole('definition').nth(1).textContent()) ?? '';
    expect(female.has(assigned), `${assigned} is one of the female therapists ${[...female].join(', ')}`).toBe(true);
    await expect(panel.getByRole('link', { name: /^WhatsApp / })).toHaveAttribute('href', 'https://wa.me/971507654321');
    await expect(panel.getByRole('link', { name: who.email })).toHaveAttribute('href', `mailto:${who.email}`);
    await expectAccessible(page, 'booking panel');

    // Another therapist, free at another time that day (the public availability of a named therapist says when).
    let target: { therapist: PublicTherapist; time: string } | null = null;
    for (const t of therapists.filter((x) => x.name !== assigned)) {
      const answer = (await (
        await page.request.get(`/api/availability?date=${date}&serviceId=${String(service.id)}&preference=therapist:${String(t.id)}`)
      ).json()) as { slots: { time: string; available: boolean }[] };
      const free = answer.slots.filter((s) => s.available && s.time !== firstFree);
      const slot = free[free.length - 1];
      if (slot) {
        target = { therapist: t, time: slot.time };
        break;
      }
    }
    if (!target) throw new Error(`no other therapist is free on ${date}`);
    await panel.getByLabel('Therapist', { exact: true }).selectOption(String(target.therapist.id));
    await panel.getByLabel('Start time').fill(target.time);
    await panel.getByRole('button', { name: 'Save changes' }).click();
    // A change closes the panel; its toast offers Undo.
    await expect(page.getByText('Booking Moved', { exact: true })).toBeVisible();
    await expect(panel).toBeHidden();
    await expect(block).toContainText(new RegExp(`^${formatTime12(target.time)}`));
    // A click is not the only way in: Enter on the block opens the panel.
    await block.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('definition').nth(1)).toHaveText(target.therapist.name);
    await expect(panel.getByLabel('Start time')).toHaveValue(target.time);
    await expectAccessible(page, 'booking panel after the move');

    // Confirmed: Complete and Mark no-show wait for the booking's start (the server refuses them before).
    await panel.getByRole('button', { name: 'Confirm' }).click();
    await expect(panel).toBeHidden();
    await block.click();
    await expect(panel.getByRole('definition').first()).toHaveText('Confirmed');
    await expect(panel.getByText('Complete and Mark no-show are offered once the booking has started.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Complete' })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Mark no-show' })).toHaveCount(0);
    await expectAccessible(page, 'confirmed booking panel before its start');

    // Completed, as the calendar answers once the treatment was given (this booking's day is weeks ahead, so
    // the answer is amended): the panel offers the invoice, which opens Add New Invoice prefilled.
    await page.route(
      (url) => url.pathname === '/api/admin/calendar',
      async (route) => {
        const response = await route.fetch();
        const answer = (await response.json()) as { bookings: { status: string; customer: { name: string }; actions: unknown }[] };
        for (const b of answer.bookings) {
          if (b.customer.name !== who.name) continue;
          // As the server says of a completed booking: no status to set, no move.
          b.status = 'completed';
          b.actions = { statuses: [], move: false };
        }
        await route.fulfill({ response, json: answer });
      },
    );
    await page.keyboard.press('Escape');
    await openTab(page, 'calendar');
    await page.getByLabel('Calendar date').fill(date);
    await block.click();
    await expect(panel.getByRole('definition').first()).toHaveText('Completed');
    await expect(panel.getByRole('region', { name: 'Reassign' })).toBeHidden();
    await expectAccessible(page, 'completed booking panel');
    await panel.getByRole('button', { name: 'Create invoice' }).click();
    await expect(placeShown(page, 'Income')).toBeVisible();
    const invoice = page.getByRole('form', { name: 'Add New Invoice' });
    await expect(invoice.getByLabel(/^Date/)).toHaveValue(date);
    await expect(invoice.getByLabel(/^Customer Name/)).toHaveValue(who.name);
    await expect(invoice.getByLabel(/^Service\b/).first()).toHaveValue('Massage');
    await expect(invoice.getByLabel('Service Category (optional)')).toHaveValue(service.name);
    await expect(invoice.getByLabel(/^Therapist Name/)).toHaveValue(target.therapist.name);
    await expect(invoice.getByLabel('Service Cash (AED)')).toHaveValue('320.00');
    await expect(invoice.getByLabel('Commission (%)')).toHaveValue('40');
    await expect(page.getByText(/^Prefilled from booking #\d+/)).toBeVisible();
    await expectAccessible(page, 'invoice prefilled from the booking');
  });

  test("closing a day greys it out in the visitor's date picker", async ({ page }, testInfo) => {
    const date = ownDay(testInfo, 1);
    await openBooking(page);
    await page.getByRole('combobox', { name: 'Select Service' }).selectOption(String(service.id));
    let { day } = await dayInPicker(page, date);
    await expect(day).toBeEnabled();
    await page.keyboard.press('Escape');

    // A guest already booked that day: closing it warns about them, and never deletes or moves the booking.
    const guest = `Warned Guest ${testInfo.project.name}`;
    const booked = await page.request.post('/api/bookings', {
      data: { serviceId: service.id, customerName: guest, customerEmail: `warned.${String(Date.now())}@example.ae`, customerPhone: '+971501112244', bookingDate: date, bookingTime: '11:00' },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const bookingId = ((await booked.json()) as { id: number }).id;

    await logIn(page);
    await openTab(page, 'hours');
    await expect(page.getByRole('group', { name: 'Monday' })).toBeVisible();
    await expectAccessible(page, 'hours tab');
    await page.getByLabel('From', { exact: true }).fill(date);
    await expect(page.getByLabel('To', { exact: true })).toHaveValue(date);
    await expect(page.getByRole('checkbox', { name: 'Closed all day' })).toBeChecked();
    await page.getByLabel('Note', { exact: true }).fill(`e2e closure ${testInfo.project.name}`);
    await page.getByRole('button', { name: 'Add special day' }).click();
    const warning = page.getByRole('alert').filter({ hasText: 'outside the new hours' });
    await expect(warning).toContainText('1 booking falls outside the new hours');
    await expect(warning).toContainText(`${guest}, ${service.name} (#${String(bookingId)})`);
    // The sign-in toast leaves first: a toast fading out fails contrast half-way.
    await expect(page.getByText('Login Successful')).toBeHidden();
    await expectAccessible(page, 'closing a day with a booking on it');
    await warning.getByRole('button', { name: 'Save anyway' }).click();
    await expect(page.getByText('Special Day Added', { exact: true })).toBeVisible();
    await expect(page.locator('[data-special-day-id]').filter({ hasText: `e2e closure ${testInfo.project.name}` })).toBeVisible(); // a row, or a card on a phone
    // The booking is still there, as it was.
    const calendar = (await (await page.request.get(`/api/admin/calendar?date=${date}`)).json()) as { bookings: { id: number; status: string }[] };
    expect(calendar.bookings.find((b) => b.id === bookingId)?.status).toBe('pending');

    await openBooking(page);
    await page.getByRole('combobox', { name: 'Select Service' }).selectOption(String(service.id));
    ({ day } = await dayInPicker(page, date));
    await expect(day).toBeDisabled();
    await expect(page.locator(`[data-day="${addDays(date, -1)}"] button`)).toBeEnabled();
    await expectAccessible(page, 'date picker with a closed day');
  });
});

test.describe('calendar time off', () => {
  test.describe.configure({ timeout: 120_000 });

  test('time off added from the calendar marks the therapist off that day', async ({ page }, testInfo) => {
    const date = ownDay(testInfo, 4);
    // Mariam does facials and body treatments, not the massages the other tests book.
    const name = 'Mariam Haddad';
    await logIn(page);
    await openTab(page, 'calendar');
    await page.getByLabel('Calendar date').fill(date);
    await page.getByRole('button', { name: 'Add time off' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Time Off' });
    await dialog.getByLabel('Therapist').selectOption({ label: name });
    await expect(dialog.getByLabel('From')).toHaveValue(date);
    await expect(dialog.getByLabel('To')).toHaveValue(date);
    await dialog.getByLabel('Note').fill('Dentist');
    await expectAccessible(page, 'time off dialog');
    await dialog.getByRole('button', { name: 'Add Time Off' }).click();
    await expect(page.getByText('Time Off Added', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    const therapists = (await (await page.request.get('/api/admin/therapists')).json()) as { name: string; timeOff: { from: string; to: string; note: string }[] }[];
    expect(therapists.find((t) => t.name === name)?.timeOff).toContainEqual({ from: date, to: date, note: 'Dentist' });
    if (!testInfo.project.name.endsWith('phone')) {
      // The day view's column header says so (the phone shows the day as a list of bookings).
      const grid = page.getByRole('region', { name: 'Day calendar by therapist' });
      await expect(grid.getByText(name, { exact: true }).locator('xpath=following-sibling::p')).toHaveText('Time off');
    }
  });
});

test.describe('team and rooms', () => {
  test.describe.configure({ timeout: 180_000 });

  test('adds a therapist, is refused deleting one with an upcoming booking (with the count), deactivates instead', async ({ page }, testInfo) => {
    const name = `Test Therapist ${testInfo.project.name} ${String(Date.now()).slice(-5)}`;
    await logIn(page);
    await openTab(page, 'team');
    // Rows on a desk, cards on a phone: both carry the item's number.
    await expect(page.locator('[data-therapist-id]')).not.toHaveCount(0);
    await expect(page.locator('[data-room-id]')).not.toHaveCount(0);
    await expectAccessible(page, 'team and rooms tab');

    await page.getByRole('button', { name: 'Add Therapist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Therapist' });
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('Gender').selectOption('male');
    await dialog.getByRole('checkbox', { name: service.name }).check();
    await expectAccessible(page, 'add therapist dialog');
    await dialog.getByRole('button', { name: 'Add Therapist' }).click();
    await expect(page.getByText('Therapist Added', { exact: true })).toBeVisible();
    const row = page.locator('[data-therapist-id]').filter({ hasText: name });
    await expect(row).toContainText('Male');
    await expect(row).toContainText(service.name);
    await expect(row.locator('[data-column="status"]')).toContainText('Active');

    // A booking for them on a day they work (not Friday, their day off by default), through the public API.
    const therapists = (await (await page.request.get('/api/admin/therapists')).json()) as { id: number; name: string }[];
    const id = therapists.find((t) => t.name === name)?.id;
    expect(id).toBeDefined();
    let date = ownDay(testInfo, 2);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === 5) date = ownDay(testInfo, 3);
    const booked = await page.request.post('/api/bookings', {
      data: {
        serviceId: service.id,
        customerName: 'Team Tester',
        customerEmail: `team.${String(Date.now())}@example.ae`,
        customerPhone: '+971501112233',
        bookingDate: date,
        bookingTime: '10:00',
        preference: `therapist:${String(id)}`,
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('This therapist has 1 upcoming booking. Deactivate them instead.')).toBeVisible();
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: `Deactivate ${name}` }).click();
    await expect(row.locator('[data-column="status"]')).toContainText('Inactive');
    await expect(row.getByRole('button', { name: `Activate ${name}` })).toBeVisible();
    await expectAccessible(page, 'team tab after deactivating');
  });
});

/** '14:30' -> '2:30 PM' */
function formatTime12(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${String(((h + 11) % 12) + 1)}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}
