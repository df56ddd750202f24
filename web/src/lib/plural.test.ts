import { describe, expect, it } from 'vitest';

import { pluralCategory } from './plural';

describe('pluralCategory', () => {
  it.each([
    ['en', 'en'],
    ['ar', 'ar-AE'],
  ] as const)('agrees with Intl.PluralRules in %s from 0 to 1000', (locale, tag) => {
    const rules = new Intl.PluralRules(tag);
    for (let n = 0; n <= 1000; n += 1) expect(pluralCategory(n, locale), String(n)).toBe(rules.select(n));
  });

  it('names the Arabic forms', () => {
    expect([0, 1, 2, 3, 10, 11, 99, 100, 102, 103, 111].map((n) => pluralCategory(n, 'ar'))).toEqual([
      'zero', 'one', 'two', 'few', 'few', 'many', 'many', 'other', 'other', 'few', 'many',
    ]);
  });
});
