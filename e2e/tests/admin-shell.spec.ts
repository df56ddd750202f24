import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';

import { expect, expectAccessible, logIn, test } from './fixtures';
import { addDays, dubaiToday } from './spa-days';

// The dashboard's own frame (docs/product.md, Admin dashboard): none of the public site's header, footer or
// WhatsApp button; its places grouped with their counts on a desk, a bottom bar on a phone; its toasts away
// from the lists' actions.

/** None of the public site's frame is on the page. */
async function expectNoPublicFrame(page: Page): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  // The floating chat button; the lists' own WhatsApp links to guests are the dashboard's.
  await expect(page.getByRole('link', { name: /^Chat with us on WhatsApp/ })).toHaveCount(0);
}

/** A pending booking of a unique guest through the public API, on a free slot 40–80 days ahead. */
async function pendingBooking(request: APIRequestContext, testInfo: TestInfo): Promise<{ name: string; email: string }> {
  const services = (await (await request.get('/api/services')).json()) as { id: number; category: string; duration: number; price: string; isActive: boolean }[];
  const service = services.find((s) => s.isActive && s.category !== 'Couples Packages' && s.duration <= 120);
  if (!service) throw new Error('no bookable service in the seed');
  const id = `${testInfo.project.name.split('-')[0]}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const guest = { name: `Shell Guest ${id}`, email: `shell.guest.${id}@example.ae` };
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
    if (response.status() === 409) continue; // that slot is full: another day
    expect(response.status(), await response.text()).toBe(201);
    return guest;
  }
  throw new Error('no free slot found in 10 tries');
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on the screen');
  return { left: found.x, right: found.x + found.width, top: found.y, bottom: found.y + found.height };
}

test.describe('the dashboard frame', () => {
  test.describe.configure({ timeout: 120_000 });

  test('is its own app: no public header, footer or WhatsApp button; its places grouped with counts on a desk, a bottom bar on a phone', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await expectNoPublicFrame(page);
    await logIn(page);
    await expectNoPublicFrame(page);

    const side = page.getByRole('navigation', { name: 'Dashboard', exact: true });
    const bar = page.getByRole('navigation', { name: 'Dashboard shortcuts' });
    const cards = page.getByTestId('overview-cards').getByRole('group');
    await expect(cards).toHaveCount(4);
    const tops = async () => Promise.all((await cards.all()).map(async (card) => Math.round((await box(card)).top)));
    if (isMobile) {
      await expect(side).toBeHidden();
      await expect(bar.getByRole('link')).toHaveText(['Today', 'Calendar', /^Bookings \(\d+\)/, /^Messages \(\d+\)$/]);
      // The four cards two by two.
      const [a = 0, b = 0, c = 0, d = 0] = await tops();
      expect([a === b, b < c, c === d]).toEqual([true, true, true]);
      await expectAccessible(page, 'phone frame');

      await bar.getByRole('button', { name: 'More' }).click();
      const menu = bar.getByRole('menu');
      await expect(menu.getByRole('menuitem', { name: /^Customers \(\d+\)$/ })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: 'Sent e-mails' })).toBeVisible();
      await expectAccessible(page, 'phone More menu open');
      await menu.getByRole('menuitem', { name: 'Sent e-mails' }).click();
      await expect(page).toHaveURL(/\/admin\?tab=outbox$/);
      await expect(page.getByRole('main', { name: 'Sent e-mails' })).toBeVisible();
      // The cards belong to Bookings alone.
      await expect(cards).toHaveCount(0);
    } else {
      await expect(bar).toBeHidden();
      for (const group of ['Today', 'Menu and team', 'Website', 'Money', 'System']) {
        await expect(side.getByRole('list', { name: group, exact: true })).toBeVisible();
      }
      await expect(side.getByRole('link', { name: /^Bookings \(\d+\)(, \d+ new)?$/ })).toHaveAttribute('aria-current', 'page');
      await expect(side.getByRole('link', { name: /^Customers \(\d+\)$/ })).toBeVisible();
      await expect(side.getByRole('link', { name: /^Messages \(\d+\), unread$/ })).toBeVisible();
      // The four cards in one row.
      expect(new Set(await tops()).size).toBe(1);
      await expectAccessible(page, 'desk frame');
    }
  });

  test('a toast after Confirm does not cover the Confirm column', async ({ page, request, isMobile }, testInfo) => {
    const guest = await pendingBooking(request, testInfo);
    await logIn(page);
    await page.getByLabel('Search bookings').fill(guest.email);
    const confirm = page.getByRole('button', { name: `Confirm booking of ${guest.name}` });
    await confirm.scrollIntoViewIfNeeded();
    const button = await box(confirm);
    await confirm.click();

    const toast = page.getByRole('listitem').filter({ hasText: /^Booking Updated/ });
    await expect(toast).toBeVisible();
    await toast.hover(); // a toast under the pointer stays (its 5 s would pass on a busy machine)
    await expectAccessible(page, 'toast after Confirm'); // also waits for the toast's entrance to end
    const shown = await box(toast);
    if (isMobile) {
      // At the top, over the dashboard's top bar, clear of the button.
      expect(shown.top).toBeLessThan((await box(page.getByRole('banner'))).bottom);
      expect(shown.bottom <= button.top || shown.top >= button.bottom).toBe(true);
    } else {
      // Over the side navigation, left of the whole Confirm column.
      const side = await box(page.getByRole('navigation', { name: 'Dashboard', exact: true }));
      expect(shown.left).toBeGreaterThanOrEqual(side.left);
      expect(shown.right).toBeLessThanOrEqual(side.right);
      expect(shown.right).toBeLessThanOrEqual(button.left);
    }
  });
});
