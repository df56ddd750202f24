import type { Page, TestInfo } from '@playwright/test';

import { adminSession, expect, expectAccessible, test } from './fixtures';
import { addDays, dubaiToday } from './spa-days';

// The calendar keeps its day, view and open booking in the URL, and prints the day sheet. Desk flows: they run
// on the desktop projects. Each test books on a day no other spec books on: 7 and 8 days ahead.

const service = { id: 7, name: 'Swedish Relaxation Massage' };

const unique = (testInfo: TestInfo) => `${testInfo.project.name.split('-')[0]}${Date.now().toString(36)}`;

/** 'Saturday, February 27, 2027', as the calendar's heading names a day. */
const longDay = (date: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(`${date}T00:00:00Z`));

/** A booking through the public API on `date`, at the first of `hours` still free; returns its id. */
async function book(page: Page, date: string, name: string, hours: number[], specialRequests = ''): Promise<number> {
  for (const hour of hours) {
    const response = await page.request.post('/api/bookings', {
      data: {
        serviceId: service.id,
        customerName: name,
        customerEmail: `${name.toLowerCase().replace(/\s+/g, '.')}@example.ae`,
        customerPhone: '+971 50 222 3344',
        bookingDate: date,
        bookingTime: `${String(hour).padStart(2, '0')}:00`,
        specialRequests,
      },
    });
    if (response.status() === 409) continue; // taken by an earlier try of this test: the next hour
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { id: number }).id;
  }
  throw new Error(`no free hour on ${date} among ${hours.join(', ')}`);
}

test.describe('calendar in the URL and the day sheet', () => {
  test.beforeEach(({ isMobile }) => {
    test.skip(isMobile === true, 'desk flows: the desktop projects');
  });

  test("a reload and Back keep the calendar's day, view and open booking", async ({ page }, testInfo) => {
    const date = addDays(dubaiToday(), 7);
    const guest = `Reem Url${unique(testInfo)}`;
    const id = await book(page, date, guest, [10, 12, 14, 16]);
    await adminSession(page);

    await page.goto('/admin?tab=calendar');
    await page.getByLabel('Calendar date').fill(date);
    await expect(page).toHaveURL(new RegExp(`[?&]day=${date}`));
    await page.getByRole('button', { name: 'Rooms' }).click();
    await expect(page).toHaveURL(/[?&]view=rooms/);

    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: longDay(date) })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Rooms' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('region', { name: 'Day calendar by room' })).toBeVisible();

    // Back: the view before Rooms, the same day.
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Therapists' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { level: 2, name: longDay(date) })).toBeVisible();

    // A shared link opens the booking's panel on its day; closing it leaves the day.
    await page.goto(`/admin?tab=calendar&day=${date}&booking=${String(id)}`);
    const panel = page.getByRole('dialog', { name: guest });
    await expect(panel).toBeVisible();
    await page.reload();
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page).not.toHaveURL(/[?&]booking=/);
    await expect(page).toHaveURL(new RegExp(`[?&]day=${date}`));
  });

  test("prints the day sheet: the day's bookings by therapist and by room on two A4 pages", async ({ page }, testInfo) => {
    const date = addDays(dubaiToday(), 8);
    const id = unique(testInfo);
    const guests = { morning: `Hessa${id} Morningside`, afternoon: `Latifa${id} Afternoonby`, cancelled: `Wadha${id} Cancelledson` };
    await book(page, date, guests.morning, [10, 11, 9], 'Extra towels, please');
    await book(page, date, guests.afternoon, [15, 16, 17]);
    const cancelled = await book(page, date, guests.cancelled, [13, 18, 19]);
    await adminSession(page);
    const cancel = await page.request.patch(`/api/admin/bookings/${String(cancelled)}/status`, { data: { status: 'cancelled', reason: 'Guest asked' } });
    expect(cancel.status(), await cancel.text()).toBe(200);

    await page.goto(`/admin?tab=calendar&day=${date}`);
    await expect(page.getByRole('button', { name: new RegExp(guests.morning) })).toBeVisible();
    // The button opens the browser's print dialog.
    await page.evaluate(() => {
      const counted = window as unknown as { printed: number };
      counted.printed = 0;
      window.print = () => {
        counted.printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Print day sheet' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await expectAccessible(page, 'calendar with the Print day sheet button');

    // On screen the sheet is hidden; in print it is all there is.
    const sheet = page.locator(`[data-day-sheet="${date}"]`);
    await expect(sheet).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    await expect(sheet).toBeVisible();
    await expect(page.locator('#root')).toBeHidden();
    const [byTherapist, byRoom] = [sheet.getByRole('region', { name: /by therapist$/ }), sheet.getByRole('region', { name: /by room$/ })];
    for (const part of [byTherapist, byRoom]) {
      await expect(part).toContainText(`Hessa${id}`);
      await expect(part).toContainText(`Latifa${id}`);
      await expect(part).toContainText('Extra towels, please');
      await expect(part).toContainText(service.name);
      await expect(part).toContainText(/(9|10|11):00 AM – /);
      // First names only; the cancelled booking is left out.
      await expect(part).not.toContainText(/Morningside|Afternoonby|@example\.ae|222 3344/);
      await expect(part).not.toContainText(`Wadha${id}`);
    }

    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // One A4 page for the therapists, one for the rooms (a day this small fits on each).
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? []).toHaveLength(2);
  });
});
