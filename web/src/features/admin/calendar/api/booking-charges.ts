import { apiGet, apiSend } from '@/lib/api-client';

import { asRecord, oneOf, readAmount, readFields, readNumber, readString } from '../../shared/utils/parse';

/** `GET /api/admin/bookings/{id}/fee`: the fee a no-show or late cancellation owes and the saved card (brand, last four). */
export interface FeePreview {
  kind: 'no_show' | 'late_cancel';
  amount: string;
  card: { brand: string; last4: string };
}

/** `POST /api/admin/bookings/{id}/payment-link`: a Stripe page for the deposit or the full price, with its share links. */
export interface PaymentLink {
  id: number;
  kind: 'deposit' | 'full';
  amount: string;
  url: string;
  /** When Stripe's page stops taking the payment. */
  expiresAt: string;
  whatsAppUrl: string;
  email: string;
}

const base = (id: number) => `/api/admin/bookings/${encodeURIComponent(String(id))}`;

export async function getBookingFee(id: number): Promise<FeePreview> {
  const what = 'GET /api/admin/bookings/{id}/fee';
  const data = await apiGet(`${base(id)}/fee`);
  const fee = readFields(data, what, { kind: oneOf(['no_show', 'late_cancel'] as const), amount: readAmount });
  const card = readFields(asRecord(data, what).card, what, { brand: readString, last4: readString });
  return { ...fee, card };
}

/** Charges exactly the amount the preview showed; answers the fee payment's amount. */
export async function chargeBookingFee(id: number, amount: string): Promise<{ amount: string; id: number }> {
  const data = await apiSend('POST', `${base(id)}/fee`, { amount });
  return readFields(data, 'POST /api/admin/bookings/{id}/fee', { amount: readAmount, id: readNumber });
}

export async function makePaymentLink(id: number, kind: PaymentLink['kind']): Promise<PaymentLink> {
  const data = await apiSend('POST', `${base(id)}/payment-link`, { kind });
  return readFields(data, 'POST /api/admin/bookings/{id}/payment-link', {
    id: readNumber,
    kind: oneOf(['deposit', 'full'] as const),
    amount: readAmount,
    url: readString,
    expiresAt: readString,
    whatsAppUrl: readString,
    email: readString,
  });
}

/** Queues link `id` in the outbox for its booking's guest (`POST /api/admin/payment-links/{id}/email`). */
export async function emailPaymentLink(id: number): Promise<void> {
  await apiSend('POST', `/api/admin/payment-links/${encodeURIComponent(String(id))}/email`);
}
