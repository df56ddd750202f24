import { readFile } from 'node:fs/promises';

import type { Page } from '@playwright/test';

import { adminSession, expect, expectAccessible, logIn, openPlace, test } from './fixtures';
import { dubaiToday } from './spa-days';

// A therapist's pay statement (the Income tab): the owner opens the month of a therapist with treatments, reads what
// is due, downloads the statement's PDF, marks the month paid and sees nothing left due. The therapist is this
// spec's own, found by a unique name, inactive and without hours so that no booking of another spec can reach her.
// Desktop only (the manager's desk).

async function ownTherapist(page: Page, name: string): Promise<number> {
  const response = await page.request.post('/api/admin/therapists', {
    data: { name, gender: 'female', serviceIds: [], commissionPercentage: 40, active: false, schedule: {} },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function invoice(page: Page, therapistName: string, cash: string, commission: string, share: string): Promise<void> {
  const response = await page.request.post('/api/admin/income', {
    data: {
      transactionDate: dubaiToday(),
      source: 'Ph Insta',
      customerName: 'Statement Guest',
      serviceName: 'Massage',
      therapistName,
      cashAmount: cash,
      visaAmount: '0',
      commissionAmount: commission,
      tipsCashAmount: share,
      therapistTipShare: share,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('the owner reads a therapist’s statement, downloads it and marks it paid', async ({ page, isMobile }, testInfo) => {
  test.skip(isMobile === true, 'the dashboard flows run on the desktop projects');
  test.slow(); // a login, a download and two axe scans
  const name = `Statement ${testInfo.project.name.split('-')[0] ?? ''} ${Date.now().toString(36)}`;
  await adminSession(page);
  const id = await ownTherapist(page, name);
  await invoice(page, name, '350.00', '140.00', '20.00');
  await invoice(page, name, '500.00', '200.00', '0');
  const month = dubaiToday().slice(0, 7);

  await logIn(page);
  await openPlace(page, /^Income/);
  await expect(page).toHaveURL(/\?tab=income$/);
  const panel = page.getByRole('region', { name: 'Pay statement' });
  await panel.getByLabel('Statement of therapist').selectOption({ label: name });
  await expect(panel.getByLabel('Statement month')).toHaveValue(month);
  const table = panel.getByRole('table', { name: `Treatments of ${name}, ${month}` });
  await expect(table.getByRole('row')).toHaveCount(3);
  const totals = panel.getByRole('region', { name: 'Statement totals' });
  // 140.00 + 200.00 commission and 20.00 of tips her share: 360.00 due.
  await expect(totals).toContainText('Total dueAED 360.00');
  await expect(totals).toContainText('Still dueAED 360.00');
  await expectAccessible(page, 'pay statement');

  const downloading = page.waitForEvent('download');
  await panel.getByRole('link', { name: 'Download PDF (English)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`pay-statement-${String(id)}-${month}.pdf`);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const arabic = await page.request.get(`/api/admin/therapists/${String(id)}/statement.pdf?month=${month}&lang=ar`);
  expect(arabic.status()).toBe(200);
  expect(arabic.headers()['content-disposition']).toBe(`attachment; filename="pay-statement-${String(id)}-${month}-ar.pdf"`);

  await panel.getByRole('button', { name: 'Mark as paid' }).click();
  const form = panel.getByRole('form', { name: `Mark ${month} as paid to ${name}` });
  await expect(form.getByLabel('Amount (AED)')).toHaveValue('360.00');
  await form.getByLabel('Method').selectOption({ label: 'Bank transfer' });
  await expectAccessible(page, 'mark as paid');
  await form.getByRole('button', { name: 'Record payout' }).click();
  await expect(totals).toContainText('PaidAED 360.00');
  await expect(totals).toContainText('Still dueAED 0.00');
  await expect(panel.getByRole('list', { name: 'Payouts' })).toContainText('Bank transfer · AED 360.00');
  await expect(panel.getByRole('button', { name: 'Mark as paid' })).toHaveCount(0);
});
