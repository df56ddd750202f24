import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { json, ownerProfile, renderApp, stubApi } from '@/testing/test-utils';

const nav = {
  spaName: 'Serenity Day Spa Dubai',
  user: { name: 'Admin' },
  today: '2026-11-28',
  now: '2026-11-28T10:00:00+04:00',
  timeZone: 'Asia/Dubai',
  counts: { newRequests: 0, unreadMessages: 0, bookings: 0, customers: 0, services: 0, posts: 0, income: 0 },
};

const line = { position: 1, serviceId: 3, description: 'Hot Stone Massage', quantity: 1, unitPrice: '320.00', discount: '0.00', net: '304.76', vat: '15.24', amount: '320.00' };

const doc = (extra: Record<string, unknown> = {}) => ({
  id: 9,
  kind: 'invoice',
  format: 'simplified',
  title: 'Simplified Tax Invoice',
  sequence: 1,
  number: 'INV-000001',
  issuedAt: '2026-11-28T07:00:00Z',
  issueDate: '2026-11-28',
  vatRate: '5.00',
  lines: [line],
  discount: '0.00',
  net: '304.76',
  vat: '15.24',
  total: '320.00',
  payments: [{ method: 'card', amount: '320.00' }],
  tips: { cash: '0.00', card: '0.00', therapistShare: '0.00', spaShare: '0.00' },
  customerName: 'Layla Haddad',
  therapistName: 'Amal',
  ...extra,
});

const creditNote = doc({ id: 10, kind: 'credit_note', title: 'Tax Credit Note', number: 'CN-000001', correctsNumber: 'INV-000001', reason: 'Guest left early', total: '20.00', vat: '0.95', lines: [] });

const reception = { ...ownerProfile, role: 'reception', permissions: ['signed_in', 'today', 'calendar', 'bookings', 'customers', 'messages', 'sent_emails', 'checkout'] };

function api(handlers: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    '/api/auth/user': json({ id: 'admin', firstName: 'Admin', isAuthenticated: true }),
    '/api/admin/status': json({ isAdmin: true }),
    '/api/admin/nav': json(nav),
    '/api/admin/invoices': json({ invoices: [creditNote, doc({ lines: undefined })], total: 2, page: 1, pageSize: 20 }),
    '/api/admin/invoices/9': json({ invoice: doc(), creditNotes: [creditNote], left: '300.00' }),
    ...handlers,
  });
}

const urlOf = (input: RequestInfo | URL) => (input instanceof Request ? input.url : input.toString());

const urls = (fetchMock: ReturnType<typeof stubApi>) => fetchMock.mock.calls.map(([input]) => urlOf(input));

