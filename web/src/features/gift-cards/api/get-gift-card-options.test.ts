import { describe, expect, it } from 'vitest';

import { parseGiftCardOptions } from './get-gift-card-options';

const answer = {
  available: true,
  amounts: ['300.00', '500.00', '1000.00'],
  minAmount: '100.00',
  maxAmount: '5000.00',
  services: [{ id: 7, name: 'Gold Facial', nameAr: '', price: '450.00', duration: 90 }],
  expiryMonths: 12,
  maxDeliveryDays: 90,
  maxMessage: 300,
};

describe('parseGiftCardOptions', () => {
  it('reads the options as the server sends them', () => {
    expect(parseGiftCardOptions(answer)).toEqual(answer);
  });

  it('refuses an answer without their shape, so the page shows its error instead of a broken form', () => {
    for (const broken of [null, [], { ...answer, available: 'yes' }, { ...answer, amounts: [500] }, { ...answer, maxMessage: 0 }, { ...answer, services: [{ id: 1 }] }]) {
      expect(() => parseGiftCardOptions(broken)).toThrow(/gift-cards\/options/);
    }
  });
});
