import { readFile } from 'node:fs/promises';

import type { Locator, Page, TestInfo } from '@playwright/test';

import { expect, expectAccessible, logIn, openPlace, test } from './fixtures';
import { fils } from './money';
import { dubaiToday } from './spa-days';

// The Income tab (docs/product.md, Income): an invoice is added, seen in the table, the summaries and
// the top cards, edited, found by the filters, reported on in HTML and CSV,
// and deleted. Other specs may write at the same moment: this one works on its own therapist, found by
// a unique name. Desktop only (the manager's desk).

const unique = (testInfo: TestInfo) =>
  `${testInfo.project.name.split('-')[0]}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * A total in fils of the invoices of this spec's own therapist, by the call the Bookings place's top cards
 * read ('Total Invoice Amounts' and 'Total Cash': GET /api/admin/income/stats; the cards are not on the Income
 * place). Only its own: other specs record sales at the same moment (a checkout at the desk).
 */
async function cardFils(page: Page, title: 'Total Invoice Amounts' | 'Total Cash', therapist: string): Promise<number> {
  const response = await page.request.get(`/api/admin/income/stats?therapist=${encodeURIComponent(therapist)}`);
  expect(response.status()).toBe(200);
  const stats = (await response.json()) as { totalIncome: string; totalCash: string };
  return fils(title === 'Total Cash' ? stats.totalCash : stats.totalIncome);
}

const addForm = (page: Page) => page.getByRole('form', { name: 'Add New Invoice' });
const transactions = (page: Page) => page.getByRole('table', { name: 'Income transactions, newest first' });

async function downloadReport(page: Page, format: RegExp): Promise<{ name: string; text: string }> {
  await page.getByRole('button', { name: 'Download Report' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: format }).click();
  const download = await downloading;
  const path = await download.path();
  const name = download.suggestedFilename();
  await expect(page.getByText(`Saved as ${name}.`)).toBeVisible();
  await expect(page.getByText('Report Downloaded', { exact: true }).last()).toBeVisible();
  return { name, text: await readFile(path, 'utf8') };
}

async function row(page: Page, invoice: string): Promise<Locator> {
  const found = transactions(page).locator(`tr[data-invoice="${invoice}"]`);
  await expect(found).toBeVisible();
  return found;
}

test.describe('income tab on a phone', () => {
  test('fits the screen (its lists are cards) and is accessible', async ({ page, isMobile }) => {
    test.skip(isMobile !== true, 'the phone layout');
    await logIn(page);
    await page.goto('/admin?tab=income');
    await expect(page.getByText('Income transactions, newest first', { exact: true })).toBeVisible();
    await expect(addForm(page)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'income tab on a phone');
  });
});

test.describe('income tab', () => {
  test.beforeEach(({ isMobile }) => {
    test.skip(isMobile === true, 'the dashboard flows run on the desktop projects');
  });

  test('an invoice is added, seen, edited, filtered, reported and deleted', async ({ page }, testInfo) => {
    // Some twenty steps with four axe scans: near a minute on a busy CI machine, so thrice the usual time.
    test.slow();
    const id = unique(testInfo);
    const therapist = `Therapist ${id}`;
    const customer = `Guest ${id}`;
    const today = dubaiToday();

    await logIn(page);
    await openPlace(page, /^Income/);
    await expect(page).toHaveURL(/\?tab=income$/);
    await expect(transactions(page)).toBeVisible();
    const totalBefore = await cardFils(page, 'Total Invoice Amounts', therapist);
    const cashBefore = await cardFils(page, 'Total Cash', therapist);
    await expectAccessible(page, 'income tab');

    // Add New Invoice: the required fields are said first.
    const form = addForm(page);
    await form.getByRole('button', { name: 'Add Invoice' }).click();
    await expect(form.getByText('Customer name is required.')).toBeVisible();
    await expectAccessible(page, 'add form with errors');
    await form.getByRole('combobox', { name: 'Source' }).selectOption('Ph Insta');
    await form.getByRole('textbox', { name: 'Customer Name' }).fill(customer);
    await form.getByRole('combobox', { name: 'Service' }).selectOption('Royal Package');
    await form.getByRole('combobox', { name: 'Therapist Name' }).fill(therapist);
    await form.getByLabel('Service Cash (AED)').fill('300');
    await form.getByLabel('Commission (AED)', { exact: true }).fill('120');
    await form.getByLabel('Cash Tips (AED)').fill('30');
    await form.getByLabel('Card Tips (AED)').fill('20');
    await form.getByLabel('Spa Tip Share (AED)').fill('20');
    await expect(form.getByText('AED 320.00')).toBeVisible();
    await form.getByRole('button', { name: 'Add Invoice' }).click();
    const created = page.getByText('Invoice Created', { exact: true });
    await expect(created).toBeVisible();
    const description = await page.getByText(/^Invoice #\d+ for /).innerText();
    const invoice = /#(\d+)/.exec(description)?.[1] ?? '';
    expect(Number(invoice)).toBeGreaterThanOrEqual(1526);
    await expect(form.getByRole('textbox', { name: 'Customer Name' })).toHaveValue('');

    // The totals of the top cards move by the invoice's total and cash.
    await expect.poll(() => cardFils(page, 'Total Invoice Amounts', therapist)).toBe(totalBefore + 32_000);
    await expect.poll(() => cardFils(page, 'Total Cash', therapist)).toBe(cashBefore + 30_000);

    // Filtered to this therapist: the row, the stat strip, the daily card and the therapist summary.
    await page.getByRole('searchbox', { name: 'Therapist' }).fill(therapist.toLowerCase());
    await expect(page).toHaveURL(/therapist=/);
    const line = await row(page, invoice);
    await expect(line).toContainText(customer);
    await expect(line).toContainText('AED 320.00');
    await expect(page.getByRole('group', { name: 'Cash on Hand', exact: true })).toContainText('AED 180.00');
    await expect(page.getByRole('article').filter({ hasText: therapist })).toContainText('AED 320.00'); // daily total: cash + card + spa tip share + tips VAT
    await expect(page.getByRole('table', { name: 'Therapist Commission & Tips Summary' })).toContainText(therapist);

    // Edit: the tips total follows the tips; the total follows the spa tip share.
    const edit = line.getByRole('button', { name: `Edit invoice #${invoice}` });
    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Edit Transaction' });
    await expect(dialog.getByLabel('Total Tips (AED)')).toHaveValue('50.00');
    await dialog.getByLabel('Cash Tips (AED)').fill('45');
    await expect(dialog.getByLabel('Total Tips (AED)')).toHaveValue('65.00');
    await dialog.getByLabel('Spa Tip Share (AED)').fill('30');
    // The form's sale has a tax invoice: the tips are on it, so saving corrects it, for a reason.
    await expect(dialog).toContainText(/This sale has tax invoice .+-\d{6}\. Saving issues a credit note and a corrected invoice\./);
    await dialog.getByLabel('Reason').fill('Tips counted late');
    await expectAccessible(page, 'edit dialog');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Transaction Updated', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(edit).toBeFocused();
    await expect(line).toContainText('AED 65.00');
    await expect(line).toContainText('AED 330.00');

    // Filters: a source that is not this invoice's hides it; Reset brings every invoice back.
    await page.getByRole('combobox', { name: 'Source' }).first().selectOption('Wgg');
    await expect(transactions(page)).toContainText('No transactions match these filters.');
    await page.getByRole('combobox', { name: 'Source' }).first().selectOption('Ph Insta');
    await row(page, invoice);

    // Reports of today: HTML and CSV, named with the dates, holding this therapist.
    await page.getByLabel('Date from').fill(today);
    await page.getByLabel('Date to').fill(today);
    await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}`));
    await row(page, invoice);
    const html = await downloadReport(page, /^HTML/);
    expect(html.name).toBe(`income-report-${today}-to-${today}.html`);
    expect(html.text).toContain('<html');
    expect(html.text).toContain(therapist);
    const csv = await downloadReport(page, /^CSV/);
    expect(csv.name).toBe(`income-report-${today}-to-${today}.csv`);
    expect(csv.text).toContain(therapist);
    // The menu works from the keyboard too: a real PDF.
    await page.getByRole('button', { name: 'Download Report' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    const downloadingPdf = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'PDF' }).focus();
    await page.keyboard.press('Enter');
    const pdf = await downloadingPdf;
    expect(pdf.suggestedFilename()).toBe(`income-report-${today}-to-${today}.pdf`);
    expect((await readFile(await pdf.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Delete, after the product's question.
    await line.getByRole('button', { name: `Delete invoice #${invoice}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Transaction' });
    await expect(confirm).toContainText(
      `Are you sure you want to delete this transaction (Invoice #${invoice})? This action cannot be undone.`,
    );
    await expect(confirm).toContainText('Deleting issues a credit note for the whole invoice.');
    await expect(confirm.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await confirm.getByLabel('Reason').fill('Guest refunded');
    await expectAccessible(page, 'delete dialog');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Transaction Deleted', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Transactions', exact: true })).toBeFocused();
    await expect(transactions(page)).toContainText('No transactions match these filters.');
    await expect.poll(() => cardFils(page, 'Total Invoice Amounts', therapist)).toBe(totalBefore);

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\?tab=income$/);
    await expectAccessible(page, 'income tab after reset');

    // Refresh Data: storage cleared, the page reloads after 500 ms, and the admin is still signed in.
    await page.evaluate(() => {
      localStorage.setItem('income-e2e', '1');
      sessionStorage.setItem('income-e2e', '1');
    });
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Refresh Data' }).click();
    await reloaded;
    await expect(page).toHaveURL(/\/admin\?tab=income$/);
    await expect(transactions(page)).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('income-e2e'), sessionStorage.getItem('income-e2e')])).toEqual([null, null]);
  });
});
