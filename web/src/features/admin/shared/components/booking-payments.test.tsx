import { render, screen, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { AppProvider } from '@/app/provider';
import { testSiteConfig } from '@/config/business';
import { createQueryClient } from '@/lib/query-client';
import { json, stubApi } from '@/testing/test-utils';

import { BookingPayments } from './booking-payments';

const paid = {
  id: 3,
  bookingId: 9,
  provider: 'stripe',
  kind: 'deposit',
  amount: '100.00',
  currency: 'aed',
  status: 'paid',
  createdAt: '2026-11-22T04:05:00Z',
  refunded: '0.00',
  refundable: '100.00',
  invoiceId: 21,
  invoiceNumber: 'INV-000021',
};

const refund = { id: 1, paymentId: 3, amount: '40.00', creditNoteId: 22, creditNoteNumber: 'CN-000004', reason: 'Goodwill', refundedBy: 'Mona', createdAt: '2026-11-22T05:00:00Z' };

function renderPayments(handlers: Parameters<typeof stubApi>[0], canRefund = true) {
  const fetchMock = stubApi(handlers);
  render(
    <AppProvider queryClient={createQueryClient()} siteConfig={testSiteConfig}>
      <BookingPayments bookingId={9} canRefund={canRefund} />
    </AppProvider>,
  );
  return fetchMock;
}

describe("a booking's Payments", () => {
  it('shows what was paid with its invoice, and nothing for a booking without payments', async () => {
    renderPayments({ '/api/admin/bookings/9/payments': json({ payments: [paid], refunds: [] }) });
    expect(await screen.findByText('Deposit: AED 100.00 · Paid')).toBeInTheDocument();
    expect(screen.getByText('Invoice INV-000021')).toBeInTheDocument();
  });

  it('is empty for a booking that took no payment', async () => {
    renderPayments({ '/api/admin/bookings/9/payments': json({ payments: [], refunds: [] }) });
    // Once the answer is in (the spinner gone), not before: while loading there is no heading either.
    await waitForElementToBeRemoved(() => screen.queryByText('Loading payments'));
    expect(screen.queryByRole('heading', { name: 'Payments' })).not.toBeInTheDocument();
  });

  it('offers no Refund to a role that may not refund', async () => {
    renderPayments({ '/api/admin/bookings/9/payments': json({ payments: [paid], refunds: [] }) }, false);
    await screen.findByText('Invoice INV-000021');
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it('shows the amount to confirm, refunds part, and lists the refund with its credit note', async () => {
    const user = userEvent.setup();
    let sent: unknown = null;
    const fetchMock = renderPayments({
      '/api/admin/bookings/9/payments': json({ payments: [paid], refunds: [] }),
      'POST /api/admin/bookings/9/refunds': async (request: Request) => {
        sent = await request.json();
        return json(
          { refund, payments: [{ ...paid, refunded: '40.00', refundable: '60.00' }], refunds: [refund] },
          { status: 201 },
        );
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const amount = screen.getByLabelText('Amount to refund (AED)');
    expect(amount).toHaveValue('100.00');
    expect(amount).toHaveFocus();
    await user.clear(amount);
    await user.type(amount, '150');
    await user.click(screen.getByRole('button', { name: 'Review refund' }));
    expect(screen.getByText('At most AED 100.00 is left to refund.')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');

    await user.clear(amount);
    await user.type(amount, '40.00');
    await user.type(screen.getByLabelText('Reason (optional, on the credit note)'), 'Goodwill');
    await user.click(screen.getByRole('button', { name: 'Review refund' }));
    // Nothing is sent before the amount is confirmed.
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    expect(screen.getByRole('heading', { name: "Refund AED 40.00 to the guest's card?" })).toHaveFocus();
    expect(screen.getByText(/a credit note of AED 40.00 against INV-000021 is issued/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm refund of AED 40.00' }));

    expect(await screen.findByText('AED 40.00 refunded, credit note CN-000004 by Mona: Goodwill')).toBeInTheDocument();
    expect(sent).toEqual({ paymentId: 3, amount: '40.00', reason: 'Goodwill' });
    expect(screen.getByText('Refunded AED 40.00')).toBeInTheDocument();
  });

  it("shows the server's refusal and its field errors, and keeps the form", async () => {
    const user = userEvent.setup();
    renderPayments({
      '/api/admin/bookings/9/payments': json({ payments: [paid], refunds: [] }),
      'POST /api/admin/bookings/9/refunds': json(
        { message: 'Please check the highlighted fields.', errors: { amount: 'At most 60.00 is left to refund.' } },
        { status: 400 },
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    await user.click(screen.getByRole('button', { name: 'Review refund' }));
    await user.click(screen.getByRole('button', { name: 'Confirm refund of AED 100.00' }));
    expect(await screen.findByText('At most 60.00 is left to refund.')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount to refund (AED)')).toHaveAttribute('aria-invalid', 'true');
  });
});
