import { readFile } from 'node:fs/promises';

import { bookThroughApi } from './api-booking';
import { adminSession, expect, expectAccessible, logIn, test } from './fixtures';
import { aed } from './money';

// The VAT return's figures (docs/product.md, VAT return): the owner opens the Income place, reads the
// quarter's output VAT with the tax invoice just issued among its documents, and downloads the same as CSV,
// then the quarter's FTA Audit File, whose totals are the quarter's figures.
// The figures are those of every document of the quarter the server holds, so the page is checked against
// the API's answer and the invoice against its own row. SQLite at the desk's width.

interface Summary {
  from: string;
  to: string;
  outputVat: string;
  netSupplies: string;
  netOutputVat: string;
  inputVat: string;
  netVat: string;
  invoices: { number: string; vat: string }[];
}

/** The records of a CSV file: quoted cells may hold commas, doubled quotes and line breaks. */
function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(cell);
      cell = '';
    } else if (c === '\n') {
      records.push([...record, cell]);
      record = [];
      cell = '';
    } else if (c !== '\r') cell += c;
  }
  if (cell !== '' || record.length > 0) records.push([...record, cell]);
  return records;
}

/** The audit file's table titled title: its first record, or its totals, by column name. */
function fafTable(records: string[][], title: string, totalsOf: string | null): Record<string, string> {
  const at = records.findIndex((r) => r.length === 1 && r[0] === title);
  expect(at, `the table ${title}`).toBeGreaterThanOrEqual(0);
  const names = totalsOf === null ? records[at + 1] : records.slice(at).find((r) => r[0] === totalsOf);
  if (!names) throw new Error(`no ${String(totalsOf)} in ${title}`);
  const values = records[records.indexOf(names) + 1] ?? [];
  expect(values, `the values of ${title}`).toHaveLength(names.length);
  return Object.fromEntries(names.map((n, i) => [n, values[i] ?? '']));
}

test.describe('VAT return', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the owner reads the quarter output VAT with the invoice issued, and downloads the CSV and the FAF', async ({ page }, testInfo) => {
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

    // Other tests issue invoices and add expenses on this server meanwhile: each thing read (the screen, a file) is
    // compared with the quarter's figures read just after it, and read again should a write have come between.
    const quarter = async (from = '', to = '') =>
      (await (await page.request.get(`/api/admin/tax/vat-summary${from ? `?from=${from}&to=${to}` : ''}`)).json()) as Summary;
    await logIn(page);
    const panel = page.locator('section').filter({ has: page.getByRole('heading', { name: 'VAT return' }) });
    const output = panel.locator('summary').filter({ hasText: /^Output VAT/ });
    let summary = await quarter();
    await expect(async () => {
      await page.goto('/admin?tab=income');
      await expect(output).toBeVisible();
      const shown = await output.innerText();
      summary = await quarter();
      expect(shown).toContain(aed(summary.outputVat));
    }).toPass({ timeout: 60_000 });
    expect(summary.invoices.map((d) => d.number)).toContain(invoice.number);
    await expect(panel.getByLabel('First day')).toHaveValue(summary.from);
    await expect(panel.getByLabel('Last day')).toHaveValue(summary.to);

    await output.focus();
    await page.keyboard.press('Enter'); // a figure opens from the keyboard to its documents
    const documents = panel.getByRole('table', { name: 'Tax invoices of the period, their VAT' });
    await expect(documents.getByRole('row').filter({ hasText: invoice.number })).toContainText(aed(invoice.vat));
    await expectAccessible(page, 'the VAT return panel');

    await expect(async () => {
      const downloading = page.waitForEvent('download');
      await panel.getByRole('link', { name: 'Download CSV' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`vat-summary-${summary.from}-${summary.to}.csv`);
      const lines = (await readFile(await download.path(), 'utf8')).split('\n');
      const now = await quarter(summary.from, summary.to);
      expect(lines[0]).toBe('section,reference,date,detail,net,vat,total');
      expect(lines.find((l) => l.startsWith('figure,output_vat,'))).toMatch(new RegExp(`,${now.outputVat.replace('.', '\\.')}$`));
      expect(lines.find((l) => l.startsWith(`invoice,${invoice.number},`))).toContain(`,${invoice.vat},`);
    }).toPass({ timeout: 60_000 });

    // The FTA Audit File of the quarter shown: the spa's TRN, and totals that are the quarter's figures.
    let records: string[][] = [];
    await expect(async () => {
      const fafDownloading = page.waitForEvent('download');
      await panel.getByRole('link', { name: 'Download FTA Audit File' }).click();
      const faf = await fafDownloading;
      expect(faf.suggestedFilename()).toBe(`faf-${summary.from}-${summary.to}.csv`);
      records = csvRecords(await readFile(await faf.path(), 'utf8'));
      const now = await quarter(summary.from, summary.to);
      const supplies = fafTable(records, 'Customer Supply Listing Table', 'SupplyTotalAED');
      const purchases = fafTable(records, 'Supplier Purchase Listing Table', 'PurchaseTotalAED');
      expect([supplies.SupplyTotalAED, supplies.VATTotalAED, purchases.VATTotalAED]).toEqual([now.netSupplies, now.netOutputVat, now.inputVat]);
    }).toPass({ timeout: 60_000 });
    const company = fafTable(records, 'Company Information Table', null);
    expect(company.TRN).toBe('100234567800003');
    expect(company.TaxablePersonNameEn).toBe('Palm & Pearl Day Spa L.L.C.');
    // The audit file writes days as DD-MM-YYYY, the summary as YYYY-MM-DD.
    const fafDay = (iso: string): string => iso.split('-').reverse().join('-');
    expect([company.PeriodStart, company.PeriodEnd, company.FAFVersion]).toEqual([fafDay(summary.from), fafDay(summary.to), 'FAFv1.0.0']);
    for (const table of ['Customer Master Table', 'Supplier Master Table', 'General Ledger Table']) {
      expect(records.some((r) => r.length === 1 && r[0] === table), table).toBe(true);
    }
  });
});
