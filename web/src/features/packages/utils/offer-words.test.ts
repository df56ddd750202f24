import { describe, expect, it } from 'vitest';

import { categoryMessage, discountText, formatTreatments, shortDuration } from './offer-words';

describe('offer words', () => {
  it('counts treatments in English and, with their plural forms, in Arabic', () => {
    expect([1, 2, 4].map((n) => formatTreatments(n, 'en'))).toEqual(['1 treatment', '2 treatments', '4 treatments']);
    expect([1, 2, 3, 10, 11, 100].map((n) => formatTreatments(n, 'ar'))).toEqual(['علاج واحد', 'علاجان', '3 علاجات', '10 علاجات', '11 علاجًا', '100 علاج']);
  });

  it('writes a length short in English and with its plural in Arabic', () => {
    expect(shortDuration(60, 'en')).toBe('60 min');
    expect(shortDuration(60, 'ar')).toBe('60 دقيقة');
    expect(shortDuration(5, 'ar')).toBe('5 دقائق');
  });

  it('says a member discount without trailing zeros, and none for 0', () => {
    expect(discountText('10')).toBe('10');
    expect(discountText('12.50')).toBe('12.5');
    expect(discountText('0.00')).toBeNull();
    expect(discountText('0')).toBeNull();
  });

  it("names the site's categories by catalog id, and no other", () => {
    expect(categoryMessage('Massage Therapy')).toBe('packages.category.massage');
    expect(categoryMessage('Couples Packages')).toBe('packages.category.couples');
    expect(categoryMessage('Hair')).toBeNull();
  });
});
