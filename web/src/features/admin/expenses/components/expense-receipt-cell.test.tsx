import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { json, renderApp, stubApi } from '@/testing/test-utils';

import { laundry } from '../testing/expense-fixtures';

const receipt = { name: 'Clean Co invoice.pdf', contentType: 'application/pdf', size: 4096, uploadedAt: '2026-11-20T09:00:00Z' };

function api(expense: object, handlers: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    '/api/auth/user': json({ id: 'admin', firstName: 'Admin', isAuthenticated: true }),
    '/api/admin/status': json({ isAdmin: true }),
    '/api/admin/expenses': () => json([expense], { headers: { 'X-Total-Count': '1' } }),
    ...handlers,
  });
}

const pdf = () => new File(['%PDF-1.7\n'], 'Clean Co invoice.pdf', { type: 'application/pdf' });

describe("an expense's receipt", () => {
  it('attaches a file the owner picks, sent as the form field "file"', async () => {
    let sent: FormDataEntryValue | null = null as FormDataEntryValue | null;
    api(laundry, {
      'PUT /api/admin/expenses/7/receipt': async (request) => {
        sent = (await request.formData()).get('file');
        return json({ ...laundry, receipt });
      },
    });
    const { user } = renderApp('/admin?tab=expenses');
    const table = await screen.findByRole('table', { name: 'Expenses' });
    expect(await within(table).findByText('No receipt')).toBeInTheDocument();
    const picker = within(table).getByLabelText(/^Attach a receipt \(PDF or photo\) to Laundry/);
    expect(picker).toHaveAttribute('type', 'file');
    await user.upload(picker, pdf());
    expect(await screen.findByText('Receipt Attached')).toBeInTheDocument();
    // The test's fetch stub hands the part over as a Blob of another realm: its bytes are what was picked.
    expect(sent).not.toBeNull();
    expect(typeof sent === 'object' && sent !== null && 'size' in sent ? sent.size : -1).toBe(9);
  });

  it('links to the attached receipt, replaces and removes it', async () => {
    let removed = false;
    api({ ...laundry, receipt }, {
      'DELETE /api/admin/expenses/7/receipt': () => {
        removed = true;
        return json(laundry);
      },
    });
    const { user } = renderApp('/admin?tab=expenses');
    const link = await screen.findByRole('link', { name: /^Open the receipt of Laundry/ });
    expect(link).toHaveAttribute('href', '/api/admin/expenses/7/receipt');
    expect(link).toHaveTextContent('Clean Co invoice.pdf');
    expect(screen.getByLabelText(/^Replace the receipt of Laundry/)).toHaveAttribute('type', 'file');
    await user.click(screen.getByRole('button', { name: /^Remove the receipt of Laundry/ }));
    expect(await screen.findByText('Receipt Removed')).toBeInTheDocument();
    expect(removed).toBe(true);
  });

  it("shows the server's refusal of the file at the picker", async () => {
    const refusal = 'Attach the receipt as a PDF, JPEG, PNG or WebP file: this file is none of them.';
    api(laundry, {
      'PUT /api/admin/expenses/7/receipt': () => json({ message: 'Please check the highlighted fields.', errors: { file: refusal } }, { status: 400 }),
    });
    const { user } = renderApp('/admin?tab=expenses');
    const picker = await screen.findByLabelText(/^Attach a receipt/);
    await user.upload(picker, pdf());
    const message = await screen.findByText(refusal);
    await waitFor(() => { expect(picker).toHaveAttribute('aria-invalid', 'true'); });
    expect(picker).toHaveAttribute('aria-describedby', message.id);
  });
});
