import type { Page, TestInfo } from '@playwright/test';

import { addStaffAccount } from './api-booking';
import { adminSession, expect, expectAccessible, logIn, openPlace, test } from './fixtures';
import { aed, amount, fils } from './money';
import { dubaiToday } from './spa-days';

// The Expenses place: the owner records an expense, finds it in the list and as spending in the Income
// summary, edits it, attaches the supplier's PDF and opens it, and deletes it with its receipt; a receptionist has no Expenses in her navigation, and its URL tells
// her it is not for her role. Other specs may write expenses at the same moment: this one finds its own by a
// unique supplier, and reads the summary's spending as a difference. Desktop, SQLite.

const unique = (testInfo: TestInfo) => `${testInfo.project.name.split('-')[0]}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The recorded spending of today, as the Income summary adds it up. */
async function spendingToday(page: Page): Promise<number> {
  const today = dubaiToday();
  const response = await page.request.get(`/api/admin/income/summary?from=${today}&to=${today}`);
  expect(response.status()).toBe(200);
  const summary = (await response.json()) as { totals: { spending: string } };
  return fils(summary.totals.spending);
}

const expenses = (page: Page) => page.getByRole('table', { name: 'Expenses' });

test.describe('expenses', () => {
  test.beforeEach(({ isMobile }, testInfo) => {
    test.skip(isMobile === true, 'the dashboard flows run on the desktop projects');
    test.skip(testInfo.project.name !== 'sqlite-desktop', 'the desk on SQLite');
  });

  test('the owner adds an expense, sees it in the list and the summary, edits and deletes it', async ({ page }, testInfo) => {
    test.slow();
    const supplier = `Supplier ${unique(testInfo)}`;
    const today = dubaiToday();

    await logIn(page);
    const before = await spendingToday(page);
    await openPlace(page, 'Expenses');
    await expect(page).toHaveURL(/\?tab=expenses$/);
    await expect(expenses(page)).toBeVisible();
    await expectAccessible(page, 'the Expenses place');

    // Added with the keyboard-usable dialog; a wrong amount is refused under its field first.
    await page.getByRole('button', { name: 'Add Expense' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Expense' });
    await expect(dialog.getByLabel('Date')).toHaveValue(today);
    await dialog.getByLabel('Category').fill('laundry');
    await dialog.getByLabel('Amount (AED)').fill('12.345');
    await dialog.getByRole('button', { name: 'Add Expense' }).click();
    await expect(dialog.getByText('Enter an amount above 0 and up to 1000000, with at most two decimals.')).toBeVisible();
    await dialog.getByLabel('Amount (AED)').fill('123.45');
    await dialog.getByLabel('VAT paid (AED) (Optional)').fill('5.88');
    await dialog.getByLabel('Payment method').selectOption('card');
    await dialog.getByLabel('Supplier (Optional)').fill(supplier);
    await dialog.getByLabel('Note (Optional)').fill('Towels and robes');
    await expectAccessible(page, 'the Add Expense dialog');
    await dialog.getByRole('button', { name: 'Add Expense' }).press('Enter');
    await expect(page.getByText('Expense Added', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    // Found by its supplier, in AED with two decimals.
    await page.getByLabel('Search supplier or note').fill(supplier);
    const row = expenses(page).locator('tr[data-expense-id]').filter({ hasText: supplier });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Laundry');
    await expect(row).toContainText('AED 123.45');
    await expect(row).toContainText('AED 5.88');
    await expect(row).toContainText('Card');

    // The Income summary shows it as the day's spending.
    expect(await spendingToday(page)).toBe(before + 12345);
    await page.goto(`/admin?tab=income&from=${today}&to=${today}`);
    await expect(page.getByTestId('period-spending')).toHaveText(aed(amount(before + 12345)));

    // Edited: the new amount in the list and the summary.
    await openPlace(page, 'Expenses');
    await page.getByLabel('Search supplier or note').fill(supplier);
    await row.getByRole('button', { name: /^Edit / }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Expense' });
    await expect(edit.getByLabel('Amount (AED)')).toHaveValue('123.45');
    await edit.getByLabel('Amount (AED)').fill('200');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Expense Updated', { exact: true })).toBeVisible();
    await expect(row).toContainText('AED 200.00');
    expect(await spendingToday(page)).toBe(before + 20000);

    // The supplier's invoice attached as a PDF: a link opens it, and the answer is the file, kept private.
    const pdf = Buffer.from(`%PDF-1.4\n% ${supplier}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`);
    await row.getByLabel(/^Attach a receipt \(PDF or photo\) to /).setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(page.getByText('Receipt Attached', { exact: true })).toBeVisible();
    const link = row.getByRole('link', { name: /^Open the receipt of / });
    await expect(link).toHaveText('invoice.pdf');
    await expectAccessible(page, 'an expense with its receipt');
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/api\/admin\/expenses\/\d+\/receipt$/);
    const file = await page.request.get(href ?? '');
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect(file.headers()['cache-control']).toMatch(/^private, no-store/);
    expect(file.headers()['content-disposition']).toMatch(/^inline; filename="invoice\.pdf"/);
    expect(Buffer.compare(await file.body(), pdf)).toBe(0);

    // Deleted after the question: gone from the list and the summary.
    await row.getByRole('button', { name: /^Delete / }).click();
    const question = page.getByRole('alertdialog', { name: 'Delete Expense' });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Expense Deleted', { exact: true })).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByText('No expenses in this period.')).toBeVisible();
    expect(await spendingToday(page)).toBe(before);
    // Its receipt went with it.
    expect((await page.request.get(href ?? '')).status()).toBe(404);
  });

  test('a receptionist does not see Expenses', async ({ page }) => {
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const desk = { name: `Huda ${id}`, email: `huda.${id}@palm-pearl.example`, password: `front desk ${id} password` };
    await adminSession(page);
    await addStaffAccount(page.request, { ...desk, role: 'reception' });

    await logIn(page, desk);

    const side = page.getByRole('navigation', { name: 'Dashboard', exact: true });
    await expect(side.getByRole('link', { name: /^Bookings/ })).toBeVisible();
    await expect(side.getByRole('link', { name: 'Expenses' })).toHaveCount(0);
    expect((await page.request.get('/api/admin/expenses')).status()).toBe(403);

    await page.goto('/admin?tab=expenses');
    await expect(page.getByRole('heading', { name: 'Expenses is not available for your role' })).toBeVisible();
  });
});
