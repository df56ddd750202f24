import { describe, expect, it } from 'vitest';

import { formatFils, invoiceTotal, normalizeAmount, parseFils, sumAmounts, tipsTotal } from './fils';

describe('fils arithmetic', () => {
  it('reads amounts as exact fils, blank as 0', () => {
    expect(parseFils('350')).toBe(35_000);
    expect(parseFils('350.5')).toBe(35_050);
    expect(parseFils(' 350.05 ')).toBe(35_005);
    expect(parseFils('0.1')).toBe(10);
    expect(parseFils('')).toBe(0);
    expect(parseFils('   ')).toBe(0);
    expect(parseFils('1000000.00')).toBe(100_000_000);
  });

  it('refuses what is not a non-negative amount with at most two decimals', () => {
    for (const text of ['-1', '1.234', '.5', '5.', '1e3', '12,50', 'AED 5', '0x10', 'NaN', 'Infinity']) {
      expect(parseFils(text), text).toBeNull();
    }
  });

  it('writes fils with two decimals, negatives too', () => {
    expect(formatFils(0)).toBe('0.00');
    expect(formatFils(5)).toBe('0.05');
    expect(formatFils(1250)).toBe('12.50');
    expect(formatFils(100_000_000)).toBe('1000000.00');
    expect(formatFils(-4000)).toBe('-40.00');
    expect(formatFils(-5)).toBe('-0.05');
    expect(() => formatFils(0.5)).toThrow(RangeError);
  });

  it('adds where floats would not: 0.1 + 0.2 is 0.30', () => {
    expect(0.1 + 0.2).not.toBe(0.3); // the reason for fils
    expect(sumAmounts('0.1', '0.2')).toBe('0.30');
    expect(sumAmounts('1000000', '1000000', '0.01')).toBe('2000000.01');
    expect(sumAmounts()).toBe('0.00');
    expect(sumAmounts('1', 'x')).toBeNull();
  });

  it('normalizes amounts for the API', () => {
    expect(normalizeAmount('12.5')).toBe('12.50');
    expect(normalizeAmount('007')).toBe('7.00');
    expect(normalizeAmount('')).toBe('0.00');
    expect(normalizeAmount('1.999')).toBeNull();
  });

  it('previews the tips (cash + card) and the invoice total (cash + card + spa tip share + expenses)', () => {
    expect(tipsTotal('30.10', '20.20')).toBe('50.30');
    expect(tipsTotal('', '20')).toBe('20.00');
    expect(tipsTotal('abc', '20')).toBeNull();
    expect(invoiceTotal({ cash: '300', card: '200.10', spaTipShare: '20.20', expenses: '10.05' })).toBe('530.35');
    expect(invoiceTotal({ cash: '', card: '', spaTipShare: '', expenses: '' })).toBe('0.00');
  });
});
