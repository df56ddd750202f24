import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { AppProvider } from '@/app/provider';
import { testSiteConfig } from '@/config/business';
import { createQueryClient } from '@/lib/query-client';
import { json, stubApi } from '@/testing/test-utils';

import { CheckoutDialog } from './checkout-dialog';

const draft = {
  booking: {
    id: 1,
    customerName: 'Layla Haddad',
    customerEmail: 'layla@example.ae',
    serviceName: 'Hot Stone Massage',
    therapistName: 'Amal',
    date: '2026-11-28',
    time: '10:00',
    status: 'confirmed',
  },
  lines: [{ serviceId: 3, description: 'Hot Stone Massage', unitPrice: '320.00', quantity: 1 }],
  registered: true,
  fullInvoiceThreshold: '10000.00',
  services: [
    { id: 3, name: 'Hot Stone Massage', price: '320.00' },
    { id: 4, name: 'Foot Ritual', price: '150.00' },
  ],
};

const fils = (text: string) => Math.round(Number(text) * 100);
const amount = (value: number) => `${String(Math.trunc(value / 100))}.${String(value % 100).padStart(2, '0')}`;

interface SentLine {
  unitPrice: string;
  quantity: string;
}

const signed = (value: number) => (value < 0 ? `-${amount(-value)}` : amount(value));

/**
 * The server's preview, for the test's baskets: the total is the lines' prices (VAT inside, 5/105 of it); above
 * AED 10,000 the invoice is a full one, refused without the buyer's name and address.
 */
function priced(body: { lines: SentLine[]; payments: { amount: string }[]; buyer?: { name: string; address: string } }) {
  const total = body.lines.reduce((sum, line) => sum + fils(line.unitPrice) * Number(line.quantity), 0);
  const vat = Math.round((total * 5) / 105);
  const paid = body.payments.reduce((sum, p) => sum + fils(p.amount), 0);
  const needsBuyer = total > 1_000_000;
  if (needsBuyer && !(body.buyer?.name && body.buyer.address)) {
    const errors = { 'buyer.name': "A full tax invoice needs the buyer's name.", 'buyer.address': "A full tax invoice needs the buyer's address." };
    return json({ message: 'Please correct the highlighted fields.', errors }, { status: 400 });
  }
  const [format, title] = needsBuyer ? ['full', 'Tax Invoice'] : ['simplified', 'Simplified Tax Invoice'];
  return json({ format, title, titleAr: '', lines: [], discount: '0.00', net: amount(total - vat), vat: amount(vat), total: amount(total), paid: amount(paid), due: signed(total - paid), needsBuyer });
}

const invoice = {
  id: 9,
  kind: 'invoice',
  format: 'simplified',
  title: 'Simplified Tax Invoice',
  sequence: 1,
  number: 'INV-000001',
  issuedAt: '2026-11-28T07:00:00Z',
  issueDate: '2026-11-28',
  seller: { legalName: 'Serenity Day Spa LLC', legalNameAr: '', address: '', addressAr: '', trn: '100000000000003', tradeLicence: '' },
  vatRate: '5.00',
  lines: [],
  discount: '0.00',
  net: '304.76',
  vat: '15.24',
  total: '320.00',
  payments: [
    { method: 'cash', amount: '200.00' },
    { method: 'card', amount: '120.00' },
  ],
  tips: { cash: '0.00', card: '20.00', therapistShare: '12.00', spaShare: '8.00' },
  bookingId: 1,
  customerName: 'Layla Haddad',
  therapistName: 'Amal',
  language: 'en',
  issuedBy: 'Rania',
};

type Handlers = Parameters<typeof stubApi>[0];

function api(handlers: Handlers = {}) {
  return stubApi({
    '/api/auth/user': json({ isAuthenticated: true }),
    '/api/admin/bookings/1/checkout': json(draft),
    'POST /api/admin/bookings/1/checkout/preview': async (request) => priced((await request.json()) as Parameters<typeof priced>[0]),
    ...handlers,
  });
}

function renderCheckout() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const user = userEvent.setup();
  let closed = false;
  render(
    <AppProvider queryClient={queryClient} siteConfig={testSiteConfig}>
      <MemoryRouter initialEntries={['/admin?tab=today']}>
        <CheckoutDialog
          booking={{ id: 1, customerName: 'Layla Haddad' }}
          onClose={() => {
            closed = true;
          }}
        />
      </MemoryRouter>
    </AppProvider>,
  );
  return { user, closed: () => closed };
}

const complete = () => screen.getByRole('button', { name: 'Complete sale' });
const total = () => screen.findByTestId('checkout-total');

const urlOf = (input: RequestInfo | URL) => (input instanceof Request ? input.url : input.toString());

