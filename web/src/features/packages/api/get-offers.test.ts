import { describe, expect, it } from 'vitest';

import { parseOffersOnSale } from './get-offers';

const offer = {
  id: 11,
  kind: 'package',
  name: 'Five massages',
  nameAr: '',
  service: { id: 3, name: 'Hot Stone Massage', nameAr: '', price: '300.00', duration: 60 },
  category: '',
  sessions: 5,
  price: '1500.00',
  validMonths: 6,
  discountPercent: '0.00',
};

describe('parseOffersOnSale', () => {
  it('reads the offers on sale, a service or a category each', () => {
    const read = parseOffersOnSale({ available: true, offers: [offer, { ...offer, id: 12, kind: 'membership', service: null, category: 'Massage Therapy' }] });
    expect(read.available).toBe(true);
    expect(read.offers.map((o) => [o.id, o.kind, o.service?.name ?? o.category])).toEqual([
      [11, 'package', 'Hot Stone Massage'],
      [12, 'membership', 'Massage Therapy'],
    ]);
  });

  it('refuses an answer that is not the API’s', () => {
    expect(() => parseOffersOnSale({ offers: [] })).toThrow(/available/);
    expect(() => parseOffersOnSale({ available: true, offers: [{ ...offer, kind: 'gift_card' }] })).toThrow(/kind/);
    expect(() => parseOffersOnSale({ available: true, offers: [{ ...offer, price: 'free' }] })).toThrow(/price/);
    expect(() => parseOffersOnSale({ available: true, offers: [{ ...offer, service: null }] })).toThrow(/service/);
  });
});
