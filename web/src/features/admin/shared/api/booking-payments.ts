import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiGet, apiSend } from '@/lib/api-client';

import { adminKeys, adminMutationKeys } from './admin-keys';
import { asRecord, oneOf, optionalString, readAmount, readFields, readList, readNumber, readString } from '../utils/parse';

/** A payment received against a booking (a deposit paid on Stripe's page), with the invoice its receipt issued. */
export interface BookingPayment {
  id: number;
  kind: string;
  amount: string;
  status: 'paid' | 'refund_due' | 'refunded';
  /** What refunds gave back, and what is left to refund ("0.00" unless paid). */
  refunded: string;
  refundable: string;
  /** "" for a payment that came after its hold (refunded, never invoiced). */
  invoiceNumber: string;
  createdAt: string;
}

/** One refund, with the credit note it issued against the payment's invoice. */
export interface PaymentRefund {
  id: number;
  paymentId: number;
  amount: string;
  creditNoteNumber: string;
  reason: string;
  /** "" for the payments job's refund (a cancellation in the free window, a late payment). */
  refundedBy: string;
  createdAt: string;
}

export interface BookingMoney {
  payments: BookingPayment[];
  refunds: PaymentRefund[];
}

const paymentReaders = {
  id: readNumber,
  kind: readString,
  amount: readAmount,
  status: oneOf(['paid', 'refund_due', 'refunded'] as const),
  refunded: readAmount,
  refundable: readAmount,
  invoiceNumber: optionalString,
  createdAt: readString,
};

const refundReaders = {
  id: readNumber,
  paymentId: readNumber,
  amount: readAmount,
  creditNoteNumber: optionalString,
  reason: readString,
  refundedBy: readString,
  createdAt: readString,
};

export function parseBookingMoney(data: unknown, what: string): BookingMoney {
  const record = asRecord(data, what);
  return {
    payments: readList(record.payments, `${what}: payments`, paymentReaders),
    refunds: readList(record.refunds, `${what}: refunds`, refundReaders),
  };
}

export const bookingPaymentsPath = (id: number) => `/api/admin/bookings/${String(id)}/payments`;
const refundsPath = (id: number) => `/api/admin/bookings/${String(id)}/refunds`;

/** The key of a booking's payments: under the bookings' reads, so that a booking's change refreshes it too. */
export const bookingPaymentsKey = (id: number) => [...adminKeys.bookings, 'payments', id] as const;

/** `GET /api/admin/bookings/{id}/payments`: the payments with their invoices, and the refunds made. */
export function useBookingPayments(id: number) {
  return useQuery({
    queryKey: bookingPaymentsKey(id),
    queryFn: async ({ signal }) => parseBookingMoney(await apiGet(bookingPaymentsPath(id), { signal }), `GET ${bookingPaymentsPath(id)}`),
    retry: false,
  });
}

/** What a refund sends: the payment, the amount (text, two decimals at most) and an optional reason. */
export interface RefundInput {
  paymentId: number;
  amount: string;
  reason?: string;
}

export interface RefundMade extends BookingMoney {
  refund: PaymentRefund;
}

/** `POST /api/admin/bookings/{id}/refunds` → 201: the refund made (Stripe's, and its credit note), and the booking's money after it. */
export async function makeRefund({ bookingId, input }: { bookingId: number; input: RefundInput }): Promise<RefundMade> {
  const what = `POST ${refundsPath(bookingId)}`;
  const data = await apiSend('POST', refundsPath(bookingId), input);
  const record = asRecord(data, what);
  return { ...parseBookingMoney(data, what), refund: readFields(record.refund, `${what}: refund`, refundReaders) };
}

/** A refund changes the booking's payments, and issues a credit note (the invoices, and the income it corrects). */
export function useMakeRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminMutationKeys.refund,
    mutationFn: makeRefund,
    onSuccess: (made, { bookingId }) => {
      queryClient.setQueryData(bookingPaymentsKey(bookingId), { payments: made.payments, refunds: made.refunds });
      const refreshed = [adminKeys.invoices, adminKeys.vatSummary];
      return Promise.all(refreshed.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