describe('the Invoices place', () => {
  it('lists the documents the server found for the search and days of the URL', async () => {
    const fetchMock = api();
    renderApp('/admin?tab=invoices&q=layla&from=2026-11-01&to=2026-11-30');
    const table = await screen.findByRole('table', { name: 'Invoices and credit notes, newest first' });
    // The table stands (loading) before its list is asked for: the URL is read once the rows have come.
    const row = (await within(table).findByRole('button', { name: 'Open Simplified Tax Invoice INV-000001' })).closest('tr');
    expect(urls(fetchMock)).toContain('/api/admin/invoices?page=1&from=2026-11-01&to=2026-11-30&q=layla');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Layla Haddad')).toBeInTheDocument();
    expect(within(row).getByText('AED 320.00')).toBeInTheDocument();
    expect(within(row).getByText('AED 15.24')).toBeInTheDocument();
    expect(within(table).getByText('Corrects INV-000001')).toBeInTheDocument();
    // Each document is called by the heading the server sends for it.
    expect(within(table).getByRole('button', { name: 'Open Tax Credit Note CN-000001' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search invoices')).toHaveValue('layla');
    expect(screen.getByText('2 documents')).toBeInTheDocument();
  });

  it('opens a document with its lines, payments, credit notes and what is left, and its print, PDF and e-mail', async () => {
    api();
    const { user } = renderApp('/admin?tab=invoices');
    await user.click(await screen.findByRole('button', { name: 'Open Simplified Tax Invoice INV-000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Simplified Tax Invoice INV-000001' });
    expect(await within(dialog).findByText('Hot Stone Massage')).toBeInTheDocument();
    expect(within(dialog).getByText('Card: AED 320.00')).toBeInTheDocument();
    expect(within(dialog).getByText(/CN-000001, 28 Nov 2026: AED 20.00 \(Guest left early\)/)).toBeInTheDocument();
    expect(within(dialog).getByTestId('left-to-credit')).toHaveTextContent('Left to credit: AED 300.00');
    expect(within(dialog).getByRole('link', { name: 'Print receipt (opens in a new tab)' })).toHaveAttribute('href', '/api/admin/invoices/9/receipt');
    expect(within(dialog).getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/api/admin/invoices/9/pdf');
    expect(within(dialog).queryByRole('link', { name: 'UBL e-invoice' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'E-mail to guest' })).toBeInTheDocument();
  });

  it("offers a deposit's invoice's refund, from its payment's booking", async () => {
    api({
      '/api/admin/invoices/9': json({ invoice: doc(), creditNotes: [], left: '320.00', paymentBookingId: 41 }),
      '/api/admin/bookings/41/payments': json({
        payments: [
          { id: 5, bookingId: 41, provider: 'stripe', kind: 'deposit', amount: '320.00', currency: 'aed', status: 'paid', createdAt: '2026-11-28T07:00:00Z', refunded: '0.00', refundable: '320.00', invoiceId: 9, invoiceNumber: 'INV-000001' },
        ],
        refunds: [],
      }),
    });
    const { user } = renderApp('/admin?tab=invoices');
    await user.click(await screen.findByRole('button', { name: 'Open Simplified Tax Invoice INV-000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Simplified Tax Invoice INV-000001' });
    const payments = await within(dialog).findByRole('region', { name: "The booking's payment" });
    expect(within(payments).getByText('Deposit: AED 320.00 · Paid')).toBeInTheDocument();
    expect(within(payments).getByRole('button', { name: 'Refund' })).toBeInTheDocument();
  });

  it('shows the deposit a final invoice deducts, with its invoice', async () => {
    api({
      '/api/admin/invoices/9': json({
        invoice: doc({ total: '220.00', net: '209.52', vat: '10.48', prepaid: { documentId: 3, number: 'INV-000000', amount: '100.00', vat: '4.76' } }),
        creditNotes: [],
        left: '320.00',
      }),
    });
    const { user } = renderApp('/admin?tab=invoices');
    await user.click(await screen.findByRole('button', { name: 'Open Simplified Tax Invoice INV-000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Simplified Tax Invoice INV-000001' });
    expect(await within(dialog).findByText('Deposit paid (INV-000000)')).toBeInTheDocument();
    expect(within(dialog).getByText('− AED 100.00')).toBeInTheDocument();
    expect(within(dialog).getByText('Due on this invoice')).toBeInTheDocument();
  });

  it('offers the UBL e-invoice only for a buyer with a TRN', async () => {
    api({
      '/api/admin/invoices/9': json({
        invoice: doc({ format: 'full', title: 'Tax Invoice', buyer: { name: 'Gulf Trading LLC', address: 'Office 12, Business Bay, Dubai', trn: '100123456700003' } }),
        creditNotes: [],
        left: '320.00',
      }),
    });
    const { user } = renderApp('/admin?tab=invoices');
    await user.click(await screen.findByRole('button', { name: 'Open Simplified Tax Invoice INV-000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tax Invoice INV-000001' });
    expect(await within(dialog).findByRole('link', { name: 'UBL e-invoice' })).toHaveAttribute('href', '/api/admin/invoices/9/ubl');
    expect(within(dialog).getByText(/Gulf Trading LLC, Office 12, Business Bay, Dubai, TRN 100123456700003/)).toBeInTheDocument();
  });

  it("issues a credit note, showing the server's refusal of more than is left at the amount", async () => {
    const fetchMock = api({
      'POST /api/admin/invoices/9/credit-notes': json(
        { message: 'Please correct the highlighted fields.', errors: { amount: 'At most 300.00 is left to credit.' } },
        { status: 400 },
      ),
    });
    const { user } = renderApp('/admin?tab=invoices');
    await user.click(await screen.findByRole('button', { name: 'Open Simplified Tax Invoice INV-000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Simplified Tax Invoice INV-000001' });
    await user.click(await within(dialog).findByRole('button', { name: 'Issue credit note' }));
    await user.type(within(dialog).getByLabelText('Amount to credit (AED, VAT included)'), '400');
    await user.type(within(dialog).getByLabelText('Reason'), 'Wrong treatment charged');
    await user.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));

    const amount = within(dialog).getByLabelText('Amount to credit (AED, VAT included)');
    await waitFor(() => {
      expect(amount).toHaveAccessibleDescription('At most 300.00 is left to credit.');
    });
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    const call = fetchMock.mock.calls.find(([input, init]) => urlOf(input) === '/api/admin/invoices/9/credit-notes' && init?.method === 'POST');
    const body = call?.[1]?.body;
    expect(typeof body === 'string' ? JSON.parse(body) : null).toEqual({ amount: '400', reason: 'Wrong treatment charged' });
  });

  it('lets reception print but not credit: no Issue credit note without the income permission', async () => {
    api({ '/api/admin/me': json(reception) });
    const { user } = renderApp('/admin?tab=invoices');
    await user.click(await screen.findByRole('button', { name: 'Open Simplified Tax Invoice INV-000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Simplified Tax Invoice INV-000001' });
    expect(await within(dialog).findByRole('link', { name: 'Download PDF' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Issue credit note' })).not.toBeInTheDocument();
  });
});