const sentBody = (fetchMock: ReturnType<typeof stubApi>, path: string) => {
  const call = fetchMock.mock.calls.find(([input, init]) => urlOf(input) === path && init?.method === 'POST');
  const body = call?.[1]?.body;
  return typeof body === 'string' ? (JSON.parse(body) as Record<string, unknown>) : null;
};

describe('CheckoutDialog', () => {
  it('loads the draft: the booked service first at its price, the totals the server priced, nothing paid yet', async () => {
    api();
    renderCheckout();
    const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
    expect(await within(dialog).findByText('Layla Haddad · Hot Stone Massage · 28 Nov 2026 10:00 AM')).toBeInTheDocument();
    expect(await screen.findByLabelText('Line 1: description')).toHaveValue('Hot Stone Massage');
    expect(screen.getByLabelText('Price (AED)')).toHaveValue('320.00');
    expect(await total()).toHaveTextContent('AED 320.00');
    expect(screen.getByText('AED 15.24')).toBeInTheDocument();
    expect(screen.getByText('Simplified Tax Invoice')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Left to pay AED 320.00');
    expect(complete()).toBeDisabled();
  });

  it('keeps Complete sale disabled while the payments are short of the total, and says what is left', async () => {
    api();
    const { user } = renderCheckout();
    expect(await total()).toHaveTextContent('AED 320.00');
    await user.type(screen.getByLabelText('Paid in cash (AED)'), '300');
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('Left to pay AED 20.00');
    });
    expect(complete()).toBeDisabled();
    await user.type(screen.getByLabelText('Paid in cash (AED)'), '0');
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('Paid AED 2680.00 too much');
    });
    expect(complete()).toBeDisabled();
  });

  it('prices an added line through the server and asks why when a price is changed', async () => {
    api();
    const { user } = renderCheckout();
    expect(await total()).toHaveTextContent('AED 320.00');
    await user.selectOptions(screen.getByLabelText('Add a line'), 'Foot Ritual (AED 150.00)');
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    expect(screen.getByLabelText('Line 2: description')).toHaveValue('Foot Ritual');
    await waitFor(async () => {
      expect(await total()).toHaveTextContent('AED 470.00');
    });
    expect(screen.queryByLabelText(/Why the price is not/)).not.toBeInTheDocument();
    const [firstPrice] = screen.getAllByLabelText('Price (AED)');
    if (!firstPrice) throw new Error('no price');
    await user.clear(firstPrice);
    await user.type(firstPrice, '300');
    expect(screen.getByLabelText('Why the price is not AED 320.00')).toBeInTheDocument();
  });

  it('completes a split payment with a card tip, then offers the receipt, the PDF and the e-mail', async () => {
    const fetchMock = api({
      'POST /api/admin/bookings/1/checkout': json({ invoice }, { status: 201 }),
      'POST /api/admin/invoices/9/email': new Response(null, { status: 202 }),
    });
    const { user } = renderCheckout();
    expect(await total()).toHaveTextContent('AED 320.00');
    await user.click(screen.getByRole('radio', { name: 'Split: cash and card' }));
    await user.type(screen.getByLabelText('Paid in cash (AED)'), '200');
    await user.type(screen.getByLabelText('Paid by card (AED)'), '120');
    await user.type(screen.getByLabelText('Card tips (AED)'), '20');
    await waitFor(() => {
      expect(complete()).toBeEnabled();
    });
    expect(screen.getByRole('status')).toHaveTextContent('Paid in full');
    await user.click(complete());

    expect(await screen.findByRole('heading', { name: 'Sale complete: INV-000001' })).toHaveFocus();
    expect(sentBody(fetchMock, '/api/admin/bookings/1/checkout')).toEqual({
      lines: [{ serviceId: 3, description: 'Hot Stone Massage', unitPrice: '320.00', quantity: '1' }],
      tips: { cash: '0', card: '20' },
      payments: [
        { method: 'cash', amount: '200' },
        { method: 'card', amount: '120' },
      ],
    });
    const receipt = screen.getByRole('link', { name: 'Print receipt (opens in a new tab)' });
    expect(receipt).toHaveAttribute('href', '/api/admin/invoices/9/receipt');
    expect(receipt).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/api/admin/invoices/9/pdf');
    expect(screen.queryByRole('link', { name: 'UBL e-invoice' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'E-mail to guest' }));
    expect(await screen.findByText('E-mail Queued')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input, init]) => urlOf(input) === '/api/admin/invoices/9/email' && init?.method === 'POST')).toBe(true);
  });

  it("shows the server's field message at its field, focused, and issues nothing", async () => {
    api({
      'POST /api/admin/bookings/1/checkout': json(
        { message: 'Please correct the highlighted fields.', errors: { 'lines[0].priceReason': "Say why the price differs from the service's." } },
        { status: 400 },
      ),
    });
    const { user } = renderCheckout();
    expect(await total()).toHaveTextContent('AED 320.00');
    const price = screen.getByLabelText('Price (AED)');
    await user.clear(price);
    await user.type(price, '300');
    await user.type(screen.getByLabelText('Paid in cash (AED)'), '300');
    await waitFor(async () => {
      expect(await total()).toHaveTextContent('AED 300.00');
    });
    await waitFor(() => {
      expect(complete()).toBeEnabled();
    });
    await user.click(complete());

    const reason = await screen.findByLabelText('Why the price is not AED 320.00');
    await waitFor(() => {
      expect(reason).toHaveFocus();
    });
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription("Say why the price differs from the service's.");
    expect(screen.getByRole('alert')).toHaveTextContent('The sale was not completed: Please correct the highlighted fields.');
    expect(screen.queryByRole('heading', { name: /Sale complete/ })).not.toBeInTheDocument();
  });

  it("asks for the buyer's details once the total is above the simplified invoice's limit", async () => {
    api();
    const { user } = renderCheckout();
    expect(await total()).toHaveTextContent('AED 320.00');
    expect(screen.queryByLabelText("Buyer's name")).not.toBeInTheDocument();
    const price = screen.getByLabelText('Price (AED)');
    await user.clear(price);
    await user.type(price, '12000');
    expect(await screen.findByLabelText("Buyer's name")).toBeInTheDocument();
    expect(screen.getByText("Above AED 10000.00 the tax invoice names the buyer: enter the buyer's details.")).toBeInTheDocument();
    expect(screen.getByLabelText("Buyer's address")).toBeInTheDocument();
  });

  it("keeps the buyer's fields while the priced total needs the buyer, even once Full tax invoice is unticked", async () => {
    api();
    const { user } = renderCheckout();
    expect(await total()).toHaveTextContent('AED 320.00');
    await user.click(screen.getByLabelText(/Full tax invoice/));
    await user.type(screen.getByLabelText("Buyer's name"), 'Gulf Trading LLC');
    await user.type(screen.getByLabelText("Buyer's address"), 'Business Bay, Dubai');
    const price = screen.getByLabelText('Price (AED)');
    await user.clear(price);
    await user.type(price, '12000');
    await waitFor(async () => {
      expect(await total()).toHaveTextContent('AED 12000.00');
    });
    expect(screen.getByText('Tax Invoice')).toBeInTheDocument();
    await user.click(screen.getByLabelText(/Full tax invoice/));
    expect(screen.getByText("Above AED 10000.00 the tax invoice names the buyer: enter the buyer's details.")).toBeInTheDocument();
    expect(screen.getByLabelText("Buyer's name")).toHaveValue('Gulf Trading LLC');
  });

  it("shows the buyer's fields with the server's message when the preview asks for them", async () => {
    api({
      'POST /api/admin/bookings/1/checkout/preview': json(
        { message: 'Please correct the highlighted fields.', errors: { 'buyer.name': "A full tax invoice needs the buyer's name." } },
        { status: 400 },
      ),
    });
    renderCheckout();
    const name = await screen.findByLabelText("Buyer's name");
    expect(name).toHaveAccessibleDescription("A full tax invoice needs the buyer's name.");
    expect(screen.getByText('The totals show once the lines are complete.')).toBeInTheDocument();
    expect(complete()).toBeDisabled();
  });

  it('issues a receipt with no VAT and no buyer when the spa is not registered for VAT', async () => {
    api({
      '/api/admin/bookings/1/checkout': json({ ...draft, registered: false }),
      'POST /api/admin/bookings/1/checkout/preview': json({
        format: 'receipt',
        title: 'Receipt',
        titleAr: 'إيصال',
        lines: [],
        discount: '0.00',
        net: '320.00',
        vat: '0.00',
        total: '320.00',
        paid: '0.00',
        due: '320.00',
        needsBuyer: false,
      }),
    });
    renderCheckout();
    expect(await total()).toHaveTextContent('AED 320.00');
    expect(screen.getByText('Receipt')).toBeInTheDocument();
    expect(screen.queryByText('VAT')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Full tax invoice/)).not.toBeInTheDocument();
  });

  it("says why a booking cannot be checked out, in the server's words", async () => {
    api({
      '/api/admin/bookings/1/checkout': json(
        { message: 'This booking has been checked out already.', code: 'booking.checkout_closed', params: { invoiceId: '9' } },
        { status: 409, statusText: 'Conflict' },
      ),
    });
    renderCheckout();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This booking has been checked out already.');
    expect(alert).toHaveTextContent('Its invoice is under Invoices');
    expect(screen.queryByRole('button', { name: 'Complete sale' })).not.toBeInTheDocument();
  });
});
