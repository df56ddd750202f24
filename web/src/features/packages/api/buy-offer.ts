import { useMutation } from '@tanstack/react-query';

import { apiSend } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';
import type { Locale } from '@/lib/i18n';
import type { FormMessage } from '@/lib/server-messages';

/** `POST /api/offers/{id}/orders`: the buyer and the page's language. */
export type OfferPurchase = ApiSchema<'OfferPurchase'>;
/** Its 201 answer: the hosted payment page to send the buyer to. */
export type OfferCheckout = ApiSchema<'OfferCheckout'>;

/** The buy form's fields, in the order they appear. */
export const buyFields = ['buyerName', 'buyerEmail'] as const;
export type BuyField = (typeof buyFields)[number];
export type BuyForm = Record<BuyField, string>;
export type BuyProblems = Partial<Record<BuyField, FormMessage>>;

/** The server's longest e-mail address and name (OfferPurchase). */
const emailMax = 254;
const nameMax = 100;
/** An address as the server reads one: something@domain.tld, no spaces. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The form's own checks, the server's rules for the buyer (a name of 2 to 100 characters, an e-mail address), told
 * with the server's own codes (the errors catalog), so a field says the same whichever side refused it.
 */
export function buyProblems(form: BuyForm): BuyProblems {
  const problems: BuyProblems = {};
  const name = form.buyerName.trim().length;
  if (name < 2) problems.buyerName = 'error.name.too_short';
  else if (name > nameMax) problems.buyerName = 'error.name.too_long';
  const email = form.buyerEmail.trim();
  if (email.length > emailMax || !emailPattern.test(email)) problems.buyerEmail = 'error.email.invalid';
  return problems;
}

/** The body of a checked form, in the page's language. */
export function toOfferPurchase(form: BuyForm, language: Locale): OfferPurchase {
  return { buyerName: form.buyerName.trim(), buyerEmail: form.buyerEmail.trim(), language };
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

export const offerOrdersPath = (id: number) => `/api/offers/${encodeURIComponent(String(id))}/orders`;

export async function buyOffer({ id, purchase }: { id: number; purchase: OfferPurchase }): Promise<OfferCheckout> {
  const data = await apiSend('POST', offerOrdersPath(id), purchase);
  const answer = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const paymentUrl = paymentPage(answer.paymentUrl);
  if (paymentUrl === null) throw new Error('POST /api/offers/{id}/orders: the answer has no payment page');
  return { paymentUrl };
}

/** Starts an offer's purchase (writes are never retried). */
export function useBuyOffer() {
  return useMutation({ mutationFn: buyOffer });
}
