import { readFile } from 'node:fs/promises';

import { bookThroughApi } from './api-booking';
import { adminSession, expect, expectAccessible, logIn, test } from './fixtures';
import { aed } from './money';

// The VAT return's figures (docs/product.md, VAT return): the owner opens the Income place, reads the
// quarter's output VAT with the tax invoice just issued among its documents, and downloads the same as CSV.
// The figures are those of every document of the quarter the server holds, so the page is checked against
// the API's answer and the invoice against its own row. SQLite at the desk's width.

interface Summary {
  from: string;
  to: string;
  outputVat: string;
  netVat: string;
  invoices: { number: string; vat: string }[];
}

test.describe('VAT return', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the owner reads the quarter output VAT with the invoice issued, and downloads the CSV', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'sqlite-desktop', 'one desk on SQLite');
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const { id: bookingId, service } = await bookThroughApi(page.request, { name: `VAT Guest ${id}`, email: `vat.${id}@example.ae` });
    await adminSession(page);
    const checkout = await page.request.post(`/api/admin/bookings/${String(bookingId)}/checkout`, {
      data: {
        lines: [{ serviceId: service.id, description: service.name, unitPrice: service.price, quantity: 1 }],
        payments: [{ method: 'cash', amount: service.price }],
      },
    });
    expect(checkout.status(), await checkout.text()).toBe(201);
    const { invoice } = (await checkout.json()) as { invoice: { number: string; vat: string } };

    await logIn(page);
    await page.goto('/admin?tab=income');
    const panel = page.locator('section').filter({ has: page.getByRole('heading', { name: 'VAT return' }) });
    await expect(panel.getByLabel('First day')).not.toHaveValue('');
    const summary = (await (await page.request.get('/api/admin/tax/vat-summary')).json()) as Summary;
    expect(summary.invoices.map((d) => d.number)).toContain(invoice.number);
    await expect(panel.getByLabel('First day')).toHaveValue(summary.from);
    await expect(panel.getByLabel('Last day')).toHaveValue(summary.to);

    const output = panel.locator('summary').filter({ hasText: /^Output VAT/ });
    await expect(output).toContainText(aed(summary.outputVat));
    await output.focus();
    await page.keyboard.press('Enter'); // a figure opens from the keyboard to its documents
    const documents = panel.getByRole('table', { name: 'Tax invoices of the period, their VAT' });
    await expect(documents.getByRole('row').filter({ hasText: invoice.number })).toContainText(aed(invoice.vat));
    await expectAccessible(page, 'the VAT return panel');

    const downloading = page.waitForEvent('download');
    await panel.getByRole('link', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`vat-summary-${summary.from}-${summary.to}.csv`);
    const lines = (await readFile(await download.path(), 'utf8')).split('\n');
    expect(lines[0]).toBe('section,reference,date,detail,net,vat,total');
    expect(lines.find((l) => l.startsWith('figure,output_vat,'))).toMatch(new RegExp(`,${summary.outputVat.replace('.', '\\.')}$`));
    expect(lines.find((l) => l.startsWith(`invoice,${invoice.number},`))).toContain(`,${invoice.vat},`);
  });
});
