import { useMutation } from '@tanstack/react-query';

import { apiSend } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';
import { addDays } from '@/lib/booking-days/booking-dates';
import { formatFils, parseFils } from '@/lib/fils';
import type { Locale } from '@/lib/i18n';
import { spaToday } from '@/lib/spa-clock';

import type { GiftCardOptions } from './get-gift-card-options';
import type { GiftCardFormValues } from './gift-card-form-schema';

export type { GiftCardFormValues } from './gift-card-form-schema';

/** `POST /api/gift-cards`: an amount or a treatment, the recipient, the message, the day, the buyer, the language. */
export type GiftCardPurchase = ApiSchema<'GiftCardPurchase'>;
/** Its 201 answer: the order and the hosted payment page to send the buyer to. */
export type GiftCardCheckout = ApiSchema<'GiftCardCheckout'>;

/** What the form's fields hold: the selects' and radios' strings, the other amount as typed. */
export interface GiftCardFormInput {
  kind: 'amount' | 'service';
  /** One of the options' amounts ('500.00'), or '' when none is chosen (or another is typed); null as the radios read none. */
  amount: string | null;
  /** Another amount in whole dirhams, as typed; '' when a listed one is chosen. */
  otherAmount: string;
  serviceId: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
  deliveryDate: string;
  buyerName: string;
  buyerEmail: string;
}

/** The form's fields in the order they appear, for the server's field messages and the focus on the first. */
export const giftCardFields = [
  'kind',
  'amount',
  'otherAmount',
  'serviceId',
  'recipientName',
  'recipientEmail',
  'message',
  'deliveryDate',
  'buyerName',
  'buyerEmail',
] as const satisfies readonly (keyof GiftCardFormInput)[];

export const emptyGiftCardForm = (today: string): GiftCardFormInput => ({
  kind: 'amount',
  amount: '',
  otherAmount: '',
  serviceId: '',
  recipientName: '',
  recipientEmail: '',
  message: '',
  deliveryDate: today,
  buyerName: '',
  buyerEmail: '',
});

/** The first and last delivery day: the spa's today up to `maxDeliveryDays` ahead, as `YYYY-MM-DD`. */
export function deliveryWindow(timeZone: string, maxDeliveryDays: number, now: Date = new Date()): { first: string; last: string } {
  const first = spaToday(timeZone, now);
  return { first, last: addDays(first, maxDeliveryDays) };
}

/** The other amount as whole dirhams ('750' -> 75000 fils), or null when it is not a whole number of dirhams. */
export function otherAmountFils(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) * 100 : null;
}

/** The amount to pay for what the form holds, as the API writes money ('500.00'), or null while nothing valid is chosen. */
export function giftCardTotal(values: Pick<GiftCardFormInput, 'kind' | 'amount' | 'otherAmount' | 'serviceId'>, options: GiftCardOptions): string | null {
  if (values.kind === 'service') return options.services.find((s) => String(s.id) === values.serviceId)?.price ?? null;
  if (values.otherAmount.trim() !== '') {
    const fils = otherAmountFils(values.otherAmount);
    const min = parseFils(options.minAmount) ?? 0;
    const max = parseFils(options.maxAmount) ?? 0;
    return fils !== null && fils >= min && fils <= max ? formatFils(fils) : null;
  }
  return values.amount === null || values.amount === '' ? null : values.amount;
}

/** `POST /api/gift-cards` body of a checked form: the amount ('500.00') or the treatment, and the page's language. */
export function toGiftCardPurchase(values: GiftCardFormValues, language: Locale): GiftCardPurchase {
  const chosen =
    values.kind === 'service'
      ? { serviceId: Number(values.serviceId) }
      : { amount: values.otherAmount.trim() !== '' ? formatFils(otherAmountFils(values.otherAmount) ?? 0) : values.amount };
  return {
    ...chosen,
    recipientName: values.recipientName.trim(),
    recipientEmail: values.recipientEmail.trim(),
    message: values.message.trim(),
    deliveryDate: values.deliveryDate,
    buyerName: values.buyerName.trim(),
    buyerEmail: values.buyerEmail.trim(),
    language,
  };
}

/** The answer's payment page, when it is one on http(s); anything else is no page to go to. */
function paymentPage(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:' ? value : null;
  } catch {
    return null;
  }
}

export async function buyGiftCard(input: GiftCardPurchase): Promise<GiftCardCheckout> {
  const data = await apiSend('POST', '/api/gift-cards', input);
  const answer = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const paymentUrl = paymentPage(answer.paymentUrl);
  if (typeof answer.orderId !== 'number' || paymentUrl === null) throw new Error('POST /api/gift-cards: the answer has no payment page');
  return { orderId: answer.orderId, paymentUrl };
}

/** Starts a gift card's purchase (writes are never retried). */
export function useBuyGiftCard() {
  return useMutation({ mutationFn: buyGiftCard });
}
