import type { Locator, Page } from '@playwright/test';

import { adminSession, expect, expectAccessible, test } from './fixtures';
import { addDays, dubaiToday } from './spa-days';

// Every list of the dashboard is one DataTable: a table from 768 px, a card per row below it. A card must show
// what its row shows (the same values under the same column names), and no list may push the page sideways on
// a 360 px phone. The demo has services; each other list gets its row first: a booking (which also makes its
// customer and its e-mails) on a day of this spec's own, or an invoice.

/**
 * A booking of the demo's Swedish massage on a day no other spec books (37 days ahead on the desk, 38 on the
 * phone), at `time` or, when a retry finds that hour taken by its first run, at the next free hour.
 */
async function book(page: Page, time: string, phoneProject: boolean): Promise<void> {
  const first = Number(time.slice(0, 2));
  for (let hour = first; hour < first + 8; hour++) {
    const response = await page.request.post('/api/bookings', {
      data: {
        serviceId: 7,
        customerName: 'Noura Lists',
        customerEmail: `noura.${Date.now().toString(36)}@example.ae`,
        customerPhone: '+971 50 111 2233',
        bookingDate: addDays(dubaiToday(), phoneProject ? 38 : 37),
        bookingTime: `${String(hour).padStart(2, '0')}:00`,
        specialRequests: '',
      },
    });
    if (response.status() === 409) continue;
    expect(response.status(), await response.text()).toBe(201);
    return;
  }
  throw new Error('no free hour for the list spec\'s booking');
}

async function invoice(page: Page): Promise<void> {
  const response = await page.request.post('/api/admin/income', {
    data: {
      transactionDate: dubaiToday(),
      source: 'Ph Insta',
      customerName: 'Noura Lists',
      serviceName: 'Massage',
      therapistName: 'Lists Therapist',
      cashAmount: '350.00',
      visaAmount: '0',
      commissionPercentage: '10',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const places = [
  { tab: 'bookings', caption: 'Bookings, newest first', key: 'data-booking-id', seed: (p: Page, phone: boolean) => book(p, '10:00', phone) },
  { tab: 'customers', caption: 'Customers, newest first', key: 'data-customer-id', seed: (p: Page, phone: boolean) => book(p, '11:00', phone) },
  { tab: 'services', caption: 'Services', key: 'data-service-id', seed: async () => undefined },
  { tab: 'income', caption: 'Income transactions, newest first', key: 'data-income-id', seed: (p: Page) => invoice(p) },
  { tab: 'outbox', caption: 'Sent e-mails, newest first', key: 'data-message-id', seed: (p: Page, phone: boolean) => book(p, '12:00', phone) },
] as const;

const phone = { width: 360, height: 800 };
const desk = { width: 1280, height: 800 };

/** A row's or card's values by column, its actions left out, with the spacing the layout adds made plain. */
async function valuesOf(item: Locator): Promise<Record<string, string>> {
  return item.evaluate((element) => {
    const values: Record<string, string> = {};
    for (const cell of element.querySelectorAll<HTMLElement>('[data-column]')) {
      const column = cell.dataset.column ?? '';
      const value = cell.tagName === 'TD' ? cell : cell.querySelector('dd');
      if (column !== 'actions' && value) values[column] = (value.textContent ?? '').replace(/\s+/g, ' ').trim();
    }
    return values;
  });
}

async function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

for (const place of places) {
  test(`${place.tab}: each phone card shows its desk row's data, and the page fits 360 px`, async ({ page, isMobile }) => {
    await adminSession(page);
    await place.seed(page, isMobile);
    await page.setViewportSize(isMobile ? phone : desk);
    await page.goto(`/admin?tab=${place.tab}`);

    const cards = page.getByRole('list', { name: place.caption, exact: true }).getByRole('listitem');
    const rows = page.getByRole('table', { name: place.caption, exact: true }).locator('tbody tr');
    // Only a row or card of an item (one carrying its key), not the loading row before the data comes.
    const own = (isMobile ? cards : rows).and(page.locator(`[${place.key}]`));
    await expect(own.first()).toBeVisible();
    const key = (await own.first().getAttribute(place.key)) ?? '';
    expect(key).not.toBe('');
    const mine = await valuesOf(own.first());
    expect(Object.keys(mine).length).toBeGreaterThan(1);
    if (isMobile) expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, `${place.tab} list`);

    // The same item at the other width: a card on the desk's row, a row on the phone's card.
    await page.setViewportSize(isMobile ? desk : phone);
    const other = (isMobile ? rows : cards).and(page.locator(`[${place.key}="${key}"]`));
    await expect(other).toBeVisible();
    expect(await valuesOf(other)).toEqual(mine);
    if (!isMobile) expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  });
}
