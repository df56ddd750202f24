import { describe, expect, it } from 'vitest';

import { formatAed, formatAedAmount, formatMinutes, formatTime12 } from './format';

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

describe('formatTime12', () => {
  it.each([
    ['09:00', '9:00 AM'],
    ['12:00', '12:00 PM'],
    ['00:30', '12:30 AM'],
    ['21:30', '9:30 PM'],
    ['9:05', '9:05 AM'],
    ['14:00:00', '2:00 PM'],
    ['24:00', '24:00'],
    ['soon', 'soon'],
    ['09:00 tomorrow', '09:00 tomorrow'],
  ])('%s -> %s', (input, expected) => {
    expect(formatTime12(input)).toBe(expected);
  });
});

describe('formatAedAmount', () => {
  it('shows AED amounts with two decimals, from the string', () => {
    expect(formatAedAmount('450.00')).toBe('AED 450.00');
    expect(formatAedAmount('450')).toBe('AED 450.00');
    expect(formatAedAmount('1250.5')).toBe('AED 1,250.50');
    expect(formatAedAmount('0.00')).toBe('AED 0.00');
    expect(formatAedAmount(1234567)).toBe('AED 1,234,567.00');
    expect(formatAedAmount('-20.10')).toBe('AED -20.10');
  });
});
