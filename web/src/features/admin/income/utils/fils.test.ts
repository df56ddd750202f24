import { describe, expect, it } from 'vitest';

import { cardWithMarkup, formatFils, invoiceTotal, isNegativeAmount, normalizeAmount, parseFils, suggestedCommission, sumAmounts, tipsTotal } from './fils';

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

describe('signs and markup', () => {
  it('tells negative amounts from their text', () => {
    expect(isNegativeAmount('-40.00')).toBe(true);
    expect(isNegativeAmount('-0.01')).toBe(true);
    expect(isNegativeAmount('0.00')).toBe(false);
    expect(isNegativeAmount('-0.00')).toBe(false);
    expect(isNegativeAmount('40.00')).toBe(false);
  });

  it('adds the 40% card markup to the fils', () => {
    expect(cardWithMarkup('100')).toBe('140.00');
    expect(cardWithMarkup('')).toBe('0.00');
    expect(cardWithMarkup('0.01')).toBe('0.01'); // 1.4 fils -> 1
    expect(cardWithMarkup('0.04')).toBe('0.06'); // 5.6 fils -> 6
    expect(cardWithMarkup('12.5')).toBe('17.50');
    expect(cardWithMarkup('x')).toBeNull();
  });
});

describe('suggested commission', () => {
  it('is the percentage of cash + card, rounded half up to the fils', () => {
    expect(suggestedCommission('300', '200', '40')).toBe('200.00');
    expect(suggestedCommission('', '', '40')).toBe('0.00');
    expect(suggestedCommission('0.01', '0.02', '40')).toBe('0.01'); // 1.2 fils -> 1
    expect(suggestedCommission('0.05', '', '50')).toBe('0.03'); // 2.5 fils -> 3
    expect(suggestedCommission('99.99', '', '33.33')).toBe('33.33'); // 3332.667 fils -> 3333
    expect(suggestedCommission('x', '', '40')).toBeNull();
  });
});
