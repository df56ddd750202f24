import type { Page } from '@playwright/test';

import { addStaffAccount, bookThroughApi } from './api-booking';
import { adminSession, expect, expectAccessible, logIn, test } from './fixtures';
import { aed, amount, fils } from './money';

// Checkout at the desk (docs/product.md, Checkout and tax invoices): a receptionist checks a booking out with
// the payment split between cash and card and a tip on the card, prints the receipt (a simplified tax
// invoice), and the owner's Income place shows the sale once, with the commission at the therapist's 40 %.
// At the desk's 1024 px, and on a phone in `make test-e2e-full`; SQLite (the numbering under concurrency is the Go tests' on both engines).

/** Finds the guest's booking from the dashboard's search and opens its Checkout, which starts at the service's price. */
async function openCheckout(page: Page, guest: { name: string; email: string }, price: string) {
  await page.getByLabel('Search bookings').fill(guest.email);
  await page.getByRole('button', { name: `Checkout ${guest.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await expect(dialog.getByLabel('Price (AED)')).toHaveValue(price);
  return dialog;
}

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

    const dialog = await openCheckout(page, guest, service.price);
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

  test('a gift card pays part of the sale by its code; the receipt shows only its end and the card keeps the rest', async ({ page }, testInfo) => {
    test.skip(!testInfo.project.name.startsWith('sqlite'), 'the desk and the phone on SQLite');
    if (testInfo.project.name === 'sqlite-desktop') await page.setViewportSize({ width: 1024, height: 768 });
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const guest = { name: `Gift Guest ${id}`, email: `gift.${id}@example.ae` };
    const { service } = await bookThroughApi(page.request, guest);
    const price = fils(service.price);

    // A card worth the price and AED 100 more, sold at the desk and paid for by card.
    await logIn(page);
    const sold = await page.request.post('/api/admin/entitlements', {
      data: { kind: 'gift_card', holderName: guest.name, holderEmail: guest.email, value: amount(price + 10000), paidBy: 'card' },
    });
    expect(sold.status(), await sold.text()).toBe(201);
    const card = (await sold.json()) as { id: number; code: string };
    const hint = `…${card.code.slice(-6)}`;

    const dialog = await openCheckout(page, guest, service.price);
    await dialog.getByRole('checkbox', { name: 'A gift card pays some or all of it' }).check();
    // Read out with a mistake first: the check character catches it, at the code's field, and the sale waits.
    const mistyped = card.code.slice(0, -3) + (card.code.at(-3) === '0' ? '1' : '0') + card.code.slice(-2);
    await dialog.getByLabel('Gift card code').fill(mistyped.toLowerCase());
    await dialog.getByLabel('Paid by gift card (AED)').fill(amount(price - 5000));
    await dialog.getByLabel('Paid in cash (AED)').fill('50');
    await expect(dialog.getByLabel('Gift card code')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('button', { name: 'Complete sale' })).toBeDisabled();
    await expect(dialog.getByText('This code has a typing mistake: please check each character.')).toBeVisible();
    await expectAccessible(page, 'the checkout dialog with a gift card refused');

    await dialog.getByLabel('Gift card code').fill(card.code.toLowerCase().replaceAll('-', ' '));
    await dialog.getByRole('button', { name: 'Complete sale' }).click();
    const done = dialog.getByRole('heading', { name: /^Sale complete: INV-\d{6}$/ });
    await expect(done).toBeVisible();

    const [receipt] = await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('link', { name: 'Print receipt (opens in a new tab)' }).click(),
    ]);
    await expect(receipt.locator('body')).toContainText(`Gift card ${hint}`);
    await expect(receipt.locator('body')).not.toContainText(card.code);
    await receipt.close();

    // The card's ledger: the redemption names the invoice, and AED 150 is left on it.
    const detail = (await (await page.request.get(`/api/admin/entitlements/${String(card.id)}`)).json()) as {
      entitlement: { balanceAmount: string };
      ledger: { kind: string; reason: string }[];
    };
    const number = ((await done.textContent()) ?? '').replace('Sale complete: ', '');
    expect(detail.entitlement.balanceAmount).toBe('150.00');
    expect(detail.ledger.at(-1)).toMatchObject({ kind: 'redemption', reason: `Paid towards ${number}` });
  });

  test("a package's session pays the treatment in full; the receipt names the session and the package keeps the rest", async ({ page }, testInfo) => {
    test.skip(!testInfo.project.name.startsWith('sqlite'), 'the desk and the phone on SQLite');
    if (testInfo.project.name === 'sqlite-desktop') await page.setViewportSize({ width: 1024, height: 768 });
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const guest = { name: `Package Guest ${id}`, email: `package.${id}@example.ae` };
    const { service } = await bookThroughApi(page.request, guest);

    // Five sessions of the booked treatment, sold at the desk (its own tax invoice charged their VAT).
    await logIn(page);
    const sold = await page.request.post('/api/admin/entitlements', {
      data: { kind: 'package', holderName: guest.name, holderEmail: guest.email, price: '1200', sessions: 5, serviceId: service.id, paidBy: 'cash' },
    });
    expect(sold.status(), await sold.text()).toBe(201);
    const pkg = (await sold.json()) as { id: number; code: string };
    const hint = `…${pkg.code.slice(-6)}`;

    const dialog = await openCheckout(page, guest, service.price);
    await dialog.getByRole('checkbox', { name: 'A package or membership pays with sessions' }).check();
    // Two sessions for one treatment: refused at the sessions' field, and the sale waits.
    await dialog.getByLabel('Package or membership code').fill(pkg.code.toLowerCase());
    await dialog.getByLabel('Sessions it pays').fill('2');
    await expect(dialog.getByText('The sale has 1 unpaid sessions of what this code covers.')).toBeVisible();
    await expect(dialog.getByLabel('Sessions it pays')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('button', { name: 'Complete sale' })).toBeDisabled();
    await expectAccessible(page, 'the checkout dialog with a package refused');

    // One session: the treatment's line comes to nothing, and nothing is left to pay.
    await dialog.getByLabel('Sessions it pays').fill('1');
    await expect(dialog.getByLabel('Sessions it pays')).not.toHaveAttribute('aria-invalid', 'true');
    const complete = dialog.getByRole('button', { name: 'Complete sale' });
    await expect(complete).toBeEnabled();
    await complete.click();
    const done = dialog.getByRole('heading', { name: /^Sale complete: INV-\d{6}$/ });
    await expect(done).toBeVisible();
    await expect(dialog).toContainText(`for ${guest.name}, AED 0.00`);

    const [receipt] = await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('link', { name: 'Print receipt (opens in a new tab)' }).click(),
    ]);
    await expect(receipt.locator('body')).toContainText(`Package ${hint}, 1 session`);
    await expect(receipt.locator('body')).not.toContainText(pkg.code);
    await receipt.close();

    const detail = (await (await page.request.get(`/api/admin/entitlements/${String(pkg.id)}`)).json()) as {
      entitlement: { balanceSessions: number };
      ledger: { kind: string; reason: string }[];
    };
    const number = ((await done.textContent()) ?? '').replace('Sale complete: ', '');
    expect(detail.entitlement.balanceSessions).toBe(4);
    expect(detail.ledger.at(-1)).toMatchObject({ kind: 'redemption', reason: `Paid towards ${number}` });
  });
});
