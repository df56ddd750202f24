import type { Page } from '@playwright/test';

import { addStaffAccount, bookThroughApi } from './api-booking';
import { adminSession, expect, expectAccessible, logIn, test } from './fixtures';
import { aed, amount, fils } from './money';

// Checkout at the desk (docs/product.md, Checkout and tax invoices): a receptionist checks a booking out with
// the payment split between cash and card and a tip on the card, prints the receipt (a simplified tax
// invoice), and the owner's Income place shows the sale once, with the commission at the therapist's 40 %.
// At the desk's 1024 px, and on a phone in `make test-e2e-full`; SQLite (the numbering under concurrency is the Go tests' on both engines).

test.describe('checkout at the desk', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a receptionist splits the payment, takes a card tip and prints the receipt; Income shows the sale once', async ({ page }, testInfo) => {
    test.skip(!testInfo.project.name.startsWith('sqlite'), 'the desk and the phone on SQLite');
    if (testInfo.project.name === 'sqlite-desktop') await page.setViewportSize({ width: 1024, height: 768 });
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const guest = { name: `Checkout Guest ${id}`, email: `checkout.${id}@example.ae` };
    const { service } = await bookThroughApi(page.request, guest);
    const price = fils(service.price);

    const desk = { name: `Noor ${id}`, email: `noor.${id}@palm-pearl.example`, password: `front desk ${id} password` };
    await adminSession(page);
    await addStaffAccount(page.request, { ...desk, role: 'reception' });
    await logIn(page, desk);

    await page.getByLabel('Search bookings').fill(guest.email);
    await page.getByRole('button', { name: `Checkout ${guest.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Checkout' });
    await expect(dialog.getByLabel('Price (AED)')).toHaveValue(service.price);
    await expectAccessible(page, 'the checkout dialog');

    await dialog.getByLabel('Card tips (AED)').fill('50');
    await dialog.getByRole('radio', { name: 'Split: cash and card' }).check();
    await dialog.getByLabel('Paid in cash (AED)').fill('100');
    await expect(dialog.getByRole('button', { name: 'Complete sale' })).toBeDisabled(); // not paid in full yet
    await dialog.getByLabel('Paid by card (AED)').fill(amount(price - 10000));
    const complete = dialog.getByRole('button', { name: 'Complete sale' });
    await expect(complete).toBeEnabled();
    await complete.click();

    const done = dialog.getByRole('heading', { name: /^Sale complete: INV-\d{6}$/ });
    await expect(done).toBeVisible();
    const number = ((await done.textContent()) ?? '').replace('Sale complete: ', '');
    await expectAccessible(page, 'the sale complete');

    const [receipt] = await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('link', { name: 'Print receipt (opens in a new tab)' }).click(),
    ]);
    await expect(receipt.locator('body')).toContainText('Simplified Tax Invoice');
    await expect(receipt.locator('body')).toContainText(number);
    await expect(receipt.locator('body')).toContainText('100234567800003');
    await receipt.close();

    // The owner's Income place: the sale is one record, its commission 40 % of what the guest paid for the
    // treatment (the tip is not commissioned).
    await logIn(page);
    await page.goto('/admin?tab=income');
    const record = page.locator('[data-income-id]').filter({ hasText: guest.name });
    await expect(record).toHaveCount(1);
    await expect(record).toContainText('Booking');
    await expect(record).toContainText(aed(amount(Math.floor((price * 40 + 50) / 100)))); // 40 %, half a fils up
    await expectAccessible(page, 'the Income place after a checkout');
  });
});
