import { describe, expect, it } from 'vitest';

import { formatAed, formatMinutes } from './format';

describe('formatAed', () => {
  it.each([
    ['350.00', 'AED 350'],
    ['350', 'AED 350'],
    ['350.5', 'AED 350.50'],
    ['1250.75', 'AED 1,250.75'],
    ['0.10', 'AED 0.10'],
    ['007.00', 'AED 7'],
    ['1000000.00', 'AED 1,000,000'],
    [280, 'AED 280'],
    ['not a price', 'AED not a price'],
  ])('%s -> %s', (input, expected) => {
    expect(formatAed(input)).toBe(expected);
  });
});

describe('formatMinutes', () => {
  it('pluralises', () => {
    expect(formatMinutes(60)).toBe('60 minutes');
    expect(formatMinutes(1)).toBe('1 minute');
  });
});
