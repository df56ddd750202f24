import { readFile } from 'node:fs/promises';

import type { Page, TestInfo } from '@playwright/test';

import { expect, expectAccessible, logIn, openPlace, test } from './fixtures';

// The admin's Reports tab (docs/product.md, Reports: the upload calls, messages and the PDF limit)
// against the real server: a PDF goes up through the signed upload URL, is listed, comes back byte for
// byte, and is deleted; a PNG renamed .pdf is refused by the server's content check. Only this spec uploads reports, on the desktop project only, so the list
// starts empty (a retried run first removes what an earlier attempt left).

test.describe.configure({ mode: 'serial' });


/**
 * A small, valid PDF 1.4 document (one page saying `text`), with a correct cross-reference table: the
 * server checks only that it starts with `%PDF-`, but a real reader opens it too.
 */
function minimalPdf(text: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    (() => {
      const stream = `BT /F1 24 Tf 72 760 Td (${text}) Tj ET`;
      return `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
    })(),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A PNG's signature and header chunk: a picture, whatever its name says. */
const pngBytes = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

async function removeLeftoverReports(page: Page): Promise<void> {
  const response = await page.request.get('/api/admin/pdf-uploads');
  expect(response.status()).toBe(200);
  for (const report of (await response.json()) as { id: number }[]) {
    expect((await page.request.delete(`/api/admin/pdf-uploads/${report.id}`)).status()).toBe(204);
  }
}

test.describe('admin reports tab', () => {
  test.beforeEach(({ isMobile }) => {
    test.skip(isMobile === true, 'the dashboard flows run on the desktop projects');
  });

  test('uploads a PDF, lists it, downloads the same bytes, refuses a PNG renamed .pdf, and deletes it, accessibly', async ({
    page,
  }, testInfo: TestInfo) => {
    await logIn(page);
    await removeLeftoverReports(page);

    await openPlace(page, /^Reports/);
    await expect(page).toHaveURL(/\?tab=reports$/);
    const table = page.getByRole('table', { name: 'Uploaded reports' });
    await expect(table.getByText('No PDF reports uploaded yet')).toBeVisible();
    await expectAccessible(page, 'reports tab, empty');

    // The upload modal, opened by its button; reachable and labelled.
    const opener = page.getByRole('button', { name: 'Upload PDF Report' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Upload PDF Report' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'upload dialog open');

    // Escape closes it and focus goes back to the button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // A PNG renamed .pdf passes the browser's check (its name says PDF) and is refused by the server's.
    await opener.click();
    await expect(dialog).toBeVisible();
    const fileInput = dialog.getByLabel('PDF file');
    await fileInput.setInputFiles({ name: 'renamed-photo.pdf', mimeType: 'application/pdf', buffer: pngBytes });
    await dialog.getByLabel('Report type').selectOption('monthly');
    await dialog.getByLabel('Report date').fill('2026-05-31');
    await dialog.getByLabel('Description (optional)').fill(`May income report (${testInfo.project.name})`);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog.getByText('Only PDF files can be uploaded: this file is not a PDF.')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: /^Upload failed/ })).toBeVisible();
    await expect(fileInput).toHaveAttribute('aria-invalid', 'true');
    await expect(fileInput).toBeFocused();
    await expectAccessible(page, 'upload dialog with the refusal');

    // The browser's own check: another type is refused before anything is sent.
    await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a report') });
    await expect(dialog.getByText('Only PDF files can be uploaded: this file is not a PDF.')).toBeVisible();

    // A real PDF goes up.
    const pdf = minimalPdf('Serenity Spa - May 2026');
    const name = `May 2026 income ${Date.now().toString(36)}.pdf`;
    await fileInput.setInputFiles({ name, mimeType: 'application/pdf', buffer: pdf });
    await expect(fileInput).toHaveAttribute('aria-invalid', 'false');
    const uploaded = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/objects/upload/'));
    await dialog.getByRole('button', { name: 'Upload' }).click();
    expect((await uploaded).status()).toBe(200);
    const toast = page.getByRole('listitem').filter({ hasText: /^Upload Successful/ });
    await expect(toast).toContainText('monthly report uploaded successfully');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // Listed with its type, date, size and description.
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Monthly');
    await expect(row).toContainText('31 May 2026');
    await expect(row).toContainText(`${pdf.length} bytes`);
    await expect(row).toContainText('May income report');
    await expectAccessible(page, 'reports tab, one report');

    // Downloaded under its name, byte for byte.
    const downloading = page.waitForEvent('download');
    await row.getByRole('link', { name: `Download ${name}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(name);
    const path = await download.path();
    expect(Buffer.compare(await readFile(path), pdf)).toBe(0);

    // Deleted after the confirmation.
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Report' });
    await expect(confirm).toContainText(`Are you sure you want to delete ${name}? This action cannot be undone.`);
    await expectAccessible(page, 'delete confirmation open');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: /^Report Deleted/ })).toBeVisible();
    await expect(table.getByText('No PDF reports uploaded yet')).toBeVisible();
    await expect(opener).toBeFocused();
    const left = (await (await page.request.get('/api/admin/pdf-uploads')).json()) as { originalName: string }[];
    expect(left.map((report) => report.originalName)).not.toContain(name);
  });
});
