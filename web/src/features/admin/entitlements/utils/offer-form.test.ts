import { describe, expect, it } from 'vitest';

import type { Offer } from '../api/offers';
import { blankOffer, offerCoversText, offerFieldOf, offerFormOf, offerInputOf, offerPriceText, offerProblems } from './offer-form';

const pack: Offer = {
  id: 4,
  kind: 'package',
  name: 'Five massages',
  nameAr: 'خمس جلسات تدليك',
  serviceId: 3,
  category: '',
  sessions: 5,
  price: '1500.00',
  validMonths: 6,
  discountPercent: '0',
  online: true,
  createdAt: '2026-11-30T08:00:00Z',
  updatedAt: '2026-11-30T08:00:00Z',
};
const member: Offer = { ...pack, id: 5, kind: 'membership', name: 'Monthly calm', nameAr: '', serviceId: null, category: 'Massage Therapy', sessions: 1, price: '900.00', validMonths: 1, discountPercent: '12.50', online: false };

describe('offer form', () => {
  it('asks for every field its kind needs, in the server’s limits', () => {
    expect(Object.keys(offerProblems(blankOffer))).toEqual(['name', 'covers', 'sessions', 'price']);
    const filled = { ...blankOffer, name: 'Five massages', covers: 'service:3', sessions: '5', price: '1500' };
    expect(offerProblems(filled)).toEqual({});
    expect(Object.keys(offerProblems({ ...filled, sessions: '101', price: '10000.01', validMonths: '37' }))).toEqual(['sessions', 'price', 'validMonths']);
    expect(offerProblems({ ...filled, price: '10000' })).toEqual({});
    // A membership has no months to check, but a discount of at most 50 %.
    expect(offerProblems({ ...filled, kind: 'membership', validMonths: '', discountPercent: '50.5' })).toEqual({ discountPercent: 'Enter a member discount from 0 to 50 percent.' });
    expect(Object.keys(offerProblems({ ...filled, name: 'x'.repeat(81), nameAr: 'ب'.repeat(81) }))).toEqual(['name', 'nameAr']);
  });

  it('sends only its kind’s fields, trimmed, the service or the category', () => {
    const form = { ...blankOffer, name: ' Five massages ', nameAr: '', covers: 'service:3', sessions: '5', price: '1500', validMonths: '6', discountPercent: '10' };
    expect(offerInputOf(form)).toEqual({ kind: 'package', name: 'Five massages', serviceId: 3, sessions: '5', price: '1500', validMonths: '6', online: true });
    expect(offerInputOf({ ...form, kind: 'membership', covers: 'category:Massage Therapy', nameAr: 'عضوية', online: false })).toEqual({
      kind: 'membership',
      name: 'Five massages',
      nameAr: 'عضوية',
      category: 'Massage Therapy',
      sessions: '5',
      price: '1500',
      discountPercent: '10',
      online: false,
    });
  });

  it('edits an offer as it was written', () => {
    expect(offerFormOf(pack)).toEqual({ kind: 'package', name: 'Five massages', nameAr: 'خمس جلسات تدليك', covers: 'service:3', sessions: '5', price: '1500', validMonths: '6', discountPercent: '', online: true });
    expect(offerFormOf(member)).toMatchObject({ covers: 'category:Massage Therapy', price: '900', discountPercent: '12.5', online: false });
  });

  it('places the server’s service and category at the one choice', () => {
    expect(offerFieldOf('serviceId')).toBe('covers');
    expect(offerFieldOf('category')).toBe('covers');
    expect(offerFieldOf('validMonths')).toBe('validMonths');
    expect(offerFieldOf('holderName')).toBeNull();
  });

  it('says what an offer covers and costs', () => {
    expect(offerCoversText(pack, (id) => (id === 3 ? 'Hot Stone Massage' : undefined))).toBe('5 sessions of Hot Stone Massage');
    expect(offerCoversText(member, () => undefined)).toBe('1 session a month of any Massage Therapy');
    expect(offerPriceText(pack)).toBe('AED 1,500.00, valid 6 months');
    expect(offerPriceText(member)).toBe('AED 900.00 a month, 12.5% member discount');
    expect(offerPriceText({ ...member, discountPercent: '0' })).toBe('AED 900.00 a month');
  });
});
