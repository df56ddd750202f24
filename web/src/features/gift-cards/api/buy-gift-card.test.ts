import { describe, expect, it } from 'vitest';

import { addDays } from '@/lib/booking-days/booking-dates';
import { spaToday } from '@/lib/spa-clock';

import { emptyGiftCardForm, giftCardTotal, toGiftCardPurchase, type GiftCardFormInput } from './buy-gift-card';
import { giftCardFormSchema } from './gift-card-form-schema';
import type { GiftCardOptions } from './get-gift-card-options';

const options: GiftCardOptions = {
  available: true,
  amounts: ['300.00', '500.00', '1000.00'],
  minAmount: '100.00',
  maxAmount: '5000.00',
  services: [{ id: 7, name: 'Gold Facial', nameAr: '', price: '450.00', duration: 90 }],
  expiryMonths: 12,
  maxDeliveryDays: 90,
  maxMessage: 300,
};
const today = spaToday('Asia/Dubai');
const valid = {
  ...emptyGiftCardForm(today),
  amount: '500.00',
  recipientName: 'Layla Haddad',
  recipientEmail: 'layla@example.ae',
  buyerName: 'Omar Haddad',
  buyerEmail: 'omar@example.ae',
} satisfies GiftCardFormInput;

/** Each field's first message for a form holding `input`. */
function messages(input: Partial<GiftCardFormInput>): Record<string, string> {
  const result = giftCardFormSchema(options, 'Asia/Dubai').safeParse({ ...valid, ...input });
  const out: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('the gift card form', () => {
  it('takes a listed amount, another whole amount in the range, or a treatment', () => {
    expect(messages({})).toEqual({});
    expect(messages({ amount: '', otherAmount: '100' })).toEqual({});
    expect(messages({ amount: null, otherAmount: '5000' })).toEqual({});
    expect(messages({ kind: 'service', amount: '', serviceId: '7' })).toEqual({});
  });

  it('names what is wrong, by the server’s codes for the rules it checks alike', () => {
    expect(messages({ amount: null })).toEqual({ amount: 'giftCards.error.amount' });
    expect(messages({ amount: '', otherAmount: '99' })).toEqual({ otherAmount: 'error.gift_card.amount' });
    expect(messages({ amount: '', otherAmount: '5001' })).toEqual({ otherAmount: 'error.gift_card.amount' });
    expect(messages({ amount: '', otherAmount: '150.5' })).toEqual({ otherAmount: 'error.gift_card.amount' });
    expect(messages({ amount: '250.00' })).toEqual({ amount: 'giftCards.error.amount' });
    expect(messages({ kind: 'service', serviceId: '' })).toEqual({ serviceId: 'giftCards.error.service' });
    expect(messages({ kind: 'service', serviceId: '99' })).toEqual({ serviceId: 'giftCards.error.service' });
    expect(messages({ message: 'x'.repeat(301) })).toEqual({ message: 'error.gift_card.message' });
    expect(messages({ deliveryDate: addDays(today, -1) })).toEqual({ deliveryDate: 'error.gift_card.delivery_date' });
    expect(messages({ deliveryDate: addDays(today, 91) })).toEqual({ deliveryDate: 'error.gift_card.delivery_date' });
    expect(messages({ deliveryDate: addDays(today, 90) })).toEqual({});
    expect(messages({ recipientName: ' L ', buyerEmail: 'omar' })).toEqual({ recipientName: 'error.name.too_short', buyerEmail: 'error.email.invalid' });
  });

  it('totals what is chosen, and posts it as the API writes money', () => {
    expect(giftCardTotal({ kind: 'amount', amount: '500.00', otherAmount: '', serviceId: '' }, options)).toBe('500.00');
    expect(giftCardTotal({ kind: 'amount', amount: '', otherAmount: '750', serviceId: '' }, options)).toBe('750.00');
    expect(giftCardTotal({ kind: 'amount', amount: '', otherAmount: '50', serviceId: '' }, options)).toBeNull();
    expect(giftCardTotal({ kind: 'service', amount: '500.00', otherAmount: '', serviceId: '7' }, options)).toBe('450.00');
    expect(toGiftCardPurchase({ ...valid, amount: '', otherAmount: ' 750 ', message: ' Enjoy! ' }, 'ar')).toEqual({
      amount: '750.00',
      recipientName: 'Layla Haddad',
      recipientEmail: 'layla@example.ae',
      message: 'Enjoy!',
      deliveryDate: today,
      buyerName: 'Omar Haddad',
      buyerEmail: 'omar@example.ae',
      language: 'ar',
    });
    expect(toGiftCardPurchase({ ...valid, kind: 'service', serviceId: '7' }, 'en')).toMatchObject({ serviceId: 7 });
    expect(toGiftCardPurchase({ ...valid, kind: 'service', serviceId: '7' }, 'en')).not.toHaveProperty('amount');
  });
});
