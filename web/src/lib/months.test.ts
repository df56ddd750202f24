import { describe, expect, it } from 'vitest';

import { formatMonths } from './months';

describe('formatMonths', () => {
  it('says a number of months in English and, with its plural form, in Arabic', () => {
    expect([1, 2, 12].map((n) => formatMonths(n, 'en'))).toEqual(['1 month', '2 months', '12 months']);
    expect([1, 2, 3, 10, 12, 24, 100].map((n) => formatMonths(n, 'ar'))).toEqual([
      'شهر واحد',
      'شهرين',
      '3 أشهر',
      '10 أشهر',
      '12 شهرًا',
      '24 شهرًا',
      '100 شهر',
    ]);
  });
});
