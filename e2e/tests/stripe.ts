import { createHmac } from 'node:crypto';

import { expect, type APIRequestContext } from '@playwright/test';

import { paymentsWebhookSecret, stripeRecorderURL } from '../playwright.config';

// Stripe's side of the payments server's deposits and orders, for the specs that pay one: which Checkout session a
// booking, a gift card order or an offer order got (stripe-recorder.mjs saw it made) and Stripe's signed
// checkout.session.completed notice of its payment.

/** The Stripe-Signature header Stripe sends with payload, signed now with the webhook's secret. */
export function stripeSignature(payload: string, secret: string = paymentsWebhookSecret): string {
  const t = Math.floor(Date.now() / 1000);
  return `t=${String(t)},v1=${createHmac('sha256', secret).update(`${String(t)}.${payload}`).digest('hex')}`;
}

/** The Checkout session the server made for booking id's deposit (stripe-mock's, as the stand-in saw it). */
export async function sessionOf(request: APIRequestContext, id: number): Promise<string> {
  const response = await request.get(`${stripeRecorderURL}/__e2e/sessions?booking=${String(id)}`);
  const sessions = (await response.json()) as string[];
  expect(sessions).toHaveLength(1);
  return sessions[0] ?? '';
}

/** The Checkout session the server made for gift card order id (stripe-mock's, as the stand-in saw it). */
export async function giftCardSessionOf(request: APIRequestContext, id: number): Promise<string> {
  const response = await request.get(`${stripeRecorderURL}/__e2e/sessions?giftCardOrder=${String(id)}`);
  const sessions = (await response.json()) as string[];
  expect(sessions).toHaveLength(1);
  return sessions[0] ?? '';
}

/** The Checkout session the server made for offer order id, a package's or membership's (as the stand-in saw it). */
export async function offerSessionOf(request: APIRequestContext, id: number): Promise<string> {
  const response = await request.get(`${stripeRecorderURL}/__e2e/sessions?offerOrder=${String(id)}`);
  const sessions = (await response.json()) as string[];
  expect(sessions).toHaveLength(1);
  return sessions[0] ?? '';
}

/**
 * The offer orders started for the buyer's e-mail, oldest first: the purchase answers only the payment page, and the
 * session the server made names its order and the buyer (stripe-recorder.mjs).
 */
export async function offerOrdersOf(request: APIRequestContext, buyerEmail: string): Promise<number[]> {
  const response = await request.get(`${stripeRecorderURL}/__e2e/orders?offerOrderBy=${encodeURIComponent(buyerEmail)}`);
  return (await response.json()) as number[];
}

/** Posts Stripe's signed checkout.session.completed notice of `session`, paid `fils` in AED, for the order `metadata` names. */
async function notifyOrderPaid(
  request: APIRequestContext,
  session: string,
  metadata: Record<string, string>,
  notice: { fils: number; eventId: string },
): Promise<void> {
  const payload = JSON.stringify({
    id: notice.eventId,
    object: 'event',
    type: 'checkout.session.completed',
    api_version: '2025-06-30.basil',
    data: {
      object: {
        id: session,
        object: 'checkout.session',
        amount_total: notice.fils,
        currency: 'aed',
        payment_status: 'paid',
        payment_intent: `pi_${session}`,
        metadata,
      },
    },
  });
  const response = await request.post('/api/payments/stripe/webhook', {
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': stripeSignature(payload) },
    data: payload,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Posts Stripe's signed notice that gift card order id's session was paid, `fils` in AED; the server answers 200. */
export async function notifyGiftCardPaid(request: APIRequestContext, notice: { orderId: number; fils: number; eventId: string }): Promise<void> {
  const session = await giftCardSessionOf(request, notice.orderId);
  await notifyOrderPaid(request, session, { gift_card_order_id: String(notice.orderId) }, notice);
}

/**
 * Posts Stripe's signed notice that a package's or membership's order id was paid, `fils` in AED; the server answers
 * 200 and its payments job issues the package or membership, its tax invoice and the buyer's e-mail.
 */
export async function notifyOfferPaid(request: APIRequestContext, notice: { orderId: number; fils: number; eventId: string }): Promise<void> {
  const session = await offerSessionOf(request, notice.orderId);
  await notifyOrderPaid(request, session, { offer_order_id: String(notice.orderId) }, notice);
}

/**
 * Posts Stripe's signed notice that booking id's deposit session was paid: `fils` in AED, by `paymentIntent`, with
 * the card saved on `customer` when given. The server answers 200 and hands it to its background job.
 */
export async function notifyPaid(
  request: APIRequestContext,
  notice: { bookingId: number; fils: number; eventId: string; paymentIntent: string; customer?: string; apiVersion?: string },
): Promise<void> {
  const payload = JSON.stringify({
    id: notice.eventId,
    object: 'event',
    type: 'checkout.session.completed',
    api_version: notice.apiVersion ?? '2025-06-30.basil',
    data: {
      object: {
        id: await sessionOf(request, notice.bookingId),
        object: 'checkout.session',
        amount_total: notice.fils,
        currency: 'aed',
        ...(notice.customer ? { customer: notice.customer } : {}),
        payment_status: 'paid',
        payment_intent: notice.paymentIntent,
        metadata: { booking_id: String(notice.bookingId) },
      },
    },
  });
  const response = await request.post('/api/payments/stripe/webhook', {
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': stripeSignature(payload) },
    data: payload,
  });
  expect(response.status(), await response.text()).toBe(200);
}
